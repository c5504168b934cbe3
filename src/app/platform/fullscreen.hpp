// Switching full screen on and off, checked. Without a window manager the display ignores the request
// while SDL believes it (it reports the screen's size for a window that stayed as it was), so the app
// laid out a screen it did not have and clicks hit other controls than the ones drawn. The window's
// real size is read back (from X11 where the app runs on it); a switch that did not happen is undone
// and SDL is told the real size again.
#pragma once

#include <SDL.h>

namespace hs::app {

// True when the window is now as asked; false when full screen could not be had and the window was
// put back as it is (the caller says so and keeps the setting off).
bool switch_fullscreen(SDL_Window* window, bool on);

}  // namespace hs::app

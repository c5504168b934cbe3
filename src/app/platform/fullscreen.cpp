// Checked full-screen switches (see fullscreen.hpp).
#include "app/platform/fullscreen.hpp"

#ifdef HIGHSCORE_X11
#include <SDL_syswm.h>
#include <X11/Xlib.h>
#endif

namespace hs::app {

namespace {

// The window's size as the display has it; SDL's own figure where it cannot be asked.
void real_window_size(SDL_Window* window, int& w, int& h) {
  SDL_GetWindowSize(window, &w, &h);
#ifdef HIGHSCORE_X11
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11) {
    XSync(info.info.x11.display, False);  // what was asked has reached the display
    XWindowAttributes a;
    if (XGetWindowAttributes(info.info.x11.display, info.info.x11.window, &a) && a.width > 0 && a.height > 0) w = a.width, h = a.height;
  }
#endif
}

// SDL is told the size the window really has (its resize event then lays the screen out again).
void agree_on_size(SDL_Window* window) {
  int sw = 0, sh = 0, rw = 0, rh = 0;
  SDL_GetWindowSize(window, &sw, &sh);
  real_window_size(window, rw, rh);
  if (rw != sw || rh != sh) SDL_SetWindowSize(window, rw, rh);
}

}  // namespace

bool switch_fullscreen(SDL_Window* window, bool on) {
  if (!on) {
    SDL_SetWindowFullscreen(window, 0);
    agree_on_size(window);
    return true;
  }
  const bool asked = SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP) == 0;
  // A window manager may take a moment to act on the request: half a second at most, once.
  for (int tries = 0; asked && tries < 25; ++tries) {
    int sw = 0, sh = 0, rw = 0, rh = 0;
    SDL_GetWindowSize(window, &sw, &sh);
    real_window_size(window, rw, rh);
    if (rw == sw && rh == sh) return true;
    SDL_Delay(20);
  }
  SDL_SetWindowFullscreen(window, 0);  // it did not happen: back to the window as it really is
  agree_on_size(window);
  return false;
}

}  // namespace hs::app

// The app's event loop: events to the screen showing, a frame, until the window is closed (or a
// --monkey run has sent its events); then the settings are kept.
#pragma once
#include <SDL_events.h>

namespace hs::app {

struct App;

void run_event_loop(App& app);
// An intent with no event of its own (a held stick repeating), or with a made-up one (--press: the
// key event itself, so a screen that reads raw keys, like the Keys panel, sees it), to the screen stack.
struct Intent;
void dispatch_intent(App& app, const Intent& i, const SDL_Event* source = nullptr);

}  // namespace hs::app

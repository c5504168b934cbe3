// The app's event loop: events to the screen showing, a frame, until the window is closed (or a
// --monkey run has sent its events); then the settings are kept.
#pragma once

namespace hs::app {

struct App;

void run_event_loop(App& app);

}  // namespace hs::app

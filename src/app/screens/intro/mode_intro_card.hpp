// The one-screen introduction of a mode (text/mode_intro.hpp) drawn over whatever is shown: the
// table the first time the mode is played (the pause layer holds the game meanwhile), or the setup
// screen from the "?" beside its modes.
#pragma once
#include <string>

#include "app/text/mode_intro.hpp"

namespace hs::app {

struct App;

enum class IntroChoice { None, Close, Rules };

// Draws it (the window dimmed under it) with its buttons: "The full rules" and `close_label`.
// `again_note`: the line saying where it can be read again (the first time only).
IntroChoice draw_mode_intro(App& app, const ModeIntro& intro, const std::string& close_label, bool again_note);

}  // namespace hs::app

// The new-game screen (setup_screen.cpp).
#pragma once

namespace hs::app {

struct App;

void draw_setup(App& app);

}  // namespace hs::app

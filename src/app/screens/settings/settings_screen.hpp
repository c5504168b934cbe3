// The settings screen (settings_screen.cpp).
#pragma once

namespace hs::app {

struct App;

void draw_settings(App& app);

}  // namespace hs::app

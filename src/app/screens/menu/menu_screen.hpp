// The main menu screen (menu_screen.cpp).
#pragma once

namespace hs::app {

struct App;

void draw_menu(App& app);

}  // namespace hs::app

// The main menu screen (menu_screen.cpp).
#pragma once
#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

void draw_menu(App& app);

class MenuScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Menu; }
  void draw(App& app) override { draw_menu(app); }
};

}  // namespace hs::app

// The new-game screen (setup_screen.cpp).
#pragma once
#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

void draw_setup(App& app);

class SetupScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Setup; }
  void draw(App& app) override { draw_setup(app); }
};

}  // namespace hs::app

// The Tutorial menu (lessons_screen.cpp).
#pragma once
#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

// The Tutorial menu: every lesson with its progress.
void draw_tutorial_menu(App& app);

class LessonsScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Tutorial; }
  void draw(App& app) override { draw_tutorial_menu(app); }
};

}  // namespace hs::app

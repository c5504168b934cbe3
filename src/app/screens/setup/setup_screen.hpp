// The new-game screen (setup_screen.cpp).
#pragma once
#include <optional>

#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

void draw_setup(App& app);
// Where the mode row lies on the setup screen.
Rect mode_row_rect(const App& app);

// The "?" beside the modes opens the chosen mode's introduction over the screen (setup_intro.cpp).
class SetupScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Setup; }
  bool handle(App& app, const InputEvent& e) override;
  void draw(App& app) override;

 private:
  bool intro_open_ = false;
  std::optional<Point> intro_click_;  // a click meant for the introduction, not the screen under it
};

}  // namespace hs::app

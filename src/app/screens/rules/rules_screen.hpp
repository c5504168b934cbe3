// The Rules screen (rules_screen.cpp).
#pragma once
#include <string>

#include <SDL.h>

#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

// Rules screen.
void open_rules(App& app, const std::string& rule_id);
void draw_rules(App& app);
// Typing, the wheel and clicks on the rules screen.
void rules_screen_event(App& app, const SDL_Event& e);

// Typing, the wheel and the keys all go to the rules screen (Esc clears the search, then closes).
class RulesScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Rules; }
  bool handle(App& app, const InputEvent& e) override;
  // The caret blinks: a gentle 20 frames a second is plenty for it.
  FrameNeed update(App&) override { return {true, false, true}; }
  void draw(App& app) override { draw_rules(app); }
};

}  // namespace hs::app

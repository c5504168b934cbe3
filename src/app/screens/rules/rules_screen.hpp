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
  bool handle(App& app, const InputEvent& e) override {
    // The pad's B returns where the rules were opened from (keys go to the screen: Esc clears the search first).
    if (!e.key() && e.intent && (e.intent->kind == Intent::Kind::Back || e.intent->kind == Intent::Kind::Menu)) {
      app.screens.pop();
      return true;
    }
    if (e.key() || e.sdl.type == SDL_TEXTINPUT || e.sdl.type == SDL_MOUSEWHEEL) {
      rules_screen_event(app, e.sdl);
      return true;
    }
    return AppScreen::handle(app, e);
  }
  // The caret blinks.
  FrameNeed update(App&) override { return {true, false}; }
  void draw(App& app) override { draw_rules(app); }
};

}  // namespace hs::app

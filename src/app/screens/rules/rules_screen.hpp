// The Rules screen (rules_screen.cpp).
#pragma once
#include <string>

#include <SDL.h>

namespace hs::app {

struct App;

// Rules screen.
void open_rules(App& app, const std::string& rule_id);
void draw_rules(App& app);
// Typing, the wheel and clicks on the rules screen.
void rules_screen_event(App& app, const SDL_Event& e);

}  // namespace hs::app

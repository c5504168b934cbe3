// The end of a game (end_screen.cpp), and the parts the co-op and solo ends share with it.
#pragma once
#include "app/shell/screen_stack.hpp"
#include <string>

namespace hs::app {

struct App;

void draw_end(App& app);
// The end screens' parts (end_screen.cpp), shared with the co-op end: the ribbon with its headline,
// and the foot line over the New game and Main menu buttons.
void draw_end_banner(App& app, const std::string& headline);
void draw_end_foot(App& app, const std::string& foot);

class EndScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::End; }
  void draw(App& app) override { draw_end(app); }
};

}  // namespace hs::app

// The end of a game (end_screen.cpp), and the parts the co-op and solo ends share with it.
#pragma once
#include "app/shell/screen_stack.hpp"
#include <string>

#include "app/render/canvas.hpp"
#include "highscore/content.hpp"

namespace hs::app {

struct App;

void draw_end(App& app);
// The end screens' parts (end_screen.cpp), shared with the co-op end: the ribbon with its headline,
// and the foot line over the New game and Main menu buttons.
void draw_end_banner(App& app, const std::string& headline);
void draw_end_foot(App& app, const std::string& foot);

// A player's column of figures (the standard and co-op ends): its text grows with the text size only
// as far as the column holds its rows (`rows_at_100`: their height at 100%, under the name); labels
// shrink to leave their values room.
struct EndColumn {
  App& app;
  Rect col;
  float k = 1;  // the column's text scale (1 = the 100% sizes)
  float y = 0;  // the next row's middle
  EndColumn(App& a, const Rect& column, float rows_at_100);
  // The stand-up, the name and the line under it (won, eliminated, ...).
  void head(const Character& ch, const std::string& name, const std::string& status, Rgba status_ink);
  void heading(const std::string& text);
  void line(const std::string& label, const std::string& value, bool strong = false);
  void rule();  // the thin line above a total
  void gap(float at_100) { y += at_100 * k; }
};

class EndScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::End; }
  void draw(App& app) override { draw_end(app); }
};

}  // namespace hs::app

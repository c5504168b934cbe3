// The new-game screen (setup_screen.cpp).
#pragma once
#include <optional>

#include <string>
#include <vector>

#include "app/render/canvas.hpp"
#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

void draw_setup(App& app);
// Where the mode row lies on the setup screen.
Rect mode_row_rect(const App& app);
// The variants panel (or the co-op map in its place) on a W x H screen, its `n` rows, and a row's
// second line (the variant's explanation or the reason it cannot be chosen) fitted under its name:
// drawing and the content test share them.
Rect setup_variants_rect(float W, float H);
std::vector<Rect> setup_variant_rows(const Rect& panel, int n);
Rect variant_line_box(const Rect& row);
TextFit variant_line_fit(Canvas& c, const Rect& row, const std::string& line);

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

// Keyboard and pad focus (issue 25): Tab follows the layout's order and wraps, arrows go to the
// nearest element in their direction and keep to the row or column, and stop at an edge.
#include <catch2/catch.hpp>

#include "app/input/focus_nav.hpp"

using namespace hs::app;

namespace {

// A 3x2 grid of buttons, listed row by row, and a wide bar under it.
const std::vector<Rect> kGrid = {
    {0, 0, 100, 40},  {120, 0, 100, 40},  {240, 0, 100, 40},   // 0 1 2
    {0, 60, 100, 40}, {120, 60, 100, 40}, {240, 60, 100, 40},  // 3 4 5
    {0, 120, 340, 40},                                          // 6
};

}  // namespace

TEST_CASE("focus: Tab and Shift+Tab follow the list and wrap") {
  CHECK(step_focus(kGrid, -1, FocusStep::Next) == 0);
  CHECK(step_focus(kGrid, -1, FocusStep::Previous) == 6);
  CHECK(step_focus(kGrid, 2, FocusStep::Next) == 3);
  CHECK(step_focus(kGrid, 6, FocusStep::Next) == 0);
  CHECK(step_focus(kGrid, 0, FocusStep::Previous) == 6);
  CHECK(step_focus({}, 0, FocusStep::Next) == -1);
}

TEST_CASE("focus: arrows keep to the row or column") {
  CHECK(step_focus(kGrid, 0, FocusStep::Right) == 1);
  CHECK(step_focus(kGrid, 1, FocusStep::Right) == 2);
  CHECK(step_focus(kGrid, 1, FocusStep::Down) == 4);
  CHECK(step_focus(kGrid, 5, FocusStep::Up) == 2);
  CHECK(step_focus(kGrid, 5, FocusStep::Left) == 4);
  CHECK(step_focus(kGrid, 4, FocusStep::Down) == 6);  // the wide bar is straight below
  CHECK(step_focus(kGrid, 6, FocusStep::Up) == 4);    // back to the middle, nearest its centre
}

TEST_CASE("focus: an arrow with nothing that way keeps the focus") {
  CHECK(step_focus(kGrid, 0, FocusStep::Up) == 0);
  CHECK(step_focus(kGrid, 0, FocusStep::Left) == 0);
  CHECK(step_focus(kGrid, 2, FocusStep::Right) == 2);
  CHECK(step_focus(kGrid, 6, FocusStep::Down) == 6);
  CHECK(step_focus(kGrid, -1, FocusStep::Down) == 0);  // nothing focused yet: the first element
}

TEST_CASE("focus: an element on the same row beats a nearer one off it") {
  // A bottom bar: a small button, a far one on the same row; a row of buttons close above-right.
  const std::vector<Rect> bar = {{150, 660, 120, 32}, {900, 655, 120, 48}, {300, 390, 60, 24}, {380, 390, 60, 24}};
  CHECK(step_focus(bar, 0, FocusStep::Right) == 1);
  CHECK(step_focus(bar, 1, FocusStep::Left) == 0);
  CHECK(step_focus(bar, 2, FocusStep::Down) == 0);  // nothing straight below: the nearest off the column
  // A button above and a little to the right is not "right" of the bar's last button.
  const std::vector<Rect> corner = {{1060, 658, 184, 48}, {1086, 543, 154, 32}};
  CHECK(step_focus(corner, 0, FocusStep::Right) == 0);
  CHECK(step_focus(corner, 0, FocusStep::Up) == 1);
}

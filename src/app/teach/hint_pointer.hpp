// Hints that point: the hint asked for is also shown on the table, a pulsing outline around what it
// recommends (the option, the path, the button) and, for a roll, the pool dice still to put in the
// tray (as many of each colour as it rolls). Drawn by the learning layer under its panels.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "app/table/layout/table_layout.hpp"

namespace hs::app {

struct App;

// The regions a hint for `hinted` points at, with `in_tray` the dice already chosen.
std::vector<const HitRegion*> hinted_regions(const TableLayout& layout, const Action& hinted, const DiceCounts& in_tray);

// The hint shown for the decision at hand, worked out once per decision (the advisor is not asked
// every frame).
struct HintPointer {
  std::string for_decision;
  std::optional<Action> action;
};
void draw_hint_pointer(App& app, HintPointer& pointer);

}  // namespace hs::app

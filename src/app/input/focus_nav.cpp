#include "app/input/focus_nav.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hs::app {

namespace {

// How far `to` lies from `from` in the arrow's direction, and how far off that line: the cost
// weighs the sideways offset twice so the focus keeps to its row or column.
float directional_cost(const Rect& from, const Rect& to, FocusStep step) {
  const Point a = from.center(), b = to.center();
  float along = 0, across = 0;
  switch (step) {
    case FocusStep::Up: along = a.y - b.y; across = b.x - a.x; break;
    case FocusStep::Down: along = b.y - a.y; across = b.x - a.x; break;
    case FocusStep::Left: along = a.x - b.x; across = b.y - a.y; break;
    case FocusStep::Right: along = b.x - a.x; across = b.y - a.y; break;
    default: return std::numeric_limits<float>::infinity();
  }
  if (along <= 0.5f) return std::numeric_limits<float>::infinity();  // not in that direction
  // Elements side by side in the arrow's row (or column) count as straight ahead.
  const bool vertical = step == FocusStep::Up || step == FocusStep::Down;
  const float overlap_half = vertical ? (from.w + to.w) / 2 : (from.h + to.h) / 2;
  const float sideways = std::max(0.f, std::abs(across) - overlap_half * 0.5f);
  // An element that shares the row (or column) at all beats any that does not, however near: the
  // bottom bar's Right goes to the next button on that bar, not up into the rows above it.
  const bool in_beam = vertical ? (to.x < from.right() && from.x < to.right()) : (to.y < from.bottom() && from.y < to.bottom());
  constexpr float kOutsideBeam = 100000;
  // Off the row, only what lies beyond the middle counts as that way (not a button almost above).
  const bool beyond = step == FocusStep::Right ? to.x > a.x : step == FocusStep::Left ? to.right() < a.x
                      : step == FocusStep::Down ? to.y > a.y : to.bottom() < a.y;
  if (!in_beam && !beyond) return std::numeric_limits<float>::infinity();
  return along + 2 * sideways + (in_beam ? 0 : kOutsideBeam);
}

}  // namespace

int step_focus(const std::vector<Rect>& items, int current, FocusStep step) {
  const int n = static_cast<int>(items.size());
  if (n == 0) return -1;
  if (current < 0 || current >= n) return step == FocusStep::Previous ? n - 1 : 0;
  if (step == FocusStep::Next) return (current + 1) % n;
  if (step == FocusStep::Previous) return (current + n - 1) % n;
  int best = current;
  float best_cost = std::numeric_limits<float>::infinity();
  for (int i = 0; i < n; ++i) {
    if (i == current) continue;
    const float cost = directional_cost(items[current], items[i], step);
    if (cost < best_cost) best_cost = cost, best = i;
  }
  return best;
}

}  // namespace hs::app

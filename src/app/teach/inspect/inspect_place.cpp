// Where an inspection's panel goes (see inspect_place.hpp).
#include "app/teach/inspect/inspect_place.hpp"

#include <algorithm>
#include <vector>

namespace hs::app {

namespace {

float inspect_overlap_area(const Rect& a, const Rect& b) {
  const float w = std::min(a.right(), b.right()) - std::max(a.x, b.x);
  const float h = std::min(a.bottom(), b.bottom()) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

}  // namespace

Rect place_inspection(const Rect& anchor, float w, float h, const TableLayout& L, float vw, float vh, const Rect& avoid) {
  constexpr float kTop = 50, kEdge = 8;
  const auto inside = [&](float x, float y) {
    return Rect{std::clamp(x, kEdge, std::max(kEdge, vw - w - kEdge)), std::clamp(y, kTop, std::max(kTop, vh - h - kEdge)), w, h};
  };
  const float side_y = anchor.y;
  // In order of preference: above, below, right, left of it; then the right-hand column from its top
  // (over the log) and the board's top left corner.
  const std::vector<Rect> places = {
      inside(anchor.center().x - w / 2, anchor.y - h - 8),
      inside(anchor.center().x - w / 2, anchor.bottom() + 8),
      inside(anchor.right() + 10, side_y),
      inside(anchor.x - w - 10, side_y),
      inside(vw - w - kEdge, L.board.y),
      inside(L.board.x + kEdge, L.board.y + kEdge),
  };
  // What a place covers, weighed: the thing itself and the chance box and tray most, the lesson's
  // box as much, the board (for things under it) less.
  const bool under_board = anchor.y >= L.board.bottom();
  const auto cost = [&](const Rect& r) {
    float c = 4 * inspect_overlap_area(r, anchor) + 2 * inspect_overlap_area(r, L.info) + 2 * inspect_overlap_area(r, L.tray);
    if (avoid.w > 0 && avoid.h > 0) c += 2 * inspect_overlap_area(r, avoid);
    if (under_board) c += inspect_overlap_area(r, L.board);
    return c;
  };
  Rect best = places.front();
  float best_cost = cost(best);
  for (const Rect& r : places)
    if (const float c = cost(r); c < best_cost) best = r, best_cost = c;
  return best;
}

}  // namespace hs::app

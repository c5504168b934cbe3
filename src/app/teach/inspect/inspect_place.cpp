// Where an inspection's panel goes (see inspect_place.hpp).
#include "app/teach/inspect/inspect_place.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace hs::app {

namespace {

float inspect_overlap_area(const Rect& a, const Rect& b) {
  const float w = std::min(a.right(), b.right()) - std::max(a.x, b.x);
  const float h = std::min(a.bottom(), b.bottom()) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

}  // namespace

float inspection_gap(const Rect& panel, const Rect& anchor) {
  const float dx = std::max({0.0f, panel.x - anchor.right(), anchor.x - panel.right()});
  const float dy = std::max({0.0f, panel.y - anchor.bottom(), anchor.y - panel.bottom()});
  return std::sqrt(dx * dx + dy * dy);
}

Rect place_inspection(const Rect& anchor, float w, float h, const TableLayout& L, float vw, float vh, const Rect& avoid) {
  constexpr float kTop = 50, kEdge = 8;
  const auto inside = [&](float x, float y) {
    return Rect{std::clamp(x, kEdge, std::max(kEdge, vw - w - kEdge)), std::clamp(y, kTop, std::max(kTop, vh - h - kEdge)), w, h};
  };
  // Only places touching the thing: above and below it (centred, or lined up with either of its
  // edges), right and left of it (lined up with its top, its middle or its bottom). The playtest
  // read a panel in the far corner as belonging to something else.
  const float above = anchor.y - h - 8, below = anchor.bottom() + 8;
  const float right = anchor.right() + 10, left = anchor.x - w - 10;
  const float cx = anchor.center().x - w / 2, cy = anchor.center().y - h / 2;
  const std::vector<Rect> places = {
      inside(cx, above),         inside(cx, below),         inside(right, anchor.y),           inside(left, anchor.y),
      inside(anchor.x, above),   inside(anchor.x, below),   inside(right, cy),                 inside(left, cy),
      inside(anchor.right() - w, above), inside(anchor.right() - w, below), inside(right, anchor.bottom() - h), inside(left, anchor.bottom() - h),
  };
  // What a place covers, weighed: the thing itself and the chance box and tray most, the lesson's
  // box as much, the board (for things under it) less.
  const bool under_board = anchor.y >= L.board.bottom();
  // The box the thing lies in (a die in the tray) counts little: there the panel covers neighbours.
  const auto box = [&](const Rect& b) { return b.overlaps(anchor) ? 0.25f : 2.0f; };
  const auto cost = [&](const Rect& r) {
    float c = 4 * inspect_overlap_area(r, anchor) + box(L.info) * inspect_overlap_area(r, L.info) + box(L.tray) * inspect_overlap_area(r, L.tray);
    if (avoid.w > 0 && avoid.h > 0) c += 2 * inspect_overlap_area(r, avoid);
    if (under_board) c += inspect_overlap_area(r, L.board);
    return c;
  };
  // A place pushed away from the thing by the window's edge is no longer next to it, and one pushed
  // onto it hides it: such places are taken only when no other is (a thing larger than the window).
  const auto rank = [&](const Rect& r) {
    const float gap = inspection_gap(r, anchor);
    return gap > kInspectionMaxGap ? 2 : r.overlaps(anchor) ? 1 : 0;
  };
  const auto worse = [&](const Rect& a, const Rect& b) {
    if (rank(a) != rank(b)) return rank(a) > rank(b);
    if (rank(a) == 2) return inspection_gap(a, anchor) > inspection_gap(b, anchor);
    return cost(a) > cost(b);
  };
  Rect best = places.front();
  for (const Rect& r : places)
    if (worse(best, r)) best = r;
  return best;
}

bool inspection_stays_open(const Rect& anchor, const Rect& panel, Point pointer) {
  // The gap between the two is crossed on the way to the panel's rule button: it counts as either.
  const Rect bridge{std::min(anchor.x, panel.x), std::min(anchor.y, panel.y),
                    std::max(anchor.right(), panel.right()) - std::min(anchor.x, panel.x),
                    std::max(anchor.bottom(), panel.bottom()) - std::min(anchor.y, panel.y)};
  const bool side_by_side = anchor.right() <= panel.x || panel.right() <= anchor.x;
  const Rect lane = side_by_side ? Rect{bridge.x, std::max(anchor.y, panel.y), bridge.w, std::min(anchor.bottom(), panel.bottom()) - std::max(anchor.y, panel.y)}
                                 : Rect{std::max(anchor.x, panel.x), bridge.y, std::min(anchor.right(), panel.right()) - std::max(anchor.x, panel.x), bridge.h};
  return anchor.contains(pointer) || panel.contains(pointer) || (lane.w > 0 && lane.h > 0 && lane.contains(pointer));
}

}  // namespace hs::app

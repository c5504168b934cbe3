// Where an inspection's panel goes (pure, no SDL): next to the thing inspected and never over it,
// never over the chance box (the layout's info box) or the tray, where the player reads what their
// dice can do; and for something in the row under the board, not over the board either, when any
// other place is free. It always touches its thing (within kInspectionMaxGap): among the places next
// to it, the one covering least of those is taken. Also when a shown one closes.
#pragma once
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

// The most a panel's nearest edge may lie from the thing it explains.
inline constexpr float kInspectionMaxGap = 24;

// A w x h panel in a vw x vh window; `avoid` is one more rectangle to keep clear (the lesson's box;
// empty for none). The panel always lies inside the window (below the top bar's 50 points).
Rect place_inspection(const Rect& anchor, float w, float h, const TableLayout& L, float vw, float vh, const Rect& avoid = {});

// The distance between the nearest edges of the two (0 when they touch or overlap).
float inspection_gap(const Rect& panel, const Rect& anchor);

// A hovered (not pinned) inspection stays open while the pointer is on its thing, on the panel or in
// the gap between them; it closes as soon as the pointer is anywhere else.
bool inspection_stays_open(const Rect& anchor, const Rect& panel, Point pointer);

}  // namespace hs::app

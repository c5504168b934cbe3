// Where an inspection's panel goes (pure, no SDL): next to the thing inspected and never over it,
// never over the chance box (the layout's info box) or the tray, where the player reads what their
// dice can do; and for something in the row under the board, not over the board either, when any
// other place is free. A panel too large for every place takes the one it covers least of them.
#pragma once
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

// A w x h panel in a vw x vh window; `avoid` is one more rectangle to keep clear (the lesson's box;
// empty for none). The panel always lies inside the window (below the top bar's 50 points).
Rect place_inspection(const Rect& anchor, float w, float h, const TableLayout& L, float vw, float vh, const Rect& avoid = {});

}  // namespace hs::app

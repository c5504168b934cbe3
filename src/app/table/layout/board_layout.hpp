// The board's cards for the shown level (non-co-op): where each card lies and, for a level wider
// than the board holds at a readable size, which window of whole columns is shown, the arrows at the
// board's edges and the minimap strip under the cards. Pure code without SDL, like table_layout.
#pragma once
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

// Columns a scrolled board shows at least: the readable card size is the width of this many
// columns (it scales with the window); a level with this many columns or fewer is never scrolled.
inline constexpr int kReadableColumns = 8;
inline constexpr float kBoardArrowW = 24, kMinimapH = 24;

// Lays out L.nodes (and, for a wide level, the window, arrows and minimap) in L.board for level
// L.shown_level. `owner`: the deciding seat, whose card and next cards the window follows.
void layout_board_cards(const Game& game, const std::vector<Action>& legal, const TableUi& ui, TableLayout& L, int owner);

// Whether the shown level is wider than the board: only a window of its columns is shown.
inline bool board_scrolls(const TableLayout& L) { return L.shown_cols > 0 && L.shown_cols < L.level_cols; }

// The mouse wheel over the board: `columns` further right (negative: left), clamped to the level.
// Does nothing when the level fits. Returns whether the shown window moved.
bool scroll_board(TableUi& ui, const TableLayout& L, int columns);

// The level's exploration deck (R9.5) at the board's top right: where drawn cards fly from.
Rect exploration_deck_rect(const TableLayout& L);

// The rectangle of `node` when it is shown on the board, else nullptr.
const Rect* shown_node_rect(const TableLayout& L, int node);

}  // namespace hs::app

// The shown level's cards on the board. A level that fits is laid out across the whole board as
// it always was; a wider one (an exploration level grown to 18 columns) shows a window of whole
// columns at a readable size, with arrows, a minimap strip and a window that follows the decider.
#include "app/table/layout/board_layout.hpp"
#include "highscore/solo.hpp"

#include <algorithm>
#include <cmath>

namespace hs::app {

namespace {

struct LevelSpan {
  int min_col = 1 << 20, max_col = -(1 << 20), min_row = 0, max_row = 0;
  int min_gap = 1;  // closest rows of two cards in one column
  int cols() const { return max_col - min_col + 1; }
  int rows() const { return max_row - min_row + 1; }
};

LevelSpan span_of(const TableState& st, int level) {
  LevelSpan s;
  for (const Node& n : st.board)
    if (n.level == level) {
      s.min_col = std::min(s.min_col, n.col);
      s.max_col = std::max(s.max_col, n.col);
      s.min_row = std::min(s.min_row, n.row);
      s.max_row = std::max(s.max_row, n.row);
    }
  // Cards may be taller than a row where no other card shares their column (forks put the
  // branches above and below the main line), so the size comes from the closest pair of cards in
  // one column.
  s.min_gap = s.max_col >= s.min_col ? s.rows() : 1;
  for (std::size_t i = 0; i < st.board.size(); ++i)
    for (std::size_t j = i + 1; j < st.board.size(); ++j) {
      const Node &a = st.board[i], &b = st.board[j];
      if (a.level == level && b.level == level && a.col == b.col && a.row != b.row)
        s.min_gap = std::min(s.min_gap, std::abs(a.row - b.row));
    }
  return s;
}

// The tallest card the rows allow in an area `h` high (no column limit).
float rows_card_h(const LevelSpan& s, float h) {
  const float rows_f = static_cast<float>(s.rows()), gap_f = static_cast<float>(std::max(s.min_gap, 1));
  float ch = h - 8;
  if (s.rows() > 1) ch = std::min(ch, (h * gap_f / (rows_f - 1) - 10) / (1 + gap_f / (rows_f - 1)));
  return ch;
}

// How many columns an area shows at the readable size: at least kReadableColumns, more when the
// rows make the cards smaller than that anyway.
int readable_columns(const LevelSpan& s, const Rect& area) {
  const float cw = rows_card_h(s, area.h) / 1.4f;
  const int by_rows = cw > 0 ? static_cast<int>(area.w / (cw + 16)) : kReadableColumns;
  return std::max(kReadableColumns, by_rows);
}

int column_of(const TableState& st, int node, const LevelSpan& s) {
  return st.board[static_cast<std::size_t>(node)].col - s.min_col;
}

// R9.5 following: the deciding seat's card and the cards it can move to (its next cards, the way
// back), with one column of what lies behind when there is room. Another level: the character
// furthest along on it; nobody there: the start.
int follow_first(const std::vector<Action>& legal, const TableState& st, int level, int owner, const LevelSpan& s, int shown) {
  int anchor = -1;
  if (owner >= 0 && owner < static_cast<int>(st.players.size())) {
    const int node = st.players[static_cast<std::size_t>(owner)].node;
    if (node >= 0 && node < static_cast<int>(st.board.size()) && st.board[static_cast<std::size_t>(node)].level == level) anchor = node;
  }
  if (anchor < 0)
    for (const Player& p : st.players)
      if (!p.eliminated && p.node >= 0 && p.node < static_cast<int>(st.board.size()) &&
          st.board[static_cast<std::size_t>(p.node)].level == level &&
          (anchor < 0 || st.board[static_cast<std::size_t>(p.node)].col > st.board[static_cast<std::size_t>(anchor)].col))
        anchor = p.node;
  if (anchor < 0) return 0;
  int lo = column_of(st, anchor, s), hi = lo;
  auto include = [&](int node) {
    if (node < 0 || node >= static_cast<int>(st.board.size()) || st.board[static_cast<std::size_t>(node)].level != level) return;
    lo = std::min(lo, column_of(st, node, s));
    hi = std::max(hi, column_of(st, node, s));
  };
  for (int nx : st.board[static_cast<std::size_t>(anchor)].next) include(nx);
  for (const Action& a : legal)
    if (const auto* back = std::get_if<ChooseNode>(&a)) include(back->node);
  return hi - lo + 1 < shown ? lo - 1 : lo;
}

}  // namespace

void layout_board_cards(const Game& game, const std::vector<Action>& legal, const TableUi& ui, TableLayout& L, int owner) {
  const TableState& st = game.observe(-1).state();
  const LevelSpan s = span_of(st, L.shown_level);
  if (s.min_col > s.max_col) return;
  // The solo adventures keep a strip under the cards for their clock (solo_table.cpp).
  const bool solo = is_solo_mode(game.options().mode);
  const float strip = solo ? static_cast<float>(kSoloStripH) + 6 : 0;
  Rect area{L.board.x + 8, L.board.y + 40, L.board.w - 16, L.board.h - 46 - strip};
  const int cols = s.cols(), rows = s.rows();
  int shown = cols, first = 0;
  if (cols > readable_columns(s, area)) {
    // Too wide: arrows at both edges, the minimap under the cards, a window of whole columns.
    area = {area.x + kBoardArrowW + 4, area.y, area.w - 2 * (kBoardArrowW + 4), area.h - kMinimapH - 6};
    shown = std::min(cols, readable_columns(s, area));
    first = ui.board_first_col >= 0 ? ui.board_first_col : follow_first(legal, st, L.shown_level, owner, s, shown);
    first = std::clamp(first, 0, cols - shown);
  }
  L.board_cards = area;
  L.level_cols = cols;
  L.first_col = first;
  L.shown_cols = shown;
  const float col_w = area.w / static_cast<float>(shown);
  const float rows_f = static_cast<float>(rows);
  const float ch = std::min((col_w - 16) * 1.4f, rows_card_h(s, area.h));
  const float cw = ch / 1.4f;
  // Rows never drift further apart than a card and a gap (a grown exploration level keeps its
  // branches together), and the block is centred in the board.
  const float pitch = rows > 1 ? std::min((area.h - ch - 8) / (rows_f - 1), ch * 1.1f) : 0;
  const float top_y = area.y + 4 + std::max(0.f, (area.h - 8 - ch - pitch * (rows_f - 1)) / 2);
  for (std::size_t i = 0; i < st.board.size(); ++i) {
    const Node& n = st.board[i];
    if (n.level != L.shown_level) continue;
    const int c = n.col - s.min_col - first;
    const float cx = area.x + col_w * (static_cast<float>(c) + 0.5f);
    const float cy = rows > 1 ? top_y + ch / 2 + pitch * static_cast<float>(n.row - s.min_row) : area.center().y;
    const NodeBox box{static_cast<int>(i), {cx - cw / 2, cy - ch / 2, cw, ch}};
    (c >= 0 && c < shown ? L.nodes : L.hidden_nodes).push_back(box);
  }
  if (shown >= cols) return;

  // Arrows where more columns lie that way: half a window a click.
  const int step = std::max(1, shown / 2);
  const float arrow_h = std::min(area.h, 72.f);
  if (first > 0)
    add_region(L, {Part::BoardArrow, -1}, {L.board.x + 6, area.center().y - arrow_h / 2, kBoardArrowW, arrow_h}, HitKind::ScrollBoard, -1, "",
               std::max(0, first - step));
  if (first + shown < cols)
    add_region(L, {Part::BoardArrow, +1}, {L.board.right() - 6 - kBoardArrowW, area.center().y - arrow_h / 2, kBoardArrowW, arrow_h},
               HitKind::ScrollBoard, +1, "", std::min(cols - shown, first + step));
  // The minimap: every card of the level small, one click region per column (the window centred there).
  L.minimap = {area.x, area.bottom() + 6, area.w, kMinimapH};
  const float mcol = L.minimap.w / static_cast<float>(cols), mrow = (L.minimap.h - 4) / rows_f;
  for (std::size_t i = 0; i < st.board.size(); ++i) {
    const Node& n = st.board[i];
    if (n.level != L.shown_level) continue;
    L.minimap_cards.push_back({static_cast<int>(i),
                               {L.minimap.x + mcol * (static_cast<float>(n.col - s.min_col) + 0.12f),
                                L.minimap.y + 2 + mrow * (static_cast<float>(n.row - s.min_row) + 0.1f), mcol * 0.76f, mrow * 0.8f}});
  }
  for (int c = 0; c < cols; ++c)
    add_region(L, {Part::MinimapColumn, c}, {L.minimap.x + mcol * static_cast<float>(c), L.minimap.y, mcol, L.minimap.h}, HitKind::BoardJump, c, "",
               std::clamp(c - shown / 2, 0, cols - shown));
}

bool scroll_board(TableUi& ui, const TableLayout& L, int columns) {
  if (!board_scrolls(L) || columns == 0) return false;
  const int to = std::clamp(L.first_col + columns, 0, L.level_cols - L.shown_cols);
  if (to == L.first_col) return false;
  ui.board_first_col = to;
  return true;
}

Rect exploration_deck_rect(const TableLayout& L) { return {L.board.right() - 58, L.board.y + 6, 26, 36}; }

const Rect* shown_node_rect(const TableLayout& L, int node) {
  for (const NodeBox& nb : L.nodes)
    if (nb.node == node) return &nb.rect;
  return nullptr;
}

}  // namespace hs::app

// Where the co-op table puts things (R9.8): every card of the map on its grid cell around the town,
// the party's column beside the grid, the poison split panel over the grid, and which engine action
// each region stands for (built only from legal actions).
#include <algorithm>
#include <numeric>

#include "app/table/modes/coop_table.hpp"
#include "highscore/coop.hpp"

namespace hs::app {

bool is_coop(const Game& game) { return game.options().mode == Mode::Coop; }

bool coop_placed_elsewhere(const Action& a) {
  return std::holds_alternative<ChooseNode>(a) || std::holds_alternative<SplitPoison>(a) ||
         std::holds_alternative<DrinkPotion>(a);
}

bool split_needlessly_kills(const Game& game, const std::vector<int>& shares) {
  const TableState& st = game.observe(-1).state();
  return coop_split_kills(st, SplitPoison{shares}) && !coop_split_kills(st, coop_gentlest_split(st));
}

void layout_coop(const Game& game, const std::vector<Action>& legal, const TableUi& ui, TableLayout& L, bool human_to_act) {
  const TableState& st = game.observe(-1).state();  // what every seat sees
  const Decision d = game.pending();
  L.coop = true;
  const float side_w = std::min(310.f, L.board.w * 0.3f);
  L.coop_side = {L.board.right() - side_w - 8, L.board.y + 8, side_w, L.board.h - 16};
  L.coop_grid = {L.board.x + 10, L.board.y + 10, L.board.w - side_w - 30, L.board.h - 20};

  // --- the grid: one cell per map square, cards as large as the board allows
  int cols = 1, rows = 1;
  for (const Node& n : st.board) {
    cols = std::max(cols, n.col + 1);
    rows = std::max(rows, n.row + 1);
  }
  const float gap = 6;
  const float cell_w = (L.coop_grid.w - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  const float ch = std::min((L.coop_grid.h - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows), cell_w * 1.4f);
  const float cw = ch / 1.4f;
  // A map taller than wide leaves room beside its cards: the columns spread over the grid's width
  // (up to a card's width apart), and each card's name plate takes its column's width.
  const float pitch = std::clamp((L.coop_grid.w + 4) / static_cast<float>(cols), cw + gap, 2 * cw + gap);
  L.coop_name_w = pitch - 4;
  const float plate_over = std::max(0.f, L.coop_name_w - cw) / 2;  // how far a plate reaches past its card
  const float grid_w = pitch * static_cast<float>(cols - 1) + cw + 2 * plate_over;
  const float grid_h = ch * static_cast<float>(rows) + gap * static_cast<float>(rows - 1);
  const float x0 = L.coop_grid.x + (L.coop_grid.w - grid_w) / 2 + plate_over, y0 = L.coop_grid.y + (L.coop_grid.h - grid_h) / 2;
  for (std::size_t i = 0; i < st.board.size(); ++i) {
    const Node& n = st.board[i];
    L.nodes.push_back({static_cast<int>(i), {x0 + static_cast<float>(n.col) * pitch, y0 + static_cast<float>(n.row) * (ch + gap), cw, ch}});
  }
  if (!human_to_act) return;

  // --- legal moves on the cards themselves
  for (const Action& a : legal)
    if (const auto* m = std::get_if<ChooseNode>(&a))
      for (const NodeBox& nb : L.nodes)
        if (nb.node == m->node) add_action(L, {Part::BoardCard, nb.node}, nb.rect, a);

  // --- "who plays next": the waiting heroes' panels (the action bar has a button for each too)
  for (const Action& a : legal)
    if (const auto* p = std::get_if<ChoosePlayer>(&a); p && p->player >= 0 && p->player < static_cast<int>(L.panels.size()))
      add_action(L, {Part::Panel, p->player}, L.panels[static_cast<std::size_t>(p->player)], a);

  // --- the shared potions: one button per hero in town who may drink now, low in the party's column
  std::vector<Action> drinks;
  for (const Action& a : legal)
    if (std::holds_alternative<DrinkPotion>(a)) drinks.push_back(a);
  float y = L.coop_side.bottom() - 8 - 36 * static_cast<float>(drinks.size());
  for (std::size_t k = 0; k < drinks.size(); ++k) {
    add_action(L, {Part::CoopPotion, static_cast<int>(k)}, {L.coop_side.x + 8, y, L.coop_side.w - 16, 32}, drinks[k]);
    y += 36;
  }

  // --- the poison split, over the grid
  if (d.kind != DecisionKind::SplitPoison) return;
  const int seats = static_cast<int>(st.players.size());
  // Rows shrink so four heroes fit over the grid of a small window too.
  constexpr float kTop = 92, kBottom = 100;
  const float pw = std::min(L.coop_grid.w - 20, 640.f);
  const float row_h = std::clamp((L.coop_grid.h - kTop - kBottom) / static_cast<float>(std::max(seats, 1)), 40.f, 58.f);
  const float ph = kTop + row_h * static_cast<float>(seats) + kBottom;
  L.coop_split = {L.coop_grid.x + (L.coop_grid.w - pw) / 2, L.coop_grid.y + std::max(0.f, (L.coop_grid.h - ph) / 2), pw, ph};
  const int due = coop_poison_due(st);
  const int shared = std::accumulate(ui.poison_split.begin(), ui.poison_split.end(), 0);
  for (int seat = 0; seat < seats; ++seat) {
    const Rect row{L.coop_split.x + 16, L.coop_split.y + kTop + row_h * static_cast<float>(seat), pw - 32, row_h - 6};
    L.coop_split_rows.push_back(row);
    const int share = seat < static_cast<int>(ui.poison_split.size()) ? ui.poison_split[static_cast<std::size_t>(seat)] : 0;
    const Rect less{row.right() - 150, row.y + 6, 40, row.h - 12}, more{row.right() - 48, row.y + 6, 40, row.h - 12};
    L.coop_split_less.push_back(less);
    L.coop_split_more.push_back(more);
    if (share > 0) add_region(L, {Part::SplitLess, seat}, less, HitKind::SplitLess, seat);
    if (shared < due && share < st.players[static_cast<std::size_t>(seat)].lives) add_region(L, {Part::SplitMore, seat}, more, HitKind::SplitMore, seat);
  }
  const float by = L.coop_split.bottom() - 50;
  add_region(L, {Part::SplitPropose}, {L.coop_split.x + 16, by, pw / 2 - 24, 38}, HitKind::SplitPropose, 0, "coop.split_propose");
  if (shared == due)
    add_region(L, {Part::SplitConfirm}, {L.coop_split.center().x + 8, by, pw / 2 - 24, 38}, HitKind::SplitConfirm, 0,
               ui.split_warned ? "coop.split_confirm_anyway" : "coop.split_confirm");
}

std::optional<Action> activate_coop(const Game& game, TableUi& ui, const HitRegion& region) {
  if (game.pending().kind != DecisionKind::SplitPoison) return std::nullopt;
  settle_coop_ui(game, ui);
  const TableState& st = game.observe(-1).state();
  const auto seat = static_cast<std::size_t>(std::max(region.value, 0));
  switch (region.kind) {
    case HitKind::SplitLess:
      if (seat < ui.poison_split.size() && ui.poison_split[seat] > 0) --ui.poison_split[seat], ui.split_warned = false;
      return std::nullopt;
    case HitKind::SplitMore: {
      const int shared = std::accumulate(ui.poison_split.begin(), ui.poison_split.end(), 0);
      if (seat < ui.poison_split.size() && shared < coop_poison_due(st) && ui.poison_split[seat] < st.players[seat].lives)
        ++ui.poison_split[seat], ui.split_warned = false;
      return std::nullopt;
    }
    case HitKind::SplitPropose:
      ui.poison_split = coop_gentlest_split(st).lives;
      ui.split_warned = false;
      return std::nullopt;
    case HitKind::SplitConfirm: {
      const Action a = SplitPoison{ui.poison_split};
      if (!is_legal(game, a)) return std::nullopt;
      if (split_needlessly_kills(game, ui.poison_split) && !ui.split_warned) {
        ui.split_warned = true;  // said on the panel; the same click again confirms
        return std::nullopt;
      }
      return a;
    }
    default: return std::nullopt;
  }
}

void settle_coop_ui(const Game& game, TableUi& ui) {
  if (game.pending().kind != DecisionKind::SplitPoison) {
    ui.poison_split.clear();
    ui.split_warned = false;
    return;
  }
  const TableState& st = game.observe(-1).state();
  bool fits = ui.poison_split.size() == st.players.size() &&
              std::accumulate(ui.poison_split.begin(), ui.poison_split.end(), 0) <= coop_poison_due(st);
  for (std::size_t i = 0; fits && i < ui.poison_split.size(); ++i) fits = ui.poison_split[i] <= st.players[i].lives;
  if (!fits) {
    ui.poison_split = coop_gentlest_split(st).lives;
    ui.split_warned = false;
  }
}

}  // namespace hs::app

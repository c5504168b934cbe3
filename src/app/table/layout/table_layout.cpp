// Table layout: where every card, die, panel and button goes, and which engine action each
// clickable region stands for. Regions with engine actions are built only from legal_actions().
#include "app/table/layout/table_layout.hpp"

#include <algorithm>
#include <cmath>

#include "app/render/type_scale.hpp"
#include "app/table/layout/board_layout.hpp"
#include "app/table/layout/safe_choice.hpp"
#include "app/table/layout/shop_layout.hpp"
#include "app/table/modes/coop_table.hpp"

namespace hs::app {

namespace {

constexpr float kTopBar = 44, kMargin = 12, kBottom = 236;

template <typename T>
bool holds(const Action& a) {
  return std::holds_alternative<T>(a);
}

int owner_or_active(const Game& game) {
  const Decision d = game.pending();
  return d.owner >= 0 ? d.owner : game.observe(-1).state().active_player();
}

}  // namespace

std::vector<Rect> button_grid(const Rect& area, int count, int per_row, float h, float gap) {
  std::vector<Rect> out;
  if (count <= 0) return out;
  per_row = std::max(1, std::min(per_row, count));
  // Many buttons (three monsters to fight or dodge on one card): first lower buttons and gaps (their
  // labels keep their width), then a fourth column, so none ever leaves the area.
  const auto fit = [&](int per, float min_h) {
    const int rows = (count + per - 1) / per;
    if (static_cast<float>(rows) * h + static_cast<float>(rows - 1) * gap <= area.h) return true;
    const float g = std::min(gap, 4.f), fitted = (area.h - g * static_cast<float>(rows - 1)) / static_cast<float>(rows);
    if (fitted < min_h) return false;
    gap = g;
    h = fitted;
    return true;
  };
  if (!fit(per_row, 26.f)) {
    per_row = std::min(4, count);
    fit(per_row, 0.f);
    h = std::max(h, 18.f);
  }
  const float w = (area.w - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  for (int i = 0; i < count; ++i) {
    const int row = i / per_row, col = i % per_row;
    out.push_back({area.x + static_cast<float>(col) * (w + gap),
                   area.y + static_cast<float>(row) * (h + gap), w, h});
  }
  return out;
}

HitRegion& add_region(TableLayout& L, PartId id, Rect r, HitKind k, int value, std::string label, int slot) {
  HitRegion& h = L.regions.emplace_back();
  h.part = id;
  h.rect = r;
  h.kind = k;
  h.value = value;
  h.slot = slot;
  h.label = std::move(label);
  return h;
}

HitRegion& add_action(TableLayout& L, PartId id, Rect r, const Action& a) {
  HitRegion& h = add_region(L, id, r, HitKind::Action);
  h.action = a;
  return h;
}

const DungeonCard* card_at(const Game& game, int node) {
  const auto& board = game.observe(-1).state().board;
  if (node < 0 || node >= static_cast<int>(board.size())) return nullptr;
  const int c = board[static_cast<std::size_t>(node)].card;
  if (c < 0 || c >= static_cast<int>(game.content().cards.size())) return nullptr;
  return &game.content().cards[static_cast<std::size_t>(c)];
}

bool is_legal(const std::vector<Action>& legal, const Action& a) {
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

bool selection_extendable(const std::vector<Action>& legal, const DiceCounts& selection) {
  for (const Action& a : legal)
    if (const auto* r = std::get_if<RollDice>(&a))
      if (r->dice.covers(selection)) return true;
  return false;
}

std::vector<Action> uses_of(const std::vector<Action>& legal, int item) {
  std::vector<Action> out;
  for (const Action& a : legal) {
    if (item == -1 && holds<UseAbility>(a)) out.push_back(a);
    if (const auto* u = std::get_if<UseItem>(&a))
      if (u->item == item) out.push_back(a);
  }
  return out;
}

bool is_legal(const Game& game, const Action& a) { return is_legal(game.legal_actions(), a); }
bool selection_extendable(const Game& game, const DiceCounts& selection) {
  return selection_extendable(game.legal_actions(), selection);
}
std::vector<Action> uses_of(const Game& game, int item) { return uses_of(game.legal_actions(), item); }

int focus_level(const TableState& st, int owner) {
  const auto level_of = [&](int node) {
    return node >= 0 && node < static_cast<int>(st.board.size()) ? st.board[static_cast<std::size_t>(node)].level : 0;
  };
  const Decision d = st.pending();
  if (const int l = level_of(d.node); l > 0) return l;  // the card the decision is about
  // A walker's path in a solo phase (R9.6.3, R9.7J): where that monster or the Hunter stands.
  if (d.kind == DecisionKind::ModePhase && d.subject >= 0 && d.subject < static_cast<int>(st.entities.size()))
    if (const int l = level_of(st.entities[static_cast<std::size_t>(d.subject)].node); l > 0) return l;
  if (owner >= 0 && owner < static_cast<int>(st.players.size()))
    if (const int l = level_of(st.players[static_cast<std::size_t>(owner)].node); l > 0) return l;
  return 1;
}

namespace {

// What every step of layout_table() reads: the game as every seat sees it, asked once per layout.
struct TableLayoutInput {
  const Game& game;
  const TableUi& ui;
  float W, H;
  bool human_to_act;
  const TableState& st;
  Decision d;
  // Every legal action, asked of the engine once per layout; `legal` is what the regions offer
  // (nothing while a bot or another seat decides).
  const std::vector<Action>& all_legal;
  const std::vector<Action>& legal;
  int owner;
  bool coop;
  float y0;  // the top of the bottom row (panels, tray, actions)
  bool person_in_play;
};

// The frame: top bar, board, card view, info, log, tray and actions.
void layout_table_frame(TableLayout& L, float W, float H) {
  L.top_bar = {0, 0, W, kTopBar};
  L.banner = {W * 0.22f, 4, W * 0.56f, kTopBar - 8};
  const float y0 = H - kBottom - 8;
  const float right_w = std::max(456.f, W * 0.356f);
  const float rx = W - kMargin - right_w;
  L.board = {kMargin, kTopBar + 8, rx - 2 * kMargin, y0 - kTopBar - 16};
  const float card_h = std::min(L.board.h - 94, 0.55f * right_w * 1.4f);
  L.card_view = {rx, L.board.y, card_h / 1.4f, card_h};
  L.info = {rx, L.card_view.bottom() + 6, L.card_view.w, L.board.bottom() - L.card_view.bottom() - 6};
  L.log = {L.card_view.right() + 12, L.board.y, W - kMargin - L.card_view.right() - 12, L.board.h};
  L.tray = {rx, y0, right_w, 118};
  L.actions = {rx, y0 + 124, right_w, kBottom - 124};
}

// The top bar's buttons.
void layout_table_top_buttons(const TableLayoutInput& in, TableLayout& L, bool undo_allowed) {
  add_region(L, {Part::TopMenu}, {8, 6, 96, 32}, HitKind::Menu, 0, "table.menu");
  add_region(L, {Part::TopSave}, {110, 6, 96, 32}, HitKind::Save, 0, "table.save");
  // Wide enough for its label beside the bound key's name ("Backspace" by default), short of the banner.
  if (in.human_to_act && undo_allowed && in.game.can_undo()) add_region(L, {Part::TopUndo}, {in.W - 148, 6, 140, 32}, HitKind::Undo, 0, "table.undo");
  if (!in.human_to_act && !in.game.finished())
    add_region(L, {Part::TopSkipBots}, {in.W - 176, 6, 168, 32}, HitKind::SkipBots, 0,
               in.person_in_play ? "table.skip_bots" : "table.skip_to_end");
}

// Level tabs and the cards of the shown level (co-op: the map's grid, after the panels).
void layout_table_levels(const TableLayoutInput& in, TableLayout& L) {
  const TableState& st = in.st;
  int levels = 1;
  for (const Node& n : st.board) levels = std::max(levels, n.level);
  L.shown_level = in.ui.shown_level >= 1 && in.ui.shown_level <= levels ? in.ui.shown_level : focus_level(st, in.owner);
  for (int l = 1; l <= levels && !in.coop; ++l) {
    const Rect tab{L.board.x + 8 + static_cast<float>(l - 1) * 128, L.board.y + 6, 120, 26};
    L.level_tabs.push_back(tab);
    add_region(L, {Part::LevelTab, l}, tab, HitKind::ShowLevel, l);
  }
  if (!in.coop) layout_board_cards(in.game, in.all_legal, in.ui, L, in.owner);
}

// The card view's option rows, on the frame's parchment (lower part of the 250x350 card frame,
// below the name). Returns the owner's card, nullptr for none.
const DungeonCard* layout_table_option_rows(const TableLayoutInput& in, TableLayout& L) {
  if (in.owner < 0) return nullptr;
  const int node = in.st.players[static_cast<std::size_t>(in.owner)].node;
  const DungeonCard* card = card_at(in.game, node);
  if (!card || in.st.board[static_cast<std::size_t>(node)].face_down) return card;
  L.option_rows = table_card_option_rows(L.card_view, *card, in.st.board[static_cast<std::size_t>(node)].raised);
  return card;
}

// Which of the owner's pool slots sit in the tray while dice are chosen: the ones the player
// clicked, then (a selection made some other way, e.g. a replayed roll) the last dice of the colour.
std::vector<bool> table_slots_in_tray(const TableUi& ui, const std::vector<Color>& slot_color) {
  const int total = static_cast<int>(slot_color.size());
  std::vector<bool> in_tray(static_cast<std::size_t>(total), false);
  DiceCounts left = ui.selection;
  for (int k : ui.picked_slots)
    if (k >= 0 && k < total && !in_tray[static_cast<std::size_t>(k)] && left[slot_color[static_cast<std::size_t>(k)]] > 0) {
      in_tray[static_cast<std::size_t>(k)] = true;
      --left[slot_color[static_cast<std::size_t>(k)]];
    }
  for (int k = total - 1; k >= 0; --k)
    if (!in_tray[static_cast<std::size_t>(k)] && left[slot_color[static_cast<std::size_t>(k)]] > 0) {
      in_tray[static_cast<std::size_t>(k)] = true;
      --left[slot_color[static_cast<std::size_t>(k)]];
    }
  return in_tray;
}

// The dice: the owner's pool, and the tray. Every die of the pool keeps its slot while dice are
// picked: a die moved to the tray leaves a gap, and sits in the tray at the same position.
void layout_table_dice(const TableLayoutInput& in, TableLayout& L) {
  const TableState& st = in.st;
  const bool choosing_dice = in.d.kind == DecisionKind::ChooseDice;
  if (in.owner >= 0 && in.owner < static_cast<int>(st.players.size())) {
    const Player& pl = st.players[static_cast<std::size_t>(in.owner)];
    const int total = pl.pool.total();
    const int added = choosing_dice ? st.test.added.total() : 0;  // dice an item put in the test
    const auto slots = panel_dice_slots(L.panels[static_cast<std::size_t>(in.owner)], total);
    std::vector<Color> slot_color;
    for (Color c : kAllDieColors)
      for (int j = 0; j < pl.pool[c]; ++j) slot_color.push_back(c);
    const std::vector<bool> in_tray =
        choosing_dice ? table_slots_in_tray(in.ui, slot_color) : std::vector<bool>(static_cast<std::size_t>(total), false);
    for (int k = 0; k < total; ++k) {
      const Color c = slot_color[static_cast<std::size_t>(k)];
      if (in_tray[static_cast<std::size_t>(k)]) {
        L.pool_gaps.push_back(slots[static_cast<std::size_t>(k)]);
        L.tray_dice.push_back({static_cast<int>(c), -1, table_tray_slot(L.tray, k, total + added), in.human_to_act, k});
        continue;
      }
      DieBox b{static_cast<int>(c), -1, slots[static_cast<std::size_t>(k)], false, k};
      if (in.human_to_act && choosing_dice) {
        DiceCounts more = in.ui.selection;
        more[c] += 1;
        b.clickable = selection_extendable(in.all_legal, more);
      }
      L.pool_dice.push_back(b);
    }
    // Dice an item or an ability added from the supply wait in the tray after the player's own
    // (R7.4), each with what added it (the j-th of its colour among the engine's sources).
    int extra = total;
    for (Color c : kAllDieColors)
      for (int j = 0; choosing_dice && j < st.test.added[c]; ++j) {
        DieBox b{static_cast<int>(c), -1, table_tray_slot(L.tray, extra++, total + added), false, -1};
        int of_colour = 0;
        for (const AddedDie& a : st.test.added_by)
          if (a.color == c && of_colour++ == j) {
            b.added_by = a.equipment;
            break;
          }
        L.tray_dice.push_back(b);
      }
  }
  if (st.test.active && st.test.rolled) {
    L.tray_dice.clear();
    const int n = static_cast<int>(st.test.dice.size());
    for (int i = 0; i < n; ++i)
      L.tray_dice.push_back({static_cast<int>(st.test.dice[static_cast<std::size_t>(i)].color), i, table_tray_slot(L.tray, i, n), false});
  }
}

// Regions for the owner's clickable things (only when a human decides): dice, option rows, and
// the items and ability in the owner's panel.
void layout_table_owner_regions(const TableLayoutInput& in, TableLayout& L, const DungeonCard* card) {
  for (std::size_t i = 0; i < L.pool_dice.size(); ++i)
    if (const DieBox& b = L.pool_dice[i]; b.clickable) add_region(L, {Part::PoolDie, static_cast<int>(i)}, b.rect, HitKind::PoolDie, b.color, "", b.slot);
  // A gap in the pool takes its die back from the tray, like the die itself.
  for (std::size_t i = 0; i < L.pool_gaps.size() && i < L.tray_dice.size(); ++i)
    if (const DieBox& b = L.tray_dice[i]; b.die < 0 && b.clickable)
      add_region(L, {Part::PoolGap, static_cast<int>(i)}, L.pool_gaps[i], HitKind::TrayDie, b.color, "", b.slot);
  for (std::size_t i = 0; i < L.tray_dice.size(); ++i) {
    const DieBox& b = L.tray_dice[i];
    const int at = static_cast<int>(i);
    if (b.die < 0 && b.clickable) add_region(L, {Part::TrayDie, at}, b.rect, HitKind::TrayDie, b.color, "", b.slot);
    if (b.die >= 0 && is_legal(in.all_legal, RerollWithGem{b.die})) add_action(L, {Part::GemButton, at}, gem_button_for(b.rect), RerollWithGem{b.die});
  }
  for (std::size_t i = 0; i < L.option_rows.size(); ++i) {
    const bool is_optional_row = card && i >= card->options.size();
    const Action a = is_optional_row ? Action{AttemptOptional{}} : Action{ChooseOption{static_cast<int>(i)}};
    if (is_legal(in.all_legal, a)) add_action(L, {Part::OptionRow, static_cast<int>(i)}, L.option_rows[i], a);
  }
  if (in.owner < 0 || in.owner >= static_cast<int>(in.st.players.size())) return;
  const Rect& panel = L.panels[static_cast<std::size_t>(in.owner)];
  const Player& pl = in.st.players[static_cast<std::size_t>(in.owner)];
  L.ability_chip = panel_ability_chip(panel);
  auto place = [&](int item, const Rect& r) {
    const auto uses = uses_of(in.all_legal, item);
    const PartId id = item == -1 ? PartId{Part::PanelAbility, in.owner} : PartId{Part::PanelItem, in.owner, item};
    if (uses.size() == 1) add_action(L, id, r, uses.front());
    if (uses.size() > 1) add_region(L, id, r, item == -1 ? HitKind::AimAbility : HitKind::AimItem, item);
  };
  place(-1, L.ability_chip);
  for (int i = 0; i < static_cast<int>(pl.items.size()); ++i) {
    L.item_chips.push_back(panel_item_chip(panel, i, static_cast<int>(pl.items.size())));
    place(i, L.item_chips.back());
  }
}

// An aimed item or ability: its uses go on the dice they change (click the item, then the die; a
// die with several colour choices shows them as chips above it). Returns the rest, for the bar.
std::vector<Action> layout_table_aimed_uses(const TableLayoutInput& in, TableLayout& L) {
  std::vector<Action> bar;
  const auto uses = uses_of(in.all_legal, in.ui.aiming_item);
  auto target_of = [](const Action& a) {
    if (const auto* u = std::get_if<UseItem>(&a)) return u->die;
    if (const auto* u = std::get_if<UseAbility>(&a)) return u->die;
    return -1;
  };
  for (std::size_t i = 0; i < L.tray_dice.size(); ++i) {
    const DieBox& b = L.tray_dice[i];
    const int at = static_cast<int>(i);
    if (b.die < 0) continue;
    std::vector<Action> on_die;
    for (const Action& a : uses)
      if (target_of(a) == b.die) on_die.push_back(a);
    if (on_die.empty()) continue;
    L.target_dice.push_back(b.die);
    if (on_die.size() == 1) {
      add_action(L, {Part::TrayDie, at}, b.rect, on_die.front());
    } else {
      add_region(L, {Part::TrayDie, at}, b.rect, HitKind::AimDie, b.die);
      if (in.ui.aiming_die == b.die)
        for (std::size_t k = 0; k < on_die.size(); ++k)
          add_action(L, {Part::ColorChip, at, static_cast<int>(k)}, color_chip_for(b.rect, static_cast<int>(k), static_cast<int>(on_die.size())), on_die[k]);
    }
  }
  for (const Action& a : uses) {
    const int die = target_of(a);
    const bool on_tray = std::any_of(L.tray_dice.begin(), L.tray_dice.end(), [&](const DieBox& b) { return b.die >= 0 && b.die == die; });
    if (!on_tray) bar.push_back(a);
  }
  return bar;
}

// The action bar: everything legal that has no place on a card, die or item (after `bar`, the
// aimed item's uses), then "cancel" while aiming and "show the shop" while it is hidden.
void layout_table_action_bar(const TableLayoutInput& in, TableLayout& L, std::vector<Action> bar) {
  const TableUi& ui = in.ui;
  const DecisionKind kind = in.d.kind;
  if (in.human_to_act && ui.aiming_item == -2) {
    if (kind == DecisionKind::ChooseDice && is_legal(in.all_legal, RollDice{ui.selection})) bar.push_back(RollDice{ui.selection});
    for (const Action& a : in.legal) {
      const bool placed_elsewhere = holds<ChooseOption>(a) || holds<RollDice>(a) || holds<RerollWithGem>(a) ||
                                    holds<UseItem>(a) || holds<UseAbility>(a) || (in.coop && coop_placed_elsewhere(a)) ||
                                    (kind == DecisionKind::Shop && !ui.shop_hidden &&
                                     (holds<Buy>(a) || holds<Heal>(a) || holds<LeaveShop>(a)));
      if (!placed_elsewhere) bar.push_back(a);
    }
  }
  const int extra = (ui.aiming_item != -2 ? 1 : 0) + (kind == DecisionKind::Shop && ui.shop_hidden ? 1 : 0);
  // Larger text (Settings "Text size"): taller buttons, two to a row from 150%, so the labels can
  // grow instead of shrinking back to fit (button_grid lowers them again when the rows run out).
  const float text = theme::text_scale();
  const auto grid = button_grid(L.actions.inset(4), static_cast<int>(bar.size()) + extra, text >= 1.5f ? 2 : 3, 34 * text);
  for (std::size_t i = 0; i < bar.size(); ++i) add_action(L, {Part::ActionButton, static_cast<int>(i)}, grid[i], bar[i]);
  std::size_t gi = bar.size();
  if (ui.aiming_item != -2) add_region(L, {Part::CancelAim}, grid[gi++], HitKind::CancelAim, 0, "table.cancel");
  if (kind == DecisionKind::Shop && ui.shop_hidden) add_region(L, {Part::ShowShop}, grid[gi++], HitKind::ToggleShop, 0, "shop.show");
}

// At a fork, the branch cards themselves are clickable too.
void layout_table_fork(const TableLayoutInput& in, TableLayout& L) {
  const int at = in.st.players[static_cast<std::size_t>(in.owner)].node;
  const auto& next = in.st.board[static_cast<std::size_t>(at)].next;
  for (std::size_t b = 0; b < next.size(); ++b)
    for (const NodeBox& nb : L.nodes)
      if (nb.node == next[b] && is_legal(in.all_legal, ChooseBranch{static_cast<int>(b)}))
        add_action(L, {Part::BoardCard, nb.node}, nb.rect, ChooseBranch{static_cast<int>(b)});
}

}  // namespace

TableLayout layout_table(const Game& game, const TableUi& ui, float W, float H, bool human_to_act, bool undo_allowed,
                         bool person_in_play) {
  TableLayout L;
  L.width = W;
  L.height = H;
  const std::vector<Action> all_legal = game.legal_actions();
  const std::vector<Action> legal = human_to_act ? all_legal : std::vector<Action>{};
  const Observation seen = game.observe(-1);  // what every seat sees
  const TableLayoutInput in{game, ui, W, H, human_to_act, seen.state(), game.pending(), all_legal, legal,
                            owner_or_active(game), is_coop(game), H - kBottom - 8, person_in_play};
  layout_table_frame(L, W, H);
  layout_table_top_buttons(in, L, undo_allowed);
  layout_table_levels(in, L);
  // The player panels, side by side under the board.
  const int np = static_cast<int>(in.st.players.size());
  const float pw = (L.board.w - 8 * static_cast<float>(std::max(np - 1, 0))) / static_cast<float>(std::max(np, 1));
  for (int i = 0; i < np; ++i)
    L.panels.push_back({L.board.x + static_cast<float>(i) * (pw + 8), in.y0, pw, kBottom});
  if (in.coop) layout_coop(game, all_legal, ui, L, human_to_act);
  const DungeonCard* card = layout_table_option_rows(in, L);
  layout_table_dice(in, L);
  if (human_to_act) layout_table_owner_regions(in, L, card);
  layout_table_action_bar(in, L, human_to_act && ui.aiming_item != -2 ? layout_table_aimed_uses(in, L) : std::vector<Action>{});
  if (human_to_act && in.d.kind == DecisionKind::ChooseBranch && in.owner >= 0) layout_table_fork(in, L);
  if (in.d.kind == DecisionKind::Shop && !ui.shop_hidden) layout_shop(L, in.st, legal, human_to_act, W, H);
  name_table_parts(L, in.st);
  if (human_to_act && ui.aiming_item == -2) L.safe_choice = safe_choice_part(game, L, in.owner);
  return L;
}

const HitRegion* hit_test(const TableLayout& layout, Point p) {
  // With the shop open, only the shop's own regions (and the top bar) answer.
  for (auto it = layout.regions.rbegin(); it != layout.regions.rend(); ++it) {
    if (!it->rect.contains(p)) continue;
    if (layout.shop_open && !layout.shop_panel.contains(p) && !layout.top_bar.contains(p)) return nullptr;
    return &*it;
  }
  return nullptr;
}

bool undo_last_pick(const Game& game, TableUi& ui, const TableLayout& L) {
  if (ui.selection.total() == 0) return false;
  const HitRegion* last = nullptr;
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::TrayDie && h.part.part == Part::TrayDie) {
      if (!ui.picked_slots.empty() && h.slot == ui.picked_slots.back()) last = &h;
      if (!last && ui.picked_slots.empty()) last = &h;  // no record of the order: the first in the tray
    }
  if (!last) return false;
  const int before = ui.selection.total();
  (void)activate(game, ui, *last);
  return ui.selection.total() < before;
}

std::optional<Action> activate(const Game& game, TableUi& ui, const HitRegion& region) {
  switch (region.kind) {
    case HitKind::Action:
      if (!is_legal(game, region.action)) return std::nullopt;
      return region.action;
    case HitKind::PoolDie: {
      DiceCounts more = ui.selection;
      more.n[static_cast<std::size_t>(region.value)] += 1;
      if (selection_extendable(game, more)) {
        ui.selection = more;
        if (region.slot >= 0) ui.picked_slots.push_back(region.slot);
      }
      return std::nullopt;
    }
    case HitKind::TrayDie:
      if (ui.selection.n[static_cast<std::size_t>(region.value)] > 0) {
        ui.selection.n[static_cast<std::size_t>(region.value)] -= 1;
        auto& p = ui.picked_slots;
        p.erase(std::remove(p.begin(), p.end(), region.slot), p.end());
      }
      return std::nullopt;
    case HitKind::AimItem:
    case HitKind::AimAbility:
      if (!uses_of(game, region.kind == HitKind::AimAbility ? -1 : region.value).empty()) {
        ui.aiming_item = region.kind == HitKind::AimAbility ? -1 : region.value;
        ui.aiming_die = -1;
      }
      return std::nullopt;
    case HitKind::AimDie: ui.aiming_die = region.value; return std::nullopt;
    case HitKind::CancelAim:
      ui.aiming_item = -2;
      ui.aiming_die = -1;
      return std::nullopt;
    case HitKind::ShowLevel:
      ui.shown_level = region.value;
      ui.board_first_col = -1;  // a level tab goes back to following
      return std::nullopt;
    case HitKind::ScrollBoard:
    case HitKind::BoardJump: ui.board_first_col = std::max(0, region.slot); return std::nullopt;
    case HitKind::ToggleShop: ui.shop_hidden = !ui.shop_hidden; return std::nullopt;
    case HitKind::Undo:
    case HitKind::Menu:
    case HitKind::SkipBots:
    case HitKind::Save: return std::nullopt;  // the app handles these itself
    case HitKind::SplitLess:
    case HitKind::SplitMore:
    case HitKind::SplitPropose:
    case HitKind::SplitConfirm: return activate_coop(game, ui, region);
  }
  return std::nullopt;
}

void settle_ui(const Game& game, TableUi& ui) {
  const Decision d = game.pending();
  if (d.kind != DecisionKind::ChooseDice || !selection_extendable(game, ui.selection)) ui.selection = DiceCounts{};
  if (ui.selection.total() == 0) ui.picked_slots.clear();
  if (ui.aiming_item != -2 && uses_of(game, ui.aiming_item).empty()) ui.aiming_item = -2;
  if (ui.aiming_item == -2) ui.aiming_die = -1;
  if (d.kind != DecisionKind::Shop) ui.shop_hidden = false;
  settle_coop_ui(game, ui);
}

}  // namespace hs::app

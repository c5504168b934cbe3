// The table's elements by name: every rectangle the layout placed, under one id each, in a stable
// order (the Part enum's, then index and sub), for drawing, inspect and a keyboard walk to read.
// The geometry inside a player panel and around a die lives here too: the names are made of it.
#include <algorithm>
#include <tuple>

#include "app/render/pieces.hpp"
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

// Geometry inside a player panel and around a die, shared by the layout, its names and drawing.
std::vector<Rect> panel_dice_slots(const Rect& panel, int count) {
  std::vector<Rect> out;
  const float size = 26, gap = 4;
  const int per_row = std::max(1, static_cast<int>((panel.w - 16 + gap) / (size + gap)));
  for (int i = 0; i < count; ++i) {
    const int row = i / per_row, col = i % per_row;
    out.push_back({panel.x + 8 + static_cast<float>(col) * (size + gap),
                   panel.y + 74 + static_cast<float>(row) * (size + gap), size, size});
  }
  return out;
}

Rect pool_number_badge(const Rect& slot) { return {slot.x + 1, slot.y + 1, 12, 12}; }

float focus_ring_reach(Part part) { return part == Part::PoolDie ? 4.f : 9.f; }

Rect panel_ability_chip(const Rect& panel) { return {panel.x + 8, panel.y + 136, panel.w - 16, 26}; }
Rect panel_lucky_rect(const Rect& panel) { return {panel.right() - 76, panel.y + 6, 70, 28}; }
Rect panel_placed_die_rect(const Rect& panel, int index) {
  // Left of the lucky die (its pill and its icon fill panel_lucky_rect), never over it.
  const Rect lucky = panel_lucky_rect(panel);
  return {lucky.x - 30 - static_cast<float>(index) * 28, panel.y + 8, 26, 26};
}
Rect panel_stats_rect(const Rect& panel) { return {panel.x + 4, panel.y + 44, panel.w - 8, 22}; }

Rect panel_item_chip(const Rect& panel, int index, int count) {
  // Two columns of chips under the ability, two rows of them; five items or more add rows (lower
  // chips) rather than columns, so a name keeps half the panel's width and never shrinks to a stub.
  const int per_row = count <= 4 ? std::max(1, (count + 1) / 2) : 2;
  const int rows = std::max(1, (count + per_row - 1) / per_row);
  const float gap = 4, top = 168, room = panel.h - top - 4;
  const float h = rows <= 2 ? 26.f : std::min(26.f, (room - 2 * static_cast<float>(rows - 1)) / static_cast<float>(rows));
  const float step = rows <= 2 ? 30.f : h + 2;
  const float w = (panel.w - 16 - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  const int row = index / per_row, col = index % per_row;
  return {panel.x + 8 + static_cast<float>(col) * (w + gap), panel.y + top + static_cast<float>(row) * step, w, h};
}

std::vector<Rect> table_option_rows(const Rect& card_view, const std::vector<bool>& stacked) {
  // Bottom-aligned on the parchment. A stacked row (its name under its chips) weighs more than a
  // row with its name beside the chips; rows grow into the room up to 40 (stacked: 58) units.
  // When the parchment is too short for rows of a readable height (many crowded options), the rows
  // reach up over the lower part of the art, the card's name moving up with them (draw_card_view).
  constexpr float kStackedWeight = 1.45f, kReadableUnit = 32;
  std::vector<Rect> out;
  const float bottom = card_view.y + card_view.h * 0.943f - 2;
  float weights = 0;
  for (bool s : stacked) weights += s ? kStackedWeight : 1.f;
  const float top = std::max(card_view.y + card_view.h * 0.30f + 26,
                             std::min(card_view.y + card_view.h * 0.531f + 26, bottom - kReadableUnit * weights));
  const float unit = std::min(40.f, (bottom - top) / std::max(weights, 1.f));
  float total = 0;
  for (bool s : stacked) total += s ? std::min(58.f, unit * kStackedWeight) : unit;
  float y = bottom - total;
  for (bool s : stacked) {
    const float row_h = s ? std::min(58.f, unit * kStackedWeight) : unit;
    out.push_back({card_view.x + card_view.w * 0.09f, y, table_option_row_width(card_view), row_h - 3});
    y += row_h;
  }
  return out;
}

float table_option_row_width(const Rect& card_view) { return card_view.w * 0.82f; }

std::vector<Rect> table_card_option_rows(const Rect& card_view, const DungeonCard& card, const std::vector<Requirement>& raised) {
  std::vector<bool> stacked;
  const float w = table_option_row_width(card_view);
  for (const TestOption& o : card.options) {
    TestOption shown = o;  // R5.12: what raised the card is drawn as more chips on every main option
    shown.require.insert(shown.require.end(), raised.begin(), raised.end());
    stacked.push_back(option_row_stacked(w, shown, false));
  }
  if (card.optional) stacked.push_back(option_row_stacked(w, *card.optional, true));
  return table_option_rows(card_view, stacked);
}

Rect table_tray_slot(const Rect& tray, int i, int n) {
  // A die is drawn larger than its slot: the ring of a matched or clickable die (4 around) and the
  // colour badge on its top-right corner (a quarter of the die past its right edge). Those stay
  // kTrayDieMargin inside the tray's edge, however many dice there are.
  const float die = 40, die_gap = 10, ring = 4, badge = 0.25f;
  const float room = tray.w - 2 * (kTrayDieMargin + ring) - die_gap * static_cast<float>(n - 1);
  const float size = std::min(die, room / (static_cast<float>(std::max(n, 1)) + badge));
  const float total_w = size * static_cast<float>(n) + die_gap * static_cast<float>(n - 1);
  const float x0 = tray.x + (tray.w - total_w - size * badge) / 2;
  return Rect{x0 + static_cast<float>(i) * (size + die_gap), tray.y + 36, size, size};
}

Rect gem_button_for(const Rect& die) { return {die.x + die.w / 2 - 14, die.bottom() + 4, 28, 22}; }

Rect color_chip_for(const Rect& die, int index, int count) {
  const float s = 26, gap = 4, total = s * static_cast<float>(count) + gap * static_cast<float>(count - 1);
  return {die.center().x - total / 2 + static_cast<float>(index) * (s + gap), die.y - s - 8, s, s};
}

namespace {

void name_part(TableLayout& L, PartId id, const Rect& r) {
  if (r.w > 0 && r.h > 0) L.parts.push_back({id, r});
}

// A seat's panel and what lies in it: the lives/coins/gems line, the lucky die, the ability and
// the items (clickable or not: inspect explains them all).
void name_panel(TableLayout& L, int seat, const Rect& panel, const Player& pl) {
  name_part(L, {Part::Panel, seat}, panel);
  name_part(L, {Part::PanelStats, seat}, panel_stats_rect(panel));
  name_part(L, {Part::PanelLucky, seat}, panel_lucky_rect(panel));
  name_part(L, {Part::PanelAbility, seat}, panel_ability_chip(panel));
  const int n = static_cast<int>(pl.items.size());
  for (int k = 0; k < n; ++k) name_part(L, {Part::PanelItem, seat, k}, panel_item_chip(panel, k, n));
}

}  // namespace

void name_table_parts(TableLayout& L, const TableState& st) {
  L.parts.clear();
  auto each = [&](Part part, const std::vector<Rect>& rects) {
    for (std::size_t i = 0; i < rects.size(); ++i) name_part(L, {part, static_cast<int>(i)}, rects[i]);
  };
  name_part(L, {Part::Banner}, L.banner);
  for (std::size_t i = 0; i < L.level_tabs.size(); ++i) name_part(L, {Part::LevelTab, static_cast<int>(i) + 1}, L.level_tabs[i]);
  for (const NodeBox& nb : L.nodes) name_part(L, {Part::BoardCard, nb.node}, nb.rect);
  name_part(L, {Part::Minimap}, L.minimap);
  if (L.coop) name_part(L, {Part::CoopSide}, L.coop_side);
  name_part(L, {Part::CoopSplit}, L.coop_split);
  each(Part::CoopSplitRow, L.coop_split_rows);
  each(Part::SplitLess, L.coop_split_less);
  each(Part::SplitMore, L.coop_split_more);
  name_part(L, {Part::CardView}, L.card_view);
  each(Part::OptionRow, L.option_rows);
  for (std::size_t i = 0; i < L.panels.size() && i < st.players.size(); ++i) name_panel(L, static_cast<int>(i), L.panels[i], st.players[i]);
  for (std::size_t i = 0; i < L.pool_dice.size(); ++i) name_part(L, {Part::PoolDie, static_cast<int>(i)}, L.pool_dice[i].rect);
  each(Part::PoolGap, L.pool_gaps);
  for (std::size_t i = 0; i < L.tray_dice.size(); ++i) name_part(L, {Part::TrayDie, static_cast<int>(i)}, L.tray_dice[i].rect);
  name_part(L, {Part::Tray}, L.tray);
  name_part(L, {Part::Actions}, L.actions);
  name_part(L, {Part::Log}, L.log);
  if (L.shop_open) {
    name_part(L, {Part::ShopPanel}, L.shop_panel);
    each(Part::ShopOffer, L.shop_offers);
  }
  // The clickable ones named by their regions (buttons, arrows, chips), each once.
  for (const HitRegion& h : L.regions)
    if (!find_part(L, h.part)) name_part(L, h.part, h.rect);
  const auto order = [](const PlacedPart& p) { return std::make_tuple(static_cast<int>(p.id.part), p.id.index, p.id.sub); };
  std::stable_sort(L.parts.begin(), L.parts.end(), [&](const PlacedPart& a, const PlacedPart& b) { return order(a) < order(b); });
}

const Rect* find_part(const TableLayout& L, PartId id) {
  for (const PlacedPart& p : L.parts)
    if (p.id == id) return &p.rect;
  return nullptr;
}

const HitRegion* region_of(const TableLayout& L, PartId id) {
  for (const HitRegion& h : L.regions)
    if (h.part == id) return &h;
  return nullptr;
}

std::vector<PlacedPart> focus_order(const TableLayout& L) {
  const auto in_shop = [](Part p) { return p >= Part::ShopPanel || p <= Part::TopSkipBots; };
  const auto explained = [](Part p) {
    return p == Part::BoardCard || p == Part::PanelItem || p == Part::PanelAbility || p == Part::ShopOffer;
  };
  std::vector<PlacedPart> out;
  for (const PlacedPart& p : L.parts) {
    if (L.shop_open && !in_shop(p.id.part)) continue;
    if (explained(p.id.part) || region_of(L, p.id)) out.push_back(p);
  }
  return out;
}

namespace {

// A die an aimed item or ability can act on: its rolled dice glow and take the click.
bool is_aimed_die(const HitRegion& h) { return h.kind == HitKind::AimDie || (h.kind == HitKind::Action && h.part.part == Part::TrayDie); }

}  // namespace

int focus_place(const TableLayout& L, int focus) {
  return focus >= 0 && focus < static_cast<int>(focus_order(L).size()) ? focus : home_focus(L);
}

int home_focus(const TableLayout& L) {
  const auto order = focus_order(L);
  const auto first = [&](auto&& wanted) {
    for (std::size_t i = 0; i < order.size(); ++i)
      if (const HitRegion* h = region_of(L, order[i].id); h && wanted(*h)) return static_cast<int>(i);
    return -1;
  };
  const auto usual = [](const HitRegion& h) {
    const Action& a = h.action;
    return h.kind == HitKind::Action && (std::holds_alternative<RollDice>(a) || std::holds_alternative<Resolve>(a) ||
                                         std::holds_alternative<MoveOn>(a) || std::holds_alternative<AttemptOptional>(a) ||
                                         std::holds_alternative<LeaveShop>(a));
  };
  // After a failing roll that costs a life, what can still save it (the safe choice) before Resolve.
  const auto safe = [&](const HitRegion& h) { return L.safe_choice && h.part == *L.safe_choice; };
  const auto guided = [&](const HitRegion& h) { return L.guided && h.part == *L.guided; };
  for (const int at : {first(guided), first([](const HitRegion& h) { return h.kind == HitKind::PoolDie; }), first(is_aimed_die), first(safe), first(usual),
                       first([](const HitRegion& h) { return h.kind == HitKind::Action; })})
    if (at >= 0) return at;
  return -1;
}

const HitRegion* die_for_number(const TableLayout& L, int n) {
  if (n < 0) return nullptr;
  // An aimed item or ability: the rolled die drawn with that number, when it is one it can take.
  if (!L.target_dice.empty()) {
    for (const HitRegion& h : L.regions) {
      const auto at = static_cast<std::size_t>(h.part.index);
      if (is_aimed_die(h) && h.part.part == Part::TrayDie && at < L.tray_dice.size() && L.tray_dice[at].die == n) return &h;
    }
    return nullptr;
  }
  for (const HitKind k : {HitKind::PoolDie, HitKind::TrayDie})
    for (const HitRegion& h : L.regions)
      if (h.kind == k && h.slot == n) return &h;
  return nullptr;
}

const HitRegion* region_for_number(const TableLayout& L, int n) {
  if (const HitRegion* die = die_for_number(L, n)) return die;
  for (const Action& a : {Action{ChooseOption{n}}, Action{ChooseBranch{n}}})
    for (const HitRegion& h : L.regions)
      if (h.kind == HitKind::Action && h.action == a) return &h;
  return nullptr;
}

}  // namespace hs::app

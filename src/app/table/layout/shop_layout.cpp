// The peddler's shop, on top of everything. Cards as large as the window allows; under each its one
// buy button (plain or with the trade-in R6.4 requires), then one row: a slot per number of lives
// to heal, "look at the table", "leave". Slots are fixed for the visit: a heal that stops being
// possible leaves its slot empty and nothing else moves.
#include "app/table/layout/shop_layout.hpp"

#include <algorithm>

#include "app/render/type_scale.hpp"

namespace hs::app {

namespace {
float shop_title_line() { return (theme::active_type.heading + 2) * 1.2f; }
float shop_hint_line() { return theme::active_type.small * 1.4f; }
}  // namespace

// At 100% text the header keeps its 72 units with the title and hint where they always were.
float shop_header_height() { return std::max(72.f, 12 + shop_title_line() + shop_hint_line() + 8); }
float shop_title_y() { return std::max(30.f, 12 + shop_title_line() / 2); }
float shop_hint_y() { return std::max(54.f, 12 + shop_title_line() + shop_hint_line() / 2); }

void layout_shop(TableLayout& L, const TableState& st, const std::vector<Action>& legal, bool human_to_act, float W, float H) {
  L.shop_open = true;
  const float sw = std::min(W - 80, 1060.f);
  const float head = shop_header_height();
  const float cw = std::min({190.f, (sw - 40 - 12 * 4) / 5, (H - 90 - head - 100) / 1.4f}), chh = cw * 1.4f;
  const float sh = head + chh + 8 + 30 + 14 + 36 + 16;
  L.shop_panel = {(W - sw) / 2, (H - sh) / 2 + 10, sw, sh};
  const int n = static_cast<int>(st.shop.offer.size());
  const float total = cw * static_cast<float>(n) + 12 * static_cast<float>(std::max(n - 1, 0));
  for (int i = 0; i < n; ++i)
    L.shop_offers.push_back({L.shop_panel.x + (sw - total) / 2 + static_cast<float>(i) * (cw + 12),
                             L.shop_panel.y + head, cw, chh});
  L.shop_bottom = {L.shop_panel.x + 20, L.shop_panel.bottom() - 52, sw - 40, 36};
  if (!human_to_act) return;
  for (const Action& a : legal)
    if (const auto* b = std::get_if<Buy>(&a); b && b->offer >= 0 && b->offer < n) {
      const Rect& c = L.shop_offers[static_cast<std::size_t>(b->offer)];
      add_action(L, {Part::ShopBuy, b->offer}, {c.x, c.bottom() + 8, c.w, 30}, a);
    }
  const int seat = st.active_player();
  const int heal_slots = seat >= 0 ? std::max(0, st.players[static_cast<std::size_t>(seat)].max_lives - 1) : 0;
  const float side = std::min(220.f, L.shop_bottom.w / 4), gap = 10;
  const Rect leave{L.shop_bottom.right() - side, L.shop_bottom.y, side, 36};
  const Rect look{leave.x - gap - side, L.shop_bottom.y, side, 36};
  const auto heals = button_grid({L.shop_bottom.x, L.shop_bottom.y, look.x - gap - L.shop_bottom.x, 36}, heal_slots,
                                 std::max(heal_slots, 1), 36, gap);
  for (const Action& a : legal) {
    if (const auto* h = std::get_if<Heal>(&a); h && h->lives >= 1 && h->lives <= heal_slots)
      add_action(L, {Part::ShopHeal, h->lives - 1}, heals[static_cast<std::size_t>(h->lives - 1)], a);
    if (std::holds_alternative<LeaveShop>(a)) add_action(L, {Part::ShopLeave}, leave, a);
  }
  add_region(L, {Part::ShopLook}, look, HitKind::ToggleShop, 0, "shop.hide");
}

ShopNote shop_note(const Shop& shop, bool any_buy, bool any_needs) {
  if (any_buy) return ShopNote::None;
  if (std::all_of(shop.offer.begin(), shop.offer.end(), [](int eq) { return eq < 0; })) return ShopNote::SoldOut;
  return any_needs ? ShopNote::None : ShopNote::OutOfReach;
}

const char* shop_note_key(ShopNote n) {
  switch (n) {
    case ShopNote::SoldOut: return "shop.sold_out";
    case ShopNote::OutOfReach: return "shop.cannot_buy";
    case ShopNote::None: break;
  }
  return "";
}

}  // namespace hs::app

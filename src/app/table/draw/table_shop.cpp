// The peddler's shop overlay (R6): five offered cards with the price this player pays, buy and
// trade-in buttons under each, heal and leave below.
#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/shell/app.hpp"
#include "highscore/queries.hpp"
#include "app/render/theme.hpp"
#include "app/table/draw/table_shop.hpp"
#include "app/table/layout/shop_layout.hpp"
#include "app/table/motion/motion_draw.hpp"

namespace hs::app {

void draw_shop(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const Look look = app.look();
  bool any_needs = false;  // an offer shows a disabled "needs N" button
  // The shade over the table is part of the table's cached under layer (table_draw.cpp).
  const Rect& r = L.shop_panel;
  parchment(c, r);
  c.svg("emblems/peddler", {r.x + 18, r.y + shop_title_y() - 22, 48, 48});
  c.text(app.tr("shop.title"), Font::Title, theme::kHeading + 2, theme::kInk, {r.x + 74, r.y + shop_title_y()}, Align::Left);
  const int p = st.active_player();
  if (p >= 0) {
    const Player& pl = st.players[static_cast<std::size_t>(p)];
    // MOTION: the purse counts a flying coin when it lands, and a paid one when it leaves
    draw_icon_count(c, "coin", purse_shown(app, p, false, pl.coins), {r.right() - 200, r.y + shop_title_y()}, 24, theme::kInk);
    draw_icon_count(c, "gem", purse_shown(app, p, true, pl.gems), {r.right() - 130, r.y + shop_title_y()}, 24, theme::kInk);
    draw_hearts(c, {r.right() - 330, r.y + shop_title_y()}, 20, pl.lives, pl.max_lives);
  }
  const std::string hint = app.tr("shop.hint");  // one line across the panel at any text size
  c.text(hint, Font::Body, c.fit_size(hint, Font::Body, theme::kSmall, r.w - 24), theme::kInkSoft, {r.center().x, r.y + shop_hint_y()}, Align::Center);
  for (std::size_t i = 0; i < L.shop_offers.size(); ++i) {
    const Rect& cr = L.shop_offers[i];
    const int eq = st.shop.offer[i];
    if (eq < 0) {
      draw_card_small(c, cr, nullptr, true, look);
      c.rounded({cr.x + 10, cr.center().y - 16, cr.w - 20, 32}, 8, Rgba{40, 28, 18, 220});
      c.text(app.tr("shop.sold"), Font::Bold, theme::kBody, theme::kGoldBright, cr.center(), Align::Center);
      continue;
    }
    // The badge shows what this player would pay: with the trade-in when owning an item with the
    // same symbol (R6.4), so it is the very number on the buy button.
    const EquipmentCard& card = g.content().equipment[static_cast<std::size_t>(eq)];
    bool trade = false;
    if (p >= 0 && !card.symbol.empty())
      for (const OwnedItem& it : st.players[static_cast<std::size_t>(p)].items)
        trade = trade || g.content().equipment[static_cast<std::size_t>(it.item)].symbol == card.symbol;
    const int price = shop_price(g.content(), g.observe(-1).state(), static_cast<int>(i), trade);
    draw_equipment_card(c, cr, card, look, price);
    // R6.3: an item out of reach keeps a (disabled) button saying why, rather than none.
    const bool buyable = std::any_of(L.regions.begin(), L.regions.end(), [&](const HitRegion& h) {
      const auto* b = std::get_if<Buy>(&h.action);
      return h.kind == HitKind::Action && b && b->offer == static_cast<int>(i);
    });
    if (!buyable && p >= 0 && app.session->human_to_act()) {
      const Player& pl = st.players[static_cast<std::size_t>(p)];
      if (price > pl.coins + pl.gems) {
        draw_button(c, {cr.x, cr.bottom() + 8, cr.w, 30},
                    app.tr("shop.needs", {std::to_string(price), std::to_string(pl.coins + pl.gems)}), false, false);
        any_needs = true;
      }
    }
  }
  bool any_buy = false;
  for (const HitRegion& h : L.regions) {
    if (h.part.part < Part::ShopBuy) continue;  // the shop's own buttons: buy, heal, look, leave
    if (h.kind == HitKind::Action && std::holds_alternative<Buy>(h.action)) any_buy = true;
    const bool primary = h.kind == HitKind::Action && std::holds_alternative<LeaveShop>(h.action);
    // Under its card a buy button needs no item name (the bar's buttons, the shop hidden, do).
    std::string label = h.kind == HitKind::Action ? action_label(g, h.action, app.strings) : app.tr(h.label);
    if (const auto* b = std::get_if<Buy>(&h.action); b && h.kind == HitKind::Action) {
      const int price = shop_price(g.content(), st, b->offer, b->trade_in >= 0);
      const bool trade = b->trade_in >= 0 && p >= 0 && b->trade_in < static_cast<int>(st.players[static_cast<std::size_t>(p)].items.size());
      label = trade ? app.tr("shop.buy_trade", {std::to_string(price), g.content().equipment[static_cast<std::size_t>(st.players[static_cast<std::size_t>(p)].items[static_cast<std::size_t>(b->trade_in)].item)].name.in(app.settings.language)})
                               : app.tr("shop.buy", {std::to_string(price)});
    }
    draw_button(c, h.rect, label, true, h.rect.contains(app.pointer.pos), primary ? ButtonStyle::Primary : ButtonStyle::Normal);
  }
  // The heal slots say why they are empty rather than leaving a blank.
  const bool any_heal = std::any_of(L.regions.begin(), L.regions.end(), [](const HitRegion& h) {
    return h.kind == HitKind::Action && std::holds_alternative<Heal>(h.action);
  });
  if (!any_heal && app.session->human_to_act() && p >= 0) {
    const Player& pl = st.players[static_cast<std::size_t>(p)];
    c.text(app.tr(pl.lives >= pl.max_lives ? "shop.full_lives" : "shop.cannot_heal"), Font::Body, theme::kSmall, theme::kInkSoft,
           {L.shop_bottom.x + 8, L.shop_bottom.center().y}, Align::Left);
  }
  if (const ShopNote note = shop_note(st.shop, any_buy, any_needs); note != ShopNote::None && app.session->human_to_act())
    c.text(app.tr(shop_note_key(note)), Font::Body, theme::kSmall, theme::kInkSoft,
           {r.center().x, L.shop_offers.empty() ? r.center().y : L.shop_offers[0].bottom() + 24}, Align::Center);
}

}  // namespace hs::app

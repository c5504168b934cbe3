// The peddler (R6): the shop opened on entering, buying with discounts and symbol trade-ins, healing,
// paying coins first and gems for the rest, and leaving (unbought cards shuffled back).
#include <algorithm>

#include "rules/rules.hpp"

namespace hs::rules {

namespace {

constexpr int kShopCards = 5;     // R6.3
constexpr int kHealCostPerLife = 2;  // R6.2

int wealth(const Player& p) { return p.coins + p.gems; }

// Ruling (R6.2/R6.3): coins first, gems stand in for the rest; never the reverse.
void pay(Player& p, int amount) {
  const int from_coins = std::min(p.coins, amount);
  p.coins -= from_coins;
  p.gems -= amount - from_coins;
}

}  // namespace

int owned_with_symbol(const Content& content, const Player& p, const std::string& symbol) {
  if (symbol.empty()) return -1;
  for (int i = 0; i < static_cast<int>(p.items.size()); ++i)
    if (content.equipment[p.items[i].item].symbol == symbol) return i;
  return -1;
}

int shop_price(const Content& content, const Player& p, int equipment, bool trade_in) {
  // R6.5: trade-in and discount items stack, down to 0.
  const int price = content.equipment[equipment].price - discount_total(content, p) - (trade_in ? 1 : 0);
  return std::max(price, 0);
}

void open_shop(Ctx& c) {
  GameState& s = c.s;
  s.shop.open = true;
  s.shop.offer.clear();
  // R6.3: five cards from the top, or what the deck still holds. Seeing them is new information.
  for (int k = 0; k < kShopCards && !s.equipment_deck.empty(); ++k) {
    s.shop.offer.push_back(s.equipment_deck.back());
    s.equipment_deck.pop_back();
  }
  ++s.random_draws;
  push_decision(s, DecisionKind::Shop, c.seat(), c.player().node);
  c.emit(EventKind::ShopOpened, c.seat(), static_cast<int>(s.shop.offer.size()));
}

Why check(const Content& ct, const GameState& s, const Buy& a) {
  if (pending_kind(s) != DecisionKind::Shop) return {"R6.1", "the shop is not open"};
  if (a.offer < 0 || a.offer >= static_cast<int>(s.shop.offer.size()) || s.shop.offer[a.offer] < 0)
    return {"R6.3", "that card is not on offer"};
  const Player& p = deciding_player(s);
  const int equipment = s.shop.offer[a.offer];
  const int same_symbol = owned_with_symbol(ct, p, ct.equipment[equipment].symbol);
  if (same_symbol >= 0 && a.trade_in != same_symbol)
    return {"R6.4", "you already own an item with this symbol: trade it in to buy this one"};
  if (same_symbol < 0 && a.trade_in != -1) return {"R6.4", "only an item with the same symbol can be traded in"};
  if (wealth(p) < shop_price(ct, p, equipment, a.trade_in >= 0)) return {"R6.3", "not enough coins and gems"};
  return kLegal;
}

void perform(Ctx& c, const Buy& a) {
  GameState& s = c.s;
  Player& p = c.player();
  const int equipment = s.shop.offer[a.offer];
  const int price = shop_price(c.content, p, equipment, a.trade_in >= 0);
  pay(p, price);
  if (a.trade_in >= 0) {
    // R6.4: the old item goes back to the deck (shuffled in when the shop closes). Ruling: a pool
    // die it gave this turn stays in the pool.
    const int old = p.items[a.trade_in].item;
    p.items.erase(p.items.begin() + a.trade_in);
    s.equipment_deck.push_back(old);
    c.emit(EventKind::ItemReturned, c.seat(), old);
  }
  p.items.push_back(OwnedItem{equipment, false});
  s.shop.offer[a.offer] = -1;
  ++p.stats.items_bought;
  c.emit(EventKind::ItemBought, c.seat(), equipment, price);
  const EquipmentCard& card = c.content.equipment[equipment];
  // R7.1: a pool item gives its die from the turn it is bought, if the supply still has one.
  if (card.usage == Usage::Pool && card.effect.kind == EffectKind::AddPoolDie && card.effect.color != Color::Any &&
      s.supply[card.effect.color] > 0) {
    --s.supply[card.effect.color];
    ++p.pool[card.effect.color];
    Event e = make_event(EventKind::DiceTaken);
    e.player = c.seat();
    e.dice[card.effect.color] = 1;
    c.events.push_back(std::move(e));
  }
}

Why check(const Content&, const GameState& s, const Heal& a) {
  if (pending_kind(s) != DecisionKind::Shop) return {"R6.2", "healing is bought only at an open shop"};
  const Player& p = deciding_player(s);
  if (a.lives < 1) return {"R6.2", "heal at least one life"};
  // Compared without adding, so a huge count cannot overflow past the check (R10.2).
  if (a.lives > p.max_lives - p.lives) return {"R6.2", "lives cannot go above the character's maximum"};
  if (wealth(p) < kHealCostPerLife * a.lives) return {"R6.2", "each life costs 2 coins (or gems)"};
  return kLegal;
}

void perform(Ctx& c, const Heal& a) {
  Player& p = c.player();
  const int cost = kHealCostPerLife * a.lives;
  pay(p, cost);
  p.lives += a.lives;
  c.emit(EventKind::Healed, c.seat(), a.lives, cost);
  c.emit(EventKind::LifeGained, c.seat(), p.lives);
}

Why check(const Content&, const GameState& s, const LeaveShop&) {
  if (pending_kind(s) != DecisionKind::Shop) return {"R6.6", "the shop is not open"};
  return kLegal;
}

void perform(Ctx& c, const LeaveShop&) {
  GameState& s = c.s;
  // R6.3: unbought cards return and the deck is shuffled.
  for (int card : s.shop.offer)
    if (card >= 0) s.equipment_deck.push_back(card);
  s.shop = Shop{};
  shuffle_equipment_deck(s);
  pop_decision(s);
}

}  // namespace hs::rules

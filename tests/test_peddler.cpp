// The peddler (R6.1–R6.6): the shop opens on entering, five cards or what the deck holds, gems paying
// for coins, symbol trade-ins, stacking discounts, healing, and leaving.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {



// Seat 0, with `coins`, `gems` and `lives`, passes d1_e's second option (any 4+, no reward) on slot 2
// and enters the level-1 peddler; the deck holds only its top `deck_size` cards when that is set.
Game enter_shop(int coins, int gems, std::vector<std::string> items, int deck_size = -1, int lives = 3) {
  GameOptions o = base_options(2);
  o.stacked["dungeon:1"] = {"d1_a", "d1_b", "d1_e", "d1_d", "d1_c", "d1_f", "d1_g"};
  o.stacked["equipment"] = {"sword_big", "ring_blue", "recover_six", "potion", "extra_blue", "discount"};
  // Owned copies leave the deck: a stacked one only when no other copy is left.
  for (const auto& id : items) {
    auto& stack = o.stacked["equipment"];
    const auto owned = std::count(items.begin(), items.end(), id);
    const auto stacked = std::count(stack.begin(), stack.end(), id);
    const int copies = test_content().equipment[static_cast<std::size_t>(equipment_id(id))].copies;
    if (owned + stacked > copies) stack.erase(std::find(stack.begin(), stack.end(), id));
  }
  o.scripted_dice = {5};
  place_active(o, 2, dice(1, 0, 0, 0));
  for (const auto& id : items) give_item(o, 0, id);
  seat_start(o, 0).coins = coins;
  seat_start(o, 0).gems = gems;
  seat_start(o, 0).lives = lives;
  o.start.equipment_deck_size = deck_size;
  Game g = new_game(o);
  play(g, ChooseOption{1});
  play(g, RollDice{dice(1, 0, 0, 0)});
  auto ev = play(g, Resolve{});
  REQUIRE(has_event(ev, EventKind::ShopOpened));
  REQUIRE(g.pending().kind == DecisionKind::Shop);
  REQUIRE(me(g).coins == coins);
  REQUIRE(me(g).gems == gems);
  return g;
}

int offer_of(const Game& g, const std::string& id) {
  const auto& offer = g.state().shop.offer;
  for (std::size_t i = 0; i < offer.size(); ++i)
    if (offer[i] == equipment_id(id)) return static_cast<int>(i);
  FAIL("not on offer: " << id);
  return -1;
}

}  // namespace

TEST_CASE("the shop shows the top five cards of the deck", "[R6.1][R6.3]") {
  Game g = enter_shop(5, 0, {});
  const auto& offer = g.state().shop.offer;
  REQUIRE(offer.size() == 5);
  CHECK(offer[0] == equipment_id("sword_big"));
  CHECK(offer[4] == equipment_id("extra_blue"));
  CHECK(g.state().equipment_deck.back() == equipment_id("discount"));
  CHECK_FALSE(g.can_undo());  // the cards seen are new information
}

TEST_CASE("with fewer than five cards in the deck the shop shows them all", "[R6.3]") {
  Game g = enter_shop(5, 0, {}, 3);
  CHECK(g.state().shop.offer.size() == 3);
  CHECK(g.state().equipment_deck.empty());
}

TEST_CASE("buying: coins first, then gems stand in, never beyond what the player has", "[R6.3][R6.2]") {
  Game g = enter_shop(2, 3, {});
  const int ring = offer_of(g, "ring_blue");  // price 4
  auto ev = play(g, Buy{ring, -1});
  CHECK(has_event(ev, EventKind::ItemBought));
  CHECK(me(g).coins == 0);
  CHECK(me(g).gems == 1);
  CHECK(me(g).items.size() == 1);
  CHECK(me(g).stats.items_bought == 1);
  CHECK(g.state().shop.offer[ring] == -1);
  CHECK(refuse(g, Buy{ring, -1}).rule == "R6.3");                        // already bought
  CHECK(refuse(g, Buy{offer_of(g, "potion"), -1}).rule == "R6.3");      // 3 > 1
  CHECK(refuse(g, Buy{7, -1}).rule == "R6.3");
}

TEST_CASE("a bought pool item gives its die at once", "[R6.3][R7.1]") {
  Game g = enter_shop(4, 0, {});
  const DiceCounts pool = me(g).pool;
  play(g, Buy{offer_of(g, "ring_blue"), -1});
  CHECK(me(g).pool[Color::Blue] == pool[Color::Blue] + 1);
}

TEST_CASE("one item per symbol: buying a second needs a trade-in, which costs 1 less", "[R6.4][R6.5]") {
  Game g = enter_shop(4, 0, {"add_two_red"});  // sword symbol
  const int sword = offer_of(g, "sword_big");  // price 5, sword symbol
  CHECK(refuse(g, Buy{sword, -1}).rule == "R6.4");
  CHECK(refuse(g, Buy{offer_of(g, "potion"), 0}).rule == "R6.4");  // no symbol to trade against
  CHECK(is_legal(g, Buy{sword, 0}));
  const std::size_t deck = g.state().equipment_deck.size();
  auto ev = play(g, Buy{sword, 0});
  CHECK(has_event(ev, EventKind::ItemReturned));
  CHECK(me(g).coins == 0);  // 5 - 1
  REQUIRE(me(g).items.size() == 1);
  CHECK(me(g).items[0].item == equipment_id("sword_big"));
  CHECK(g.state().equipment_deck.size() == deck + 1);
  CHECK(g.state().equipment_deck.back() == equipment_id("add_two_red"));
}

TEST_CASE("discounts and the trade-in stack down to a price of 0", "[R6.5]") {
  Game g = enter_shop(0, 1, {"discount", "discount", "pool_red"});
  play(g, Buy{offer_of(g, "recover_six"), -1});  // 2 - 2 = 0
  CHECK(me(g).gems == 1);
  play(g, Buy{offer_of(g, "ring_blue"), 2});     // 4 - 2 - 1 = 1, paid with the gem
  CHECK(me(g).gems == 0);
  CHECK(refuse(g, Buy{offer_of(g, "potion"), -1}).rule == "R6.3");  // 3 - 2 = 1 > 0
  CHECK(is_legal(g, Buy{offer_of(g, "potion"), -1}) == false);
}

TEST_CASE("healing costs 2 per life, gems may pay, never above the maximum", "[R6.2]") {
  Game g = enter_shop(1, 4, {}, -1, 1);
  CHECK(refuse(g, Heal{3}).rule == "R6.2");  // 3 lives would exceed the maximum of 3
  CHECK(refuse(g, Heal{0}).rule == "R6.2");
  auto ev = play(g, Heal{2});
  CHECK(has_event(ev, EventKind::Healed));
  CHECK(me(g).lives == 3);
  CHECK(me(g).coins == 0);
  CHECK(me(g).gems == 1);
  CHECK(refuse(g, Heal{1}).rule == "R6.2");
  Game poor = enter_shop(1, 0, {}, -1, 2);
  CHECK(refuse(poor, Heal{1}).rule == "R6.2");
}

TEST_CASE("heal and buy in any order, leaving returns and shuffles the rest", "[R6.6][R6.3]") {
  Game g = enter_shop(7, 0, {}, -1, 2);
  const std::size_t deck = g.state().equipment_deck.size();
  play(g, Buy{offer_of(g, "recover_six"), -1});
  CHECK(g.can_undo());  // buying reveals nothing
  play(g, Heal{1});
  play(g, Buy{offer_of(g, "potion"), -1});
  CHECK(me(g).coins == 7 - 2 - 2 - 3);
  CHECK(me(g).lives == 3);
  play(g, LeaveShop{});
  CHECK_FALSE(g.state().shop.open);
  CHECK(g.state().equipment_deck.size() == deck + 3);
  CHECK_FALSE(g.can_undo());  // the deck was shuffled
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(me(g).node == 3);
  CHECK(is_legal(g, MoveOn{}));
  CHECK(refuse(g, Buy{0, -1}).rule == "R6.1");
  CHECK(refuse(g, Heal{1}).rule == "R6.2");
  CHECK(refuse(g, LeaveShop{}).rule == "R6.6");
}

TEST_CASE("undo inside the shop restores the state before the purchase", "[R6.6][R10.2]") {
  Game g = enter_shop(3, 1, {});  // undo replays from the start, the start set-up included
  const GameState before = g.state();
  play(g, Buy{offer_of(g, "potion"), -1});
  auto back = g.undone();
  REQUIRE(back.ok());
  CHECK(back->state() == before);
  CHECK(back->log().size() == g.log().size() - 1);
}

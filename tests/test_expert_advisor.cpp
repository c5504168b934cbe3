// The advisor's play of the expert abilities (R9.4): when it arms Orlo's kind of trap. The trap is
// armed before the card's roll and springs where the character moves on, so it is worth a die only
// when rivals will have to pass that card before the die comes back.
#include <catch2/catch.hpp>

#include "highscore/bots.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

GameOptions trap_options(int players) {
  GameOptions o = base_options(players);
  o.characters = {"trapper", "tester", "brute"};
  o.characters.resize(static_cast<std::size_t>(players));
  o.first_player = 0;
  o.expert = true;
  return o;
}

Action advisor_choice(const Game& g) {
  auto advisor = make_bot("advisor", 7);
  return ask_bot(*advisor, g);
}

}  // namespace

TEST_CASE("the advisor arms a trap when two rivals stand on the card it is about to clear", "[R9.4][R9.4.1]") {
  Game g = new_game(trap_options(3));  // everyone starts on the first card, the trapper with 8 dice
  REQUIRE(g.pending().kind == DecisionKind::TurnAction);
  REQUIRE(is_legal(g, UseExpert{-1}));
  CHECK(advisor_choice(g) == Action{UseExpert{-1}});
  auto advisor = make_bot("advisor", 7);
  CHECK_THAT(explain_bot(*advisor, g, UseExpert{-1}), Catch::Contains("trap"));
}

TEST_CASE("the advisor keeps the trap's die for one rival, or from a small pool", "[R9.4][R9.4.1]") {
  SECTION("one rival on the card: a die of its own for a die of theirs is no gain") {
    Game g = new_game(trap_options(2));
    REQUIRE(is_legal(g, UseExpert{-1}));
    CHECK_FALSE(std::holds_alternative<UseExpert>(advisor_choice(g)));
  }
  SECTION("four dice left: every one of them is this card's roll") {
    GameOptions o = trap_options(3);
    seat_start(o, 0).pool = DiceCounts{{1, 2, 1, 0}};
    Game g = new_game(o);
    REQUIRE(is_legal(g, UseExpert{-1}));
    CHECK_FALSE(std::holds_alternative<UseExpert>(advisor_choice(g)));
  }
}

// Input bounds (R10.2): extreme counts in actions are refused by the legality check with the right
// reason, before any arithmetic can overflow, and change nothing.
#include <catch2/catch.hpp>

#include <climits>
#include <memory>

#include "highscore/bots.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

// Plays seeded random bots until `kind` is pending; fails the test when no game reaches it.
Game play_until(DecisionKind kind, GameOptions options = base_options(2)) {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    Game g = new_game(options, seed);
    auto bot = make_bot("random", seed);
    for (int step = 0; step < 3000 && !g.finished(); ++step) {
      if (g.pending().kind == kind) return g;
      REQUIRE(g.apply(ask_bot(*bot, g)).ok());
    }
  }
  FAIL("no game reached the decision");
  return new_game(base_options(2));
}

}  // namespace

TEST_CASE("healing an enormous number of lives is refused, not wrapped around", "[R10.2][R6.2]") {
  GameOptions rich = base_options(2);
  seat_start(rich, 0).coins = 50;  // enough for any heal, so only the count can refuse it
  seat_start(rich, 1).coins = 50;
  Game g = play_until(DecisionKind::Shop, rich);
  for (int lives : {INT_MAX, INT_MAX - 1, INT_MAX / 2 + 1, 1 << 30}) {
    INFO(lives);
    const Refusal r = refuse(g, Heal{lives});
    CHECK(r.rule == "R6.2");
    CHECK(r.reason.find("maximum") != std::string::npos);
  }
  for (int lives : {0, -1, INT_MIN}) CHECK(refuse(g, Heal{lives}).rule == "R6.2");
}

TEST_CASE("rolling more dice than exist is refused as dice the pool does not hold", "[R10.2][R5.2]") {
  Game g = play_until(DecisionKind::ChooseDice);
  for (const DiceCounts& d : {DiceCounts{{INT_MAX, 0, 0, 0}}, DiceCounts{{INT_MAX, INT_MAX, INT_MAX, INT_MAX}},
                              DiceCounts{{1, INT_MAX, 0, 0}}, DiceCounts{{0, 0, 0, kTotalDice + 1}}}) {
    const Refusal r = refuse(g, RollDice{d});
    CHECK(r.rule == "R5.2");
    CHECK(r.reason == "the pool does not hold those dice");
  }
  CHECK(refuse(g, RollDice{DiceCounts{{INT_MIN, 0, 0, 0}}}).reason == "a die count cannot be negative");
}

TEST_CASE("dice totals are summed without overflow", "[R10.2]") {
  CHECK(DiceCounts{{INT_MAX, INT_MAX, 0, 0}}.total() == INT_MAX);
  CHECK(DiceCounts{{INT_MIN, INT_MIN, 0, 0}}.total() == INT_MIN);
  CHECK(DiceCounts{{INT_MAX, INT_MIN, 1, 0}}.total() == 0);
  CHECK(DiceCounts{{5, 5, 5, 3}}.total() == kTotalDice);
}

TEST_CASE("an item or ability used with a colour outside the enum is refused", "[R10.2][R7.2]") {
  Game g = play_until(DecisionKind::AfterRoll);
  for (int c : {-1, 5, 255, INT_MAX, INT_MIN}) {
    CHECK(refuse(g, UseAbility{-1, static_cast<Color>(c)}).rule == "R7.2");
    CHECK(refuse(g, UseAbility{0, static_cast<Color>(c)}).rule == "R7.2");
  }
}

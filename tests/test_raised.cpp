// R5.12: requirements raised on a card (trap dice, monster roar) join every main option of that card,
// never its optional "+" test.
#include <catch2/catch.hpp>

#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

TEST_CASE("raised requirements join the main options but not the optional test", "[R5.12][R5.3][R5.7]") {
  GameOptions o = base_options(2);
  // Roll 1: red 6 alone. Roll 2: red 6 + blue 5. Roll 3 (optional): yellow 5.
  o.scripted_dice = {6, 6, 5, 5};
  o.start.raised = {RaisedStart{0, {{Color::Blue, 5}}}};  // seat 0 starts on node 0
  Game g = new_game(o);
  const int node = g.state().players[0].node;
  REQUIRE(node == 0);
  REQUIRE(g.state().board[0].raised == std::vector<Requirement>{{Color::Blue, 5}});
  const int coins = g.state().players[0].coins;

  // d1_a's first option asks only red 3+: a red 6 would pass, but the raised blue 5+ is unmet.
  play(g, ChooseOption{0});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  auto ev = play(g, Resolve{});
  CHECK(has_event(ev, EventKind::TestFailed));
  CHECK(g.state().players[0].lives == 2);
  CHECK(g.state().players[0].node == node);

  // With a die for the raised requirement too, it passes.
  play(g, ChooseOption{0});
  play(g, RollDice{DiceCounts{{1, 1, 0, 0}}});
  ev = play(g, Resolve{});
  CHECK(has_event(ev, EventKind::TestPassed));
  CHECK(g.state().players[0].coins == coins + 1);

  // The "+" test asks yellow 5+ and nothing else: one yellow 5 passes it.
  REQUIRE(g.pending().kind == DecisionKind::OptionalTest);
  play(g, AttemptOptional{});
  play(g, RollDice{DiceCounts{{0, 0, 1, 0}}});
  ev = play(g, Resolve{});
  CHECK(has_event(ev, EventKind::TestPassed));
  CHECK(g.state().players[0].coins == coins + 3);
}

TEST_CASE("a card with nothing raised keeps its printed requirements", "[R5.12]") {
  GameOptions o = base_options(2);
  o.scripted_dice = {3};
  Game g = new_game(o);
  play(g, ChooseOption{0});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
}

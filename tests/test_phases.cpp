// R4.1 phase order at a turn change, and R1.2: coins and gems have no ceiling.
#include <algorithm>

#include <catch2/catch.hpp>

#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

TEST_CASE("a turn change runs final phase, then the next player's initial phase, then waits in the action phase",
          "[R4.1][R4.2][R4.5]") {
  Game g = new_game(base_options(2));
  REQUIRE(g.state().phase == Phase::Action);
  const auto events = play(g, Rest{});
  // Rested (seat 0) -> TurnStarted (seat 1) -> DiceTaken (seat 1), in that order and nothing between
  // the initial phase's dice and the decision.
  std::vector<EventKind> kinds;
  for (const Event& e : events) kinds.push_back(e.kind);
  REQUIRE(kinds.size() >= 3);
  CHECK(kinds[0] == EventKind::Rested);
  CHECK(events[0].player == 0);
  const auto started = std::find(kinds.begin(), kinds.end(), EventKind::TurnStarted);
  REQUIRE(started != kinds.end());
  REQUIRE(started + 1 != kinds.end());
  CHECK(*(started + 1) == EventKind::DiceTaken);
  CHECK(events[static_cast<std::size_t>(started - kinds.begin())].player == 1);
  CHECK(started + 2 == kinds.end());
  // The seat now waits in its action phase with a full pool and nothing spent yet.
  CHECK(g.state().phase == Phase::Action);
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.pending().owner == 1);
  CHECK(g.state().players[1].pool.total() > 0);
  CHECK(g.state().players[0].pool.total() == 0);
}

TEST_CASE("coins and gems are never capped", "[R1.2]") {
  GameOptions o = base_options(2);
  o.scripted_dice = {6, 6, 6, 6, 6, 6};
  seat_start(o, 0).coins = 100000;
  seat_start(o, 0).gems = 50000;
  Game g = new_game(o);
  const GameState& s = g.state();
  const DungeonCard& card = test_content().cards[static_cast<std::size_t>(s.board[s.players[0].node].card)];
  const TestOption& option = card.options[0];
  play(g, ChooseOption{0});
  DiceCounts roll;
  for (const Requirement& r : option.require) roll[r.color == Color::Any ? Color::Black : r.color] += 1;
  // Roll exactly the requirement colours from the pool (the fixture's first card asks for pool colours).
  REQUIRE(s.players[0].pool.covers(roll));
  play(g, RollDice{roll});
  play(g, Resolve{});
  CHECK(s.players[0].coins >= 100000 + option.reward.coins);
  CHECK(s.players[0].gems >= 50000 + option.reward.gems);
}

// End of game (R8.1–R8.3): the last boss ends the game at the end of the round, winners by defeat,
// then treasure, then gems, else shared; nobody wins when everyone is eliminated.
#include <catch2/catch.hpp>

#include "highscore/queries.hpp"
#include "endgame_support.hpp"

using namespace hs;
using namespace hs::testing;

TEST_CASE("defeating the last boss ends the player's turn and the game at the round's end", "[R8.1][R8.2]") {
  Game g = at_last_boss(3);
  auto ev = defeat_boss(g);
  CHECK(has_event(ev, EventKind::BossDefeated));
  CHECK(g.state().players[0].defeated_last_boss);
  CHECK(g.state().end_triggered);
  CHECK_FALSE(g.finished());
  CHECK(g.pending().owner == 1);  // the others still play this round
  play(g, Rest{});
  CHECK(g.pending().owner == 2);
  ev = play(g, Rest{});
  CHECK(has_event(ev, EventKind::RoundEnded));
  REQUIRE(has_event(ev, EventKind::GameEnded));
  CHECK(g.finished());
  CHECK(g.state().round == 1);  // the finished game keeps the round it was decided in
  CHECK(g.state().winners == std::vector<int>{0});
  CHECK(g.pending() == Decision{DecisionKind::Finished, -1});
  CHECK(g.legal_actions().empty());
  CHECK_FALSE(refuse(g, Rest{}).rule.empty());
  for (const Event& e : ev)
    if (e.kind == EventKind::GameEnded) CHECK(e.values == std::vector<int>{0});
}

TEST_CASE("the last seat of the round defeating the boss ends the game at once", "[R8.1]") {
  Game g = at_last_boss(2);
  play(g, Rest{});
  auto ev = defeat_boss(g);
  CHECK(g.finished());
  CHECK(g.state().winners == std::vector<int>{1});
}

TEST_CASE("wealth alone never wins: only those who defeated the last boss", "[R8.2]") {
  Game g = at_last_boss(2, [](GameOptions& o) { seat_start(o, 1).coins = 100; });
  defeat_boss(g);
  play(g, Rest{});
  CHECK(g.state().winners == std::vector<int>{0});
}

TEST_CASE("several victors: most treasure counting item prices, then most gems, else shared", "[R8.2][R7.3]") {
  SECTION("treasure decides") {
    Game g = at_last_boss(2, [](GameOptions& o) { seat_start(o, 0).coins = 6; });
    defeat_boss(g);
    defeat_boss(g);
    CHECK(g.state().winners == std::vector<int>{0});
  }
  SECTION("item prices count as treasure") {
    Game g = at_last_boss(2, [](GameOptions& o) {
      give_item(o, 1, "sword_big");  // price 5
      seat_start(o, 0).coins = 5;
    });
    defeat_boss(g);
    defeat_boss(g);
    CHECK(g.state().winners == std::vector<int>{1});  // 1+1+3+5 = 10 > 5+1+3 = 9
  }
  SECTION("tied treasure: gems decide") {
    Game g = at_last_boss(2, tie_broken_by_gems);
    defeat_boss(g);
    defeat_boss(g);
    CHECK(g.state().winners == std::vector<int>{1});
  }
  SECTION("tied on gems too: the win is shared") {
    Game g = at_last_boss(2, tie_on_treasure_and_gems);
    defeat_boss(g);
    defeat_boss(g);
    CHECK(g.state().winners == std::vector<int>{0, 1});
  }
}

TEST_CASE("if everyone is eliminated nobody wins", "[R8.3][R5.10]") {
  GameOptions o = base_options(2);
  o.scripted_dice = {1, 1};
  for (int seat = 0; seat < 2; ++seat) seat_start(o, seat).lives = 1;
  Game g = new_game(o);
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 0, 0, 0)});
  play(g, Resolve{});
  CHECK_FALSE(g.finished());
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 0, 0, 0)});
  auto ev = play(g, Resolve{});
  CHECK(has_event(ev, EventKind::GameEnded));
  CHECK(g.finished());
  CHECK(g.state().winners.empty());
  CHECK(g.pending().kind == DecisionKind::Finished);
}

TEST_CASE("an eliminated player never wins even after others finish", "[R8.2][R8.3]") {
  Game g = at_last_boss(3, [](GameOptions& o) {
    seat_start(o, 1).lives = 1;
    o.scripted_dice = {5, 5, 1};
  });
  defeat_boss(g);                      // seat 0 wins the race
  play(g, ChooseOption{0});            // seat 1 fails with a 1 and is out
  play(g, RollDice{dice(1, 0, 0, 0)});
  play(g, Resolve{});
  CHECK(g.state().players[1].eliminated);
  CHECK(g.pending().owner == 2);
  play(g, Rest{});
  CHECK(g.finished());
  CHECK(g.state().winners == std::vector<int>{0});
}

TEST_CASE("the ranking says which step of R8.2 picked the winners", "[R8.2][R7.3]") {
  auto ranked = [](Game& g) { return rank_winners(g.content(), g.state()); };
  SECTION("one player beat the boss: no ranking, however rich the others") {
    Game g = at_last_boss(2, [](GameOptions& o) { seat_start(o, 1).coins = 100; });
    defeat_boss(g);
    play(g, Rest{});
    const WinRanking r = ranked(g);
    CHECK(r.contenders == std::vector<int>{0});
    CHECK(r.winners == g.state().winners);
    CHECK(r.decided_by == WinDecider::Alone);
  }
  SECTION("treasure decides") {
    Game g = at_last_boss(2, [](GameOptions& o) { seat_start(o, 0).coins = 6; });
    defeat_boss(g);
    defeat_boss(g);
    const WinRanking r = ranked(g);
    CHECK(r.contenders == std::vector<int>{0, 1});
    CHECK(r.winners == std::vector<int>{0});
    CHECK(r.decided_by == WinDecider::Treasure);
    CHECK(r.top_treasure == treasure(g.content(), g.state().players[0]));
  }
  SECTION("equal totals: the gems decided") {
    Game g = at_last_boss(2, tie_broken_by_gems);
    defeat_boss(g);
    defeat_boss(g);
    const WinRanking r = ranked(g);
    CHECK(r.winners == g.state().winners);
    CHECK(r.winners == std::vector<int>{1});
    CHECK(r.decided_by == WinDecider::Gems);
    CHECK(r.top_treasure == 9);
    CHECK(r.top_gems == 3);
  }
  SECTION("tied on both: shared") {
    Game g = at_last_boss(2, tie_on_treasure_and_gems);
    defeat_boss(g);
    defeat_boss(g);
    const WinRanking r = ranked(g);
    CHECK(r.winners == std::vector<int>{0, 1});
    CHECK(r.decided_by == WinDecider::Shared);
  }
  SECTION("three on top: treasure leaves two, then gems pick one") {
    Game g = at_last_boss(3, [](GameOptions& o) {
      seat_start(o, 0).coins = 4;
      seat_start(o, 0).gems = 2;
      seat_start(o, 1).coins = 3;
      seat_start(o, 1).gems = 3;
      seat_start(o, 2).coins = 0;
      for (int seat = 0; seat < 3; ++seat) set_pool(o, seat, dice(2, 0, 0, 0));  // every seat can roll the boss's reds
    });
    defeat_boss(g);
    defeat_boss(g);
    defeat_boss(g);
    const WinRanking r = ranked(g);
    CHECK(r.contenders == std::vector<int>{0, 1, 2});
    CHECK(r.winners == std::vector<int>{1});
    CHECK(r.decided_by == WinDecider::Gems);
  }
  SECTION("nobody beat the boss") {
    Game g = at_last_boss(2);
    CHECK(ranked(g).decided_by == WinDecider::None);
    CHECK(ranked(g).winners.empty());
  }
}

// Tests on cards (R5.1–R5.10), moving and forks (R5.9, R5.11) and the lucky die (R3.2), played
// through Game::apply with scripted dice. Dice roll in colour order: red, blue, yellow, black.
#include <catch2/catch.hpp>

#include <functional>

#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {


// Seat 0 (tester: lucky yellow 6) to act on `node` with `pool`, the dice scripted; `more` adds to
// the start set-up.
Game start_at(int node, DiceCounts pool, std::vector<int> faces, bool no_elimination = false,
              const std::function<void(GameOptions&)>& more = {}) {
  GameOptions o = base_options(2);
  o.scripted_dice = std::move(faces);
  o.no_elimination = no_elimination;
  place_active(o, node, pool);
  if (more) more(o);
  return new_game(o);
}

// Seat 0's start lives, for `more` above.


// Choose, roll and resolve one test; returns the events of the resolution.
std::vector<Event> attempt(Game& g, int option, DiceCounts roll) {
  play(g, ChooseOption{option});
  play(g, RollDice{roll});
  return play(g, Resolve{});
}

}  // namespace

TEST_CASE("a passed test pays its reward, spends its dice and moves on", "[R5.1][R5.5][R5.8]") {
  Game g = start_at(1, dice(2, 2, 2, 1), {5});  // d1_b: any colour 2+ for 1 coin
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  play(g, ChooseOption{0});
  CHECK(g.pending().kind == DecisionKind::ChooseDice);
  auto rolled = play(g, RollDice{dice(1, 0, 0, 0)});
  CHECK(g.pending().kind == DecisionKind::AfterRoll);
  CHECK(me(g).pool == dice(1, 2, 2, 1));
  REQUIRE(g.state().test.dice.size() == 1);
  CHECK(g.state().test.dice[0].value == 5);
  auto ev = play(g, Resolve{});
  CHECK(has_event(ev, EventKind::TestPassed));
  CHECK(me(g).coins == 2);
  CHECK(me(g).spent == dice(1, 0, 0, 0));
  CHECK(me(g).node == 2);
  CHECK(me(g).path == std::vector<int>{0, 1, 2});
  CHECK(me(g).stats.tests_passed == 1);
  CHECK(g.pending().kind == DecisionKind::TurnAction);
}

TEST_CASE("a card offers only its own options", "[R5.1]") {
  Game g = start_at(1, dice(2, 2, 2, 1), {});
  CHECK(refuse(g, ChooseOption{1}).rule == "R5.1");
  CHECK(refuse(g, ChooseOption{-1}).rule == "R5.1");
  CHECK(refuse(g, AttemptOptional{}).rule == "R5.5");  // no "+" test before the main one passed
}

TEST_CASE("dice choice: at least one, only from the pool, none after the roll", "[R5.2]") {
  Game g = start_at(0, dice(2, 2, 2, 1), {3});
  CHECK(refuse(g, RollDice{dice(1, 0, 0, 0)}).rule == "R5.2");  // no option chosen yet
  play(g, ChooseOption{0});
  std::size_t rolls = 0;
  for (const Action& a : g.legal_actions()) rolls += std::holds_alternative<RollDice>(a);
  CHECK(rolls == 3 * 3 * 3 * 2 - 1);  // every non-empty sub-multiset of 2/2/2/1
  CHECK(refuse(g, RollDice{dice(0, 0, 0, 0)}).rule == "R5.2");
  CHECK(refuse(g, RollDice{dice(3, 0, 0, 0)}).rule == "R5.2");
  CHECK(refuse(g, RollDice{dice(-1, 2, 0, 0)}).rule == "R5.2");
  play(g, RollDice{dice(1, 0, 0, 0)});
  CHECK(refuse(g, RollDice{dice(1, 0, 0, 0)}).rule == "R5.2");
  CHECK(refuse(g, CancelTest{}).rule == "R5.2");
}

TEST_CASE("cancelling before the roll goes back to the card with nothing spent", "[R5.2]") {
  Game g = start_at(0, dice(2, 2, 2, 1), {});
  const GameState before = g.state();
  play(g, ChooseOption{1});
  play(g, CancelTest{});
  CHECK(g.state() == before);
}

TEST_CASE("forbidden colours cannot be rolled, and need another die to choose the option", "[R5.2][R7.4]") {
  Game g = start_at(5, dice(1, 0, 0, 1), {});  // d1_e option 0: red 4+, no black
  play(g, ChooseOption{0});
  CHECK(refuse(g, RollDice{dice(0, 0, 0, 1)}).rule == "R7.4");
  CHECK(refuse(g, RollDice{dice(1, 0, 0, 1)}).rule == "R7.4");
  for (const Action& a : g.legal_actions())
    if (auto r = std::get_if<RollDice>(&a)) CHECK(r->dice[Color::Black] == 0);
  play(g, CancelTest{});
  Game black_only = start_at(5, dice(0, 0, 0, 1), {});
  CHECK(refuse(black_only, ChooseOption{0}).rule == "R5.2");
  CHECK(is_legal(black_only, ChooseOption{1}));
}

TEST_CASE("yellow stands in for red and blue, black for every colour, nothing for black", "[R5.3]") {
  SECTION("yellow for red") {
    Game g = start_at(0, dice(0, 0, 1, 0), {4});
    CHECK(has_event(attempt(g, 0, dice(0, 0, 1, 0)), EventKind::TestPassed));
  }
  SECTION("yellow for blue") {
    Game g = start_at(0, dice(0, 0, 1, 0), {4});
    CHECK(has_event(attempt(g, 1, dice(0, 0, 1, 0)), EventKind::TestPassed));
  }
  SECTION("yellow is not black") {
    Game g = start_at(4, dice(0, 0, 1, 0), {6});  // d1_d option 0: black 2+
    CHECK(has_event(attempt(g, 0, dice(0, 0, 1, 0)), EventKind::TestFailed));
  }
  SECTION("black for black, red, blue, yellow") {
    Game g = start_at(4, dice(0, 0, 0, 1), {2});
    CHECK(has_event(attempt(g, 0, dice(0, 0, 0, 1)), EventKind::TestPassed));
    Game h = start_at(0, dice(0, 0, 0, 1), {3});
    CHECK(has_event(attempt(h, 0, dice(0, 0, 0, 1)), EventKind::TestPassed));
    Game y = start_at(6 + 1, dice(0, 0, 0, 1), {3});  // d1_g: yellow 3+
    CHECK(has_event(attempt(y, 0, dice(0, 0, 0, 1)), EventKind::TestPassed));
  }
  SECTION("red does not stand in for blue") {
    Game g = start_at(0, dice(1, 0, 0, 0), {6});
    CHECK(has_event(attempt(g, 1, dice(1, 0, 0, 0)), EventKind::TestFailed));
  }
}

TEST_CASE("the roll is matched as a whole, not greedily", "[R5.3]") {
  // d1_c: red 3+ and blue 5+. A red 4 and a yellow 6 pass only if the yellow takes the blue.
  Game g = start_at(2, dice(1, 0, 1, 0), {4, 6});
  CHECK(has_event(attempt(g, 0, dice(1, 0, 1, 0)), EventKind::TestPassed));
  // Two dice never cover one requirement each if only one fits both.
  Game h = start_at(2, dice(2, 0, 0, 0), {6, 6});
  CHECK(has_event(attempt(h, 0, dice(2, 0, 0, 0)), EventKind::TestFailed));
}

TEST_CASE("gems reroll one die at a time, as often as gems last", "[R5.4]") {
  Game g = start_at(0, dice(2, 2, 2, 1), {1, 2, 5}, false, [](GameOptions& o) { seat_start(o, 0).gems = 2; });
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 0, 0, 0)});
  CHECK(refuse(g, RerollWithGem{1}).rule == "R5.4");
  auto ev = play(g, RerollWithGem{0});
  CHECK(has_event(ev, EventKind::DieRerolled));
  CHECK(g.state().test.dice[0].natural == 2);
  play(g, RerollWithGem{0});
  CHECK(g.state().test.dice[0].natural == 5);
  CHECK(g.state().test.dice[0].value == 5);
  CHECK(me(g).gems == 0);
  CHECK(me(g).stats.gems_used == 2);
  CHECK(refuse(g, RerollWithGem{0}).rule == "R5.4");
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
}

TEST_CASE("a failed main test costs a life, the player stays and may try again", "[R5.6][R5.8]") {
  Game g = start_at(0, dice(2, 2, 2, 1), {1, 5});
  auto ev = attempt(g, 0, dice(1, 0, 0, 0));
  CHECK(has_event(ev, EventKind::TestFailed));
  CHECK(has_event(ev, EventKind::LifeLost));
  CHECK(me(g).lives == 2);
  CHECK(me(g).node == 0);
  CHECK(me(g).spent == dice(1, 0, 0, 0));
  CHECK(me(g).stats.lives_lost == 1);
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.pending().owner == 0);
  CHECK(has_event(attempt(g, 1, dice(0, 1, 0, 0)), EventKind::TestPassed));
  CHECK(me(g).gems == 2);
}

TEST_CASE("the optional test comes after a pass, pass pays, fail costs nothing, both move on",
          "[R5.5][R5.7]") {
  SECTION("pass") {
    Game g = start_at(0, dice(2, 2, 2, 1), {4, 5});
    attempt(g, 0, dice(1, 0, 0, 0));
    CHECK(g.pending().kind == DecisionKind::OptionalTest);
    CHECK(me(g).node == 0);
    CHECK(refuse(g, Rest{}).rule == "R4.3");
    play(g, AttemptOptional{});
    CHECK(g.state().test.optional);
    play(g, RollDice{dice(0, 0, 1, 0)});
    auto ev = play(g, Resolve{});
    CHECK(has_event(ev, EventKind::TestPassed));
    CHECK(me(g).coins == 1 + 1 + 2);
    CHECK(me(g).node == 1);
  }
  SECTION("fail") {
    Game g = start_at(0, dice(2, 2, 2, 1), {4, 2});
    attempt(g, 0, dice(1, 0, 0, 0));
    play(g, AttemptOptional{});
    play(g, RollDice{dice(0, 0, 1, 0)});
    auto ev = play(g, Resolve{});
    CHECK(has_event(ev, EventKind::TestFailed));
    CHECK_FALSE(has_event(ev, EventKind::LifeLost));
    CHECK(me(g).lives == 3);
    CHECK(me(g).coins == 2);
    CHECK(me(g).node == 1);
    CHECK(me(g).spent == dice(1, 0, 1, 0));
  }
  SECTION("skip, and a cancelled optional test goes back to the offer") {
    Game g = start_at(0, dice(2, 2, 2, 1), {4});
    attempt(g, 0, dice(1, 0, 0, 0));
    play(g, AttemptOptional{});
    play(g, CancelTest{});
    CHECK(g.pending().kind == DecisionKind::OptionalTest);
    play(g, SkipOptional{});
    CHECK(me(g).node == 1);
  }
  SECTION("no allowed die left: only skipping") {
    Game g = start_at(0, dice(1, 0, 0, 0), {4});
    attempt(g, 0, dice(1, 0, 0, 0));
    CHECK(refuse(g, AttemptOptional{}).rule == "R5.2");
    CHECK(is_legal(g, SkipOptional{}));
  }
}

TEST_CASE("at 0 lives the player is eliminated and takes no more turns", "[R5.10][R4.6]") {
  Game g = start_at(0, dice(2, 2, 2, 1), {1}, false, lives(1));
  auto ev = attempt(g, 0, dice(1, 0, 0, 0));
  CHECK(has_event(ev, EventKind::Eliminated));
  CHECK(me(g).eliminated);
  CHECK(me(g).pool == DiceCounts{});
  CHECK(me(g).spent == DiceCounts{});
  CHECK(g.pending().owner == 1);
  play(g, Rest{});
  CHECK(g.pending().owner == 1);  // seat 0 is skipped
  CHECK(g.state().round == 2);  // one round ended: seat 1 is the whole turn order now
}

TEST_CASE("without elimination the player goes back to the peddler or the level's first card",
          "[R5.10]") {
  SECTION("after the peddler: back to the peddler, the shop stays shut") {
    Game g = start_at(5, dice(2, 2, 2, 1), {1}, true, [](GameOptions& o) {
      give_item(o, 0, "potion");
      seat_start(o, 0).lives = 1;
    });
    REQUIRE(me(g).path == std::vector<int>{0, 1, 2, 3, 4, 5});
    auto ev = attempt(g, 0, dice(1, 0, 0, 0));
    CHECK(has_event(ev, EventKind::SentBack));
    CHECK_FALSE(has_event(ev, EventKind::ShopOpened));
    CHECK_FALSE(me(g).eliminated);
    CHECK(me(g).node == 3);
    CHECK(me(g).path == std::vector<int>{0, 1, 2, 3});
    CHECK(me(g).lives == 3);
    CHECK(me(g).items.size() == 1);
    CHECK(g.pending().owner == 1);  // the turn ended
  }
  SECTION("before the peddler: back to the first card") {
    Game g = start_at(2, dice(2, 2, 2, 1), {1, 1}, true, lives(1));
    attempt(g, 0, dice(1, 1, 0, 0));
    CHECK(me(g).node == 0);
    CHECK(me(g).path == std::vector<int>{0});
  }
  SECTION("on level 2 before its peddler: back to level 2's first card") {
    Game g = start_at(10, dice(2, 2, 2, 1), {1}, true, lives(1));
    attempt(g, 0, dice(0, 0, 0, 1));
    CHECK(me(g).node == 9);
    CHECK(me(g).path.back() == 9);
  }
}

TEST_CASE("a peddler is left freely, at a fork the branch is chosen once and kept", "[R5.9][R5.11]") {
  Game g = start_at(3, dice(2, 2, 2, 1), {}, true, lives(1));
  CHECK(refuse(g, ChooseOption{0}).rule == "R5.1");
  play(g, MoveOn{});
  CHECK(g.pending().kind == DecisionKind::ChooseBranch);
  CHECK(refuse(g, ChooseBranch{2}).rule == "R5.9");
  CHECK(refuse(g, Rest{}).rule == "R4.3");
  play(g, ChooseBranch{1});
  CHECK(me(g).node == 6);
  CHECK(me(g).branch_taken.at(3) == 6);
  // Back on the peddler later (sent back: one die cannot meet d1_f's two requirements), the fork
  // no longer asks.
  CHECK(has_event(attempt(g, 0, dice(1, 0, 0, 0)), EventKind::SentBack));
  play(g, Rest{});  // seat 1
  REQUIRE(me(g).node == 3);
  REQUIRE(me(g).path == std::vector<int>{0, 1, 2, 3});
  auto ev = play(g, MoveOn{});
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(me(g).node == 6);
  CHECK(has_event(ev, EventKind::Moved));
}

TEST_CASE("moving on is only free from a peddler", "[R5.11]") {
  Game g = start_at(1, dice(2, 2, 2, 1), {});
  CHECK(refuse(g, MoveOn{}).rule == "R5.11");
}

TEST_CASE("entering the peddler opens the shop, starting a turn there does not", "[R5.9][R6.1]") {
  Game g = start_at(2, dice(2, 2, 2, 1), {3, 5});
  auto ev = attempt(g, 0, dice(1, 1, 0, 0));
  CHECK(has_event(ev, EventKind::ShopOpened));
  CHECK(g.pending().kind == DecisionKind::Shop);
  Game h = start_at(3, dice(2, 2, 2, 1), {});
  CHECK(g.state().shop.open);
  CHECK_FALSE(h.state().shop.open);
  CHECK(h.pending().kind == DecisionKind::TurnAction);
}

TEST_CASE("passing a boss leads to the next level's first card", "[R5.9]") {
  Game g = start_at(8, dice(2, 2, 2, 1), {4, 4});  // b1_x: red 3+ and any 3+
  auto ev = attempt(g, 0, dice(2, 0, 0, 0));
  REQUIRE(has_event(ev, EventKind::BossDefeated));
  for (const Event& e : ev)
    if (e.kind == EventKind::BossDefeated) CHECK(e.a == 1);
  CHECK(me(g).node == 9);
  CHECK(me(g).coins == 4);
  CHECK_FALSE(g.state().end_triggered);
}

TEST_CASE("the lucky die gives one gem per test, pass or fail, on its natural face", "[R3.2]") {
  SECTION("two lucky faces on a failed test: one gem") {
    Game g = start_at(4, dice(0, 0, 2, 0), {6, 6});  // d1_d: black 2+ — yellow cannot pass
    auto ev = attempt(g, 0, dice(0, 0, 2, 0));
    CHECK(has_event(ev, EventKind::TestFailed));
    CHECK(count_events(ev, EventKind::LuckyGem) == 1);
    CHECK(me(g).gems == 2);
  }
  SECTION("a modifier reaching the lucky value does not count") {
    Game g = start_at(7, dice(0, 0, 1, 0), {5}, false, [](GameOptions& o) { give_item(o, 0, "bonus_yellow"); });
    // d1_g: yellow 3+
    auto ev = attempt(g, 0, dice(0, 0, 1, 0));
    CHECK(has_event(ev, EventKind::TestPassed));
    CHECK_FALSE(has_event(ev, EventKind::LuckyGem));
  }
  SECTION("a reroll landing on the lucky value counts") {
    Game g = start_at(7, dice(0, 0, 1, 0), {2, 6});
    play(g, ChooseOption{0});
    play(g, RollDice{dice(0, 0, 1, 0)});
    play(g, RerollWithGem{0});
    auto ev = play(g, Resolve{});
    CHECK(has_event(ev, EventKind::LuckyGem));
    CHECK(me(g).gems == 1 - 1 + 1);  // start, reroll, lucky (the card pays a coin)
  }
  SECTION("the wrong colour showing the lucky value does not count") {
    Game g = start_at(1, dice(1, 0, 0, 0), {6});
    CHECK_FALSE(has_event(attempt(g, 0, dice(1, 0, 0, 0)), EventKind::LuckyGem));
  }
  SECTION("the optional test has its own lucky die") {
    Game g = start_at(0, dice(0, 0, 2, 0), {6, 6});
    CHECK(has_event(attempt(g, 0, dice(0, 0, 1, 0)), EventKind::LuckyGem));
    play(g, AttemptOptional{});
    play(g, RollDice{dice(0, 0, 1, 0)});
    CHECK(has_event(play(g, Resolve{}), EventKind::LuckyGem));
    CHECK(me(g).gems == 3);
  }
}

TEST_CASE("Insert Coin: Game Over cards until New Game, one card back each, coins lost on marked cards",
          "[R9.3][R5.10]") {
  auto insert_coin_game = [](int node, std::vector<std::string> order, int coins = 1) {
    GameOptions o = base_options(2);
    o.insert_coin = true;
    o.no_elimination = true;  // Insert Coin takes precedence (R5.10)
    o.scripted_dice = {1};
    o.stacked["game_over"] = std::move(order);
    place_active(o, node, dice(2, 2, 2, 1));
    seat_start(o, 0).lives = 1;
    seat_start(o, 0).coins = coins;
    return new_game(o);
  };
  SECTION("three cards: three back, the marked one costs a coin") {
    Game g = insert_coin_game(5, {"go_1", "go_2", "new_game"});
    auto ev = attempt(g, 0, dice(1, 0, 0, 0));
    CHECK(count_events(ev, EventKind::SentBack) == 3);
    CHECK_FALSE(has_event(ev, EventKind::Eliminated));
    CHECK(me(g).node == 2);
    CHECK(me(g).path == std::vector<int>{0, 1, 2});
    CHECK(me(g).coins == 0);
    CHECK(me(g).lives == 3);
    CHECK(g.pending().owner == 1);
    CHECK_FALSE(g.can_undo());  // the Game Over cards were shuffled
  }
  SECTION("no coin to lose: nothing happens to coins") {
    Game g = insert_coin_game(5, {"go_1", "go_3", "new_game"}, 0);
    attempt(g, 0, dice(1, 0, 0, 0));
    CHECK(me(g).coins == 0);
    CHECK(me(g).node == 2);
  }
  SECTION("back across a level") {
    Game g = insert_coin_game(9, {"go_2", "go_4", "new_game"});
    REQUIRE(me(g).path == std::vector<int>{0, 1, 2, 3, 4, 5, 8, 9});
    attempt(g, 0, dice(0, 0, 0, 1));
    CHECK(me(g).node == 4);
  }
  SECTION("at the first card there is nowhere further back") {
    Game g = insert_coin_game(0, {"go_2", "new_game"});
    attempt(g, 0, dice(1, 0, 0, 0));
    CHECK(me(g).node == 0);
    CHECK(me(g).path == std::vector<int>{0});
    CHECK_FALSE(me(g).eliminated);
  }
  SECTION("New Game first: one card back") {
    Game g = insert_coin_game(2, {"new_game"});
    attempt(g, 0, dice(1, 1, 0, 0));
    CHECK(me(g).node == 1);
  }
}

// R9.5 the way back from a dead end: while falling back the only moves are back (no test on the way),
// and at the bifurcation the dead-end branch is closed to that character (its reward is not collected
// twice), while it stays open to the others.
#include <catch2/catch.hpp>

#include <algorithm>

#include "highscore/bots.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

GameOptions exploration_options(int players = 2) {
  GameOptions o = base_options(players);
  o.exploration = true;
  return o;
}

const std::string& card_at(const Game& g, int node) { return test_content().cards[g.state().board[node].card].id; }

void pass_here(Game& g, DiceCounts dice) {
  play(g, ChooseOption{0});
  play(g, RollDice{dice});
  play(g, Resolve{});
  if (g.pending().kind == DecisionKind::OptionalTest) play(g, SkipOptional{});
}

bool listed(const Game& g, const Action& a) {
  const auto legal = g.legal_actions();
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

const DiceCounts kOneRed{{1, 0, 0, 0}};

// d1_a -> f1_a { d1_b -> x1_a (dead end) | d1_c }: seat 0 walks into the dead end with 3 red and
// 2 blue dice, so two blue dice are left for the way back.
Game dead_end_game() {
  GameOptions o = exploration_options();
  o.scripted_dice = std::vector<int>(16, 6);
  o.stacked["explore:1"] = {"d1_a", "f1_a"};
  o.stacked["explore:1:1"] = {"d1_b", "x1_a", "d1_c"};
  set_pool(o, 0, DiceCounts{{3, 2, 0, 0}});
  Game g = new_game(o);
  pass_here(g, kOneRed);  // d1_a: onto the bifurcation (node 1)
  pass_here(g, kOneRed);
  play(g, ChooseBranch{0});  // node 2: d1_b
  pass_here(g, kOneRed);     // onto the dead end (node 3)
  REQUIRE(card_at(g, 3) == "x1_a");
  REQUIRE(g.state().players[0].node == 3);
  return g;
}

}  // namespace

TEST_CASE("falling back from a dead end: the only moves are back, no test on the way", "[R9.5][R4.3]") {
  Game g = dead_end_game();
  play(g, ChooseNode{2, Color::Blue});  // back onto d1_b
  REQUIRE(card_at(g, 2) == "d1_b");
  // d1_b has a test and a die is left for it, but walking forward again is not allowed.
  CHECK(refuse(g, ChooseOption{0}).rule == "R9.5");
  for (const Action& a : g.legal_actions()) CHECK_FALSE(std::holds_alternative<ChooseOption>(a));
  CHECK(listed(g, ChooseNode{1, Color::Blue}));
  CHECK(listed(g, Rest{}));
  // Resting on the way is allowed; on the next turn the way back goes on, still without a test.
  play(g, Rest{});
  play(g, Rest{});  // the second seat
  REQUIRE(g.pending().owner == 0);
  CHECK(refuse(g, ChooseOption{0}).rule == "R9.5");
  play(g, ChooseNode{1, Color::Red});
  // At the bifurcation the way on is open again: its test is taken as on any card.
  CHECK(listed(g, ChooseOption{0}));
  for (const Action& a : g.legal_actions()) CHECK_FALSE(std::holds_alternative<ChooseNode>(a));
}

TEST_CASE("back at the bifurcation the dead-end branch is closed to that character only", "[R9.5][R5.9]") {
  Game g = dead_end_game();
  const int coins_after_dead_end = g.state().players[0].coins;
  play(g, ChooseNode{2, Color::Blue});
  play(g, ChooseNode{1, Color::Blue});
  REQUIRE(g.state().players[0].node == 1);
  play(g, Rest{});
  // The second character reaches the bifurcation: the branch of the dead end is open to them.
  pass_here(g, kOneRed);
  pass_here(g, kOneRed);
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  CHECK(listed(g, ChooseBranch{0}));
  CHECK(listed(g, ChooseBranch{1}));
  play(g, ChooseBranch{0});  // onto d1_b, before the dead end
  // They have not been to the dead end: they may go on toward it or go back, as they like.
  CHECK(listed(g, ChooseOption{0}));
  CHECK(listed(g, ChooseNode{1, Color::Red}));
  play(g, Rest{});
  // The first character passes the bifurcation again and must take the other path.
  pass_here(g, kOneRed);
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  CHECK(refuse(g, ChooseBranch{0}).rule == "R9.5");
  CHECK_FALSE(listed(g, ChooseBranch{0}));
  CHECK(listed(g, ChooseBranch{1}));
  play(g, ChooseBranch{1});
  CHECK(card_at(g, g.state().players[0].node) == "d1_c");
  // The dead end paid once: only the two cards passed since added coins (1 each in this content).
  CHECK(g.state().players[0].coins <= coins_after_dead_end + 2);
}

TEST_CASE("without elimination, a character is sent back to the level-3 peddler drawn from the deck", "[R9.5][R5.10]") {
  GameOptions o = exploration_options();
  o.no_elimination = true;
  o.scripted_dice = {6, 6, 6, 6, 6, 1};  // five cards passed, then a 1 on d3_a
  // Each level: its first card -> a bifurcation -> a boss; level 3 draws its own peddler, then d3_a.
  o.stacked["explore:1"] = {"d1_a", "f1_a"};
  o.stacked["explore:1:1"] = {"b1_x"};
  o.stacked["explore:2"] = {"f2_a"};
  o.stacked["explore:2:1"] = {"b2_x"};
  o.stacked["explore:3"] = {"p3", "d3_a"};
  set_pool(o, 0, DiceCounts{{4, 1, 0, 2}});
  seat_start(o, 0).lives = 1;
  Game g = new_game(o);
  pass_here(g, kOneRed);  // d1_a
  pass_here(g, kOneRed);  // f1_a
  play(g, ChooseBranch{0});
  play(g, ChooseOption{1});  // b1_x: black 4+
  play(g, RollDice{DiceCounts{{0, 0, 0, 1}}});
  play(g, Resolve{});
  play(g, LeaveShop{});
  play(g, MoveOn{});  // p1 -> f2_a
  pass_here(g, DiceCounts{{0, 1, 0, 0}});
  play(g, ChooseBranch{0});
  play(g, ChooseOption{1});  // b2_x: black 4+
  play(g, RollDice{DiceCounts{{0, 0, 0, 1}}});
  play(g, Resolve{});
  play(g, LeaveShop{});
  play(g, MoveOn{});  // p2 (level 3's first card) -> the level-3 peddler, drawn
  const int peddler = g.state().players[0].node;
  REQUIRE(card_at(g, peddler) == "p3");
  play(g, LeaveShop{});
  play(g, MoveOn{});  // -> d3_a
  REQUIRE(card_at(g, g.state().players[0].node) == "d3_a");
  play(g, ChooseOption{0});
  play(g, RollDice{kOneRed});  // a 1: the last life
  play(g, Resolve{});
  // R5.10: the level's peddler is closer behind than the level's first card.
  CHECK(g.state().players[0].node == peddler);
  CHECK(g.state().players[0].lives == g.state().players[0].max_lives);
}

TEST_CASE("a character falling back does not slip along with invisibility", "[R9.5][R9.4.1][R9.4.3]") {
  GameOptions o = exploration_options();
  o.characters = {"sage", "tester"};  // the sage's expert ability is invisibility (a black die)
  o.expert = true;
  o.scripted_dice = std::vector<int>(16, 6);
  o.stacked["explore:1"] = {"d1_a", "f1_a"};
  o.stacked["explore:1:1"] = {"d1_b", "x1_a", "d1_c"};
  set_pool(o, 0, DiceCounts{{3, 1, 0, 2}});
  Game g = new_game(o);
  pass_here(g, kOneRed);
  pass_here(g, kOneRed);
  play(g, ChooseBranch{0});
  pass_here(g, kOneRed);                // the sage walks into the dead end
  play(g, ChooseNode{2, Color::Blue});  // and back onto d1_b
  play(g, UseExpert{-1});               // invisibility waits on the sage
  play(g, Rest{});
  // The tester walks the same branch and passes d1_b, the sage's card, toward the dead end.
  pass_here(g, kOneRed);
  pass_here(g, kOneRed);
  play(g, ChooseBranch{0});
  REQUIRE(g.state().players[1].node == 2);
  pass_here(g, DiceCounts{{0, 1, 0, 0}});
  CHECK(g.state().players[1].node == 3);
  // No slipping along for the sage: nothing is asked, and the sage is still on d1_b.
  CHECK(g.pending().kind != DecisionKind::Reaction);
  CHECK(g.state().players[0].node == 2);
}

TEST_CASE("the advisor does not take a branch the table shows ending in a dead end", "[R9.5][advisor]") {
  Game g = dead_end_game();
  play(g, ChooseNode{2, Color::Blue});
  play(g, ChooseNode{1, Color::Blue});
  play(g, Rest{});
  // The second character reaches the bifurcation: the upper branch is known to end in the dead end.
  pass_here(g, kOneRed);
  pass_here(g, kOneRed);
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  REQUIRE(g.pending().owner == 1);
  auto advisor = make_bot("advisor", 1);
  CHECK(ask_bot(*advisor, g) == Action{ChooseBranch{1}});
}

// R9.7 the fourth level, R9.1's level-4 preset, and the board shape every mode builds on: links both
// ways, several levels, Azoz kept out of the standard game (R1.3).
#include <catch2/catch.hpp>

#include <set>

#include "highscore/game.hpp"
#include "highscore/invariants.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

GameOptions fourth_level_options() {
  GameOptions o = base_options(2);
  o.fourth_level = true;
  o.stacked["boss:4"] = {"b4_x"};
  return o;
}

DiceCounts one_black() { return DiceCounts{{0, 0, 0, 1}}; }

// Passes the boss the active player stands on with its black option (scripted 6).
std::vector<Event> beat_boss_with_black(Game& g) {
  play(g, ChooseOption{1});
  play(g, RollDice{one_black()});
  return play(g, Resolve{});
}

}  // namespace

TEST_CASE("fourth level: level 4 is dealt after level 3 in the classic layout", "[R9.7][R2.1][R2.2]") {
  Game g = new_game(fourth_level_options());
  const GameState& s = g.state();
  CHECK(s.levels == 4);
  REQUIRE(s.board.size() == 36);
  CHECK(s.level_first_node == std::vector<int>{0, 9, 18, 27});
  CHECK(s.level_peddler_node == std::vector<int>{3, 12, 21, 30});
  CHECK(s.level_boss_nodes == std::vector<std::vector<int>>{{8}, {17}, {26}, {35}});
  // The level-3 boss now leads on; only level 4's boss ends the dungeon.
  CHECK(s.board[26].next == std::vector<int>{27});
  CHECK(s.board[35].next.empty());
  std::set<int> level4_cards;
  for (int node = 27; node < 36; ++node) {
    CHECK(s.board[node].level == 4);
    level4_cards.insert(test_content().cards[s.board[node].card].level);
  }
  CHECK(level4_cards == std::set<int>{4});
  CHECK(test_content().cards[s.board[35].card].id == "b4_x");
}

TEST_CASE("fourth level: beating the level-3 boss moves on, beating level 4's ends the race", "[R9.7][R8.1][R5.9]") {
  GameOptions o = fourth_level_options();
  o.scripted_dice = {6, 6};
  GameOptions at_level3_boss = o;
  place_active(at_level3_boss, 26, one_black());
  Game g = new_game(at_level3_boss);
  auto events = beat_boss_with_black(g);
  CHECK(has_event(events, EventKind::BossDefeated));
  CHECK(g.state().players[0].node == 27);
  CHECK_FALSE(g.state().end_triggered);
  CHECK_FALSE(g.state().players[0].defeated_last_boss);

  GameOptions at_level4_boss = o;
  place_active(at_level4_boss, 35, one_black());
  Game h = new_game(at_level4_boss);
  beat_boss_with_black(h);
  CHECK(h.state().end_triggered);
  CHECK(h.state().players[0].defeated_last_boss);
  CHECK(h.pending().owner == 1);  // R8.1: the round is finished by the others
  play(h, Rest{});
  REQUIRE(h.finished());
  CHECK(h.state().winners == std::vector<int>{0});
  CHECK(h.state().end_reason == EndReason::LastBoss);
}

TEST_CASE("without the fourth level, level 4 is not dealt and its keys are refused", "[R9.7][R2.1]") {
  Game g = new_game(base_options(2));
  CHECK(g.state().levels == 3);
  CHECK(g.state().board.size() == 27);
  for (const Node& n : g.state().board) CHECK(n.level <= 3);
  GameOptions o = base_options(2);
  o.stacked["boss:4"] = {"b4_x"};
  CHECK(validate_options(test_content(), o).has_value());
}

TEST_CASE("hidden level 4: all of it but its peddler is dealt face down", "[R9.7][R9.1]") {
  GameOptions o = fourth_level_options();
  o.hidden = HiddenPreset::Level4;
  Game g = new_game(o);
  std::vector<int> hidden;
  for (int node = 0; node < 36; ++node)
    if (g.state().board[node].face_down) hidden.push_back(node);
  // Ruling: the second preset (bosses, after the peddlers of levels 2-3) plus level 4 but its peddler.
  CHECK(hidden == std::vector<int>{8, 13, 14, 15, 16, 17, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35});
  for (int node : hidden) CHECK(g.observe(0).state().board[node].card == -1);
  CHECK(g.observe(0).state().board[30].card >= 0);
  CHECK(check_invariants(g.state()) == "");

  GameOptions without = base_options(2);
  without.hidden = HiddenPreset::Level4;
  auto refused = validate_options(test_content(), without);
  REQUIRE(refused.has_value());
  CHECK(refused->rule == "R9.1");
}

TEST_CASE("the board links both ways", "[R5.9][R9.7]") {
  Game g = new_game(fourth_level_options());
  const GameState& s = g.state();
  for (int node = 0; node < static_cast<int>(s.board.size()); ++node) {
    for (int next : s.board[node].next) {
      const auto& prev = s.board[next].prev;
      CHECK(std::count(prev.begin(), prev.end(), node) == 1);
    }
    for (int prev : s.board[node].prev) {
      const auto& next = s.board[prev].next;
      CHECK(std::count(next.begin(), next.end(), node) == 1);
    }
  }
  CHECK(s.board[0].prev.empty());
  CHECK(s.board[8].prev == std::vector<int>{5, 7});  // the two branches meet at the boss
  CHECK(s.board[9].prev == std::vector<int>{8});     // a level's first card follows the boss before it
}

TEST_CASE("Azoz is never dealt in the standard game", "[R1.3][R2.1][R9.6.1]") {
  GameOptions o = base_options(2);
  o.stacked.erase("boss:3");
  const int azoz = card_id("azoz");
  std::set<int> level3_bosses;
  for (std::uint64_t seed = 1; seed <= 64; ++seed) {
    Game g = new_game(o, seed);
    const int boss = g.state().board[26].card;
    CHECK(boss != azoz);
    level3_bosses.insert(boss);
  }
  CHECK(level3_bosses.size() == 2);  // both ordinary level-3 bosses do come up
}

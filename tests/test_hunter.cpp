// R9.7J Solo: The Hunter. Four levels, a nine-card monster deck, the Hunter behind the first card,
// the Hunter phase from the second turn (hunt, move, run; by ruling no ability acts), forks, and how
// it ends.
#include <algorithm>

#include <catch2/catch.hpp>

#include "highscore/queries.hpp"
#include "solo_support.hpp"

using namespace hs;
using namespace hs::testing;

namespace {


int monster_entity(const Game& g, const std::string& id) {
  for (int e = 0; e < static_cast<int>(g.state().entities.size()); ++e)
    if (g.state().entities[e].kind == EntityKind::Monster && g.state().entities[e].card == monster_id(id)) return e;
  return -1;
}

}  // namespace

TEST_CASE("hunter: four levels, nine unseen monsters, the Hunter behind the first card", "[R9.7J][R9.7]") {
  GameOptions o = hunter_options({});
  o.stacked.erase("monsters");
  Game g = new_solo(o);
  const GameState& s = g.state();
  CHECK(s.levels == 4);
  CHECK(s.board.size() == 36);
  REQUIRE(s.monster_deck.size() == 9);
  const std::vector<int> levels_top_first{1, 1, 1, 2, 2, 2, 3, 3, 3};
  for (std::size_t i = 0; i < 9; ++i) CHECK(solo_content().monsters[s.monster_deck[8 - i]].level == levels_top_first[i]);
  CHECK(entity_node(g, EntityKind::Hunter) == -1);
  CHECK(s.players[0].coins == 1);
  CHECK(s.players[0].gems == 1);
  for (int node : s.level_boss_nodes[2]) CHECK_FALSE(solo_content().cards[s.board[node].card].azoz);
}

TEST_CASE("hunter: the easier option starts with 2 more coins and 2 more gems", "[R9.7J]") {
  GameOptions o = hunter_options({});
  o.hunter_easier = true;
  Game g = new_solo(o);
  CHECK(g.state().players[0].coins == 3);
  CHECK(g.state().players[0].gems == 3);
}

TEST_CASE("hunter: set-ups the adventure refuses, and the presets it takes", "[R9.7J][R9.1]") {
  GameOptions o = hunter_options({});
  o.hidden = HiddenPreset::Level4;
  CHECK_FALSE(validate_options(solo_content(), o));
  Game g = new_solo(o);
  CHECK(g.state().board[28].face_down);
  CHECK_FALSE(g.state().board[30].face_down);  // level 4's peddler
  GameOptions two = hunter_options({});
  two.players = 2;
  two.characters = {"tester", "brute"};
  CHECK(validate_options(solo_content(), two)->rule == "R9.7J");
  GameOptions coin = hunter_options({});
  coin.insert_coin = true;
  CHECK(validate_options(solo_content(), coin));
}

TEST_CASE("hunter phase: none on the first turn, then a hunt, and the Hunter enters the dungeon", "[R9.7J]") {
  GameOptions g_options = hunter_options({"m1_plain", "m1_drain"});
  solo_place(g_options, 5, kFull);
  Game g = new_solo(g_options);
  CHECK(monsters_on_board(g).empty());
  CHECK(entity_node(g, EntityKind::Hunter) == -1);
  auto ev = play(g, Rest{});
  // The hunt: m1_plain 3 cards ahead of the Hunter (nodes 0, 1, 2), then it moves 1 (to the peddler).
  const int m = monster_entity(g, "m1_plain");
  REQUIRE(m >= 0);
  CHECK(g.state().entities[m].node == 3);
  CHECK(has_event(ev, EventKind::MonsterAppeared));
  // The Hunter's first move enters the dungeon: 2 steps from behind the first card.
  CHECK(entity_node(g, EntityKind::Hunter) == 1);
  CHECK(g.state().monster_deck.size() == 1);
}

TEST_CASE("hunter: reaching the character's card loses at once", "[R9.7J]") {
  Game g = new_solo(hunter_options({}));
  auto ev = play(g, Rest{});  // the character never left node 0; the Hunter moves 3 (empty deck)
  REQUIRE(g.finished());
  CHECK(has_event(ev, EventKind::Caught));
  CHECK(g.state().end_reason == EndReason::Caught);
  CHECK(g.state().winners.empty());
}

TEST_CASE("hunter: an empty deck quickens the Hunter by 1, once", "[R9.7J]") {
  GameOptions g_options = hunter_options({});
  solo_place(g_options, 23, kFull);
  Game g = new_solo(g_options);
  auto ev = play(g, Rest{});
  CHECK(has_event(ev, EventKind::HunterFaster));
  // 2 + 1 steps from behind the first card to node 2, then the run (level 1 is below level 3).
  CHECK(entity_node(g, EntityKind::Hunter) == 3);
  ev = play(g, Rest{});
  // Ruling: the +1 does not grow: 3 steps from the peddler along the character's branch (4, 5, the
  // boss), then the run; a growing bonus would have walked 4 + 1 to node 10.
  CHECK_FALSE(has_event(ev, EventKind::HunterFaster));
  CHECK(entity_node(g, EntityKind::Hunter) == 9);
}

TEST_CASE("hunter: with three monsters out, each moves one card instead of a new one", "[R9.7J]") {
  GameOptions g_options = hunter_options({"m1_drain"});
  solo_place(g_options, 23, kFull);
  solo_set_hunter(g_options, 0);
  const int a = solo_add_monster(g_options, "m1_plain", 9);
  const int b = solo_add_monster(g_options, "m1_plain", 10);
  const int c = solo_add_monster(g_options, "m2_plain", 18);
  Game g = new_solo(g_options);
  play(g, Rest{});
  CHECK(g.state().monster_deck.size() == 1);  // nothing drawn
  // 1 (hunt) + 1 (movement) + 1 (run: level 2 is below the character's level 3).
  CHECK(g.state().entities[a].node == 12);
  CHECK(g.state().entities[b].node == 13);
  // On the character's level: the hunt and its movement only, no run.
  CHECK(g.state().entities[c].node == 20);
}

TEST_CASE("hunter: the run moves those on a lower level one more card", "[R9.7J]") {
  GameOptions g_options = hunter_options({});
  solo_place(g_options, 23, kFull);
  solo_set_hunter(g_options, 5);
  const int m = solo_add_monster(g_options, "m1_plain", 0);
  Game g = new_solo(g_options);
  play(g, Rest{});
  CHECK(entity_node(g, EntityKind::Hunter) == 11);  // 3 (2 + 1 quickened) to 10, run to 11
  CHECK(g.state().entities[m].node == 2);          // 1 to node 1, run to node 2
}

TEST_CASE("hunter: at a fork the character has not reached, the player chooses", "[R9.7J]") {
  GameOptions g_options = hunter_options({"m1_plain"});
  solo_place(g_options, 2, kFull);
  const int ahead = solo_add_monster(g_options, "m1_plain", 3);  // on the peddler, where the paths fork
  Game g = new_solo(g_options);
  play(g, Rest{});
  REQUIRE(g.pending().kind == DecisionKind::ModePhase);
  CHECK(g.pending().subject == ahead);
  CHECK(g.legal_actions() == std::vector<Action>{ChooseNode{4}, ChooseNode{6}});
  play(g, ChooseNode{6});
  CHECK(g.state().entities[ahead].node == 6);
  // The drawn monster was placed 3 cards ahead of the Hunter: on the character's card, where it stays.
  const int placed = static_cast<int>(g.state().entities.size()) - 1;
  CHECK(g.state().entities[placed].node == 2);
  CHECK(g.pending().kind == DecisionKind::Monster);
}

TEST_CASE("hunter: defeating the level-4 boss wins", "[R9.7J][R8.1]") {
  GameOptions o = hunter_options({}, {6});
  GameOptions g_options = o;
  solo_place(g_options, 35, DiceCounts{{0, 0, 0, 1}});
  Game g = new_solo(g_options);
  play(g, ChooseOption{1});
  play(g, RollDice{DiceCounts{{0, 0, 0, 1}}});
  play(g, Resolve{});
  REQUIRE(g.finished());
  CHECK(g.state().end_reason == EndReason::LastBoss);
  CHECK(g.state().winners == std::vector<int>{0});
}

// Ruling (hunter.cpp): the Hunter phase replaces the Azoz phase and has no ability step, so RULES.md
// R9.7J (d) does not apply: no ambush, drain or roar in the Hunter mode, at any phase.
TEST_CASE("hunter: no monster ability acts, on the first turn or after a Hunter phase", "[R9.7J]") {
  GameOptions g_options = hunter_options({"m1_plain"});
  solo_place(g_options, 11, kFull);  // level 2; d2_a (node 9) and b2_x (node 17) show creatures
  solo_set_hunter(g_options, 0);
  const int roar = solo_add_monster(g_options, "m2_roar", 9);
  const int drain = solo_add_monster(g_options, "m1_drain", 10);
  const int ambush = solo_add_monster(g_options, "m1_ambush", 10);
  Game g = new_solo(g_options);
  // The first turn: an ambusher and a blue drain on the character's level, yet the turn starts
  // with the pool intact and no ambush to meet; the roar raises nothing.
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.state().players[0].pool[Color::Blue] == kFull[Color::Blue]);
  CHECK(g.state().board[9].raised.empty());
  CHECK(g.state().board[17].raised.empty());
  const int blue_dice = g.state().players[0].pool[Color::Blue];
  auto ev = play(g, Rest{});
  // The Hunter phase: three out, so each moves 1, then its movement; all stop on the character.
  CHECK(g.state().entities[roar].node == 11);
  CHECK(g.state().entities[drain].node == 11);
  CHECK(g.state().entities[ambush].node == 11);
  for (const Event& e : ev) {
    CHECK(e.kind != EventKind::MonsterRoared);
    CHECK(e.kind != EventKind::MonsterDrained);
    CHECK(e.kind != EventKind::MonsterAmbush);
    CHECK_FALSE((e.kind == EventKind::PhaseStep && e.a == 3));  // no ability step announced
  }
  CHECK(g.state().board[9].raised.empty());
  CHECK(g.state().board[17].raised.empty());
  // R9.6.4 still holds: the monsters on the character's card are faced, fight or dodge, no ambush.
  REQUIRE(g.pending().kind == DecisionKind::Monster);
  CHECK(g.pending().detail == 0);
  CHECK(std::find(g.legal_actions().begin(), g.legal_actions().end(), Action{Fight{ambush}}) !=
        g.legal_actions().end());
  CHECK(g.state().players[0].pool[Color::Blue] == blue_dice);
}

TEST_CASE("hunter: a roaring monster on the character's level raises no card as the character moves on",
          "[R9.7J][R5.12]") {
  // The character on d2_a (node 9, a creature card: red 4+ / optional yellow 5+); a roaring monster
  // ahead on level 2; entering the next card is where the roar would be counted again.
  GameOptions g_options = hunter_options({}, {6});
  solo_place(g_options, 9, kFull);
  solo_add_monster(g_options, "m2_roar", 13);
  Game g = new_solo(g_options);
  play(g, ChooseOption{0});
  CHECK(requirements_under_test(solo_content(), g.state()).size() == 1);  // red 4+ alone
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  play(g, Resolve{});
  play(g, SkipOptional{});
  REQUIRE(g.state().players[0].node == 10);
  CHECK(g.state().board[17].raised.empty());  // boss b2_x shows a creature
  CHECK(g.state().board[9].raised.empty());
}

// R9.6 Solo: Azoz the Mad. Set-up, the Azoz phase (die, monsters walking by the shortest path, the
// player choosing between equal paths), facing monsters (fight or dodge), ambush, drain, roar, and
// how the adventure is lost and won.
#include <catch2/catch.hpp>

#include <cmath>

#include "highscore/queries.hpp"
#include "solo_support.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

// Index of the first monster entity.
int first_monster(const Game& g) {
  for (int e = 0; e < static_cast<int>(g.state().entities.size()); ++e)
    if (g.state().entities[e].kind == EntityKind::Monster) return e;
  return -1;
}

bool at_gate(const Game& g) { return g.pending().kind == DecisionKind::Monster && g.pending().detail == 0; }

}  // namespace

TEST_CASE("azoz: one character, Azoz on the level-3 boss slot, six unseen monsters", "[R9.6.1][R9.6.2]") {
  GameOptions o = azoz_options({}, {5});
  o.stacked.erase("monsters");
  Game g = new_solo(o);
  const GameState& s = g.state();
  REQUIRE(s.players.size() == 1);
  CHECK(solo_content().cards[s.board[26].card].azoz);
  REQUIRE(s.monster_deck.size() == 6);
  // Level 1 on top (back), level 3 at the bottom.
  const std::vector<int> levels_top_first{1, 1, 2, 2, 3, 3};
  for (std::size_t i = 0; i < 6; ++i)
    CHECK(solo_content().monsters[s.monster_deck[5 - i]].level == levels_top_first[i]);
  // The first turn's Azoz phase rolled the scripted 5: a gem, no monster.
  CHECK(ritual_gems_placed(g) == 1);
  CHECK(monsters_on_board(g).empty());
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  // Observations show how many monsters wait, never which.
  CHECK(g.observe(0).monster_deck_size == 6);
}

TEST_CASE("azoz: hidden presets hide the other bosses but never Azoz", "[R9.6.1][R9.1]") {
  GameOptions o = azoz_options({}, {});
  o.hidden = HiddenPreset::BossesAndAfterPeddlers;
  Game g = new_solo(o);
  CHECK(g.state().board[8].face_down);
  CHECK(g.state().board[17].face_down);
  CHECK_FALSE(g.state().board[26].face_down);
  CHECK(solo_content().cards[g.state().board[26].card].azoz);
  CHECK(g.state().hidden_cards.count(26) == 0);
}

TEST_CASE("azoz: variants that need other players or replace the solo rules are refused", "[R9.6][R9.6.5]") {
  auto refused = [](GameOptions o) { return validate_options(solo_content(), o); };
  GameOptions o = azoz_options({}, {});
  CHECK_FALSE(refused(o));
  GameOptions two = o;
  two.players = 2;
  two.characters = {"tester", "brute"};
  CHECK(refused(two)->rule == "R9.6");
  GameOptions ne = o;
  ne.no_elimination = true;
  CHECK(refused(ne)->rule == "R9.6.5");
  GameOptions coin = o;
  coin.insert_coin = true;
  CHECK(refused(coin)->rule == "R9.6.5");
  GameOptions expert = o;
  expert.expert = true;
  CHECK(refused(expert));
  GameOptions explore = o;
  explore.exploration = true;
  CHECK(refused(explore));
  GameOptions fourth = o;
  fourth.fourth_level = true;
  CHECK(refused(fourth)->rule == "R9.6");
  GameOptions easier = o;
  easier.hunter_easier = true;
  CHECK(refused(easier)->rule == "R9.7J");
  GameOptions unknown = o;
  unknown.stacked["monsters"] = {"no_such_monster"};
  CHECK(refused(unknown)->reason.find("no_such_monster") != std::string::npos);
}

TEST_CASE("azoz phase: 1-3 brings a monster to the first card of level 3, which walks toward the character", "[R9.6.3]") {
  Game g = new_solo(azoz_options({"m1_plain", "m2_plain"}, {2}));
  const auto out = monsters_on_board(g);
  REQUIRE(out.size() == 1);
  CHECK(out[0].card == monster_id("m1_plain"));
  // Drawn onto node 18 (level 3's first card), then one step (movement 1) back toward node 0.
  CHECK(out[0].node == 17);
  CHECK(ritual_gems_placed(g) == 0);
  CHECK(g.state().monster_deck.size() == 1);
}

TEST_CASE("azoz phase: an empty monster deck always adds a gem, without rolling", "[R9.6.3]") {
  Game g = new_solo(azoz_options({}, {1}));
  CHECK(ritual_gems_placed(g) == 1);
  CHECK(monsters_on_board(g).empty());
  CHECK(g.state().scripted_dice == std::vector<int>{1});  // the die was never rolled
}

TEST_CASE("azoz phase: with two equal shortest paths the player chooses", "[R9.6.3]") {
  // m3_fast (movement 3) appears on node 18; from level 2's boss (17) both branches (14, 16) are
  // equally short toward the character on node 0.
  Game g = new_solo(azoz_options({"m3_fast"}, {1}));
  REQUIRE(g.pending().kind == DecisionKind::ModePhase);
  CHECK(g.state().entities[first_monster(g)].node == 17);
  const auto legal = g.legal_actions();
  CHECK(legal == std::vector<Action>{ChooseNode{14}, ChooseNode{16}});
  refuse(g, ChooseNode{13});
  refuse(g, Rest{});
  play(g, ChooseNode{16});
  CHECK(g.state().entities[first_monster(g)].node == 15);  // its third step follows the lower branch
  CHECK(g.pending().kind == DecisionKind::TurnAction);
}

TEST_CASE("azoz phase: a monster entering the character's card stops there mid-move", "[R9.6.3][R9.6.4]") {
  GameOptions g_options = azoz_options({}, {});
  solo_place(g_options, 10, kFull);
  // Movement 3 toward the character two cards away: the first turn's phase walks it 12 -> 11 -> 10
  // and it stops there, one step unused (it would otherwise go on to 9).
  const int m = solo_add_monster(g_options, "m3_fast", 12);
  Game g = new_solo(g_options);
  CHECK(g.state().entities[m].node == 10);
  REQUIRE(at_gate(g));
  CHECK(is_legal(g, Fight{m}));
  CHECK(is_legal(g, Dodge{m}));
  CHECK(is_legal(g, Rest{}));
  refuse(g, ChooseOption{0});  // R9.6.4: the card's own test waits
}

TEST_CASE("fight: passing discards the monster, failing costs a life and it stays", "[R9.6.4][R5.6]") {
  GameOptions g_options = azoz_options({}, {1, 5});
  solo_place(g_options, 1, kFull);
  const int m = solo_add_monster(g_options, "m1_plain", 1);
  Game g = new_solo(g_options);
  play(g, Rest{});
  REQUIRE(at_gate(g));
  CHECK(g.state().entities[m].node == 1);  // already on the character: it does not move on
  play(g, Fight{m});
  CHECK(g.pending().kind == DecisionKind::ChooseDice);
  CHECK(monster_under_test(g.state()).entity == m);
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  auto ev = play(g, Resolve{});  // a 1 against red 3+
  CHECK(has_event(ev, EventKind::TestFailed));
  CHECK(g.state().players[0].lives == 2);
  REQUIRE(at_gate(g));
  const int coins = g.state().players[0].coins;
  play(g, Fight{m});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  ev = play(g, Resolve{});  // a 5
  CHECK(has_event(ev, EventKind::MonsterDefeated));
  CHECK(monsters_on_board(g).empty());
  CHECK(g.state().players[0].coins == coins + 1);  // the monster's reward
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(is_legal(g, ChooseOption{0}));
}

TEST_CASE("dodge: passing ignores the monster for the turn, failing costs nothing", "[R9.6.4]") {
  GameOptions g_options = azoz_options({}, {1, 4});
  solo_place(g_options, 1, kFull);
  const int m = solo_add_monster(g_options, "m1_plain", 1);
  Game g = new_solo(g_options);
  play(g, Rest{});
  REQUIRE(at_gate(g));
  play(g, Dodge{m});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  play(g, Resolve{});  // fails
  CHECK(g.state().players[0].lives == 3);
  REQUIRE(at_gate(g));
  play(g, Dodge{m});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  auto ev = play(g, Resolve{});
  CHECK(has_event(ev, EventKind::MonsterDodged));
  CHECK(monsters_on_board(g).size() == 1);  // still there
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(is_legal(g, ChooseOption{0}));
  // Next turn it must be dealt with again.
  play(g, Rest{});
  CHECK(at_gate(g));
}

TEST_CASE("fight or dodge can be cancelled before rolling, back to the monster", "[R9.6.4][R5.2]") {
  GameOptions g_options = azoz_options({}, {});
  solo_place(g_options, 1, kFull);
  const int m = solo_add_monster(g_options, "m1_plain", 1);
  Game g = new_solo(g_options);
  play(g, Rest{});
  play(g, Fight{m});
  play(g, CancelTest{});
  CHECK(at_gate(g));
  CHECK(monster_under_test(g.state()).entity == -1);
}

TEST_CASE("entering a card with a monster: it is faced before the card's test", "[R9.6.4]") {
  GameOptions g_options = azoz_options({}, {6});
  solo_place(g_options, 0, kFull);
  const int m = solo_add_monster(g_options, "m1_plain", 2);  // the first phase walks it to node 1
  Game g = new_solo(g_options);
  REQUIRE(g.state().entities[m].node == 1);
  play(g, ChooseOption{0});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  play(g, Resolve{});
  play(g, SkipOptional{});
  CHECK(g.state().players[0].node == 1);
  REQUIRE(at_gate(g));
  CHECK(g.legal_actions().front() == Action{Fight{m}});
}

TEST_CASE("ambush: on the character's level, test or take the life loss at the start of the action phase", "[R9.6.7]") {
  SECTION("taking the loss") {
    GameOptions g_options = azoz_options({}, {});
    solo_place(g_options, 0, kFull);
    const int m = solo_add_monster(g_options, "m1_ambush", 2);
    Game g = new_solo(g_options);  // the first turn's phase: it walks 2 -> 1 -> 0, then ambushes
    REQUIRE(g.pending().kind == DecisionKind::Monster);
    CHECK(g.pending().detail == 2);
    CHECK(g.legal_actions() == std::vector<Action>{Fight{m}, React{true}});
    refuse(g, React{false});
    refuse(g, Rest{});
    play(g, React{true});
    CHECK(g.state().players[0].lives == 2);
    CHECK(at_gate(g));  // the ambusher walked onto the character (2 -> 1 -> 0)
  }
  SECTION("failing its test") {
    GameOptions g_options = azoz_options({}, {2});
    solo_place(g_options, 0, kFull);
    const int m = solo_add_monster(g_options, "m1_ambush", 2);
    Game g = new_solo(g_options);
    play(g, Fight{m});
    CHECK(monster_under_test(g.state()).kind == MonsterTestKind::Ambush);
    play(g, RollDice{DiceCounts{{0, 1, 0, 0}}});
    play(g, Resolve{});
    CHECK(g.state().players[0].lives == 2);
    CHECK(at_gate(g));
  }
  SECTION("passing its test") {
    GameOptions g_options = azoz_options({}, {3});
    solo_place(g_options, 0, kFull);
    const int m = solo_add_monster(g_options, "m1_ambush", 2);
    Game g = new_solo(g_options);
    play(g, Fight{m});
    play(g, RollDice{DiceCounts{{0, 1, 0, 0}}});
    play(g, Resolve{});
    CHECK(g.state().players[0].lives == 3);
    CHECK(monsters_on_board(g).size() == 1);  // an ambush's test does not discard the monster
  }
  SECTION("not on the character's level: no ambush") {
    GameOptions g_options = azoz_options({}, {});
    solo_place(g_options, 0, kFull);
    solo_add_monster(g_options, "m3_ambush", 22);
    Game g = new_solo(g_options);
    play(g, Rest{});
    CHECK(g.pending().kind == DecisionKind::TurnAction);
  }
}

TEST_CASE("drain: a pool die of the colour is lost in the initial phase, none if the colour is gone", "[R9.6.7][R10.3]") {
  GameOptions g_options = azoz_options({}, {});
  solo_place(g_options, 1, kFull);
  for (int k = 0; k < 3; ++k) solo_add_monster(g_options, "m1_drain", 1);  // three blue drains, two blue dice
  Game g = new_solo(g_options);
  auto ev = play(g, Rest{});
  CHECK(g.state().players[0].pool[Color::Blue] == 0);
  CHECK(g.state().players[0].pool[Color::Red] == 2);
  int lost = 0, nothing = 0;
  for (const Event& e : ev)
    if (e.kind == EventKind::MonsterDrained) (e.b ? lost : nothing)++;
  CHECK(lost == 2);
  CHECK(nothing == 1);
  CHECK(g.state().supply[Color::Blue] == kSupplyPerColor[1]);
}

TEST_CASE("roar: creature cards of the level get harder, never a + test nor a monster's test", "[R9.6.7][R5.12]") {
  // The character on d2_a (node 9, a creature card: red 4+ / optional yellow 5+); the roaring
  // monster ends two steps away.
  GameOptions g_options = azoz_options({}, {6, 3, 5, 5});
  solo_place(g_options, 9, kFull);
  const int roar = solo_add_monster(g_options, "m2_roar", 15);
  Game g = new_solo(g_options);  // the first turn's phase walks it 15 -> 12 -> 11, then it roars
  const GameState& s = g.state();
  CHECK(s.entities[roar].node == 11);
  CHECK(s.board[9].raised == std::vector<Requirement>{{Color::Any, 3}});
  CHECK(s.board[17].raised == std::vector<Requirement>{{Color::Any, 3}});  // boss b2_x shows a creature
  CHECK(s.board[10].raised.empty());
  CHECK(s.board[0].raised.empty());  // another level
  // The main option now needs a second die: red 6 + blue 3 pass it.
  play(g, ChooseOption{0});
  CHECK(requirements_under_test(solo_content(), g.state()).size() == 2);
  play(g, RollDice{DiceCounts{{1, 1, 0, 0}}});
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
  // The + test keeps its printed single requirement.
  play(g, AttemptOptional{});
  CHECK(requirements_under_test(solo_content(), g.state()).size() == 1);
  play(g, RollDice{DiceCounts{{0, 0, 1, 0}}});
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
}

TEST_CASE("roar: a monster's own test is not raised, and the roar ends with the monster", "[R9.6.7][R5.12]") {
  GameOptions g_options = azoz_options({}, {5});
  solo_place(g_options, 9, kFull);
  const int roar = solo_add_monster(g_options, "m2_roar", 9);
  Game g = new_solo(g_options);
  play(g, Rest{});
  REQUIRE(at_gate(g));
  CHECK_FALSE(g.state().board[9].raised.empty());
  play(g, Fight{roar});
  CHECK(requirements_under_test(solo_content(), g.state()).size() == 1);
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  CHECK(has_event(play(g, Resolve{}), EventKind::MonsterDefeated));
  CHECK(g.state().board[9].raised.empty());
  CHECK(g.state().board[17].raised.empty());
}

TEST_CASE("azoz: the ritual full at the end of a turn loses", "[R9.6.5][R9.6.6]") {
  Game g = new_solo(azoz_options({}, {}));
  const int icons = solo_content().cards[g.state().board[26].card].ritual_icons;
  for (int turn = 1; turn < icons; ++turn) {
    CHECK(ritual_gems_placed(g) == turn);
    play(g, Rest{});
  }
  CHECK(ritual_gems_placed(g) == icons);
  CHECK_FALSE(g.finished());
  auto ev = play(g, Rest{});
  REQUIRE(g.finished());
  CHECK(has_event(ev, EventKind::RitualComplete));
  CHECK(g.state().end_reason == EndReason::RitualComplete);
  CHECK(g.state().winners.empty());
}

TEST_CASE("azoz: defeating Azoz on the turn the ritual fills still wins", "[R9.6.5][R8.1]") {
  // Waiting on Azoz's card while the ritual fills (an empty monster deck always adds a gem).
  GameOptions g_options = azoz_options({}, {6, 6});
  solo_place(g_options, 26, kFull);
  Game g = new_solo(g_options);
  const int icons = solo_content().cards[g.state().board[26].card].ritual_icons;
  for (int turn = 1; turn < icons; ++turn) play(g, Rest{});
  REQUIRE(ritual_gems_placed(g) == icons);
  play(g, ChooseOption{0});
  refuse(g, RollDice{DiceCounts{{1, 0, 0, 1}}});  // R9.6.1: no black dice against Azoz
  play(g, RollDice{DiceCounts{{2, 0, 0, 0}}});
  play(g, Resolve{});
  REQUIRE(g.finished());
  CHECK(g.state().end_reason == EndReason::LastBoss);
  CHECK(g.state().winners == std::vector<int>{0});
}

TEST_CASE("azoz: no lives left loses, no elimination, no second chance", "[R9.6.5][R5.10]") {
  GameOptions g_options = azoz_options({}, {1});
  solo_place(g_options, 1, kFull);
  const int m = solo_add_monster(g_options, "m1_plain", 1);
  solo_set_lives(g_options, 1);
  Game g = new_solo(g_options);
  play(g, Rest{});
  play(g, Fight{m});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  play(g, Resolve{});
  REQUIRE(g.finished());
  CHECK(g.state().end_reason == EndReason::OutOfLives);
  CHECK(g.state().winners.empty());
  CHECK(g.legal_actions().empty());
}

TEST_CASE("the chance shown for a fight counts every pool die the monster's test allows", "[R9.6.4][R10.3]") {
  GameOptions g_options = azoz_options({}, {});
  solo_place(g_options, 1, kFull);
  const int m = solo_add_monster(g_options, "m1_plain", 1);
  Game g = new_solo(g_options);
  play(g, Rest{});
  REQUIRE(at_gate(g));
  // Red 3+: any red, yellow or black die may meet it (blue never stands in for red), and one showing
  // 3 or more is enough: the chance is 1 - (2/6)^n over those n dice.
  const DiceCounts& pool = g.state().players[0].pool;
  const int n = pool[Color::Red] + pool[Color::Yellow] + pool[Color::Black];
  REQUIRE(pool[Color::Blue] > 0);
  const double expected = 1.0 - std::pow(2.0 / 6.0, n);
  CHECK(monster_test_chance(solo_content(), g.state(), 0, m, MonsterTestKind::Fight) == Approx(expected));
  CHECK(monster_test_chance(solo_content(), g.state(), 0, m, MonsterTestKind::Dodge) == Approx(expected));
  CHECK(monster_test_chance(solo_content(), g.state(), 0, -1, MonsterTestKind::Fight) == 0.0);  // no monster
  CHECK(monster_test_chance(solo_content(), g.state(), 0, m + 5, MonsterTestKind::Fight) == 0.0);
}

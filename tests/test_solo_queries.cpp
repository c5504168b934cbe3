// The public solo questions (highscore/solo.hpp) asked from an observation: they agree with what the
// Azoz and Hunter phases then do (R9.6.3, R9.6.5, R9.7J) and with the monsters the gate waits on
// (R9.6.4, R9.6.7).
#include <catch2/catch.hpp>

#include "highscore/solo.hpp"
#include "solo_support.hpp"

using namespace hs;
using namespace hs::testing;

TEST_CASE("solo queries: the two adventures are the solo modes", "[R9.6][R9.7J]") {
  CHECK(is_solo_mode(Mode::Azoz));
  CHECK(is_solo_mode(Mode::Hunter));
  CHECK_FALSE(is_solo_mode(Mode::Standard));
  CHECK_FALSE(is_solo_mode(Mode::Coop));
}

TEST_CASE("solo queries: Azoz's card and ritual track, seen by a spectator", "[R9.6.1][R9.6.3][R9.6.5]") {
  Game g = new_solo(azoz_options({}, {5}));  // the first phase rolls 5: a gem
  const Observation seen = g.observe(-1);
  REQUIRE(azoz_node(seen) == 26);
  const DungeonCard* card = azoz_card(solo_content(), seen);
  REQUIRE(card);
  CHECK(card->azoz);
  const RitualTrack track = ritual_track(solo_content(), seen);
  CHECK(track.icons == card->ritual_icons);
  CHECK(track.gems == 1);
  CHECK(track.gems == ritual_gems_placed(g));
  CHECK(track.left() == track.icons - 1);
  CHECK_FALSE(track.complete());

  // Outside his adventure there is no Azoz, and no track.
  Game hunter = new_solo(hunter_options({}));
  CHECK(azoz_node(hunter.observe(0)) == -1);
  CHECK(azoz_card(solo_content(), hunter.observe(0)) == nullptr);
  CHECK(ritual_track(solo_content(), hunter.observe(0)).icons == 0);
  CHECK_FALSE(ritual_track(solo_content(), hunter.observe(0)).complete());
}

TEST_CASE("solo queries: the ritual's last icon and a full track", "[R9.6.5]") {
  RitualTrack t{4, 5};
  CHECK(t.one_left());
  CHECK_FALSE(t.complete());
  t.gems = 5;
  CHECK(t.complete());
  CHECK(t.left() == 0);
  CHECK_FALSE(RitualTrack{}.complete());
}

TEST_CASE("solo queries: Azoz's die is even while monsters wait, a sure gem once none do", "[R9.6.3]") {
  GameOptions o = azoz_options({"m1_plain"}, {5, 5});
  solo_place(o, 0, kFull);
  Game g = new_solo(o);
  AzozDie die = azoz_die(g.observe(0));
  CHECK(die.rolled);
  CHECK(die.monster == Approx(0.5));
  CHECK(die.gem == Approx(0.5));

  Game empty = new_solo(azoz_options({}, {1}));
  die = azoz_die(empty.observe(0));
  CHECK_FALSE(die.rolled);
  CHECK(die.gem == 1.0);
  CHECK(die.monster == 0.0);
  // And the next phase does put a gem on, whatever the die would say.
  const int before = ritual_gems_placed(empty);
  play(empty, Rest{});
  CHECK(ritual_gems_placed(empty) == before + 1);
}

TEST_CASE("solo queries: walkers on a card, the Hunter behind the first card", "[R9.6.3][R9.7J]") {
  GameOptions o = hunter_options({});
  solo_place(o, 23, kFull);
  const int a = solo_add_monster(o, "m1_plain", 9);
  const int b = solo_add_monster(o, "m2_plain", 9);
  Game g = new_solo(o);
  const Observation seen = g.observe(0);
  CHECK(walkers_on(seen, 9) == std::vector<int>{a, b});
  CHECK(walkers_on(seen, -1) == std::vector<int>{hunter_entity(seen)});
  CHECK(walkers_on(seen, 10).empty());
  CHECK(is_walker(seen.state().entities[a]));
}

TEST_CASE("solo queries: the monster faced at the gate, under test, and ambushing", "[R9.6.4][R9.6.7]") {
  SECTION("the gate waits on the first of two monsters") {
    GameOptions o = azoz_options({}, {});
    solo_place(o, 10, kFull);
    const int a = solo_add_monster(o, "m1_plain", 10);
    const int b = solo_add_monster(o, "m1_plain", 10);
    Game g = new_solo(o);
    REQUIRE(g.pending().kind == DecisionKind::Monster);
    MonsterFaced f = monster_faced(solo_content(), g.observe(0));
    CHECK(f.entity == a);
    CHECK(f.others == 1);
    CHECK_FALSE(f.ambush);
    CHECK_FALSE(f.testing);
    play(g, Fight{b});
    f = monster_faced(solo_content(), g.observe(0));
    CHECK(f.entity == b);
    CHECK(f.testing);
  }
  SECTION("an ambush") {
    GameOptions o = azoz_options({}, {});
    solo_place(o, 0, kFull);
    const int m = solo_add_monster(o, "m1_ambush", 2);
    Game g = new_solo(o);
    REQUIRE(g.pending().kind == DecisionKind::Monster);
    const MonsterFaced f = monster_faced(solo_content(), g.observe(0));
    CHECK(f.entity == m);
    CHECK(f.ambush);
    CHECK_FALSE(f.testing);
  }
  SECTION("nothing faced on a card without monsters") {
    Game g = new_solo(azoz_options({}, {5}));
    CHECK(monster_faced(solo_content(), g.observe(0)).entity == -1);
  }
}

// Saved games keep their decision stacks: the details may never change value.
static_assert(kMonsterGate == 0 && kMonsterAmbush == 2);

TEST_CASE("solo queries: the gate and an ambush are told apart by their named details", "[R9.6.4][R9.6.7]") {
  GameOptions o = azoz_options({}, {});
  solo_place(o, 0, kFull);
  solo_add_monster(o, "m1_ambush", 2);
  Game g = new_solo(o);
  REQUIRE(is_ambush(g.pending()));
  CHECK_FALSE(is_monster_gate(g.pending()));
  play(g, React{true});
  CHECK(is_monster_gate(g.pending()));  // the ambusher walked onto the character's card
  CHECK_FALSE(is_ambush(g.pending()));
  CHECK_FALSE(is_ambush(Decision{DecisionKind::Reaction, 0, -1, -1, kMonsterAmbush}));
}

TEST_CASE("solo queries: the Hunter's forecast is where his phase takes him", "[R9.7J]") {
  SECTION("an empty deck quickens him, then the run") {
    GameOptions o = hunter_options({});
    solo_place(o, 23, kFull);
    Game g = new_solo(o);
    HunterForecast f = hunter_forecast(solo_content(), g.observe(0));
    CHECK(f.first_turn);
    CHECK(f.node == -1);
    CHECK(f.movement == solo_content().hunter.movement + 1);
    CHECK(f.runs);
    CHECK(f.steps == f.movement + 1);
    CHECK_FALSE(f.catches);
    play(g, Rest{});
    CHECK(entity_node(g, EntityKind::Hunter) == f.lands);
    f = hunter_forecast(solo_content(), g.observe(0));
    CHECK_FALSE(f.first_turn);
    CHECK(f.movement == solo_content().hunter.movement + 1);  // the mark stays, it does not grow
    play(g, Rest{});
    CHECK(entity_node(g, EntityKind::Hunter) == f.lands);
    CHECK(f.lands == 9);
  }
  SECTION("with monsters in the deck he moves his movement only") {
    GameOptions o = hunter_options({"m1_plain", "m1_plain"});
    solo_place(o, 23, kFull);
    solo_set_hunter(o, 5);
    Game g = new_solo(o);
    const HunterForecast f = hunter_forecast(solo_content(), g.observe(0));
    CHECK(f.movement == solo_content().hunter.movement);
    play(g, Rest{});
    CHECK(entity_node(g, EntityKind::Hunter) == f.lands);
  }
  SECTION("on the character's level there is no run") {
    GameOptions o = hunter_options({"m1_plain", "m1_plain"});
    solo_place(o, 23, kFull);
    solo_set_hunter(o, 19);
    Game g = new_solo(o);
    const HunterForecast f = hunter_forecast(solo_content(), g.observe(0));
    CHECK_FALSE(f.runs);
    CHECK(f.steps == f.movement);
    CHECK(f.cards_behind == 4);
    play(g, Rest{});
    CHECK(entity_node(g, EntityKind::Hunter) == f.lands);
  }
  SECTION("catching the character") {
    Game g = new_solo(hunter_options({}));  // the character never left the first card
    const HunterForecast f = hunter_forecast(solo_content(), g.observe(0));
    CHECK(f.cards_behind == 1);
    CHECK(f.catches);
    CHECK(f.lands == 0);
    play(g, Rest{});
    CHECK(g.finished());
    CHECK(g.state().end_reason == EndReason::Caught);
  }
  SECTION("no Hunter in Azoz's adventure") {
    Game g = new_solo(azoz_options({}, {5}));
    CHECK(hunter_forecast(solo_content(), g.observe(0)).entity == -1);
    CHECK(hunter_cards_behind(g.observe(0)) == -1);
  }
}

TEST_CASE("solo queries: cards behind count the step onto the first card", "[R9.7J]") {
  GameOptions o = hunter_options({});
  solo_place(o, 5, kFull);
  Game g = new_solo(o);
  CHECK(hunter_cards_behind(g.observe(0)) == 6);
}

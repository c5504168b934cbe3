// The tense music's moments besides the announced last round (tested in test_app_sound.cpp): a hero
// on the last level, a solo hero down to one life, Azoz's ritual one gem from complete, the Hunter
// about to catch up. Co-op has no levels to race through: only its last round would be tense.
#include <catch2/catch.hpp>

#include "app/audio/music_choice.hpp"
#include "highscore/solo.hpp"
#include "../solo_support.hpp"

using namespace hs;
using namespace hs::testing;
using hs::app::last_stretch;
using hs::app::table_music;

namespace {

// The first card of the game's last level, from what the hero sees of the board.
int first_node_of_last_level(const Game& g) {
  const TableState& st = g.observe(0).state();
  for (std::size_t n = 0; n < st.board.size(); ++n)
    if (st.board[n].level >= st.levels) return static_cast<int>(n);
  return -1;
}

}  // namespace

TEST_CASE("music: calm on the first level, tense once a hero stands on the last", "[app][sound][R9.6]") {
  GameOptions calm = azoz_options({}, {});
  solo_place(calm, 0, kFull);
  const Game start = new_solo(calm);
  CHECK_FALSE(last_stretch(start));
  CHECK(table_music(start) == "dungeon");

  const int last = first_node_of_last_level(start);
  REQUIRE(last > 0);
  GameOptions deep = azoz_options({}, {});
  solo_place(deep, last, kFull);
  const Game g = new_solo(deep);
  CHECK(last_stretch(g));
  CHECK(table_music(g) == "tense");
}

TEST_CASE("music: a solo hero down to the last life hears the tense music", "[app][sound][R9.6]") {
  GameOptions o = azoz_options({}, {});
  solo_place(o, 0, kFull);
  solo_set_lives(o, 2);
  CHECK_FALSE(last_stretch(new_solo(o)));
  solo_set_lives(o, 1);
  CHECK(last_stretch(new_solo(o)));
}

TEST_CASE("music: Azoz's ritual one gem from complete is tense", "[app][sound][R9.6.5]") {
  Game g = new_solo(azoz_options({}, {1}));  // no monsters: every Azoz phase puts a gem on
  bool was_tense_before = false;
  for (int turn = 0; turn < 30 && !g.finished(); ++turn) {
    const RitualTrack track = ritual_track(g.content(), g.observe(0));
    if (track.one_left()) break;
    was_tense_before = was_tense_before || last_stretch(g);
    play(g, Rest{});
  }
  const RitualTrack track = ritual_track(g.content(), g.observe(0));
  REQUIRE(track.one_left());
  CHECK_FALSE(was_tense_before);  // one gem short of one-left was still calm (lives full, level 1)
  CHECK(last_stretch(g));
}

TEST_CASE("music: the Hunter about to catch the hero is tense, not on the first turn", "[app][sound][R9.7J]") {
  // The very first turn: a hero still on the first card would be caught, but moves on first.
  const Game opening = new_solo(hunter_options({}));
  REQUIRE(hunter_forecast(opening.content(), opening.observe(0)).catches);
  CHECK_FALSE(last_stretch(opening));

  // A hero resting a few cards ahead: calm while the Hunter is far, tense once his next move reaches.
  GameOptions o = hunter_options({});
  solo_place(o, 6, kFull);
  solo_set_hunter(o, 0);
  Game g = new_solo(o);
  bool calm_seen = false;
  for (int turn = 0; turn < 6 && !g.finished(); ++turn) {
    const HunterForecast f = hunter_forecast(g.content(), g.observe(0));
    if (f.catches && !f.first_turn) break;
    calm_seen = calm_seen || !last_stretch(g);
    play(g, Rest{});
  }
  const HunterForecast f = hunter_forecast(g.content(), g.observe(0));
  REQUIRE(f.catches);
  REQUIRE_FALSE(f.first_turn);
  CHECK(calm_seen);
  CHECK(last_stretch(g));
}

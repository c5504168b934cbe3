// Saves of the solo adventures (R9.6 Azoz, R9.7J the Hunter): a game stopped anywhere, in the mode's
// phase, at a monster or mid-test, reloads to the same state and hash, and its action log replays it.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <set>

#include "highscore/bots.hpp"
#include "highscore/game.hpp"
#include "highscore/save.hpp"
#include "solo_support.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

// Plays `actions` bot actions (or to the end) and checks the reload and the replay after each of the
// first decisions of every kind met, so the mode's own decisions are among them.
void check_saves_along(const GameOptions& o, std::uint64_t seed, int actions) {
  Game g = new_solo(o, seed);
  auto bot = make_bot("random", seed * 31 + 7);
  std::set<int> kinds_checked;
  for (int i = 0; i < actions && !g.finished(); ++i) {
    const int kind = static_cast<int>(g.pending().kind) * 10 + g.pending().detail % 10;
    if (kinds_checked.insert(kind).second) {
      auto reloaded = load_game(solo_content(), save_game(g));
      REQUIRE(reloaded.ok());
      CHECK(reloaded->state() == g.state());
      CHECK(reloaded->hash() == g.hash());
      CHECK(reloaded->legal_actions() == g.legal_actions());
    }
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
  Game again = new_solo(o, seed);
  for (const Action& a : g.log()) REQUIRE(again.apply(a).ok());
  CHECK(again.state() == g.state());
  CHECK(kinds_checked.size() > 3);
}

}  // namespace

TEST_CASE("azoz games save, reload and replay to the same state", "[R9.6][R10.1][R10.4]") {
  const GameOptions o = azoz_options({"m1_ambush", "m1_drain", "m2_roar", "m2_plain", "m3_fast", "m3_roar"});
  for (std::uint64_t seed : {1u, 2u, 3u}) check_saves_along(o, seed, 400);
}

TEST_CASE("hunter games save, reload and replay to the same state", "[R9.7J][R10.1][R10.4]") {
  GameOptions o = hunter_options({"m1_ambush", "m1_drain", "m1_plain", "m2_plain", "m2_drain", "m3_ambush"});
  o.hunter_easier = true;
  for (std::uint64_t seed : {1u, 2u, 3u}) check_saves_along(o, seed, 400);
}

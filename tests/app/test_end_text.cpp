// The end screen's line on how the winners were picked (R8.2): it follows the engine's ranking,
// names the step that decided, in both languages, and stays silent when there is nothing to explain.
#include <catch2/catch.hpp>

#include "../endgame_support.hpp"
#include "app/text/end_text.hpp"
#include "app/text/action_text.hpp"
#include "app_test_support.hpp"

namespace hs {

using hs::testing::at_last_boss;
using hs::testing::defeat_boss;
using hs::testing::play;
using hs::testing::seat_start;
using hs::testing::tie_broken_by_gems;
using hs::testing::tie_on_treasure_and_gems;

TEST_CASE("the end screen says that the gems broke a tie on treasure or that the win is shared", "[R8.2][app]") {
  Game gems = at_last_boss(2, tie_broken_by_gems);
  defeat_boss(gems);
  defeat_boss(gems);
  REQUIRE(gems.finished());
  const std::string winner = hs::app::player_name(gems, 1, "en");
  CHECK(hs::app::win_reason_line(gems, hs::app::test::strings_in("en")) ==
        "Tied at 9 treasure: the most gems break the tie, and " + winner + " has 3.");
  CHECK(hs::app::win_reason_line(gems, hs::app::test::strings_in("es")) ==
        "Empate a 9 de tesoro: desempatan las gemas, y " + hs::app::player_name(gems, 1, "es") + " tiene 3.");

  Game shared = at_last_boss(2, tie_on_treasure_and_gems);
  defeat_boss(shared);
  defeat_boss(shared);
  CHECK(hs::app::win_reason_line(shared, hs::app::test::strings_in("en")) ==
        "Tied at 9 treasure and 2 gems: the victory is shared.");
}

TEST_CASE("the end screen explains a richer loser and says nothing when one player simply won", "[R8.2][app]") {
  Game richer = at_last_boss(2, [](GameOptions& o) { seat_start(o, 1).coins = 100; });
  defeat_boss(richer);
  play(richer, Rest{});
  REQUIRE(richer.finished());
  CHECK(hs::app::win_reason_line(richer, hs::app::test::strings_in("en")) ==
        "Only those who beat the last boss can win, whatever their treasure.");

  Game plain = at_last_boss(2, [](GameOptions&) {});
  defeat_boss(plain);
  play(plain, Rest{});
  REQUIRE(plain.finished());
  CHECK(hs::app::win_reason_line(plain, hs::app::test::strings_in("en")).empty());
}

}  // namespace hs

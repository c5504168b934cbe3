// The end screen's line on how the winners were picked (R8.2): it follows the engine's ranking,
// names the step that decided, in both languages, and stays silent when there is nothing to explain.
#include <catch2/catch.hpp>

#include "../support_content.hpp"
#include "app/text/end_text.hpp"
#include "app/text/action_text.hpp"
#include "app_test_support.hpp"

namespace hs {
namespace {

using hs::testing::base_options;
using hs::testing::dice;
using hs::testing::give_item;
using hs::testing::play;
using hs::testing::seat_start;

// Every seat on the level-3 boss of the test content (red 5+ and any 5+, 3 coins), all faces 5.
Game end_text_boss_game(int players, const std::function<void(GameOptions&)>& more) {
  GameOptions o = base_options(players);
  o.scripted_dice.assign(40, 5);
  for (int seat = 0; seat < players; ++seat) seat_start(o, seat).node = 26;
  more(o);
  return hs::testing::new_game(o);
}

void end_text_defeat_boss(Game& g) {
  play(g, ChooseOption{0});
  play(g, RollDice{dice(2, 0, 0, 0)});
  play(g, Resolve{});
}

}  // namespace

TEST_CASE("the end screen says that the gems broke a tie on treasure or that the win is shared", "[R8.2][app]") {
  Game gems = end_text_boss_game(2, [](GameOptions& o) {
    seat_start(o, 0).coins = 4;
    seat_start(o, 0).gems = 2;
    seat_start(o, 1).coins = 1;
    seat_start(o, 1).gems = 3;
    give_item(o, 1, "discount");
  });
  end_text_defeat_boss(gems);
  end_text_defeat_boss(gems);
  REQUIRE(gems.finished());
  const std::string winner = hs::app::player_name(gems, 1, "en");
  CHECK(hs::app::win_reason_line(gems, hs::app::test::strings_in("en")) ==
        "Tied at 9 treasure: the most gems break the tie, and " + winner + " has 3.");
  CHECK(hs::app::win_reason_line(gems, hs::app::test::strings_in("es")) ==
        "Empate a 9 de tesoro: desempatan las gemas, y " + hs::app::player_name(gems, 1, "es") + " tiene 3.");

  Game shared = end_text_boss_game(2, [](GameOptions& o) {
    seat_start(o, 0).coins = 4;
    seat_start(o, 0).gems = 2;
    seat_start(o, 1).coins = 2;
    seat_start(o, 1).gems = 2;
    give_item(o, 1, "discount");
  });
  end_text_defeat_boss(shared);
  end_text_defeat_boss(shared);
  CHECK(hs::app::win_reason_line(shared, hs::app::test::strings_in("en")) ==
        "Tied at 9 treasure and 2 gems: the victory is shared.");
}

TEST_CASE("the end screen explains a richer loser and says nothing when one player simply won", "[R8.2][app]") {
  Game richer = end_text_boss_game(2, [](GameOptions& o) { seat_start(o, 1).coins = 100; });
  end_text_defeat_boss(richer);
  play(richer, Rest{});
  REQUIRE(richer.finished());
  CHECK(hs::app::win_reason_line(richer, hs::app::test::strings_in("en")) ==
        "Only those who beat the last boss can win, whatever their treasure.");

  Game plain = end_text_boss_game(2, [](GameOptions&) {});
  end_text_defeat_boss(plain);
  play(plain, Rest{});
  REQUIRE(plain.finished());
  CHECK(hs::app::win_reason_line(plain, hs::app::test::strings_in("en")).empty());
}

}  // namespace hs

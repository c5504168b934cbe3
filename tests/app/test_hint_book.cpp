// The coach's hints are counted per seat and kept when the same game is resumed (Continue makes a
// new session of it); another game starts with none.
#include <catch2/catch.hpp>

#include "app/teach/hint_book.hpp"
#include "app_test_support.hpp"

namespace hs::app {

TEST_CASE("hints: one count per seat, kept for the same game, none for another", "[app]") {
  const Game a = test::new_game(3, 41);
  const Game resumed = test::new_game(3, 41);  // the same set-up and seed, as Continue rebuilds it
  const Game other = test::new_game(3, 42);
  CHECK(hint_game_key(a) == hint_game_key(resumed));
  CHECK(hint_game_key(a) != hint_game_key(other));

  HintBook book;
  book.follow(hint_game_key(a));
  book.add(0, "Roll 2 dice: 83% to pass");
  book.add(0, "Resolve: pass");
  book.add(2, "Rest");
  CHECK(book.of(0).size() == 2);
  CHECK(book.of(1).empty());
  CHECK(book.of(2) == std::vector<std::string>{"Rest"});
  book.follow(hint_game_key(resumed));  // Continue: the same game again
  CHECK(book.of(0).size() == 2);
  CHECK(book.of(0).back() == "Resolve: pass");
  book.follow(hint_game_key(other));  // a new game
  CHECK(book.of(0).empty());
  CHECK(book.of(2).empty());
}

}  // namespace hs::app

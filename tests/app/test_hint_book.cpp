// The coach's hints are counted per seat and kept when the same game is resumed (Continue makes a
// new session of it); another game starts with none.
#include <catch2/catch.hpp>

#include <fstream>

#include "app/teach/coach/hint_book.hpp"
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

TEST_CASE("hints: kept on disk for the game resumed after the app was closed", "[app]") {
  test::TempDir tmp("hs_hint_book");
  const std::string file = tmp.file("hints.json");
  const Game a = test::new_game(2, 7), other = test::new_game(2, 8);
  {
    HintBook book;
    book.follow(hint_game_key(a), file);
    book.add(1, "Rest", file);
    book.add(1, "Roll 3 dice: 58% to pass", file);
  }
  HintBook resumed;  // a new run of the app: Continue
  resumed.follow(hint_game_key(a), file);
  CHECK(resumed.of(1) == std::vector<std::string>{"Rest", "Roll 3 dice: 58% to pass"});
  CHECK(resumed.of(0).empty());
  HintBook fresh;  // another game starts with none, whatever the file holds
  fresh.follow(hint_game_key(other), file);
  CHECK(fresh.of(1).empty());
  std::ofstream(file) << "{\"game\": 3, \"seats\": [";  // damaged: read as nothing, never a crash
  HintBook damaged;
  damaged.follow(hint_game_key(a), file);
  CHECK(damaged.of(1).empty());
}

}  // namespace hs::app

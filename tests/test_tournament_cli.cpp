// `highscore-cli tournament` (issue 21): rotates a competitive line-up over the seats and prints each
// entry's win share with an interval; plays solo and co-op kinds on the same seeds with the paired
// difference; refuses wrong arguments with exit code 2.
#include <catch2/catch.hpp>

#include <string>

#include "cli_support.hpp"

using namespace hs::test_cli;

namespace {

// The project's own data/, where the tournament's bots play.
Run run_cli(const std::string& args) { return cli(args + " --data '" + std::string(HS_TEST_DIR) + "/../data'"); }

}  // namespace

TEST_CASE("cli tournament: seats rotate, shares add up to the games won, the same seed gives the same table",
          "[cli][bots]") {
  const Run a = run_cli("tournament --players 3 --games 30 --seed 4 --bots advisor,easy,random");
  REQUIRE(a.exit_code == 0);
  CHECK(contains(a.out, "30 3-player standard games, seats rotated every game, fair share 33.3%"));
  CHECK(contains(a.out, "1   advisor"));
  CHECK(contains(a.out, "2   easy"));
  CHECK(contains(a.out, "3   random"));
  CHECK(run_cli("tournament --players 3 --games 30 --seed 4 --bots advisor,easy,random --threads 2").out == a.out);
}

TEST_CASE("cli tournament: solo and co-op kinds play the same seeds and show the paired difference", "[cli][bots]") {
  const Run solo = run_cli("tournament --players 1 --games 6 --seed 2 --bots advisor,random --mode azoz");
  REQUIRE(solo.exit_code == 0);
  CHECK(contains(solo.out, "6 azoz games with 1 seat"));
  CHECK(contains(solo.out, "advisor - random:"));
  const Run coop = run_cli("tournament --players 2 --games 3 --seed 2 --bots hard,normal --iterations 8 --mode coop");
  REQUIRE(coop.exit_code == 0);
  CHECK(contains(coop.out, "expert - advisor:"));
}

TEST_CASE("cli tournament: wrong arguments are refused with a message and exit code 2", "[cli][bots]") {
  for (const char* args : {"tournament --players 3 --games 5 --seed 1 --bots advisor",
                           "tournament --players 3 --games 5 --seed 1 --bots advisor,wizard,random",
                           "tournament --players 3 --games 5 --seed 1 --bots advisor,advisor",
                           "tournament --players 3 --games 5 --seed 1 --bots advisor,advisor,random --threads 0",
                           "tournament --players 3 --games 5 --seed 1 --bots advisor,advisor,random --iterations x",
                           "tournament --players 3 --seed 1 --bots advisor,advisor,random"}) {
    INFO(args);
    const Run r = run_cli(args);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "highscore-cli tournament: "));
  }
}

// `highscore-cli tournament` (issue 21): rotates a competitive line-up over the seats and prints each
// entry's win share with an interval; plays solo and co-op kinds on the same seeds with the paired
// difference; refuses wrong arguments with exit code 2.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;

struct Run {
  int exit_code = -1;
  std::string out, err;
};

std::string read_all(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream b;
  b << in.rdbuf();
  return b.str();
}

Run run_cli(const std::string& args) {
  static const fs::path dir = [] {
    fs::path d = fs::temp_directory_path() / ("hs_test_tournament_" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  const fs::path out = dir / "stdout.txt", err = dir / "stderr.txt";
  const std::string command = std::string("'") + HS_CLI_PATH + "' " + args + " --data '" + HS_TEST_DIR +
                              "/../data' > '" + out.string() + "' 2> '" + err.string() + "'";
  const int status = std::system(command.c_str());
  return Run{WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_all(out), read_all(err)};
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("cli tournament: seats rotate, shares add up to the games won, the same seed gives the same table",
          "[cli][bots]") {
  const Run a = run_cli("tournament --players 3 --games 30 --seed 4 --bots advisor,easy,random");
  REQUIRE(a.exit_code == 0);
  CHECK(has(a.out, "30 3-player standard games, seats rotated every game, fair share 33.3%"));
  CHECK(has(a.out, "1   advisor"));
  CHECK(has(a.out, "2   easy"));
  CHECK(has(a.out, "3   random"));
  CHECK(run_cli("tournament --players 3 --games 30 --seed 4 --bots advisor,easy,random --threads 2").out == a.out);
}

TEST_CASE("cli tournament: solo and co-op kinds play the same seeds and show the paired difference", "[cli][bots]") {
  const Run solo = run_cli("tournament --players 1 --games 6 --seed 2 --bots advisor,random --mode azoz");
  REQUIRE(solo.exit_code == 0);
  CHECK(has(solo.out, "6 azoz games with 1 seat"));
  CHECK(has(solo.out, "advisor - random:"));
  const Run coop = run_cli("tournament --players 2 --games 3 --seed 2 --bots hard,normal --iterations 8 --mode coop");
  REQUIRE(coop.exit_code == 0);
  CHECK(has(coop.out, "expert - advisor:"));
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
    CHECK(has(r.err, "highscore-cli tournament: "));
  }
}

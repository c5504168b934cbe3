// highscore-cli against bad input: every command answers --help, endless or NUL-laden files end with a
// message, deep saves are refused instead of crashing, and --save never replaces anything but a
// regular file (a link is written through, a FIFO or a directory refused).
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "highscore/save.hpp"

using nlohmann::json;
using namespace hs::test_cli;
namespace fs = std::filesystem;

namespace {



const std::string kScript =
    R"({"options": {"players": 2, "first_player": 0, "scripted_dice": [6, 6, 6]}, "seed": 3, "actions": [)"
    R"({"type": "choose_option", "option": 0}]})";

}  // namespace

TEST_CASE("cli: every command prints its usage on --help or -h and exits 0", "[cli]") {
  for (const char* command : {"validate", "content-stats", "play", "replay", "simulate", "odds", "bench", "balance"})
    for (const char* flag : {"--help", "-h"}) {
      INFO(command << " " << flag);
      const Run r = cli(std::string(command) + " " + flag);
      CHECK(r.exit_code == 0);
      CHECK(contains(r.out, "usage: highscore-cli " + std::string(command)));
    }
  const Run late = cli("replay some.json --help");
  CHECK(late.exit_code == 0);
  CHECK(contains(late.out, "usage: highscore-cli replay SAVE.json"));
}

TEST_CASE("cli replay and play: /dev/zero and a NUL end with a message, a deep save is refused", "[cli][R10.4]") {
  for (const char* command : {"replay", "play"}) {
    INFO(command);
    const Run r = cli(std::string(command) + " /dev/zero" + kData);
    CHECK(r.exit_code != 0);
    CHECK(r.exit_code != -1);
    CHECK(contains(r.err, "/dev/zero: cannot read (a character device, not a regular file)"));
  }
  const fs::path nul = write_file("nul.json", kScript + std::string(1, '\0') + "garbage");
  const Run played = cli("play '" + nul.string() + "'" + kData);
  CHECK(played.exit_code == 2);
  CHECK(contains(played.err, "a NUL byte at line 1, column"));

  std::string save = slurp(fs::path(HS_TEST_DIR) / "saves" / "format1_standard.json");
  save.insert(save.find("\"state\": {") + 10, "\"deep\": " + std::string(100000, '[') + std::string(100000, ']') + ",");
  const fs::path deep = write_file("deep.json", save);
  const Run replayed = cli("replay '" + deep.string() + "'" + kData);
  CHECK(replayed.exit_code == 1);
  CHECK(contains(replayed.err, "nested deeper than 64 levels at line"));
  const Run set = cli("simulate --players 2 --games 1 --seed 1 --set 'start=" + std::string(50000, '[') + "'" + kData);
  CHECK(set.exit_code == 2);
  CHECK(contains(set.err, "--set start: nested deeper than 64 levels"));
}

TEST_CASE("cli play --save: an empty name is refused, a link is written through, a FIFO is kept", "[cli][R10.4]") {
  const fs::path script = write_file("save_script.json", kScript);
  const std::string play = "play '" + script.string() + "'" + kData + " --save ";
  SECTION("empty name") {
    const Run r = cli(play + "''");
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "--save needs a value"));
  }
  SECTION("a symbolic link: the file it names gets the save, the link stays") {
    const fs::path target = write_file("link_target.json", "old");
    const fs::path link = scratch() / "link.json";
    fs::remove(link);
    fs::create_symlink("link_target.json", link);  // relative, as `ln -s` makes them
    const Run r = cli(play + "'" + link.string() + "'");
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(fs::is_symlink(fs::symlink_status(link)));
    CHECK(json::parse(slurp(target))["format_version"] == hs::kSaveFormatVersion);
  }
  SECTION("a FIFO or a directory is refused and left as it was") {
    const fs::path fifo = scratch() / "fifo.json";
    fs::remove(fifo);
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const Run r = cli(play + "'" + fifo.string() + "'");
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "a FIFO (named pipe) is there; only a regular file is replaced"));
    CHECK(fs::is_fifo(fs::symlink_status(fifo)));
    const fs::path dir = scratch() / "a_dir.json";
    fs::create_directories(dir);
    const Run d = cli(play + "'" + dir.string() + "'");
    CHECK(d.exit_code == 2);
    CHECK(contains(d.err, "a directory is there"));
    CHECK(fs::is_directory(dir));
  }
  SECTION("a stale temp file that is a link is replaced, not written through") {
    const fs::path victim = write_file("victim.txt", "keep me");
    const fs::path out = scratch() / "out.json";
    fs::remove(fs::path(out.string() + ".tmp"));
    fs::create_symlink(victim, out.string() + ".tmp");
    const Run r = cli(play + "'" + out.string() + "'");
    CHECK(r.exit_code == 0);
    CHECK(slurp(victim) == "keep me");
    CHECK(json::parse(slurp(out))["format_version"] == hs::kSaveFormatVersion);
  }
}

// The built highscore-cli, run as a user would: play scripts, replay saves, simulate bot games,
// including the refusal of bad input with clear messages and exit codes (0 ok, 1 refused, 2 bad input).
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "highscore/save.hpp"
#include "cli_support.hpp"

using nlohmann::json;
using namespace hs::test_cli;

namespace {

namespace fs = std::filesystem;


// A short script: the first player picks option 0 and rolls one die, whatever it shows.
std::string first_roll_script(const std::string& extra_actions = "", const std::string& expect = "") {
  return R"({"options": {"players": 2, "first_player": 0, "scripted_dice": [6, 6, 6]}, "seed": 3, "actions": [)"
         R"({"type": "choose_option", "option": 0})" +
         extra_actions + "]" + (expect.empty() ? "" : ", \"expect\": " + expect) + "}";
}

}  // namespace

TEST_CASE("cli play: a scenario plays and prints the final facts", "[cli][R10.4]") {
  const auto files = hs::scenario_files();
  REQUIRE_FALSE(files.empty());
  for (const auto& file : files) {
    const Run r = cli("play '" + file + "'" + kData);
    INFO(file << "\n" << r.err);
    CHECK(r.exit_code == 0);
    const json facts = json::parse(r.out, nullptr, false);
    REQUIRE_FALSE(facts.is_discarded());
    CHECK(facts.contains("hash"));
    CHECK(facts.contains("pending"));
    CHECK(facts["players"].is_array());
  }
}

TEST_CASE("cli play: refused actions and failed expectations exit 1 and say which", "[cli][R10.2]") {
  SECTION("refused action") {
    const auto p = write_file("refused.json", first_roll_script(R"(, {"type": "choose_option", "option": 0})"));
    const Run r = cli("play '" + p.string() + "'" + kData);
    CHECK(r.exit_code == 1);
    CHECK(contains(r.err, "action 1 (option 0) refused: R5.1"));
  }
  SECTION("expectation that does not hold") {
    const auto p = write_file("expect.json", first_roll_script("", R"({"round": 1, "pending": "shop"})"));
    const Run r = cli("play '" + p.string() + "'" + kData);
    CHECK(r.exit_code == 1);
    CHECK(contains(r.err, "expect /pending: expected \"shop\", got \"choose_dice\""));
  }
  SECTION("expectations that hold") {
    const auto p = write_file("expect_ok.json", first_roll_script("", R"({"round": 1, "pending": "choose_dice"})"));
    const Run r = cli("play '" + p.string() + "'" + kData);
    INFO(r.err);
    CHECK(r.exit_code == 0);
  }
}

TEST_CASE("cli play: malformed scripts and arguments exit 2 with a clear message", "[cli]") {
  SECTION("no script") {
    const Run r = cli("play");
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "usage"));
  }
  SECTION("missing file") {
    const Run r = cli("play /nonexistent/script.json" + kData);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "/nonexistent/script.json: cannot read"));
  }
  SECTION("not JSON") {
    const auto p = write_file("broken.json", "{\n  \"seed\": 1,\n  \"actions\": [\n}");
    const Run r = cli("play '" + p.string() + "'" + kData);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, p.string() + ": not JSON at line 4 column 1"));
  }
  SECTION("bad action") {
    const auto p = write_file("bad_action.json", R"({"seed": 1, "actions": [{"type": "rest"}, {"type": "dance"}]})");
    const Run r = cli("play '" + p.string() + "'" + kData);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "/actions/1/type: unknown action type \"dance\""));
  }
  SECTION("options the rules refuse") {
    const auto p = write_file("bad_options.json", R"({"options": {"players": 9}, "seed": 1, "actions": []})");
    const Run r = cli("play '" + p.string() + "'" + kData);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "options refused: R2.3"));
  }
  SECTION("unknown flag") {
    const Run r = cli("play x.json --fast");
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "unknown flag '--fast'"));
  }
}

TEST_CASE("cli replay: a save written by play replays to the same hash, bad saves exit 1", "[cli][R10.4]") {
  const auto script = write_file("to_save.json", first_roll_script(R"(, {"type": "roll", "dice": {"red": 1}})"));
  const fs::path save = scratch() / "saved.json";
  const Run played = cli("play '" + script.string() + "'" + kData + " --save '" + save.string() + "'");
  INFO(played.err);
  REQUIRE(played.exit_code == 0);
  const json facts = json::parse(played.out);

  const Run replayed = cli("replay '" + save.string() + "'" + kData);
  INFO(replayed.err);
  REQUIRE(replayed.exit_code == 0);
  const json summary = json::parse(replayed.out);
  CHECK(summary["ok"] == true);
  CHECK(summary["hash"] == facts["hash"]);
  CHECK(summary["actions"] == 2);

  SECTION("truncated save") {
    const std::string text = slurp(save);
    const auto cut = write_file("cut.json", text.substr(0, text.size() / 3));
    const Run r = cli("replay '" + cut.string() + "'" + kData);
    CHECK(r.exit_code == 1);
    CHECK(contains(r.err, cut.string() + ": not JSON at line"));
  }
  SECTION("other version") {
    json s = json::parse(slurp(save));
    s["format_version"] = 9;
    const auto p = write_file("v3.json", s.dump());
    const Run r = cli("replay '" + p.string() + "'" + kData);
    CHECK(r.exit_code == 1);
    CHECK(contains(r.err, "save format 9, this build reads formats 1, 2, 3, 4, 5 (the save was made by a newer version"));
  }
  SECTION("missing argument") {
    const Run r = cli("replay");
    CHECK(r.exit_code == 2);
  }
}

TEST_CASE("cli simulate: same arguments, byte-identical summary, other seed, other games", "[cli][R10.1]") {
  const std::string args = "simulate --players 3 --games 12 --seed 42" + kData;
  const Run a = cli(args);
  const Run b = cli(args);
  INFO(a.err);
  REQUIRE(a.exit_code == 0);
  CHECK(a.out == b.out);
  const json s = json::parse(a.out);
  CHECK(s["games"] == 12);
  CHECK(s["wins_by_seat"].size() == 3);
  CHECK(s["finished"].get<int>() + s["unfinished"].get<int>() == 12);
  CHECK(s["actions_total"].get<long>() > 0);
  CHECK(s.contains("rounds_median"));
  CHECK(s.contains("no_winner"));
  CHECK(s["wins_by_character"].is_object());
  // Every finished game has winners or counts in no_winner; shared wins count for each winner.
  long wins = 0;
  for (const auto& w : s["wins_by_seat"]) wins += w.get<long>();
  CHECK(wins + s["no_winner"].get<long>() >= s["finished"].get<long>());
  CHECK(contains(a.err, "games/s"));  // timing goes to stderr only
  const Run other = cli("simulate --players 3 --games 12 --seed 43" + kData);
  CHECK(other.out != a.out);
}

TEST_CASE("cli simulate: variants are set by their option keys", "[cli][R9.7]") {
  const Run r = cli("simulate --players 2 --games 4 --seed 3 --bots advisor --set fourth_level=true --set hidden=level4" + kData);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto summary = nlohmann::json::parse(r.out);
  CHECK(summary["set"]["fourth_level"] == true);
  CHECK(summary["finished"] == 4);
  int ended = 0;
  for (const auto& [reason, count] : summary["end_reasons"].items()) ended += count.get<int>();
  CHECK(ended == 4);
  CHECK(summary["end_reasons"]["winner"] >= 1);  // the advisor does reach the end of level 4
}

TEST_CASE("cli simulate --mode coop: deterministic, every game ends with a reason, the party wins or not",
          "[cli][R9.8][R10.1]") {
  const std::string args = "simulate --mode coop --players 2 --games 20 --seed 7 --bots advisor" + kData;
  const Run a = cli(args);
  const Run b = cli(args);
  INFO(a.err);
  REQUIRE(a.exit_code == 0);
  CHECK(a.out == b.out);
  const json s = json::parse(a.out);
  CHECK(s["mode"] == "coop");
  long ended = 0;
  for (const auto& [reason, n] : s["end_reasons"].items()) {
    CHECK((reason == "coop_victory" || reason == "coop_fallen" || reason == "coop_poisoned"));
    ended += n.get<long>();
  }
  CHECK(ended == 20);
  const long won = s["end_reasons"].value("coop_victory", 0L);
  CHECK(s["win_rate"].get<double>() == Approx(won / 20.0));
  // A party wins together: both seats win every won game.
  CHECK(s["wins_by_seat"][0] == won);
  CHECK(s["wins_by_seat"][1] == won);
  const Run one = cli("simulate --mode coop --players 1 --games 2 --seed 7" + kData);
  CHECK(one.exit_code != 0);
  CHECK(contains(one.err, "2 to 4 players"));
  const Run map = cli("simulate --mode coop --players 2 --games 2 --seed 7 --set coop_map=nowhere" + kData);
  CHECK(map.exit_code != 0);
  CHECK(contains(map.err, "nowhere"));
}

TEST_CASE("cli simulate: bad arguments exit 2 and name the problem", "[cli]") {
  const std::pair<std::string, std::string> cases[] = {
      {"simulate --games 3 --seed 1", "--players N is required"},
      {"simulate --players 0 --games 3 --seed 1", "--players must be 1 to 4"},
      {"simulate --players 2 --games x --seed 1", "--games needs a whole number, got 'x'"},
      {"simulate --players 2 --games 3 --seed -1", "--seed needs a whole number"},
      {"simulate --players 2 --games 3 --seed 1 --bots random,genius", "unknown bot 'genius'"},
      {"simulate --players 2 --games 3 --seed 1 --bots random,random,random", "one per seat"},
      {"simulate --players 2 --games 3 --seed 1 --colour", "unknown argument '--colour'"},
      {"simulate --players 2 --games 3 --seed", "--seed needs a value"},
      {"simulate --players 2 --games 3 --seed 1 --mode azoz", "--mode azoz: R9.6: "},
      {"simulate --players 2 --games 3 --seed 1 --mode", "--mode needs a value"},
      {"simulate --players 2 --games 3 --seed 1 --set hidden=level4",
       "--set hidden=level4: R9.1: hiding level 4 needs the fourth level"},
      {"simulate --players 2 --games 3 --seed 1 --set end_at_once=true",
       "--set end_at_once=true: R9.2: ending the game at once is an option of the variable turn order"},
      {"simulate --players 2 --games 3 --seed 1 --set colour=red", "--set colour=red: unknown option key 'colour'"},
      {"simulate --players 2 --games 3 --seed 1 --set hidden=sometimes",
       "--set hidden=sometimes: /hidden: \"sometimes\" is not one of none, bosses"},
      {"simulate --players 2 --games 3 --seed 1 --set hidden", "--set needs KEY=VALUE, got 'hidden'"},
      {"simulate --players 2 --games 3 --seed 1 --set players=3", "--set players: give the seats with --players"},
      {"simulate --players 2 --games 3 --seed 1 --set characters=[\\\"nobody\\\"]", "R2.3: no character called \"nobody\""},
  };
  for (const auto& [args, message] : cases) {
    const Run r = cli(args + kData);
    INFO(args << "\n" << r.err);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, message));
    CHECK(r.out.empty());
  }
  const Run r = cli("simulate --players 2 --games 1 --seed 1 --data /nonexistent/dir");
  CHECK(r.exit_code == 2);
}

TEST_CASE("cli simulate --verbose logs the first game readably on stderr", "[cli]") {
  const Run r = cli("simulate --players 2 --games 1 --seed 5 --verbose" + kData);
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK(contains(r.err, "game 1 (seed "));
  CHECK(contains(r.err, "'s turn"));
  CHECK(contains(r.err, "rolls"));
  CHECK(json::parse(r.out)["games"] == 1);
}

TEST_CASE("cli simulate: --mode and --set choose the rules, the summary counts why games ended", "[cli][R9.2][R8.3]") {
  const Run r = cli("simulate --players 3 --games 30 --seed 8 --max-rounds 6 --mode standard --set hidden=bosses"
                    " --set variable_turn_order=true --set end_at_once=true" + kData);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const json s = json::parse(r.out);
  CHECK(s["mode"] == "standard");
  CHECK(s["set"] == json::parse(R"({"hidden": "bosses", "variable_turn_order": true, "end_at_once": true})"));
  // Every game is counted once, under the reason it ended; a capped game is "unfinished".
  const json& reasons = s["end_reasons"];
  long total = 0;
  for (auto it = reasons.begin(); it != reasons.end(); ++it) {
    CHECK((it.key() == "winner" || it.key() == "nobody_left" || it.key() == "unfinished"));
    total += it.value().get<long>();
  }
  CHECK(total == 30);
  CHECK(reasons.value("unfinished", 0L) == s["unfinished"].get<long>());
  CHECK(reasons.value("nobody_left", 0L) == s["no_winner"].get<long>());
  // The options change the games: without them the same seeds play differently.
  const Run plain = cli("simulate --players 3 --games 30 --seed 8 --max-rounds 6" + kData);
  CHECK(json::parse(plain.out)["actions_total"] != s["actions_total"]);
}

TEST_CASE("cli simulate --mode azoz|hunter: deterministic, a table per character with its loss causes",
          "[cli][R9.6][R9.7J][R10.1]") {
  // The shipped content: the fixture's monster list is too short for the Hunter's nine-card deck.
  const std::string shipped = " --data '" + std::string(HS_TEST_DIR) + "/../data'";
  for (const std::string mode : {"azoz", "hunter"}) {
    const std::string args = "simulate --mode " + mode + " --players 1 --games 30 --seed 3 --bots advisor" + shipped;
    const Run a = cli(args);
    const Run b = cli(args);
    INFO(mode << ": " << a.err);
    REQUIRE(a.exit_code == 0);
    CHECK(a.out == b.out);
    const json s = json::parse(a.out);
    REQUIRE(s["by_character"].is_object());
    long games = 0, wins = 0;
    for (const auto& [id, row] : s["by_character"].items()) {
      games += row["games"].get<long>();
      wins += row["wins"].get<long>();
      long ended = 0;
      for (const auto& [reason, n] : row["end_reasons"].items()) {
        // R9.6.5 / R9.7J: a solo game is won, or lost to the ritual, the lives or the Hunter.
        const bool known = reason == "winner" || reason == "lives" || reason == (mode == "azoz" ? "ritual" : "caught");
        CHECK(known);
        ended += n.get<long>();
      }
      CHECK(ended == row["games"].get<long>());
      CHECK(row["rounds_median"].get<double>() > 0.0);
    }
    CHECK(games == 30);
    CHECK(wins == s["wins_by_seat"][0].get<long>());
  }
}

TEST_CASE("cli: the retired 'solo' command is gone, simulate --mode covers it", "[cli]") {
  const Run r = cli("solo --mode azoz --games 1 --seed 1");
  CHECK(r.exit_code == 2);
}

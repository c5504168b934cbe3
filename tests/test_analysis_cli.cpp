// `highscore-cli analyze` and `bench-analysis` (issue 23): the review of a save as text and JSON, the
// human seats read from the seats file beside the save, and wrong arguments or saves refused with
// what and where.
#include <catch2/catch.hpp>

#include <string>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "highscore/analysis_percent.hpp"

namespace hs::test_cli {

namespace {

// A 3-player save of the fixture content, 12 actions in (seat 1 rests early on).
const std::string kAnalysisSave = std::string(HS_TEST_DIR) + "/saves/midgame_standard.json";

std::string analyze_args(const std::string& args) { return "analyze " + args + kData; }

}  // namespace

TEST_CASE("cli analyze: text by default, the same JSON twice, the save's hash in it", "[cli][analysis]") {
  const Run text = cli(analyze_args("'" + kAnalysisSave + "' --budget 4"));
  REQUIRE(text.exit_code == 0);
  CHECK(contains(text.out, "4 worlds per action"));
  CHECK(contains(text.out, "blunder >= 12%"));
  CHECK(contains(text.out, "seat 0 ("));
  CHECK(contains(text.out, "seat 2 ("));
  CHECK(contains(text.out, "totals:"));
  CHECK(contains(text.out, "rating:"));

  const Run json = cli(analyze_args("'" + kAnalysisSave + "' --budget 4 --json"));
  REQUIRE(json.exit_code == 0);
  const nlohmann::json j = nlohmann::json::parse(json.out);
  CHECK(j["format"] == "highscore-analysis");
  CHECK(j["save_hash"].get<std::string>().size() == 16);
  CHECK(j["seats"] == nlohmann::json::array({0, 1, 2}));
  CHECK(j["budget"]["worlds"] == 4);
  CHECK(j["totals"].size() == 3);
  CHECK(cli(analyze_args("'" + kAnalysisSave + "' --budget 4 --json")).out == json.out);
  const Run one = cli(analyze_args("'" + kAnalysisSave + "' --budget 4 --json --seat 1"));
  REQUIRE(one.exit_code == 0);
  CHECK(nlohmann::json::parse(one.out)["seats"] == nlohmann::json::array({1}));
}

TEST_CASE("the review's numbers have one writer: the CLI's totals read as analysis_percent.hpp writes them", "[cli][analysis]") {
  // The formats the CLI printed before the app's review shared them, unchanged.
  CHECK(chance_percent(0.314) == "31%");
  CHECK(chance_percent(0.0) == "0%");
  CHECK(chance_percent(1.0) == "100%");
  CHECK(chance_change_percent(0.035) == "+3.5%");
  CHECK(chance_change_percent(-0.12) == "-12.0%");
  CHECK(chance_change_percent(0.0) == "+0.0%");
  const Run json = cli(analyze_args("'" + kAnalysisSave + "' --budget 4 --json"));
  const Run text = cli(analyze_args("'" + kAnalysisSave + "' --budget 4"));
  REQUIRE(json.exit_code == 0);
  REQUIRE(text.exit_code == 0);
  const nlohmann::json analysed = nlohmann::json::parse(json.out);  // kept: a loop over a temporary's member reads freed memory
  for (const auto& t : analysed["totals"]) {
    CHECK(contains(text.out, "skill: " + chance_percent(t["skill"].get<double>()) + " chance to win lost"));
    CHECK(contains(text.out, "luck: " + chance_change_percent(t["luck"].get<double>()) + " over"));
  }
}

TEST_CASE("cli analyze: the human seats of the seats file beside the save are the default", "[cli][analysis]") {
  const fs::path save = write_file("analyze_seats.json", slurp(kAnalysisSave));
  write_file("analyze_seats.json.seats.json", "[\"advisor\", \"human\", \"expert\"]\n");
  const Run r = cli(analyze_args("'" + save.string() + "' --budget 2 --json"));
  REQUIRE(r.exit_code == 0);
  CHECK(nlohmann::json::parse(r.out)["seats"] == nlohmann::json::array({1}));
}

TEST_CASE("cli analyze: wrong arguments and saves are refused with what and where", "[cli][analysis]") {
  const Run help = cli("analyze --help");
  CHECK(help.exit_code == 0);
  CHECK(contains(help.out, "usage: highscore-cli analyze SAVE.json"));
  CHECK(contains(help.out, "mistake 6-12%"));

  const Run none = cli(analyze_args(""));
  CHECK(none.exit_code == 2);
  CHECK(contains(none.err, "SAVE.json is missing"));
  const Run budget = cli(analyze_args("'" + kAnalysisSave + "' --budget 0"));
  CHECK(budget.exit_code == 2);
  CHECK(contains(budget.err, "--budget needs a whole number of worlds from 1 to 4096, not '0'"));
  const Run seat = cli(analyze_args("'" + kAnalysisSave + "' --seat 3"));
  CHECK(seat.exit_code == 2);
  CHECK(contains(seat.err, "has seats 0 to 2"));
  const Run flag = cli(analyze_args("'" + kAnalysisSave + "' --fast"));
  CHECK(flag.exit_code == 2);
  CHECK(contains(flag.err, "unknown flag '--fast'"));
  const Run value = cli("analyze '" + kAnalysisSave + "' --seat");
  CHECK(value.exit_code == 2);
  CHECK(contains(value.err, "--seat needs a value"));

  const Run missing = cli(analyze_args("'" + (scratch() / "no_such_save.json").string() + "'"));
  CHECK(missing.exit_code == 1);
  CHECK(contains(missing.err, "no_such_save.json"));
  const fs::path damaged = write_file("analyze_damaged.json", "{\"format_version\": 4, \"actions\": [");
  const Run bad = cli(analyze_args("'" + damaged.string() + "'"));
  CHECK(bad.exit_code == 1);
  CHECK(contains(bad.err, "analyze_damaged.json"));
}

TEST_CASE("cli bench-analysis: every figure is printed next to its target", "[cli][analysis]") {
  const Run r = cli("bench-analysis --quick" + kData);
  REQUIRE(r.exit_code == 0);
  CHECK(contains(r.out, "analyze seat 0"));
  CHECK(contains(r.out, "[target <= 20 s:"));
  CHECK(contains(r.out, "[target <= 1000 ms:"));
  const Run wrong = cli("bench-analysis --budget lots" + kData);
  CHECK(wrong.exit_code == 2);
  CHECK(contains(wrong.err, "--budget needs a whole number from 1 to 4096, not 'lots'"));
}

}  // namespace hs::test_cli

// The built `highscore-cli balance`, run on the project's data/ with advisor bots: its figures agree
// with `simulate` for the same seeds, its shop counts are consistent, and bad arguments exit 2.
#include <catch2/catch.hpp>


#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"

using nlohmann::json;

using namespace hs::test_cli;

namespace {

const std::string kProjectData = " --data '" + std::string(HS_TEST_DIR) + "/../data'";


}  // namespace

TEST_CASE("cli balance: figures agree with simulate for the same seeds, shop counts add up", "[cli][balance][R6.3]") {
  const std::string tail = " --players 2 --games 16 --seed 9 --bots advisor" + kProjectData;
  const Run a = cli("balance" + tail);
  INFO(a.err);
  REQUIRE(a.exit_code == 0);
  CHECK(contains(a.err, "games/s"));  // timing on stderr only
  CHECK(cli("balance" + tail).out == a.out);  // deterministic
  const json b = json::parse(a.out);
  const Run sim_run = cli("simulate" + tail);
  REQUIRE(sim_run.exit_code == 0);
  const json sim = json::parse(sim_run.out);

  // Same games as simulate: same finished count, median, spread and no-winner count.
  CHECK(b["games"] == 16);
  CHECK(b["finished"] == sim["finished"]);
  CHECK(b["no_winner"] == sim["no_winner"]);
  CHECK(b["rounds"]["median"] == sim["rounds_median"]);
  CHECK(b["rounds"]["min"] == sim["rounds_min"]);
  CHECK(b["rounds"]["max"] == sim["rounds_max"]);
  CHECK(b["rounds"]["p10"].get<int>() <= b["rounds"]["p90"].get<int>());
  CHECK(b["rounds"]["p10"].get<double>() <= b["rounds"]["median"].get<double>());
  CHECK(b["rounds"]["median"].get<double>() <= b["rounds"]["p90"].get<double>());

  // Characters: games match simulate; split wins add up to the games that had a winner.
  double wins = 0;
  long seats = 0;
  double highest = 0;
  for (const auto& [id, row] : b["characters"].items()) {
    CHECK(row["games"] == sim["games_by_character"][id]);
    seats += row["games"].get<long>();
    wins += row["wins"].get<double>();
    if (row["games"].get<long>() > 0) {
      const double expected = row["wins"].get<double>() / row["games"].get<double>() * 2.0;
      CHECK(std::abs(row["vs_fair_share"].get<double>() - expected) < 0.002);
      highest = std::max(highest, row["vs_fair_share"].get<double>());
    }
  }
  CHECK(seats == 32);
  CHECK(std::abs(wins - (b["finished"].get<double>() - b["no_winner"].get<double>())) < 0.01);
  CHECK(b["highest_vs_fair_share"].get<double>() == Approx(highest));

  // Shops: at most five cards are laid out per peddler visit (R6.3).
  const long visits = b["peddler_visits"].get<long>();
  CHECK(visits > 0);
  long offered = 0, bought = 0;
  for (const auto& [id, row] : b["equipment"].items()) {
    INFO(id);
    CHECK(row["bought"].get<long>() <= row["offered"].get<long>());
    CHECK(row["visits_offered"].get<long>() <= row["offered"].get<long>());
    CHECK(row["visits_offered"].get<long>() <= visits);
    CHECK(row["purchase_rate"].get<double>() ==
          Approx(row["bought"].get<double>() / static_cast<double>(visits)).margin(0.0006));
    const bool listed = std::find(b["purchase_rate_under_2_percent"].begin(), b["purchase_rate_under_2_percent"].end(),
                                  json(id)) != b["purchase_rate_under_2_percent"].end();
    CHECK(listed == (row["bought"].get<double>() / static_cast<double>(visits) < 0.02));
    offered += row["offered"].get<long>();
    bought += row["bought"].get<long>();
  }
  CHECK(offered <= 5 * visits);
  CHECK(offered > 0);
  CHECK(bought > 0);  // advisor bots do buy
}

TEST_CASE("cli balance: bad arguments exit 2 and name the problem", "[cli][balance]") {
  const std::pair<std::string, std::string> cases[] = {
      {"balance --games 3 --seed 1", "--players N is required"},
      {"balance --players 5 --games 3 --seed 1", "--players must be 1 to 4"},
      {"balance --players 2 --seed 1", "--games G is required"},
      {"balance --players 2 --games 0 --seed 1", "--games must be 1 to"},
      {"balance --players 2 --games 3", "--seed S is required"},
      {"balance --players 2 --games 3 --seed x1", "--seed needs a whole number, got 'x1'"},
      {"balance --players 2 --games 3 --seed 1 --bots advisor,oracle", "unknown bot 'oracle'"},
      {"balance --players 3 --games 3 --seed 1 --bots advisor,advisor", "one per seat"},
      {"balance --players 2 --games 3 --seed 1 --verbose", "unknown argument '--verbose'"},
      {"balance --players 2 --games 3 --seed", "--seed needs a value"},
      {"balance --players 1 --games 3 --seed 1 --mode coop", "--mode coop: R9.8: the cooperative mode is for 2 to 4 players"},
      {"balance --players 2 --games 3 --seed 1 --mode party", "--mode: unknown mode 'party'"},
      {"balance --players 2 --games 3 --seed 1 --set exploration=true --set hidden=bosses",
       "--set exploration=true --set hidden=bosses: R9.5: no hidden cards when exploring"},
      {"balance --players 2 --games 3 --seed 1 --set speed=9", "--set speed=9: unknown option key 'speed'"},
      {"balance --players 2 --games 3 --seed 1 --set insert_coin=maybe", "--set insert_coin=maybe: /insert_coin: expected true or false"},
  };
  for (const auto& [args, message] : cases) {
    const Run r = cli(args + kProjectData);
    INFO(args << "\n" << r.err);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, message));
    CHECK(r.out.empty());
  }
  const Run r = cli("balance --players 2 --games 1 --seed 1 --data /nonexistent/dir");
  CHECK(r.exit_code == 2);
  CHECK(contains(r.err, "/nonexistent/dir"));
}

TEST_CASE("cli balance: --mode and --set take the options of the save format and are reported", "[cli][balance][R9.1]") {
  const Run r =
      cli("balance --players 2 --games 4 --seed 3 --mode standard --set hidden=bosses --set variable_turn_order=true" +
              kProjectData);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const json s = json::parse(r.out);
  CHECK(s["mode"] == "standard");
  CHECK(s["set"] == json::parse(R"({"hidden": "bosses", "variable_turn_order": true})"));
  CHECK(s["finished"].get<int>() + s["unfinished"].get<int>() == 4);
}

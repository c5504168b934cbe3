// Start options that would make every game endless are refused, with a reason, wherever options are
// read: exploration decks cut so short that a level may keep no bifurcation (bosses come only with
// them, R9.5), and raised requirements no roll could ever meet (R5.12, R1.1).
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "highscore/save.hpp"
#include "highscore/script.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

GameOptions exploration_options() {
  GameOptions o = base_options(2);  // level decks start with the stacked dungeon cards d1_a, d1_b, ...
  o.exploration = true;
  return o;
}

std::string refusal_of(const GameOptions& o) {
  const auto r = validate_options(test_content(), o);
  return r ? r->rule + ": " + r->reason : "";
}

}  // namespace

TEST_CASE("exploration decks that may keep no bifurcation are refused: the level would never get its boss",
          "[R9.5][R10.4]") {
  // The test content's level decks: 7 dungeon cards and 2 bifurcations (level 1 gives its start card first).
  GameOptions o = exploration_options();
  for (int size : {0, 1, 6}) {
    INFO("level 1 size " << size);
    o.start.exploration_deck_sizes = {size};
    CHECK_THAT(refusal_of(o), Catch::StartsWith("R9.5: start: exploration_deck_sizes level 1 is " + std::to_string(size)));
    CHECK_THAT(refusal_of(o), Catch::Contains("keep at least 7 cards"));
  }
  o.start.exploration_deck_sizes = {7};  // more cards than the deck has others: a bifurcation stays
  CHECK(refusal_of(o).empty());
  o.start.exploration_deck_sizes = {-1, 7};  // level 2 has 7 others (no start card drawn from it)
  CHECK_THAT(refusal_of(o), Catch::Contains("level 2 is 7"));
  o.start.exploration_deck_sizes = {-1, 8, 0};
  CHECK_THAT(refusal_of(o), Catch::Contains("level 3 is 0"));
  o.start.exploration_deck_sizes = {-1, 8, -1};
  CHECK(refusal_of(o).empty());
  // A bifurcation stacked among the cards kept is enough, as the tests of R9.5 use it.
  o.stacked.erase("dungeon:1");
  o.stacked["explore:1"] = {"d1_a", "d1_b", "f1_a"};
  o.start.exploration_deck_sizes = {2};
  CHECK(refusal_of(o).empty());
  o.start.exploration_deck_sizes = {1};
  CHECK_THAT(refusal_of(o), Catch::Contains("level 1 is 1"));
  // A bifurcation on top would be the start card: the deck is shuffled, so nothing is sure.
  o.stacked["explore:1"] = {"f1_a", "d1_a"};
  CHECK_THAT(refusal_of(o), Catch::Contains("level 1 is 1"));
}

TEST_CASE("raised requirements no roll can meet are refused: more than a test asks, or more dice than exist",
          "[R5.12][R1.1][R10.4]") {
  GameOptions o = base_options(2);
  o.start.raised = {RaisedStart{0, std::vector<Requirement>(8, Requirement{Color::Any, 6})}};
  CHECK(refusal_of(o).empty());
  o.start.raised = {RaisedStart{0, std::vector<Requirement>(9, Requirement{Color::Any, 1})}};
  CHECK_THAT(refusal_of(o), Catch::StartsWith("R5.12: start raised on node 0: 9 requirements; a test asks at most 8"));
  // Entries for the same card add up.
  o.start.raised = {RaisedStart{3, std::vector<Requirement>(5, Requirement{Color::Red, 2})},
                    RaisedStart{3, std::vector<Requirement>(4, Requirement{Color::Blue, 2})}};
  CHECK_THAT(refusal_of(o), Catch::Contains("node 3: 9 requirements"));
  // Only black fits black, and 3 black dice exist (R1.1, R5.3).
  o.start.raised = {RaisedStart{2, std::vector<Requirement>(4, Requirement{Color::Black, 1})}};
  CHECK_THAT(refusal_of(o), Catch::Contains("no roll of the 18 dice"));
  o.start.raised = {RaisedStart{2, std::vector<Requirement>(3, Requirement{Color::Black, 1})}};
  CHECK(refusal_of(o).empty());
}

TEST_CASE("scripts and the option reader (saves, --set) refuse endless starts too", "[R9.5][R5.12][R10.4]") {
  // A game is created only from validated options: a script's, a save's or the CLI's.
  auto script = script_from_json(nlohmann::json::parse(R"({"options": {"players": 2, "exploration": true,
      "start": {"exploration_deck_sizes": [1]}}, "seed": 3, "actions": []})"));
  REQUIRE(script.ok());
  auto created = Game::create(test_content(), script.value().options, script.value().seed);
  REQUIRE_FALSE(created.ok());
  CHECK_THAT(created.refusal().reason, Catch::Contains("exploration_deck_sizes level 1 is 1"));
  // The same options as a save's "options" or the CLI's --set reads them.
  auto read = options_from_json(nlohmann::json::parse(R"({"players": 2, "exploration": true,
      "start": {"raised": [{"node": 0, "require": [{"color": "any", "min": 1}, {"color": "any", "min": 1},
      {"color": "any", "min": 1}, {"color": "any", "min": 1}, {"color": "any", "min": 1}, {"color": "any", "min": 1},
      {"color": "any", "min": 1}, {"color": "any", "min": 1}, {"color": "any", "min": 1}]}]}})"));
  REQUIRE(read.ok());
  CHECK_THAT(refusal_of(read.value()), Catch::Contains("9 requirements"));
}

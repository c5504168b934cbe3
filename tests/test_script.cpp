// Scripts for `highscore-cli play` (R10.4): checkpoints between actions (facts, and exactly the legal
// actions), where failures are reported, and the guard against deeply nested expectations.
#include <catch2/catch.hpp>

#include <string>

#include <nlohmann/json.hpp>

#include "highscore/save.hpp"
#include "highscore/script.hpp"
#include "test_io_support.hpp"

using namespace hs;
using nlohmann::json;

namespace {


// Seat 0 on the fixture's first card, two red dice scripted to 6.
json script_with(const json& actions) {
  return json{{"options", {{"players", 2}, {"first_player", 0}, {"scripted_dice", {6, 6}}}},
              {"seed", 3},
              {"actions", actions}};
}

ScriptOutcome run(const json& j) {
  auto script = script_from_json(j);
  REQUIRE(script.ok());
  auto game = Game::create(fixture_content(), script->options, script->seed);
  REQUIRE(game.ok());
  return run_script(game.value(), script.value());
}

}  // namespace

TEST_CASE("checkpoints between actions check facts at that point", "[R10.4]") {
  const json actions = json::parse(R"([
    {"expect": {"pending": "turn_action", "owner": 0}, "note": "before anything"},
    {"type": "choose_option", "option": 0},
    {"expect": {"pending": "choose_dice", "test": {"active": true, "option": 0}}},
    {"type": "roll", "dice": {"red": 1}},
    {"expect": {"test": {"rolled": true}}}
  ])");
  auto script = script_from_json(script_with(actions));
  REQUIRE(script.ok());
  REQUIRE(script->actions.size() == 2);
  REQUIRE(script->checkpoints.size() == 3);
  CHECK(script->checkpoints[0].after == 0);
  CHECK(script->checkpoints[1].after == 1);
  CHECK(script->checkpoints[1].where == "/actions/2");
  CHECK(script->checkpoints[2].after == 2);
  CHECK(script->action_where == std::vector<std::string>{"/actions/1", "/actions/3"});
  CHECK(run(script_with(actions)).ok());

  json wrong = actions;
  wrong[2]["expect"]["pending"] = "shop";
  const ScriptOutcome outcome = run(script_with(wrong));
  CHECK_FALSE(outcome.refused);
  REQUIRE(outcome.failures.size() == 1);
  CHECK(outcome.failures[0] == "/actions/2: expect /pending: expected \"shop\", got \"choose_dice\"");
}

TEST_CASE("a checkpoint can say exactly which actions are legal", "[R10.4][R10.2]") {
  // After choosing the option, the fixture's first player may cancel or roll (one roll per subset of
  // its pool); list them from the engine, then check an exact list, one missing and one extra.
  auto created = Game::create(fixture_content(), script_from_json(script_with(json::array()))->options, 3);
  REQUIRE(created.ok());
  Game g = std::move(created.value());
  REQUIRE(g.apply(ChooseOption{0}).ok());
  json legal = json::array();
  for (const Action& a : g.legal_actions()) legal.push_back(action_to_json(a));
  REQUIRE(legal.size() > 2);

  json actions = json::array({json{{"type", "choose_option"}, {"option", 0}}, json{{"legal", legal}}});
  CHECK(run(script_with(actions)).ok());

  json fewer = legal;
  const json dropped = fewer.back();
  fewer.erase(fewer.size() - 1);
  fewer.push_back(json{{"type", "rest"}});
  actions[1]["legal"] = fewer;
  const ScriptOutcome outcome = run(script_with(actions));
  REQUIRE(outcome.failures.size() == 2);
  CHECK(outcome.failures[0] == "/actions/1: legal: missing {\"type\":\"rest\"}");
  CHECK(outcome.failures[1] == "/actions/1: legal: also legal " + dropped.dump());
}

TEST_CASE("a refused action is named with its place in the script", "[R10.4]") {
  const json actions = json::parse(R"([
    {"expect": {"round": 1}},
    {"type": "choose_option", "option": 0},
    {"type": "choose_option", "option": 0}
  ])");
  const ScriptOutcome outcome = run(script_with(actions));
  REQUIRE(outcome.refused);
  CHECK(contains(*outcome.refused, "action 1 (option 0) refused: R5.1"));
  CHECK(contains(*outcome.refused, "[/actions/2]"));
}

TEST_CASE("malformed checkpoints and deeply nested expectations are refused, never crash", "[R10.4]") {
  auto refused = [](const json& j, const std::string& expected) {
    auto r = script_from_json(j);
    INFO(expected);
    REQUIRE_FALSE(r.ok());
    INFO(r.refusal().reason);
    CHECK(contains(r.refusal().reason, expected));
  };
  refused(script_with(json::parse(R"([{"note": "nothing to check"}])")),
          "/actions/0: neither an action (no \"type\") nor a checkpoint");
  refused(script_with(json::parse(R"([{"expect": {}, "typo": 1}])")), "/actions/0/typo: unknown field");
  refused(script_with(json::parse(R"([{"legal": [{"type": "fly"}]}])")), "/actions/0/legal/0/type: unknown action type");

  // Thousands of levels: refused with a message, at the end and at a checkpoint.
  json deep = json::object();
  for (int i = 0; i < 5000; ++i) deep = json{{"a", deep}};
  json j = script_with(json::array());
  j["expect"] = deep;
  refused(j, "/expect: nested deeper than 64 levels");
  j = script_with(json::array({json{{"expect", deep}}}));
  refused(j, "/actions/0/expect: nested deeper than 64 levels");
  json arrays = json::array();
  for (int i = 0; i < 5000; ++i) arrays = json::array({arrays});
  j = script_with(json::array());
  j["expect"] = json{{"players", arrays}};
  refused(j, "/expect: nested deeper than 64 levels");
  // 64 levels are fine.
  json ok = 1;
  for (int i = 0; i < 63; ++i) ok = json{{"a", ok}};
  j = script_with(json::array());
  j["expect"] = ok;
  CHECK(script_from_json(j).ok());
}

TEST_CASE("scenario scripts play as expected and replay from their save to the same hash", "[R10.4][R10.1]") {
  const Content& content = fixture_content();
  const auto files = scenario_files();
  REQUIRE(files.size() >= 3);
  for (const auto& file : files) {
    INFO(file);
    auto script = read_script_file(file);
    REQUIRE(script.ok());
    auto created = Game::create(content, script->options, script->seed);
    REQUIRE(created.ok());
    Game game = std::move(created.value());
    const ScriptOutcome outcome = run_script(game, script.value());
    REQUIRE_FALSE(outcome.refused);
    CHECK_FALSE(script->expect.is_null());
    for (const auto& f : outcome.failures) FAIL_CHECK(f);
    auto reloaded = load_game(content, json::parse(save_game(game).dump()));
    REQUIRE(reloaded.ok());
    CHECK(reloaded->hash() == game.hash());
    CHECK(reloaded->state() == game.state());
  }
}

TEST_CASE("expectations compare partially and report each difference", "[R10.4]") {
  const json facts = json::parse(R"({"players": [{"coins": 2, "gems": 1}, {"coins": 0}], "round": 3})");
  CHECK(check_expectations(facts, json::parse(R"({"round": 3})")).empty());
  CHECK(check_expectations(facts, json::parse(R"({"players": [{"coins": 2}, {}]})")).empty());
  const auto wrong = check_expectations(facts, json::parse(R"({"players": [{"coins": 3}, {}], "turn": 1})"));
  REQUIRE(wrong.size() == 2);
  CHECK(wrong[0] == "/players/0/coins: expected 3, got 2");
  CHECK(wrong[1] == "/turn: no such fact");
  CHECK(check_expectations(facts, json::parse(R"({"players": [{}]})")).size() == 1);  // length differs
}

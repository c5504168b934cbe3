// The saves kept under tests/saves/ (written by `highscore-cli play --save` from the scenarios of the
// same name, and one format-1 save written by the build before format 2) must keep loading as the
// engine changes: a new save format migrates them, never strands them (R10.4).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "highscore/save.hpp"
#include "highscore/script.hpp"
#include "test_io_support.hpp"

using namespace hs;
using nlohmann::json;

namespace {

std::vector<std::filesystem::path> kept_saves() {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(HS_TEST_DIR) / "saves", ec))
    if (entry.path().extension() == ".json") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

json read_json(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream b;
  b << in.rdbuf();
  return json::parse(b.str());
}

}  // namespace

// Older saves that a later rules fix deals differently: refused with their version and why.
bool dealt_by_older_rules(const std::filesystem::path& path) {
  return path.filename() == "insert_coin_variable_order.json";  // format 2, its level-3 boss drawn with Azoz
}

TEST_CASE("every kept save still loads, and each one of a scenario is that scenario's game", "[R10.4]") {
  const auto saves = kept_saves();
  REQUIRE(saves.size() >= 7);
  int current = 0, older = 0;
  for (const auto& path : saves) {
    INFO(path.string());
    const json file = read_json(path);
    auto loaded = read_save_file(fixture_content(), path.string());
    if (dealt_by_older_rules(path)) {
      REQUIRE_FALSE(loaded.ok());
      CHECK(loaded.refusal().reason.find("save format 2 replays differently") != std::string::npos);
      CHECK(loaded.refusal().reason.find("Azoz included (R1.3)") != std::string::npos);
      CHECK(loaded.refusal().reason.find("This build reads formats 1, 2, 3, 4, 5.") != std::string::npos);
      continue;
    }
    INFO((loaded.ok() ? "" : loaded.refusal().reason));
    REQUIRE(loaded.ok());
    CHECK(loaded->log().size() == file["actions"].size());
    (file["format_version"] == kSaveFormatVersion ? current : older) += 1;

    // NAME.json and NAME.formatN.json are both saves of the scenario NAME.json.
    const std::string name = path.filename().string();
    const auto scenario = std::filesystem::path(HS_TEST_DIR) / "scenarios" / (name.substr(0, name.find('.')) + ".json");
    if (!std::filesystem::exists(scenario)) continue;
    auto script = read_script_file(scenario.string());
    REQUIRE(script.ok());
    auto game = Game::create(fixture_content(), script->options, script->seed);
    REQUIRE(game.ok());
    CHECK(run_script(game.value(), script.value()).ok());
    CHECK(game->state() == loaded->state());
    CHECK(game->options() == loaded->options());
  }
  CHECK(current >= 4);  // mid-game standard (with seats), hidden cards, Insert Coin, expert+exploration
  CHECK(older >= 3);    // a format-1 save and format-2 saves (one with face-down cards to migrate)
}

TEST_CASE("a kept save with its rules edited is refused with a clear message", "[R10.4]") {
  const auto path = std::filesystem::path(HS_TEST_DIR) / "saves" / "insert_coin_variable_order.format3.json";
  json save = read_json(path);
  REQUIRE(load_game(fixture_content(), save).ok());
  for (const char* flag : {"insert_coin", "variable_turn_order"}) {
    json edited = save;
    edited["options"][flag] = false;
    auto r = load_game(fixture_content(), edited);
    INFO(flag);
    REQUIRE_FALSE(r.ok());
    CHECK(r.refusal().reason.find("the options differ from those the game was saved with") != std::string::npos);
  }
}

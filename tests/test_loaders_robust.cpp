// Loaders refuse with a clear message, never a crash (R1.4): content numbers too large for any type
// (1e999), deep nesting in content and scripts, and cards no roll of the 18 dice can pass (R5.3).
#include <string>

#include "content_test_support.hpp"
#include "highscore/script.hpp"

using hs::test::ContentCopy;
using hs::test::has_error;
using nlohmann::json;

TEST_CASE("a number too large for a double is an error of its file, not a crash", "[content][R1.4]") {
  ContentCopy copy;
  const std::string text = copy.read("equipment.json").dump(2);
  std::string edited = text;
  const auto at = edited.find("\"price\": ");
  REQUIRE(at != std::string::npos);
  const auto end = edited.find_first_of(",\n}", at + 9);
  edited.replace(at + 9, end - at - 9, "1e999");
  copy.write_raw("equipment.json", edited);
  const hs::ContentLoad load = copy.load();
  INFO(hs::test::all_errors(load));
  CHECK_FALSE(load.content.has_value());
  CHECK(has_error(load, "equipment.json", "", "1e999"));
  CHECK(has_error(load, "equipment.json", "", "at line"));
}

TEST_CASE("deeply nested JSON in a content file is refused without a crash", "[content][R1.4]") {
  ContentCopy copy;
  // Built by appending: GCC 12 warns falsely (-Warray-bounds) on a literal + std::string(n, c) here.
  std::string nested = "{\"monsters\": ";
  nested.append(100000, '[').append(100000, ']').append("}");
  copy.write_raw("monsters.json", nested);
  const hs::ContentLoad load = copy.load();
  CHECK_FALSE(load.content.has_value());
  CHECK(has_error(load, "monsters.json", "/monsters/0", "expected an object"));
}

TEST_CASE("a card that no roll of the 18 dice can pass is refused", "[content][R5.3][R1.4]") {
  SECTION("every option forbids every colour") {
    ContentCopy copy;
    copy.edit("dungeon.json", [](json& j) {
      for (json& o : j["cards"][2]["options"]) o["forbid"] = {"red", "blue", "yellow", "black"};
    });
    const hs::ContentLoad load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(load.errors.size() == 1);
    CHECK(has_error(load, "dungeon.json", "/cards/2", "can never be passed"));
    CHECK(has_error(load, "dungeon.json", "/cards/2", "forbids every colour"));
  }
  SECTION("more dice of a colour than exist") {
    ContentCopy copy;
    copy.edit("bosses.json", [](json& j) {
      for (json& o : j["bosses"][0]["options"]) {
        o["require"] = json::array();
        for (int i = 0; i < 4; ++i) o["require"].push_back({{"color", "black"}, {"min", 2}});
        o["forbid"] = {"red", "blue", "yellow"};
      }
    });
    const hs::ContentLoad load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(load.errors.size() == 1);
    CHECK(has_error(load, "bosses.json", "/bosses/0", "all 3 dice it allows"));
  }
  SECTION("one impossible option beside a possible one is allowed") {
    ContentCopy copy;
    copy.edit("dungeon.json", [](json& j) { j["cards"][2]["options"][0]["forbid"] = {"red", "blue", "yellow", "black"}; });
    const hs::ContentLoad load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(load.content.has_value() == (copy.read("dungeon.json")["cards"][2]["options"].size() > 1));
  }
}

TEST_CASE("a script whose expect nests thousands of levels deep is refused, not a stack overflow", "[R10.4]") {
  json deep = json::array();
  json* innermost = &deep;  // built in place: copying a deep value would itself recurse
  for (int i = 0; i < 5000; ++i) innermost = &innermost->emplace_back(json::array());
  json script = {{"seed", 1}, {"actions", json::array()}, {"expect", {{"players", std::move(deep)}}}};
  auto r = hs::script_from_json(script);
  REQUIRE_FALSE(r.ok());
  CHECK(r.refusal().reason == "/expect: nested deeper than 64 levels");
  script["expect"] = {{"players", json::array({json::object({{"coins", 0}})})}};
  CHECK(hs::script_from_json(script).ok());
}

TEST_CASE("a card no character could ever hold the dice for is refused, items counted", "[content][R5.3][R1.1][R7.4]") {
  // Every option of the first boss needs five red dice with yellow and black forbidden: the supply has
  // five (R1.1), but the heroes hold at most four red dice; an item adding a red die makes five.
  auto five_red = [](json& j) {
    for (json& o : j["bosses"][0]["options"]) {
      o["require"] = json::array();
      for (int i = 0; i < 5; ++i) o["require"].push_back({{"color", "red"}, {"min", 1}});
      o["forbid"] = {"yellow", "black"};
    }
  };
  ContentCopy copy;
  copy.edit("bosses.json", five_red);
  hs::ContentLoad load = copy.load();
  INFO(hs::test::all_errors(load));
  CHECK(load.errors.empty());  // the red pool item and the war horn bring the fifth die
  // Without the items that add red dice, nobody could ever pass it.
  copy.edit("equipment.json", [](json& j) {
    json kept = json::array();
    for (const json& item : j["items"])
      if (item["id"] != "strength_belt" && item["id"] != "war_horn") kept.push_back(item);
    j["items"] = kept;
  });
  load = copy.load();
  INFO(hs::test::all_errors(load));
  CHECK(load.errors.size() == 1);
  CHECK(has_error(load, "bosses.json", "/bosses/0/options", "can never be passed"));
  CHECK(has_error(load, "bosses.json", "/bosses/0/options", "at most 4 of its 5 requirements"));
}

// One test per kind of content mistake (R1.4): each edit of a fixture copy must give its message at
// the exact file and JSON pointer, and no cascade of follow-up errors.
#include "content_test_support.hpp"

using hs::test::ContentCopy;
using hs::test::has_error;
using nlohmann::json;

namespace {
// Loads the copy and checks that exactly `count` errors came out (printing them when not).
hs::ContentLoad load_expecting(const ContentCopy& copy, std::size_t count) {
  hs::ContentLoad load = copy.load();
  INFO(hs::test::all_errors(load));
  CHECK(load.errors.size() == count);
  CHECK(load.content.has_value() == (count == 0));
  return load;
}
}  // namespace

TEST_CASE("layout mistakes: bad successors, boss not last, no peddler", "[content][R2.2]") {
  ContentCopy copy;
  SECTION("a successor that does not exist") {
    copy.edit("layouts.json", [](json& j) { j["layouts"][0]["slots"][2]["next"] = {12}; });
    auto load = load_expecting(copy, 1);
    CHECK(has_error(load, "layouts.json", "/layouts/0/slots/2/next/0", "slot 12 does not exist (0..8)"));
  }
  SECTION("a successor that goes backwards") {
    copy.edit("layouts.json", [](json& j) { j["layouts"][0]["slots"][5]["next"] = {1}; });
    auto load = load_expecting(copy, 1);
    CHECK(has_error(load, "layouts.json", "/layouts/0/slots/5/next/0", "slot 1 is not after this one"));
  }
  SECTION("a boss in the middle") {
    copy.edit("layouts.json", [](json& j) { j["layouts"][0]["slots"][5]["kind"] = "boss"; });
    auto load = load_expecting(copy, 3);
    CHECK(has_error(load, "layouts.json", "/layouts/0/slots/5/kind", "the boss must be the last slot"));
    CHECK(has_error(load, "layouts.json", "/layouts/0/slots/5/next", "the boss ends the level"));
    CHECK(has_error(load, "layouts.json", "/layouts/0/slots", "has 2 boss slots; a level has exactly one"));
  }
  SECTION("no peddler, so one more dungeon slot than each level has cards") {
    copy.edit("layouts.json", [](json& j) { j["layouts"][0]["slots"][3]["kind"] = "dungeon"; });
    auto load = load_expecting(copy, 5);
    CHECK(has_error(load, "layouts.json", "/layouts/0/slots", "has 0 peddler slots; a level has exactly one"));
    for (int level = 1; level <= 4; ++level)
      CHECK(has_error(load, "dungeon.json", "/cards",
                      "level " + std::to_string(level) + " has 7 dungeon cards; the classic layout deals 8 (R2.1)"));
  }
  SECTION("an unreachable slot") {
    copy.edit("layouts.json", [](json& j) { j["layouts"][0]["slots"][3]["next"] = {4}; });
    auto load = load_expecting(copy, 2);
    CHECK(has_error(load, "layouts.json", "/layouts/0/slots/6", "cannot be reached from slot 0"));
    CHECK(has_error(load, "layouts.json", "/layouts/0/slots/7", "cannot be reached from slot 0"));
  }
  SECTION("no classic layout") {
    copy.edit("layouts.json", [](json& j) { j["layouts"][0]["id"] = "spiral"; });
    auto load = load_expecting(copy, 1);
    CHECK(has_error(load, "layouts.json", "/layouts", "no layout has the id \"classic\" (R2.2 needs it)"));
  }
}

TEST_CASE("coop map mistakes: cells off the grid, twice, towns, targets", "[content][R9.8]") {
  ContentCopy copy;
  SECTION("cells out of range and on the same square") {
    copy.edit("coop_maps.json", [](json& j) {
      j["maps"][0]["cells"][1]["x"] = 3;
      j["maps"][0]["cells"][2]["x"] = 2;
      j["maps"][0]["cells"][2]["y"] = 2;  // where the level-3 boss already is
    });
    auto load = load_expecting(copy, 2);
    CHECK(has_error(load, "coop_maps.json", "/maps/0/cells/1/x", "3 is out of range 0..2"));
    CHECK(has_error(load, "coop_maps.json", "/maps/0/cells/8", "a second cell at x 2, y 2"));
  }
  SECTION("two towns and a town with a level") {
    copy.edit("coop_maps.json", [](json& j) {
      j["maps"][0]["cells"][3]["kind"] = "town";
      j["maps"][0]["cells"][3]["level"] = 0;
      j["maps"][0]["cells"][0]["level"] = 2;
    });
    auto load = load_expecting(copy, 2);
    CHECK(has_error(load, "coop_maps.json", "/maps/0/cells", "has 2 town cells; a map has exactly one"));
    CHECK(has_error(load, "coop_maps.json", "/maps/0/cells/0/level", "the town is level 0"));
  }
  SECTION("targets: one missing, one above the boss cells") {
    copy.edit("coop_maps.json", [](json& j) {
      j["maps"][0]["boss_target"].erase("3");
      j["maps"][0]["boss_target"]["4"] = 9;
      j["maps"][0]["boss_target"]["5"] = 1;
    });
    auto load = load_expecting(copy, 3);
    CHECK(has_error(load, "coop_maps.json", "/maps/0/boss_target", "missing required field \"3\""));
    CHECK(has_error(load, "coop_maps.json", "/maps/0/boss_target/5", "unknown field"));
    CHECK(has_error(load, "coop_maps.json", "/maps/0/boss_target/4", "needs 9 bosses but the map has 3 boss cells"));
  }
  SECTION("more boss cells than the level has bosses") {
    copy.edit("coop_maps.json", [](json& j) {
      j["maps"][0]["width"] = 5;
      j["maps"][0]["cells"].push_back({{"x", 3}, {"y", 0}, {"level", 1}, {"kind", "boss"}});
      j["maps"][0]["cells"].push_back({{"x", 4}, {"y", 0}, {"level", 1}, {"kind", "boss"}});
    });
    auto load = load_expecting(copy, 1);
    CHECK(has_error(load, "coop_maps.json", "/maps/0/cells", "needs 3 level-1 boss cards but the content has 2"));
  }
}

TEST_CASE("Azoz, the game over deck and ids", "[content][R9.6][R9.3]") {
  ContentCopy copy;
  SECTION("Azoz lets black dice in, sits on level 2, and another boss has ritual icons") {
    copy.edit("bosses.json", [](json& j) {
      REQUIRE(j["bosses"][6]["id"] == "azoz");
      j["bosses"][6]["options"][1].erase("forbid");
      j["bosses"][6]["level"] = 2;
      j["bosses"][0]["ritual_icons"] = 3;
    });
    auto load = load_expecting(copy, 3);
    CHECK(has_error(load, "bosses.json", "/bosses/6/options/1", "Azoz forbids black dice"));
    CHECK(has_error(load, "bosses.json", "/bosses/6/level", "Azoz must be a level-3 boss (R9.6.1)"));
    CHECK(has_error(load, "bosses.json", "/bosses/0/ritual_icons", "only Azoz"));
  }
  SECTION("Azoz without ritual icons") {
    copy.edit("bosses.json", [](json& j) { j["bosses"][6].erase("ritual_icons"); });
    auto load = load_expecting(copy, 1);
    CHECK(has_error(load, "bosses.json", "/bosses/6", "missing required field \"ritual_icons\""));
  }
  SECTION("two New Game cards, or none") {
    const bool two = GENERATE(true, false);
    copy.edit("game_over.json", [&](json& j) { j["cards"][two ? 0 : 4]["new_game"] = two; });
    auto load = load_expecting(copy, 1);
    CHECK(has_error(load, "game_over.json", "/cards",
                    two ? "2 cards are \"new_game\"; exactly one must be" : "0 cards are \"new_game\"; exactly one must be"));
  }
  SECTION("ids: bad format, and the same id in two files") {
    copy.edit("dungeon.json", [](json& j) { j["cards"][1]["id"] = "Rusty Gate"; });
    copy.edit("equipment.json", [](json& j) { j["items"][0]["id"] = "cellar_rats"; });
    auto load = load_expecting(copy, 2);
    CHECK(has_error(load, "dungeon.json", "/cards/1/id", "\"Rusty Gate\" is not a valid id"));
    CHECK(has_error(load, "equipment.json", "/items/0/id",
                    "duplicate id \"cellar_rats\" (first used at dungeon.json: /cards/0/id)"));
  }
}

TEST_CASE("effect and equipment mistakes", "[content][R7.1][R7.4]") {
  ContentCopy copy;
  SECTION("fields an effect kind lacks or does not use") {
    copy.edit("equipment.json", [](json& j) {
      j["items"][13]["effect"]["color"] = "red";           // heal has no colour
      j["items"][2]["effect"].erase("value");              // recover_value needs one
      j["items"][0]["effect"]["color"] = "any";            // a pool die has a real colour
      j["items"][6]["effect"]["color"] = "black";          // black into black
      j["items"][12]["effect"]["colors"] = {"red", "blue", "yellow"};
    });
    auto load = load_expecting(copy, 5);
    CHECK(has_error(load, "equipment.json", "/items/13/effect/color", "field not used by effect kind \"heal\""));
    CHECK(has_error(load, "equipment.json", "/items/2/effect", "missing required field \"value\""));
    CHECK(has_error(load, "equipment.json", "/items/0/effect/color", "\"any\" is not one of red, blue, yellow, black"));
    CHECK(has_error(load, "equipment.json", "/items/6/effect/to", "converts a colour into itself"));
    CHECK(has_error(load, "equipment.json", "/items/12/effect/colors", "lists one colour, or a choice of two"));
  }
  SECTION("usage that does not fit the effect") {
    copy.edit("equipment.json", [](json& j) {
      j["items"][0]["usage"] = "exhaust";  // strength belt: add_pool_die
      j["items"][5]["usage"] = "exhaust";  // elven boots: bonus_all
      j["items"][1]["usage"] = "pool";     // lucky charm: reroll
      j["items"][3]["usage"] = "pasive";
    });
    auto load = load_expecting(copy, 4);
    CHECK(has_error(load, "equipment.json", "/items/0/usage", "an add_pool_die item must have usage \"pool\""));
    CHECK(has_error(load, "equipment.json", "/items/5/usage", "effect \"bonus_all\" is always on"));
    CHECK(has_error(load, "equipment.json", "/items/1/usage", "usage \"pool\" needs the effect add_pool_die"));
    CHECK(has_error(load, "equipment.json", "/items/3/usage", "\"pasive\" is not one of pool, exhaust, discard, passive"));
  }
  SECTION("numbers of the wrong kind") {
    copy.edit("equipment.json", [](json& j) {
      j["items"][0]["price"] = 3.5;
      j["items"][1]["price"] = 1000000000000LL;
      j["items"][2]["copies"] = 0;
      j["items"][3]["symbol"] = "Big Sword";
    });
    auto load = load_expecting(copy, 4);
    CHECK(has_error(load, "equipment.json", "/items/0/price", "expected an integer, found a number with a fraction"));
    CHECK(has_error(load, "equipment.json", "/items/1/price", "1000000000000 is out of range 0..8"));
    CHECK(has_error(load, "equipment.json", "/items/2/copies", "0 is out of range 1..10"));
    CHECK(has_error(load, "equipment.json", "/items/3/symbol", "\"Big Sword\" is not a valid id"));
  }
}

TEST_CASE("test option, character and monster mistakes", "[content][R5.1][R3.1]") {
  ContentCopy copy;
  SECTION("options") {
    copy.edit("dungeon.json", [](json& j) {
      j["cards"][0]["options"][0]["require"] = json::array();
      j["cards"][1]["options"][0]["require"][0]["min"] = 7;
      j["cards"][2]["options"][0]["forbid"] = {"any"};
      j["cards"][3]["options"][0]["reward"]["coins"] = -1;
      j["cards"][4]["options"] = json::array();
      j["cards"][5]["optional"]["label"] = {{"en", "Chest"}};
      j["cards"][6]["a/b"] = 1;
    });
    auto load = load_expecting(copy, 7);
    CHECK(has_error(load, "dungeon.json", "/cards/0/options/0/require", "needs at least one requirement"));
    CHECK(has_error(load, "dungeon.json", "/cards/1/options/0/require/0/min", "7 is out of range 1..6"));
    CHECK(has_error(load, "dungeon.json", "/cards/2/options/0/forbid/0", "\"any\" is not one of red, blue, yellow, black"));
    CHECK(has_error(load, "dungeon.json", "/cards/3/options/0/reward/coins", "-1 is out of range 0..20"));
    CHECK(has_error(load, "dungeon.json", "/cards/4/options", "needs at least one option"));
    CHECK(has_error(load, "dungeon.json", "/cards/5/optional/label", "missing required field \"es\""));
    CHECK(has_error(load, "dungeon.json", "/cards/6/a~1b", "unknown field"));  // RFC 6901 escaping
  }
  SECTION("characters") {
    copy.edit("characters.json", [](json& j) {
      j["characters"][0]["lucky"]["values"] = {6, 6};
      j["characters"][0]["standup"]["color"] = "red";
      j["characters"][1]["pool"] = {{"red", 0}};
      j["characters"][2]["pool"]["red"] = 6;
      j["characters"][2]["expert"]["kind"] = "fireball";
      j["characters"][2]["lives"] = 0;
    });
    auto load = load_expecting(copy, 6);
    CHECK(has_error(load, "characters.json", "/characters/0/lucky/values/1", "value listed twice"));
    CHECK(has_error(load, "characters.json", "/characters/0/standup/color", "is not a colour of the form #rrggbb"));
    CHECK(has_error(load, "characters.json", "/characters/1/pool", "a character needs at least one die"));
    CHECK(has_error(load, "characters.json", "/characters/2/pool/red", "6 is out of range 0..5"));
    CHECK(has_error(load, "characters.json", "/characters/2/expert/kind", "\"fireball\" is not one of elbow_hit"));
    CHECK(has_error(load, "characters.json", "/characters/2/lives", "0 is out of range 1..6"));
  }
  SECTION("monsters and the hunter") {
    copy.edit("monsters.json", [](json& j) {
      j["monsters"][1]["ability"]["require"] = json::array({{{"color", "red"}, {"min", 3}}});  // drain has none
      j["monsters"][0]["ability"].erase("require");                                          // ambush needs one
      j["monsters"][2]["level"] = 4;
      j["monsters"][3]["movement"] = 4;
      j.erase("hunter");
    });
    auto load = load_expecting(copy, 5);
    CHECK(has_error(load, "monsters.json", "/monsters/1/ability/require", "unknown field"));
    CHECK(has_error(load, "monsters.json", "/monsters/0/ability", "missing required field \"require\""));
    CHECK(has_error(load, "monsters.json", "/monsters/2/level", "4 is out of range 1..3"));
    CHECK(has_error(load, "monsters.json", "/monsters/3/movement", "4 is out of range 1..3"));
    CHECK(has_error(load, "monsters.json", "", "missing required field \"hunter\""));
  }
  SECTION("a key written twice in one object") {
    copy.write_raw("game_over.json",
                   R"({"cards": [
  {"id": "a", "name": {"en": "A", "es": "A"}, "new_game": true},
  {"id": "b", "name": {"en": "B", "es": "B", "en": "Bee"}, "lose_coin": true, "lose_coin": false}
]})");
    auto load = load_expecting(copy, 2);
    CHECK(has_error(load, "game_over.json", "/cards/1/name/en", "this key appears twice in the same object"));
    CHECK(has_error(load, "game_over.json", "/cards/1/lose_coin", "this key appears twice in the same object"));
  }
  SECTION("top-level typos and content.json") {
    copy.edit("dungeon.json", [](json& j) { j["card"] = json::array(); });
    copy.edit("content.json", [](json& j) {
      j.erase("strict_counts");
      j["version"] = 2;
    });
    auto load = load_expecting(copy, 3);
    CHECK(has_error(load, "dungeon.json", "/card", "unknown field (allowed here: cards)"));
    CHECK(has_error(load, "content.json", "", "missing required field \"strict_counts\""));
    CHECK(has_error(load, "content.json", "/version", "expected a string, found an integer"));
  }
}

TEST_CASE("unreadable files: a directory, an empty file, broken UTF-8, a byte order mark", "[content][R1.4]") {
  ContentCopy copy;
  copy.remove("dungeon.json");
  std::filesystem::create_directory(std::filesystem::path(copy.dir()) / "dungeon.json");
  copy.write_raw("peddlers.json", "");
  copy.write_raw("game_over.json", "{\"cards\": [{\"id\": \"\xff\"}]}");
  copy.write_raw("bosses.json", "\xef\xbb\xbf" + copy.read("bosses.json").dump());  // a BOM is fine
  hs::ContentLoad load;
  REQUIRE_NOTHROW(load = copy.load());
  INFO(hs::test::all_errors(load));
  CHECK(load.errors.size() == 3);
  CHECK(has_error(load, "dungeon.json", "", "is not a regular file"));
  CHECK(has_error(load, "peddlers.json", "", "invalid JSON at line 1, column 1"));
  CHECK(has_error(load, "game_over.json", "", "invalid JSON at line 1, column 20"));
  CHECK(has_error(load, "game_over.json", "", "ill-formed UTF-8"));
}

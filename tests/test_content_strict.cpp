// R1.3 component counts under strict_counts: a complete set generated from the fixture passes, and
// every count that is off by one is reported with its exact message; R7.4 coverage and the
// character rules (8-9 dice, at most 2 black, one 4-life barbarian, the seven expert abilities).
#include "content_test_support.hpp"

using hs::test::ContentCopy;
using hs::test::has_error;
using nlohmann::json;

namespace {

// Appends copies of list[from] (new ids) until `count` entries have that level.
void fill_level(json& list, int level, std::size_t count) {
  std::vector<json> of_level;
  for (const json& item : list)
    if (item["level"] == level) of_level.push_back(item);
  for (std::size_t k = 0; of_level.size() < count; ++k) {
    json copy = of_level[k % of_level.size()];
    copy["id"] = copy["id"].get<std::string>() + "_copy" + std::to_string(k);
    copy.erase("azoz");
    copy.erase("ritual_icons");
    list.push_back(copy);
    of_level.push_back(copy);
  }
}

// Turns the fixture copy into a complete set with every R1.3 count.
void make_complete(const ContentCopy& copy) {
  copy.edit("content.json", [](json& j) { j["strict_counts"] = true; });
  copy.edit("characters.json", [](json& j) {
    const char* kinds[] = {"shoot", "invisibility", "trap", "toll"};
    for (int k = 0; k < 4; ++k) {
      json c = j["characters"][1];
      c["id"] = "hero_" + std::to_string(k);
      c["expert"]["kind"] = kinds[k];
      j["characters"].push_back(c);
    }
  });
  copy.edit("dungeon.json", [](json& j) {
    for (int level = 1; level <= 4; ++level) fill_level(j["cards"], level, 13);
  });
  copy.edit("bosses.json", [](json& j) {
    // Azoz is not one of the level's bosses (R1.3 counts him apart): give level 3 four others.
    json others = json::array(), azoz;
    for (const json& b : j["bosses"]) (b.value("azoz", false) ? azoz : others.emplace_back()) = b;
    for (int level = 1; level <= 4; ++level) fill_level(others, level, level == 4 ? 3 : 4);
    others.push_back(azoz);
    j["bosses"] = others;
  });
  copy.edit("bifurcations.json", [](json& j) {
    for (int level = 1; level <= 3; ++level) fill_level(j["bifurcations"], level, 3);
  });
  copy.edit("dead_ends.json", [](json& j) {
    for (int level = 1; level <= 3; ++level) fill_level(j["dead_ends"], level, 3);
  });
  copy.edit("monsters.json", [](json& j) {
    for (int level = 1; level <= 3; ++level) fill_level(j["monsters"], level, 4);
  });
  copy.edit("equipment.json", [](json& j) {
    // 16 cards in the fixture; 31 more copies make the 47 of R1.3.
    for (json& item : j["items"]) {
      const std::string id = item["id"];
      if (id == "whetstone" || id == "lucky_charm") item["copies"] = 10;
      if (id == "boomerang") item["copies"] = 9;
      if (id == "guild_badge") item["copies"] = 4;
      if (id == "strength_belt" || id == "elven_boots") item["copies"] = 2;  // R6.4: symbols on two cards
    }
  });
}

}  // namespace

TEST_CASE("a complete content set passes the strict R1.3 counts", "[content][R1.3]") {
  ContentCopy copy;
  make_complete(copy);
  const hs::ContentLoad load = copy.load();
  INFO(hs::test::all_errors(load));
  REQUIRE(load.errors.empty());
  const hs::Content& c = *load.content;
  CHECK(c.strict_counts);
  CHECK(c.characters.size() == 7);
  CHECK(c.cards_of(hs::CardKind::Dungeon, 4).size() == 13);
  CHECK(c.cards_of(hs::CardKind::Boss, 3).size() == 5);  // four bosses and Azoz
}

TEST_CASE("strict counts on the small fixture report every count that is off", "[content][R1.3]") {
  ContentCopy copy;
  copy.edit("content.json", [](json& j) { j["strict_counts"] = true; });
  const hs::ContentLoad load = copy.load();
  INFO(hs::test::all_errors(load));
  CHECK_FALSE(load.content.has_value());
  CHECK(has_error(load, "characters.json", "/characters", "characters: 3; R1.3 needs 7"));
  for (int level = 1; level <= 4; ++level)
    CHECK(has_error(load, "dungeon.json", "/cards",
                    "dungeon cards of level " + std::to_string(level) + ": 7; R1.3 needs 13"));
  for (int level = 1; level <= 3; ++level) {
    CHECK(has_error(load, "bosses.json", "/bosses", "bosses of level " + std::to_string(level) + ": 2; R1.3 needs 4"));
    CHECK(has_error(load, "bifurcations.json", "/bifurcations",
                    "bifurcations of level " + std::to_string(level) + ": 1; R1.3 needs 3"));
    CHECK(has_error(load, "dead_ends.json", "/dead_ends",
                    "dead ends of level " + std::to_string(level) + ": 1; R1.3 needs 3"));
    CHECK(has_error(load, "monsters.json", "/monsters",
                    "wandering monsters of level " + std::to_string(level) + ": 2; R1.3 needs 4"));
  }
  CHECK(has_error(load, "bosses.json", "/bosses", "bosses of level 4: 1; R1.3 needs 3"));
  CHECK(has_error(load, "equipment.json", "/items", "equipment cards (counting copies): 16; R1.3 needs 47"));
  for (const char* kind : {"shoot", "invisibility", "trap", "toll"})
    CHECK(has_error(load, "characters.json", "/characters",
                    "no character has the expert ability \"" + std::string(kind) + "\" (R9.4.1)"));
  for (const char* symbol : {"amulet", "belt", "boots"})
    CHECK(has_error(load, "equipment.json", "/items",
                    "the symbol \"" + std::string(symbol) + "\" is on only one card; R6.4 needs a symbol on at least two"));
  // Counts that are right (peddlers, heal potions, game over cards, Azoz, effects) say nothing.
  CHECK(load.errors.size() == 1 + 4 + 3 * 4 + 1 + 1 + 4 + 3);
}

TEST_CASE("strict counts catch one card too many or too few", "[content][R1.3]") {
  ContentCopy copy;
  make_complete(copy);

  SECTION("a fourteenth dungeon card on level 2") {
    copy.edit("dungeon.json", [](json& j) {
      json extra = j["cards"][7];
      extra["id"] = "one_more";
      j["cards"].push_back(extra);
    });
    const auto load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(has_error(load, "dungeon.json", "/cards", "dungeon cards of level 2: 14; R1.3 needs 13"));
    CHECK(load.errors.size() == 1);
  }
  SECTION("two heal potions and one other card more") {
    copy.edit("equipment.json", [](json& j) {
      for (json& item : j["items"]) {
        if (item["id"] == "heal_potion") item["copies"] = 2;
        if (item["id"] == "war_horn") item["copies"] = 2;
      }
    });
    const auto load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(has_error(load, "equipment.json", "/items", "heal potions (counting copies): 2; R1.3 needs 3"));
    CHECK(load.errors.size() == 1);
  }
  SECTION("an R7.4 effect that no item has") {
    copy.edit("equipment.json", [](json& j) {
      for (json& item : j["items"])
        if (item["id"] == "guild_badge") item["effect"] = {{"kind", "reroll"}, {"color", "any"}};
    });
    const auto load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(has_error(load, "equipment.json", "/items",
                    "no item has the effect \"discount\"; every R7.4 effect must appear"));
    CHECK(load.errors.size() == 1);
  }
  SECTION("a second Azoz and a missing peddler") {
    copy.edit("bosses.json", [](json& j) {
      json azoz2 = j["bosses"].back();
      azoz2["id"] = "azoz_again";
      j["bosses"].push_back(azoz2);
    });
    copy.edit("peddlers.json", [](json& j) { j["peddlers"].erase(1); });
    const auto load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(has_error(load, "bosses.json", "/bosses", "Azoz bosses: 2; R1.3 needs 1"));
    CHECK(has_error(load, "bosses.json", "/bosses", "2 bosses are Azoz; there is only one (R9.6)"));
    CHECK(has_error(load, "peddlers.json", "/peddlers", "level 2 has 0 peddlers; it needs exactly one (R2.1)"));
    CHECK(has_error(load, "peddlers.json", "/peddlers", "peddlers of level 2: 0; R1.3 needs 1"));
    CHECK(load.errors.size() == 4);
  }
  SECTION("characters outside the dice and lives rules") {
    copy.edit("characters.json", [](json& j) {
      j["characters"][1]["pool"] = {{"red", 3}, {"blue", 3}, {"yellow", 3}, {"black", 1}};  // 10 dice
      j["characters"][2]["pool"]["black"] = 3;                                            // 9 dice, 3 black
      j["characters"][3]["lives"] = 4;                                                    // a second barbarian
      j["characters"][4]["lives"] = 2;
    });
    const auto load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(has_error(load, "characters.json", "/characters/1/pool", "10 dice; a character has 8 or 9"));
    CHECK(has_error(load, "characters.json", "/characters/2/pool/black", "3 black dice; a character has at most 2"));
    CHECK(has_error(load, "characters.json", "/characters/4/lives", "2 lives; characters have 3, the barbarian 4"));
    CHECK(has_error(load, "characters.json", "/characters", "2 characters have 4 lives; exactly one (the barbarian)"));
    CHECK(load.errors.size() == 4);
  }
  SECTION("the same set with strict_counts off accepts the changed counts") {
    copy.edit("content.json", [](json& j) { j["strict_counts"] = false; });
    copy.edit("monsters.json", [](json& j) { j["monsters"].erase(0); });
    const auto load = copy.load();
    INFO(hs::test::all_errors(load));
    CHECK(load.errors.empty());
  }
}

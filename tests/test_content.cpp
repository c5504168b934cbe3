// Content loading (R1.4): the fixture set loads and its lookups work, broken copies report every
// error with its file and JSON pointer in one load, the loader survives any input, the real data/
// set passes the strict R1.3 checks, and the CLI's validate / content-stats exit codes.
#include <cstdio>
#include <cstdlib>
#include <sys/wait.h>

#include "content_test_support.hpp"
#include "highscore/content_vocabulary.hpp"
#include "highscore/rng.hpp"

using hs::test::ContentCopy;
using hs::test::has_error;
using nlohmann::json;

TEST_CASE("the fixture content set loads without errors and every lookup works", "[content][R1.4]") {
  const hs::ContentLoad load = hs::load_content(hs::test::kFixtureDir);
  INFO(hs::test::all_errors(load));
  REQUIRE(load.errors.empty());
  REQUIRE(load.content.has_value());
  const hs::Content& c = *load.content;

  CHECK(c.id == "highscore-test-fixture");
  CHECK(c.version == "1");
  CHECK_FALSE(c.strict_counts);
  CHECK(c.turn_order_cards == 4);
  CHECK(c.fingerprint != 0);

  REQUIRE(c.characters.size() == 3);
  const int torgar = c.character_index("torgar");
  REQUIRE(torgar >= 0);
  const hs::Character& t = c.characters[static_cast<std::size_t>(torgar)];
  CHECK(t.lives == 4);
  CHECK(t.pool[hs::Color::Red] == 4);
  CHECK(t.pool.total() == 8);
  CHECK(t.lucky_color == hs::Color::Red);
  CHECK(t.lucky_values == std::vector<int>{6});
  CHECK(t.ability.kind == hs::EffectKind::AddValue);
  CHECK(t.ability.amount == 1);
  CHECK(t.expert.kind == hs::ExpertKind::ElbowHit);
  CHECK(t.expert.value == 4);
  CHECK(t.name.in("es") == "Torgar");
  CHECK(t.title.in("es") == "el Bárbaro");
  CHECK(t.standup_color == "#b03a2e");
  CHECK(c.character_index("nobody") == -1);

  for (int level = 1; level <= 4; ++level) {
    CHECK(c.cards_of(hs::CardKind::Dungeon, level).size() == 7);
    CHECK(c.cards_of(hs::CardKind::Peddler, level).size() == 1);
  }
  for (int level = 1; level <= 3; ++level) {
    CHECK(c.cards_of(hs::CardKind::Bifurcation, level).size() == 1);
    CHECK(c.cards_of(hs::CardKind::DeadEnd, level).size() == 1);
  }
  CHECK(c.cards_of(hs::CardKind::Boss, 3).size() == 3);  // two bosses and Azoz
  CHECK(c.cards_of(hs::CardKind::Dungeon, 5).empty());

  const int rusty = c.card_index("rusty_gate");
  REQUIRE(rusty >= 0);
  const hs::DungeonCard& gate = c.cards[static_cast<std::size_t>(rusty)];
  CHECK(gate.kind == hs::CardKind::Dungeon);
  CHECK(gate.level == 1);
  REQUIRE(gate.options.size() == 2);
  CHECK(gate.options[0].require == std::vector<hs::Requirement>{{hs::Color::Yellow, 3}});
  CHECK(gate.options[0].reward.coins == 1);
  REQUIRE(gate.optional.has_value());
  CHECK(gate.optional->reward.gems == 1);
  CHECK(gate.optional->label.en == "Chest");

  const hs::DungeonCard& azoz = c.cards[static_cast<std::size_t>(c.card_index("azoz"))];
  CHECK(azoz.kind == hs::CardKind::Boss);
  CHECK(azoz.azoz);
  CHECK(azoz.ritual_icons == 6);
  for (const hs::TestOption& o : azoz.options) CHECK(o.forbid == std::vector<hs::Color>{hs::Color::Black});

  const hs::DungeonCard& dead_end = c.cards[static_cast<std::size_t>(c.card_index("collapsed_hall"))];
  CHECK(dead_end.kind == hs::CardKind::DeadEnd);
  CHECK(dead_end.entry_reward.coins == 2);
  CHECK(dead_end.entry_reward.gems == 1);
  CHECK(dead_end.options.empty());

  // Every usage and every R7.4 effect kind is present in the fixture.
  for (hs::EffectKind kind : hs::kAllEffectKinds)
    CHECK(std::any_of(c.equipment.begin(), c.equipment.end(), [&](const hs::EquipmentCard& e) { return e.effect.kind == kind; }));
  for (hs::Usage usage : {hs::Usage::Pool, hs::Usage::Exhaust, hs::Usage::Discard, hs::Usage::Passive})
    CHECK(std::any_of(c.equipment.begin(), c.equipment.end(), [&](const hs::EquipmentCard& e) { return e.usage == usage; }));
  const hs::EquipmentCard& horn = c.equipment[static_cast<std::size_t>(c.equipment_index("war_horn"))];
  CHECK(horn.effect.colors == std::vector<hs::Color>{hs::Color::Red, hs::Color::Blue});
  CHECK(horn.usage == hs::Usage::Discard);
  CHECK(horn.symbol.empty());
  const hs::EquipmentCard& potion = c.equipment[static_cast<std::size_t>(c.equipment_index("heal_potion"))];
  CHECK(potion.copies == 3);
  CHECK(potion.effect.kind == hs::EffectKind::Heal);
  const hs::EquipmentCard& rune = c.equipment[static_cast<std::size_t>(c.equipment_index("blood_rune"))];
  CHECK(rune.effect.color == hs::Color::Red);
  CHECK(rune.effect.to == hs::Color::Black);
  CHECK(rune.symbol == "ring");
  CHECK(c.equipment_index("nothing") == -1);

  REQUIRE(c.monsters.size() == 6);
  const hs::Monster& leech = c.monsters[static_cast<std::size_t>(c.monster_index("cave_leech"))];
  CHECK(leech.ability.kind == hs::MonsterAbilityKind::Drain);
  CHECK(leech.ability.color == hs::Color::Red);
  const hs::Monster& imp = c.monsters[static_cast<std::size_t>(c.monster_index("stone_imp"))];
  CHECK(imp.ability.kind == hs::MonsterAbilityKind::None);
  CHECK(c.monster_index("the_hunter") == -1);  // the Hunter is not a wandering monster
  CHECK(c.hunter.id == "the_hunter");
  CHECK(c.hunter.movement == 1);

  REQUIRE(c.game_over.size() == 5);
  CHECK(std::count_if(c.game_over.begin(), c.game_over.end(), [](const hs::GameOverCard& g) { return g.new_game; }) == 1);

  const hs::Layout* classic = c.layout("classic");
  REQUIRE(classic != nullptr);
  REQUIRE(classic->slots.size() == 9);
  CHECK(classic->slots[3].kind == hs::SlotKind::Peddler);
  CHECK(classic->slots[3].next == std::vector<int>{4, 6});
  CHECK(classic->slots[8].kind == hs::SlotKind::Boss);
  CHECK(classic->slots[8].next.empty());
  CHECK(classic->slots[4].row == -1);
  CHECK(c.layout("spiral") == nullptr);

  REQUIRE(c.coop_maps.size() == 1);
  const hs::CoopMap& map = c.coop_maps[0];
  CHECK(map.boss_target == std::map<int, int>{{2, 2}, {3, 2}, {4, 3}});
  CHECK(std::count_if(map.cells.begin(), map.cells.end(), [](const hs::CoopCell& cell) { return cell.town; }) == 1);
}

TEST_CASE("the content fingerprint is stable and changes with any byte", "[content][R1.4]") {
  ContentCopy copy;
  const auto first = copy.load();
  const auto again = copy.load();
  REQUIRE(first.content);
  REQUIRE(again.content);
  CHECK(first.content->fingerprint == again.content->fingerprint);
  // The same JSON written differently is different bytes, so a different fingerprint.
  copy.write("game_over.json", copy.read("game_over.json"));
  const auto rewritten = copy.load();
  REQUIRE(rewritten.content);
  CHECK(rewritten.content->fingerprint != first.content->fingerprint);
}

TEST_CASE("content errors print as file, pointer and message", "[content][R1.4]") {
  const hs::ContentError e{"equipment.json", "/items/12/effect/color",
                           "\"purple\" is not one of red, blue, yellow, black, any"};
  CHECK(e.to_string() == "equipment.json: /items/12/effect/color: \"purple\" is not one of red, blue, yellow, black, any");
  CHECK(hs::ContentError{"dungeon.json", "", "file is missing"}.to_string() == "dungeon.json: file is missing");
}

TEST_CASE("a broken copy reports every error with its file and JSON pointer in one load", "[content][R1.4]") {
  ContentCopy copy;
  copy.edit("equipment.json", [](json& j) {
    j["items"][4]["effect"]["color"] = "purple";  // wrong colour
    j["items"][2]["effect"]["kind"] = "teleport";  // unknown effect kind
    j["items"][0]["price"] = 9;                     // out of range
  });
  copy.edit("dungeon.json", [](json& j) {
    j["cards"][0]["name"].erase("es");  // missing Spanish text
    j["cards"][1]["text"]["en"] = "  ";  // empty English text
    j["cards"][2]["creatur"] = true;     // typo of a known field
  });
  copy.edit("monsters.json", [](json& j) {
    j["monsters"][0]["id"] = "torgar";  // already a character's id
    j["monsters"][1]["movement"] = "fast";
  });
  copy.write_raw("bosses.json", "{\n  \"bosses\": [\n    {\"id\": \"x\",,}\n  ]\n}\n");  // invalid JSON
  copy.remove("layouts.json");                                                    // missing file

  const hs::ContentLoad load = copy.load();
  INFO(hs::test::all_errors(load));
  CHECK_FALSE(load.content.has_value());
  CHECK(has_error(load, "equipment.json", "/items/4/effect/color",
                  "\"purple\" is not one of red, blue, yellow, black, any"));
  CHECK(has_error(load, "equipment.json", "/items/2/effect/kind", "\"teleport\" is not one of add_pool_die, reroll"));
  CHECK(has_error(load, "equipment.json", "/items/0/price", "9 is out of range 0..8"));
  CHECK(has_error(load, "dungeon.json", "/cards/0/name", "missing required field \"es\""));
  CHECK(has_error(load, "dungeon.json", "/cards/1/text/en", "must not be empty"));
  CHECK(has_error(load, "dungeon.json", "/cards/2/creatur", "unknown field"));
  CHECK(has_error(load, "monsters.json", "/monsters/0/id",
                  "duplicate id \"torgar\" (first used at characters.json: /characters/0/id)"));
  CHECK(has_error(load, "monsters.json", "/monsters/1/movement", "expected an integer, found a string"));
  CHECK(has_error(load, "bosses.json", "", "invalid JSON at line 3, column 16"));
  CHECK(has_error(load, "layouts.json", "", "file is missing"));
  // Nothing else: one mistake gives one message, not a cascade of follow-ups.
  CHECK(load.errors.size() == 10);
}

TEST_CASE("wrong shapes and wrong types are reported, never thrown", "[content][R1.4]") {
  const json shapes[] = {nullptr, json::array(), 42, "text", json::object(), json{{"cards", 5}},
                         json{{"cards", {nullptr, 1, "a", json::array(), json::object()}}}, 3.5, true};
  const char* files[] = {"content.json",   "characters.json", "dungeon.json",   "bosses.json",
                         "peddlers.json",  "bifurcations.json", "dead_ends.json", "equipment.json",
                         "monsters.json",  "game_over.json",  "layouts.json",   "coop_maps.json"};
  for (const char* file : files) {
    for (const json& shape : shapes) {
      ContentCopy copy;
      copy.write(file, shape);
      hs::ContentLoad load;
      REQUIRE_NOTHROW(load = copy.load());
      INFO(file << " = " << shape.dump());
      CHECK_FALSE(load.content.has_value());
      REQUIRE_FALSE(load.errors.empty());
      CHECK(std::any_of(load.errors.begin(), load.errors.end(), [&](const hs::ContentError& e) { return e.file == file; }));
    }
  }
}

// Replace random nodes of every fixture file with values of random types: the loader must report,
// not crash, and every error it gives names a file.
TEST_CASE("random damage to the content never crashes the loader", "[content][R1.4]") {
  const json junk[] = {nullptr, -1, 0, 7, 1000000000000LL, 2.5, "", "purple", "Bad Id", true, json::array(),
                       json::object(), json{{"en", "x"}}, json::array({1, "a"})};
  const char* files[] = {"characters.json", "dungeon.json",   "bosses.json",    "equipment.json",
                         "monsters.json",   "layouts.json",   "coop_maps.json", "dead_ends.json"};
  hs::Rng rng(2024);
  ContentCopy copy;
  for (int round = 0; round < 120; ++round) {
    const std::string file = files[rng.below(8)];
    const json original = copy.read(file);
    json damaged = original;
    for (int hits = 0; hits < 3; ++hits) {
      const json flat = damaged.flatten();  // "/a/0/b" -> leaf value
      std::vector<std::string> paths;
      for (auto it = flat.begin(); it != flat.end(); ++it)
        if (!it.key().empty()) paths.push_back(it.key());
      if (paths.empty()) break;
      std::string path = paths[rng.below(static_cast<std::uint32_t>(paths.size()))];
      // Sometimes hit a parent container instead of the leaf.
      for (std::uint32_t up = rng.below(3); up > 0 && path.rfind('/') != 0; --up) path = path.substr(0, path.rfind('/'));
      damaged[json::json_pointer(path)] = junk[rng.below(static_cast<std::uint32_t>(std::size(junk)))];
    }
    copy.write(file, damaged);
    hs::ContentLoad load;
    REQUIRE_NOTHROW(load = copy.load());
    for (const hs::ContentError& e : load.errors) {
      CHECK_FALSE(e.file.empty());
      CHECK_FALSE(e.message.empty());
    }
    CHECK(load.content.has_value() == load.errors.empty());
    copy.write(file, original);
  }
}

TEST_CASE("default_data_dir prefers HIGHSCORE_DATA", "[content]") {
  const char* old = std::getenv("HIGHSCORE_DATA");
  const std::string saved = old ? old : "";
  ::setenv("HIGHSCORE_DATA", "/somewhere/else", 1);
  CHECK(hs::default_data_dir() == "/somewhere/else");
  ::unsetenv("HIGHSCORE_DATA");
  // Unset, a build finds data/ next to its binaries: a link to the project's data/.
  CHECK(std::filesystem::equivalent(hs::default_data_dir(), HS_DEFAULT_DATA_DIR));
  if (old) ::setenv("HIGHSCORE_DATA", saved.c_str(), 1);
}

TEST_CASE("the project's data/ passes every R1.3 count and covers every R7.4 effect", "[content][R1.3][R1.4]") {
  const std::string dir = HS_DEFAULT_DATA_DIR;
  if (!std::filesystem::exists(dir + "/content.json")) {
    WARN("data/content.json does not exist yet; skipping the check of the real card set");
    return;
  }
  const hs::ContentLoad load = hs::load_content(dir);
  INFO(hs::test::all_errors(load));
  REQUIRE(load.errors.empty());
  const hs::Content& c = *load.content;
  REQUIRE(c.strict_counts);
  CHECK(c.characters.size() == 7);
  for (int level = 1; level <= 4; ++level) {
    CHECK(c.cards_of(hs::CardKind::Dungeon, level).size() == 13);
    CHECK(c.cards_of(hs::CardKind::Peddler, level).size() == 1);
  }
  auto bosses = [&](int level) {
    int n = 0;
    for (int i : c.cards_of(hs::CardKind::Boss, level)) n += !c.cards[static_cast<std::size_t>(i)].azoz;
    return n;
  };
  CHECK(bosses(1) == 4);
  CHECK(bosses(2) == 4);
  CHECK(bosses(3) == 4);
  CHECK(bosses(4) == 3);
  CHECK(std::count_if(c.cards.begin(), c.cards.end(), [](const hs::DungeonCard& d) { return d.azoz; }) == 1);
  for (int level = 1; level <= 3; ++level) {
    CHECK(c.cards_of(hs::CardKind::Bifurcation, level).size() == 3);
    CHECK(c.cards_of(hs::CardKind::DeadEnd, level).size() == 3);
    CHECK(std::count_if(c.monsters.begin(), c.monsters.end(), [&](const hs::Monster& m) { return m.level == level; }) == 4);
  }
  CHECK(c.monsters.size() == 12);
  CHECK_FALSE(c.hunter.id.empty());
  int equipment = 0, potions = 0;
  for (const hs::EquipmentCard& e : c.equipment) {
    equipment += e.copies;
    if (e.effect.kind == hs::EffectKind::Heal) potions += e.copies;
  }
  CHECK(equipment == 47);
  CHECK(potions == 3);
  for (hs::EffectKind kind : hs::kAllEffectKinds) {
    INFO("effect " << hs::effect_kind_name(kind));
    CHECK(std::any_of(c.equipment.begin(), c.equipment.end(), [&](const hs::EquipmentCard& e) { return e.effect.kind == kind; }));
  }
  CHECK(c.game_over.size() == 5);
  CHECK(std::count_if(c.game_over.begin(), c.game_over.end(), [](const hs::GameOverCard& g) { return g.new_game; }) == 1);
  CHECK(c.turn_order_cards == 4);
  CHECK(c.layout("classic") != nullptr);
}

namespace {
struct ValidateRun {
  int exit_code = -1;
  std::string out;
};
// Runs highscore-cli with stdout captured (stderr merged) and returns its exit code.
ValidateRun run_validate_cli(const std::string& args) {
  ValidateRun run;
  const std::string command = std::string("'") + HS_CLI_PATH + "' " + args + " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  std::size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) run.out.append(buffer, n);
  const int status = ::pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}
}  // namespace

TEST_CASE("highscore-cli validate: exit 0 on good content, 1 with every error on bad", "[content][R1.4]") {
  const ValidateRun good = run_validate_cli("validate '" + hs::test::kFixtureDir + "'");
  INFO(good.out);
  CHECK(good.exit_code == 0);
  CHECK(good.out.rfind("ok: 3 characters, 46 cards", 0) == 0);

  ContentCopy copy;
  copy.edit("equipment.json", [](json& j) { j["items"][4]["effect"]["color"] = "purple"; });
  copy.remove("coop_maps.json");
  const ValidateRun bad = run_validate_cli("validate '" + copy.dir() + "'");
  INFO(bad.out);
  CHECK(bad.exit_code == 1);
  CHECK(bad.out.find(copy.dir() + "/equipment.json: /items/4/effect/color: \"purple\" is not one of red, blue, "
                                  "yellow, black, any\n") != std::string::npos);
  CHECK(bad.out.find(copy.dir() + "/coop_maps.json: file is missing\n") != std::string::npos);
  CHECK(bad.out.find("2 errors in " + copy.dir()) != std::string::npos);

  // Without a directory argument, validate reads default_data_dir(), which HIGHSCORE_DATA overrides.
  const char* old_env = std::getenv("HIGHSCORE_DATA");
  const std::string saved_env = old_env ? old_env : "";
  ::setenv("HIGHSCORE_DATA", hs::test::kFixtureDir.c_str(), 1);
  const ValidateRun from_env = run_validate_cli("validate");
  if (old_env) ::setenv("HIGHSCORE_DATA", saved_env.c_str(), 1);
  else ::unsetenv("HIGHSCORE_DATA");
  INFO(from_env.out);
  CHECK(from_env.exit_code == 0);
  CHECK(from_env.out.rfind("ok: 3 characters", 0) == 0);

  CHECK(run_validate_cli("validate /no/such/highscore/dir").exit_code == 1);
  CHECK(run_validate_cli("validate a b").exit_code == 2);
}

TEST_CASE("highscore-cli content-stats prints counts and effect coverage as JSON", "[content][R1.3]") {
  const ValidateRun run = run_validate_cli("content-stats '" + hs::test::kFixtureDir + "' 2>/dev/null");
  INFO(run.out);
  REQUIRE(run.exit_code == 0);
  const json stats = json::parse(run.out);
  CHECK(stats["characters"] == 3);
  CHECK(stats["cards"]["dungeon"]["2"] == 7);
  CHECK(stats["cards"]["dungeon"]["total"] == 28);
  CHECK(stats["cards"]["boss"]["3"] == 2);
  CHECK(stats["cards"]["azoz"] == 1);
  CHECK(stats["monsters"]["total"] == 6);
  CHECK(stats["equipment"]["cards"] == 16);
  CHECK(stats["equipment"]["heal_potions"] == 3);
  CHECK(stats["equipment"]["symbols"]["sword"] == 2);
  CHECK(stats["effects"]["covered"]["heal"]["equipment_cards"] == 3);
  CHECK(stats["effects"]["missing_in_equipment"].empty());

  ContentCopy copy;
  copy.write_raw("dungeon.json", "not json");
  CHECK(run_validate_cli("content-stats '" + copy.dir() + "'").exit_code == 1);
}

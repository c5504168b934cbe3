// The string table (both languages complete, placeholders) and settings persistence.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "app/platform/settings.hpp"
#include "app/text/strings.hpp"
#include "highscore/content.hpp"

using namespace hs::app;

TEST_CASE("string table: English and Spanish have exactly the same keys, none empty", "[app]") {
  StringTable t;
  const auto err = StringTable::load(hs::default_data_dir() + "/i18n", t);
  REQUIRE_FALSE(err);
  const auto en = t.keys("en"), es = t.keys("es");
  CHECK(en.size() > 100);
  CHECK(en == es);
  for (const auto& k : en) {
    t.set_language("en");
    CHECK_FALSE(t.get(k).empty());
    t.set_language("es");
    CHECK_FALSE(t.get(k).empty());
  }
  t.set_language("es");
  CHECK(t.get("menu.new_game") == "Nueva partida");
  CHECK(t.format("table.round", {"3"}) == "Ronda 3");
  CHECK(t.get("no.such.key") == "no.such.key");  // visible, not blank
}

TEST_CASE("string table: a broken file is reported with its path", "[app]") {
  const auto dir = std::filesystem::temp_directory_path() / "hs_app_i18n_bad";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "en.json") << "{\"a\": 3}";
  std::ofstream(dir / "es.json") << "{}";
  StringTable t;
  const auto err = StringTable::load(dir.string(), t);
  REQUIRE(err);
  CHECK(err->find("en.json") != std::string::npos);
  CHECK(err->find("/a") != std::string::npos);
  std::ofstream(dir / "en.json") << "{not json";
  CHECK(StringTable::load(dir.string(), t)->find("not valid JSON") != std::string::npos);
}

TEST_CASE("placeholders are replaced in order and missing ones vanish", "[app]") {
  CHECK(substitute("{0} buys {1} for {2}", {"Orlo", "a rope", "3"}) == "Orlo buys a rope for 3");
  CHECK(substitute("{1}{0}", {"a", "b"}) == "ba");
  CHECK(substitute("x{3}y", {"a"}) == "xy");
  CHECK(substitute("{", {}) == "{");
}

TEST_CASE("settings survive a save and load, damaged files fall back to defaults", "[app]") {
  const auto dir = std::filesystem::temp_directory_path() / "hs_app_settings";
  std::filesystem::remove_all(dir);
  const std::string path = (dir / "sub" / "settings.json").string();
  Settings s;
  s.language = "es";
  s.colorblind_symbols = false;
  s.bot_speed = BotSpeed::Fast;
  s.window_width = 1600;
  s.window_height = 900;
  s.fullscreen = true;
  s.master_volume = 3;
  s.effects_volume = 0;
  s.music_volume = 4;
  s.muted = true;
  REQUIRE_FALSE(save_settings(s, path));
  CHECK(load_settings(path) == s);

  CHECK(load_settings((dir / "missing.json").string()) == Settings{});
  std::ofstream(path) << "{ broken";
  std::string warning;
  CHECK(load_settings(path, &warning) == Settings{});
  CHECK(warning.find("settings.json") != std::string::npos);
  std::ofstream(path) << R"({"language": "klingon", "bot_speed": 9, "window_width": 10})";
  const Settings odd = load_settings(path);
  CHECK(odd.language == "en");
  CHECK(odd.bot_speed == BotSpeed::Normal);
  CHECK(odd.window_width == 640);
  // Sound: effects on and music low by default; a volume outside the steps is damage, not a crash.
  CHECK(Settings{}.effects_volume > 0);
  CHECK(Settings{}.music_volume > 0);
  CHECK(Settings{}.music_volume < Settings{}.effects_volume);
  CHECK_FALSE(Settings{}.muted);
  std::ofstream(path) << R"({"master_volume": 7, "music_volume": "loud", "effects_volume": 2, "muted": 1})";
  warning.clear();
  const Settings loud = load_settings(path, &warning);
  CHECK(loud.master_volume == Settings{}.master_volume);
  CHECK(loud.music_volume == Settings{}.music_volume);
  CHECK(loud.effects_volume == 2);
  CHECK_FALSE(loud.muted);
  CHECK(warning.find("master_volume") != std::string::npos);
}

TEST_CASE("XDG directories: config and data follow the environment", "[app]") {
  setenv("XDG_CONFIG_HOME", "/tmp/cfg_x", 1);
  setenv("XDG_DATA_HOME", "/tmp/data_x", 1);
  CHECK(settings_path() == "/tmp/cfg_x/highscore/settings.json");
  CHECK(autosave_path() == "/tmp/data_x/highscore/autosave.json");
  unsetenv("XDG_CONFIG_HOME");
  unsetenv("XDG_DATA_HOME");
  const char* old_home = std::getenv("HOME");
  const std::string saved = old_home ? old_home : "";
  setenv("HOME", "/tmp/home_x", 1);
  CHECK(config_dir() == "/tmp/home_x/.config/highscore");
  CHECK(data_dir() == "/tmp/home_x/.local/share/highscore");
  if (old_home) setenv("HOME", saved.c_str(), 1);
}

TEST_CASE("bots wait less at faster speeds", "[app]") {
  CHECK(bot_delay_ms(BotSpeed::Slow) > bot_delay_ms(BotSpeed::Normal));
  CHECK(bot_delay_ms(BotSpeed::Normal) > bot_delay_ms(BotSpeed::Fast));
  CHECK(bot_delay_ms(BotSpeed::Instant) == 0);
}

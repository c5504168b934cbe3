// Where the app finds its files (paths.hpp): in a build tree the project's data/i18n and assets/
// next to the binaries; a content folder without interface text (a fixture) still gets the game's
// own text; HIGHSCORE_ASSETS replaces the search for the art.
#include <catch2/catch.hpp>

#include <filesystem>

#include "app/shell/paths.hpp"
#include "../env_override.hpp"

namespace fs = std::filesystem;
using hs::test::EnvOverride;

TEST_CASE("a build tree finds the interface text and the art next to its binaries", "[app][data]") {
  EnvOverride no_data("HIGHSCORE_DATA", nullptr), no_assets("HIGHSCORE_ASSETS", nullptr);
  hs::app::AppPaths p;
  REQUIRE_FALSE(hs::app::resolve_app_paths("", p));
  CHECK(fs::equivalent(p.content, HS_DEFAULT_DATA_DIR));
  CHECK(fs::equivalent(p.i18n, fs::path(HS_DEFAULT_DATA_DIR) / "i18n"));
  CHECK(fs::equivalent(p.assets, HS_ASSETS_DIR));
}

TEST_CASE("the app takes the text of the folder given with --data or the game's own when that folder has none", "[app][data]") {
  EnvOverride no_data("HIGHSCORE_DATA", nullptr), no_assets("HIGHSCORE_ASSETS", nullptr);
  hs::app::AppPaths own, fixture;
  REQUIRE_FALSE(hs::app::resolve_app_paths(HS_DEFAULT_DATA_DIR, own));
  CHECK(own.content == HS_DEFAULT_DATA_DIR);
  CHECK(own.i18n == (fs::path(HS_DEFAULT_DATA_DIR) / "i18n").string());
  const std::string fixture_dir = HS_TEST_DIR "/fixtures/content";
  REQUIRE_FALSE(fs::exists(fixture_dir + "/i18n"));
  REQUIRE_FALSE(hs::app::resolve_app_paths(fixture_dir, fixture));
  CHECK(fixture.content == fixture_dir);
  CHECK(fs::equivalent(fixture.i18n, fs::path(HS_DEFAULT_DATA_DIR) / "i18n"));
}

TEST_CASE("HIGHSCORE_ASSETS replaces the search for fonts and art", "[app][data]") {
  EnvOverride assets("HIGHSCORE_ASSETS", "/opt/elsewhere/assets");
  hs::app::AppPaths p;
  REQUIRE_FALSE(hs::app::resolve_app_paths("", p));
  CHECK(p.assets == "/opt/elsewhere/assets");
}

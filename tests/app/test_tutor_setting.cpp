// The tutor's Settings row (issue 23) is kept in the settings file: off by default, "on" and
// "first_games" read back, anything else is damage that falls back to off with the key named.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "app/platform/settings.hpp"
#include "app_test_support.hpp"

namespace hs::app {

TEST_CASE("the tutor setting is off by default and survives the settings file", "[app][tutor]") {
  CHECK(Settings{}.tutor == "off");
  test::TempDir dir("hs_tutor_setting");
  const std::string path = dir.file("settings.json");
  for (const char* value : {"on", "first_games", "off"}) {
    Settings s;
    s.tutor = value;
    REQUIRE_FALSE(save_settings(s, path));
    CHECK(load_settings(path).tutor == value);
  }
  std::ofstream(path) << R"({"tutor": "always", "language": "es"})";
  std::string warning;
  bool damaged = false;
  const Settings odd = load_settings(path, &warning, &damaged);
  CHECK(odd.tutor == "off");
  CHECK(odd.language == "es");  // the rest is kept
  CHECK(damaged);
  CHECK(warning.find("tutor") != std::string::npos);
}

}  // namespace hs::app

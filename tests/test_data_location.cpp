// Finding the game's files (data_location.hpp): an environment variable wins, else the first root
// whose folder holds the marker; a failed search lists every place in order; a build tree finds the
// project's own data/ next to its binaries; the loader turns "nothing found" into that list.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "env_override.hpp"
#include "highscore/content.hpp"
#include "highscore/data_location.hpp"

namespace fs = std::filesystem;
using hs::test::EnvOverride;

namespace {

// A temporary folder with two would-be install roots; removed when the test ends.
struct Roots {
  fs::path base = fs::temp_directory_path() / ("hs_roots_" + std::to_string(::getpid()));
  fs::path a = base / "a", b = base / "b";
  Roots() {
    fs::remove_all(base);
    fs::create_directories(a / "data");  // a data/ folder without the marker: not a match
    fs::create_directories(b / "data");
    std::ofstream(b / "data" / "content.json") << "{}";
  }
  ~Roots() {
    std::error_code ec;
    fs::remove_all(base, ec);
  }
};

}  // namespace

TEST_CASE("the first root whose folder holds the marker is found, and every place looked at is kept", "[data]") {
  EnvOverride no_env("HIGHSCORE_DATA", nullptr);
  Roots r;
  const hs::DataSearch s = hs::find_data(hs::content_kind(), {r.a.string(), r.b.string()});
  CHECK(s.found == (r.b / "data").string());
  CHECK(s.tried == std::vector<std::string>{(r.a / "data").string(), (r.b / "data").string()});
}

TEST_CASE("the environment variable replaces the search, like --data", "[data]") {
  Roots r;
  EnvOverride env("HIGHSCORE_DATA", "/somewhere/else");
  const hs::DataSearch s = hs::find_data(hs::content_kind(), {r.b.string()});
  CHECK(s.found == "/somewhere/else");
  REQUIRE(s.tried.size() == 1);
  CHECK(s.tried[0] == "/somewhere/else ($HIGHSCORE_DATA)");
}

TEST_CASE("nothing found: the message names every place, the marker and both ways out", "[data]") {
  EnvOverride no_env("HIGHSCORE_DATA", nullptr);
  Roots r;
  const hs::DataSearch s = hs::find_data(hs::content_kind(), {r.a.string(), (r.base / "c/../d").string()});
  CHECK(s.found.empty());
  const std::string msg = s.not_found_message(hs::content_kind());
  CHECK(msg == "no game content found; looked in " + (r.a / "data").string() + ", " + (r.base / "d" / "data").string() +
                   " (none holds content.json); set HIGHSCORE_DATA to the data folder or pass --data DIR");
}

TEST_CASE("the roots are the program's folder, ../share/highscore beside it, then the configured prefix", "[data]") {
  const std::vector<std::string> roots = hs::data_roots();
  const fs::path exe = hs::executable_dir();
  REQUIRE_FALSE(exe.empty());
  CHECK(fs::exists(exe / "highscore_tests"));
  REQUIRE(roots.size() >= 2);
  CHECK(roots[0] == exe.string());
  CHECK(roots[1] == (exe.parent_path() / "share" / "highscore").string());
  for (std::size_t i = 0; i < roots.size(); ++i)
    for (std::size_t j = i + 1; j < roots.size(); ++j) CHECK(roots[i] != roots[j]);
}

TEST_CASE("a build tree finds the project's data/ next to its binaries", "[data]") {
  EnvOverride no_env("HIGHSCORE_DATA", nullptr);
  const hs::DataSearch s = hs::find_content_dir();
  REQUIRE_FALSE(s.found.empty());
  CHECK(s.found == (fs::path(hs::executable_dir()) / "data").string());
  CHECK(fs::equivalent(s.found, HS_DEFAULT_DATA_DIR));
}

TEST_CASE("loading from an empty directory name reports where the default search looked", "[data][R1.4]") {
  const hs::ContentLoad load = hs::load_content("");
  CHECK_FALSE(load.content);
  REQUIRE(load.errors.size() == 1);
  CHECK(load.errors[0].to_string().rfind("no game content found; looked in ", 0) == 0);
}

// A game played to its end is kept among the named saves (newcomer playtest: the finished game a
// player had just reviewed was gone once the next game took over the autosave).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "app/platform/save_files.hpp"
#include "app/screens/end/keep_finished.hpp"
#include "app/session/session.hpp"
#include "app/shell/app.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

TEST_CASE("a finished game is kept among the saves once, and a game in progress is not", "[app][saves]") {
  test::TempDir tmp("hs_keep_finished");
  setenv("XDG_DATA_HOME", tmp.dir.c_str(), 1);
  GameOptions o;
  o.players = 2;
  auto started = Session::start(test::full_content(), o, 6, {Seat{"advisor"}, Seat{"advisor"}});
  REQUIRE(started.ok());
  App app;
  app.strings = test::strings_in("en");
  app.session = std::move(started.value());
  std::vector<std::string> notes;
  REQUIRE_FALSE(app.session->autosave_to(tmp.file("autosave.json"), true, notes));
  keep_finished_game(app);  // not finished yet: nothing kept
  CHECK_FALSE(std::filesystem::exists(saves_dir()));
  for (int i = 0; i < 20000 && !app.session->game().finished(); ++i) REQUIRE(app.session->bot_step());
  REQUIRE(app.session->game().finished());
  keep_finished_game(app);
  keep_finished_game(app);  // once per game
  std::vector<std::filesystem::path> kept;
  for (const auto& e : std::filesystem::directory_iterator(saves_dir())) kept.push_back(e.path());
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].filename().string().find("(finished).json") != std::string::npos);
  // Named on the end screen's foot, not in a notice (a notice sits over the end screen's headline).
  CHECK(kept[0].filename().string() == app.finished_kept_as + ".json");
  CHECK(app.message.empty());
  auto reopened = Session::open(test::full_content(), kept[0].string());
  REQUIRE(reopened.ok());
  CHECK(reopened.value()->game().finished());
  CHECK(reopened.value()->history().size() == app.session->history().size());
  app.session->stop_autosave();
  unsetenv("XDG_DATA_HOME");
}

// The app's own files: the journal autosave reads back to the game it recorded (actions, undos,
// journal rotations, a torn last line), damaged or unreadable files are set aside and never
// overwritten, oversized files are refused before reading, and settings are clamped and kept.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "app/session/autosave.hpp"
#include "app/platform/file_safety.hpp"
#include "app/session/session.hpp"
#include "app/platform/settings.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;
using hs::app::test::TempDir;
namespace fs = std::filesystem;

namespace {

std::unique_ptr<Session> bot_session(std::uint64_t seed) {
  GameOptions o;
  o.players = 3;
  o.no_elimination = true;  // long games, so journals rotate
  auto s = Session::start(test::full_content(), o, seed, {Seat{"random"}, Seat{"random"}, Seat{"random"}});
  REQUIRE(s.ok());
  return std::move(s.value());
}

int count_matching(const fs::path& dir, const std::string& part) {
  int n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.path().filename().string().find(part) != std::string::npos;
  return n;
}

}  // namespace

TEST_CASE("autosave: actions, undos and journal rotations read back to the same game", "[app][R10.4]") {
  TempDir t("hs_autosave_roundtrip");
  const std::string path = t.file("autosave.json");
  auto s = bot_session(21);
  std::vector<std::string> notes;
  REQUIRE_FALSE(s->autosave_to(path, true, notes));
  CHECK(notes.empty());
  int steps = 0;
  for (; steps < 3 * kSnapshotEvery + 17 && !s->game().finished(); ++steps) {
    REQUIRE(s->bot_step());
    if (steps % 50 == 7 && s->game().can_undo()) REQUIRE(s->undo());
  }
  REQUIRE(steps > kSnapshotEvery);  // at least one rotation happened
  CHECK_FALSE(s->take_autosave_problem());
  // Read while the session is still running (what a crash leaves): snapshot + journals.
  auto back = resume_autosave(test::full_content(), path);
  REQUIRE(back.ok());
  CHECK(back->notes.empty());
  CHECK(back->game.log() == s->game().log());
  CHECK(back->game.hash() == s->game().hash());
  // Once the session is gone the snapshot holds everything and old journals are removed.
  const auto log = s->game().log();
  s.reset();
  CHECK(count_matching(t.dir, ".journal-") == 1);
  auto last = resume_autosave(test::full_content(), path);
  REQUIRE(last.ok());
  CHECK(last->game.log() == log);
}

TEST_CASE("autosave: a torn last line is dropped with a note, a damaged line is kept aside", "[app][R10.4]") {
  TempDir t("hs_autosave_torn");
  const std::string path = t.file("autosave.json");
  auto s = bot_session(5);
  std::vector<std::string> notes;
  REQUIRE_FALSE(s->autosave_to(path, true, notes));
  for (int i = 0; i < 20; ++i) REQUIRE(s->bot_step());
  const auto journals = journals_of(path);
  REQUIRE(journals.size() == 2);  // the one being written and the next one, created ahead of time
  const std::string journal = journals.front().second;

  SECTION("torn") {
    std::ofstream(journal, std::ios::app) << R"({"n": 21, "a": {"type": "rol)";
    auto back = resume_autosave(test::full_content(), path);
    REQUIRE(back.ok());
    CHECK(back->game.log() == s->game().log());
    REQUIRE(back->notes.size() == 1);
    CHECK(back->notes[0].find("dropped") != std::string::npos);
  }
  SECTION("damaged in the middle") {
    std::ifstream in(journal);
    std::vector<std::string> lines;
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    in.close();
    lines[10] = "{\"n\": 10, \"a\": 12}";
    std::ofstream out(journal, std::ios::trunc);
    for (const auto& l : lines) out << l << "\n";
    out.close();
    auto back = resume_autosave(test::full_content(), path);
    REQUIRE(back.ok());
    CHECK(back->game.log().size() == 9);  // the 9 actions before the damaged line
    REQUIRE(back->notes.size() == 1);
    CHECK(back->notes[0].find("line 11") != std::string::npos);
    CHECK(fs::exists(journal + ".damaged"));
    CHECK_FALSE(fs::exists(journal));
  }
}

TEST_CASE("autosave: an unreadable previous autosave is moved aside, never overwritten", "[app]") {
  TempDir t("hs_autosave_unreadable");
  const std::string path = t.file("autosave.json");
  std::ofstream(path) << "{ not a save";
  auto s = bot_session(8);
  std::vector<std::string> notes;
  REQUIRE_FALSE(s->autosave_to(path, true, notes));
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].find("autosave.json.unreadable") != std::string::npos);
  std::ifstream kept(path + ".unreadable");
  std::string text((std::istreambuf_iterator<char>(kept)), std::istreambuf_iterator<char>());
  CHECK(text == "{ not a save");
  CHECK(resume_autosave(test::full_content(), path).ok());
}

TEST_CASE("saves larger than any game are refused before they are read", "[app]") {
  TempDir t("hs_autosave_large");
  const std::string path = t.file("huge.json");
  { std::ofstream(path) << "{"; }
  fs::resize_file(path, kMaxSaveBytes + 1);
  auto s = Session::open(test::full_content(), path);
  REQUIRE_FALSE(s.ok());
  CHECK(s.refusal().reason.find("larger than 32 MiB, the most the game reads from one file") != std::string::npos);
}

TEST_CASE("settings: absurd window sizes are clamped, a damaged file is flagged to be kept", "[app]") {
  TempDir t("hs_settings_bounds");
  const std::string path = t.file("settings.json");
  std::ofstream(path) << R"({"window_width": 2147483647, "window_height": 99999999999999, "bot_speed": 2})";
  bool damaged = true;
  const Settings s = load_settings(path, nullptr, &damaged);
  CHECK_FALSE(damaged);
  CHECK(s.window_width == kMaxWindowSide);
  CHECK(s.window_height == kMaxWindowSide);
  CHECK(s.bot_speed == BotSpeed::Fast);
  std::ofstream(path, std::ios::trunc) << R"({"window_width": -5})";
  CHECK(load_settings(path).window_width == 640);
  std::ofstream(path, std::ios::trunc) << "{ broken";
  CHECK(load_settings(path, nullptr, &damaged) == Settings{});
  CHECK(damaged);
  const auto moved = move_aside(path, "damaged");
  REQUIRE(moved);
  CHECK(*moved == path + ".damaged");
  CHECK_FALSE(fs::exists(path));
}

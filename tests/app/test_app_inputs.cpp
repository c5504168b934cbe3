// The app's files against odd input (issue: files that cannot hurt): journal names past 18 digits are
// followed (no action is lost to a counter), settings of the wrong type are flagged as damaged so the
// file is kept aside, an autosave nested 100,000 levels deep is set aside instead of crashing, broken
// art is named, and a --size below the smallest window says what it became.
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "app/shell/args.hpp"
#include "app/session/autosave.hpp"
#include "app/platform/file_safety.hpp"
#include "app/session/session.hpp"
#include "app/platform/settings.hpp"
#include "app/teach/teach.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;
using hs::app::test::TempDir;
namespace fs = std::filesystem;

namespace {

std::unique_ptr<Session> bot_session(std::uint64_t seed) {
  GameOptions o;
  o.players = 3;
  auto s = Session::start(test::full_content(), o, seed, {Seat{"random"}, Seat{"random"}, Seat{"random"}});
  REQUIRE(s.ok());
  return std::move(s.value());
}

}  // namespace

TEST_CASE("autosave: journals past 18 digits are followed, and the counter starts again before it wraps", "[app][R10.4]") {
  TempDir t("hs_journal_digits");
  const std::string path = t.file("autosave.json");
  for (const char* g : {"999999999999999999", "1000000000000000000", "18446744073709551615"})
    std::ofstream(path + ".journal-" + g) << "";
  std::ofstream(path + ".journal-18446744073709551616") << "";  // past 2^64: not a journal of ours
  const auto found = journals_of(path);
  REQUIRE(found.size() == 3);
  CHECK(found[0].first == 999999999999999999ULL);
  CHECK(found[1].first == 1000000000000000000ULL);
  CHECK(found[2].first == 18446744073709551615ULL);
  CHECK(next_journal_generation({}) == 1);
  CHECK(next_journal_generation({{41, "x"}}) == 42);
  CHECK(next_journal_generation({{999999999999999999ULL, "x"}}) == 1000000000000000000ULL);
  CHECK(next_journal_generation({{kLastJournalGeneration, "x"}}) == 1);

  SECTION("a game autosaved after a 18-digit journal resumes with every action") {
    for (const auto& [g, file] : journals_of(path)) fs::remove(file);
    std::ofstream(path + ".journal-999999999999999999") << "";
    auto s = bot_session(12);
    std::vector<std::string> notes;
    REQUIRE_FALSE(s->autosave_to(path, false, notes));
    for (int i = 0; i < 15; ++i) REQUIRE(s->bot_step());
    auto back = resume_autosave(test::full_content(), path);
    REQUIRE(back.ok());
    CHECK(back->game.log().size() == 15);
    CHECK(back->game.log() == s->game().log());
  }
}

TEST_CASE("autosave: one nested 100,000 levels deep is refused and set aside, not a crash", "[app][R10.4]") {
  TempDir t("hs_autosave_deep");
  const std::string path = t.file("autosave.json");
  auto s = bot_session(3);
  std::vector<std::string> notes;
  REQUIRE_FALSE(s->autosave_to(path, false, notes));
  s.reset();
  std::ifstream in(path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  in.close();
  text.insert(text.find("\"state\": {") + 10, "\"deep\": " + std::string(100000, '[') + std::string(100000, ']') + ",");
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
  auto back = resume_autosave(test::full_content(), path);
  REQUIRE_FALSE(back.ok());
  CHECK(back.refusal().reason.find("nested deeper than 64 levels") != std::string::npos);
  auto again = bot_session(4);
  REQUIRE_FALSE(again->autosave_to(path, true, notes));
  CHECK(fs::exists(path + ".unreadable"));
}

TEST_CASE("settings of the wrong type are flagged as damaged, so the file is kept aside", "[app]") {
  TempDir t("hs_settings_types");
  const std::string path = t.file("settings.json");
  const std::string with_nul("{\"language\": \"en\"}\0x", 20);
  for (const std::string& text : {std::string("[]"), std::string("42"), std::string("null"), std::string("\"en\""),
                                  std::string(R"({"language": 3, "bot_speed": "fast", "fullscreen": 1})"),
                                  std::string(R"({"language": "klingon"})"), std::string(R"({"window_width": "wide"})"),
                                  with_nul}) {
    INFO(text);
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    bool damaged = false;
    std::string warning;
    const Settings s = load_settings(path, &warning, &damaged);
    CHECK(damaged);
    CHECK(warning.find("settings.json") != std::string::npos);
    CHECK(s.language == "en");
  }
  SECTION("one wrong value keeps the right ones") {
    std::ofstream(path, std::ios::trunc) << R"({"language": "es", "bot_speed": "fast"})";
    bool damaged = false;
    std::string warning;
    CHECK(load_settings(path, &warning, &damaged).language == "es");
    CHECK(damaged);
    CHECK(warning.find("\"bot_speed\"") != std::string::npos);
  }
  SECTION("a file the app wrote is not damage") {
    Settings s;
    s.language = "es";
    REQUIRE_FALSE(save_settings(s, path));
    bool damaged = true;
    CHECK(load_settings(path, nullptr, &damaged) == s);
    CHECK_FALSE(damaged);
  }
}

TEST_CASE("a missing, empty or broken SVG is named before it is drawn", "[app]") {
  TempDir t("hs_svg_files");
  CHECK(svg_file_problem(t.file("nope.svg")) == std::optional<std::string>("missing"));
  std::ofstream(t.file("empty.svg")) << "";
  CHECK(svg_file_problem(t.file("empty.svg")) == std::optional<std::string>("empty"));
  std::ofstream(t.file("text.svg")) << "hello";
  CHECK(svg_file_problem(t.file("text.svg")) == std::optional<std::string>("not an SVG (no <svg> element)"));
  std::ofstream(t.file("nul.svg")) << std::string("<svg>\0</svg>", 12);
  CHECK(svg_file_problem(t.file("nul.svg")).value_or("").find("a NUL byte") == 0);
  CHECK(svg_file_problem(t.dir.string()) == std::optional<std::string>("a directory, not a regular file"));
  CHECK_FALSE(svg_file_problem(std::string(HS_ASSETS_DIR) + "/svg/icons/coin.svg"));
}

TEST_CASE("a --size below the smallest window says what the window became", "[app]") {
  const ParsedArgs small = parse_app_args({"--size", "640x480"});
  CHECK(small.error.empty());
  CHECK(small.args.width == 960);
  CHECK(small.args.height == 540);
  CHECK(small.note == "--size 640x480: the window is at least 960x540, so it opens at 960x540");
  const ParsedArgs fine = parse_app_args({"--size", "1280x720"});
  CHECK(fine.note.empty());
  CHECK(fine.args.width == 1280);
}

TEST_CASE("an autosave that cannot be resumed is set aside with its journals, out of Continue's way", "[app][R10.4]") {
  TempDir t("hs_autosave_aside");
  const std::string path = t.file("autosave.json");
  std::ofstream(path) << "[[[[";
  std::ofstream(path + ".journal-7") << "";
  const std::string note = set_aside_autosave(path, "damaged");
  CHECK(note == "damaged (kept as " + path + ".unreadable)");
  CHECK_FALSE(fs::exists(path));
  CHECK(fs::exists(path + ".unreadable"));
  CHECK(fs::exists(path + ".journal-7.unreadable"));
}

TEST_CASE("the app's own writes go through a link to its file and never replace a FIFO or a directory", "[app]") {
  TempDir t("hs_app_write_links");
  const std::string real = t.file("real_settings.json"), link = t.file("settings.json");
  std::ofstream(real) << "{}";
  fs::create_symlink("real_settings.json", link);
  REQUIRE_FALSE(write_file_atomically(link, "{\"language\": \"es\"}\n"));
  CHECK(fs::is_symlink(fs::symlink_status(link)));
  CHECK(load_settings(link).language == "es");
  const std::string fifo = t.file("fifo.json");
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const auto refused = write_file_atomically(fifo, "{}");
  REQUIRE(refused);
  CHECK(refused->find("a FIFO (named pipe) is there; only a regular file is replaced") != std::string::npos);
  CHECK(fs::is_fifo(fs::symlink_status(fifo)));
  fs::create_directories(t.file("dir.json"));
  CHECK(write_file_atomically(t.file("dir.json"), "{}"));
  CHECK(fs::is_directory(t.file("dir.json")));
}

TEST_CASE("without an autosave, its journals are not set aside", "[app]") {
  TempDir t("hs_autosave_none");
  const std::string path = t.file("autosave.json");
  std::ofstream(path + ".journal-2") << "";
  CHECK(set_aside_autosave(path, "cannot read") == "cannot read");
  CHECK(fs::exists(path + ".journal-2"));
}

TEST_CASE("tutorial progress is never written through a link planted where its temporary file goes", "[app]") {
  TempDir t("hs_learning_planted_link");
  const std::string victim = t.file("victim.txt"), path = t.file("learning.json");
  std::ofstream(victim) << "VICTIM";
  fs::create_symlink(victim, path + ".tmp");
  LearningPrefs prefs;
  prefs.games_finished = 2;
  REQUIRE_FALSE(save_learning(prefs, path));
  std::ifstream in(victim);
  std::string kept;
  std::getline(in, kept);
  CHECK(kept == "VICTIM");
  CHECK_FALSE(fs::is_symlink(fs::symlink_status(path)));
  CHECK(load_learning(path).games_finished == 2);
}

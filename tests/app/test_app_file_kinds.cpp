// The app's files, second pass (R10.4): every reader refuses a named pipe at once (settings, tutorial
// progress, the autosave and its journals, the seats file, solo records, the interface text, the
// lesson list, pictures, sounds, fonts, the load screen's labels); damaged tutorial progress and
// seats files are moved aside with a word; an overlong journal is set aside instead of replayed for
// minutes; a picture of too many points is named; and --trace and screenshots say when they fail.
#include <sys/stat.h>
#include <unistd.h>

#include <cinttypes>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <SDL_image.h>

#include "app/audio/sound_manifest.hpp"
#include "app/platform/file_safety.hpp"
#include "app/platform/png_file.hpp"
#include "app/platform/save_names.hpp"
#include "app/platform/settings.hpp"
#include "app/platform/solo_records.hpp"
#include "app/session/autosave.hpp"
#include "app/session/session.hpp"
#include "app/teach/teach.hpp"
#include "app/teach/tutorial/tutorial.hpp"
#include "app/testing/screen_trace.hpp"
#include "app_test_support.hpp"
#include "highscore/save.hpp"
#include "../test_io_support.hpp"

using namespace hs;
using namespace hs::app;
using hs::app::test::TempDir;
namespace fs = std::filesystem;

namespace {

std::string pipe_at(const std::string& path) {
  fs::remove(path);
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
  return path;
}

std::string hex_hash(const Game& g) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, g.hash());
  return buf;
}

// A save of `game` at `path` and one journal after it: `pairs` times an action then its undo.
void save_with_undo_pairs(const Game& game, const std::string& path, int pairs) {
  REQUIRE(write_save_file(game, path).ok());
  std::ofstream j(path + ".journal-1");
  j << nlohmann::json{{"journal", 1}, {"generation", 1}, {"base_actions", game.log().size()}, {"base_hash", hex_hash(game)}}.dump()
    << "\n";
  const Action a = game.legal_actions().at(0);
  for (int i = 0; i < pairs; ++i) {
    j << nlohmann::json{{"n", game.log().size() + 1}, {"a", action_to_json(a)}}.dump() << "\n";
    j << nlohmann::json{{"n", game.log().size()}, {"undo", true}}.dump() << "\n";
  }
}

}  // namespace

TEST_CASE("every app reader refuses a FIFO at once, naming it", "[app][R10.4]") {
  TempDir t("hs_app_fifo_readers");
  SECTION("settings") {
    const std::string p = pipe_at(t.file("settings.json"));
    std::string warning;
    bool damaged = false;
    const auto s = answer_on_fifo(p, [&] { return load_settings(p, &warning, &damaged); });
    REQUIRE(s.has_value());
    CHECK(damaged);
    CHECK(warning.find("a FIFO (named pipe), not a regular file") != std::string::npos);
  }
  SECTION("tutorial progress") {
    const std::string p = pipe_at(t.file("learning.json"));
    std::string warning;
    const auto prefs = answer_on_fifo(p, [&] { return load_learning(p, &warning); });
    REQUIRE(prefs.has_value());
    CHECK(*prefs == LearningPrefs{});
    CHECK(warning.find("a FIFO (named pipe)") != std::string::npos);
  }
  SECTION("the autosave, and a journal after it") {
    const std::string p = pipe_at(t.file("autosave.json"));
    const auto snapshot = answer_on_fifo(p, [&] { return resume_autosave(test::full_content(), p); });
    REQUIRE(snapshot.has_value());
    REQUIRE_FALSE(snapshot->ok());
    CHECK(snapshot->refusal().reason == p + ": cannot read (a FIFO (named pipe), not a regular file)");
    fs::remove(p);
    REQUIRE(write_save_file(test::new_game(2, 5), p).ok());
    const std::string journal = pipe_at(p + ".journal-1");
    const auto resumed = answer_on_fifo(journal, [&] { return resume_autosave(test::full_content(), p); });
    REQUIRE(resumed.has_value());
    REQUIRE(resumed->ok());
    REQUIRE(resumed->value().notes.size() == 1);
    CHECK(resumed->value().notes[0].find("a FIFO (named pipe), not a regular file") != std::string::npos);
  }
  SECTION("the seats file beside a save: moved aside, said once") {
    const std::string p = t.file("game.json");
    REQUIRE(write_save_file(test::new_game(2, 5), p).ok());
    const std::string seats = pipe_at(seats_path_for(p));
    std::vector<std::string> notes;
    const auto opened = answer_on_fifo(seats, [&] { return Session::open(test::full_content(), p, &notes); });
    REQUIRE(opened.has_value());
    REQUIRE(opened->ok());
    REQUIRE(notes.size() == 1);
    CHECK(notes[0].find("a FIFO (named pipe), not a regular file") != std::string::npos);
    CHECK(notes[0].find("kept as " + seats + ".damaged") != std::string::npos);
  }
  SECTION("solo records") {
    const std::string p = pipe_at(t.file("solo_records.json"));
    std::string warning;
    bool damaged = false;
    const auto r = answer_on_fifo(p, [&] { return load_solo_records(p, &warning, &damaged); });
    REQUIRE(r.has_value());
    CHECK(damaged);
    CHECK(warning.find("a FIFO (named pipe)") != std::string::npos);
  }
  SECTION("the interface text") {
    fs::copy_file(default_data_dir() + "/i18n/en.json", t.file("en.json"));
    const std::string p = pipe_at(t.file("es.json"));
    StringTable table;
    const auto err = answer_on_fifo(p, [&] { return StringTable::load(t.dir.string(), table); });
    REQUIRE(err.has_value());
    REQUIRE(err->has_value());
    CHECK(err->value().find("a FIFO (named pipe), not a regular file") != std::string::npos);
  }
  SECTION("the lesson list") {
    fs::create_directories(t.file("tutorial"));
    const std::string p = pipe_at(t.file("tutorial/lessons.json"));
    const auto load = answer_on_fifo(p, [&] { return load_tutorials(t.dir.string(), test::full_content(), test::strings_in("en")); });
    REQUIRE(load.has_value());
    REQUIRE(load->errors.size() == 1);
    CHECK(load->errors[0] == p + ": cannot read (a FIFO (named pipe), not a regular file)");
  }
  SECTION("a picture, a sound, a font, the load screen's label") {
    const std::string svg = pipe_at(t.file("art.svg"));
    const auto problem = answer_on_fifo(svg, [&] { return svg_file_problem(svg); });
    REQUIRE(problem.has_value());
    CHECK(*problem == std::optional<std::string>("a FIFO (named pipe), not a regular file"));
    const std::string manifest = pipe_at(t.file("audio.json"));
    const auto sounds = answer_on_fifo(manifest, [&] { return read_sound_manifest(manifest); });
    REQUIRE(sounds.has_value());
    REQUIRE_FALSE(sounds->problems.empty());
    CHECK(sounds->problems[0].find("a FIFO (named pipe)") != std::string::npos);
    CHECK(not_a_regular_file(pipe_at(t.file("font.ttf"))) == std::optional<std::string>("a FIFO (named pipe)"));
    const std::string save = pipe_at(t.file("saved.json"));
    const auto label = answer_on_fifo(save, [&] { return save_label(test::full_content(), save, test::strings_in("en")); });
    REQUIRE(label.has_value());
    CHECK(*label == "saved.json");
  }
}

TEST_CASE("tutorial progress with a wrong-typed value keeps the rest and is moved aside", "[app][R10.4]") {
  TempDir t("hs_learning_wrong_type");
  const std::string p = t.file("learning.json");
  std::ofstream(p) << R"({"coach": "off", "games_finished": "three",)"
                   << R"( "tutorial": {"lessons": {"first/a": {"step": 4, "done": true}, "first/b": {"step": "x"}}, "last": "first/a"}})";
  std::string warning;
  const LearningPrefs prefs = load_learning(p, &warning);
  CHECK(prefs.coach == "off");
  CHECK(prefs.games_finished == 0);
  CHECK(prefs.lessons.at("first/a") == LessonProgress{4, true});
  CHECK(prefs.lessons.at("first/b") == LessonProgress{0, false});
  CHECK(prefs.last_lesson == "first/a");
  CHECK(warning == p + ": /games_finished: expected a count; the file is kept as " + p +
                       ".damaged and the values that could be read are used");
  CHECK(fs::exists(p + ".damaged"));
  CHECK_FALSE(fs::exists(p));
  SECTION("a file the app wrote is read whole, and stays") {
    REQUIRE_FALSE(save_learning(prefs, p));
    std::string again;
    CHECK(load_learning(p, &again) == prefs);
    CHECK(again.empty());
    CHECK(fs::exists(p));
  }
}

TEST_CASE("a damaged seats file is moved aside and said once, and the seats become people", "[app][R10.4]") {
  TempDir t("hs_seats_damaged");
  const std::string p = t.file("game.json");
  REQUIRE(write_save_file(test::new_game(2, 5), p).ok());
  std::ofstream(seats_path_for(p)) << R"(["random", "a wizard"])";
  std::vector<std::string> notes;
  auto opened = Session::open(test::full_content(), p, &notes);
  REQUIRE(opened.ok());
  for (const Seat& seat : opened.value()->seats()) CHECK(seat.controller == "human");
  REQUIRE(notes.size() == 1);
  CHECK(notes[0] == seats_path_for(p) + ": /1: not \"human\" nor a bot the game has; every seat is played by a person"
                    " (the file is kept as " + seats_path_for(p) + ".damaged)");
  CHECK(fs::exists(seats_path_for(p) + ".damaged"));
}

TEST_CASE("undo pairs in a journal replay from the journal's start and a journal longer than the app writes is set aside", "[app][R10.4]") {
  TempDir t("hs_journal_undo_pairs");
  const std::string p = t.file("autosave.json");
  Game game = test::new_game(2, 9);
  for (int i = 0; i < 15; ++i) REQUIRE(game.apply(game.legal_actions().at(0)).ok());
  SECTION("128 pairs (the most one journal holds) resume to the same game") {
    save_with_undo_pairs(game, p, kSnapshotEvery / 2);
    auto resumed = resume_autosave(test::full_content(), p);
    REQUIRE(resumed.ok());
    CHECK(resumed->notes.empty());
    CHECK(resumed->game.hash() == game.hash());
    CHECK(resumed->game.log().size() == game.log().size());
  }
  SECTION("an undo back past the journal's start replays from the set-up") {
    REQUIRE(write_save_file(game, p).ok());
    std::ofstream j(p + ".journal-1");
    j << nlohmann::json{{"journal", 1}, {"generation", 1}, {"base_actions", game.log().size()}, {"base_hash", hex_hash(game)}}.dump()
      << "\n"
      << nlohmann::json{{"n", 10}, {"undo", true}}.dump() << "\n";
    j.close();
    auto resumed = resume_autosave(test::full_content(), p);
    REQUIRE(resumed.ok());
    CHECK(resumed->notes.empty());
    CHECK(resumed->game.log().size() == 10);
  }
  SECTION("more lines than the app writes to one journal") {
    save_with_undo_pairs(game, p, kSnapshotEvery / 2 + 1);
    auto resumed = resume_autosave(test::full_content(), p);
    REQUIRE(resumed.ok());
    REQUIRE(resumed->notes.size() == 1);
    CHECK(resumed->notes[0] == p + ".journal-1: 258 actions and undos, more than the 256 the app writes to one journal; "
                                   "the game resumes before them; kept as " + p + ".journal-1.damaged");
    CHECK(resumed->game.hash() == game.hash());
  }
}

TEST_CASE("a picture of too many points is named and not drawn", "[app][R10.4]") {
  TempDir t("hs_svg_points");
  std::string points;
  for (std::size_t i = 0; i < kMaxSvgNumbers / 2 + 1; ++i) points += std::to_string(i % 100) + "," + std::to_string(i % 50) + " ";
  const std::string p = t.file("many.svg");
  std::ofstream(p) << R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><polygon points=")" << points << "\"/></svg>";
  const auto problem = svg_file_problem(p);
  REQUIRE(problem);
  CHECK(problem->find(", more than the 20000 the game draws in one picture") != std::string::npos);
  const auto art = read_svg_file(std::string(HS_ASSETS_DIR) + "/svg/ui/logo.svg");
  CHECK(art.ok());  // the game's own largest picture
}

TEST_CASE("a screenshot or a trace that cannot be written says why", "[app][R10.4]") {
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888);
  REQUIRE(s);
  const auto full = write_png_file(s, "/dev/full");
  REQUIRE(full);
  CHECK(*full == "/dev/full: cannot write (a character device is there; only a regular file is replaced)");
  TempDir t("hs_png_write");
  CHECK_FALSE(write_png_file(s, t.file("shot.png")));
  SDL_Surface* back = IMG_Load(t.file("shot.png").c_str());
  CHECK(back != nullptr);
  if (back) SDL_FreeSurface(back);
  SDL_FreeSurface(s);
  ScreenTrace trace(t.file("no_such_folder/trace.txt"));
  trace.note(Screen::Menu, -1);
  REQUIRE(trace.problem());
  CHECK(*trace.problem() == "--trace " + t.file("no_such_folder/trace.txt") +
                                ": cannot write (no such file or directory); no more screens are traced");
}

TEST_CASE("a broken lesson list or lesson is explained in the game's words, with the file", "[app]") {
  TempDir t("hs_lessons_broken");
  fs::create_directories(t.file("tutorial"));
  const std::string index = t.file("tutorial/lessons.json");
  std::ofstream(index) << R"({"files": 5})";
  TutorialsLoad load = load_tutorials(t.dir.string(), test::full_content(), test::strings_in("en"));
  REQUIRE(load.errors.size() == 1);
  CHECK(load.errors[0] == index + ": /files: expected a list of lesson file names");
  std::ofstream(index, std::ios::trunc) << "{\"files\": [\"a.json\"],\n \"about\": }";
  load = load_tutorials(t.dir.string(), test::full_content(), test::strings_in("en"));
  REQUIRE(load.errors.size() == 1);
  CHECK(load.errors[0].rfind(index + ": not JSON at line 2 column ", 0) == 0);
  std::ofstream(index, std::ios::trunc) << R"({"files": ["a.json"]})";
  std::ofstream(t.file("tutorial/a.json")) << R"({"character": "x", "dice": "six", "lessons": []})";
  load = load_tutorials(t.dir.string(), test::full_content(), test::strings_in("en"));
  REQUIRE_FALSE(load.errors.empty());
  const std::string last = load.errors.back();
  CHECK(last == t.file("tutorial/a.json") + ": expected array, found string");
  CHECK(last.find("json.exception") == std::string::npos);
}

// Bot levels in the app: a seat's level (its bot kind) is written into saves and autosave snapshots
// (save format 5) and to the autosave's seats file, and comes back with Load and Continue (older saves
// as before); a bot's question answered on the worker thread is applied through the
// session's one action path, and an answer to a position the game has left is refused.
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "app/session/bot_worker.hpp"
#include "app/session/session.hpp"
#include "highscore/save.hpp"
#include "app/text/bot_level_text.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;
namespace fs = std::filesystem;

namespace {

std::unique_ptr<Session> levels_session(std::uint64_t seed) {
  GameOptions o;
  o.players = 4;
  auto s = Session::start(test::full_content(), o, seed, {Seat{}, Seat{"easy"}, Seat{"advisor"}, Seat{"expert"}});
  REQUIRE(s.ok());
  return std::move(s.value());
}

// Waits (a few seconds at most) for the worker's answer.
std::optional<std::pair<std::shared_ptr<BotQuestion>, Action>> wait_answer(BotWorker& w) {
  for (int i = 0; i < 2000; ++i) {
    if (auto a = w.take_answer()) return a;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("bot levels: the autosave's seats file records each seat's level and Continue restores it", "[app][R10.4]") {
  const fs::path dir = fs::temp_directory_path() / ("hs_bot_levels_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string path = (dir / "autosave.json").string();
  {
    auto s = levels_session(8);
    std::vector<std::string> notes;
    REQUIRE_FALSE(s->autosave_to(path, true, notes));
    s->stop_autosave();
  }
  std::ifstream in(seats_path_for(path));
  const auto seats = nlohmann::json::parse(in);
  CHECK(seats == nlohmann::json({"human", "easy", "advisor", "expert"}));
  auto back = Session::open(test::full_content(), path);
  REQUIRE(back.ok());
  const auto& restored = back.value()->seats();
  REQUIRE(restored.size() == 4);
  CHECK(restored[0].controller == "human");
  CHECK(restored[1].controller == "easy");
  CHECK(restored[2].controller == "advisor");
  CHECK(restored[3].controller == "expert");
  fs::remove_all(dir);
}

namespace {

std::vector<std::string> controllers_of(const Session& s) {
  std::vector<std::string> out;
  for (const Seat& seat : s.seats()) out.push_back(seat.controller);
  return out;
}

}  // namespace

TEST_CASE("bot levels: Save puts each seat's level in the save itself, and Load restores it", "[app][R10.4]") {
  test::TempDir tmp("hs_save_levels");
  const std::string path = tmp.file("game.json");
  // A seats file an older build left beside the save would override the save's seats: it goes.
  std::ofstream(seats_path_for(path)) << "[\"human\", \"human\", \"human\", \"human\"]\n";
  auto s = levels_session(8);
  REQUIRE(s->save(path).ok());
  CHECK_FALSE(fs::exists(seats_path_for(path)));
  std::ifstream in(path);
  const auto save = nlohmann::json::parse(in);
  CHECK(save["format_version"] == 5);
  CHECK(save["seats"][3] == nlohmann::json({{"controller", "bot"}, {"bot", "expert"}, {"level", "hard"}}));
  auto back = Session::open(test::full_content(), path);
  REQUIRE(back.ok());
  CHECK(controllers_of(*back.value()) == std::vector<std::string>{"human", "easy", "advisor", "expert"});
}

TEST_CASE("bot levels: a damaged seats file beside a save falls back to the save's own seats, said once", "[app][R10.4]") {
  test::TempDir tmp("hs_damaged_seats_levels");
  const std::string path = tmp.file("game.json");
  auto s = levels_session(11);
  REQUIRE(s->save(path).ok());
  std::ofstream(seats_path_for(path)) << "[\"human\", \"a wizard\", \"easy\", \"random\"]\n";
  std::vector<std::string> notes;
  auto back = Session::open(test::full_content(), path, &notes);
  REQUIRE(back.ok());
  CHECK(controllers_of(*back.value()) == std::vector<std::string>{"human", "easy", "advisor", "expert"});
  REQUIRE(notes.size() == 1);
  CHECK(notes[0] == seats_path_for(path) + ": /1: not \"human\" nor a bot the game has; the seats the save records are played"
                    " (the file is kept as " + seats_path_for(path) + ".damaged)");
  CHECK(fs::exists(seats_path_for(path) + ".damaged"));
  // Said once: the file is aside, so the next open reads the save alone, quietly.
  notes.clear();
  auto again = Session::open(test::full_content(), path, &notes);
  REQUIRE(again.ok());
  CHECK(controllers_of(*again.value()) == std::vector<std::string>{"human", "easy", "advisor", "expert"});
  CHECK(notes.empty());
}

TEST_CASE("bot levels: a save of an older build loads as before, with its seats file or all human", "[app][R10.4]") {
  test::TempDir tmp("hs_old_save_levels");
  const std::string path = tmp.file("old.json");
  auto s = levels_session(9);
  // Format 4 is the same save without seats (its state and hash are this build's).
  nlohmann::json old = save_game(s->game());
  old["format_version"] = 4;
  std::ofstream(path) << old.dump();
  auto human = Session::open(test::full_content(), path);
  REQUIRE(human.ok());
  CHECK(controllers_of(*human.value()) == std::vector<std::string>(4, "human"));
  std::ofstream(seats_path_for(path)) << "[\"human\", \"expert\", \"easy\", \"random\"]\n";
  auto with_file = Session::open(test::full_content(), path);
  REQUIRE(with_file.ok());
  CHECK(controllers_of(*with_file.value()) == std::vector<std::string>{"human", "expert", "easy", "random"});
}

TEST_CASE("bot levels: Continue without the autosave's seats file takes the levels from the snapshot", "[app][R10.4]") {
  test::TempDir tmp("hs_autosave_levels");
  const std::string path = tmp.file("autosave.json");
  {
    auto s = levels_session(10);
    std::vector<std::string> notes;
    REQUIRE_FALSE(s->autosave_to(path, true, notes));
    s->stop_autosave();
  }
  fs::remove(seats_path_for(path));
  auto back = Session::open(test::full_content(), path);
  REQUIRE(back.ok());
  CHECK(controllers_of(*back.value()) == std::vector<std::string>{"human", "easy", "advisor", "expert"});
}

TEST_CASE("bot levels: seats are named by level in both languages", "[app]") {
  CHECK(seat_controller_label(test::strings_in("en"), "expert") == "Bot (Hard)");
  CHECK(seat_controller_label(test::strings_in("es"), "easy") == "Bot (Fácil)");
  CHECK(seat_controller_label(test::strings_in("en"), "advisor") == "Bot (Normal)");
  CHECK(seat_controller_hint(test::strings_in("es"), "expert") == level_of_kind("expert")->description.es);
}

TEST_CASE("bot worker: the answer from the thread is the one the bot gives on the spot, applied once", "[app]") {
  // Two sessions from the same seed: one steps its bots in place, the other through the worker.
  GameOptions o;
  o.players = 2;
  auto a = Session::start(test::full_content(), o, 3, {Seat{"advisor"}, Seat{"easy"}});
  auto b = Session::start(test::full_content(), o, 3, {Seat{"advisor"}, Seat{"easy"}});
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  BotWorker worker;
  for (int i = 0; i < 40 && !a.value()->game().finished(); ++i) {
    REQUIRE(a.value()->bot_step());
    worker.ask(b.value()->bot_question());
    auto answer = wait_answer(worker);
    REQUIRE(answer.has_value());
    REQUIRE(b.value()->answer_bot(*answer->first, answer->second));
    CHECK_FALSE(b.value()->answer_bot(*answer->first, answer->second));  // that position is gone
  }
  const bool same_actions = a.value()->game().log() == b.value()->game().log();
  CHECK(same_actions);
}

TEST_CASE("bot worker: an abandoned question's answer is dropped, and a game gone mid-search is safe", "[app]") {
  BotWorker worker;
  {
    auto s = levels_session(4);
    while (s->human_to_act()) {  // seat 1 (human) plays as the advisor until a bot decides
      auto advisor = make_bot("advisor", 1);
      REQUIRE(s->apply(ask_bot(*advisor, s->game())));
    }
    auto q = s->bot_question();
    REQUIRE(q != nullptr);
    worker.ask(q);
    worker.abandon();
    CHECK(worker.question() == nullptr);
    CHECK_FALSE(worker.take_answer().has_value());
    worker.ask(s->bot_question());
  }  // the session ends while its bot may still be thinking: the search stops, the answer is orphaned
  auto orphan = wait_answer(worker);
  REQUIRE(orphan.has_value());  // kept alive by the question itself, never by the session
  auto other = levels_session(4);
  CHECK_FALSE(other->answer_bot(*orphan->first, orphan->second));  // another session: refused
}

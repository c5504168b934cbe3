// Saves the player names and manages (issue 24): names a folder cannot hold are refused with the
// reason, the default name says the mode and the date, rename never overwrites another save and takes
// the thumbnail along, delete removes both, and the Load list reads an autosave at the round its
// journal reached (not at its last snapshot's) with the time of its last action.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "app/platform/save_files.hpp"
#include "app/screens/load/save_summary.hpp"
#include "app/session/autosave.hpp"
#include "app/session/session.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;
using hs::app::test::TempDir;
namespace fs = std::filesystem;

namespace {

void touch(const std::string& path, const std::string& bytes = "x") { std::ofstream(path) << bytes; }

std::unique_ptr<Session> random_bots(int players, std::uint64_t seed) {
  GameOptions o;
  o.players = players;
  std::vector<Seat> seats(static_cast<std::size_t>(players), Seat{"random"});
  auto s = Session::start(test::full_content(), o, seed, seats);
  REQUIRE(s.ok());
  return std::move(s.value());
}

}  // namespace

TEST_CASE("save names: refused names say why, spaces around a name are dropped", "[app][saves]") {
  CHECK_FALSE(save_name_problem("Friday night"));
  CHECK_FALSE(save_name_problem("Partida de María (2)"));
  CHECK(save_name_problem("")->key == "save.name_empty");
  CHECK(save_name_problem("   ")->key == "save.name_empty");
  CHECK(save_name_problem(".hidden")->key == "save.name_dot");
  CHECK(save_name_problem(std::string(kMaxSaveNameBytes + 1, 'a'))->key == "save.name_long");
  CHECK_FALSE(save_name_problem(std::string(kMaxSaveNameBytes, 'a')));
  for (const char* bad : {"a/b", "a\\b", "a:b", "a*b", "a?b", "a\"b", "a<b", "a>b", "a|b"}) {
    const auto p = save_name_problem(bad);
    REQUIRE(p);
    CHECK(p->key == "save.name_char");
    CHECK(p->character == std::string(1, bad[1]));
  }
  const auto control = save_name_problem(std::string("tab\there"));
  REQUIRE(control);
  CHECK(control->character.empty());  // shown as "control characters", not as an invisible one
  CHECK(save_name_problem("x.seats")->key == "save.name_char");  // Load would never list it
  CHECK(trim_save_name("  Friday  ") == "Friday");
  CHECK(named_save_path("/d", " Friday ") == "/d/Friday.json");
  CHECK(save_name_of("/d/Friday night.json") == "Friday night");
  CHECK(thumbnail_path("/d/Friday night.json") == "/d/Friday night.thumb.png");
}

TEST_CASE("save names: the default names the mode and the date, and is itself accepted", "[app][saves]") {
  std::tm tm{};
  tm.tm_year = 2026 - 1900;
  tm.tm_mon = 10;
  tm.tm_mday = 26;
  tm.tm_hour = 7;
  tm.tm_min = 5;
  const std::string name = default_save_name("Solo: Azoz", tm);
  CHECK(name.find("Azoz") != std::string::npos);
  CHECK(name.find("2026-11-26") != std::string::npos);
  CHECK(name.find("07h05") != std::string::npos);
  // A mode's own name may hold a colon ("Solo: Azoz"): the default must still be a name the folder takes.
  CHECK_FALSE(save_name_problem(default_save_name("Competitive", tm)));
}

TEST_CASE("rename takes the thumbnail along and never overwrites, and delete removes both", "[app][saves]") {
  TempDir t("hs_save_files");
  const std::string a = t.file("Alpha.json"), b = t.file("Beta.json");
  touch(a, "alpha");
  touch(thumbnail_path(a), "png");
  touch(b, "beta");
  // Taken: refused, both saves as they were.
  CHECK(rename_save(a, "Beta"));
  CHECK(fs::exists(a));
  std::ifstream in(b);
  std::string kept;
  in >> kept;
  CHECK(kept == "beta");
  // Free: the save and its picture move together.
  CHECK_FALSE(rename_save(a, " Gamma "));
  const std::string g = t.file("Gamma.json");
  CHECK(fs::exists(g));
  CHECK(fs::exists(thumbnail_path(g)));
  CHECK_FALSE(fs::exists(a));
  CHECK_FALSE(fs::exists(thumbnail_path(a)));
  // Renamed to its own name: nothing to do.
  CHECK_FALSE(rename_save(g, "Gamma"));
  CHECK_FALSE(delete_save(g));
  CHECK_FALSE(fs::exists(g));
  CHECK_FALSE(fs::exists(thumbnail_path(g)));
  CHECK(delete_save(g));  // already gone: said, not silent
}

TEST_CASE("Load's summary: a plain save without replaying, an autosave at the round its journal reached", "[app][saves][R10.4]") {
  TempDir t("hs_save_summary");
  auto s = random_bots(3, 12);
  const std::string autosave = t.file("autosave.json");
  std::vector<std::string> notes;
  REQUIRE_FALSE(s->autosave_to(autosave, true, notes));
  const int first_round = s->game().observe(-1).state().round;
  // Play on (within one journal, so the snapshot keeps the first round) until the round changes.
  for (int i = 0; i < kSnapshotEvery - 10 && s->game().observe(-1).state().round == first_round && !s->game().finished(); ++i)
    REQUIRE(s->bot_step());
  const int now_round = s->game().observe(-1).state().round;
  REQUIRE(now_round > first_round);

  const SaveSummary from_disk = read_save_summary(test::full_content(), autosave, true, "en");
  CHECK(from_disk.readable);
  CHECK(from_disk.round == now_round);  // not the snapshot's first round
  CHECK(from_disk.seats == 3);
  CHECK(from_disk.bots == 3);
  CHECK(from_disk.mode == "standard");
  CHECK(from_disk.last_played >= std::chrono::system_clock::to_time_t(std::chrono::system_clock::now()) - 60);
  // Read as a plain save, the snapshot alone still says the first round: the journals are what moved on.
  CHECK(read_save_summary(test::full_content(), autosave, false, "en").round == first_round);

  // A person takes the first seat before the save: the summary counts the bots the save names.
  s->set_seats({Seat{}, Seat{"random"}, Seat{"random"}}, 12);
  const std::string named = t.file("Named.json");
  REQUIRE(s->save(named).ok());
  const SaveSummary plain = read_save_summary(test::full_content(), named, false, "es");
  CHECK(plain.readable);
  CHECK(plain.round == now_round);
  CHECK(plain.seats == 3);
  CHECK(plain.bots == 2);
  CHECK_FALSE(plain.who.empty());
  const std::string line = summary_line(plain, test::strings_in("es"));
  CHECK(line.find("Ronda " + std::to_string(now_round)) != std::string::npos);
  CHECK(line.find("3") != std::string::npos);

  touch(t.file("Broken.json"), "{ not json");
  const SaveSummary broken = read_save_summary(test::full_content(), t.file("Broken.json"), false, "en");
  CHECK_FALSE(broken.readable);
  CHECK(broken.last_played != 0);
  CHECK(summary_line(broken, test::strings_in("en")) == test::strings_in("en").get("load.unreadable"));
}

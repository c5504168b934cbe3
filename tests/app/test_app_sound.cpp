// The app's sound without a device: the manifest as read (data/audio.json and damaged copies), the
// one table from event kind to sound, the sounds of an action, and which music a game calls for.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "app/audio/event_sounds.hpp"
#include "app/audio/music_choice.hpp"
#include "app/audio/sound_manifest.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"

using namespace hs;
using namespace hs::app;

namespace {

std::string manifest_copy(const std::string& name, const std::string& text) {
  const auto dir = std::filesystem::temp_directory_path() / "hs_app_sound";
  std::filesystem::create_directories(dir);
  const std::string path = (dir / name).string();
  std::ofstream(path) << text;
  return path;
}

Event ev(EventKind kind, int a = 0, int b = 0) {
  Event e{};
  e.kind = kind;
  e.a = a;
  e.b = b;
  return e;
}

bool has(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

}  // namespace

TEST_CASE("sound: the shipped manifest names every sound the event table plays, and each file", "[app][sound]") {
  const SoundManifest m = read_sound_manifest(default_data_dir() + "/audio.json");
  CHECK(m.problems.empty());
  for (const char* music : {"menu", "dungeon", "tense"}) {
    REQUIRE(m.sounds.count(music));
    CHECK(m.sounds.at(music).music);
    CHECK(m.sounds.at(music).loop);
  }
  REQUIRE(m.sounds.count("dice_rattle"));
  CHECK(m.sounds.at("dice_rattle").loop);  // held for as long as the dice tumble
  for (const char* extra : {"dice_settle", "ui_click", "coins", "gems", "loss", "new_level", "last_round"})
    CHECK(m.sounds.count(extra));
  for (int k = 0; k <= static_cast<int>(EventKind::WentBack); ++k) {
    const char* s = event_sound(static_cast<EventKind>(k));
    if (!s) continue;
    INFO("event kind " << k << " plays " << s);
    REQUIRE(m.sounds.count(s));
    CHECK_FALSE(m.sounds.at(s).music);
  }
  for (const auto& [name, e] : m.sounds) {
    INFO(name);
    CHECK(std::filesystem::exists(std::filesystem::path(HS_ASSETS_DIR) / e.file));
  }
}

TEST_CASE("sound: a damaged or missing manifest says what and where, and never throws", "[app][sound]") {
  SoundManifest m = read_sound_manifest(manifest_copy("missing_dir/none.json", ""));
  REQUIRE(m.problems.size() == 1);
  CHECK(m.sounds.empty());
  m = read_sound_manifest(manifest_copy("broken.json", "{ \"sounds\": "));
  REQUIRE(m.problems.size() == 1);
  CHECK(m.problems[0].find("broken.json") != std::string::npos);
  m = read_sound_manifest(manifest_copy("odd.json", R"({"sounds": {
      "good": {"file": "audio/sfx/coins.ogg", "kind": "effect", "gain": 0.5, "loop": false},
      "loud": {"file": "audio/sfx/coins.ogg", "gain": 7},
      "nofile": {"kind": "effect"},
      "escape": {"file": "../../etc/passwd"}}})"));
  CHECK(m.sounds.count("good"));
  CHECK(m.sounds.at("good").gain == Approx(0.5));
  CHECK(m.sounds.count("loud"));  // kept at its full gain, the wrong value named
  CHECK_FALSE(m.sounds.count("nofile"));
  CHECK_FALSE(m.sounds.count("escape"));
  REQUIRE(m.problems.size() == 3);
  CHECK(m.problems[0].find("sounds.escape") != std::string::npos);
  CHECK(m.problems[1].find("sounds.loud") != std::string::npos);
  CHECK(m.problems[2].find("sounds.nofile") != std::string::npos);
}

TEST_CASE("sound: an action's sounds follow its events, each once, rewards and endings included", "[app][sound]") {
  const Event roll = ev(EventKind::DiceRolled), passed = ev(EventKind::TestPassed, 2, 1);  // 2 coins, 1 gem
  const Event lost = ev(EventKind::LifeLost), lost2 = ev(EventKind::LifeLost), moved = ev(EventKind::Moved);
  auto s = action_sounds({roll, passed, lost, lost2, moved}, {});
  CHECK(s == std::vector<std::string>{"dice_rattle", "test_passed", "coins", "gems", "life_lost"});

  // The game's end sounds when the end screen opens (end_sting), not with the last action.
  CHECK(action_sounds({ev(EventKind::GameEnded)}, {}).empty());

  // No event of their own: a new level reached first and the last round are moments.
  const std::vector<Moment> moments{{MomentKind::NewLevel, 0, "", ""}, {MomentKind::LastRound, -1, "", ""}};
  s = action_sounds({moved}, moments);
  CHECK(has(s, "new_level"));
  CHECK(has(s, "last_round"));
  CHECK(action_sounds({moved}, {}).empty());
}

TEST_CASE("sound: the end screen's sting is a win when a person is among the winners", "[app][sound][R8.2]") {
  const std::vector<bool> one_person{true, false, false};  // seat 0 played in person, two bots
  CHECK(std::string(end_sting({0}, one_person)) == "win");
  CHECK(std::string(end_sting({1}, one_person)) == "loss");
  CHECK(std::string(end_sting({1, 0}, one_person)) == "win");  // a shared win (R8.2 ties)
  CHECK(std::string(end_sting({}, one_person)) == "loss");     // nobody won (everyone eliminated)
  CHECK(std::string(end_sting({2}, {false, false, false})) == "win");  // bots only: someone won
  CHECK(std::string(end_sting({}, {false, false})) == "loss");
  CHECK(std::string(end_sting({7}, one_person)) == "loss");  // a seat that is not there counts for nobody
}

TEST_CASE("sound: the tense music comes with the last stretch the engine reports", "[app][sound][R8.1]") {
  Game g = test::new_game(3, 11);
  CHECK_FALSE(last_stretch(g));
  CHECK(table_music(g) == "dungeon");
  auto bot = make_bot("advisor", 5);
  bool seen_tense = false;
  for (int i = 0; i < 5000 && !g.finished(); ++i) {
    const TableState& st = g.observe(-1).state();
    if (st.end_triggered) {  // R8.1: the last round is announced
      CHECK(last_stretch(g));
      seen_tense = true;
    }
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
  CHECK(seen_tense);
  CHECK_FALSE(last_stretch(g));  // the game is over: the end screen has its own music
}

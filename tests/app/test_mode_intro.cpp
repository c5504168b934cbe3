// The modes introduce themselves (issue 24): each introduction says the goal, the turn and the end,
// with every number taken from the card set or the engine (Azoz's ritual icons and die, the Hunter's
// move and last boss, the co-op map's target), none typed into the text; the seen-once flags are
// kept with the tutorial's progress.
#include <algorithm>
#include <cctype>
#include <fstream>
#include <regex>

#include "app/teach/teach.hpp"
#include "app/teach/tutorial/tutorial.hpp"
#include "app/text/mode_intro.hpp"
#include "app_test_support.hpp"
#include "highscore/coop.hpp"
#include "highscore/solo.hpp"

using namespace hs;
using namespace hs::app;

namespace {

GameOptions options_for(Mode m, int players) {
  GameOptions o;
  o.mode = m;
  o.players = players;
  return o;
}

bool mentions(const std::string& text, int number) { return text.find(std::to_string(number)) != std::string::npos; }

}  // namespace

TEST_CASE("mode introductions: goal, turn and end in both languages, numbers from the card set", "[app][R9.6][R9.7J][R9.8]") {
  const Content& content = test::full_content();
  for (const char* lang : {"en", "es"}) {
    INFO(lang);
    const StringTable& t = test::strings_in(lang);
    for (Mode m : {Mode::Standard, Mode::Azoz, Mode::Hunter, Mode::Coop}) {
      const ModeIntro in = mode_intro(content, options_for(m, m == Mode::Coop ? 3 : 1), t);
      INFO(mode_name(m));
      CHECK(in.title == t.get("mode." + std::string(mode_name(m))));
      for (const std::string* s : {&in.goal, &in.turn, &in.end}) {
        CHECK_FALSE(s->empty());
        CHECK(s->find('{') == std::string::npos);  // every placeholder filled
      }
      CHECK_FALSE(in.rule.empty());
    }
    // Azoz: his name, the level he guards, the die's face for a gem, the ritual's icons.
    const auto azoz = std::find_if(content.cards.begin(), content.cards.end(), [](const DungeonCard& c) { return c.azoz; });
    REQUIRE(azoz != content.cards.end());
    const ModeIntro a = mode_intro(content, options_for(Mode::Azoz, 1), t);
    CHECK(a.goal.find(azoz->name.in(lang)) != std::string::npos);
    CHECK(mentions(a.goal, azoz->level));
    CHECK(mentions(a.turn, kAzozGemFace));
    CHECK(mentions(a.end, azoz->ritual_icons));
    // The Hunter: his name and movement; the last boss's level.
    const ModeIntro h = mode_intro(content, options_for(Mode::Hunter, 1), t);
    CHECK(h.goal.find(content.hunter.name.in(lang)) != std::string::npos);
    CHECK(mentions(h.turn, content.hunter.movement));
    CHECK(mentions(h.goal, 4));
    // Co-op: the map's target for the heroes playing; two heroes also need a last-level boss.
    for (int players = 2; players <= 4; ++players) {
      const ModeIntro c = mode_intro(content, options_for(Mode::Coop, players), t);
      INFO(players);
      CHECK(mentions(c.goal, coop_boss_target(content, options_for(Mode::Coop, players))));
      CHECK(mentions(c.goal, players));
    }
    CHECK(mode_intro(content, options_for(Mode::Coop, 2), t).goal != mode_intro(content, options_for(Mode::Coop, 3), t).goal);
  }
}

TEST_CASE("mode introductions: no number is typed into their texts, every one is a placeholder", "[app]") {
  const std::regex placeholder("\\{[0-9]+\\}");
  for (const char* lang : {"en", "es"}) {
    const StringTable& t = test::strings_in(lang);
    int seen = 0;
    for (const std::string& key : t.keys(lang)) {
      if (key.rfind("intro.", 0) != 0) continue;
      ++seen;
      const std::string bare = std::regex_replace(t.get(key), placeholder, "");
      INFO(lang << " " << key << ": " << t.get(key));
      CHECK(std::none_of(bare.begin(), bare.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; }));
    }
    CHECK(seen >= 12);
  }
}

TEST_CASE("the modes already introduced are kept with the tutorial's progress", "[app]") {
  test::TempDir dir("hs_intros_seen");
  const std::string path = dir.file("learning.json");
  LearningPrefs p;
  p.intros_seen = {"azoz", "coop"};
  p.lessons["first_game/0"] = LessonProgress{3, false};
  REQUIRE_FALSE(save_learning(p, path));
  std::string warning;
  const LearningPrefs back = load_learning(path, &warning);
  CHECK(warning.empty());
  CHECK(back == p);
  // A wrong value is said and set aside; the rest is kept.
  {
    std::ofstream(path) << R"({"tutorial": {"intros_seen": "azoz", "last": "x"}})";
  }
  const LearningPrefs damaged = load_learning(path, &warning);
  CHECK(warning.find("intros_seen") != std::string::npos);
  CHECK(damaged.intros_seen.empty());
  CHECK(damaged.last_lesson == "x");
}

TEST_CASE("every lesson ends with a recap of what it taught, in both languages", "[app][tutorial]") {
  const auto load = load_tutorials(hs::default_data_dir(), test::full_content(), test::strings_in("en"));
  REQUIRE(load.errors.empty());
  REQUIRE_FALSE(load.scripts.empty());
  for (const TutorialScript& s : load.scripts)
    for (const TutorialLesson& l : s.lessons) {
      INFO(s.id << "/" << l.id);
      CHECK_FALSE(l.recap.en.empty());
      CHECK_FALSE(l.recap.es.empty());
      CHECK(l.recap.en != l.recap.es);
    }
}

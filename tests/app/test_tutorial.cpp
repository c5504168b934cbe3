// The tutorial plays headless from its script to its end, lesson by lesson, through the table's own
// hit regions: a rules or layout change that breaks a lesson fails here.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "app/table/odds/table_odds.hpp"
#include "app/teach/teach.hpp"
#include "app/teach/tutorial/tutorial.hpp"
#include "app_test_support.hpp"
#include "highscore/queries.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

using namespace hs;
using namespace hs::app;

namespace {
const TutorialScript& script() {
  static const TutorialLoad load = load_tutorial_file(default_data_dir() + "/tutorial/first_game.json", test::full_content(), test::strings_in("en"));
  for (const auto& e : load.errors) FAIL(e);
  return *load.script;
}

const TutorialsLoad& all_lessons() {
  static const TutorialsLoad load = load_tutorials(default_data_dir(), test::full_content(), test::strings_in("en"));
  for (const auto& e : load.errors) FAIL(e);
  return load;
}
}  // namespace

TEST_CASE("tutorial: every lesson of every file plays from its own start to its end through the table's regions",
          "[tutorial][R5.1][R5.2][R5.3][R5.4][R5.6][R5.7][R6.4][R5.9]") {
  REQUIRE(script().lessons.size() >= 3);
  REQUIRE(all_lessons().scripts.front().id == "first_game");
  for (const TutorialScript& s : all_lessons().scripts)
  for (std::size_t l = 0; l < s.lessons.size(); ++l) {
    const TutorialLesson& lesson = s.lessons[l];
    INFO("lesson " << s.id << "/" << lesson.id);
    TableUi ui;
    auto ses = tutorial_at(test::full_content(), s, static_cast<int>(l), 0, ui);
    REQUIRE(ses);
    Session& session = *ses.value();
    for (std::size_t k = 0; k < lesson.steps.size(); ++k) {
      INFO("step " << k + 1 << " (" << lesson.steps[k].kind << ")");
      REQUIRE(play_step(lesson.steps[k], session, ui) == "");
    }
    const Game& g = session.game();
    CHECK(decision_name(g.pending().kind) == lesson.end_decision);
    const Player& p = g.state().players[0];
    if (lesson.end_level > 0) CHECK(g.state().board[static_cast<std::size_t>(p.node)].level == lesson.end_level);
  }
}

TEST_CASE("tutorial: the story the texts tell is what the engine does", "[tutorial][R3.2][R5.6][R6.2][R6.4]") {
  const TutorialScript& s = script();
  TableUi ui;
  // End of lesson 1: 5 coins, 2 gems (one of them from the lucky die), one life lost, at the peddler's shop.
  auto at2 = tutorial_at(test::full_content(), s, 1, 0, ui);
  REQUIRE(at2);
  const Player& p = at2.value()->game().state().players[0];
  CHECK(p.coins == 5);
  CHECK(p.gems == 2);
  CHECK(p.lives == 2);
  REQUIRE(p.items.size() == 1);
  // Trading in the same symbol makes the boots cost 3 instead of 4.
  CHECK(shop_price(test::full_content(), at2.value()->game().state(), 0, true) == 3);
  CHECK(!is_legal(at2.value()->game(), Buy{0, -1}));
}

TEST_CASE("tutorial: a click that is not the step's is not accepted, the way to an item's uses is", "[tutorial]") {
  const TutorialScript& s = script();
  TableUi ui;
  auto ses = tutorial_at(test::full_content(), s, 0, 1, ui);  // step 2: choose option 1
  REQUIRE(ses);
  const Game& g = ses.value()->game();
  const TableLayout L = layout_table(g, ui, 1280, 720, true);
  const TutorialStep& step = s.lessons[0].steps[1];
  int accepted = 0, refused = 0;
  for (const HitRegion& r : L.regions) (step_accepts(step, r, ui) ? accepted : refused)++;
  CHECK(accepted == 1);
  CHECK(refused >= 1);  // the other option at least
  REQUIRE(step_target(step, L, ui) != nullptr);
  CHECK(step_target(step, L, ui)->action == Action{ChooseOption{0}});
}

TEST_CASE("tutorial: resuming at any step gives the same game as playing up to it", "[tutorial][R10.1]") {
  const TutorialScript& s = script();
  TableUi a, b;
  auto full = tutorial_at(test::full_content(), s, 0, static_cast<int>(s.lessons[0].steps.size()), a);
  auto again = tutorial_at(test::full_content(), s, 0, static_cast<int>(s.lessons[0].steps.size()), b);
  REQUIRE(full);
  REQUIRE(again);
  CHECK(full.value()->game().hash() == again.value()->game().hash());
}

TEST_CASE("tutorial: a damaged script is reported with the file and where", "[tutorial]") {
  auto bad = parse_tutorial(R"({"character":"nobody","dice":[1],"lessons":[{"id":"x","title":{"en":"a"},"end":{"decision":"shop"},"steps":[{"do":"dance","text":{"en":"a","es":"b"}}]}]})",
                            "t.json", test::full_content(), test::strings_in("en"));
  CHECK(!bad.script);
  auto has = [&](const std::string& s) {
    for (const auto& e : bad.errors)
      if (e.find(s) != std::string::npos) return true;
    return false;
  };
  CHECK(has("t.json: /character: no hero called \"nobody\""));
  CHECK(has("/lessons/0/title: needs non-empty \"en\" and \"es\""));
  CHECK(has("/lessons/0/steps/0/do: unknown step \"dance\""));
  CHECK(!parse_tutorial("{", "t.json", test::full_content(), test::strings_in("en")).errors.empty());
}

TEST_CASE("tutorial: lesson 1's first roll is explained with the dice the tray marks", "[tutorial][R5.3][R3.2]") {
  const TutorialScript& s = script();
  TableUi ui;
  auto ses = tutorial_at(test::full_content(), s, 0, 6, ui);  // step 7: resolve the first roll
  REQUIRE(ses);
  const Game& g = ses.value()->game();
  REQUIRE(s.lessons[0].steps[6].kind == "resolve");
  const auto& dice = g.state().test.dice;
  const std::vector<int> m = roll_match(g);  // requirement -> die, as the green marks show
  REQUIRE(m.size() == 2);
  // The text: blue 4 meets blue 3+, blue 2 meets blue 2+, the yellow 5 is the lucky spare.
  CHECK(dice[static_cast<std::size_t>(m[0])].color == Color::Blue);
  CHECK(dice[static_cast<std::size_t>(m[0])].value == 4);
  CHECK(dice[static_cast<std::size_t>(m[1])].color == Color::Blue);
  CHECK(dice[static_cast<std::size_t>(m[1])].value == 2);
  const std::string text = s.lessons[0].steps[6].text.en;
  CHECK(text.find("blue 4") != std::string::npos);
  CHECK(text.find("blue 2") != std::string::npos);
  CHECK(text.find("yellow 5") != std::string::npos);
}

TEST_CASE("tutorial: lessons are listed across files with keys for their progress", "[tutorial]") {
  const auto list = lesson_list(all_lessons().scripts);
  REQUIRE(list.size() >= 3);
  CHECK(list[0].key == "first_game/first_steps");
  for (std::size_t i = 1; i < list.size(); ++i) CHECK(list[i].key != list[i - 1].key);
}

TEST_CASE("tutorial: the lesson list says in one line, in English and Spanish, what each lesson teaches", "[tutorial]") {
  for (const LessonRef& r : lesson_list(all_lessons().scripts)) {
    const TutorialLesson& l = all_lessons().scripts[static_cast<std::size_t>(r.script)].lessons[static_cast<std::size_t>(r.lesson)];
    INFO(r.key);
    for (const char* lang : {"en", "es"}) {
      const std::string& t = l.teaches.in(lang);
      CHECK(t.size() >= 20);
      CHECK(t.size() <= 80);  // one line of the list (the fit test checks it fits the row)
      CHECK(t.find('\n') == std::string::npos);
      CHECK(t != l.title.in(lang));
    }
    CHECK(l.teaches.in("en") != l.teaches.in("es"));
  }
}

TEST_CASE("tutorial: the follow-up lessons' texts name what the engine deals", "[tutorial][R9.6.4][R9.7J][R9.7][R9.8]") {
  const auto& scripts = all_lessons().scripts;
  auto find = [&](const std::string& id) -> const TutorialScript& {
    for (const auto& s : scripts)
      if (s.id == id) return s;
    FAIL("no lesson file " << id);
    return scripts.front();
  };
  auto card_here = [](const Game& g, int seat) {
    const auto& st = g.state();
    const int node = st.players[static_cast<std::size_t>(seat)].node;
    return g.content().cards[static_cast<std::size_t>(st.board[static_cast<std::size_t>(node)].card)].id;
  };
  TableUi ui;
  // Azoz: the die showed 2 and Lost Bats stand on the hero's card.
  auto azoz = tutorial_at(test::full_content(), find("solo_azoz"), 0, 1, ui);
  REQUIRE(azoz);
  CHECK(azoz.value()->game().pending().kind == DecisionKind::Monster);
  // Co-op: the card the lesson sends Viggel to is the Suspiciously Shiny Puddle.
  auto coop = tutorial_at(test::full_content(), find("coop"), 0, 3, ui);
  REQUIRE(coop);
  CHECK(card_here(coop.value()->game(), 0) == "shiny_puddle");
  // The fourth level: the hero ends the lesson on level 4.
  auto fourth = tutorial_at(test::full_content(), find("fourth_level"), 0, 1, ui);
  REQUIRE(fourth);
  CHECK(card_here(fourth.value()->game(), 0) == "minotaurs_maze");
}

TEST_CASE("tutorial: progress is kept per lesson in learning.json, the older single position is read", "[tutorial]") {
  const std::string dir = (std::filesystem::temp_directory_path() / ("hs_learning_" + std::to_string(::getpid()))).string();
  const std::string path = dir + "/learning.json";
  LearningPrefs p;
  p.coach = "off";
  p.lessons["first_game/first_steps"] = LessonProgress{0, true};
  p.lessons["solo_azoz/azoz"] = LessonProgress{3, false};
  p.last_lesson = "solo_azoz/azoz";
  REQUIRE(!save_learning(p, path));
  CHECK(load_learning(path) == p);
  {
    std::ofstream old(path);
    old << R"({"coach":"auto","games_finished":1,"tutorial":{"lesson":1,"step":4,"done":false}})";
  }
  const LearningPrefs q = load_learning(path);
  CHECK(q.games_finished == 1);
  CHECK(q.legacy_lesson == 1);
  CHECK(q.legacy_step == 4);
  CHECK(q.lessons.empty());
  {
    std::ofstream bad(path);
    bad << "{ not json";
  }
  CHECK(load_learning(path) == LearningPrefs{});  // a damaged file forgets the progress, nothing worse
  std::filesystem::remove_all(dir);
}

TEST_CASE("tutorial: the menu offers the lesson after the finished one, or resumes the one left midway", "[tutorial]") {
  const auto& scripts = all_lessons().scripts;
  const auto list = lesson_list(scripts);
  REQUIRE(list.size() >= 4);
  LearningPrefs p;
  int step = -1;
  CHECK(next_lesson(scripts, p, step).key == list[0].key);  // a newcomer starts at the beginning
  CHECK(step == 0);
  // Lesson 1 finished: lesson 2 is next, from its start (not "lesson 1" again).
  p.lessons[list[0].key] = LessonProgress{0, true};
  p.last_lesson = list[0].key;
  CHECK(next_lesson(scripts, p, step).key == list[1].key);
  CHECK(step == 0);
  // Left midway through a later lesson: that one resumes where it was left.
  p.lessons[list[3].key] = LessonProgress{2, false};
  p.last_lesson = list[3].key;
  CHECK(next_lesson(scripts, p, step).key == list[3].key);
  CHECK(step == 2);
  // Everything done: the first lesson again, from its start.
  for (const auto& r : list) p.lessons[r.key] = LessonProgress{0, true};
  CHECK(next_lesson(scripts, p, step).key == list[0].key);
  CHECK(step == 0);
}

namespace {
// A follow-up lesson of data/tutorial/, played to its end through the table's regions.
std::unique_ptr<Session> played_lesson(const std::string& id) {
  for (const TutorialScript& s : all_lessons().scripts)
    if (s.id == id) {
      TableUi ui;
      auto ses = tutorial_at(test::full_content(), s, 0, static_cast<int>(s.lessons[0].steps.size()), ui);
      if (ses) return std::move(ses.value());
    }
  return nullptr;
}
}  // namespace

TEST_CASE("tutorial: the expert lesson places Rhiarind's elbow die and her reaction costs Viggel a life",
          "[tutorial][R9.4][R9.4.1][R9.4.3]") {
  auto ses = played_lesson("expert");
  REQUIRE(ses);
  const GameState& st = ses->game().state();
  CHECK(st.players[1].lives == 2);  // the elbow rolled 6 on 5+
  CHECK(st.players[1].node == 1);   // then Viggel moved on
  CHECK(st.players[0].node == 0);   // Rhiarind rested on the start card
  CHECK(st.placed.total() == 0);   // the elbow die, rolled, is discarded
}

TEST_CASE("tutorial: the exploration lesson draws a bifurcation, enters a dead end and goes back", "[tutorial][R9.5]") {
  auto ses = played_lesson("exploration");
  REQUIRE(ses);
  const GameState& st = ses->game().state();
  REQUIRE(st.board.size() == 3);  // start card, bifurcation, dead end
  CHECK(ses->game().content().cards[static_cast<std::size_t>(st.board[1].card)].kind == CardKind::Bifurcation);
  CHECK(ses->game().content().cards[static_cast<std::size_t>(st.board[2].card)].kind == CardKind::DeadEnd);
  CHECK(st.players[0].node == 1);  // back on the bifurcation
}

TEST_CASE("tutorial: the lesson takes the table's keys: its highlight is the focus, the numbers pick its dice and options",
          "[tutorial][focus][R5.2][R5.3]") {
  const TutorialScript& s = script();
  const TutorialLesson& lesson = s.lessons[0];
  int guided = 0, numbered = 0;
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const TutorialStep& step = lesson.steps[i];
    TableUi ui;
    auto ses = tutorial_at(test::full_content(), s, 0, static_cast<int>(i), ui);
    REQUIRE(ses);
    TableLayout L = layout_table(ses.value()->game(), ui, 1280, 720, true);
    guide_layout(&step, L, ui);
    const HitRegion* target = step_target(step, L, ui);
    INFO("step " << i + 1 << " (" << step.kind << ")");
    if (step.kind == "read") {
      CHECK_FALSE(L.guided);
      continue;
    }
    if (target) {
      // Enter with the focus where it starts presses the highlighted element: the step's own.
      const auto order = focus_order(L);
      const int home = home_focus(L);
      REQUIRE(home >= 0);
      CHECK(order[static_cast<std::size_t>(home)].id == target->part);
      ++guided;
    }
    if (step.kind == "pick" || step.kind == "option" || step.kind == "branch") {
      // Some number key presses what the step asks, as it would at the table.
      bool any = false;
      for (int n = 0; n < 10; ++n)
        if (const HitRegion* h = region_for_number(L, n)) any = any || step_accepts(step, *h, ui);
      CHECK(any);
      ++numbered;
    }
  }
  CHECK(guided >= 3);
  CHECK(numbered >= 2);
}

TEST_CASE("tutorial: what the lesson list says a lesson teaches, its steps do", "[tutorial][R4.3][R6.4]") {
  // A word of the one-line description, and the step kinds that teach it (resting refills the dice,
  // it heals nothing: healing is bought at a peddler, R6.4).
  const std::vector<std::pair<std::string, std::vector<std::string>>> words = {
      {"heal", {"heal"}},     {"rest", {"rest"}},       {"branch", {"branch"}},   {"shop", {"buy"}},
      {"reroll", {"reroll"}}, {"item", {"item"}},       {"dodge", {"dodge"}},     {"reaction", {"react"}},
      {"+ test", {"optional", "skip_optional"}}};
  int checked = 0;
  for (const LessonRef& r : lesson_list(all_lessons().scripts)) {
    const TutorialLesson& l = all_lessons().scripts[static_cast<std::size_t>(r.script)].lessons[static_cast<std::size_t>(r.lesson)];
    std::string said = l.teaches.in("en");
    std::transform(said.begin(), said.end(), said.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const auto& [word, kinds] : words) {
      if (said.find(word) == std::string::npos) continue;
      INFO(r.key << ": \"" << said << "\" says " << word);
      const bool taught = std::any_of(l.steps.begin(), l.steps.end(), [&](const TutorialStep& s) {
        return std::find(kinds.begin(), kinds.end(), s.kind) != kinds.end();
      });
      CHECK(taught);
      ++checked;
    }
    // Resting is never sold as healing.
    CHECK(said.find("rest to heal") == std::string::npos);
  }
  CHECK(checked >= 10);
}

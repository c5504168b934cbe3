// The tutorial plays headless from its script to its end, lesson by lesson, through the table's own
// hit regions: a rules or layout change that breaks a lesson fails here.
#include "app/tutorial.hpp"
#include "app_test_support.hpp"
#include "highscore/queries.hpp"

using namespace hs;
using namespace hs::app;

namespace {
const TutorialScript& script() {
  static const TutorialLoad load = load_tutorial(default_data_dir(), test::full_content());
  for (const auto& e : load.errors) FAIL(e);
  return *load.script;
}
}  // namespace

TEST_CASE("tutorial: every lesson plays from its own start to its end through the table's regions",
          "[tutorial][R5.1][R5.2][R5.3][R5.4][R5.6][R5.7][R6.4][R5.9]") {
  const TutorialScript& s = script();
  REQUIRE(s.lessons.size() >= 3);
  for (std::size_t l = 0; l < s.lessons.size(); ++l) {
    const TutorialLesson& lesson = s.lessons[l];
    INFO("lesson " << lesson.id);
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
  for (const HitRegion& r : L.regions) (step_accepts(step, r, g) ? accepted : refused)++;
  CHECK(accepted == 1);
  CHECK(refused >= 1);  // the other option at least
  REQUIRE(step_target(step, L, g) != nullptr);
  CHECK(step_target(step, L, g)->action == Action{ChooseOption{0}});
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
                            "t.json", test::full_content());
  CHECK(!bad.script);
  auto has = [&](const std::string& s) {
    for (const auto& e : bad.errors)
      if (e.find(s) != std::string::npos) return true;
    return false;
  };
  CHECK(has("t.json: /character: no hero called \"nobody\""));
  CHECK(has("/lessons/0/title: needs non-empty \"en\" and \"es\""));
  CHECK(has("/lessons/0/steps/0/do: unknown step \"dance\""));
  CHECK(!parse_tutorial("{", "t.json", test::full_content()).errors.empty());
}

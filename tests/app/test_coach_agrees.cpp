// The coach agrees with itself and counts what the player holds (newcomer playtest): the die "Why it
// fails" blames is the die "What would still work" rerolls; before the roll of lesson 3's Wishing
// Fountain the chance with the Springheel Boots is shown beside the dice's own; after the failed roll
// the boots are listed among what would still work.
#include <catch2/catch.hpp>

#include <algorithm>

#include "../support_content.hpp"
#include "app/table/odds/table_odds.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/text/action_text.hpp"
#include "app/teach/tutorial/tutorial.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"
#include "app_test_support.hpp"
#include "highscore/chances.hpp"
#include "highscore/queries.hpp"

namespace hs::app {
namespace {

const StringTable& agree_words(const std::string& lang) {
  static const StringTable en = [] {
    StringTable t = test::strings_in("en");
    t.set_language("en");
    return t;
  }();
  static const StringTable es = [] {
    StringTable t = test::strings_in("es");
    t.set_language("es");
    return t;
  }();
  return lang == "es" ? es : en;
}

// Lesson 3 of the first game played up to its roll at the Wishing Fountain (two blue dice in the tray).
struct FountainLesson {
  std::unique_ptr<Session> session;
  TableUi ui;
  std::size_t next = 0;  // the lesson's next step: the roll
  const TutorialLesson* lesson = nullptr;
};
FountainLesson fountain_before_roll() {
  static const TutorialLoad load =
      load_tutorial_file(default_data_dir() + "/tutorial/first_game.json", test::full_content(), test::strings_in("en"));
  for (const auto& e : load.errors) FAIL(e);
  REQUIRE(load.script->lessons.size() >= 3);
  FountainLesson f;
  f.lesson = &load.script->lessons[2];
  auto ses = tutorial_at(test::full_content(), *load.script, 2, 0, f.ui);
  REQUIRE(ses);
  f.session = std::move(ses.value());
  const auto& steps = f.lesson->steps;
  for (; f.next + 1 < steps.size(); ++f.next) {
    if (steps[f.next].kind == "roll" && steps[f.next + 1].kind == "item") break;
    REQUIRE(play_step(steps[f.next], *f.session, f.ui) == "");
  }
  REQUIRE(f.next + 1 < steps.size());
  return f;
}

std::string boots_name(const std::string& lang) {
  for (const EquipmentCard& e : test::full_content().equipment)
    if (e.id == "springheel_boots") return e.name.in(lang);
  FAIL("no springheel_boots in the card set");
  return "";
}

}  // namespace

TEST_CASE("coach: before the fountain's roll the chance with the boots is shown beside the dice's own", "[R7.4][R5.3][app][tutorial]") {
  FountainLesson f = fountain_before_roll();
  const Game& g = f.session->game();
  REQUIRE(g.pending().kind == DecisionKind::ChooseDice);
  REQUIRE(f.ui.selection.n[1] == 2);
  const auto c = coach_chance(g, f.ui.selection, "en");
  REQUIRE(c);
  CHECK(percent_text(c->now) == "67");
  CHECK(c->best_help == boots_name("en"));
  CHECK(c->with_help > 0.95);  // +2 on a blue die: only two 1s, or a 1 with a 2, still fail
  for (const std::string lang : {"en", "es"}) {
    const std::string line = helped_chance_line(g, f.ui.selection, agree_words(lang));
    INFO(line);
    CHECK(line == agree_words(lang).format("table.chance_item", {boots_name(lang), percent_text(c->with_help)}));
  }
  // Without a usable item the line stays away.
  CHECK(helped_chance_line(g, DiceCounts{}, agree_words("en")).empty());
}

TEST_CASE("coach: after the fountain's failed roll the boots are listed among what would still work", "[R7.4][R5.4][app][tutorial]") {
  FountainLesson f = fountain_before_roll();
  REQUIRE(play_step(f.lesson->steps[f.next], *f.session, f.ui) == "");  // the roll: a 1 and a 3
  const Game& g = f.session->game();
  for (const std::string lang : {"en", "es"}) {
    const auto ex = explain_roll(g, agree_words(lang));
    REQUIRE(ex);
    CHECK_FALSE(ex->passes);
    const std::string saved = agree_words(lang).format("coach.item_passes", {boots_name(lang), "1"});
    INFO(lang << ": " << (ex->still_works.empty() ? "" : ex->still_works.front()));
    CHECK(std::find(ex->still_works.begin(), ex->still_works.end(), saved) != ex->still_works.end());
  }
}

TEST_CASE("coach: the die blamed in why it fails is the die whose gem reroll is suggested", "[R5.3][R5.4][app]") {
  // d1_c wants red 3+ and blue 5+: a red 4 meets the red, the two blue dice both fall short of 5.
  for (const std::vector<int>& faces : {std::vector<int>{4, 2, 1}, std::vector<int>{4, 1, 2}, std::vector<int>{4, 3, 3}}) {
    GameOptions o = hs::testing::base_options(1);
    hs::testing::place_active(o, 2, DiceCounts{{2, 2, 2, 1}});
    hs::testing::seat_start(o, 0).gems = 2;
    o.scripted_dice = faces;
    Game g = hs::testing::new_game(o);
    hs::testing::play(g, ChooseOption{0});
    hs::testing::play(g, RollDice{DiceCounts{{1, 2, 0, 0}}});
    const StringTable& t = agree_words("en");
    const auto ex = explain_roll(g, t);
    REQUIRE(ex);
    REQUIRE_FALSE(ex->passes);
    const auto rescue = roll_rescue(g.content(), g.observe(-1), g.legal_actions());
    REQUIRE(rescue);
    REQUIRE(rescue->gems.die >= 0);
    const std::string die = std::to_string(rescue->gems.die + 1);
    REQUIRE(ex->unmet.size() == 1);
    INFO(ex->unmet.front());
    // The unmet line names the rerolled die ("die 3 (blue) shows 1"), and the gem line names it too.
    CHECK(ex->unmet.front().find("die " + die + " (") != std::string::npos);
    const std::string gem_line = t.format("coach.gem_chance", {die, ""});
    CHECK(std::any_of(ex->still_works.begin(), ex->still_works.end(),
                      [&](const std::string& s) { return s.rfind(gem_line.substr(0, gem_line.find(':')), 0) == 0; }));
  }
}

TEST_CASE("coach: without gems the die blamed is the die the best item is used on", "[R5.3][R7.4][app]") {
  // d1_c wants red 3+ and blue 5+: a red 1 and a red 2 both fall short, the blue 5 meets its own.
  GameOptions o = hs::testing::base_options(1);
  hs::testing::place_active(o, 2, DiceCounts{{2, 2, 2, 1}});
  hs::testing::give_item(o, 0, "add_two_red");
  hs::testing::seat_start(o, 0).gems = 0;
  o.scripted_dice = {1, 2, 5};
  Game g = hs::testing::new_game(o);
  hs::testing::play(g, ChooseOption{0});
  hs::testing::play(g, RollDice{DiceCounts{{2, 1, 0, 0}}});
  const StringTable& t = agree_words("en");
  const auto ex = explain_roll(g, t);
  REQUIRE(ex);
  REQUIRE_FALSE(ex->passes);
  const auto rescue = roll_rescue(g.content(), g.observe(-1), g.legal_actions());
  REQUIRE(rescue);
  REQUIRE(rescue->gems.die < 0);
  REQUIRE_FALSE(rescue->helpers.empty());
  const HelperRescue* best = &rescue->helpers.front();
  for (const HelperRescue& h : rescue->helpers)
    if (h.chance > best->chance) best = &h;
  REQUIRE(ex->unmet.size() == 1);
  INFO(ex->unmet.front());
  CHECK(ex->unmet.front().find("die " + std::to_string(best->die + 1) + " (") != std::string::npos);
}

TEST_CASE("ambush: once dice are in the tray the chance shown is the chance of those dice", "[R9.6.7][R5.3][app]") {
  // The playtest's situation: Goblin Skulker ambushes (blue 3+); "Test it" gives the chance with all
  // the dice that may meet it, then two blue dice are chosen: the table shows their own chance.
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.mode = Mode::Azoz;
  o.start.walkers = {WalkerStart{"goblin_skulker", 3}};
  o.scripted_dice = {5};
  auto created = Game::create(test::full_content(), o, 5);
  REQUIRE(created);
  Game g = created.value();
  REQUIRE(g.pending().kind == DecisionKind::Monster);
  const Action test_it = Fight{g.pending().subject};
  const std::string label = action_label(g, test_it, agree_words("en"));
  CHECK(label == agree_words("en").format("act.ambush_test_odds", {">99"}));  // every die that fits: 1 - (1/3)^6
  REQUIRE(g.apply(test_it));
  REQUIRE(g.pending().kind == DecisionKind::ChooseDice);
  const DiceCounts two_blue{{0, 2, 0, 0}};
  const auto exact = test_chance(g.content(), g.observe(-1), two_blue);
  REQUIRE(exact);
  CHECK(exact->now == Approx(8.0 / 9.0));  // at least one of two blue dice shows 3 or more
  OddsWorker worker;
  const auto shown = worker.chance(g, two_blue, 60000.0);
  REQUIRE(shown);
  CHECK_FALSE(shown->computing);
  CHECK(percent_text(shown->now) == "89");
  const auto coach = coach_chance(g, two_blue, "en");
  REQUIRE(coach);
  CHECK(coach->now == Approx(8.0 / 9.0));
}

}  // namespace hs::app

// The coach's advice after a failed roll and at a fork (issue: a ready item left out of "What would
// still work" while gem rerolls were offered; a path recommended whose next card the dice still held
// cannot pass). On the rules tests' small card set, where every number is known.
#include <catch2/catch.hpp>

#include <cmath>

#include "../support_content.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/teach/coach/coach_fit.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"
#include "highscore/chances.hpp"

namespace hs::app {
namespace {

const StringTable& coach_words_en() {
  static const StringTable en = [] {
    StringTable t = test::strings_in("en");
    t.set_language("en");
    return t;
  }();
  return en;
}

}  // namespace

TEST_CASE("coach: an item that saves the roll only with the gems after it is offered, best chance first", "[R5.4][R7.4][app]") {
  using hs::testing::test_content;
  GameOptions o = hs::testing::base_options(1);
  hs::testing::place_active(o, 2, DiceCounts{{2, 2, 2, 1}});  // d1_c: red 3 and blue 5
  hs::testing::seat_start(o, 0).gems = 1;
  hs::testing::give_item(o, 0, "add_two_red");
  o.scripted_dice = {1, 1};
  Game g = hs::testing::new_game(o);
  hs::testing::play(g, ChooseOption{0});
  hs::testing::play(g, RollDice{DiceCounts{{1, 1, 0, 0}}});
  const auto ex = explain_roll(g, coach_words_en());
  REQUIRE(ex);
  CHECK_FALSE(ex->passes);
  const std::string item = test_content().equipment[static_cast<std::size_t>(hs::testing::equipment_id("add_two_red"))].name.en;
  REQUIRE(ex->still_works.size() == 2);
  // The +2 on the red die then a gem on the blue (33%) before the ability then a gem (22%).
  CHECK(ex->still_works[0] == coach_words_en().format("coach.item_then_gems", {item, "1", "33"}));
  CHECK(ex->still_works[1].find("22%") != std::string::npos);
}

TEST_CASE("coach: at a fork the hint never takes a path whose next card the dice held cannot pass", "[R5.9][app]") {
  using hs::testing::test_content;
  // On the peddler holding one black die: the upper card can be passed now (5 in 6), the lower needs two dice.
  GameOptions o = hs::testing::base_options(1);
  hs::testing::place_active(o, 3, DiceCounts{{0, 0, 0, 1}});
  Game g = hs::testing::new_game(o);
  hs::testing::play(g, MoveOn{});
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  auto advisor = make_bot("advisor", 1);
  INFO("the advisor alone takes branch " << std::get<ChooseBranch>(ask_bot(*advisor, g)).branch);
  const auto hint = coach_hint(g, coach_words_en());
  REQUIRE(hint);
  REQUIRE(std::holds_alternative<ChooseBranch>(hint->action));
  CHECK(std::get<ChooseBranch>(hint->action).branch == 0);
  CHECK(hint->text.find("83%") != std::string::npos);
}

TEST_CASE("coach box: sections too long for the box shrink to the 100% size, then each keeps its first line, the advice first", "[app][scale]") {
  // A line of n characters wraps to ceil(n * size / 100) rows (a narrow box).
  const auto rows_of = [](const std::string& l, float size) { return static_cast<int>(std::ceil(static_cast<float>(l.size()) * size / 100.f)); };
  const std::vector<std::string> why = {std::string(80, 'w'), std::string(60, 'x')}, still = {std::string(40, 's'), std::string(40, 't')};
  const std::vector<CoachSection> sections = {{&why, true, 1}, {&still, true, 0}};
  SECTION("room for all at a smaller size: everything shown, no smaller than the floor") {
    const CoachFit fit = fit_coach_sections(sections, 700, 26, 13, rows_of);
    CHECK(fit.size >= 13);
    CHECK(fit.size < 26);
    CHECK(fit.rows == std::vector<int>{rows_of(why[0], fit.size) + rows_of(why[1], fit.size), rows_of(still[0], fit.size) + rows_of(still[1], fit.size)});
    CHECK(fit.cut == std::vector<bool>{false, false});
  }
  SECTION("too little room even at the floor: each section its first line, what still works whole before the reason's rest") {
    const CoachFit fit = fit_coach_sections(sections, 150, 26, 13, rows_of);
    CHECK(fit.size == 13);
    // 150 less two titles (20.25 each) and four line gaps leaves 5 rows of 16.25: the first lines
    // (11 and 6 rows at 13) cannot both be whole, so every section has a row and is marked cut.
    CHECK(fit.rows[0] >= 1);
    CHECK(fit.rows[1] >= 1);
    CHECK(fit.rows[0] + fit.rows[1] == 5);
    CHECK(fit.rows[1] == 4);  // the advice is filled first (one row kept for the reason)
    CHECK(fit.cut == std::vector<bool>{true, true});
  }
  SECTION("room for both first lines at the floor") {
    const CoachFit fit = fit_coach_sections(sections, 600, 26, 13, rows_of);
    const CoachFit tight = fit_coach_sections(sections, 2 * coach_title_height(13) + 4 * kCoachLineGap + 17 * coach_row_height(13) + 1, 26, 13, rows_of);
    CHECK(fit.cut == std::vector<bool>{false, false});
    CHECK(tight.rows == std::vector<int>{11, 6});  // the first lines whole, the rest left out
    CHECK(tight.cut == std::vector<bool>{true, true});
  }
}

}  // namespace hs::app

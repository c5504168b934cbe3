// The coach: its chances equal the exact odds functions, and every failed roll is explained with the
// requirement, the candidate dice and their numbers, plus what would still work.
#include "app/teach/coach/coach.hpp"
#include "app/table/input/enter_on_roll.hpp"
#include "highscore/chances.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"
#include "highscore/probability.hpp"
#include "highscore/queries.hpp"
#include "highscore/resolve_cost.hpp"

using namespace hs;
using namespace hs::app;

namespace {

const StringTable& strings(const std::string& lang) {
  static StringTable en, es;
  static const bool loaded = [] {
    REQUIRE(!StringTable::load(default_data_dir() + "/i18n", en));
    REQUIRE(!StringTable::load(default_data_dir() + "/i18n", es));
    en.set_language("en");
    es.set_language("es");
    return true;
  }();
  (void)loaded;
  return lang == "es" ? es : en;
}

// Viggel alone on the Suspiciously Shiny Puddle (red 4+ / blue 3+, "+" yellow 3+), with `dice` scripted.
Game puddle_game(std::vector<int> dice, const std::vector<std::string>& items = {}, int gems = 1) {
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.first_player = 0;
  o.stacked["dungeon:1"] = {"shiny_puddle"};
  o.scripted_dice = std::move(dice);
  SeatStart viggel;
  viggel.gems = gems;
  viggel.items = items;
  o.start.seats = {viggel};
  return test::new_game(o, 3);
}

void apply(Game& g, const Action& a) {
  auto r = g.apply(a);
  INFO(describe(a) << ": " << (r ? "" : r.refusal().reason));
  REQUIRE(r);
}

DiceCounts dice_of(Color c, int n) {
  DiceCounts d;
  d[c] = n;
  return d;
}

// The puddle's main test passed with a red 5, then its "+" test failed with a yellow 1 (a gem in hand).
Game failed_plus_test() {
  Game g = puddle_game({5, 1});
  apply(g, ChooseOption{0});
  apply(g, RollDice{dice_of(Color::Red, 1)});
  apply(g, Resolve{});
  apply(g, AttemptOptional{});
  apply(g, RollDice{dice_of(Color::Yellow, 1)});
  return g;
}

}  // namespace

TEST_CASE("coach: the chance of the chosen dice is the exact odds the table shows", "[coach][R5.3]") {
  Game g = puddle_game({});
  apply(g, ChooseOption{0});
  for (int reds = 1; reds <= 2; ++reds)
    for (int yellows = 0; yellows <= 3; ++yellows) {
      DiceCounts sel = dice_of(Color::Red, reds);
      sel[Color::Yellow] = yellows;
      const auto line = coach_chance(g, sel, "en");
      REQUIRE(line);
      const auto shown = test_chance(g.content(), g.observe(-1), sel);
      REQUIRE(shown);
      CHECK(line->now == shown->now);
      CHECK(line->now == pass_probability(sel, test::full_content().cards[static_cast<std::size_t>(test::full_content().card_index("shiny_puddle"))].options[0]));
    }
}

TEST_CASE("coach: on a raised card the coach and the chance box both count the raised requirements",
          "[coach][R5.12][R9.6.7]") {
  // The puddle's red 4+ raised by a roar's red 3+ (R5.12): two reds must meet both.
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.first_player = 0;
  o.stacked["dungeon:1"] = {"shiny_puddle"};
  o.start.raised = {RaisedStart{0, {Requirement{Color::Red, 3}}}};
  Game g = test::new_game(o, 3);
  REQUIRE(g.observe(-1).state().players[0].node == 0);
  apply(g, ChooseOption{0});
  REQUIRE(requirements_under_test(g.content(), g.observe(-1).state()).size() == 2);
  const TestOption raised{{{Color::Red, 4}, {Color::Red, 3}}, {}, {}, {}};
  for (int reds = 1; reds <= 3; ++reds) {
    const auto line = coach_chance(g, dice_of(Color::Red, reds), "en");
    const auto shown = test_chance(g.content(), g.observe(-1), dice_of(Color::Red, reds));
    REQUIRE(line);
    REQUIRE(shown);
    CHECK(line->now == shown->now);
    CHECK(shown->now == pass_probability(dice_of(Color::Red, reds), raised));
  }
  // One red die can never meet two requirements.
  CHECK(test_chance(g.content(), g.observe(-1), dice_of(Color::Red, 1))->now == 0);
}

TEST_CASE("coach: with an item counted, the chance equals the odds functions' own answer", "[coach][R7.4][R5.4]") {
  const TestOption red4{{{Color::Red, 4}}, {2, 0}, {}, {}};
  SECTION("+1 to the only red die is a +1 bonus on red") {
    Game g = puddle_game({}, {"notched_shortsword"});
    apply(g, ChooseOption{0});
    const auto line = coach_chance(g, dice_of(Color::Red, 1), "en");
    REQUIRE(line);
    CHECK(line->best_help == "Notched Shortsword");
    RollModifiers plus1;
    plus1.bonus[static_cast<std::size_t>(Color::Red)] = 1;
    CHECK(line->with_help == pass_probability(dice_of(Color::Red, 1), red4, plus1));
    CHECK(line->now == pass_probability(dice_of(Color::Red, 1), red4));
    CHECK(line->with_help == Approx(4.0 / 6));  // 3, 4, 5, 6 (3 + 1 = 4)
  }
  SECTION("one free reroll of the only die is one gem reroll") {
    Game g = puddle_game({}, {"duelists_dagger"});
    apply(g, ChooseOption{0});
    const auto line = coach_chance(g, dice_of(Color::Red, 1), "en");
    REQUIRE(line);
    CHECK(line->with_help == pass_probability(dice_of(Color::Red, 1), red4, {}, 1));
  }
  SECTION("two dice, +1 on the better one, matches an independent count") {
    Game g = puddle_game({}, {"notched_shortsword"});
    apply(g, ChooseOption{0});
    const Effect& e = test::full_content().equipment[static_cast<std::size_t>(test::full_content().equipment_index("notched_shortsword"))].effect;
    const auto c = chance_with_effect(g.content(), g.observe(-1), dice_of(Color::Red, 2), e);
    REQUIRE(c);
    int good = 0;  // pass iff the higher die + 1 >= 4
    for (int a = 1; a <= 6; ++a)
      for (int b = 1; b <= 6; ++b) good += std::max(a, b) + 1 >= 4 ? 1 : 0;
    CHECK(*c == static_cast<double>(good) / 36);
  }
}

TEST_CASE("coach: each failed roll is explained with the requirement, the candidates and the numbers", "[coach][R5.3][R5.6]") {
  struct Case {
    std::vector<int> faces;
    DiceCounts roll;
    std::vector<std::string> expect;  // pieces of the explanation
    bool gem_helps;
  };
  const DiceCounts red_yellow = [] {
    DiceCounts d;
    d[Color::Red] = 1;
    d[Color::Yellow] = 1;
    return d;
  }();
  const std::vector<Case> cases{
      {{2}, dice_of(Color::Red, 1), {"red 4+", "red, yellow or black", "4 or more", "die 1 (red) shows 2"}, true},
      // One fitting die is named (the box keeps room for what still works): the one the gem reroll
      // below is for (either reroll gives 1 in 2), so the two parts of the advice agree.
      {{1, 3}, red_yellow, {"red 4+", "die 1 (red) shows 1"}, true},
      {{3}, dice_of(Color::Blue, 1), {"red 4+", "none of your dice"}, false},
  };
  for (const Case& c : cases) {
    Game g = puddle_game(c.faces, {}, 1);
    apply(g, ChooseOption{0});
    apply(g, RollDice{c.roll});
    const auto ex = explain_roll(g, strings("en"));
    REQUIRE(ex);
    CHECK(!ex->passes);
    REQUIRE(ex->unmet.size() == 1);
    for (const auto& piece : c.expect) {
      INFO(ex->unmet[0]);
      CHECK(ex->unmet[0].find(piece) != std::string::npos);
    }
    if (c.faces.size() == 2) {
      CHECK(ex->unmet[0].find("die 2 (yellow) shows 3") == std::string::npos);
      CHECK(std::any_of(ex->still_works.begin(), ex->still_works.end(),
                        [](const std::string& l) { return l.rfind("A gem reroll of die 1:", 0) == 0; }));
    }
    // What still works: with a gem, the reroll's chance (the odds functions' number).
    REQUIRE(!ex->still_works.empty());
    CHECK((ex->still_works[0].find("gem reroll") != std::string::npos) == c.gem_helps);
    CHECK(resolve_label(g, strings("en")) == "Resolve: lose 1 life");
    // Both languages explain it.
    const auto es = explain_roll(g, strings("es"));
    REQUIRE(es);
    CHECK(es->unmet.size() == 1);
    CHECK(es->unmet[0] != ex->unmet[0]);
  }
}

TEST_CASE("coach: an item that saves the roll is named with its die, nothing left says what resolving costs",
          "[coach][R7.4][R5.6]") {
  Game g = puddle_game({3}, {"notched_shortsword"}, 0);
  apply(g, ChooseOption{0});
  apply(g, RollDice{dice_of(Color::Red, 1)});
  auto ex = explain_roll(g, strings("en"));
  REQUIRE(ex);
  REQUIRE(ex->still_works.size() == 1);
  CHECK(ex->still_works[0] == "Notched Shortsword on die 1 passes.");
  Game h = puddle_game({2}, {}, 0);
  apply(h, ChooseOption{0});
  apply(h, RollDice{dice_of(Color::Red, 1)});
  ex = explain_roll(h, strings("en"));
  REQUIRE(ex);
  REQUIRE(ex->still_works.size() == 1);
  CHECK(ex->still_works[0].find("costs 1 life") != std::string::npos);
}

TEST_CASE("coach: Resolve says what it costs or pays", "[coach][R5.5][R5.6][R5.7]") {
  Game g = puddle_game({5});
  apply(g, ChooseOption{0});
  apply(g, RollDice{dice_of(Color::Red, 1)});
  CHECK(resolve_label(g, strings("en")) == "Resolve: +2 coins");
  apply(g, Resolve{});
  apply(g, AttemptOptional{});
  const Game f = failed_plus_test();
  CHECK(resolve_label(f, strings("en")) == "Resolve: nothing is lost");
}

TEST_CASE("the warning and Resolve's words say a life only when resolving really costs one", "[coach][R5.6][R5.7]") {
  // A failed "+" test with a gem in hand: a reroll could still save it, yet failing loses nothing.
  const Game plus = failed_plus_test();
  REQUIRE(plus.pending().kind == DecisionKind::AfterRoll);
  const int lives = plus.state().players[0].lives;
  CHECK(lives_lost_on_resolve(plus) == 0);
  CHECK(plus.state().players[0].lives == lives);  // the dry run changed nothing
  CHECK(enter_on_roll(plus) == EnterOnRoll::Accept);  // no "would cost you a life" banner
  CHECK(resolve_label(plus, strings("en")) == "Resolve: nothing is lost");
  // The same failed roll on the main test costs a life: the one key press is asked about.
  Game main = puddle_game({1});
  apply(main, ChooseOption{0});
  apply(main, RollDice{dice_of(Color::Red, 1)});
  REQUIRE(main.pending().kind == DecisionKind::AfterRoll);
  CHECK(lives_lost_on_resolve(main) == 1);
  CHECK(enter_on_roll(main) == EnterOnRoll::Ask);
  CHECK(resolve_label(main, strings("en")) == "Resolve: lose 1 life");
  CHECK(lives_lost_on_resolve(puddle_game({})) == 0);  // no roll to resolve
}

TEST_CASE("coach: the hint is the advisor's action with a reason in the player's language", "[coach]") {
  Game g = puddle_game({});
  const auto en = coach_hint(g, strings("en"));
  const auto es = coach_hint(g, strings("es"));
  REQUIRE(en);
  REQUIRE(es);
  auto advisor = make_bot("advisor", 1);
  CHECK(en->action == ask_bot(*advisor, g));
  CHECK(es->action == en->action);
  CHECK(!en->text.empty());
  CHECK(en->text != es->text);
  CHECK(en->text.find('%') != std::string::npos);  // the option's chance
}

namespace {

// Viggel against Azoz with the lost bats (no ability) on his first card: the Azoz phase's die shows
// 5 (a ritual gem), then the bats are dodged or fought with one die showing `face`.
Game monster_roll(bool dodge, int face) {
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.mode = Mode::Azoz;
  o.start.walkers = {WalkerStart{"lost_bats", 0}};
  o.scripted_dice = {5, face, face, face};
  Game g = test::new_game(o, 5);
  REQUIRE(g.pending().kind == DecisionKind::Monster);
  int bats = -1;
  for (const Action& a : g.legal_actions())
    if (const auto* f = std::get_if<Fight>(&a)) bats = f->monster;
  REQUIRE(bats >= 0);
  const auto chosen = g.apply(dodge ? Action{Dodge{bats}} : Action{Fight{bats}});
  INFO((chosen ? "" : chosen.refusal().rule + " " + chosen.refusal().reason));
  REQUIRE(chosen);
  for (const Action& a : g.legal_actions())
    if (const auto* r = std::get_if<RollDice>(&a); r && r->dice.total() == 1) {
      REQUIRE(g.apply(a));
      break;
    }
  REQUIRE(g.pending().kind == DecisionKind::AfterRoll);
  return g;
}

}  // namespace

TEST_CASE("coach: Resolve on a monster's test says what a fight and a dodge really cost and pay", "[coach][R9.6.4][R3.2]") {
  CHECK(resolve_label(monster_roll(false, 1), strings("en")) == "Resolve: lose 1 life");
  CHECK(resolve_label(monster_roll(true, 1), strings("en")) == "Resolve: nothing is lost");  // a failed dodge
  // A dodge pays no reward; Viggel's lucky yellow 6 still pays its gem (R3.2: any test).
  CHECK(resolve_label(monster_roll(true, 6), strings("en")) == "Resolve: +1 lucky gem");
  CHECK(resolve_label(monster_roll(false, 6), strings("en")).find("coin") != std::string::npos);  // a fight pays
}

TEST_CASE("coach: a gem reroll that cannot pass is not offered as something that still works", "[coach][R5.4]") {
  // The bats ask two reds of 3+; both red dice show 1. One gem rerolls one die: 0%, so nothing is
  // offered; with two gems both dice can be rerolled: the chance of the gems together is said,
  // never the single reroll's 0%.
  auto bats = [](int gems) {
    GameOptions o;
    o.players = 1;
    o.characters = {"viggel"};
    o.first_player = 0;
    o.stacked["dungeon:1"] = {"cloud_of_bats"};
    o.scripted_dice = {1, 1};
    SeatStart viggel;
    viggel.gems = gems;
    o.start.seats = {viggel};
    Game game = test::new_game(o, 3);
    apply(game, ChooseOption{0});
    apply(game, RollDice{dice_of(Color::Red, 2)});
    return game;
  };
  const auto one = explain_roll(bats(1), strings("en"));
  REQUIRE(one);
  CHECK_FALSE(one->passes);
  for (const std::string& line : one->still_works) CHECK(line.find("gem reroll") == std::string::npos);
  const auto two = explain_roll(bats(2), strings("en"));
  REQUIRE(two);
  REQUIRE_FALSE(two->still_works.empty());
  CHECK(two->still_works[0].rfind("Gem rerolls, up to 2 of them: ", 0) == 0);
  CHECK(two->still_works[0].find(" 0%") == std::string::npos);
}

TEST_CASE("coach: equal unmet requirements are explained once, with how many", "[coach][R5.3]") {
  // The Forgotten Storeroom's first option asks any colour 2+ twice; two 1s meet neither.
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.first_player = 0;
  o.stacked["dungeon:1"] = {"forgotten_storeroom"};
  o.scripted_dice = {1, 1};
  Game g = test::new_game(o, 3);
  apply(g, ChooseOption{0});
  apply(g, RollDice{dice_of(Color::Red, 2)});
  for (const char* lang : {"en", "es"}) {
    const auto ex = explain_roll(g, strings(lang));
    REQUIRE(ex);
    CHECK(!ex->passes);
    REQUIRE(ex->unmet.size() == 1);  // not the same paragraph twice
    INFO(ex->unmet[0]);
    CHECK(ex->unmet[0].find('2') < ex->unmet[0].find(lang == std::string("en") ? "The" : "El"));
  }
  CHECK(explain_roll(g, strings("en"))->unmet[0].rfind("2 of these requirements are unmet: The ", 0) == 0);
}

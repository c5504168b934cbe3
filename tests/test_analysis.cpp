// The game review (issue 23, include/highscore/analysis.hpp): decisions rated by the chance to win
// they give up, the luck of rolls, determinism, the saved JSON, the stop flag, hints and the tutor's
// check. Small budgets: the figures are rough, the outcomes they are checked on are not.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>

#include <nlohmann/json.hpp>

#include "highscore/analysis.hpp"
#include "highscore/bots.hpp"
#include "highscore/chances.hpp"
#include "highscore/save.hpp"
#include "solo_support.hpp"
#include "support_content.hpp"

// Everything in a namespace of its own: the using-directives below reach no other test file of the
// unity batch.
namespace hs::analysis_tests {

using hs::testing::base_options;
using hs::testing::new_game;
using hs::testing::play;

namespace {

// A save written and read back, as the CLI and the app hand it to the analysis.
Game through_save(const Game& game) {
  auto loaded = load_game(game.content(), save_game(game));
  REQUIRE(loaded);
  return std::move(loaded.value());
}

// Seat 0 (the tester, full pool) stands before d1_a, whose red 3+ it passes 99.6% of the time.
Game full_pool_before_easy_test() {
  Game g = new_game(base_options(2), 3);
  REQUIRE(g.pending().kind == DecisionKind::TurnAction);
  REQUIRE(g.pending().owner == 0);
  return g;
}

// A game with `bots` in the seats (fresh per seat), played to its end or `max_actions`.
Game analysis_bot_game(const GameOptions& options, std::uint64_t seed, const std::vector<std::unique_ptr<Bot>>& bots,
              std::size_t max_actions = 100000) {
  Game g = new_game(options, seed);
  while (!g.finished() && g.log().size() < max_actions) play(g, ask_bot(*bots[static_cast<std::size_t>(g.pending().owner)], g));
  return g;
}

AnalysisBudget small_budget(int worlds) {
  AnalysisBudget b;
  b.worlds = worlds;
  return b;
}

}  // namespace

TEST_CASE("resting with a full pool before a 99% test is a blunder", "[analysis][R4.3][R5.1][R5.3]") {
  Game g = full_pool_before_easy_test();
  REQUIRE(option_chance(g.content(), g.observe(0), 0, 0) > 0.99);
  play(g, Rest{});
  const Game saved = through_save(g);
  auto a = analyze_game(saved, {0}, small_budget(64));
  REQUIRE(a);
  REQUIRE(a->decisions.size() == 1);
  const DecisionReview& d = a->decisions[0];
  CHECK(d.played == Action{Rest{}});
  CHECK(d.label == MoveLabel::Blunder);
  CHECK(d.chance_lost >= kBlunderLoss);
  CHECK(std::holds_alternative<ChooseOption>(d.best));
  CHECK(d.best_chance > d.played_chance);
  CHECK(a->totals.at(0).blunders == 1);
  CHECK(a->totals.at(0).skill == Approx(d.chance_lost));
}

TEST_CASE("the tutor's check calls resting there a blunder and says why with the test's odds", "[analysis][R4.3][R5.3]") {
  const Game g = full_pool_before_easy_test();
  HintBudget budget;
  budget.worlds = 64;
  budget.max_seconds = 0;  // deterministic for the test
  const ActionCheck rest = check_action(g.content(), g.observe(0), g.legal_actions(), Rest{}, budget);
  CHECK(rest.blunder);
  CHECK(rest.chance_lost >= kBlunderLoss);
  CHECK(rest.best_test_chance > 0.99);
  CHECK_THAT(rest.explanation, Catch::Contains("This gives up about") && Catch::Contains("option 1 passes 100%") &&
                                   Catch::Contains("Resting ends your turn with 7 dice unused"));
  const ActionCheck go = check_action(g.content(), g.observe(0), g.legal_actions(), rest.best, budget);
  CHECK_FALSE(go.blunder);
  CHECK(go.explanation.empty());
}

TEST_CASE("hints list the best three actions with their chance and the advisor's reason", "[analysis][R5.1]") {
  const Game g = full_pool_before_easy_test();
  HintBudget budget;
  budget.worlds = 24;
  budget.max_seconds = 0;
  const auto hints = hint_actions(g.content(), g.observe(0), g.legal_actions(), budget);
  REQUIRE(hints.size() == std::min<std::size_t>(3, g.legal_actions().size()));
  for (std::size_t i = 0; i < hints.size(); ++i) {
    CHECK(hints[i].chance >= 0.0);
    CHECK(hints[i].chance <= 1.0);
    CHECK_FALSE(hints[i].reason.empty());
    if (i > 0) CHECK(hints[i - 1].chance >= hints[i].chance);
  }
  CHECK_FALSE(hints[0].action == Action{Rest{}});
  CHECK(hint_actions(g.content(), g.observe(0), {}, budget).empty());
  CHECK(hint_actions(g.content(), g.observe(-1), g.legal_actions(), budget).empty());  // a spectator's view
  CHECK(hint_actions(g.content(), g.observe(1), g.legal_actions(), budget).empty());   // not seat 1's decision
}

TEST_CASE("the plain hint at a fork never picks a path whose next card the dice held cannot pass", "[analysis][R5.9]") {
  // On the peddler holding one black die: the upper card can be passed now (5 in 6), the lower needs
  // two dice, which the advisor alone may prefer for the turns to come.
  GameOptions o = base_options(1);
  hs::testing::place_active(o, 3, DiceCounts{{0, 0, 0, 1}});
  Game g = new_game(o);
  play(g, MoveOn{});
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  const Observation seen = g.observe(g.pending().owner);
  const auto outlooks = branch_outlooks(g.content(), seen, 0, g.legal_actions());
  REQUIRE(outlooks.size() == 2);
  CHECK(outlooks[0].chance_now > 0.8);
  CHECK(outlooks[1].chance_now == 0);
  const Action pick = hint_pick(g.content(), seen, g.legal_actions());
  REQUIRE(std::holds_alternative<ChooseBranch>(pick));
  CHECK(std::get<ChooseBranch>(pick).branch == 0);
  // Anywhere else the pick is the advisor's own.
  Game start = new_game(base_options(2));
  auto advisor = make_bot("advisor", 1);
  CHECK(hint_pick(start.content(), start.observe(start.pending().owner), start.legal_actions()) == ask_bot(*advisor, start));
}

TEST_CASE("a seat that plays the expert's own choices makes no mistake", "[analysis][expert]") {
  // The expert searches with more worlds than the analysis looks with, so its choices are at least
  // as well informed as the judgement on them; the first 50 actions of the game keep the test short.
  GameOptions o = base_options(2);
  std::vector<std::unique_ptr<Bot>> bots;
  bots.push_back(make_expert_bot(11, SearchBudget{1000}));
  bots.push_back(make_bot("advisor", 12));
  const Game g = through_save(analysis_bot_game(o, 21, bots, 50));
  auto a = analyze_game(g, {0}, small_budget(32));
  REQUIRE(a);
  REQUIRE(a->decisions.size() > 10);
  for (const DecisionReview& d : a->decisions) {
    INFO("action " << d.action_index << " " << describe(d.played) << " lost " << d.chance_lost << " best " << describe(d.best));
    CHECK(d.label != MoveLabel::Mistake);
    CHECK(d.label != MoveLabel::Blunder);
  }
}

TEST_CASE("the luck of rolls averages zero over many positions", "[analysis][R5.2]") {
  // Advisor games on several seeds, every seat analysed: each roll's luck is the chance after it
  // minus the chance expected before it, so its mean is zero up to the sample's own noise.
  std::vector<double> luck;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    std::vector<std::unique_ptr<Bot>> bots;
    bots.push_back(make_bot("advisor", seed));
    bots.push_back(make_bot("advisor", seed + 100));
    const Game g = analysis_bot_game(base_options(2), seed * 7919, bots);
    auto a = analyze_game(g, {}, small_budget(3));
    REQUIRE(a);
    for (const RollLuck& r : a->rolls) luck.push_back(r.luck);
  }
  REQUIRE(luck.size() > 100);
  double sum = 0, sum_sq = 0;
  for (double l : luck) {
    sum += l;
    sum_sq += l * l;
  }
  const double n = static_cast<double>(luck.size());
  const double mean = sum / n;
  const double se = std::sqrt(std::max(0.0, sum_sq / n - mean * mean) / (n - 1));
  INFO(luck.size() << " rolls, mean luck " << mean << ", standard error " << se);
  CHECK(se > 0.0);
  CHECK(std::abs(mean) < 3.0 * se);
}

TEST_CASE("the analysis of one save is the same twice and survives its JSON", "[analysis][R10.1]") {
  std::vector<std::unique_ptr<Bot>> bots;
  bots.push_back(make_bot("easy", 5));
  bots.push_back(make_bot("advisor", 6));
  const Game g = through_save(analysis_bot_game(base_options(2), 77, bots, 70));
  auto first = analyze_game(g, {}, small_budget(3));
  auto second = analyze_game(through_save(g), {}, small_budget(3));
  REQUIRE(first);
  REQUIRE(second);
  const nlohmann::json j = analysis_to_json(*first);
  CHECK(j.dump() == analysis_to_json(*second).dump());
  CHECK(j["save_hash"] == save_fingerprint(g));
  CHECK(j["complete"] == true);
  auto back = analysis_from_json(j);
  REQUIRE(back);
  CHECK(analysis_to_json(*back).dump() == j.dump());
  // Another seed deals other worlds: the same shape, other figures.
  AnalysisBudget other = small_budget(3);
  other.seed = 2;
  auto third = analyze_game(g, {}, other);
  REQUIRE(third);
  CHECK(third->decisions.size() == first->decisions.size());
  CHECK(analysis_to_json(*third).dump() != j.dump());
}

TEST_CASE("a damaged analysis file is refused with the field at fault", "[analysis]") {
  const Game g = [] {
    Game x = full_pool_before_easy_test();
    play(x, Rest{});
    return x;
  }();
  auto a = analyze_game(g, {0}, small_budget(2));
  REQUIRE(a);
  nlohmann::json j = analysis_to_json(*a);
  j["decisions"][0]["label"] = "awful";
  auto bad = analysis_from_json(j);
  REQUIRE_FALSE(bad);
  CHECK_THAT(bad.refusal().reason, Catch::Contains("/decisions/0/label") && Catch::Contains("awful"));
  j = analysis_to_json(*a);
  j["rolls"] = 3;
  REQUIRE_FALSE(analysis_from_json(j));
  CHECK_THAT(analysis_from_json(j).refusal().reason, Catch::Contains("/rolls"));
  CHECK_FALSE(analysis_from_json(nlohmann::json{{"format", "something else"}}));
}

TEST_CASE("the analysis reports progress, stops when asked and refuses bad requests", "[analysis]") {
  std::vector<std::unique_ptr<Bot>> bots;
  bots.push_back(make_bot("advisor", 1));
  bots.push_back(make_bot("advisor", 2));
  const Game g = analysis_bot_game(base_options(2), 5, bots, 80);
  std::vector<std::pair<std::size_t, std::size_t>> seen;
  AnalysisControl control;
  control.progress = [&](std::size_t done, std::size_t total) { seen.emplace_back(done, total); };
  auto full = analyze_game(g, {1}, small_budget(2), control);
  REQUIRE(full);
  REQUIRE_FALSE(seen.empty());
  CHECK(seen.back().first == seen.back().second);
  CHECK(seen.back().second == full->decisions.size() + full->rolls.size());
  for (std::size_t i = 0; i < seen.size(); ++i) CHECK(seen[i].first == i + 1);
  for (const DecisionReview& d : full->decisions) CHECK(d.seat == 1);

  auto stop = std::make_shared<std::atomic<bool>>(false);
  AnalysisControl stopping;
  stopping.stop = stop;
  stopping.progress = [&](std::size_t done, std::size_t) {
    if (done == 3) stop->store(true);
  };
  auto cut = analyze_game(g, {1}, small_budget(2), stopping);
  REQUIRE(cut);
  CHECK_FALSE(cut->complete);
  CHECK(cut->decisions.size() + cut->rolls.size() == 3);

  CHECK_FALSE(analyze_game(g, {2}, small_budget(2)));
  CHECK_THAT(analyze_game(g, {2}, small_budget(2)).refusal().reason, Catch::Contains("seat 2 is not in this game"));
  CHECK_FALSE(analyze_game(g, {0}, small_budget(0)));
  CHECK(label_for_loss(0.02) == MoveLabel::Fine);
  CHECK(label_for_loss(kInaccuracyLoss) == MoveLabel::Inaccuracy);
  CHECK(label_for_loss(kMistakeLoss) == MoveLabel::Mistake);
  CHECK(label_for_loss(kBlunderLoss) == MoveLabel::Blunder);
  CHECK(rating_for_mean_loss(0.0005) == "excellent");
  CHECK(rating_for_mean_loss(0.003) == "solid");
  CHECK(rating_for_mean_loss(0.02) == "beginner");
}

TEST_CASE("the analysis plays every mode: solo Azoz, the Hunter and co-op", "[analysis][R9.6][R9.7J][R9.8]") {
  GameOptions coop = base_options(2);
  coop.mode = Mode::Coop;
  std::vector<Game> games;
  games.push_back(hs::testing::new_solo(hs::testing::azoz_options({"m1_plain", "m2_plain"}), 4));
  games.push_back(hs::testing::new_solo(hs::testing::hunter_options({"m1_plain", "m1_plain"}), 4));
  games.push_back(new_game(coop, 4));
  for (Game& g : games) {
    auto bot = make_bot("advisor", 9);
    while (!g.finished() && g.log().size() < 40) play(g, ask_bot(*bot, g));
    INFO("mode " << static_cast<int>(g.options().mode));
    auto a = analyze_game(through_save(g), {}, small_budget(2));
    REQUIRE(a);
    CHECK_FALSE(a->decisions.empty());
    CHECK(a->totals.size() == g.state().players.size());
    for (const DecisionReview& d : a->decisions) {
      CHECK(d.played_chance >= 0.0);
      CHECK(d.best_chance <= 1.0);
      CHECK(d.chance_lost >= 0.0);
    }
  }
}

}  // namespace hs::analysis_tests

// The public odds entry points: check the query, reduce it to level chains, and hand it to the fastest
// exact counter that fits (matchable-subset families up to 12 requirements, capped type counts beyond),
// or to the reroll search in probability_rerolls.cpp when gems may be spent.
#include <algorithm>
#include <string>

#include "highscore/probability.hpp"
#include "odds/probability_model.hpp"
#include "odds/probability_rerolls.hpp"

namespace hs {

using namespace odds_detail;

namespace {

std::optional<std::string> query_problem(const OddsQuery& q) {
  for (int c = 0; c < kDieColors; ++c)
    if (q.dice.n[c] < 0 || q.mods.extra_dice[c] < 0) return "dice counts cannot be negative";
  if (q.gems < 0) return "gems cannot be negative";
  if (q.gems > kOddsMaxGems) return "at most " + std::to_string(kOddsMaxGems) + " gems";
  if (static_cast<int>(q.require.size()) > kOddsMaxRequirements)
    return "at most " + std::to_string(kOddsMaxRequirements) + " requirements";
  return std::nullopt;
}

}  // namespace

Result<Odds> compute_odds(const OddsQuery& q) {
  if (auto problem = query_problem(q)) return Refusal{"", *problem};
  std::array<int, 4> rolled{};
  int total = 0;
  for (int c = 0; c < kDieColors; ++c) {
    rolled[c] = q.dice.n[c] + (q.dice.n[c] > 0 ? q.mods.extra_dice[c] : 0);
    total += rolled[c];
  }
  if (total > kOddsMaxDice)
    return Refusal{"", "at most " + std::to_string(kOddsMaxDice) + " dice (extra dice included)"};
  return odds_of_model(build_model(q.require, q.forbid, rolled, q.mods.bonus), q.gems);
}

namespace odds_detail {

bool query_model(const std::vector<Requirement>& require, const std::vector<Color>& forbid, const DiceCounts& dice,
                 const RollModifiers& mods, int gems, Model& model) {
  for (int c = 0; c < kDieColors; ++c)
    if (dice.n[c] < 0 || mods.extra_dice[c] < 0) return false;
  if (gems < 0 || gems > kOddsMaxGems || static_cast<int>(require.size()) > kOddsMaxRequirements) return false;
  std::array<int, 4> rolled{};
  int total = 0;
  for (int c = 0; c < kDieColors; ++c) {
    rolled[c] = dice.n[c] + (dice.n[c] > 0 ? mods.extra_dice[c] : 0);
    total += rolled[c];
  }
  if (total > kOddsMaxDice) return false;
  model = build_model(require, forbid, rolled, mods.bonus);
  return true;
}

Result<Odds> odds_of_model(const Model& model, int gems) {
  const int total = model.dice;
  // Fewer dice able to serve anything than requirements: nothing to count.
  int useful = 0;
  for (const auto& cl : model.colour)
    if (cl.dice && !cl.mask.empty() && cl.mask.back() != 0) useful += cl.dice;
  Odds odds;
  if (useful < model.requirements) {
    odds.outcomes = power_of_six(total + (total + gems <= kOddsMaxDice ? gems : 0));
    return odds;
  }
  if (gems == 0 || model.requirements == 0) {
    odds.outcomes = power_of_six(total);
    odds.favourable = model.requirements <= kSubsetMaxRequirements ? count_passing_by_subsets(model)
                                                                   : count_passing_by_types(model);
    odds.probability = static_cast<double>(odds.favourable) / static_cast<double>(odds.outcomes);
    return odds;
  }
  return best_reroll_odds(model, gems);
}

}  // namespace odds_detail

OddsQuery odds_query(const DiceCounts& dice, const TestOption& option, const RollModifiers& mods, int gems) {
  OddsQuery q;
  q.dice = dice;
  q.require = option.require;
  q.forbid = option.forbid;
  q.mods = mods;
  q.gems = gems;
  return q;
}

double pass_probability(const DiceCounts& dice, const TestOption& option, const RollModifiers& mods, int gems) {
  auto r = compute_odds(odds_query(dice, option, mods, gems));
  return r ? r->probability : 0.0;
}

}  // namespace hs

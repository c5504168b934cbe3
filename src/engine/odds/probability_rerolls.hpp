// Private to the odds code: the best-reroll search (R5.4), shared by compute_odds() with gems and by
// advise_reroll().
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "highscore/probability.hpp"
#include "highscore/result.hpp"
#include "odds/probability_model.hpp"

namespace hs::odds_detail {

// Chance of passing when up to `gems` dice may be rerolled one at a time, each seen before the next,
// with the policy that maximises that chance. `model` must hold at least one requirement.
Result<Odds> best_reroll_odds(const Model& model, int gems);

// advise_reroll() in steps, so a caller may keep the table of a model and read many rolls from it
// (every roll of the same dice for the same test has the same model).
// Why advise_reroll would refuse the query, if it would.
std::optional<std::string> reroll_query_problem(const std::vector<MatchDie>& rolled, const std::vector<Requirement>& require,
                                                int gems);
// The model of the rolled dice: their levels, with those the dice as they lie reach.
Model reroll_model(const std::vector<MatchDie>& rolled, const std::vector<Requirement>& require,
                   const std::vector<Color>& forbid, const RollModifiers& mods);
// Every state of the model solved: its chance of passing with at most j more gems (j = 0..gems), and
// the colour to reroll first with `gems` (-1 where it passes or nothing helps). Depends on the model
// and gems alone.
struct RerollTable {
  int gems = 0;
  std::vector<double> pass;              // [state * (gems + 1) + j]
  std::vector<signed char> best_colour;  // per state
  std::size_t bytes() const { return pass.size() * sizeof(double) + best_colour.size(); }
};
Result<RerollTable> reroll_table(const Model& model, int gems);
// advise_reroll's answer for `rolled`, whose model is `model` and `table` that model's table.
RerollAdvice read_reroll_table(const RerollTable& table, const Model& model, const std::vector<MatchDie>& rolled,
                               const std::vector<Requirement>& require, const std::vector<Color>& forbid);

}  // namespace hs::odds_detail

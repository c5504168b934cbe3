// Private to the odds code: the best-reroll search (R5.4), shared by compute_odds() with gems and by
// advise_reroll().
#pragma once
#include "highscore/probability.hpp"
#include "highscore/result.hpp"
#include "odds/probability_model.hpp"

namespace hs::odds_detail {

// Chance of passing when up to `gems` dice may be rerolled one at a time, each seen before the next,
// with the policy that maximises that chance. `model` must hold at least one requirement.
Result<Odds> best_reroll_odds(const Model& model, int gems);

}  // namespace hs::odds_detail

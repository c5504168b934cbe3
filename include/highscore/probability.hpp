// Exact odds of passing a test (R5.3): the chance that rolling a set of dice meets an option, with the
// passive modifiers (bonus_all, extra_die) and optional gem rerolls played with the best policy (R5.4).
// Shown live in the app, used by the coach and the advisor bot, measured by `highscore-cli bench`.
//
// Exactness: the result is a rational number computed with integers. Every outcome of n dice is one
// of 6^n equally likely face sequences; the engine counts the favourable ones exactly (uint64) and
// divides once, so `probability` is the exact rational rounded once to the nearest double. With K gems
// the optimal value after j rerolls is a multiple of 6^-j, so the whole computation stays in integers
// over 6^(n+K); when n+K > 24 (beyond uint64) the reroll search falls back to double arithmetic and
// says so (`exact = false`).
//
// Method (no gems): each die is reduced to the set of requirements its face can serve (a chain, since
// higher faces serve more); dice of one colour are enumerated as multisets with multinomial counts;
// colours are combined by dynamic programming over "how many dice serve each requirement set", capped
// at the set's size (surplus dice can never be matched), and the surviving states are checked with a
// bipartite matching. With gems: dynamic programming over every multiset of dice levels per colour
// (optimal stopping, one reroll at a time); only the lowest die of each colour is worth rerolling
// (dominance), so each state tries at most 4 rerolls. Cost ~ states × K × (levels per colour), where
// states = product over colours of C(dice + levels - 1, levels - 1).
// Measured on one core (`highscore-cli bench`): no gems, <= 6 dice and <= 3 requirements: median
// ~0.7 us; 10 dice with up to 10 requirements: median ~5 us, worst ~1.3 ms. With 2 gems and <= 6
// dice: median ~2-3 us, worst ~0.1 ms; the heaviest game-sized case seen, 10 dice in four colours
// against 5 requirements with 3 gems (~900,000 states), takes ~60 ms.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "highscore/color.hpp"
#include "highscore/content.hpp"
#include "highscore/matching.hpp"
#include "highscore/result.hpp"

namespace hs {

// Passive modifiers that change a roll before it is seen (R7.4), indexed by die colour.
struct RollModifiers {
  std::array<int, 4> bonus{0, 0, 0, 0};        // bonus_all: +N to every rolled die of that colour
  std::array<int, 4> extra_dice{0, 0, 0, 0};   // extra_die: dice of that colour added whenever at
                                               // least one die of it is rolled (caller caps by supply)
  bool operator==(const RollModifiers&) const = default;
};

struct OddsQuery {
  DiceCounts dice;                   // dice chosen from the pool (R5.2), before extra dice
  std::vector<Requirement> require;  // the option's requirements
  std::vector<Color> forbid;         // dice of these colours count for nothing in this test
  RollModifiers mods;
  int gems = 0;                      // gems the player is willing to spend on rerolls (R5.4)
};

struct Odds {
  double probability = 0.0;
  std::uint64_t favourable = 0;  // probability == favourable / outcomes exactly, when `exact`
  std::uint64_t outcomes = 1;    // 6^(dice rolled + gems)
  bool exact = true;
};

// Limits of the exact method; every game-sized query is far inside them.
inline constexpr int kOddsMaxDice = 24;          // dice rolled, extra dice included
inline constexpr int kOddsMaxRequirements = 15;
inline constexpr int kOddsMaxGems = 64;

// The chance of passing. Refused (with a reason) only outside the limits above or for negative counts.
Result<Odds> compute_odds(const OddsQuery& query);

// Convenience for callers holding a content option; returns 0 for a query compute_odds() refuses.
OddsQuery odds_query(const DiceCounts& dice, const TestOption& option, const RollModifiers& mods = {},
                     int gems = 0);
double pass_probability(const DiceCounts& dice, const TestOption& option,
                        const RollModifiers& mods = {}, int gems = 0);

// After a roll: which die to reroll with the next gem under the best policy (R5.4).
struct RerollAdvice {
  int die = -1;  // index into `rolled`; -1 when the roll passes already or no reroll can help
  // pass_with_gems[j]: chance of passing from this roll when spending at most j more gems, j = 0..gems.
  std::vector<double> pass_with_gems;
};

// `rolled` holds the dice as they are now (colour now, value with modifiers); a rerolled die keeps its
// colour and shows a new face plus mods.bonus of that colour.
Result<RerollAdvice> advise_reroll(const std::vector<MatchDie>& rolled,
                                   const std::vector<Requirement>& require,
                                   const std::vector<Color>& forbid, const RollModifiers& mods,
                                   int gems);

}  // namespace hs

// The chances a player is shown, answered by the engine from an observation (R5.3 matching, R5.4 gem
// rerolls, R5.12 raised requirements, R7.4 items): the test being prepared with the dice chosen, with
// and without gems, exactly or, past the exact method's limits, as a deterministic estimate; the best
// chance a card's option offers with the dice held; what an item or the ability still usable would
// add; and after a roll, why it fails and what could still save it. The coach, the table and the bots
// ask here instead of computing odds of their own; the exact counting is probability.hpp's. The other
// chances on the table: a monster's test, monster_test_chance (queries.hpp); Azoz's die, azoz_die
// (solo.hpp). Every question is about the test of the player whose turn it is, but the elbow hit's.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "highscore/actions.hpp"
#include "highscore/content.hpp"
#include "highscore/matching.hpp"
#include "highscore/observation.hpp"
#include "highscore/probability.hpp"

namespace hs {

// --- the test being prepared (before the roll)

// Gems a chance counts at most (R5.4 has no limit; beyond this the figure hardly moves).
inline constexpr int kChanceMaxGems = 6;

// The query behind the chance of rolling `selection` (pool dice) for the test in progress: with the
// dice items added to it (R7.4), every requirement it must meet (raised ones too, R5.12), the seat's
// passive modifiers, and the gems it holds (at most kChanceMaxGems). nullopt outside a test, after
// the roll, or with no die chosen.
std::optional<OddsQuery> test_odds_query(const Content& content, const Observation& seen, const DiceCounts& selection);

struct TestChance {
  double now = 0;             // without gem rerolls
  double with_gems = 0;       // spending up to `gems` gems on rerolls at best
  int gems = 0;               // the gems counted
  bool estimated = false;     // with_gems is an estimate (past the exact limits), not exact
  double estimate_error = 0;  // its 95% margin, as a probability
};
// Exact where compute_odds() answers; past its limits an estimate from a fixed seed (the same query
// always gives the same figure) under the reroll policy "the lowest die no requirement uses", which
// no better than best play: a lower bound. Never a refusal shown as 0%.
TestChance answer_test_odds(const OddsQuery& query);
// test_odds_query() answered.
std::optional<TestChance> test_chance(const Content& content, const Observation& seen, const DiceCounts& selection);
// The chance of rolling `selection` without gems (the first half of test_chance, cheap).
std::optional<double> roll_chance(const Content& content, const Observation& seen, const DiceCounts& selection);

// How much work answer_test_odds() does for `query`: the states of the exact reroll search times the
// gems (probability.hpp). At most kOddsQuickWork is answered within about a millisecond.
double odds_work(const OddsQuery& query);
inline constexpr double kOddsQuickWork = 60000;
// A text equal for equal queries and different otherwise (to cache answers by).
std::string odds_key(const OddsQuery& query);

// The best chance the seat has to pass option `option` of the card it stands on, with the dice it
// holds: every pool die the option allows rolled (more dice never lower the chance), raised
// requirements and passive modifiers counted, no gems. 0 for no such option or no die to roll.
double option_chance(const Content& content, const Observation& seen, int seat, int option);

// The best chance the seat has to pass the card on board node `node` with the dice it holds now:
// its best option as option_chance() counts it. 0 for a face-down or undrawn card, a card without a
// test, or no die that fits.
double card_chance_now(const Content& content, const Observation& seen, int seat, int node);

// At a fork (R5.9, R9.5), each branch the legal actions offer and what its next card offers this
// turn: the chance to pass it with the dice still held (the turn goes on there after moving).
struct BranchOutlook {
  int branch = 0;
  int node = -1;          // the branch's next card; -1 for a branch not drawn yet (R9.5)
  double chance_now = 0;  // card_chance_now() of that card; 0 when not drawn yet
};
std::vector<BranchOutlook> branch_outlooks(const Content& content, const Observation& seen, int seat,
                                           const std::vector<Action>& legal);

// Whether some roll of `pool` could meet `option` at all: every die it lets count at its best face
// (R5.3, R7.4). False means no choice of dice can pass (the "+" test is then best skipped, R5.7).
bool can_ever_pass(const DiceCounts& pool, const TestOption& option);

// --- the expert abilities' own die (R9.4.1)

// The chance that an elbow hit lands: its die, rolled once, shows `value` (the ability's number) or
// more. 1 for a value of 1 or less, 0 above 6.
double elbow_hit_chance(int value);

// --- items and the ability (R7.4, R3.3)

// An owned item (index into Player::items) or the character's ability (item -1).
struct RollHelper {
  int item = -1;
  const Effect* effect = nullptr;
  bool operator==(const RollHelper&) const = default;
};
// The active player's helpers that can still act on a roll: the ability if not exhausted first, then
// the items that are neither spent (exhausted, or used in this test) nor pool or passive items.
std::vector<RollHelper> roll_helpers(const Content& content, const Observation& seen);

// Dice limit of chance_with_effect(): every outcome is weighed with the effect at its best.
inline constexpr int kHelperOddsMaxDice = 8;
// The chance that rolling `selection` passes the test being prepared if `effect` is then used once,
// at its best, on a failing roll. Only effects that change a rolled die count (add a value, reroll one
// die); nullopt for the others, outside a test, or past kHelperOddsMaxDice dice.
std::optional<double> chance_with_effect(const Content& content, const Observation& seen, const DiceCounts& selection,
                                         const Effect& effect);
// The chance of `selection` now and with the helper that raises it most (none when none does).
struct HelpedChance {
  double now = 0;  // equals roll_chance()
  double with_help = 0;
  std::optional<RollHelper> best;
};
std::optional<HelpedChance> best_helped_chance(const Content& content, const Observation& seen, const DiceCounts& selection);

// --- after the roll (R5.3, R5.4)

// A rolled die that could serve an unmet requirement: showing too little (meets -1), or busy meeting
// requirement `meets` in the best matching.
struct DieNote {
  int die = 0;
  int meets = -1;
  bool operator==(const DieNote&) const = default;
};
struct UnmetRequirement {
  int requirement = 0;          // index into RollReading::require
  std::vector<DieNote> dice;    // in die order; empty when no die of a fitting colour was rolled
};
// The roll as it stands against the test: which die meets which requirement, and why any fails.
struct RollReading {
  bool passes = false;
  std::vector<Requirement> require;  // every requirement, raised ones last (R5.12)
  std::vector<MatchDie> dice;        // the test dice as they are now
  std::vector<int> match;            // per requirement, the die meeting it (best partial matching), -1
  std::vector<UnmetRequirement> unmet;
};
// nullopt before the roll or outside a test.
std::optional<RollReading> read_roll(const Content& content, const Observation& seen);

// The best gem reroll of the roll in progress with up to `gems` gems (advise_reroll with the test's
// requirements, forbidden colours and the seat's modifiers). nullopt before a roll.
std::optional<RerollAdvice> reroll_advice(const Content& content, const Observation& seen, int gems);

// What could still save a failing roll: gem rerolls (at most kRescueMaxGems counted) and each helper
// a listed action can use, on its best die.
inline constexpr int kRescueMaxGems = 3;
struct HelperRescue {
  RollHelper helper;
  int die = -1;        // the die it works best on alone
  double chance = 0;   // of passing then; 1 = it passes for sure
  // The helper first, then the gems held (at most kRescueMaxGems) rerolled at their best: a helper
  // that cannot pass alone may still save the roll with them. gems_die is its die then.
  int gems_die = -1;
  double with_gems = 0;  // equals `chance` when no gem is held
};
struct RollRescue {
  RerollAdvice gems;                  // die -1 and no figures when no gem is held or none can help
  std::vector<HelperRescue> helpers;  // chance or with_gems above 0 only, in roll_helpers() order
};
// `legal` is the game's legal actions (a helper no listed action uses is left out). nullopt before a
// roll or outside a test; empty when the roll passes already.
std::optional<RollRescue> roll_rescue(const Content& content, const Observation& seen, const std::vector<Action>& legal);

}  // namespace hs

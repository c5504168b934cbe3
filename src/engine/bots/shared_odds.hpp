// Tables every advisor in the process shares (issue 21): exact pass odds and whole roll plans, so a
// fresh advisor reads what earlier ones worked out instead of counting again. Keyed by value (the
// option's requirements and forbidden colours, the dice, modifiers, gem budget and stakes), never by
// an address, so they are right for any Content, loaded or freed in any order. An entry never changes
// once written (it is a pure function of its key), so threads may read and fill the tables at once
// and see the same values whatever the order of filling.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "bots/bot_advisor_eval.hpp"

namespace hs::advisor {

// The chance that rolling `dice` (with `mods`, and up to `gems` rerolls) meets `option` (R5.3, R5.4).
double shared_pass_odds(const TestOption& option, const DiceCounts& dice, const RollModifiers& mods, int gems);

// The odds of one option under one set of modifiers and gem budget, for every count of dice of each
// colour the supply allows (R10.3): one small array, so the many dice choices weighed for one option
// read neighbouring memory. Cells fill in as they are asked for; a block never moves or goes away.
class OddsBlock;
// The block for (option, mods, gems); null when the query does not fit a block (then ask
// shared_pass_odds). The pointer stays valid for the life of the process.
const OddsBlock* shared_odds_block(const TestOption& option, const RollModifiers& mods, int gems);
// The odds of rolling `dice` from `block`, which must be the block of (option, mods, gems).
double block_pass_odds(const OddsBlock& block, const TestOption& option, const DiceCounts& dice,
                       const RollModifiers& mods, int gems);

// best_roll()'s answer for `option` under `key` (its pointer field is ignored), once someone found it.
std::optional<RollPlan> shared_plan(const TestOption& option, const OddsMemo::PlanKey& key);
void store_shared_plan(const TestOption& option, const OddsMemo::PlanKey& key, const RollPlan& plan);

// advise_reroll(rolled, option's lists, mods, gems), kept by value: the same roll of the same test
// comes back often, and the search behind it is the dearest the advisor makes while a roll is in hand.
Result<RerollAdvice> shared_reroll_advice(const TestOption& option, const std::vector<MatchDie>& rolled,
                                          const RollModifiers& mods, int gems);

// Entries held now, odds and plans (for tests and the curious).
std::size_t shared_odds_entries();

}  // namespace hs::advisor

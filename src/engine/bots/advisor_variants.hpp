// The advisor's play of the expert abilities (R9.4) and the exploration dungeon (R9.5): when to
// activate an ability and on what, how to answer a reaction by expected value, when to go back from
// a dead end, and what a branch nobody has drawn yet is worth. Private to the advisor bot.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bots/bot_advisor_eval.hpp"
#include "highscore/actions.hpp"

namespace hs::advisor {

using Advice = std::pair<Action, std::string>;

// R9.4.3: the answer to a reaction decision, with its reason.
std::optional<Advice> answer_reaction(const View& v, const std::vector<Action>& legal);

// R9.4: an ability worth activating now. `ending_turn` says the advisor would otherwise rest, so a
// spare die costs nothing (most abilities then lie where the character stays until its next turn).
// `die_cost`: what giving up one die of the ability's colour costs this card's best roll (a trap
// is armed before it).
std::optional<Advice> expert_use(const View& v, const std::vector<Action>& legal, bool ending_turn, double die_cost = 0.0);

// R9.5: going back one card when the way ahead ends in a dead end (the rules list it only then).
std::optional<Advice> going_back(const View& v, const std::vector<Action>& legal);

// R9.5: what taking branch `branch` of the fork at `node` promises: the cards drawn on it so far
// (a dead end ahead is worth little, a boss a lot), or an average card for a branch still to draw.
// `card_value` weighs one known card.
double branch_value(const View& v, int node, int branch, const std::function<double(int)>& card_value);

}  // namespace hs::advisor

// The advisor's co-op play (R9.8): who goes next, which card to open on the way to a boss, when to
// drink the party's potions and how to split the poison, each with its one-line reason. Private to
// the advisor bot.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "bots/bot_advisor_eval.hpp"
#include "highscore/actions.hpp"
#include "highscore/decision.hpp"

namespace hs::advisor {

struct CoopAdvice {
  Action action;
  std::string reason;
};

// Advice at a co-op decision, or nothing when the standard advice applies (tests, the shop).
std::optional<CoopAdvice> coop_advice(const View& v, OddsMemo& odds, DecisionKind kind, const std::vector<Action>& legal);

}  // namespace hs::advisor

// The advisor in the solo adventures (R9.6 Azoz, R9.7J the Hunter): the clock each adventure runs
// (ritual gems, the Hunter's distance) as the price of a turn spent resting, fight or dodge by
// expected value, ambushes, monster tests, and where walkers go when the player chooses.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "bots/bot_advisor_eval.hpp"
#include "highscore/actions.hpp"
#include "highscore/decision.hpp"

namespace hs::advisor {

struct SoloChoice {
  Action action;
  std::string reason;
};

// What a turn spent resting costs: kTempo in the standard game, more as the ritual fills or the
// Hunter closes in.
double solo_tempo(const View& v);

// Advice for the solo decisions (mode phase paths, monsters, ambushes, and the dice of a monster's
// test); nullopt when the decision is not one of them.
std::optional<SoloChoice> advise_solo(const View& v, OddsMemo& odds, const Decision& d, const std::vector<Action>& legal);

}  // namespace hs::advisor

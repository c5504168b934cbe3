// Invariants every reachable state must keep (R10.3 dice conservation and sane counters). Tests and
// property runs call this after each action; apply() itself does not, so it stays fast.
#pragma once
#include <string>

#include "highscore/state.hpp"

namespace hs {

// Empty when every invariant holds, else one line naming the first broken one.
std::string check_invariants(const GameState& state);

}  // namespace hs

// Test support for the end of the game (R8.1-R8.3): every seat at the last boss, the boss beaten,
// and the two ties R8.2 breaks (by gems, or shared), for the engine's and the end screen's tests.
#pragma once
#include <functional>
#include <vector>

#include "support_content.hpp"

namespace hs::testing {

// Every seat waits on the level-3 boss (b3_x: red 5+ and any 5+, 3 coins); faces all 5, never lucky.
// `more` adds to the start set-up.
Game at_last_boss(int players, const std::function<void(GameOptions&)>& more = {});
// The seat to act takes the boss's test with two dice and passes.
std::vector<Event> defeat_boss(Game& g);

// Two seats, 9 treasure each (a 2-coin item counted for seat 1); seat 1 has more gems (3 to 2).
void tie_broken_by_gems(GameOptions& o);
// Two seats, 9 treasure and 2 gems each: the win is shared.
void tie_on_treasure_and_gems(GameOptions& o);

}  // namespace hs::testing

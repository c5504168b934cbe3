// What resolving the roll in progress costs: asked of the rules themselves (a dry run of Resolve on
// a copy), so a warning or a button's words never guess from the kind of test (a "+" test, a dodge
// or a co-op card each decide their own cost).
#pragma once
#include "highscore/game.hpp"

namespace hs {

// Lives the active seat loses if the roll in progress is resolved now; 0 when there is no roll to
// resolve. Changes nothing in `game`.
int lives_lost_on_resolve(const Game& game);

}  // namespace hs

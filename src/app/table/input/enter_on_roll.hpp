// What Enter does once the dice are rolled: it accepts a roll that passes, or one nothing can change
// any more; a failing roll that gems or an item could still save, and whose resolving costs a life (as
// the rules say: lives_lost_on_resolve), is asked about first (a second Enter accepts it). No SDL here.
#pragma once
#include "highscore/game.hpp"

namespace hs::app {

enum class EnterOnRoll { Accept, Ask };
EnterOnRoll enter_on_roll(const Game& game);

}  // namespace hs::app

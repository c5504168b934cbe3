// What Enter does once the dice are rolled: it accepts a roll that passes, or one nothing can change
// any more; a failing roll that gems or an item could still save is asked about first (a second Enter
// accepts it), since accepting it costs a life with one key press. No SDL here.
#pragma once
#include "highscore/game.hpp"

namespace hs::app {

enum class EnterOnRoll { Accept, Ask };
EnterOnRoll enter_on_roll(const Game& game);

}  // namespace hs::app

// The banner's words while an item or the character's ability is aimed (its uses wait on the dice it
// can act on, which glow): which item asks for a die, so the choice is plain. No SDL.
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// `item`: the seat's owned item index, -1 for the ability; `choosing_colour`: a die with several
// colour choices was picked and its chips are shown; `back`: the key or button that puts it away
// ("Esc", or the pad's "B" when the pad was used last).
std::string aim_prompt(const Game& game, int seat, int item, bool choosing_colour, const StringTable& t,
                       const std::string& back = "Esc");

}  // namespace hs::app

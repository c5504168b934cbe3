// The success chance shown on the table: the test being prepared (chosen option + dice in the
// tray) through the engine's exact odds, with the player's passive roll modifiers.
#pragma once
#include <optional>

#include "highscore/game.hpp"

namespace hs::app {

struct ChanceShown {
  double now = 0;        // without gem rerolls
  double with_gems = 0;  // spending every gem the player has on rerolls
  int gems = 0;
};

// The option under test for the deciding player, or null (no test, hidden card).
const TestOption* option_under_test(const Game& game);
// nullopt when there is nothing to estimate (no option chosen, no dice picked, already rolled).
std::optional<ChanceShown> chance_for(const Game& game, const DiceCounts& selection);

}  // namespace hs::app

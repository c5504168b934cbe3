// The success chance shown on the table: the test being prepared (chosen option + dice in the
// tray) through the engine's exact odds, with the player's passive roll modifiers; and how the roll
// made meets the test's requirements.
#pragma once
#include <optional>
#include <vector>

#include "highscore/game.hpp"

namespace hs::app {

struct ChanceShown {
  double now = 0;        // without gem rerolls
  double with_gems = 0;  // spending every gem the player has on rerolls
  int gems = 0;
};

// After a roll: for each requirement of the test (R5.12 raised ones last) the index of the die that
// meets it in the best matching (R5.3), -1 where unmet; empty before a roll or outside a test.
std::vector<int> roll_match(const Game& game);
// nullopt when there is nothing to estimate (no option chosen, no dice picked, already rolled).
std::optional<ChanceShown> chance_for(const Game& game, const DiceCounts& selection);

}  // namespace hs::app

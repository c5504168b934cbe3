// Words for the end screen's line on how the winners were picked (R8.2), end_text.cpp.
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// Why the winner won when treasure alone does not say it: a tie on treasure broken by the gems, a
// tie on both (shared), several boss slayers ranked by treasure, or a richer player who did not beat
// the last boss. "" when there is nothing to explain (one player, nobody, or a mode's own ending).
std::string win_reason_line(const Game& game, const StringTable& t);

}  // namespace hs::app

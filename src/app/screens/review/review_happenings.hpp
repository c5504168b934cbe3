// What happened to each seat at each action of a game, as the review's swing labels need it (a boss
// beaten or failed, an item bought, a life lost, ...): read from the events of the game replayed.
#pragma once
#include <vector>

#include "app/screens/review/review_model.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// One entry per telling event, in game order (replays `game` from its set-up).
std::vector<ActionHappening> game_happenings(const Game& game);

}  // namespace hs::app

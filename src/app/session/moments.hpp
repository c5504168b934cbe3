// The moments that matter in a game (a boss defeated, a new level reached, a player eliminated, the
// last round announced), found in an action's events so the table can stop and show them. No SDL.
#pragma once
#include <string>
#include <vector>

#include "app/text/strings.hpp"
#include "highscore/events.hpp"
#include "highscore/game.hpp"

namespace hs::app {

enum class MomentKind { Boss, NewLevel, Eliminated, LastRound };

struct Moment {
  MomentKind kind;
  int player = -1;  // whose moment (-1: everyone's)
  std::string title, detail;
};

// `after` is the game right after the action whose `events` these are.
std::vector<Moment> moments_for(const Game& after, const std::vector<Event>& events, const StringTable& t);

}  // namespace hs::app

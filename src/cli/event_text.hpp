// One readable English line per engine event, for `simulate --verbose` (the terminal demo of
// scripts/play.sh when the desktop app is not built).
#pragma once
#include <string>

#include "highscore/events.hpp"
#include "highscore/game.hpp"

namespace hs::cli {

// "Viggel passes the test: +2 coins, +0 gems". Empty for events not worth a line.
std::string event_text(const Game& game, const Event& event);

}  // namespace hs::cli

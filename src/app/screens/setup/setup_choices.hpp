// The new-game screen's choices. Held by the App (`app.setup`), not by the setup screen object: the
// game start (shell/game_start.cpp), the --new-game arguments and the --scene hooks fill or read them
// while no setup screen is shown, and coming back to the screen finds the last choices.
#pragma once
#include <cstdint>
#include <string>

#include "highscore/options.hpp"

namespace hs::app {

struct SetupChoices {
  int players = 2;
  std::string controller[4] = {"human", "human", "advisor", "advisor"};
  int character[4] = {-1, -1, -1, -1};  // index into content characters; -1 = random
  GameOptions variants;  // mode and variant choices (seats and characters are filled in at start)
  std::uint64_t seed = 1;
  int preview = -1;  // the seat whose character card is shown large (pointer on its emblem)
  std::string error;
  std::string note;  // one line on what a click changed besides itself (e.g. the mode)
};

}  // namespace hs::app

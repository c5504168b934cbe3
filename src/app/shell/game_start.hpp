// The game the app opens with, from its arguments: --continue (the autosave, as the menu's
// Continue), --load SAVE, or --new-game SPEC (and --bench-render's own game when none is given).
#pragma once
#include <string>

namespace hs::app {

struct App;

// Opens that game as the session in play; "" when done or when no game was asked for, else why not.
std::string start_game_from_args(App& app);

}  // namespace hs::app

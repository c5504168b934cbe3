// Which music loop goes with what is on screen: the menu's, the dungeon's, or the tense one for the
// last stretch of a game. No SDL here.
#pragma once
#include <string>

#include "highscore/game.hpp"

namespace hs::app {

// The game is in its last stretch, as the engine answers it: the last round announced (R8.1), a
// character on the last level, and in the solo adventures Azoz's ritual one gem from complete
// (R9.6.5), the Hunter's next phase reaching the character (R9.7J) or the character's last life.
bool last_stretch(const Game& g);

// "dungeon" or "tense" for a game at the table.
std::string table_music(const Game& g);

}  // namespace hs::app

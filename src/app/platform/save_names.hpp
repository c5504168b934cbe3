// What a player recognises a save by: the characters, the mode, the round, when. File names for new
// saves and the Load list's labels both come from here. No SDL here.
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/content.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// "siranne-ulfgar-round4-20261121-234812.json": the characters' ids, the round, the time given.
std::string save_file_name(const Game& game, const std::string& stamp);

// "Siranne, Ulfgar · Competitive · round 4" read from a save file without replaying it; the file
// name when the file cannot be read that way (Load still explains why when opened).
std::string save_label(const Content& content, const std::string& path, const StringTable& t);

}  // namespace hs::app

// The ability line a setup seat row shows for its character (setup_ability.cpp).
#pragma once
#include <string>

#include "highscore/content.hpp"

namespace hs::app {

struct App;

// The expert (R9.4) and exploration (R9.5) toggles of the setup screen, in `area`
// (setup_ability.cpp), and the ability text a seat row shows for a character.
std::string setup_ability_text(const App& app, const Character& chr);

}  // namespace hs::app

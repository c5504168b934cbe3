// How the app names a bot seat: by its level (Easy, Normal, Hard, from the engine's bot_levels(),
// in the UI language), the random bot by its own name. No SDL here.
#pragma once
#include <string>

#include "highscore/bots.hpp"

namespace hs::app {

class StringTable;

// The level a bot kind plays at ("expert" -> Hard), or null for a kind no level names ("random").
const BotLevel* level_of_kind(const std::string& kind);
// "Bot (Hard)" / "Bot (Difícil)"; "Human" for a human seat.
std::string seat_controller_label(const StringTable& t, const std::string& controller);
// The one-line description of the seat's controller in the UI language.
std::string seat_controller_hint(const StringTable& t, const std::string& controller);

}  // namespace hs::app

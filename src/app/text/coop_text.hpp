// Words for the co-op table (R9.8), coop_text.cpp.
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/events.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// The co-op labels and prompts (R9.8); "" when the action or decision is not co-op's.
std::string coop_action_label(const Game& game, const Action& a, const StringTable& t);
std::string coop_prompt(const Game& game, const StringTable& t);
// The coach's reason for the advisor's co-op action (who plays, where to go, potions, the poison).
std::string coop_hint_reason(const Game& game, const Action& a, const StringTable& t);

}  // namespace hs::app

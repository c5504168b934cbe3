// Words for the table: button labels for engine actions, the pending-decision prompt, and the
// game log's lines for events. All through the string table; card names from the content.
#pragma once
#include <string>

#include "app/strings.hpp"
#include "highscore/events.hpp"
#include "highscore/game.hpp"

namespace hs::app {

std::string player_name(const Game& game, int seat, const std::string& lang);
std::string color_word(const StringTable& t, Color c);
std::string action_label(const Game& game, const Action& a, const StringTable& t);
std::string decision_prompt(const Game& game, const StringTable& t, bool human);
// "" for events the log does not show.
std::string event_line(const Game& game, const Event& e, const StringTable& t);
// The log line of a solo phase event (R9.6, R9.7J), in solo_text.cpp.
std::string solo_event_line(const Game& game, const Event& e, const StringTable& t);
// Button words for fight, dodge, the ambush's choices and a walker's path; "" for other actions.
std::string solo_action_label(const Game& game, const Action& a, const StringTable& t);

}  // namespace hs::app

// Words for the solo adventures (R9.6 Azoz, R9.7J the Hunter), solo_text.cpp.
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/events.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// The log line of a solo phase event (R9.6, R9.7J).
std::string solo_event_line(const Game& game, const Event& e, const StringTable& t);
// Button words for fight, dodge, the ambush's choices and a walker's path; "" for other actions.
std::string solo_action_label(const Game& game, const Action& a, const StringTable& t);
// The strip's count of monsters (R9.6.2, R9.6.3): the cards still in the monster deck, and the
// monsters standing on the board, so a deck run dry never reads as "no monster left" while one stands
// on a card.
std::string solo_monsters_line(const Observation& seen, const StringTable& t);
// The name of walker `entity` (a monster, or the Hunter) in the player's language; "?" for none.
std::string walker_name(const Game& game, int entity, const StringTable& t);

}  // namespace hs::app

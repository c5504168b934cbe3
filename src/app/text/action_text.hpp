// Words for the table: button labels for engine actions, the pending-decision prompt, and the
// game log's lines for events. All through the string table; card names from the content.
#pragma once
#include <string>

#include "app/session/session.hpp"
#include "app/text/strings.hpp"
#include "highscore/events.hpp"
#include "highscore/game.hpp"

namespace hs::app {

std::string player_name(const Game& game, int seat, const std::string& lang);
// The name of `seat`'s owned item number `owned`, and of its character's ability ("?" when none).
std::string item_name(const Game& game, int seat, int owned, const std::string& lang);
std::string ability_name(const Game& game, int seat, const std::string& lang);
std::string color_word(const StringTable& t, Color c);
std::string action_label(const Game& game, const Action& a, const StringTable& t);
std::string decision_prompt(const Game& game, const StringTable& t, bool human);
// "2 dice", "1 life": `stem` is "n.dice", "n.lives", "n.coins", "n.gems", "n.tests" (singular key + "_one").
std::string count_text(const StringTable& t, const std::string& stem, int n);
// "+2 coins, +1 gem" ("" when nothing).
std::string reward_text(const StringTable& t, int coins, int gems);
// What a die added to the test says under it in the tray (R7.4): the name of the item or of `seat`'s
// ability that added it (DieBox::added_by, from the engine), "item" only for a save older than that.
std::string added_die_label(const Game& game, int seat, int added_by, const StringTable& t);
// One log line for an event, with what was noted when it happened (dice colours, the item used);
// names, never "you". "" for events the log does not show.
std::string event_line(const Game& game, const Event& e, const EventNote& note, const StringTable& t);

}  // namespace hs::app

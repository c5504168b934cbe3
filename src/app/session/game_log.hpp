// The game log and the hotseat recap, both derived from the session's action records (so Continue
// shows the same log as the game left off, and undo leaves no stale lines). No SDL here.
#pragma once
#include <string>
#include <vector>

#include "app/session/session.hpp"
#include "app/text/strings.hpp"

namespace hs::app {

struct LogLine {
  int action = -1;  // index into the game's action log; -1 for the opening line
  std::string text;
};

// Lines for one action's record.
void append_log(std::vector<LogLine>& log, const Game& game, const ActionRecord& rec, int action, const StringTable& t);
// The whole log: the opening line, then every recorded action's lines.
std::vector<LogLine> derive_log(const Game& game, const std::vector<ActionRecord>& history, const StringTable& t);

// What happened since `seat` last played (its answers for the party, R9.8, do not count): the round's
// poison, one line per player who did something (tests, coins, items, expert abilities, lives lost
// and healed, potions, bosses, where the others are now; the seat's own line for what others' turns
// did to it) plus who moved ahead of `seat`. Names, never "you".
std::vector<std::string> recap_for(const Game& game, const std::vector<ActionRecord>& history, int seat, const StringTable& t);

}  // namespace hs::app

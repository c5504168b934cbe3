// The end of a solo adventure (R9.6 Azoz, R9.7J the Hunter): the words that say why it ended, the
// run's facts, and the per-mode records kept in the data dir (solo_records.hpp) and shown on the
// setup screen.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "app/shell/app.hpp"

namespace hs::app {

struct SoloEndWords {
  std::string headline;  // "Victory!" / "Defeat"
  std::string reason;    // "The Hunter caught you on The Endless Staircase."
  std::vector<std::pair<std::string, std::string>> facts;  // label, value
  std::string record;    // this mode's record for the character
};

// For the finished solo game on the table (empty words otherwise).
SoloEndWords solo_end_words(App& app);

// Counts the finished adventure on the table in the records, once per session, and writes them.
void note_solo_end(App& app);

// "Siranne: 12 games, 3 won, best win in 14 turns" (the mode's record for that character; all
// characters when `character` is empty).
std::string solo_record_line(App& app, Mode mode, const std::string& character);

}  // namespace hs::app

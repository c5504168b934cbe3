// What the Load list says of each save: who plays, the mode, the seats, the round reached and when it
// was last played. The autosave is read with its journals, so a game in progress shows the round it
// stands at and the time of its last action, not those of its last full snapshot. No SDL here.
#pragma once
#include <ctime>
#include <string>

#include "app/text/strings.hpp"
#include "highscore/content.hpp"
#include "highscore/game.hpp"

namespace hs::app {

struct SaveSummary {
  bool readable = false;   // false: only the name and time are known (opening it explains why)
  std::string who;         // "Siranne, Ulfgar"
  std::string mode;        // "standard", "azoz", ...
  int seats = 0, bots = 0; // seats, and how many of them bots play (when the save says)
  int round = 0;
  bool finished = false;
  std::time_t last_played = 0;  // 0 when unknown
};

// A plain save (its JSON read without replaying) or, with `journals`, an autosave and its journals.
SaveSummary read_save_summary(const Content& content, const std::string& path, bool journals, const std::string& language);
// The same from a game in hand (the game on the table, which is the autosave's newest state).
SaveSummary summary_of(const Game& game, const std::vector<std::string>& seats, const std::string& language);

// "Competitive · 3 seats (bots: 1) · Round 4 · finished": the summary's second line on the Load list.
std::string summary_line(const SaveSummary& s, const StringTable& t);
// "2026-11-21 23:48" in local time, "" when unknown.
std::string local_time_text(std::time_t t);

}  // namespace hs::app

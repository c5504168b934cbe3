// bench's bot-level figures (issue 21): for Easy, Normal and Hard, complete games per second and the
// time one decision takes (median, p99, worst), at the search budget the app uses.
#pragma once
#include <string>
#include <vector>

#include "highscore/content.hpp"

namespace hs::cli {

struct LevelFigure {
  std::string level, kind, table;  // "hard", "expert", "1 expert + 2 advisors"
  double games_per_s = 0;
  long games = 0, decisions = 0;   // decisions: the level's own, with more than one legal action
  double median_ms = 0, p99_ms = 0, worst_ms = 0;
  long searched = 0;               // Hard: the decisions it searched (not dice, not a lone answer)
  double searched_median_ms = 0;
};

// Three-player standard games for about `budget` seconds of this thread's CPU time per level (at
// least one game). Easy and Normal fill every seat; Hard sits in seat 0 against two Normal bots.
// `quick` (for tests) gives Hard a token search budget: every path runs, the figures mean nothing.
std::vector<LevelFigure> bench_levels(const Content& content, double budget, bool quick);

}  // namespace hs::cli

// R5.3 matching: does a roll meet a test option? Each requirement needs its own distinct die whose
// colour fits and whose value is at least the minimum. A bipartite matching (augmenting paths), not
// greedy: greedy assignment fails on rolls that do pass.
#pragma once
#include <optional>
#include <vector>

#include "highscore/color.hpp"

namespace hs {

struct Requirement {
  Color color = Color::Any;  // Any = "any colour"
  int min = 1;               // 1..6 (modified values may exceed 6)
  bool operator==(const Requirement&) const = default;
};

// A die as seen by the matcher: its colour now (conversions applied) and its value now (modifiers
// applied).
struct MatchDie {
  Color color;
  int value;
};

// For each requirement, the index into `dice` of the die assigned to it; nullopt when no complete
// assignment exists. Requirements are at most ~8 and dice at most ~12, so augmenting paths are cheap.
std::optional<std::vector<int>> match_dice(const std::vector<Requirement>& reqs,
                                           const std::vector<MatchDie>& dice);

// Best partial assignment (maximum matching): entry -1 where a requirement stays unmet. Used by the
// UI and the coach to show which requirement failed.
std::vector<int> best_partial_match(const std::vector<Requirement>& reqs,
                                    const std::vector<MatchDie>& dice);

}  // namespace hs

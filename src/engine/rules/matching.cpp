// R5.3 matching by augmenting paths (Kuhn's algorithm). Sizes are tiny, so the simple O(V·E) search
// is the fastest choice; for the usual handful of dice its work lists live on the stack, since the
// bots ask this hundreds of thousands of times a second and heap calls were most of its cost.
#include "highscore/matching.hpp"

#include <algorithm>

namespace hs {

namespace {
bool fits(const Requirement& r, const MatchDie& d) { return die_fits(d.color, r.color) && d.value >= r.min; }

bool augment(int req, const std::vector<Requirement>& reqs, const std::vector<MatchDie>& dice, int* die_owner,
             char* visited) {
  for (int d = 0; d < static_cast<int>(dice.size()); ++d) {
    if (visited[d] || !fits(reqs[req], dice[d])) continue;
    visited[d] = 1;
    if (die_owner[d] < 0 || augment(die_owner[d], reqs, dice, die_owner, visited)) {
      die_owner[d] = req;
      return true;
    }
  }
  return false;
}

// The maximum matching into `die_owner` (one entry per die: its requirement or -1); returns how many
// requirements it meets. With `stop_at_first_miss` it gives up at the first requirement left unmet.
int match_into(const std::vector<Requirement>& reqs, const std::vector<MatchDie>& dice, int* die_owner, char* visited,
               bool stop_at_first_miss) {
  std::fill(die_owner, die_owner + dice.size(), -1);
  int met = 0;
  for (int r = 0; r < static_cast<int>(reqs.size()); ++r) {
    std::fill(visited, visited + dice.size(), 0);
    if (augment(r, reqs, dice, die_owner, visited))
      ++met;
    else if (stop_at_first_miss)
      break;
  }
  return met;
}

constexpr std::size_t kStackDice = 32;
}  // namespace

std::vector<int> best_partial_match(const std::vector<Requirement>& reqs,
                                    const std::vector<MatchDie>& dice) {
  int owner_room[kStackDice];
  char visited_room[kStackDice];
  std::vector<int> owner_heap;
  std::vector<char> visited_heap;
  int* die_owner = owner_room;
  char* visited = visited_room;
  if (dice.size() > kStackDice) {
    owner_heap.resize(dice.size());
    visited_heap.resize(dice.size());
    die_owner = owner_heap.data();
    visited = visited_heap.data();
  }
  match_into(reqs, dice, die_owner, visited, false);
  std::vector<int> assignment(reqs.size(), -1);
  for (int d = 0; d < static_cast<int>(dice.size()); ++d)
    if (die_owner[d] >= 0) assignment[die_owner[d]] = d;
  return assignment;
}

std::optional<std::vector<int>> match_dice(const std::vector<Requirement>& reqs,
                                           const std::vector<MatchDie>& dice) {
  if (reqs.size() > dice.size()) return std::nullopt;
  if (dice.size() > kStackDice) {
    auto assignment = best_partial_match(reqs, dice);
    for (int d : assignment)
      if (d < 0) return std::nullopt;
    return assignment;
  }
  // A requirement augmenting paths cannot meet stays unmet whatever comes after (the matching only
  // grows), so a failing roll is known at its first unmet requirement, with nothing allocated.
  int die_owner[kStackDice];
  char visited[kStackDice];
  if (match_into(reqs, dice, die_owner, visited, true) < static_cast<int>(reqs.size())) return std::nullopt;
  std::vector<int> assignment(reqs.size(), -1);
  for (int d = 0; d < static_cast<int>(dice.size()); ++d)
    if (die_owner[d] >= 0) assignment[die_owner[d]] = d;
  return assignment;
}

}  // namespace hs

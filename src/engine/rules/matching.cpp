// R5.3 matching by augmenting paths (Kuhn's algorithm). Sizes are tiny, so the simple O(V·E) search
// is the fastest choice and needs no allocation beyond two small vectors.
#include "highscore/matching.hpp"

namespace hs {

namespace {
bool fits(const Requirement& r, const MatchDie& d) { return die_fits(d.color, r.color) && d.value >= r.min; }

bool augment(int req, const std::vector<Requirement>& reqs, const std::vector<MatchDie>& dice,
             std::vector<int>& die_owner, std::vector<char>& visited) {
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
}  // namespace

std::vector<int> best_partial_match(const std::vector<Requirement>& reqs,
                                    const std::vector<MatchDie>& dice) {
  std::vector<int> die_owner(dice.size(), -1);
  std::vector<char> visited(dice.size());
  for (int r = 0; r < static_cast<int>(reqs.size()); ++r) {
    std::fill(visited.begin(), visited.end(), 0);
    augment(r, reqs, dice, die_owner, visited);
  }
  std::vector<int> assignment(reqs.size(), -1);
  for (int d = 0; d < static_cast<int>(dice.size()); ++d)
    if (die_owner[d] >= 0) assignment[die_owner[d]] = d;
  return assignment;
}

std::optional<std::vector<int>> match_dice(const std::vector<Requirement>& reqs,
                                           const std::vector<MatchDie>& dice) {
  if (reqs.size() > dice.size()) return std::nullopt;
  auto assignment = best_partial_match(reqs, dice);
  for (int d : assignment)
    if (d < 0) return std::nullopt;
  return assignment;
}

}  // namespace hs

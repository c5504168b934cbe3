// Invariant checks for tests and property runs: R10.3 dice conservation per colour (which implies
// the total of 18) and counters that may never go negative or past their limits.
#include "highscore/invariants.hpp"

#include <algorithm>

namespace hs {

std::string check_invariants(const GameState& s) {
  DiceCounts total = s.supply;
  total += s.placed;
  for (const Player& p : s.players) {
    total += p.pool;
    total += p.spent;
    for (int n : p.pool.n)
      if (n < 0) return "a pool holds a negative number of dice";
    for (int n : p.spent.n)
      if (n < 0) return "a player has a negative number of spent dice";
    if (p.coins < 0 || p.gems < 0) return "a player has negative coins or gems";
    if (p.lives < 0 || p.lives > p.max_lives) return "a player's lives are outside 0..maximum";
    if (!p.eliminated && !s.finished && p.lives == 0) return "a player still in the game has no lives";
  }
  for (int n : s.supply.n)
    if (n < 0) return "the supply holds a negative number of dice";
  // Dice in a test: waiting in the tray before the roll, or rolled.
  if (s.test.active) {
    total += s.test.added;
    for (const TestDie& d : s.test.dice) ++total[d.rolled_color];
  }
  for (int c = 0; c < kDieColors; ++c)
    if (total.n[c] != kSupplyPerColor[c])
      return "R10.3: " + std::string(color_name(static_cast<Color>(c))) + " dice add up to " +
             std::to_string(total.n[c]) + " instead of " + std::to_string(kSupplyPerColor[c]);
  if (s.test.active && s.test.rolled && s.test.added.total() != 0) return "dice added after the roll";
  if (!s.test.added_by.empty()) {  // empty only in a save from before the sources were kept
    DiceCounts sources;
    for (const AddedDie& a : s.test.added_by) ++sources[a.color];
    if (!(sources == s.test.added)) return "the dice added to the test and where they came from disagree";
  }
  if (!s.finished && (s.turn_order.empty() || s.players[s.active_player()].eliminated))
    return "the active player is eliminated";
  // R10.2: one decision waits on top, owned by a seat in the game; nothing waits once finished.
  if (s.finished != s.stack.empty()) return "R10.2: a finished game has a pending decision, or a running one none";
  if (!s.finished) {
    const Frame& top = s.stack.back();
    if (top.step != StepKind::Decision) return "R10.2: a step is waiting on top of the stack";
    if (top.decision.owner < 0 || top.decision.owner >= static_cast<int>(s.players.size()))
      return "R10.2: the pending decision has no owner";
  }
  // R9.1: a face-down card is off the table and kept hidden; the board links both ways.
  for (int i = 0; i < static_cast<int>(s.board.size()); ++i) {
    const Node& n = s.board[i];
    if (n.face_down != (s.hidden_cards.count(i) == 1)) return "R9.1: a face-down card is not kept hidden";
    if (n.face_down && n.card != -1) return "R9.1: a face-down card shows on the table";
    for (int next : n.next) {
      const auto& back = s.board[next].prev;
      if (std::find(back.begin(), back.end(), i) == back.end()) return "the board links one way only";
    }
  }
  return {};
}

}  // namespace hs

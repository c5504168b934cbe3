// The one playout loop behind the expert's search and the review's estimates: a copy of a dealt
// world, maybe a first action, then an advisor in every seat to the end (or to a round limit, which
// counts as lost). Private to the engine.
#pragma once
#include <memory>
#include <vector>

#include "highscore/bots.hpp"
#include "highscore/game.hpp"

namespace hs {

// A seat's share of the win in a finished (or cut-off) game; in co-op the party's (R9.8).
double win_share(const Game& game, int seat);

// Whose dice a playout rolls after its first action.
enum class PlayoutDice {
  AsDealt,       // the world's own generator, as dealt (the expert)
  FreshEachTurn  // every turn reseeded from the world and the turn (round, player), so two actions
                 // tried in one world meet the same later dice wherever their games agree (the review)
};

// Plays games out with one advisor per seat, kept across playouts (they keep nothing between
// decisions that changes their choices, and making them costs time).
class Playouts {
 public:
  explicit Playouts(PlayoutDice dice) : dice_(dice) {}
  // `first` (when given) is applied to a copy of `world`, then the advisors play to the end; what
  // the end is worth to `seat` (win_share), 0 if an action is refused or 60 rounds pass.
  double play(const Game& world, const Action* first, int seat);

 private:
  Bot& bot(int seat);
  PlayoutDice dice_;
  std::vector<std::unique_ptr<Bot>> bots_;
};

}  // namespace hs

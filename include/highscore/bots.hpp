// Bots choose one of legal_actions() for the seat that owns the pending decision. They use only the
// player's observation and their own seeded Rng, so games with bots stay reproducible.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "highscore/game.hpp"
#include "highscore/rng.hpp"

namespace hs {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual Action choose(const Game& game) = 0;
  // One line a player can read: why that action ("roll 2 red + 1 yellow: 83% to pass").
  virtual std::string explain(const Game& game, const Action& action) const;
  virtual std::string name() const = 0;
};

// Kinds: "random" (uniform over legal actions, biased away from resting and cancelling so games end).
std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed);
std::vector<std::string> bot_kinds();

}  // namespace hs

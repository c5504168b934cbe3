// Bots choose one of the legal actions for the seat that owns the pending decision. They are handed
// that seat's observation and the legal actions only (never the Game), so they cannot read the RNG,
// a deck order or a face-down card; their own seeded Rng keeps games with bots reproducible.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "highscore/game.hpp"
#include "highscore/observation.hpp"
#include "highscore/rng.hpp"

namespace hs {

class Bot {
 public:
  virtual ~Bot() = default;
  // `legal` is never empty: callers do not ask a finished game.
  virtual Action choose(const Content& content, const Observation& seen, const std::vector<Action>& legal) = 0;
  // One line a player can read: why that action ("roll 2 red + 1 yellow: 83% to pass").
  virtual std::string explain(const Content& content, const Observation& seen, const std::vector<Action>& legal,
                              const Action& action) const;
  virtual std::string name() const = 0;
};

// Asks `bot` to answer the pending decision of `game`, showing it only the owner's observation.
Action ask_bot(Bot& bot, const Game& game);
// The bot's one-line reason for `action` at the pending decision of `game`.
std::string explain_bot(const Bot& bot, const Game& game, const Action& action);

// Kinds: "random" (uniform over legal actions, biased away from resting and cancelling so games end)
// and "advisor" (expected value over the exact odds).
std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed);
std::vector<std::string> bot_kinds();

}  // namespace hs

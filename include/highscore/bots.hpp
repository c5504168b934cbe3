// Bots choose one of the legal actions for the seat that owns the pending decision. They are handed
// that seat's observation and the legal actions only (never the Game), so they cannot read the RNG,
// a deck order or a face-down card; their own seeded Rng keeps games with bots reproducible.
#pragma once
#include <atomic>
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

// The actions of `legal` that are `seat`'s own choice: every answer to a decision it owns, and a
// choice it may make at any decision (R9.8: drinking a party potion) only for its own hero. A bot is
// handed only these, so it never decides for another player's hero.
std::vector<Action> seat_choices(const std::vector<Action>& legal, int seat);

// Asks `bot` to answer the pending decision of `game`, showing it only the owner's observation.
Action ask_bot(Bot& bot, const Game& game);
// The bot's one-line reason for `action` at the pending decision of `game`.
std::string explain_bot(const Bot& bot, const Game& game, const Action& action);

// Kinds: "random" (uniform over legal actions, biased away from resting and cancelling so games end),
// "easy" (the advisor with human-sized slips), "advisor" (expected value over the exact odds) and
// "expert" (search over worlds dealt from its observation, with the advisor playing them out).
std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed);
std::vector<std::string> bot_kinds();

// The expert's thinking budget. `iterations` (worlds dealt x candidate actions tried in each) fixes
// its choices for a seed; `max_seconds` > 0 also stops the search after that much wall time, which
// makes choices depend on the machine: for the app only, never for simulations or tests.
struct SearchBudget {
  int iterations = 240;
  double max_seconds = 0.0;
  // When set to true (from any thread), the search ends after the world it is playing and returns
  // its best so far: the app abandons a decision it no longer needs. Shared so it outlives the bot.
  std::shared_ptr<const std::atomic<bool>> stop = nullptr;
};
std::unique_ptr<Bot> make_expert_bot(std::uint64_t seed, const SearchBudget& budget = {});
// The app's Hard bot: the default iterations, with a wall-time cap as a guard on slow machines.
inline SearchBudget app_search_budget() { return SearchBudget{SearchBudget{}.iterations, 2.5}; }

// The levels a player picks for a bot seat, weakest first: Easy, Normal, Hard, each a bot kind with
// a one-line description in both languages.
struct BotLevel {
  const char* level;  // "easy", "normal", "hard"
  const char* kind;   // the make_bot() kind it plays as
  Text name;          // "Easy" / "Fácil"
  Text description;
};
const std::vector<BotLevel>& bot_levels();
// The kind a level plays as ("hard" -> "expert"); a kind is returned unchanged; "" when unknown.
std::string bot_kind_for(const std::string& level_or_kind);

}  // namespace hs

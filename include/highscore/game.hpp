// Game: owns one GameState with its content and options, and is the single path for changing it
// (R10.2). Illegal actions are refused with a rule and a reason, and change nothing.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "highscore/actions.hpp"
#include "highscore/content.hpp"
#include "highscore/decision.hpp"
#include "highscore/events.hpp"
#include "highscore/observation.hpp"
#include "highscore/options.hpp"
#include "highscore/result.hpp"
#include "highscore/state.hpp"

namespace hs {

class Game {
 public:
  // Set-up (R2). Refuses options that validate_options() refuses. `content` must outlive the game.
  static Result<Game> create(const Content& content, GameOptions options, std::uint64_t seed);

  const Content& content() const { return *content_; }
  const GameOptions& options() const { return options_; }
  std::uint64_t seed() const { return seed_; }
  const GameState& state() const { return state_; }

  Decision pending() const { return state_.pending(); }
  std::vector<Action> legal_actions() const;
  // A dry run (R10.2): the refusal apply() would give `action` now, or nullopt when it would be
  // accepted. Copies nothing and changes nothing; apply() runs this very check before changing.
  std::optional<Refusal> check(const Action& action) const;
  Result<std::vector<Event>> apply(const Action& action);
  bool finished() const { return state_.finished; }

  // Every action applied since set-up, in order (replays and saves).
  const std::vector<Action>& log() const { return log_; }
  // What happened during set-up before the first decision (R9.6.3: the first Azoz phase), for the
  // log; the same after a reload, as set-up is replayed from the seed.
  const std::vector<Event>& opening_events() const { return opening_events_; }

  // What `seat` may know (R9.1); -1 = a spectator. Valid until the game next changes.
  Observation observe(int seat) const;

  // A field-by-field FNV-1a hash of the whole state, equal on every platform (R10.1, R10.4).
  std::uint64_t hash() const;

  // Undo (UX): back one action when no random outcome or reveal happened since it.
  bool can_undo() const;
  Result<Game> undone() const;

 private:
  Game(const Content& content, GameOptions options, std::uint64_t seed);
  void standard_actions(std::vector<Action>& out) const;  // the answers the standard rules list
  const Content* content_;
  GameOptions options_;
  GameOptions public_options_;  // options_ without what no seat may know (stacked decks, scripted dice)
  std::uint64_t seed_ = 0;
  GameState state_;
  std::vector<Action> log_;
  std::vector<Event> opening_events_;
  std::vector<int> undo_barriers_;  // log sizes at which a random draw or reveal happened
};

// The hash Game::hash() gives: every field of the state, the hidden ones included (R10.1, R10.4).
std::uint64_t hash_state(const GameState& state);

}  // namespace hs

// Worlds from an observation (issue 21): every hidden part of a game dealt again at random so that
// it agrees with all one seat sees — the order and contents of the equipment, monster and exploration
// decks, the cards lying face down, and a fresh RNG for the dice to come. A search bot plays ahead in
// such worlds; it never needs the real game, so it cannot read ahead.
#pragma once
#include <cstdint>

#include "highscore/game.hpp"
#include "highscore/observation.hpp"
#include "highscore/rng.hpp"

namespace hs {

// A complete game whose observe(seen.seat) equals `seen` (hash_observation), with each hidden card
// drawn uniformly from the cards the seat cannot rule out from the table. What the table no longer
// shows (a monster defeated earlier, an item discarded) is not remembered: such cards count as
// possible. `seen` must come from a game of `content`.
Game sample_world(const Content& content, const Observation& seen, Rng& rng);

// Everything in an observation folded into 64 bits: the table, the public options, the pending
// decision, the deck sizes and the action count. Equal observations hash equally.
std::uint64_t hash_observation(const Observation& seen);
// The table's part of hash_state(): what every seat sees (save/state_hash.cpp).
std::uint64_t hash_table(const TableState& table);

}  // namespace hs

// The recorded start set-up (GameOptions::start, stacked reshuffles): applied once at the end of set-up,
// checked before it by validate_options, and two small hooks where play reads it (the first turn's
// dice, a reshuffled equipment deck). Private to the engine.
#pragma once
#include <optional>

#include "highscore/content.hpp"
#include "highscore/options.hpp"
#include "highscore/result.hpp"
#include "highscore/state.hpp"

namespace hs::rules {

// Called from the end of rules::set_up: seats' coins, gems, lives, items and positions, raised cards,
// dice set aside, a short equipment deck, and the stacked orders of later reshuffles.
void apply_start_setup(const Content& content, const GameOptions& options, GameState& s);

// The dice `seat` takes in its initial phase: its stated start pool on its first turn (round 1),
// otherwise `owed` unchanged.
DiceCounts start_pool_or(const GameOptions& options, const GameState& s, int seat, const DiceCounts& owed);

// After the equipment deck was shuffled in play: the next stacked order (if any) goes on top.
void stack_reshuffled_equipment(GameState& s);

// The checks validate_options makes on `options.start` and the "equipment:N" stacks; `levels` is the
// number of levels dealt.
std::optional<Refusal> check_start_setup(const Content& content, const GameOptions& options, int levels);

// Start options that would make every game endless (start_bounds.cpp): exploration decks that may
// keep no bifurcation (R9.5), raised requirements no roll can meet (R5.12, R1.1).
std::optional<Refusal> check_endless_start(const Content& content, const GameOptions& options);

}  // namespace hs::rules

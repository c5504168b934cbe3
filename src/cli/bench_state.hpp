// bench's state figures: the cost of hashing, copying and observing a mid-game state.
#pragma once
#include <cstdint>
#include <optional>

#include "highscore/game.hpp"

namespace hs::cli {

struct StateFigure {
  double hash_us = 0, copy_state_us = 0, observe_us = 0;
  std::uint64_t sink = 0;  // keeps the measured work observable to the optimiser
};

std::optional<StateFigure> bench_state(const Content& content, double budget);

}  // namespace hs::cli

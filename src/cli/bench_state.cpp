// State figures for `bench`: what hashing, copying and observing a mid-game state cost. Saves,
// replays, undo and the property run hash and copy states all the time; bots get an observation at
// every decision.
#include "bench_state.hpp"


#include "highscore/bots.hpp"
#include "thread_clock.hpp"

namespace hs::cli {

namespace {

// Mean microseconds per call of `f` over about `budget` seconds.
template <typename F>
double micros_per_call(double budget, F&& f) {
  long calls = 0;
  const double start = thread_cpu_seconds();
  do {
    for (int i = 0; i < 256; ++i) f();
    calls += 256;
  } while (thread_cpu_seconds() - start < budget);
  return (thread_cpu_seconds() - start) * 1e6 / static_cast<double>(calls);
}

}  // namespace

std::optional<StateFigure> bench_state(const Content& content, double budget) {
  // A 3-player standard game played by random bots to its middle: a typical state to measure.
  GameOptions options;
  options.players = 3;
  auto game = Game::create(content, options, 7);
  if (!game) return std::nullopt;
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < 3; ++seat) bots.push_back(make_bot("random", 70 + static_cast<std::uint64_t>(seat)));
  while (!game->finished() && game->log().size() < 150)
    if (!game->apply(ask_bot(*bots[static_cast<std::size_t>(game->pending().owner)], *game))) return std::nullopt;

  StateFigure f;
  std::uint64_t sink = 0;
  f.hash_us = micros_per_call(budget, [&] { sink += game->hash(); });
  f.copy_state_us = micros_per_call(budget, [&] {
    GameState copy = game->state();
    sink += static_cast<std::uint64_t>(copy.round);
  });
  f.observe_us = micros_per_call(budget, [&] { sink += static_cast<std::uint64_t>(game->observe(0).equipment_deck_size); });
  f.sink = sink;
  return f;
}

}  // namespace hs::cli

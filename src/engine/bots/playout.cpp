// The shared playout loop (playout.hpp).
#include "bots/playout.hpp"

#include <algorithm>
#include <cstdint>

#include "bots/bot_advisor.hpp"

namespace hs {

namespace {

constexpr int kPlayoutRounds = 60;  // a world still running this many rounds on counts as lost

std::uint64_t playout_mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

double win_share(const Game& game, int seat) {
  const std::vector<int>& winners = game.state().winners;
  if (winners.empty()) return 0.0;
  if (game.options().mode == Mode::Coop) return 1.0;
  if (std::find(winners.begin(), winners.end(), seat) == winners.end()) return 0.0;
  return 1.0 / static_cast<double>(winners.size());
}

Bot& Playouts::bot(int seat) {
  while (static_cast<int>(bots_.size()) <= seat) bots_.push_back(make_advisor_bot(0));
  return *bots_[static_cast<std::size_t>(seat)];
}

double Playouts::play(const Game& world, const Action* first, int seat) {
  Game game = world;
  if (first && !game.apply(*first)) return 0.0;
  const std::uint64_t world_dice = playout_mix(world.state().rng.state()[0] ^ playout_mix(world.state().rng.state()[1]));
  int turn_round = game.state().round, turn_player = game.state().active_player();
  const int last_round = game.state().round + kPlayoutRounds;
  while (!game.finished() && game.state().round <= last_round) {
    const GameState& now = game.state();
    if (dice_ == PlayoutDice::FreshEachTurn && (now.round != turn_round || now.active_player() != turn_player)) {
      turn_round = now.round;
      turn_player = now.active_player();
      GameState next = now;
      next.rng = Rng(playout_mix(world_dice ^ (static_cast<std::uint64_t>(turn_round) << 8) ^ static_cast<std::uint64_t>(turn_player + 1)));
      const std::size_t applied = game.observe(-1).actions_applied;
      game = Game::from_state(game.content(), game.options(), std::move(next), applied);
    }
    const int owner = game.pending().owner;
    if (!game.apply(bot(owner).choose(game.content(), game.observe(owner), seat_choices(game.legal_actions(), owner)))) return 0.0;
  }
  return win_share(game, seat);
}

}  // namespace hs

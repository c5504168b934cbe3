// What resolving costs (see highscore/resolve_cost.hpp).
#include "highscore/resolve_cost.hpp"

namespace hs {

int lives_lost_on_resolve(const Game& game) {
  if (game.check(Resolve{})) return 0;  // refused: no roll to resolve
  const int seat = game.pending().owner;
  // A copy without the log (nothing here reads it); its rng is the game's, so the dry run is the
  // very outcome, and the game itself is untouched.
  Game probe = Game::from_state(game.content(), game.options(), game.state(), game.log().size());
  const auto events = probe.apply(Resolve{});
  if (!events) return 0;
  int lost = 0;
  for (const Event& e : *events) lost += e.kind == EventKind::LifeLost && e.player == seat;
  return lost;
}

}  // namespace hs

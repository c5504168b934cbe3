// Enter after a roll (see enter_on_roll.hpp).
#include "app/table/input/enter_on_roll.hpp"

#include "app/table/layout/table_layout.hpp"
#include "highscore/chances.hpp"
#include "highscore/resolve_cost.hpp"

namespace hs::app {

EnterOnRoll enter_on_roll(const Game& game) {
  if (!is_legal(game, Resolve{})) return EnterOnRoll::Accept;
  const Observation seen = game.observe(game.pending().owner);
  const auto reading = read_roll(game.content(), seen);
  if (!reading || reading->passes) return EnterOnRoll::Accept;
  // Only a roll whose resolving costs a life is asked about (a failed "+" test or dodge loses nothing).
  if (lives_lost_on_resolve(game) == 0) return EnterOnRoll::Accept;
  const auto rescue = roll_rescue(game.content(), seen, game.legal_actions());
  const bool savable = rescue && (rescue->gems.die >= 0 || !rescue->helpers.empty());
  return savable ? EnterOnRoll::Ask : EnterOnRoll::Accept;
}

}  // namespace hs::app

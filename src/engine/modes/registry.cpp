// Picks the hooks of a game from its options: the mode, then each variant that changes the flow.
#include "modes/registry.hpp"

namespace hs {

HookSet hooks_for(const GameOptions& o) {
  HookSet set;
  // Only the standard game is played so far; validate_options refuses the other modes.
  set.list[set.count++] = &modes::standard_mode();
  if (o.fourth_level) set.list[set.count++] = &modes::fourth_level();
  if (o.exploration) set.list[set.count++] = &modes::exploration_mode();
  if (o.expert) set.list[set.count++] = &modes::expert_abilities();
  return set;
}

}  // namespace hs

// Picks the hooks of a game from its options: the mode, then each variant that changes the flow.
#include "modes/registry.hpp"

namespace hs {

HookSet hooks_for(const GameOptions& o) {
  HookSet set;
  // The mode first (validate_options refuses the modes not played yet), then the variants.
  set.list[set.count++] = o.mode == Mode::Coop ? &modes::coop_mode() : &modes::standard_mode();
  if (o.fourth_level) set.list[set.count++] = &modes::fourth_level();
  return set;
}

}  // namespace hs

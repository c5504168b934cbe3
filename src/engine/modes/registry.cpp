// Picks the hooks of a game from its options: the mode, then each variant that changes the flow.
#include "modes/registry.hpp"

namespace hs {

HookSet hooks_for(const GameOptions& o) {
  HookSet set;
  switch (o.mode) {
    case Mode::Azoz: set.list[set.count++] = &modes::azoz_mode(); break;
    case Mode::Hunter: set.list[set.count++] = &modes::hunter_mode(); break;
    case Mode::Coop: set.list[set.count++] = &modes::coop_mode(); break;
    case Mode::Standard: set.list[set.count++] = &modes::standard_mode(); break;
  }
  // R9.7J: the Hunter's adventure always plays the fourth level.
  if (o.fourth_level || o.mode == Mode::Hunter) set.list[set.count++] = &modes::fourth_level();
  if (o.expert) set.list[set.count++] = &modes::expert_abilities();
  if (o.exploration) set.list[set.count++] = &modes::exploration_mode();
  return set;
}

}  // namespace hs

// One hook object per mode and per flow-changing variant, and the choice of them for a game's
// options.
#pragma once
#include "modes/hooks.hpp"

namespace hs::modes {

const ModeHooks& standard_mode();
const ModeHooks& fourth_level();  // R9.7
const ModeHooks& azoz_mode();     // R9.6
const ModeHooks& hunter_mode();   // R9.7J
const ModeHooks& coop_mode();     // R9.8
const ModeHooks& exploration_mode();  // R9.5
const ModeHooks& expert_abilities();  // R9.4

}  // namespace hs::modes

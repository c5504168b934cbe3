// --scene tutor (with --new-game): every seat plays as the advisor up to seat 1's first turn with a
// test in front of it and its full pool, which then rests there; the tutor's check and question are
// shown (the check waited for, at most 20 s). What it found is printed.
#pragma once
#include <optional>

#include "app/testing/scene_hooks.hpp"

namespace hs::app {

std::optional<HookError> prepare_tutor_scene(App& app);

}  // namespace hs::app

// The --scene reward-flight and --scene stand-up-walk test hooks: bots play until coins are won (or a
// stand-up moves), then that action's motion is shown; with --screenshot it is frozen part way, so
// the picture is the same on every run.
#pragma once
#include <optional>
#include <string>

#include "app/testing/scene_hooks.hpp"

namespace hs::app {

// Whether `scene` is one of this file's.
bool is_motion_scene(const std::string& scene);
std::optional<HookError> prepare_motion_scene(App& app, const std::string& scene);

}  // namespace hs::app

// The review's test hooks (--scene review..., with --load SAVE or a game played by --new-game):
//   review           the first decision labelled a mistake (or the first one), once the analysis is done
//   review-graph     the same with the chance-to-win graph shown
//   review-progress  the progress bar, a third of the way through the analysis
//   review-walk      every decision stepped through, a frame drawn at each; prints what it saw
// each optionally ":WORLDS", the analysis's worlds per action (fewer: quicker, rougher).
#pragma once
#include <optional>
#include <string>

#include "app/testing/scene_hooks.hpp"

namespace hs::app {

std::optional<HookError> prepare_review_scene(App& app, const std::string& scene);

}  // namespace hs::app

// Test hooks that set the app up on a given screen before its first frame: --autoplay N bot
// actions, --scene NAME (a moment of the game in play, or a screen that needs none), --save-to.
// Used by screenshots, the smoke tests and reviewers; a scene that cannot be reached says why.
#pragma once
#include <optional>
#include <string>

namespace hs::app {

struct App;

struct HookError {
  std::string message;
  int exit_code = 2;
};

// With a game in play: its --autoplay actions, then the --scene moment (a decision, the hand-over,
// a card in flight, a wide level's start), then --save-to.
std::optional<HookError> prepare_game_scene(App& app);
// The screens that need no game (setup, settings, load, menu) and the learning scenes.
std::optional<HookError> prepare_screen_scene(App& app);

}  // namespace hs::app

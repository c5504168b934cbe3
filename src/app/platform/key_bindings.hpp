// The keys a player can rebind (Settings), kept in the settings file. Moving the focus, activating
// and backing out (arrows, Tab, Enter, Space, Escape) and the numbers 1-9 and 0 (the n-th die, option
// or path) are fixed so a player can always reach the Settings screen to undo a binding; every other command has one key.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include <SDL_keycode.h>
#include <nlohmann/json_fwd.hpp>

namespace hs::app {

enum class Command {
  Roll,        // roll the chosen dice
  Rest,        // rest instead of facing the card
  Skip,        // skip an optional step
  CancelTest,  // step back from a test before rolling
  Undo,
  Inspect,  // explain what has the focus (the key for hover / right-click)
  Hint,     // the coach's hint
  Mute,
  Help,        // the rules
  LogOlder,    // scroll the log back
  LogNewer,
  LevelPrev,  // the board's level tabs
  LevelNext,
};
inline constexpr std::size_t kCommandCount = 13;

// The name a command has in the settings file and in the strings ("keys.<name>").
const char* command_name(Command c);
std::optional<Command> command_from_name(const std::string& name);

struct KeyBindings {
  std::array<SDL_Keycode, kCommandCount> keys{};
  SDL_Keycode key(Command c) const { return keys[static_cast<std::size_t>(c)]; }
  bool operator==(const KeyBindings&) const = default;
};
KeyBindings default_key_bindings();

// The command a key press stands for (Ctrl+Z is Undo whatever Undo's key is, as everywhere else).
std::optional<Command> command_for_key(const KeyBindings& b, SDL_Keycode key, bool ctrl);
// Keys no command may take: they move the focus, activate, back out or pick the n-th choice (1-9, 0).
bool is_reserved_key(SDL_Keycode key);

// Binding `key` to `c`: refused when the key is reserved or another command has it (which one is said).
struct Rebind {
  bool ok = false;
  bool reserved = false;
  std::optional<Command> taken_by;
};
Rebind rebind(KeyBindings& b, Command c, SDL_Keycode key);

// {"roll": "R", ...} with SDL's key names. Reading keeps the default for every entry that is not a
// known command, not a known key, reserved or already taken, and says which in `problems`.
nlohmann::json key_bindings_to_json(const KeyBindings& b);
KeyBindings key_bindings_from_json(const nlohmann::json& j, std::vector<std::string>& problems);

}  // namespace hs::app

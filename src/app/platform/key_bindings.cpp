#include "app/platform/key_bindings.hpp"

#include <SDL_keyboard.h>

#include <nlohmann/json.hpp>

namespace hs::app {

namespace {

constexpr std::array<const char*, kCommandCount> kCommandNames = {
    "roll", "rest", "skip", "cancel_test", "undo", "inspect", "hint", "mute", "help", "log_older", "log_newer", "level_prev", "level_next"};

}  // namespace

const char* command_name(Command c) { return kCommandNames[static_cast<std::size_t>(c)]; }

std::optional<Command> command_from_name(const std::string& name) {
  for (std::size_t i = 0; i < kCommandCount; ++i)
    if (name == kCommandNames[i]) return static_cast<Command>(i);
  return std::nullopt;
}

KeyBindings default_key_bindings() {
  KeyBindings b;
  const auto set = [&b](Command c, SDL_Keycode k) { b.keys[static_cast<std::size_t>(c)] = k; };
  set(Command::Roll, SDLK_r);
  set(Command::Rest, SDLK_e);
  set(Command::Skip, SDLK_s);
  set(Command::CancelTest, SDLK_c);
  set(Command::Undo, SDLK_BACKSPACE);
  set(Command::Inspect, SDLK_i);
  set(Command::Hint, SDLK_h);
  set(Command::Mute, SDLK_m);
  set(Command::Help, SDLK_F1);
  set(Command::LogOlder, SDLK_PAGEUP);
  set(Command::LogNewer, SDLK_PAGEDOWN);
  set(Command::LevelPrev, SDLK_LEFTBRACKET);
  set(Command::LevelNext, SDLK_RIGHTBRACKET);
  return b;
}

bool is_reserved_key(SDL_Keycode key) {
  switch (key) {
    case SDLK_UP: case SDLK_DOWN: case SDLK_LEFT: case SDLK_RIGHT: case SDLK_TAB:
    case SDLK_RETURN: case SDLK_KP_ENTER: case SDLK_SPACE: case SDLK_ESCAPE: case SDLK_UNKNOWN:
      return true;
    default:
      return key >= SDLK_0 && key <= SDLK_9;
  }
}

std::optional<Command> command_for_key(const KeyBindings& b, SDL_Keycode key, bool ctrl) {
  if (ctrl) return key == SDLK_z ? std::optional(Command::Undo) : std::nullopt;  // Ctrl+letter is never a plain command
  for (std::size_t i = 0; i < kCommandCount; ++i)
    if (b.keys[i] == key) return static_cast<Command>(i);
  return std::nullopt;
}

Rebind rebind(KeyBindings& b, Command c, SDL_Keycode key) {
  Rebind r;
  if (is_reserved_key(key)) {
    r.reserved = true;
    return r;
  }
  for (std::size_t i = 0; i < kCommandCount; ++i)
    if (b.keys[i] == key && static_cast<Command>(i) != c) {
      r.taken_by = static_cast<Command>(i);
      return r;
    }
  b.keys[static_cast<std::size_t>(c)] = key;
  r.ok = true;
  return r;
}

nlohmann::json key_bindings_to_json(const KeyBindings& b) {
  nlohmann::json j = nlohmann::json::object();
  for (std::size_t i = 0; i < kCommandCount; ++i) j[kCommandNames[i]] = SDL_GetKeyName(b.keys[i]);
  return j;
}

KeyBindings key_bindings_from_json(const nlohmann::json& j, std::vector<std::string>& problems) {
  const KeyBindings defaults = default_key_bindings();
  if (!j.is_object()) {
    problems.push_back("keys: not an object of command names to key names");
    return defaults;
  }
  // The file's own keys first (so swapping two keys reads back as written), then the defaults of
  // the commands it does not name, where their key is still free.
  KeyBindings b;
  b.keys.fill(SDLK_UNKNOWN);
  for (const auto& [name, value] : j.items()) {
    const auto c = command_from_name(name);
    if (!c) {
      problems.push_back("keys." + name + ": no such command");
      continue;
    }
    const std::string key_name = value.is_string() ? value.get<std::string>() : value.dump();
    const SDL_Keycode key = value.is_string() ? SDL_GetKeyFromName(key_name.c_str()) : SDLK_UNKNOWN;
    if (key == SDLK_UNKNOWN) {
      problems.push_back("keys." + name + ": " + key_name + " is not a key name");
      continue;
    }
    const Rebind r = rebind(b, *c, key);
    if (r.reserved) problems.push_back("keys." + name + ": " + key_name + " is kept for moving, choosing and going back");
    else if (r.taken_by) problems.push_back("keys." + name + ": " + key_name + " is already " + command_name(*r.taken_by));
  }
  for (std::size_t i = 0; i < kCommandCount; ++i) {
    if (b.keys[i] != SDLK_UNKNOWN) continue;
    if (!rebind(b, static_cast<Command>(i), defaults.keys[i]).ok)
      problems.push_back(std::string("keys.") + kCommandNames[i] + ": its usual key " + SDL_GetKeyName(defaults.keys[i]) +
                         " is taken, so it has no key");
  }
  return b;
}

}  // namespace hs::app

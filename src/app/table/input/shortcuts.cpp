// The table's shortcuts (see shortcuts.hpp).
#include "app/table/input/shortcuts.hpp"

#include <SDL_keyboard.h>

namespace hs::app {

std::string shortcut_for(const HitRegion& h, Device d, const KeyBindings& keys) {
  const bool pad = d == Device::Gamepad;
  switch (h.kind) {
    // Undo's own key, as the Keys screen and the menu show it (Ctrl+Z also undoes, unlisted).
    case HitKind::Undo: return pad ? "" : prompt_for(Command::Undo, d, keys);
    case HitKind::Menu: return pad ? "Start" : "Esc";
    case HitKind::CancelAim: return pad ? "B" : "Esc";
    case HitKind::Action: break;
    default: return "";
  }
  const Action& a = h.action;
  if (std::holds_alternative<RollDice>(a)) return prompt_for(Command::Roll, d, keys);
  if (std::holds_alternative<Resolve>(a) || std::holds_alternative<MoveOn>(a) || std::holds_alternative<AttemptOptional>(a) ||
      std::holds_alternative<LeaveShop>(a))
    return pad ? "A" : "Enter";
  if (std::holds_alternative<Rest>(a)) return prompt_for(Command::Rest, d, keys);
  if (std::holds_alternative<SkipOptional>(a)) return prompt_for(Command::Skip, d, keys);
  if (std::holds_alternative<CancelTest>(a)) return prompt_for(Command::CancelTest, d, keys);
  if (const auto* b = std::get_if<ChooseBranch>(&a)) return pad ? "" : std::to_string(b->branch + 1);
  return "";
}

std::string shortcut_name(SDL_Keycode key) {
  if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) return "Enter";
  if (key == SDLK_ESCAPE) return "Esc";
  // Letters and digits as SDL names them (the names prompt_for shows for bound keys).
  if ((key >= SDLK_a && key <= SDLK_z) || (key >= SDLK_0 && key <= SDLK_9)) return SDL_GetKeyName(key);
  return "";
}

const HitRegion* region_for_key(const TableLayout& layout, SDL_Keycode key, const KeyBindings& keys) {
  const std::string name = shortcut_name(key);
  if (name.empty()) return nullptr;
  for (const HitRegion& h : layout.regions)
    if (shortcut_for(h, Device::Keyboard, keys) == name) return &h;
  return nullptr;
}

}  // namespace hs::app

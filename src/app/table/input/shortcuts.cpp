// The table's shortcuts (see shortcuts.hpp).
#include "app/table/input/shortcuts.hpp"

namespace hs::app {

std::string shortcut_for(const HitRegion& h) {
  switch (h.kind) {
    case HitKind::Undo: return "Ctrl+Z";
    case HitKind::Menu: return "Esc";
    case HitKind::CancelAim: return "Esc";
    case HitKind::Action: break;
    default: return "";
  }
  const Action& a = h.action;
  if (std::holds_alternative<RollDice>(a)) return "R";
  if (std::holds_alternative<Resolve>(a) || std::holds_alternative<MoveOn>(a) || std::holds_alternative<AttemptOptional>(a) ||
      std::holds_alternative<LeaveShop>(a))
    return "Enter";
  if (std::holds_alternative<Rest>(a)) return "E";
  if (std::holds_alternative<SkipOptional>(a)) return "S";
  if (std::holds_alternative<CancelTest>(a)) return "C";
  if (const auto* b = std::get_if<ChooseBranch>(&a)) return std::to_string(b->branch + 1);
  return "";
}

std::string shortcut_name(SDL_Keycode key) {
  if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) return "Enter";
  if (key == SDLK_ESCAPE) return "Esc";
  if (key >= SDLK_a && key <= SDLK_z) return std::string(1, static_cast<char>('A' + (key - SDLK_a)));
  if (key >= SDLK_1 && key <= SDLK_9) return std::string(1, static_cast<char>('1' + (key - SDLK_1)));
  return "";
}

const HitRegion* region_for_key(const TableLayout& layout, SDL_Keycode key) {
  const std::string name = shortcut_name(key);
  if (name.empty()) return nullptr;
  for (const HitRegion& h : layout.regions)
    if (shortcut_for(h) == name) return &h;
  return nullptr;
}

}  // namespace hs::app

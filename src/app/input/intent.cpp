#include "app/input/intent.hpp"

#include <SDL_gamecontroller.h>

namespace hs::app {

std::optional<Intent> intent_from_key(const KeyBindings& keys, const SDL_KeyboardEvent& key) {
  const SDL_Keycode k = key.keysym.sym;
  const bool shift = (key.keysym.mod & KMOD_SHIFT) != 0, ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
  constexpr Device kb = Device::Keyboard;
  switch (k) {
    case SDLK_TAB: return Intent::focus(shift ? FocusStep::Previous : FocusStep::Next, kb);
    case SDLK_UP: return Intent::focus(FocusStep::Up, kb);
    case SDLK_DOWN: return Intent::focus(FocusStep::Down, kb);
    case SDLK_LEFT: return Intent::focus(FocusStep::Left, kb);
    case SDLK_RIGHT: return Intent::focus(FocusStep::Right, kb);
    case SDLK_RETURN: case SDLK_KP_ENTER: case SDLK_SPACE: return Intent::of(Intent::Kind::Activate, kb);
    case SDLK_ESCAPE: return Intent::of(Intent::Kind::Back, kb);
    default: break;
  }
  if (k >= SDLK_0 && k <= SDLK_9 && !ctrl) {  // 1 is the first, 0 the tenth (as on the keyboard's row)
    Intent i = Intent::of(Intent::Kind::Activate, kb);
    i.option = k == SDLK_0 ? 9 : static_cast<int>(k - SDLK_1);
    return i;
  }
  if (const auto c = command_for_key(keys, k, ctrl)) return Intent::run(*c, kb);
  return std::nullopt;
}

std::optional<Intent> intent_from_pad_button(Uint8 button) {
  constexpr Device pad = Device::Gamepad;
  switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return Intent::focus(FocusStep::Up, pad);
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return Intent::focus(FocusStep::Down, pad);
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return Intent::focus(FocusStep::Left, pad);
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return Intent::focus(FocusStep::Right, pad);
    case SDL_CONTROLLER_BUTTON_A: return Intent::of(Intent::Kind::Activate, pad);
    case SDL_CONTROLLER_BUTTON_B: return Intent::of(Intent::Kind::Back, pad);
    case SDL_CONTROLLER_BUTTON_X: return Intent::run(Command::Inspect, pad);
    case SDL_CONTROLLER_BUTTON_Y: return Intent::run(Command::Roll, pad);
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return Intent::run(Command::LevelPrev, pad);
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return Intent::run(Command::LevelNext, pad);
    case SDL_CONTROLLER_BUTTON_START: return Intent::of(Intent::Kind::Menu, pad);
    case SDL_CONTROLLER_BUTTON_BACK: return Intent::run(Command::Help, pad);
    default: return std::nullopt;
  }
}

std::string prompt_for(Command c, Device d, const KeyBindings& keys) {
  if (d == Device::Gamepad) {
    switch (c) {
      case Command::Roll: return "Y";
      case Command::Inspect: return "X";
      case Command::LevelPrev: return "LB";
      case Command::LevelNext: return "RB";
      case Command::LogOlder: return "LT";
      case Command::LogNewer: return "RT";
      case Command::Help: return "Back";
      default: break;
    }
    return "";  // reached by moving the focus to its button and pressing A
  }
  const SDL_Keycode k = keys.key(c);
  return k == SDLK_UNKNOWN ? std::string() : std::string(SDL_GetKeyName(k));
}

}  // namespace hs::app

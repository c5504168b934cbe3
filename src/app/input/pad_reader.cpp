#include "app/input/pad_reader.hpp"

#include <SDL_log.h>
#include <SDL_timer.h>

#include <algorithm>

namespace hs::app {

PadReader::~PadReader() {
  for (SDL_GameController* p : pads_) SDL_GameControllerClose(p);
}

std::optional<Intent> PadReader::handle(const SDL_Event& e) {
  switch (e.type) {
    case SDL_CONTROLLERDEVICEADDED: {
      if (SDL_GameController* p = SDL_GameControllerOpen(e.cdevice.which)) {
        pads_.push_back(p);
        SDL_Log("gamepad connected: %s", SDL_GameControllerName(p) ? SDL_GameControllerName(p) : "unnamed");
      }
      return std::nullopt;
    }
    case SDL_CONTROLLERDEVICEREMOVED: {
      // `which` is the instance id here, not a device index.
      const auto gone = std::find_if(pads_.begin(), pads_.end(), [&](SDL_GameController* p) {
        return SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(p)) == e.cdevice.which;
      });
      if (gone != pads_.end()) {
        SDL_GameControllerClose(*gone);
        pads_.erase(gone);
      }
      held_.fill(false);
      stick_step_.reset();
      return std::nullopt;
    }
    case SDL_CONTROLLERBUTTONDOWN: return intent_from_pad_button(e.cbutton.button);
    case SDL_CONTROLLERAXISMOTION: return axis(e.caxis);
    default: return std::nullopt;
  }
}

std::optional<Intent> PadReader::axis(const SDL_ControllerAxisEvent& a) {
  // Crossing kPressAt presses; falling back under kReleaseAt releases (no chatter at the threshold).
  const auto edge = [this](Held h, int value) {
    if (!held_[h] && value >= kPressAt) return held_[h] = true;
    if (held_[h] && value < kReleaseAt) held_[h] = false;
    return false;
  };
  const auto step = [this](FocusStep s) {
    stick_step_ = s;
    stick_since_ = stick_last_ = SDL_GetTicks();
    return std::optional(Intent::focus(s, Device::Gamepad));
  };
  const auto command = [](Command c) { return std::optional(Intent::run(c, Device::Gamepad)); };
  const int v = a.value;
  switch (a.axis) {
    case SDL_CONTROLLER_AXIS_LEFTX:
      if (edge(StickLeft, -v)) return step(FocusStep::Left);
      if (edge(StickRight, v)) return step(FocusStep::Right);
      break;
    case SDL_CONTROLLER_AXIS_LEFTY:
      if (edge(StickUp, -v)) return step(FocusStep::Up);
      if (edge(StickDown, v)) return step(FocusStep::Down);
      break;
    case SDL_CONTROLLER_AXIS_TRIGGERLEFT:
      if (edge(TriggerLeft, v)) return command(Command::LogOlder);
      break;
    case SDL_CONTROLLER_AXIS_TRIGGERRIGHT:
      if (edge(TriggerRight, v)) return command(Command::LogNewer);
      break;
    default: break;
  }
  if (!held_[StickLeft] && !held_[StickRight] && !held_[StickUp] && !held_[StickDown]) stick_step_.reset();
  return std::nullopt;
}

std::optional<Intent> PadReader::repeat(std::uint32_t now) {
  if (!stick_step_ || now - stick_since_ < kFirstRepeatMs || now - stick_last_ < kRepeatMs) return std::nullopt;
  stick_last_ = now;
  return Intent::focus(*stick_step_, Device::Gamepad);
}

}  // namespace hs::app

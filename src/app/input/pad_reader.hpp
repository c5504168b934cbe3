// The gamepads: opened as they are plugged in and closed as they go (hot-plug), read through SDL's
// GameController API and its built-in mapping database, and turned into intents. Buttons map one to
// one (intent.hpp); the triggers and the left stick are axes, read here as presses when they cross
// a threshold, the stick repeating while held like a key.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include <SDL_events.h>
#include <SDL_gamecontroller.h>

#include "app/input/intent.hpp"

namespace hs::app {

class PadReader {
 public:
  PadReader() = default;
  PadReader(const PadReader&) = delete;
  PadReader& operator=(const PadReader&) = delete;
  ~PadReader();

  // An event from SDL (device added or removed, button, axis): the intent it means, if any.
  // Controller events must be enabled (SDL_INIT_GAMECONTROLLER).
  std::optional<Intent> handle(const SDL_Event& e);
  // The held stick repeats its step every kRepeatMs after kFirstRepeatMs: call each frame.
  std::optional<Intent> repeat(std::uint32_t now);
  int connected() const { return static_cast<int>(pads_.size()); }
  // The stick is held in a direction: repeat() has steps to give, so the loop must not rest.
  bool repeating() const { return stick_step_.has_value(); }

  static constexpr std::int16_t kPressAt = 16000, kReleaseAt = 8000;  // out of 32767 (hysteresis)
  static constexpr std::uint32_t kFirstRepeatMs = 400, kRepeatMs = 150;

 private:
  std::optional<Intent> axis(const SDL_ControllerAxisEvent& a);
  std::vector<SDL_GameController*> pads_;
  // Held axis directions: stick left/right/up/down, left and right trigger.
  enum Held { StickLeft, StickRight, StickUp, StickDown, TriggerLeft, TriggerRight, kHeldCount };
  std::array<bool, kHeldCount> held_{};
  std::optional<FocusStep> stick_step_;
  std::uint32_t stick_since_ = 0, stick_last_ = 0;
};

}  // namespace hs::app

// What a key press or a pad button means to a screen, whichever device it came from: one input path
// for the keyboard and the gamepad. Screens act on intents; only this folder knows about keys and
// buttons (and the prompts that name them).
#pragma once
#include <optional>
#include <string>

#include <SDL_events.h>

#include "app/input/focus_nav.hpp"
#include "app/platform/key_bindings.hpp"

namespace hs::app {

enum class Device { Keyboard, Gamepad };

struct Intent {
  enum class Kind { Focus, Activate, Back, Menu, Run };
  Kind kind = Kind::Activate;
  FocusStep step = FocusStep::Next;  // Kind::Focus
  Command command = Command::Roll;   // Kind::Run
  int option = -1;                   // 0-9 for the keys 1-9 and 0 (Kind::Activate of the n-th choice), else -1
  Device device = Device::Keyboard;

  static Intent of(Kind k, Device d) {
    Intent i;
    i.kind = k;
    i.device = d;
    return i;
  }
  static Intent focus(FocusStep s, Device d) {
    Intent i = of(Kind::Focus, d);
    i.step = s;
    return i;
  }
  static Intent run(Command c, Device d) {
    Intent i = of(Kind::Run, d);
    i.command = c;
    return i;
  }
};

// A key press: Tab/Shift+Tab and arrows move the focus, Enter/Space activate, Escape backs out, 1-9
// and 0 pick the n-th of what is chosen (a die of the pool, an option, a path), other keys run their command (rebindable). Nothing for a key that means nothing.
std::optional<Intent> intent_from_key(const KeyBindings& keys, const SDL_KeyboardEvent& key);

// A gamepad button (SDL's GameController layout, Xbox names): D-pad moves the focus, A activates,
// B backs out, X inspects, Y rolls, LB/RB change the board's level, Start opens the menu, Back the
// rules. The triggers and the stick are read by PadReader (they are axes).
std::optional<Intent> intent_from_pad_button(Uint8 button);

// How a prompt names a command for the device used last ("R" or "Y"); "" when the device has no
// button of its own for it (the pad reaches it by its focus and A).
std::string prompt_for(Command c, Device d, const KeyBindings& keys);

}  // namespace hs::app

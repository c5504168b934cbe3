// The gamepad (issue 25) through SDL's own virtual joystick, as a real pad arrives: plugged in while
// the app runs, its buttons and axes read as intents (the same ones the keyboard gives), unplugged
// cleanly. Keys: Tab/arrows move the focus, Enter activates, Escape backs out, 1-9 pick options.
#include <catch2/catch.hpp>

#include <SDL.h>

#include "app/input/pad_reader.hpp"

using namespace hs::app;

namespace {

// SDL's joystick and controller subsystems, with a virtual pad of the standard layout attached.
struct VirtualPad {
  int device = -1;
  VirtualPad() {
    REQUIRE(SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0);
    device = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX, SDL_CONTROLLER_BUTTON_MAX, 0);
    REQUIRE(device >= 0);
  }
  ~VirtualPad() {
    SDL_JoystickDetachVirtual(device);
    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
  }
};

// Every intent the queued events give (device events open and close pads on the way).
std::vector<Intent> drain(PadReader& reader) {
  SDL_PumpEvents();
  std::vector<Intent> out;
  SDL_Event e;
  while (SDL_PollEvent(&e))
    if (auto i = reader.handle(e)) out.push_back(*i);
  return out;
}

SDL_KeyboardEvent key(SDL_Keycode k, Uint16 mod = KMOD_NONE) {
  SDL_KeyboardEvent e{};
  e.type = SDL_KEYDOWN;
  e.keysym.sym = k;
  e.keysym.mod = mod;
  return e;
}

}  // namespace

TEST_CASE("pad: a virtual pad plugged in is opened, read as intents and closed when unplugged") {
  VirtualPad pad;
  PadReader reader;
  drain(reader);  // the device-added event
  REQUIRE(reader.connected() == 1);
  SDL_Joystick* joy = SDL_JoystickFromInstanceID(SDL_JoystickGetDeviceInstanceID(pad.device));
  REQUIRE(joy);

  SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, 1);
  SDL_JoystickUpdate();
  auto got = drain(reader);
  REQUIRE(got.size() == 1);
  CHECK(got[0].kind == Intent::Kind::Activate);
  CHECK(got[0].device == Device::Gamepad);
  SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, 0);

  SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 1);
  SDL_JoystickUpdate();
  got = drain(reader);
  REQUIRE(got.size() == 1);
  CHECK(got[0].kind == Intent::Kind::Focus);
  CHECK(got[0].step == FocusStep::Right);
  SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 0);

  // The stick: one step when it crosses the threshold, none while it stays, one again after release.
  SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, 30000);
  SDL_JoystickUpdate();
  got = drain(reader);
  REQUIRE(got.size() == 1);
  CHECK(got[0].step == FocusStep::Down);
  SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, 20000);
  SDL_JoystickUpdate();
  CHECK(drain(reader).empty());
  SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, 0);
  SDL_JoystickUpdate();
  CHECK(drain(reader).empty());
  SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, 30000);
  SDL_JoystickUpdate();
  CHECK(drain(reader).size() == 1);

  // A trigger pulled scrolls the log.
  SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);
  SDL_JoystickUpdate();
  got = drain(reader);
  REQUIRE(got.size() == 1);
  CHECK(got[0].kind == Intent::Kind::Run);
  CHECK(got[0].command == Command::LogNewer);

  SDL_JoystickDetachVirtual(pad.device);
  pad.device = -1;
  drain(reader);
  CHECK(reader.connected() == 0);
}

TEST_CASE("pad: each button means what the prompts say") {
  const KeyBindings keys = default_key_bindings();
  CHECK(intent_from_pad_button(SDL_CONTROLLER_BUTTON_B)->kind == Intent::Kind::Back);
  CHECK(intent_from_pad_button(SDL_CONTROLLER_BUTTON_START)->kind == Intent::Kind::Menu);
  CHECK(intent_from_pad_button(SDL_CONTROLLER_BUTTON_Y)->command == Command::Roll);
  CHECK(prompt_for(Command::Roll, Device::Gamepad, keys) == "Y");
  CHECK(intent_from_pad_button(SDL_CONTROLLER_BUTTON_X)->command == Command::Inspect);
  CHECK(prompt_for(Command::Inspect, Device::Gamepad, keys) == "X");
  CHECK(intent_from_pad_button(SDL_CONTROLLER_BUTTON_LEFTSHOULDER)->command == Command::LevelPrev);
  CHECK(prompt_for(Command::LevelPrev, Device::Gamepad, keys) == "LB");
  CHECK(prompt_for(Command::Rest, Device::Gamepad, keys).empty());
  CHECK(prompt_for(Command::Rest, Device::Keyboard, keys) == "E");
  CHECK_FALSE(intent_from_pad_button(SDL_CONTROLLER_BUTTON_LEFTSTICK).has_value());
}

TEST_CASE("keys: the same intents from the keyboard") {
  const KeyBindings keys = default_key_bindings();
  CHECK(intent_from_key(keys, key(SDLK_TAB))->step == FocusStep::Next);
  CHECK(intent_from_key(keys, key(SDLK_TAB, KMOD_LSHIFT))->step == FocusStep::Previous);
  CHECK(intent_from_key(keys, key(SDLK_LEFT))->step == FocusStep::Left);
  CHECK(intent_from_key(keys, key(SDLK_SPACE))->kind == Intent::Kind::Activate);
  CHECK(intent_from_key(keys, key(SDLK_ESCAPE))->kind == Intent::Kind::Back);
  CHECK(intent_from_key(keys, key(SDLK_3))->option == 2);
  CHECK(intent_from_key(keys, key(SDLK_r))->command == Command::Roll);
  CHECK(intent_from_key(keys, key(SDLK_z, KMOD_LCTRL))->command == Command::Undo);
  CHECK_FALSE(intent_from_key(keys, key(SDLK_q)).has_value());
  CHECK(intent_from_key(keys, key(SDLK_r))->device == Device::Keyboard);
}

// --virtual-pad: a gamepad SDL believes in (its virtual joystick API), pressed by script or by file.
#include "app/testing/virtual_pad.hpp"

#include <SDL_gamecontroller.h>
#include <SDL_log.h>
#include <SDL_timer.h>

#include <fstream>
#include <sstream>

namespace hs::app {

namespace {

struct ParsedPad {
  std::vector<std::string> tokens;
  std::string error;
};

ParsedPad split_pad_script(const std::string& script) {
  ParsedPad out;
  std::stringstream in(script);
  std::string t;
  while (std::getline(in, t, ',')) {
    if (t == "quit" || t.rfind("wait:", 0) == 0) {
      if (t != "quit") {
        const std::string ms = t.substr(5);
        if (ms.empty() || ms.size() > 6 || ms.find_first_not_of("0123456789") != std::string::npos)
          out.error = "'" + t + "': wait takes milliseconds (up to 6 digits)";
      }
    } else if (SDL_GameControllerGetButtonFromString(t.c_str()) == SDL_CONTROLLER_BUTTON_INVALID) {
      out.error = "'" + t + "' is not a pad button (a, b, x, y, back, start, leftshoulder, rightshoulder, dpup, dpdown, dpleft, dpright)";
    }
    if (!out.error.empty()) return out;
    out.tokens.push_back(t);
  }
  return out;
}

}  // namespace

std::string check_virtual_pad_script(const std::string& script) {
  if (script.size() > 1 && script[0] == '@') return "";  // a file followed: checked as its lines come
  const ParsedPad p = split_pad_script(script);
  if (!p.error.empty()) return p.error;
  return p.tokens.empty() ? "the script is empty" : "";
}

void VirtualPad::add(const std::string& t) {
  Press p;
  if (t == "quit") p.quit = true;
  else if (t.rfind("wait:", 0) == 0) p.wait = static_cast<std::uint32_t>(std::stoul(t.substr(5)));
  else p.button = SDL_GameControllerGetButtonFromString(t.c_str());
  steps_.push_back(p);
}

void VirtualPad::read_follow() {
  std::ifstream in(follow_, std::ios::binary);
  if (!in || !in.seekg(follow_at_)) return;
  std::string line;
  // Whole lines only: a line being written is read on a later frame.
  while (std::getline(in, line) && !in.eof()) {
    follow_at_ += static_cast<std::streamoff>(line.size() + 1);
    const ParsedPad parsed = split_pad_script(line);
    if (!parsed.error.empty()) {
      SDL_Log("virtual pad: %s: %s", follow_.c_str(), parsed.error.c_str());
      continue;
    }
    for (const std::string& t : parsed.tokens) add(t);
  }
}

VirtualPad::VirtualPad(const std::string& script) {
  if (script.empty()) return;
  if (script[0] == '@') follow_ = script.substr(1);
  else
    for (const std::string& t : split_pad_script(script).tokens) add(t);
  SDL_VirtualJoystickDesc desc{};
  desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
  desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
  desc.naxes = SDL_CONTROLLER_AXIS_MAX;
  desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
  desc.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1;  // every button: joystick button i is pad button i
  desc.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1;
  desc.name = "High Score virtual pad";
  device_ = SDL_JoystickAttachVirtualEx(&desc);
  if (device_ < 0 || !(joy_ = SDL_JoystickOpen(device_))) {
    SDL_Log("virtual pad: %s", SDL_GetError());
    steps_.clear();
    follow_.clear();
    return;
  }
  next_at_ = SDL_GetTicks() + kFirstMs;
}

VirtualPad::~VirtualPad() {
  if (joy_) SDL_JoystickClose(joy_);
  if (device_ >= 0) SDL_JoystickDetachVirtual(device_);
}

VirtualPad::Step VirtualPad::step(std::uint32_t now) {
  if (!joy_) return Step::Running;
  if (held_ >= 0 && now >= release_at_) {
    SDL_JoystickSetVirtualButton(joy_, held_, SDL_RELEASED);
    held_ = -1;
  }
  if (held_ >= 0 || now < next_at_) return Step::Running;
  if (next_ >= steps_.size() && !follow_.empty()) read_follow();
  if (next_ >= steps_.size()) return Step::Running;
  const Press& p = steps_[next_++];
  if (p.quit) return Step::Done;
  if (p.wait) {
    next_at_ = now + p.wait;
    return Step::Running;
  }
  SDL_JoystickSetVirtualButton(joy_, p.button, SDL_PRESSED);
  held_ = p.button;
  release_at_ = now + kHoldMs;
  next_at_ = now + kGapMs;
  return Step::Running;
}

}  // namespace hs::app

// --virtual-pad SCRIPT: a gamepad made with SDL's virtual joystick API, so tests drive the app
// through the same path as a real pad (SDL's controller events, PadReader, intents). The script is
// a comma-separated list: a button by SDL's name (a, b, x, y, back, start, leftshoulder,
// rightshoulder, dpup, dpdown, dpleft, dpright), "wait:MS", or "quit" (the app closes).
// "@FILE" follows a file instead: the presses written to it (one or more a line) are made as the
// lines arrive, so a test can decide the next presses from what the game shows.
#pragma once
#include <cstdint>
#include <ios>
#include <string>
#include <vector>

#include <SDL_joystick.h>

namespace hs::app {

class VirtualPad {
 public:
  explicit VirtualPad(const std::string& script);
  VirtualPad(const VirtualPad&) = delete;
  VirtualPad& operator=(const VirtualPad&) = delete;
  ~VirtualPad();
  bool active() const { return !steps_.empty() || !follow_.empty(); }
  enum class Step { Running, Done };
  // Presses and releases the script's buttons at their time; Done once "quit" is reached.
  Step step(std::uint32_t now);

  static constexpr std::uint32_t kHoldMs = 50, kGapMs = 130, kFirstMs = 1500;  // the first press waits for the pad to be opened

 private:
  struct Press {
    int button = -1;       // SDL_GameControllerButton, or -1
    std::uint32_t wait = 0;  // wait:MS
    bool quit = false;
  };
  void add(const std::string& token);
  void read_follow();
  std::vector<Press> steps_;
  std::string follow_;           // "@FILE": the file followed
  std::streamoff follow_at_ = 0;  // how much of it was read
  std::size_t next_ = 0;
  int device_ = -1;
  SDL_Joystick* joy_ = nullptr;
  int held_ = -1;
  std::uint32_t release_at_ = 0, next_at_ = 0;
};

// Parses a script; "" when it is valid, else what is wrong and where (for the argument's message).
std::string check_virtual_pad_script(const std::string& script);

}  // namespace hs::app

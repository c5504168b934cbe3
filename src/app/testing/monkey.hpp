// --monkey N[,SEED]: a test hook that feeds the event loop N random clicks and keys (seeded), on
// whatever screen is showing, then quits; a watchdog aborts if one frame takes over 10 s (a hang).
// Quit in the menu only returns to the menu while events remain.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>

#include "app/shell/screen_stack.hpp"
#include "highscore/rng.hpp"

namespace hs::app {

struct App;

class Monkey {
 public:
  Monkey(int events, std::uint64_t seed);
  ~Monkey();
  // Called once per frame: pushes a few events, counts them, ends the run when they are used up.
  void inject(App& app);
  // While events remain, a Quit chosen by the monkey goes back to the menu instead.
  bool keeps_running(App& app);
  void report() const;

 private:
  int left_ = 0, sent_ = 0, clicks_ = 0, keys_ = 0, quits_ = 0;
  int frames_on_[kScreenCount] = {};  // per Screen: where the events went
  Rng rng_;
  std::atomic<std::int64_t> last_frame_ms_{0};
  std::atomic<bool> stop_{false};
  std::thread watchdog_;
};

}  // namespace hs::app

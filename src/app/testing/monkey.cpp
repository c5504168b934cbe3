// The --monkey test hook (monkey.hpp).
#include "app/testing/monkey.hpp"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>

#include "app/shell/app.hpp"

namespace hs::app {

namespace {
std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
constexpr SDL_Keycode kKeys[] = {SDLK_r, SDLK_RETURN, SDLK_SPACE, SDLK_e, SDLK_s, SDLK_c, SDLK_u, SDLK_z,
                                 SDLK_BACKSPACE, SDLK_ESCAPE, SDLK_1, SDLK_2, SDLK_3, SDLK_4, SDLK_5, SDLK_9,
                                 SDLK_TAB, SDLK_a};
}  // namespace

Monkey::Monkey(int events, std::uint64_t seed) : left_(events), rng_(seed) {
  if (events <= 0) return;
  last_frame_ms_ = now_ms();
  watchdog_ = std::thread([this] {
    while (!stop_) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      if (now_ms() - last_frame_ms_ > 10000) {
        std::fprintf(stderr, "monkey: no frame for 10 s after %d events: the app hangs\n", sent_);
        std::abort();
      }
    }
  });
}

Monkey::~Monkey() {
  stop_ = true;
  if (watchdog_.joinable()) watchdog_.join();
}

bool Monkey::keeps_running(App& app) {
  if (left_ <= 0 || sent_ == 0) return false;
  ++quits_;
  app.running = true;
  app.screens.replace(Screen::Menu);
  return true;
}

void Monkey::inject(App& app) {
  if (sent_ == 0 && left_ <= 0) return;
  last_frame_ms_ = now_ms();
  ++frames_on_[static_cast<int>(app.screens.top_id())];
  if (left_ <= 0) {
    app.running = false;
    return;
  }
  int w = 0, h = 0;
  SDL_GetWindowSize(app.window.get(), &w, &h);
  for (int i = 0; i < 3 && left_ > 0; ++i, --left_, ++sent_) {
    SDL_Event e{};
    if (rng_.below(3) != 0) {  // two in three are clicks, anywhere in the window
      const int x = static_cast<int>(rng_.below(static_cast<std::uint32_t>(std::max(w, 1))));
      const int y = static_cast<int>(rng_.below(static_cast<std::uint32_t>(std::max(h, 1))));
      SDL_Event move{};
      move.type = SDL_MOUSEMOTION;
      move.motion.x = x;
      move.motion.y = y;
      SDL_PushEvent(&move);
      e.type = SDL_MOUSEBUTTONDOWN;
      e.button.button = SDL_BUTTON_LEFT;
      e.button.x = x;
      e.button.y = y;
      ++clicks_;
    } else {
      e.type = SDL_KEYDOWN;
      e.key.keysym.sym = kKeys[rng_.below(static_cast<std::uint32_t>(std::size(kKeys)))];
      if (rng_.below(8) == 0) e.key.keysym.mod = KMOD_LCTRL;
      ++keys_;
    }
    SDL_PushEvent(&e);
  }
}

void Monkey::report() const {
  std::printf("monkey: %d events (%d clicks, %d keys), %d quits turned back to the menu, no crash, no hang; frames on",
              sent_, clicks_, keys_, quits_);
  for (int i = 0; i < kScreenCount; ++i)
    std::printf("%s %s %d", i ? "," : "", screen_name(static_cast<Screen>(i)), frames_on_[i]);
  std::printf("\n");
}

}  // namespace hs::app

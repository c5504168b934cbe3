// Reading SDL's events and handing each to the screen stack, one frame at a time.
#include "app/shell/event_loop.hpp"

#include "app/audio/app_sound.hpp"
#include "app/shell/app.hpp"
#include "app/shell/frame.hpp"
#include "app/screens/rules/rules_screen.hpp"
#include "app/teach/teach.hpp"
#include "app/testing/monkey.hpp"
#include "app/testing/screen_trace.hpp"

namespace hs::app {

namespace {

// F1 opens the rules from any screen (at the rule of what is pinned or asked now) and closes them.
void help_key(App& app) {
  if (app.screens.shows(Screen::Rules)) return app.screens.pop();
  // A pinned inspection's rule, else the rule of the decision at hand (a passing hover is not a
  // choice: it made Rules open on a seemingly random section).
  const auto& ins = app.teach.inspect.shown;
  open_rules(app, ins && app.teach.inspect.pinned ? ins->rule : rule_for_now(app));
}

// One event: the window's own, then the pointer converted once to logical coordinates, then the
// screen stack (layers first, then the top screen), then the app's keys nothing took.
void dispatch_event(App& app, const SDL_Event& e) {
  if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e.window.event == SDL_WINDOWEVENT_RESIZED)) {
    update_viewport(app);
    if (!app.settings.fullscreen) {
      SDL_GetWindowSize(app.window.get(), &app.settings.window_width, &app.settings.window_height);
    }
  }
  Point at;
  if (e.type == SDL_MOUSEMOTION) app.pointer.pos = at = to_logical(app, e.motion.x, e.motion.y);
  if (e.type == SDL_MOUSEBUTTONDOWN) {
    at = to_logical(app, e.button.x, e.button.y);
    if (e.button.button == SDL_BUTTON_LEFT) app.pointer.pos = at;
  }
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F1) return help_key(app);
  if (app.screens.handle(InputEvent{e, at})) return;
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_m && (e.key.keysym.mod & KMOD_CTRL) == 0) toggle_mute(app);
}

}  // namespace

// At rest the loop wakes this often without an event, to see whether a notice has run out.
constexpr int kIdleHeartbeatMs = 500;

void run_event_loop(App& app) {
  const AppArgs& args = app.args;
  Monkey monkey(args.monkey, args.monkey_seed);
  ScreenTrace trace(args.trace);
  // --roll-and-quit MS: the dice chosen are rolled as the R key does, then the app quits MS later.
  const std::uint32_t quit_at = args.roll_and_quit > 0 ? SDL_GetTicks() + static_cast<std::uint32_t>(args.roll_and_quit) : 0;
  if (quit_at) {
    SDL_Event press{};
    press.type = SDL_KEYDOWN;
    press.key.keysym.sym = SDLK_r;
    SDL_PushEvent(&press);
  }
  // While nothing moves (FrameNeed), the loop sleeps until an event arrives (input, a window change,
  // a background answer) and redraws then; a heartbeat wakes it to redraw what changes with time
  // alone (a notice running out). The monkey and --roll-and-quit keep their pace.
  const bool paced = args.monkey > 0 || quit_at != 0;
  bool draw_next = true;
  while (app.running || monkey.keeps_running(app)) {
    if (quit_at && SDL_GetTicks() >= quit_at) app.running = false;
    monkey.inject(app);
    app.screens.collect();
    trace.note(app.screens.top_id(), app.table.handover_seat);
    SDL_Event e;
    bool had_event = false;
    while (SDL_PollEvent(&e)) {
      had_event = true;
      if (e.type == SDL_QUIT) app.running = false;
      dispatch_event(app, e);
    }
    const FrameNeed need = app.screens.update();
    if (draw_next || had_event || need.animating) {
      draw_screen(app);
      SDL_RenderPresent(app.renderer.get());
    }
    update_sound(app);
    // After input, one more frame: a button acts while its frame is drawn (immediate mode), so the
    // screen it leads to is drawn on the next one.
    if (need.animating || paced || had_event || !app.running) {
      SDL_Delay(need.quick ? 4 : 12);
      draw_next = true;
    } else {
      // Returns early when an event is queued (left for the poll above): the next frame draws it.
      // Without one, only a notice on screen changes with time (it runs out).
      const bool timed_out = SDL_WaitEventTimeout(nullptr, kIdleHeartbeatMs) == 0;
      draw_next = timed_out && !app.message.empty() && SDL_GetTicks() <= app.message_until + kIdleHeartbeatMs;
    }
  }
  if (!app.settings.fullscreen) persist_settings(app);
  if (args.monkey) monkey.report();
}

}  // namespace hs::app

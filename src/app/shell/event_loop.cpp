// Reading SDL's events and handing each to the screen stack, one frame at a time.
#include "app/shell/event_loop.hpp"

#include <algorithm>

#include "app/audio/app_sound.hpp"
#include "app/input/pad_reader.hpp"
#include "app/shell/app.hpp"
#include "app/shell/frame.hpp"
#include "app/screens/rules/rules_screen.hpp"
#include "app/teach/teach.hpp"
#include "app/testing/monkey.hpp"
#include "app/testing/screen_trace.hpp"
#include "app/testing/virtual_pad.hpp"

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

// The device used last decides what the prompts name (keys or pad buttons) and whether the focus
// ring shows: the mouse hides it, a key or a button brings it back.
void note_device(App& app, const SDL_Event& e, const std::optional<Intent>& intent) {
  Pointer& p = app.pointer;
  if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEWHEEL) p.ring = false;
  if (!intent) return;
  const bool pad = intent->device == Device::Gamepad;
  if (pad != p.pad_last) app.table.layout_dirty = true;  // the table's prompts change with the device
  p.pad_last = pad;
}

// One event: the window's own, then the pointer converted once to logical coordinates, then what a
// key or pad button means (the one input path for both), then the screen stack (layers first, then
// the top screen), then the app's commands nothing took.
void dispatch_event(App& app, const SDL_Event& e, PadReader& pads) {
  if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e.window.event == SDL_WINDOWEVENT_RESIZED)) {
    update_viewport(app);
    if (!app.settings.fullscreen) {
      SDL_GetWindowSize(app.window.get(), &app.settings.window_width, &app.settings.window_height);
    }
  }
  Point at;
  if (e.type == SDL_MOUSEMOTION) {
    app.pointer.pos = at = to_logical(app, e.motion.x, e.motion.y);
    if (e.motion.xrel != 0 || e.motion.yrel != 0) app.pointer.ring = false;
  }
  if (e.type == SDL_MOUSEBUTTONDOWN) {
    at = to_logical(app, e.button.x, e.button.y);
    if (e.button.button == SDL_BUTTON_LEFT) app.pointer.pos = at;
  }
  std::optional<Intent> intent;
  if (e.type == SDL_KEYDOWN) intent = intent_from_key(app.settings.keys, e.key);
  else intent = pads.handle(e);
  note_device(app, e, intent);
  if (intent && intent->kind == Intent::Kind::Run && intent->command == Command::Help) return help_key(app);
  if (app.screens.handle(InputEvent{e, at, intent})) return;
  if (intent && intent->kind == Intent::Kind::Run && intent->command == Command::Mute) toggle_mute(app);
}

}  // namespace

void dispatch_intent(App& app, const Intent& i, const SDL_Event* source) {
  SDL_Event none{};
  none.type = SDL_USEREVENT;
  const SDL_Event& e = source ? *source : none;
  note_device(app, e, i);
  if (i.kind == Intent::Kind::Run && i.command == Command::Help) return help_key(app);
  if (app.screens.handle(InputEvent{e, {}, i})) return;
  if (i.kind == Intent::Kind::Run && i.command == Command::Mute) toggle_mute(app);
}

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
  PadReader pads;                       // gamepads, opened as they are plugged in
  VirtualPad virtual_pad(args.virtual_pad);  // --virtual-pad SCRIPT: a pad SDL believes in, pressed by script
  const bool paced = args.monkey > 0 || quit_at != 0 || virtual_pad.active();
  bool draw_next = true;
  while (app.running || monkey.keeps_running(app)) {
    if (quit_at && SDL_GetTicks() >= quit_at) app.running = false;
    monkey.inject(app);
    if (virtual_pad.step(SDL_GetTicks()) == VirtualPad::Step::Done) app.running = false;
    app.screens.collect();
    trace.note(app.screens.top_id(), app.table.handover_seat);
    SDL_Event e;
    bool had_event = false;
    while (SDL_PollEvent(&e)) {
      had_event = true;
      if (e.type == SDL_QUIT) app.running = false;
      dispatch_event(app, e, pads);
    }
    if (const auto held = pads.repeat(SDL_GetTicks())) dispatch_intent(app, *held), had_event = true;
    const FrameNeed need = app.screens.update();
    if (draw_next || had_event || need.animating) {
      draw_screen(app);
      SDL_RenderPresent(app.renderer.get());
    }
    update_sound(app);
    // After input, one more frame: a button acts while its frame is drawn (immediate mode), so the
    // screen it leads to is drawn on the next one.
    if (need.animating || paced || had_event || !app.running || pads.repeating()) {
      // Input is answered at the full pace; a gentle pulse alone waits longer between frames.
      const bool answering = had_event || pads.repeating();
      SDL_Delay(static_cast<Uint32>(answering ? std::min(frame_pause_ms(need), kFrameMs) : frame_pause_ms(need)));
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

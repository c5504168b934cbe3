// Reading SDL's events and handing each to the screen showing, one frame at a time.
#include "app/shell/event_loop.hpp"

#include "app/audio/app_sound.hpp"
#include "app/shell/app.hpp"
#include "app/shell/frame.hpp"
#include "app/table/input/table_input.hpp"
#include "app/testing/monkey.hpp"
#include "app/testing/screen_trace.hpp"

namespace hs::app {

namespace {

// One event, after the learning features have had their look at it (teach_event).
void dispatch_event(App& app, const SDL_Event& e) {
  if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e.window.event == SDL_WINDOWEVENT_RESIZED)) {
    update_viewport(app);
    if (!app.settings.fullscreen) {
      SDL_GetWindowSize(app.window.get(), &app.settings.window_width, &app.settings.window_height);
    }
  }
  if (e.type == SDL_MOUSEMOTION) app.pointer.pos = to_logical(app, e.motion.x, e.motion.y);
  if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT) {
    const Point p = to_logical(app, e.button.x, e.button.y);
    app.pointer.pos = p;
    if (app.screen == Screen::Table) table_click(app, p);
    else app.pointer.click = p;
  }
  if (e.type == SDL_MOUSEWHEEL && app.screen == Screen::Table) {
    const int flip = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -1 : 1;
    table_wheel(app, e.wheel.x * flip, e.wheel.y * flip);
  }
  if (e.type == SDL_KEYDOWN) {
    const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
    if (e.key.keysym.sym == SDLK_m && !ctrl) return toggle_mute(app);  // on every screen but the rules' search
    if (app.screen == Screen::Table) table_key(app, e.key.keysym.sym, ctrl);
    else if (e.key.keysym.sym == SDLK_ESCAPE) app.screen = Screen::Menu;
  }
}

}  // namespace

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
  while (app.running || monkey.keeps_running(app)) {
    if (quit_at && SDL_GetTicks() >= quit_at) app.running = false;
    monkey.inject(app);
    trace.note(app.screen, app.handover_seat);
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
      if (e.type == SDL_QUIT) app.running = false;
      if (teach_event(app, e)) continue;  // F1, inspect, the rules screen, the tutorial
      dispatch_event(app, e);
    }
    if (app.screen == Screen::Table) table_update(app);
    draw_screen(app);
    SDL_RenderPresent(app.renderer.get());
    update_sound(app);
    SDL_Delay(app.screen == Screen::Table && app.roll_anim.active(SDL_GetTicks()) ? 4 : 12);
  }
  if (!app.settings.fullscreen) persist_settings(app);
  if (args.monkey) monkey.report();
}

}  // namespace hs::app

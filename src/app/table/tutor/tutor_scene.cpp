// The tutor's scene: a rest in front of a test, held and asked about.
#include "app/table/tutor/tutor_scene.hpp"

#include <cstdio>

#include "app/shell/app.hpp"
#include "app/table/input/table_input.hpp"

namespace hs::app {

std::optional<HookError> prepare_tutor_scene(App& app) {
  Session& ses = *app.session;
  const std::uint64_t seed = ses.game().seed();
  ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{"advisor"}), seed);
  auto facing_test = [&] {
    const Game& g = ses.game();
    if (g.pending().kind != DecisionKind::TurnAction || g.pending().owner != 0) return false;
    bool option = false, rest = false;
    for (const Action& a : g.legal_actions()) {
      option = option || std::holds_alternative<ChooseOption>(a);
      rest = rest || std::holds_alternative<Rest>(a);
    }
    return option && rest;
  };
  for (int i = 0; i < 5000 && !ses.game().finished() && !facing_test(); ++i)
    if (!ses.bot_step()) break;
  if (!facing_test()) return HookError{"--scene tutor: seat 1 never faced a test with the choice to rest", 2};
  std::vector<Seat> seats(ses.seats().size(), Seat{"advisor"});
  seats[0] = Seat{};
  ses.set_seats(seats, seed);
  sync_log(app);
  app.settings.tutor = "on";  // this run only: the settings file is not written
  app.screens.replace(Screen::Table);
  app.table.handover_seat = -1;
  app.table.screen_owner = 0;
  app.table.layout_dirty = true;
  apply_and_record(app, Rest{});
  const std::uint32_t start = SDL_GetTicks();
  while (app.tutor.held && !app.tutor.check && SDL_GetTicks() - start < 20000) {
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
    }
    app.screens.update();
    SDL_Delay(10);
  }
  const bool asked = app.tutor.check.has_value();
  std::printf("tutor: resting was checked in %u ms: %s\n", SDL_GetTicks() - start,
              asked ? app.tutor.check->explanation.c_str() : app.tutor.held ? "still checking" : "fine, applied");
  std::fflush(stdout);
  return std::nullopt;
}

}  // namespace hs::app

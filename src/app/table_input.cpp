// The table's input and pacing: clicks through the hit regions, keyboard shortcuts, bots at a
// watchable pace, the roll animation, the log, and the autosave after every action (constant time:
// the session journals each action; see autosave.hpp).
#include <filesystem>

#include <SDL.h>

#include "app/action_text.hpp"
#include "app/app.hpp"

namespace hs::app {

void autosave(App& app) {
  if (!app.session) return;
  if (!app.session->autosaving()) {
    if (auto err = ensure_dir(data_dir())) {
      app.notify(*err);
      return;
    }
    // The autosave of another game is replaced now, unless it cannot be read: then it is kept aside.
    std::vector<std::string> notes;
    if (auto err = app.session->autosave_to(autosave_path(), true, notes))
      notes.push_back(app.tr("table.autosave_failed", {*err}));
    if (!notes.empty()) app.notify(join_notes(notes), 8000);
  }
  if (auto problem = app.session->take_autosave_problem())
    app.notify(app.tr("table.autosave_failed", {*problem}));
}

std::string join_notes(const std::vector<std::string>& notes) {
  std::string out;
  for (const std::string& n : notes) out += (out.empty() ? "" : "\n") + n;
  return out;
}

void start_session(App& app, std::unique_ptr<Session> s) {
  app.session = std::move(s);
  app.table_ui = TableUi{};
  app.layout_dirty = true;
  app.log_lines.clear();
  app.skip_bots = false;
  app.roll_anim = RollAnimation{};
  app.last_active = app.session->game().state().active_player();
  app.log_lines.push_back(app.tr("table.log_start"));
}

namespace {

void after_change(App& app, const std::vector<Event>& events) {
  Game& g = app.session->game();
  for (const Event& e : events) {
    const std::string line = event_line(g, e, app.strings);
    if (!line.empty()) app.log_lines.push_back(line);
    if (e.kind == EventKind::DiceRolled || e.kind == EventKind::DieRerolled) {
      const std::uint32_t now = SDL_GetTicks();
      app.roll_anim = RollAnimation{now, now + (e.kind == EventKind::DiceRolled ? 650u : 350u)};
    }
  }
  if (app.log_lines.size() > 300) app.log_lines.erase(app.log_lines.begin(), app.log_lines.begin() + 100);
  const int active = g.state().active_player();
  if (active != app.last_active) {
    app.table_ui.shown_level = 0;  // follow the new active player
    app.last_active = active;
  }
  if (app.session->human_to_act()) app.skip_bots = false;
  app.layout_dirty = true;
  autosave(app);
}

void undo(App& app) {
  // Back to the last decision a human made: bots' actions since then are undone with it.
  if (!app.session->undo()) return;
  while (!app.session->human_to_act() && app.session->game().can_undo()) app.session->undo();
  app.log_lines.push_back(app.tr("table.undone"));
  app.table_ui = TableUi{};
  app.layout_dirty = true;
  autosave(app);
}

void save_copy(App& app) {
  const std::string dir = data_dir() + "/saves";
  if (auto err = ensure_dir(dir)) return app.notify(*err);
  const auto stamp = std::chrono::system_clock::now().time_since_epoch().count() / 1000000;
  const std::string path = dir + "/game-" + std::to_string(stamp) + ".json";
  auto r = app.session->save(path);
  app.notify(r ? app.tr("table.saved", {path}) : r.refusal().reason, 3000);
}

}  // namespace

void apply_and_record(App& app, const Action& a) {
  auto r = app.session->apply(a);
  if (!r) {
    app.notify(app.tr("table.refused", {r.refusal().rule, r.refusal().reason}));
    app.layout_dirty = true;
    return;
  }
  if (std::holds_alternative<RollDice>(a)) app.table_ui.selection = DiceCounts{};
  app.table_ui.aiming_item = -2;
  after_change(app, r.value());
}

void table_click(App& app, Point p) {
  if (!app.session) return;
  if (app.layout_dirty) return;  // the screen is about to change; ignore a click on stale regions
  const HitRegion* h = hit_test(app.table_layout, p);
  if (!h) return;
  switch (h->kind) {
    case HitKind::Menu: app.screen = Screen::Menu; return;
    case HitKind::Save: save_copy(app); return;
    case HitKind::Undo: undo(app); return;
    case HitKind::SkipBots: app.skip_bots = true; return;
    default: break;
  }
  if (app.roll_anim.active(SDL_GetTicks())) return;  // let the dice settle first
  const HitRegion region = *h;  // activate may rebuild nothing, but keep a copy anyway
  auto action = activate(app.session->game(), app.table_ui, region);
  app.layout_dirty = true;
  if (action) apply_and_record(app, *action);
}

void table_key(App& app, SDL_Keycode key, bool ctrl) {
  if (!app.session) return;
  Game& g = app.session->game();
  if (key == SDLK_ESCAPE) {
    if (app.table_ui.aiming_item != -2) {
      app.table_ui.aiming_item = -2;
      app.layout_dirty = true;
    } else {
      app.screen = Screen::Menu;
    }
    return;
  }
  if ((key == SDLK_z && ctrl) || key == SDLK_BACKSPACE || key == SDLK_u) {
    if (app.session->human_to_act()) undo(app);
    return;
  }
  if (!app.session->human_to_act() || app.roll_anim.active(SDL_GetTicks())) return;
  auto try_apply = [&](const Action& a) {
    if (!is_legal(g, a)) return false;
    apply_and_record(app, a);
    return true;
  };
  if (key == SDLK_r) try_apply(RollDice{app.table_ui.selection});
  if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE)
    (void)(try_apply(Resolve{}) || try_apply(MoveOn{}) || try_apply(AttemptOptional{}) || try_apply(LeaveShop{}));
  if (key == SDLK_e) try_apply(Rest{});
  if (key == SDLK_s) try_apply(SkipOptional{});
  if (key == SDLK_c) try_apply(CancelTest{});
  if (key >= SDLK_1 && key <= SDLK_9) {
    const int n = static_cast<int>(key - SDLK_1);
    (void)(try_apply(ChooseOption{n}) || try_apply(ChooseBranch{n}));
  }
}

void table_update(App& app) {
  if (!app.session) return;
  if (app.odds.take_update()) app.layout_dirty = true;  // a chance answered in the background
  Game& g = app.session->game();
  const std::uint32_t now = SDL_GetTicks();
  if (g.finished()) {
    if (!app.roll_anim.active(now) && app.next_bot_at + 1500 < now) app.screen = Screen::End;
    return;
  }
  if (app.session->human_to_act() || app.roll_anim.active(now)) {
    app.next_bot_at = now + static_cast<std::uint32_t>(bot_delay_ms(app.settings.bot_speed));
    return;
  }
  if (!app.skip_bots && now < app.next_bot_at) return;
  std::vector<Event> events;
  if (app.session->bot_step(&events)) after_change(app, events);
  app.next_bot_at = now + static_cast<std::uint32_t>(bot_delay_ms(app.settings.bot_speed));
  if (app.skip_bots) app.roll_anim = RollAnimation{};
}

}  // namespace hs::app

// The table's input and pacing: clicks through the hit regions, keyboard shortcuts, bots at a
// watchable pace, the roll animation, the log, and the autosave after every action (constant time:
// the session journals each action; see autosave.hpp).
#include <algorithm>
#include <ctime>
#include <filesystem>

#include <SDL.h>

#include "app/audio/app_sound.hpp"
#include "app/screens/end/solo_end.hpp"
#include "app/table/modes/solo_phase_play.hpp"
#include "app/shell/app.hpp"
#include "app/table/layout/board_layout.hpp"
#include "app/platform/save_names.hpp"
#include "app/table/input/table_input.hpp"
#include "app/table/draw/table_layers.hpp"
#include "app/table/draw/table_overlays.hpp"
#include "app/table/motion/motion_draw.hpp"
#include "app/teach/tutorial_run.hpp"

namespace hs::app {

void autosave(App& app) {
  if (!app.session || app.session.get() == app.teach.tutorial_session) return;  // the tutorial never autosaves
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

void sync_log(App& app) {
  if (!app.session) return;
  const auto& history = app.session->history();
  const Game& g = app.session->game();
  if (app.log_language != app.settings.language || app.logged_actions > history.size() || app.log.empty()) {
    app.log = derive_log(g, history, app.strings);
  } else {
    for (std::size_t i = app.logged_actions; i < history.size(); ++i) append_log(app.log, g, history[i], static_cast<int>(i), app.strings);
  }
  app.logged_actions = history.size();
  app.log_language = app.settings.language;
}

namespace {

// Hotseat: when the decision passes to another human seat, the table is handed over first (with
// a recap of what happened since that seat last played, or the question it is asked; see
// handover.hpp for when and what). One human seat never sees it.
void check_handover(App& app) {
  Session& s = *app.session;
  if (app.handover_seat >= 0) return;
  if (in_tutorial(app)) return;  // a lesson's player plays every seat
  const int seat = handover_to(s, app.screen_owner);
  if (seat < 0) return;
  app.handover_seat = seat;
  app.handover = handover_text(s.game(), s.history(), seat, app.strings);
  app.layout_dirty = true;
}

}  // namespace

void start_session(App& app, std::unique_ptr<Session> s) {
  app.bot_worker.abandon();  // a bot thinking about the game before never gets to play in this one
  app.session = std::move(s);
  app.session->set_search_budget(app_search_budget());  // Hard thinks with a time cap in the app
  app.table_ui = TableUi{};
  app.layout_dirty = true;
  app.log.clear();
  app.logged_actions = 0;
  app.skip_bots = false;
  app.roll_anim = RollAnimation{};
  app.card_flights.clear();
  app.motion.clear();  // MOTION
  app.moments.clear();
  app.phase_steps.clear();
  app.phase_step_log.clear();
  app.handover_seat = -1;
  app.screen_owner = -1;
  app.last_active = app.session->game().observe(-1).state().active_player();
  sync_log(app);
  check_handover(app);
}

namespace {

void after_change(App& app, const std::vector<Event>& events) {
  Game& g = app.session->game();
  const std::size_t log_before = app.log.size();
  sync_log(app);
  for (const Event& e : events)
    if ((e.kind == EventKind::DiceRolled || e.kind == EventKind::DieRerolled) && !app.settings.reduced_motion) {  // MOTION: reduced: no tumble
      const std::uint32_t now = SDL_GetTicks();
      app.roll_anim = RollAnimation{now, now + (e.kind == EventKind::DiceRolled ? 650u : 350u)};
    }
  // R9.5: a drawn card flies from its level's deck once the layout shows its slot. A level's first
  // card (the peddler of the level left) is placed, not drawn: it just appears.
  const auto& firsts = g.observe(-1).state().level_first_node;
  for (const Event& e : events)
    if (e.kind == EventKind::CardDrawn && std::find(firsts.begin(), firsts.end(), e.a) == firsts.end() &&
        !app.settings.reduced_motion)  // MOTION: reduced: the card appears
      app.card_flights.add(e.a);
  app.log_scroll = 0;  // what just happened is what the player wants to read
  queue_phase_steps(app, events, log_before);  // a solo phase, one step at a time
  std::vector<Moment> made = moments_for(g, events, app.strings);
  sound_action(app, events, made);  // a person's action or a bot's, sounded the same way
  motion_after_action(app, events, made);  // MOTION: and moved (a bot's within its pace)
  for (Moment& m : made) {
    if (app.moments.empty()) app.moment_started = SDL_GetTicks();
    app.moments.push_back(std::move(m));
  }
  const int active = g.observe(-1).state().active_player();
  if (active != app.last_active) {
    app.table_ui.shown_level = 0;  // follow the new active player
    app.table_ui.board_first_col = -1;
    app.last_active = active;
  }
  if (app.session->human_to_act()) app.skip_bots = false;
  check_handover(app);
  app.layout_dirty = true;
  autosave(app);
}

void undo(App& app) {
  // Only the deciding seat's own actions of this turn: never another seat's, never a bot's.
  if (!app.session->can_undo_own() || !app.session->undo()) return;
  sync_log(app);
  app.table_ui = TableUi{};
  app.card_flights.clear();
  app.motion.clear();  // MOTION
  app.layout_dirty = true;
  autosave(app);
}

void save_copy(App& app) {
  const std::string dir = data_dir() + "/saves";
  if (auto err = ensure_dir(dir)) return app.notify(*err);
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  char stamp[32] = "0";
  if (localtime_r(&now, &tm)) std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
  std::string path = dir + "/" + save_file_name(app.session->game(), stamp);
  for (int k = 2; std::filesystem::exists(path); ++k)  // never overwrite an earlier save
    path = dir + "/" + save_file_name(app.session->game(), std::string(stamp) + "-" + std::to_string(k));
  auto r = app.session->save(path);
  if (r) app.confirm(app.tr("table.saved", {save_label(app.session->game().content(), path, app.strings)}));
  else app.notify(app.tr("table.save_failed", {r.refusal().reason}));
}

}  // namespace

void apply_and_record(App& app, const Action& a) {
  auto r = app.session->apply(a);
  if (!r) {
    app.notify(app.tr("table.refused", {r.refusal().rule, r.refusal().reason}));
    sound_refusal(app);
    app.layout_dirty = true;
    return;
  }
  if (std::holds_alternative<RollDice>(a)) app.table_ui.selection = DiceCounts{};
  app.table_ui.aiming_item = -2;
  app.table_ui.board_first_col = -1;  // the player's own action: the board follows again
  after_change(app, r.value());
}

void table_click(App& app, Point p) {
  if (!app.session) return;
  if (!click_sees_current_table(app)) return;  // the screen is about to change under the pointer
  if (skip_phase_steps(app)) return;  // a click while the phase plays out skips the rest of it
  if (app.handover_seat >= 0) {  // the next player takes the table: any click starts the turn
    app.screen_owner = app.handover_seat;
    app.handover_seat = -1;
    app.layout_dirty = true;
    return;
  }
  const HitRegion* h = hit_test(app.table_layout, p);
  if (!h) return explain_unhandled_click(app, p);  // never silent: say why (teach.cpp)
  switch (h->kind) {
    case HitKind::Menu: app.screens.replace(Screen::Menu); return;
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
  if (skip_phase_steps(app)) return;  // any key skips the rest of a phase playing out
  if (key == SDLK_ESCAPE) {
    if (app.table_ui.aiming_item != -2) {
      app.table_ui.aiming_item = -2;
      app.layout_dirty = true;
    } else {
      app.screens.replace(Screen::Menu);
    }
    return;
  }
  if (app.handover_seat >= 0) {
    if (key == SDLK_RETURN || key == SDLK_SPACE || key == SDLK_KP_ENTER) table_click(app, {0, 0});
    return;
  }
  if ((key == SDLK_z && ctrl) || key == SDLK_BACKSPACE || key == SDLK_u) {
    if (app.session->human_to_act()) undo(app);
    return;
  }
  if (!app.session->human_to_act() || app.roll_anim.active(SDL_GetTicks())) return;
  bool applied = false;
  auto try_apply = [&](const Action& a) {
    if (!is_legal(g, a)) return false;
    apply_and_record(app, a);
    return applied = true;
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
  // A game key the rules turn down now: the soft "no", so the press is not lost in silence.
  const bool game_key = key == SDLK_r || key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE || key == SDLK_e ||
                        key == SDLK_s || key == SDLK_c || (key >= SDLK_1 && key <= SDLK_9);
  if (game_key && !applied) sound_refusal(app);
}

void table_update(App& app) {
  if (!app.session) return;
  check_handover(app);
  if (app.odds.take_update()) app.layout_dirty = true;  // a chance answered in the background
  Game& g = app.session->game();
  const std::uint32_t now = SDL_GetTicks();
  if (g.finished()) {
    if (!app.roll_anim.active(now) && !moment_showing(app) && app.next_bot_at + 1500 < now) {
      note_solo_end(app);  // a solo adventure played to its end counts in the records
      app.screens.replace(Screen::End);
    }
    return;
  }
  // A bot deciding starts thinking at once, on the worker thread (its thinking overlaps the
  // animations and the pacing delay); frames keep drawing until its answer is there.
  if (!app.session->human_to_act()) {
    const auto asked = app.bot_worker.question();
    if (!asked || !same_position(*asked, *app.session)) app.bot_worker.ask(app.session->bot_question());
  }
  if (app.session->human_to_act() || app.roll_anim.active(now) || app.card_flights.active(now) || moment_showing(app)) {
    app.next_bot_at = now + static_cast<std::uint32_t>(bot_delay_ms(app.settings.bot_speed));
    return;
  }
  if (!app.skip_bots && now < app.next_bot_at) return;
  auto answer = app.bot_worker.take_answer();
  if (!answer) return;  // still thinking
  // Applied here, on the UI thread, through the session's one action path (a stale answer is refused).
  std::vector<Event> events;
  if (app.session->answer_bot(*answer->first, answer->second, &events)) after_change(app, events);
  app.next_bot_at = now + static_cast<std::uint32_t>(bot_delay_ms(app.settings.bot_speed));
  if (app.skip_bots) {
    app.roll_anim = RollAnimation{};
    app.card_flights.clear();
    app.motion.clear();  // MOTION
  }
}

void table_wheel(App& app, int dx, int dy) {
  if (!app.session) return;
  if (app.table_layout.log.contains(app.pointer.pos)) {
    // Up: back through the log, an entry a notch; down: toward the newest again.
    const int most = std::max(0, static_cast<int>(app.log.size()) - 1);
    const int scroll = std::clamp(app.log_scroll + dy, 0, most);
    if (scroll != app.log_scroll) app.log_scroll = scroll, app.layout_dirty = true;
    return;
  }
  if (!app.table_layout.board.contains(app.pointer.pos)) return;
  if (!click_sees_current_table(app)) return;
  // Down or right: further into the level; one column a notch.
  if (scroll_board(app.table_ui, app.table_layout, dx - dy)) app.layout_dirty = true;
}

}  // namespace hs::app

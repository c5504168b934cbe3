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
#include "app/platform/save_files.hpp"
#include "app/platform/save_names.hpp"
#include "app/screens/end/keep_finished.hpp"
#include "app/screens/pause/pause_layer.hpp"
#include "app/table/input/enter_on_roll.hpp"
#include "app/table/input/table_input.hpp"
#include "app/table/input/table_focus.hpp"
#include "app/table/draw/table_layers.hpp"
#include "app/table/draw/table_overlays.hpp"
#include "app/table/motion/motion_draw.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {

void autosave(App& app) {
  if (!app.session || app.session.get() == app.teach.tutorial.session) return;  // the tutorial never autosaves
  if (!app.session->autosaving()) {
    if (auto err = ensure_dir(data_dir())) {
      app.notify(*err);
      return;
    }
    // The autosave of another game is replaced now, unless it cannot be read: then it is kept aside.
    // Its picture on Load is the other game's: gone until this one is paused.
    std::error_code no_picture;
    std::filesystem::remove(thumbnail_path(autosave_path()), no_picture);
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
  if (app.table.log_language != app.settings.language || app.table.logged_actions > history.size() || app.table.log.empty()) {
    app.table.log = derive_log(g, history, app.strings);
  } else {
    for (std::size_t i = app.table.logged_actions; i < history.size(); ++i) append_log(app.table.log, g, history[i], static_cast<int>(i), app.strings);
  }
  app.table.logged_actions = history.size();
  app.table.log_language = app.settings.language;
}

namespace {

// Hotseat: when the decision passes to another human seat, the table is handed over first (with
// a recap of what happened since that seat last played, or the question it is asked; see
// handover.hpp for when and what). One human seat never sees it.
void check_handover(App& app) {
  Session& s = *app.session;
  if (app.table.handover_seat >= 0) return;
  if (in_tutorial(app)) return;  // a lesson's player plays every seat
  const int seat = handover_to(s, app.table.screen_owner);
  if (seat < 0) return;
  app.table.handover_seat = seat;
  app.table.handover = handover_text(s.game(), s.history(), seat, app.strings);
  app.table.layout_dirty = true;
}

}  // namespace

void start_session(App& app, std::unique_ptr<Session> s) {
  app.bot_worker.abandon();  // a bot thinking about the game before never gets to play in this one
  app.session = std::move(s);
  app.session->set_search_budget(app_search_budget());  // Hard thinks with a time cap in the app
  app.table.ui = TableUi{};
  app.table.layout_dirty = true;
  app.table.log.clear();
  app.table.logged_actions = 0;
  app.table.skip_bots = false;
  app.table.roll_anim = RollAnimation{};
  app.table.card_flights.clear();
  app.table.motion.clear();  // MOTION
  app.table.moments.clear();
  app.table.phase_steps.clear();
  app.table.phase_step_log.clear();
  app.table.handover_seat = -1;
  app.table.screen_owner = -1;
  app.table.last_active = app.session->game().observe(-1).state().active_player();
  sync_log(app);
  check_handover(app);
}

namespace {

void after_change(App& app, const std::vector<Event>& events) {
  Game& g = app.session->game();
  const std::size_t log_before = app.table.log.size();
  sync_log(app);
  for (const Event& e : events)
    if ((e.kind == EventKind::DiceRolled || e.kind == EventKind::DieRerolled) && !app.settings.reduced_motion) {  // MOTION: reduced: no tumble
      const std::uint32_t now = SDL_GetTicks();
      app.table.roll_anim = RollAnimation{now, now + (e.kind == EventKind::DiceRolled ? 650u : 350u)};
    }
  // R9.5: a drawn card flies from its level's deck once the layout shows its slot. A level's first
  // card (the peddler of the level left) is placed, not drawn: it just appears.
  const auto& firsts = g.observe(-1).state().level_first_node;
  for (const Event& e : events)
    if (e.kind == EventKind::CardDrawn && std::find(firsts.begin(), firsts.end(), e.a) == firsts.end() &&
        !app.settings.reduced_motion)  // MOTION: reduced: the card appears
      app.table.card_flights.add(e.a);
  app.table.log_scroll = 0;  // what just happened is what the player wants to read
  app.table.ui.focus = -1;  // a new decision: the focus starts again from its home (home_focus)
  queue_phase_steps(app, events, log_before);  // a solo phase, one step at a time
  std::vector<Moment> made = moments_for(g, events, app.strings);
  sound_action(app, events, made);  // a person's action or a bot's, sounded the same way
  motion_after_action(app, events, made);  // MOTION: and moved (a bot's within its pace)
  for (Moment& m : made) {
    if (app.table.moments.empty()) app.table.moment_started = SDL_GetTicks();
    app.table.moments.push_back(std::move(m));
  }
  const int active = g.observe(-1).state().active_player();
  if (active != app.table.last_active) {
    app.table.ui.shown_level = 0;  // follow the new active player
    app.table.ui.board_first_col = -1;
    app.table.last_active = active;
  }
  if (app.session->human_to_act()) app.table.skip_bots = false;
  check_handover(app);
  app.table.layout_dirty = true;
  autosave(app);
}

void undo(App& app) {
  // The last die put in the tray first, one a press (a pick is not an engine action).
  if (app.table.layout_dirty) refresh_table_layout(app);
  if (undo_last_pick(app.session->game(), app.table.ui, app.table.layout)) {
    app.table.layout_dirty = true;
    return;
  }
  // Only the deciding seat's own actions of this turn: never another seat's, never a bot's.
  if (!app.session->can_undo_own() || !app.session->undo()) return;
  sync_log(app);
  app.table.ui = TableUi{};
  app.table.card_flights.clear();
  app.table.motion.clear();  // MOTION
  app.table.layout_dirty = true;
  autosave(app);
}

}  // namespace

void apply_and_record(App& app, const Action& a) {
  if (tutor_holds(app, a)) return;  // checked first, maybe asked about (table/tutor/tutor.hpp)
  auto r = app.session->apply(a);
  if (!r) {
    app.notify(app.tr("table.refused", {r.refusal().rule, r.refusal().reason}));
    sound_refusal(app);
    app.table.layout_dirty = true;
    return;
  }
  if (std::holds_alternative<RollDice>(a)) app.table.ui.selection = DiceCounts{};
  app.table.ui.aiming_item = -2;
  app.table.ui.board_first_col = -1;  // the player's own action: the board follows again
  app.table.ui.shown_level = 0;       // and shows the level of what comes next (focus_level)
  after_change(app, r.value());
}

namespace {

// What a click on the region does, and what Enter does on it when it has the focus.
void press_region(App& app, const HitRegion& h) {
  switch (h.kind) {
    case HitKind::Menu: open_pause(app); return;
    case HitKind::Save: open_pause(app, PauseLayer::View::Naming); return;
    case HitKind::Undo: undo(app); return;
    case HitKind::SkipBots: app.table.skip_bots = true; return;
    default: break;
  }
  if (app.table.roll_anim.active(SDL_GetTicks())) return;  // let the dice settle first
  const HitRegion region = h;  // activate may rebuild nothing, but keep a copy anyway
  const int aimed = app.table.ui.aiming_item;
  auto action = activate(app.session->game(), app.table.ui, region);
  if (app.table.ui.aiming_item != aimed) app.table.ui.focus = -1;  // aimed or put away: the focus starts on its dice
  app.table.layout_dirty = true;
  if (action) apply_and_record(app, *action);
}

// The hand-over is shown: the next player takes the table (any click, Enter or the pad's A).
bool take_handover(App& app) {
  if (app.table.handover_seat < 0) return false;
  app.table.screen_owner = app.table.handover_seat;
  app.table.handover_seat = -1;
  app.table.layout_dirty = true;
  return true;
}

}  // namespace

void table_click(App& app, Point p) {
  if (!app.session) return;
  if (!click_sees_current_table(app)) return;  // the screen is about to change under the pointer
  if (skip_phase_steps(app)) return;  // a click while the phase plays out skips the rest of it
  if (take_handover(app)) return;
  const HitRegion* h = hit_test(app.table.layout, p);
  if (!h) return explain_unhandled_click(app, p);  // never silent: say why (teach.cpp)
  press_region(app, *h);
}

bool table_intent(App& app, const Intent& i) {
  if (!app.session) return false;
  using K = Intent::Kind;
  if (i.kind == K::Run && (i.command == Command::Mute || i.command == Command::Help)) return false;  // the app's own
  if (i.kind == K::Menu) {  // the pad's Start: the pause menu, as Esc
    app.pointer.ring = true;  // opened by a key or button: the next one moves the focus at once
    open_pause(app);
    return true;
  }
  if (skip_phase_steps(app)) return true;  // any key skips the rest of a phase playing out
  if (i.kind == K::Back) {
    if (app.table.ui.aiming_item != -2) {
      app.table.ui.aiming_item = -2;
      app.table.ui.focus = -1;
      app.table.layout_dirty = true;
    } else {
      app.pointer.ring = true;  // opened by a key or button: the next one moves the focus at once
      open_pause(app);  // the game waits under the pause menu; Esc again resumes
    }
    return true;
  }
  if (app.table.handover_seat >= 0) {
    if (i.kind == K::Activate && i.option < 0) take_handover(app);
    return true;
  }
  if (i.kind == K::Focus) return step_table_focus(app, i.step), true;
  if (i.kind == K::Run && i.command == Command::Undo) {
    if (app.session->human_to_act()) undo(app);
    return true;
  }
  if (i.kind == K::Run && table_view_command(app, i.command)) return true;
  if (!app.session->human_to_act()) return true;
  // A key pressed while the dice tumble ends their tumble (the result is known): it is not lost.
  if (app.table.roll_anim.active(SDL_GetTicks())) app.table.roll_anim = RollAnimation{};
  Game& g = app.session->game();
  bool applied = false;
  auto try_apply = [&](const Action& a) {
    if (!is_legal(g, a)) return false;
    apply_and_record(app, a);
    return applied = true;
  };
  // A failing roll that gems or an item could still save is not accepted by one key press: asked first.
  const auto ask_before_failing = [&] {
    const std::size_t now = app.session->history().size();
    if (enter_on_roll(g) != EnterOnRoll::Ask || app.table.ui.failing_enter_at == now) return false;
    app.table.ui.failing_enter_at = now;
    app.notify_decision(app.tr("table.enter_failing_roll"), 6000);
    return true;
  };
  if (i.kind == K::Activate && i.option >= 0) {
    // One meaning for the numbers: the n-th of what is being chosen, the pool's dice as shown (their
    // numbers are drawn on them) while dice are chosen, the rolled dice an aimed item can take (by the
    // numbers drawn over them), else the card's options or the paths.
    // One lookup for the table and the lessons (region_for_number).
    if (app.table.layout_dirty) refresh_table_layout(app);
    if (const HitRegion* h = region_for_number(app.table.layout, i.option)) press_region(app, *h);
    else sound_refusal(app);
    return true;
  }
  if (i.kind == K::Activate) {
    // The focused element, as its click; with nothing focused (or the ring hidden by the mouse), the
    // decision's usual step: resolve, move on, attempt the optional test, leave the shop.
    if (const auto p = focused_part(app)) {
      const HitRegion* h = region_of(app.table.layout, p->id);
      if (!h) table_view_command(app, Command::Inspect);  // a card or an offer: Enter explains it
      // Resolve where the focus started (not moved there by the player) is the one key press asked about.
      else if (app.table.ui.focus < 0 && h->kind == HitKind::Action && std::holds_alternative<Resolve>(h->action) &&
               ask_before_failing())
        return true;
      else if (click_sees_current_table(app)) press_region(app, *h);
      return true;
    }
    if (ask_before_failing()) return true;
    (void)(try_apply(Resolve{}) || try_apply(MoveOn{}) || try_apply(AttemptOptional{}) || try_apply(LeaveShop{}));
    if (!applied) sound_refusal(app);  // turned down by the rules now: the soft "no", not silence
    return true;
  }
  switch (i.command) {
    case Command::Roll: try_apply(RollDice{app.table.ui.selection}); break;
    case Command::Rest: try_apply(Rest{}); break;
    case Command::Skip: try_apply(SkipOptional{}); break;
    case Command::CancelTest: try_apply(CancelTest{}); break;
    default: return true;
  }
  if (!applied) sound_refusal(app);  // a game key the rules turn down now: the soft "no"
  return true;
}

void table_update(App& app) {
  if (!app.session) return;
  check_handover(app);
  if (app.table.odds.take_update()) app.table.layout_dirty = true;  // a chance answered in the background
  Game& g = app.session->game();
  const std::uint32_t now = SDL_GetTicks();
  if (g.finished()) {
    if (!app.table.roll_anim.active(now) && !moment_showing(app) && app.table.next_bot_at + 1500 < now) {
      note_solo_end(app);  // a solo adventure played to its end counts in the records
      keep_finished_game(app);  // among the named saves, for a review later (keep_finished.hpp)
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
  if (app.session->human_to_act() || app.table.roll_anim.active(now) || app.table.card_flights.active(now) || moment_showing(app)) {
    app.table.next_bot_at = now + static_cast<std::uint32_t>(bot_delay_ms(app.settings.bot_speed));
    return;
  }
  if (!app.table.skip_bots && now < app.table.next_bot_at) return;
  auto answer = app.bot_worker.take_answer();
  if (!answer) return;  // still thinking
  // Applied here, on the UI thread, through the session's one action path (a stale answer is refused).
  std::vector<Event> events;
  if (app.session->answer_bot(*answer->first, answer->second, &events)) after_change(app, events);
  app.table.next_bot_at = now + static_cast<std::uint32_t>(bot_delay_ms(app.settings.bot_speed));
  if (app.table.skip_bots) {
    app.table.roll_anim = RollAnimation{};
    app.table.card_flights.clear();
    app.table.motion.clear();  // MOTION
  }
}

void table_wheel(App& app, int dx, int dy) {
  if (!app.session) return;
  if (app.table.layout.log.contains(app.pointer.pos)) {
    // Up: back through the log, an entry a notch; down: toward the newest again.
    const int most = std::max(0, static_cast<int>(app.table.log.size()) - 1);
    const int scroll = std::clamp(app.table.log_scroll + dy, 0, most);
    if (scroll != app.table.log_scroll) app.table.log_scroll = scroll, app.table.layout_dirty = true;
    return;
  }
  if (!app.table.layout.board.contains(app.pointer.pos)) return;
  if (!click_sees_current_table(app)) return;
  // Down or right: further into the level; one column a notch.
  if (scroll_board(app.table.ui, app.table.layout, dx - dy)) app.table.layout_dirty = true;
}

}  // namespace hs::app

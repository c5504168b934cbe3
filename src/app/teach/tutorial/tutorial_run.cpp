// The tutorial on the table: its panel (what to click and why, step back, restart, leave), the
// highlight on the spot to click, clicks that are not the step's refused with a hint, and the
// progress remembered in learning.json.
#include <cmath>

#include "app/table/input/shortcuts.hpp"
#include "app/audio/app_sound.hpp"
#include "app/shell/app.hpp"
#include "app/render/theme.hpp"
#include "app/table/input/table_input.hpp"
#include "app/table/draw/table_layers.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {

bool in_tutorial(const App& app) {
  return app.teach.tutorial.active && app.session && app.session.get() == app.teach.tutorial.session;
}

namespace {

const TutorialLesson* lesson_of(const App& app) {
  const Teach& T = app.teach;
  const TutorialScript* sc = T.tutorial.current_script();
  if (!sc || T.tutorial.lesson < 0 || T.tutorial.lesson >= static_cast<int>(sc->lessons.size())) return nullptr;
  return &sc->lessons[static_cast<std::size_t>(T.tutorial.lesson)];
}

const TutorialStep* step_of(const App& app) {
  const TutorialLesson* l = lesson_of(app);
  if (!l || app.teach.tutorial.step >= static_cast<int>(l->steps.size())) return nullptr;
  return &l->steps[static_cast<std::size_t>(app.teach.tutorial.step)];
}

std::string key_of(const App& app) {
  const TutorialScript* sc = app.teach.tutorial.current_script();
  const TutorialLesson* l = lesson_of(app);
  return sc && l ? sc->id + "/" + l->id : "";
}

// The lesson after the current one, across files; null after the last.
std::optional<LessonRef> following(const App& app) {
  const auto list = lesson_list(app.teach.tutorial.scripts);
  for (std::size_t i = 0; i + 1 < list.size(); ++i)
    if (list[i].script == app.teach.tutorial.script && list[i].lesson == app.teach.tutorial.lesson) return list[i + 1];
  return std::nullopt;
}

// Progress is kept per lesson: where it resumes, and whether it was ever finished.
void remember(App& app) {
  Teach& T = app.teach;
  const TutorialLesson* l = lesson_of(app);
  const std::string key = key_of(app);
  if (!l || key.empty()) return;
  LessonProgress& p = T.prefs.lessons[key];
  if (T.tutorial.step >= static_cast<int>(l->steps.size())) {
    p.done = true;
    p.step = 0;  // a finished lesson starts over when chosen again
  } else {
    p.step = T.tutorial.step;
  }
  T.prefs.last_lesson = key;
  if (auto err = save_learning(T.prefs, learning_path())) app.notify(*err);
}

// The tutorial turning down a key or a click: said in its box, with the soft "no".
void flash(App& app, const std::string& text) {
  sound_refusal(app);
  app.teach.tutorial.flash = text;
  app.teach.tutorial.flash_until = SDL_GetTicks() + 4000;
}

std::string first_sentence(const std::string& s) {
  const auto dot = s.find(". ");
  return dot == std::string::npos ? s : s.substr(0, dot + 1);
}

void advance(App& app) {
  ++app.teach.tutorial.step;
  app.table.layout_dirty = true;  // the focus's home follows the new step (guide_tutorial_focus)
  app.teach.tutorial.flash.clear();
  remember(app);
}

void step_back(App& app) {
  if (app.teach.tutorial.step > 0) start_tutorial(app, app.teach.tutorial.script, app.teach.tutorial.lesson, app.teach.tutorial.step - 1);
}

}  // namespace

LessonRef next_lesson(const std::vector<TutorialScript>& scripts, const LearningPrefs& prefs, int& step) {
  const auto list = lesson_list(scripts);
  step = 0;
  if (list.empty()) return LessonRef{};
  auto progress = [&](const LessonRef& r) {
    auto it = prefs.lessons.find(r.key);
    return it == prefs.lessons.end() ? LessonProgress{} : it->second;
  };
  for (const LessonRef& r : list)
    if (r.key == prefs.last_lesson && !progress(r).done && progress(r).step > 0) {
      step = progress(r).step;
      return r;
    }
  for (const LessonRef& r : list)
    if (!progress(r).done) {
      step = progress(r).step;
      return r;
    }
  return list.front();
}

LessonRef next_lesson(const App& app, int& step) { return next_lesson(app.teach.tutorial.scripts, app.teach.prefs, step); }

void start_tutorial(App& app, int script, int lesson, int step) {
  Teach& T = app.teach;
  if (T.tutorial.scripts.empty() || !app.content) {
    app.notify(app.tr("tut.broken", {T.tutorial.error.empty() ? app.content_error : T.tutorial.error}));
    return;
  }
  if (script < 0 || script >= static_cast<int>(T.tutorial.scripts.size())) script = 0, lesson = 0, step = 0;
  const TutorialScript& sc = T.tutorial.scripts[static_cast<std::size_t>(script)];
  const int lessons = static_cast<int>(sc.lessons.size());
  if (lesson < 0 || lesson >= lessons) lesson = 0, step = 0;
  step = std::clamp(step, 0, static_cast<int>(sc.lessons[static_cast<std::size_t>(lesson)].steps.size()));
  TableUi ui;
  auto s = tutorial_at(*app.content, sc, lesson, step, ui);
  if (!s) {
    T.tutorial.error = s.refusal().reason;
    app.notify(app.tr("tut.broken", {T.tutorial.error}));
    return;
  }
  T.tutorial.error.clear();
  start_session(app, std::move(s.value()));
  app.table.ui = ui;
  T.tutorial.active = true;
  T.tutorial.session = app.session.get();
  app.table.handover_seat = -1;  // every seat is the player's: no hand-over screen
  T.tutorial.script = script;
  T.tutorial.lesson = lesson;
  T.tutorial.step = step;
  T.tutorial.flash.clear();
  app.screens.replace(Screen::Table);
  app.table.layout_dirty = true;
  remember(app);
}

void leave_tutorial(App& app) {
  app.teach.tutorial.active = false;
  app.session.reset();
  app.screens.replace(Screen::Tutorial);  // the list of lessons says what is next
}

void tutorial_key(App& app, SDL_Keycode key) {
  if (key == SDLK_BACKSPACE || key == SDLK_u || (key == SDLK_z && (SDL_GetModState() & KMOD_CTRL))) return step_back(app);
  // A key shown on a button presses that button, as a click on it would (the step still decides).
  if (const HitRegion* h = region_for_key(app.table.layout, key, app.settings.keys)) return (void)tutorial_click(app, h->rect.center());
  const TutorialStep* s = step_of(app);
  flash(app, app.tr("tut.use_mouse", {s ? first_sentence(s->text.in(app.settings.language)) : ""}));
}

void guide_tutorial_focus(App& app) {
  if (in_tutorial(app)) guide_layout(step_of(app), app.table.layout, app.table.ui);
}

bool tutorial_number(App& app, int n) {
  if (app.table.layout_dirty) refresh_table_layout(app);
  const HitRegion* h = region_for_number(app.table.layout, n);
  if (!h) {
    tutorial_key(app, SDLK_UNKNOWN);  // says what the step asks instead
    return true;
  }
  return tutorial_click(app, h->rect.center());
}

bool tutorial_panel_click(App& app, const OverlayRects& R, Point p) {
  Teach& T = app.teach;
  if (R.tut_leave.contains(p)) {
    leave_tutorial(app);
    return true;
  }
  if (R.tut_restart.contains(p)) {
    start_tutorial(app, T.tutorial.script, T.tutorial.lesson, 0);
    return true;
  }
  if (R.tut_back.contains(p)) {
    step_back(app);
    return true;
  }
  if (R.tut_next.contains(p)) {
    const TutorialLesson* l = lesson_of(app);
    const TutorialStep* s = step_of(app);
    if (s && s->kind == "read") {
      advance(app);
    } else if (l && T.tutorial.step >= static_cast<int>(l->steps.size())) {
      const auto next = following(app);
      if (next && next->script == T.tutorial.script) {  // the same game goes on
        T.tutorial.lesson = next->lesson;
        T.tutorial.step = 0;
        remember(app);
      } else if (next) {
        start_tutorial(app, next->script, next->lesson, 0);
      } else {
        leave_tutorial(app);
      }
    }
    return true;
  }
  return R.tut_panel.contains(p);  // a click on the panel's text does nothing else
}

bool tutorial_click(App& app, Point p) {
  if (app.table.roll_anim.active(SDL_GetTicks()) || !click_sees_current_table(app)) return true;  // let the dice settle
  const HitRegion* h = hit_test(app.table.layout, p);
  if (h) {
    switch (h->kind) {
      case HitKind::Menu: leave_tutorial(app); return true;
      case HitKind::Undo: step_back(app); return true;
      case HitKind::ShowLevel:
      case HitKind::ScrollBoard:
      case HitKind::BoardJump:
      case HitKind::ToggleShop:
      case HitKind::CancelAim: return false;  // looking around is always fine
      case HitKind::Save:
      case HitKind::SkipBots: return true;
      default: break;
    }
  }
  const TutorialStep* s = step_of(app);
  if (!s || s->kind == "read") {
    flash(app, app.tr("tut.not_that", {app.tr(s ? "tut.click_next" : "tut.click_next_lesson")}));
    return true;
  }
  if (!h || !step_accepts(*s, *h, app.table.ui)) {
    flash(app, app.tr("tut.not_that", {first_sentence(s->text.in(app.settings.language))}));
    return true;
  }
  const HitRegion region = *h;
  const bool done = step_completes(*s, region, app.table.ui);
  const auto action = activate(app.session->game(), app.table.ui, region);
  app.table.layout_dirty = true;
  if (action) apply_and_record(app, *action);
  if (done) advance(app);
  return true;
}

void draw_tutorial_panel(App& app, OverlayRects& R, const Rect& area) {
  Teach& T = app.teach;
  Canvas& c = app.canvas;
  const TutorialLesson* l = lesson_of(app);
  if (!l) return;
  const std::string& lang = app.settings.language;
  const TutorialStep* s = step_of(app);
  const bool lesson_done = !s;
  const auto next = following(app);
  const bool last = !next;
  // Narrow (the log column): text above the buttons. Wide (a band over the shop): buttons at the right.
  const bool wide = area.w >= 600;
  const float buttons_w = wide ? 330 : 0;
  const float w = area.w - 20 - buttons_w;
  std::string text = !lesson_done ? s->text.in(lang)
                     : last       ? app.tr("tut.finished")
                                  : app.tr("teach.lesson_done_next", {T.tutorial.scripts[static_cast<std::size_t>(next->script)]
                                                                          .lessons[static_cast<std::size_t>(next->lesson)]
                                                                          .title.in(lang)});
  // At its end a lesson recaps what it taught before saying what comes next.
  if (lesson_done && !l->recap.in(lang).empty()) text = app.tr("teach.lesson_recap", {l->recap.in(lang)}) + " " + text;
  const float size = theme::kSmall + 1;  // leaves the coach room under the panel at 1280x720
  const auto rows = c.wrap(text, Font::Body, size, w);
  const bool flashing = !T.tutorial.flash.empty() && SDL_GetTicks() < T.tutorial.flash_until;
  const auto flash_rows = flashing ? c.wrap(T.tutorial.flash, Font::Bold, theme::kSmall, area.w - 20) : std::vector<std::string>{};
  const bool wants_next = lesson_done || s->kind == "read";
  // The narrow panel's head: the title's row, then the step count's (48 units at 100%, taller with larger text).
  const float title_row = std::max(24.f, theme::kBody * 1.15f), count_row = std::max(20.f, theme::kTiny * 1.5f);
  const float head_h = 4 + title_row + count_row;
  const float text_h = (wide ? 30 : head_h + 2) + static_cast<float>(rows.size()) * size * 1.3f;
  float h = wide ? std::max(text_h, 68.f) : text_h + (wants_next ? 40 : 0) + 72;
  h = std::min(h, area.h);
  const Rect r{area.x, area.y, area.w, h};
  R.tut_panel = r;
  c.rounded({r.x + 2, r.y + 4, r.w, r.h}, 10, Rgba{0, 0, 0, 120});
  c.rounded(r, 10, theme::kParchment);
  c.rounded_outline(r.inset(3), 8, 2, theme::kGold);
  const std::string title = l->title.in(lang);
  const int total = static_cast<int>(l->steps.size());
  const std::string count = app.tr("tut.step", {std::to_string(std::min(T.tutorial.step + 1, total)), std::to_string(total)});
  float y;
  if (wide) {
    const std::string head = title + " · " + count;
    c.text(head, Font::Title, c.fit_size(head, Font::Title, theme::kSmall, w), theme::kInk, {r.x + 10, r.y + 14}, Align::Left);
    y = r.y + 24;
  } else {
    c.text(title, Font::Title, c.fit_size(title, Font::Title, theme::kBody, w), theme::kInk, {r.x + 10, r.y + 4 + title_row / 2}, Align::Left);
    c.text(count, Font::Body, theme::kTiny, theme::kInkSoft, {r.x + 10, r.y + 4 + title_row + std::max(6.f, theme::kTiny * 0.5f)}, Align::Left);
    y = r.y + head_h;
  }
  for (const auto& row : rows) {
    c.text(row, Font::Body, size, theme::kInk, {r.x + 10, y + size * 0.65f}, Align::Left);
    y += size * 1.3f;
  }
  R.tut_next = Rect{};
  const std::string next_label = !lesson_done ? app.tr("tut.next") : last ? app.tr("tut.menu") : app.tr("tut.next_lesson");
  if (wide) {
    const float bx = r.right() - buttons_w - 4, bw = (buttons_w - 16) / 3;
    if (wants_next) R.tut_next = {bx, r.y + 6, buttons_w - 8, 28};
    R.tut_back = {bx, r.bottom() - 32, bw, 26};
    R.tut_restart = {bx + bw + 4, r.bottom() - 32, bw, 26};
    R.tut_leave = {bx + 2 * (bw + 4), r.bottom() - 32, bw, 26};
  } else {
    if (wants_next) R.tut_next = {r.x + 10, y + 6, w, 32};
    const float bw = (w - 8) / 2;
    R.tut_back = {r.x + 10, r.bottom() - 66, bw, 28};
    R.tut_restart = {r.x + 18 + bw, r.bottom() - 66, bw, 28};
    R.tut_leave = {r.x + 10, r.bottom() - 34, w, 26};
  }
  if (wants_next) {
    draw_button(c, R.tut_next, next_label, true, app.pointer.hover(R.tut_next), ButtonStyle::Primary);
    const float k = 0.5f + 0.5f * std::sin(static_cast<float>(SDL_GetTicks()) / 200.f);
    c.rounded_outline(R.tut_next.inset(-3 - 2 * k), 9, 3, Rgba{120, 230, 255, static_cast<std::uint8_t>(140 + 115 * k)});
  }
  draw_button(c, R.tut_back, app.tr("tut.back"), T.tutorial.step > 0, T.tutorial.step > 0 && app.pointer.hover(R.tut_back), ButtonStyle::Quiet);
  draw_button(c, R.tut_restart, app.tr("tut.restart"), true, app.pointer.hover(R.tut_restart), ButtonStyle::Quiet);
  draw_button(c, R.tut_leave, app.tr("tut.leave"), true, app.pointer.hover(R.tut_leave), ButtonStyle::Quiet);
  // A refused click is answered under the panel, so no button moves under the pointer.
  if (!flash_rows.empty()) {
    const Rect fr{r.x, r.bottom() + 6, r.w, 14 + static_cast<float>(flash_rows.size()) * theme::kSmall * 1.3f};
    c.rounded(fr, 8, Rgba{60, 24, 20, 245});
    c.rounded_outline(fr, 8, 2, theme::kBad);
    float fy = fr.y + 7;
    for (const auto& row : flash_rows) {
      c.text(row, Font::Bold, theme::kSmall, theme::kText, {fr.x + 10, fy + theme::kSmall * 0.65f}, Align::Left);
      fy += theme::kSmall * 1.3f;
    }
  }
  // The spot to click pulses.
  if (s && s->kind != "read" && !app.table.roll_anim.active(SDL_GetTicks()))
    if (const HitRegion* target = step_target(*s, app.table.layout, app.table.ui)) {
      const float k = 0.5f + 0.5f * std::sin(static_cast<float>(SDL_GetTicks()) / 200.f);
      const auto a = static_cast<std::uint8_t>(140 + 115 * k);
      c.rounded_outline(target->rect.inset(-5 - 3 * k), 9, 4, Rgba{120, 230, 255, a});
      c.rounded_outline(target->rect.inset(-2), 7, 2, Rgba{255, 255, 255, a});
    }
}

}  // namespace hs::app

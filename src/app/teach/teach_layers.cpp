// The learning layers' input: what teach_overlay.cpp and tutorial_run.cpp take before the table.
#include "app/teach/teach_layers.hpp"

#include "app/shell/app.hpp"
#include "app/table/input/table_focus.hpp"
#include "app/teach/teach_overlay.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {

bool LearningLayer::handle(App& app, const InputEvent& e) {
  if (!app.session) return false;
  Teach& T = app.teach;
  if (e.right_click()) {
    auto ins = inspect_at(app.session->game(), app.table.layout, e.at, app.strings);
    T.inspect.pinned = ins.has_value();
    T.inspect.pinned_at = e.at;
    T.inspect.pinned_generation = app.table.layout_generation;
    T.inspect.shown = std::move(ins);
    return true;
  }
  // Esc (or the pad's B) with an inspection open closes it first; the next one goes on to the table.
  if (e.intent && e.intent->kind == Intent::Kind::Back && T.inspect.shown) {
    T.inspect.pinned = false;
    T.inspect.shown.reset();
    T.inspect.hover_since = SDL_GetTicks() + 100000;  // and it stays closed while the pointer rests there
    return true;
  }
  // Esc (or B) puts a hero's ability note away.
  if (e.intent && e.intent->kind == Intent::Kind::Back && T.ability.shown) {
    T.ability.shown.reset();
    return true;
  }
  // Enter on the note's "Got it" (it holds the focus while shown, until the focus is moved) closes it.
  if (e.intent && e.intent->kind == Intent::Kind::Activate && e.intent->option < 0 && T.ability.holds_focus(app.table.ui.focus)) {
    T.ability.shown.reset();
    app.pointer.ring = true;
    return true;
  }
  // In a lesson, Enter with nothing focused presses its Next (a "read" step asks for nothing else).
  if (e.intent && e.intent->kind == Intent::Kind::Activate && e.intent->option < 0 && in_tutorial(app) &&
      rects_.tut_next.w > 0 && !focused_part(app))
    return overlay_click(app, rects_, rects_.tut_next.center());
  // The hint key presses the coach's hint button, where it is shown.
  if (e.intent && e.intent->kind == Intent::Kind::Run && e.intent->command == Command::Hint) {
    if (rects_.hint_button.w > 0) overlay_click(app, rects_, rects_.hint_button.center());
    return true;
  }
  if (!e.left_click()) return false;
  if (overlay_click(app, rects_, e.at)) return true;
  // Any click elsewhere closes an inspection, pinned or hovered; it opens again only once the
  // pointer moves (a click on its own thing shows it at once again, teach.cpp).
  if (T.inspect.shown && !rects_.inspect_panel.contains(e.at)) {
    T.inspect.pinned = false;
    T.inspect.shown.reset();
    T.inspect.hover_needs_move = true;
  }
  return false;
}

FrameNeed LearningLayer::update(App& app) {
  const Teach& T = app.teach;
  const auto waited = static_cast<std::int32_t>(SDL_GetTicks() - T.inspect.hover_since);
  FrameNeed need;
  need.animating = app.session && !T.inspect.pinned && !T.inspect.shown && !T.inspect.hover_key.empty() && !T.inspect.hover_needs_move && waited >= 0 && waited < 800;
  return need;
}

void LearningLayer::draw(App& app) {
  if (app.table.handover_seat >= 0) return;  // the hand-over's curtain hides the table and its helpers
  draw_hint_pointer(app, hint_pointer_);  // under the panels
  draw_teach_overlay(app, rects_);
}

bool TutorialLayer::handle(App& app, const InputEvent& e) {
  if (!app.session || !in_tutorial(app)) return false;
  if (e.left_click()) return tutorial_click(app, e.at);
  if (e.intent) {
    const Intent& i = *e.intent;
    // The number keys press what they press at the table, judged by the lesson like a click.
    if (i.kind == Intent::Kind::Activate && i.option >= 0) return tutorial_number(app, i.option);
    // Enter on the focused element is its click, judged by the lesson like one; after the mouse
    // hid the ring, Enter shows it on the step's element (its highlight) and presses that.
    if (i.kind == Intent::Kind::Activate && i.option < 0) {
      if (!app.pointer.ring && app.table.layout.guided) app.pointer.ring = true;
      if (const auto p = focused_part(app)) return tutorial_click(app, p->rect.center());
    }
    // Moving the focus and looking around (explain, the levels, the log) are always fine.
    const bool looks = i.kind == Intent::Kind::Run && (i.command == Command::Inspect || i.command == Command::LevelPrev ||
                                                      i.command == Command::LevelNext || i.command == Command::LogOlder ||
                                                      i.command == Command::LogNewer || i.command == Command::Mute);
    if (i.kind == Intent::Kind::Focus || looks) return false;
  }
  if (e.key() && e.sdl.key.keysym.sym != SDLK_ESCAPE) {
    tutorial_key(app, e.sdl.key.keysym.sym);
    return true;
  }
  return false;
}

}  // namespace hs::app

// The learning layers' input: what teach_overlay.cpp and tutorial_run.cpp take before the table.
#include "app/teach/teach_layers.hpp"

#include "app/shell/app.hpp"
#include "app/teach/teach_overlay.hpp"
#include "app/teach/tutorial_run.hpp"

namespace hs::app {

bool LearningLayer::handle(App& app, const InputEvent& e) {
  if (!app.session) return false;
  Teach& T = app.teach;
  if (e.right_click()) {
    auto ins = inspect_at(app.session->game(), app.table_layout, e.at, app.strings);
    T.pinned = ins.has_value();
    T.pinned_at = e.at;
    T.pinned_generation = app.layout_generation;
    T.shown_inspection = std::move(ins);
    return true;
  }
  // Esc with an inspection open closes it first; the next Esc goes on to the table.
  if (e.key() && e.sdl.key.keysym.sym == SDLK_ESCAPE && T.shown_inspection) {
    T.pinned = false;
    T.shown_inspection.reset();
    T.hover_since = SDL_GetTicks() + 100000;  // and it stays closed while the pointer rests there
    return true;
  }
  if (!e.left_click()) return false;
  if (overlay_click(app, rects_, e.at)) return true;
  if (T.pinned && !rects_.inspect_panel.contains(e.at)) {
    T.pinned = false;
    T.shown_inspection.reset();
  }
  return false;
}

FrameNeed LearningLayer::update(App& app) {
  const Teach& T = app.teach;
  const auto waited = static_cast<std::int32_t>(SDL_GetTicks() - T.hover_since);
  FrameNeed need;
  need.animating = app.session && !T.pinned && !T.shown_inspection && !T.hover_key.empty() && !T.hover_needs_move && waited >= 0 && waited < 800;
  return need;
}

void LearningLayer::draw(App& app) { draw_teach_overlay(app, rects_); }

bool TutorialLayer::handle(App& app, const InputEvent& e) {
  if (!app.session || !in_tutorial(app)) return false;
  if (e.left_click()) return tutorial_click(app, e.at);
  if (e.key() && e.sdl.key.keysym.sym != SDLK_ESCAPE) {
    tutorial_key(app, e.sdl.key.keysym.sym);
    return true;
  }
  return false;
}

}  // namespace hs::app

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
  if (!e.left_click()) return false;
  if (overlay_click(app, rects_, e.at)) return true;
  if (T.pinned && !rects_.inspect_panel.contains(e.at)) {
    T.pinned = false;
    T.shown_inspection.reset();
  }
  return false;
}

void LearningLayer::draw(App& app) {
  draw_hint_pointer(app, hint_pointer_);  // under the panels
  draw_teach_overlay(app, rects_);
}

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

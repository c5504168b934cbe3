// The table's keyboard / pad focus: stepping over focus_order(layout), its ring, and the view commands.
#include "app/table/input/table_focus.hpp"

#include <algorithm>

#include "app/render/widgets.hpp"
#include "app/screens/pause/pause_layer.hpp"
#include "app/shell/app.hpp"
#include "app/table/draw/table_layers.hpp"
#include "app/teach/inspect/inspect.hpp"

namespace hs::app {

namespace {

// The focus walks the layout as it stands now (a die picked since the last frame included).
std::vector<PlacedPart> current_focus_order(App& app) {
  if (app.table.layout_dirty) refresh_table_layout(app);
  return focus_order(app.table.layout);
}

void inspect_focused(App& app) {
  Teach& T = app.teach;
  if (T.inspect.pinned) {  // the same key again puts it away
    T.inspect.pinned = false;
    T.inspect.shown.reset();
    return;
  }
  const auto p = focused_part(app);
  const Point at = p ? p->rect.center() : app.pointer.pos;
  auto ins = inspect_at(app.session->game(), app.table.layout, at, app.strings);
  T.inspect.pinned = ins.has_value();
  T.inspect.pinned_at = at;
  T.inspect.pinned_generation = app.table.layout_generation;
  T.inspect.shown = std::move(ins);
}

}  // namespace

void step_table_focus(App& app, FocusStep step) {
  const auto order = current_focus_order(app);
  const int at = focus_place(app.table.layout, app.table.ui.focus);
  if (!app.pointer.ring && at >= 0) {  // the first key after the mouse shows where the focus is
    app.pointer.ring = true;
    return;
  }
  std::vector<Rect> rects;
  for (const PlacedPart& p : order) rects.push_back(p.rect);
  app.table.ui.focus = step_focus(rects, at, step);
  app.pointer.ring = true;
}

std::optional<PlacedPart> focused_part(App& app) {
  if (!app.pointer.ring || !app.session) return std::nullopt;
  const auto order = current_focus_order(app);
  const int f = focus_place(app.table.layout, app.table.ui.focus);
  if (f < 0) return std::nullopt;
  return order[static_cast<std::size_t>(f)];
}

bool table_view_command(App& app, Command c) {
  const int levels = static_cast<int>(app.table.layout.level_tabs.size());
  switch (c) {
    case Command::Inspect: inspect_focused(app); return true;
    case Command::LevelPrev:
    case Command::LevelNext: {
      if (levels == 0) return true;
      const int to = std::clamp(app.table.layout.shown_level + (c == Command::LevelNext ? 1 : -1), 1, levels);
      app.table.ui.shown_level = to;
      app.table.ui.board_first_col = -1;
      app.table.layout_dirty = true;
      return true;
    }
    case Command::LogOlder:
    case Command::LogNewer: {
      const int most = std::max(0, static_cast<int>(app.table.log.size()) - 1);
      app.table.log_scroll = std::clamp(app.table.log_scroll + (c == Command::LogOlder ? 3 : -3), 0, most);
      app.table.layout_dirty = true;
      return true;
    }
    default: return false;
  }
}

void draw_table_focus(App& app) {
  if (app.table.handover_seat >= 0) return;
  if (const PauseLayer* pause = pause_layer(app); pause && pause->open()) return;  // the menu's own ring is the one shown
  if (app.teach.ability.holds_focus(app.table.ui.focus)) return;  // the ability note's "Got it" has it
  if (const auto p = focused_part(app)) focus_ring(app.canvas, p->rect, focus_ring_reach(p->id.part));
}

}  // namespace hs::app

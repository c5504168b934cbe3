// The table's keyboard / pad focus: it steps over focus_order(layout) (the layout's element order;
// arrows by direction), its ring is drawn over the table, and the commands that only change what
// the table shows (inspect, the level tabs, the log) act on it.
#pragma once
#include <optional>

#include "app/input/focus_nav.hpp"
#include "app/platform/key_bindings.hpp"
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

struct App;

void step_table_focus(App& app, FocusStep step);
// The focused element while the ring shows (null: none, or the mouse was used since).
std::optional<PlacedPart> focused_part(App& app);
// Inspect (pins what hover / right-click shows, for the focused element; again: unpins), the level
// tabs and the log. False for the commands that are not about the view.
bool table_view_command(App& app, Command c);
void draw_table_focus(App& app);

}  // namespace hs::app

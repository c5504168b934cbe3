// The table screen's frame (table_layers.cpp): which parts are drawn when, and the layout kept current.
#pragma once

namespace hs::app {

struct App;

void draw_table(App& app);
// Rebuilds the table's layout when it is out of date (table_layers.cpp).
void refresh_table_layout(App& app);
// Whether a click can be read against the table's regions now: true when the layout is current or
// only the player's own selection changed since it was drawn (then it is rebuilt first). Several
// clicks in one frame (a die, then the roll button) are all kept that way.
bool click_sees_current_table(App& app);

}  // namespace hs::app

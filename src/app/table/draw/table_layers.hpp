// The table screen's frame (table_layers.cpp): which parts are drawn when, and the layout kept current.
#pragma once
#include <string>

#include "app/platform/sdl_owned.hpp"

namespace hs::app {

struct App;

// The table is redrawn into `frame` only when what it shows changes (layout, hover, animation);
// other frames are one copy. Under its contents: `under` (background and panel bodies, or while
// the shop is open the whole table behind its shade) and `base` (what changes with the rectangles
// only). Owned by the table screen, gone with it.
struct TableFrameCache {
  OwnedTexture frame, under, base;
  std::string frame_key, under_key, base_key;
};

void draw_table(App& app, TableFrameCache& cache);
// Rebuilds the table's layout when it is out of date (table_layers.cpp).
void refresh_table_layout(App& app);
// Whether a click can be read against the table's regions now: true when the layout is current or
// only the player's own selection changed since it was drawn (then it is rebuilt first). Several
// clicks in one frame (a die, then the roll button) are all kept that way.
bool click_sees_current_table(App& app);

}  // namespace hs::app

// What is drawn over the table for a moment (table_overlays.cpp).
#pragma once
#include "app/render/geometry.hpp"

namespace hs::app {

struct App;

// Overlays on the table: the current moment and the hotseat hand-over (table_overlays.cpp).
void draw_table_overlays(App& app);
bool moment_showing(const App& app);
// The hand-over's "start" area: the whole screen answers, this button is where it says so.
Rect handover_button(float width, float height);

}  // namespace hs::app

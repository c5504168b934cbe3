// The end of a co-op game (coop_end.cpp).
#pragma once

namespace hs::app {

struct App;

void draw_coop_end(App& app);  // the party's end (R9.8)

}  // namespace hs::app

// The peddler's shop overlay on the table (table_shop.cpp, R6).
#pragma once

namespace hs::app {

struct App;

void draw_shop(App& app);

}  // namespace hs::app

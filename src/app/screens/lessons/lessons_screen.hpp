// The Tutorial menu (lessons_screen.cpp).
#pragma once

namespace hs::app {

struct App;

// The Tutorial menu: every lesson with its progress.
void draw_tutorial_menu(App& app);

}  // namespace hs::app

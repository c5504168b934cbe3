// The settings screen (settings_screen.cpp).
#pragma once
#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

void draw_settings(App& app);

class SettingsScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Settings; }
  void draw(App& app) override { draw_settings(app); }
};

}  // namespace hs::app

// The settings screen (settings_screen.cpp).
#pragma once
#include <string>
#include <vector>

#include "app/screens/settings/keys_panel.hpp"
#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

// The settings rows; true when "Keys..." was pressed.
bool draw_settings(App& app);
// The Text size row's chips, one per size the game offers, all in the same form ("150%").
std::vector<std::string> text_size_choices();

// The settings rows, or the Keys panel over them (keys_panel.hpp).
class SettingsScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Settings; }
  bool handle(App& app, const InputEvent& e) override;
  void draw(App& app) override;

 private:
  KeysPanel keys_;
};

}  // namespace hs::app

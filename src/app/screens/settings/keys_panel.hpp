// Settings' Keys panel: each rebindable command with its key; choosing one and pressing a key binds
// it, a key another command has is refused with that command named (platform/key_bindings.hpp).
// Kept in the settings file at once.
#pragma once
#include <string>

namespace hs::app {

struct App;
struct InputEvent;

struct KeysPanel {
  bool open = false;
  int capturing = -1;  // the command waiting for its new key, -1 for none
  std::string note;    // what the last key pressed did
  bool note_bad = false;
};

void draw_keys_panel(App& app, KeysPanel& k);
// While a command waits for its key, every key press is taken here (Esc gives up); true when taken.
bool keys_panel_event(App& app, KeysPanel& k, const InputEvent& e);

}  // namespace hs::app

// The table's shortcuts as its buttons show them ("R" on Roll, "Enter" on Resolve, "Y" when the pad
// was used last): one table for the key drawn in a button's corner and for the key that presses it, so
// a key shown is a key that works (the tutorial presses the button it names, as a click would); keys
// rebound in Settings are shown and pressed as bound. No SDL drawing here.
#pragma once
#include <string>

#include <SDL_keycode.h>

#include "app/input/intent.hpp"
#include "app/platform/key_bindings.hpp"
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

// The key (or the pad's button) shown in a button's corner ("" when it has none).
std::string shortcut_for(const HitRegion& h, Device d, const KeyBindings& keys);
// The name a key press has in that table ("R", "Enter", "3"; "" for keys no button can show).
std::string shortcut_name(SDL_Keycode key);
// The button a key press presses on this layout, or null.
const HitRegion* region_for_key(const TableLayout& layout, SDL_Keycode key, const KeyBindings& keys);

}  // namespace hs::app

// The screens the app shows, by id, and the name each goes by in --trace (the same as its --scene).
#pragma once

namespace hs::app {

enum class Screen { Menu, Setup, Settings, Load, Table, End, Rules, Tutorial };
// How many screens there are: one past the last id, for tables indexed by screen.
inline constexpr int kScreenCount = static_cast<int>(Screen::Tutorial) + 1;

// "menu", "setup", ..., "rules", "tutorial-menu": never empty, one name per screen.
const char* screen_name(Screen s);

}  // namespace hs::app

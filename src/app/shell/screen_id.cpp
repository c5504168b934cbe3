// The names of the screens, as --trace writes them and --scene takes them.
#include "app/shell/screen_id.hpp"

namespace hs::app {

const char* screen_name(Screen s) {
  switch (s) {  // no default: a new screen without a name is a compile warning (an error in CI)
    case Screen::Menu: return "menu";
    case Screen::Setup: return "setup";
    case Screen::Settings: return "settings";
    case Screen::Load: return "load";
    case Screen::Table: return "table";
    case Screen::End: return "end";
    case Screen::Rules: return "rules";
    case Screen::Tutorial: return "tutorial-menu";
  }
  return "unknown";
}

}  // namespace hs::app

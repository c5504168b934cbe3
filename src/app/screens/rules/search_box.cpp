// The search box's text editing (see search_box.hpp).
#include "app/screens/rules/search_box.hpp"

namespace hs::app {

namespace {

void erase_last_character(std::string& s) {
  while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80) s.pop_back();  // UTF-8 tail
  if (!s.empty()) s.pop_back();
}

}  // namespace

bool types_text(const SDL_KeyboardEvent& key) {
  if ((key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) != 0) return false;
  const SDL_Keycode k = key.keysym.sym;
  return (k >= SDLK_SPACE && k < SDLK_DELETE) || (k >= SDLK_KP_1 && k <= SDLK_KP_0) || k == SDLK_KP_PERIOD;
}

bool search_box_event(SearchBox& box, const SDL_Event& e) {
  if (e.type == SDL_TEXTINPUT) {
    if (box.all_selected) box.text.clear();
    box.all_selected = false;
    box.text += e.text.text;
    return true;
  }
  if (e.type != SDL_KEYDOWN) return false;
  const SDL_Keycode k = e.key.keysym.sym;
  const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
  if (k == SDLK_BACKSPACE) {  // edits only: an empty box stays empty and the screen stays open
    if (box.all_selected || ctrl) box.text.clear();
    else erase_last_character(box.text);
    box.all_selected = false;
    return true;
  }
  if (ctrl && k == SDLK_a) {
    box.all_selected = !box.text.empty();
    return true;
  }
  if (k == SDLK_DELETE && box.all_selected) {
    box.text.clear();
    box.all_selected = false;
    return true;
  }
  return false;
}

}  // namespace hs::app

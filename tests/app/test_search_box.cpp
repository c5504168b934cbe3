// The Rules screen's search box: Backspace only edits its text (an empty box stays, the screen is
// not left), Ctrl+A selects the whole text so the next key replaces or clears it.
#include <cstring>

#include <catch2/catch.hpp>

#include "app/screens/rules/search_box.hpp"

using namespace hs::app;

namespace {

SDL_Event key(SDL_Keycode k, Uint16 mod = KMOD_NONE) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.keysym.sym = k;
  e.key.keysym.mod = mod;
  return e;
}

SDL_Event typed(const char* s) {
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  std::strncpy(e.text.text, s, sizeof e.text.text - 1);
  return e;
}

}  // namespace

TEST_CASE("search box: typing adds, Backspace erases one character, UTF-8 whole", "[app][rules]") {
  SearchBox box;
  CHECK(search_box_event(box, typed("ge")));
  CHECK(search_box_event(box, typed("m")));
  CHECK(box.text == "gem");
  CHECK(search_box_event(box, key(SDLK_BACKSPACE)));
  CHECK(box.text == "ge");
  box.text = "dañ";  // ñ is two bytes
  search_box_event(box, key(SDLK_BACKSPACE));
  CHECK(box.text == "da");
}

TEST_CASE("search box: Backspace on an empty box is the box's (the Rules screen stays open)", "[app][rules]") {
  SearchBox box;
  CHECK(search_box_event(box, key(SDLK_BACKSPACE)));
  CHECK(box.text.empty());
  CHECK(search_box_event(box, key(SDLK_BACKSPACE)));  // again: still handled, never passed on
}

TEST_CASE("search box: Ctrl+A selects all, typing then replaces it and Backspace clears it", "[app][rules]") {
  SearchBox box{"monster", false};
  CHECK(search_box_event(box, key(SDLK_a, KMOD_LCTRL)));
  CHECK(box.all_selected);
  CHECK(box.text == "monster");  // Ctrl+A itself changes nothing
  search_box_event(box, typed("g"));
  CHECK(box.text == "g");
  CHECK_FALSE(box.all_selected);
  box.text = "peddler";
  search_box_event(box, key(SDLK_a, KMOD_RCTRL));
  search_box_event(box, key(SDLK_BACKSPACE));
  CHECK(box.text.empty());
  CHECK_FALSE(box.all_selected);
}

TEST_CASE("search box: Esc and arrows are left to the screen", "[app][rules]") {
  SearchBox box{"gem", false};
  CHECK_FALSE(search_box_event(box, key(SDLK_ESCAPE)));
  CHECK_FALSE(search_box_event(box, key(SDLK_DOWN)));
  CHECK_FALSE(search_box_event(box, key(SDLK_a)));  // a plain "a" arrives as typed text instead
  CHECK(box.text == "gem");
}

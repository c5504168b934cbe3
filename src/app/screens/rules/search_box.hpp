// The Rules screen's search box as plain text editing, kept apart from the screen so it can be tested:
// typing adds, Backspace erases one character (never leaves the screen), Ctrl+A selects all of it.
#pragma once
#include <string>

#include <SDL.h>

namespace hs::app {

struct SearchBox {
  std::string text;
  bool all_selected = false;  // after Ctrl+A: the next key typed replaces it, Backspace clears it
};

// A key press that types a character into a text field (Space, letters, digits, punctuation, without
// Ctrl or Alt): the field's, never a shortcut or a button press (Space would press the focused one).
bool types_text(const SDL_KeyboardEvent& key);

// Applies a key press or typed text to the box. Returns true when the event was the box's (the
// caller then does nothing else with it); Esc, arrows and pages are left to the caller.
bool search_box_event(SearchBox& box, const SDL_Event& e);

}  // namespace hs::app

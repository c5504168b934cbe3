// A one-line text field drawn from a SearchBox's text (the Rules search box's editing: typing adds,
// Backspace erases, Ctrl+A selects all): a dark box, the text with a blinking caret, and the whole
// text highlighted while selected (the next key replaces it). Used to name and rename saves.
#pragma once
#include <string>

#include "app/render/canvas.hpp"
#include "app/screens/rules/search_box.hpp"

namespace hs::app {

void draw_text_field(Canvas& c, const Rect& r, const SearchBox& box, const std::string& placeholder);

}  // namespace hs::app

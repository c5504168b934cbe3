// Moving a keyboard or gamepad focus over what a screen offers. The screen lists its focusable
// elements in its layout's order (the order Tab follows); arrows and the pad's D-pad go to the
// nearest element in that direction, so the focus moves where the eye expects on any layout.
#pragma once
#include <vector>

#include "app/render/geometry.hpp"

namespace hs::app {

enum class FocusStep { Next, Previous, Up, Down, Left, Right };

// The index of the element to focus after `step` from `current` (an index into `items`, or -1 for
// none yet: every step then gives the first element). Tab steps wrap around; an arrow with nothing
// in its direction keeps the focus where it is. -1 when there is nothing to focus.
int step_focus(const std::vector<Rect>& items, int current, FocusStep step);

}  // namespace hs::app

// Immediate-mode widgets for the menus (buttons, toggles, panels) and the per-frame pointer state.
#pragma once
#include <optional>
#include <string>

#include "app/render/canvas.hpp"

namespace hs::app {

// Where the pointer is and whether a click is waiting to be taken by a widget this frame.
struct Pointer {
  Point pos{-1, -1};
  std::optional<Point> click;
  int taken = 0;  // clicks widgets have taken (the button click sound follows it)
  bool take(const Rect& r) {  // true once, for the widget under a pending click
    if (click && r.contains(*click)) {
      click.reset();
      ++taken;
      return true;
    }
    return false;
  }
  bool hover(const Rect& r) const { return r.contains(pos); }
};

enum class ButtonStyle { Normal, Primary, Quiet };

// Draws a button; returns true when clicked (never when disabled).
bool button(Canvas& c, Pointer& p, const Rect& r, const std::string& label, bool enabled = true,
            ButtonStyle style = ButtonStyle::Normal);
// Draws only (for regions whose click the table handles itself).
void draw_button(Canvas& c, const Rect& r, const std::string& label, bool enabled, bool hover,
                 ButtonStyle style = ButtonStyle::Normal);
void panel(Canvas& c, const Rect& r, bool highlight = false);
// The two halves of panel(): the translucent body with its shadow (large blended areas, which the
// table composes once into a cached layer) and the outline drawn on top every frame.
void panel_body(Canvas& c, const Rect& r);
void panel_edge(Canvas& c, const Rect& r, bool highlight = false);
void parchment(Canvas& c, const Rect& r);
void table_background(Canvas& c, float w, float h);

}  // namespace hs::app

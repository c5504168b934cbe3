// Immediate-mode widgets for the menus (buttons, toggles, panels) and the per-frame pointer state.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "app/render/canvas.hpp"

namespace hs::app {

// Where the pointer is and whether a click is waiting to be taken by a widget this frame; and the
// keyboard / pad focus over the same widgets: every widget that can take a click is listed as the
// frame draws it (the screen's layout order), and Activate is taken by the focused one, exactly as
// its click would be.
struct Pointer {
  Point pos{-1, -1};
  std::optional<Point> click;
  int taken = 0;  // clicks widgets have taken (the button click sound follows it)
  std::vector<Rect> focusables;       // this frame's clickable widgets, in the order drawn
  std::vector<Rect> last_focusables;  // the last frame's (what the focus steps over)
  int focus = -1;                     // index into last_focusables, -1 for none
  bool activate = false;              // Enter / Space / pad A waiting for the focused widget
  bool ring = false;                  // the focus ring shows (a key or pad was used after the mouse)
  bool pad_last = false;              // the device used last was a gamepad (prompts name its buttons)
  bool take(const Rect& r) {  // true once, for the widget under a pending click (or focused and activated)
    const int k = static_cast<int>(focusables.size());
    focusables.push_back(r);
    if (activate && k == focus) {
      activate = false;
      ++taken;
      return true;
    }
    if (click && r.contains(*click)) {
      click.reset();
      ++taken;
      return true;
    }
    return false;
  }
  // The frame is drawn: its widgets become the ones the focus moves over.
  void end_frame() {
    last_focusables.swap(focusables);
    focusables.clear();
    activate = false;
    click.reset();  // a click no widget took is dropped
  }
  bool hover(const Rect& r) const { return r.contains(pos); }
};

enum class ButtonStyle { Normal, Primary, Quiet };

// Draws a button; returns true when clicked (never when disabled).
bool button(Canvas& c, Pointer& p, const Rect& r, const std::string& label, bool enabled = true,
            ButtonStyle style = ButtonStyle::Normal);
// A button's label beside its key (`key_w` wide at the right, 0 without one): one line while it fits
// at 80% of `size`, else two lines down to the small print, cut only past that. The table's buttons
// and the content test share it.
struct ButtonLabel {
  TextFit fit;
  Rect box;  // where the label goes
};
ButtonLabel button_label_fit(Canvas& c, const Rect& button, const std::string& label, float size, float key_w);
// Draws only (for regions whose click the table handles itself).
void draw_button(Canvas& c, const Rect& r, const std::string& label, bool enabled, bool hover,
                 ButtonStyle style = ButtonStyle::Normal);
// The keyboard / pad focus: a thick double outline around `r` (a light band between two dark ones),
// read by its shape on any ground, never by colour alone. It reaches `reach` outside `r`: 9 for the
// full ring, less (at least 4: three bands of 1, 2 and 1) where neighbours stand close.
void focus_ring(Canvas& c, const Rect& r, float reach = 9);
void panel(Canvas& c, const Rect& r, bool highlight = false);
// The two halves of panel(): the translucent body with its shadow (large blended areas, which the
// table composes once into a cached layer) and the outline drawn on top every frame.
void panel_body(Canvas& c, const Rect& r);
void panel_edge(Canvas& c, const Rect& r, bool highlight = false);
void parchment(Canvas& c, const Rect& r);
void table_background(Canvas& c, float w, float h);

}  // namespace hs::app

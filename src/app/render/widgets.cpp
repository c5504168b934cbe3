// Buttons, panels and backgrounds shared by every screen.
#include "app/render/widgets.hpp"

#include <algorithm>

#include "app/render/theme.hpp"

namespace hs::app {

void draw_button(Canvas& c, const Rect& r, const std::string& label, bool enabled, bool hover,
                 ButtonStyle style) {
  Rgba body = !enabled ? theme::kButtonOff : hover ? theme::kButtonHover : theme::kButton;
  if (style == ButtonStyle::Primary && enabled) body = hover ? Rgba{196, 146, 58, 255} : Rgba{170, 122, 44, 255};
  if (style == ButtonStyle::Quiet && enabled) body = hover ? Rgba{80, 64, 48, 255} : Rgba{54, 44, 36, 255};
  c.rounded({r.x, r.y + 2, r.w, r.h}, 8, Rgba{0, 0, 0, 110});
  c.rounded(r, 8, body);
  c.rounded_outline(r, 8, 1.5f, enabled ? theme::kGold : theme::kPanelEdge);
  // Never taller than the button (larger text in a small button), nor wider.
  const float size = c.fit_size(label, Font::Bold, std::min(r.h >= 40 ? theme::kLarge : theme::kBody, r.h / 1.25f), r.w - 14);
  const Rgba ink = !enabled ? theme::kTextDim : style == ButtonStyle::Primary ? Rgba{30, 20, 10, 255} : theme::kText;
  c.text(label, Font::Bold, size, ink, r.center(), Align::Center);
}

bool button(Canvas& c, Pointer& p, const Rect& r, const std::string& label, bool enabled, ButtonStyle style) {
  draw_button(c, r, label, enabled, enabled && p.hover(r), style);
  return enabled && p.take(r);
}

ButtonLabel button_label_fit(Canvas& c, const Rect& button, const std::string& label, float size, float key_w) {
  ButtonLabel out;
  out.box = {button.x + 9, button.y + 2, button.w - key_w - 14, button.h - 4};
  out.fit = c.fit_text(label, Font::Bold, size, out.box.w, size * 1.05f, size * 0.8f, 1.05f);
  if (!out.fit.cut && out.fit.lines.size() == 1) return out;
  const float two = std::min(size, theme::kBody);
  out.fit = c.fit_text(label, Font::Bold, two, out.box.w, out.box.h, std::min(two, theme::kSmall), 1.05f);
  return out;
}

void focus_ring(Canvas& c, const Rect& r, float reach) {
  const Rgba dark{0, 0, 0, 255}, light{255, 255, 255, 255};
  if (reach < 9) {
    reach = std::max(reach, 4.f);
    c.rounded_outline(r.inset(-reach), 6, 1, dark);
    c.rounded_outline(r.inset(-(reach - 1)), 5, reach - 2, light);
    c.rounded_outline(r.inset(-1), 4, 1, dark);
    return;
  }
  c.rounded_outline(r.inset(-9), 11, 3, dark);
  c.rounded_outline(r.inset(-6), 10, 3.5f, light);
  c.rounded_outline(r.inset(-3), 8, 2, dark);
}

void panel_body(Canvas& c, const Rect& r) {
  // The shadow (offset 2 right, 4 down) only where it shows: along the bottom and the right edge.
  // Blending it under the whole panel too would cost a full-area pass for no visible change.
  const Rgba shadow{0, 0, 0, 90};
  c.rounded({r.x + 2, r.bottom() - 20 + 4, r.w, 20}, 10, shadow);
  c.fill({r.right(), r.y + 4 + 10, 2, r.h - 30}, shadow);
  c.rounded(r, 10, theme::kPanel);
}

void panel_edge(Canvas& c, const Rect& r, bool highlight) {
  c.rounded_outline(r, 10, highlight ? 3.f : 1.5f, highlight ? theme::kGoldBright : theme::kPanelEdge);
}

void panel(Canvas& c, const Rect& r, bool highlight) {
  panel_body(c, r);
  panel_edge(c, r, highlight);
}

void parchment(Canvas& c, const Rect& r) {
  c.rounded({r.x + 2, r.y + 4, r.w, r.h}, 10, Rgba{0, 0, 0, 110});
  c.rounded(r, 10, theme::kParchment);
  c.rounded_outline(r.inset(4), 7, 1.5f, theme::kParchmentDark);
}

void table_background(Canvas& c, float w, float h) {
  if (!c.tiled("ui/table_bg", 256)) c.vertical_gradient({0, 0, w, h}, theme::kTableLight, theme::kTableDark);
}

}  // namespace hs::app

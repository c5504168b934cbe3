// The one-line text field (see text_field.hpp).
#include "app/render/text_field.hpp"

#include "app/render/theme.hpp"

namespace hs::app {

void draw_text_field(Canvas& c, const Rect& r, const SearchBox& box, const std::string& placeholder) {
  c.rounded(r, 8, Rgba{20, 15, 12, 255});
  c.rounded_outline(r, 8, 2, theme::kGold);
  const Point at{r.x + 14, r.center().y};
  const float size = c.fit_size(box.text + "|", Font::Bold, theme::kLarge, r.w - 28);
  if (box.text.empty()) {
    c.text(placeholder, Font::Body, theme::kBody, theme::kTextDim, at, Align::Left);
  } else if (box.all_selected) {
    const float tw = c.text_width(box.text, Font::Bold, size);
    c.rounded({r.x + 10, r.y + 6, tw + 8, r.h - 12}, 4, Rgba{170, 122, 44, 255});
    c.text(box.text, Font::Bold, size, Rgba{30, 20, 10, 255}, at, Align::Left);
  } else {
    const bool blink = (SDL_GetTicks() / 500) % 2 == 0;
    c.text(box.text + (blink ? "|" : ""), Font::Bold, size, theme::kText, at, Align::Left);
  }
}

}  // namespace hs::app

// Drawing a mode's introduction (see mode_intro_card.hpp).
#include "app/screens/intro/mode_intro_card.hpp"

#include <algorithm>

#include "app/render/theme.hpp"
#include "app/shell/app.hpp"

namespace hs::app {

IntroChoice draw_mode_intro(App& app, const ModeIntro& intro, const std::string& close_label, bool again_note) {
  Canvas& c = app.canvas;
  c.fill({0, 0, app.vp.width, app.vp.height}, Rgba{0, 0, 0, 160});
  // Larger text gets a larger card (up to the window less a margin), so the three sections still read whole.
  const float grow = theme::text_scale() - 1;
  const float w = std::min(app.vp.width - 80, 780 + 400 * grow), h = std::min(app.vp.height - 40, 500 + 200 * grow);
  const Rect box{(app.vp.width - w) / 2, (app.vp.height - h) / 2, w, h};
  panel(c, box, true);
  // Rows flow from the top at the text size chosen; the three sections share what is left above the
  // buttons (a long one shrinks, then ends in "…", rather than running under them).
  const float bw = 220, by = box.bottom() - 64;
  const float small_row = theme::kSmall * 1.4f, title_row = (theme::kHeading + 4) * 1.15f;
  c.text(app.tr("intro.heading"), Font::Body, theme::kSmall, theme::kTextDim, {box.center().x, box.y + std::max(24.f, 10 + small_row / 2)}, Align::Center);
  const float title_y = box.y + std::max(54.f, 10 + small_row + title_row / 2);
  c.text(intro.title, Font::Title, c.fit_size(intro.title, Font::Title, theme::kHeading + 4, box.w - 40), theme::kGold, {box.center().x, title_y}, Align::Center);
  float y = std::max(box.y + 84, title_y + title_row / 2 + 6);
  const float tw = box.w - 64;
  const float note_y = box.bottom() - std::max(82.f, 64 + small_row / 2 + 4);
  const float bottom = (again_note ? note_y - small_row / 2 : by) - 6;
  const float heading_row = std::max(24.f, theme::kLarge * 1.3f);
  int left = 3;  // sections still to draw: each keeps at least its heading and one line
  // The goal first: what a player most needs to know before the first roll.
  for (const auto& [heading, body] : {std::pair{"intro.goal_h", &intro.goal}, {"intro.turn_h", &intro.turn}, {"intro.end_h", &intro.end}}) {
    c.text(app.tr(heading), Font::Bold, c.fit_size(app.tr(heading), Font::Bold, theme::kLarge, tw), theme::kGold, {box.x + 32, y + heading_row / 2 - 2}, Align::Left);
    y += heading_row;
    const float reserve = static_cast<float>(--left) * (heading_row + theme::kBody * 1.3f + 14);
    const float room = std::max(theme::kBody * 1.3f, std::min(96.f, bottom - y - reserve));
    const float used = c.text_box(*body, Font::Body, theme::kBody, theme::kText, {box.x + 32, y, tw, room}, Align::Left, 1.3f);
    y += std::max(used, theme::kBody * 1.3f) + 14;
  }
  if (again_note)
    c.text(app.tr("intro.again"), Font::Body, theme::kSmall, theme::kTextDim, {box.center().x, note_y}, Align::Center);
  IntroChoice choice = IntroChoice::None;
  if (button(c, app.pointer, {box.center().x - bw - 10, by, bw, 46}, app.tr("intro.rules"))) choice = IntroChoice::Rules;
  if (button(c, app.pointer, {box.center().x + 10, by, bw, 46}, close_label, true, ButtonStyle::Primary)) choice = IntroChoice::Close;
  return choice;
}

}  // namespace hs::app

// Drawing a mode's introduction (see mode_intro_card.hpp).
#include "app/screens/intro/mode_intro_card.hpp"

#include "app/render/theme.hpp"
#include "app/shell/app.hpp"

namespace hs::app {

IntroChoice draw_mode_intro(App& app, const ModeIntro& intro, const std::string& close_label, bool again_note) {
  Canvas& c = app.canvas;
  c.fill({0, 0, app.vp.width, app.vp.height}, Rgba{0, 0, 0, 160});
  const float w = 780, h = 500;
  const Rect box{(app.vp.width - w) / 2, (app.vp.height - h) / 2, w, h};
  panel(c, box, true);
  c.text(app.tr("intro.heading"), Font::Body, theme::kSmall, theme::kTextDim, {box.center().x, box.y + 24}, Align::Center);
  c.text(intro.title, Font::Title, theme::kHeading + 4, theme::kGold, {box.center().x, box.y + 54}, Align::Center);
  float y = box.y + 84;
  const float tw = box.w - 64;
  // The goal first: what a player most needs to know before the first roll.
  for (const auto& [heading, body] : {std::pair{"intro.goal_h", &intro.goal}, {"intro.turn_h", &intro.turn}, {"intro.end_h", &intro.end}}) {
    c.text(app.tr(heading), Font::Bold, theme::kLarge, theme::kGold, {box.x + 32, y + 10}, Align::Left);
    y += 24;
    const float used = c.text_box(*body, Font::Body, theme::kBody, theme::kText, {box.x + 32, y, tw, 96}, Align::Left, 1.3f);
    y += std::max(used, theme::kBody * 1.3f) + 14;
  }
  if (again_note)
    c.text(app.tr("intro.again"), Font::Body, theme::kSmall, theme::kTextDim, {box.center().x, box.bottom() - 82}, Align::Center);
  const float bw = 220, by = box.bottom() - 64;
  IntroChoice choice = IntroChoice::None;
  if (button(c, app.pointer, {box.center().x - bw - 10, by, bw, 46}, app.tr("intro.rules"))) choice = IntroChoice::Rules;
  if (button(c, app.pointer, {box.center().x + 10, by, bw, 46}, close_label, true, ButtonStyle::Primary)) choice = IntroChoice::Close;
  return choice;
}

}  // namespace hs::app

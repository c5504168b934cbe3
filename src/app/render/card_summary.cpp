// The compact face of a board card: its name on a ribbon over the art and, on the parchment, one
// line per test (coloured dice badges with their minimum, the reward) so a player reads the
// dungeon at a glance. Peddlers show what they offer, dead ends what entering pays.
#include <algorithm>

#include "app/render/pieces.hpp"
#include "app/render/theme.hpp"

namespace hs::app {

namespace {

// The colour-blind symbol of a die colour in a small disc on a chip's top-right corner.
void symbol_badge(Canvas& c, const Rect& chip, Color color) {
  if (color == Color::Any) return;
  const float s = std::max(7.f, chip.w * 0.5f);
  const Point at{chip.right() - s * 0.2f, chip.y + s * 0.2f};
  c.circle(at, s * 0.55f, Rgba{40, 30, 20, 255});
  c.circle(at, s * 0.47f, theme::die_color(color));
  c.svg(theme::die_symbol(color), {at.x - s * 0.4f, at.y - s * 0.4f, s * 0.8f, s * 0.8f});
}

// A die-coloured rounded square with the minimum it needs ("4+", as on the large card); each
// requirement has its own chip, repeated ones too, everywhere.
float requirement_badge(Canvas& c, float x, float cy, float d, const Requirement& q, bool symbols) {
  const Rect b{x, cy - d / 2, d, d};
  c.rounded({b.x, b.y + 1, d, d}, d * 0.22f, Rgba{0, 0, 0, 90});
  c.rounded(b, d * 0.22f, theme::die_color(q.color));
  if (q.color == Color::Black || q.color == Color::Any)  // dark and pale dice need an edge to read
    c.rounded_outline(b, d * 0.22f, 1, q.color == Color::Black ? Rgba{140, 130, 120, 255} : Rgba{120, 100, 80, 255});
  const std::string text = std::to_string(q.min) + "+";
  c.text(text, Font::Bold, c.fit_size(text, Font::Bold, d * 0.7f, d - 2), theme::pip_color(q.color), b.center(), Align::Center);
  if (symbols) symbol_badge(c, b, q.color);
  return d;
}

// Width of a reward drawn at icon size `s`: "icon n" for coins, then gems.
float reward_width(Canvas& c, const Reward& rw, float s) {
  float w = 0;
  for (int n : {rw.coins, rw.gems})
    if (n > 0) w += s + 1 + c.text_width(std::to_string(n), Font::Bold, s * 1.05f) + 2;
  return w;
}

void draw_reward(Canvas& c, const Reward& rw, float right, float cy, float s) {
  float x = right - reward_width(c, rw, s);
  for (int k = 0; k < 2; ++k) {
    const int n = k == 0 ? rw.coins : rw.gems;
    if (n <= 0) continue;
    const std::string icon = k == 0 ? "icons/coin" : "icons/gem";
    if (!c.svg(icon, {x, cy - s / 2, s, s}))
      c.circle({x + s / 2, cy}, s / 2, k == 0 ? theme::kGold : Rgba{70, 180, 200, 255});
    const std::string num = std::to_string(n);
    c.text(num, Font::Bold, s * 1.05f, theme::kInk, {x + s + 1, cy}, Align::Left);
    x += s + 1 + c.text_width(num, Font::Bold, s * 1.05f) + 2;
  }
}

// Width of one test line drawn with badges of size `d`.
float test_line_width(Canvas& c, const TestOption& o, bool optional, float d) {
  float w = optional ? d * 0.65f : 0;
  w += static_cast<float>(o.require.size()) * (d + 2);
  w += static_cast<float>(o.forbid.size()) * (d * 0.6f + 3);
  return w + 3 + reward_width(c, o.reward, d * 0.8f);
}

void draw_test_line(Canvas& c, const Rect& row, const TestOption& o, bool optional, float d, bool symbols) {
  // Too wide: everything on the line shrinks alike.
  const float full = test_line_width(c, o, optional, d);
  if (full > row.w) d *= std::max(0.55f, row.w / full);
  const float cy = row.center().y;
  float x = row.x;
  if (optional) {
    c.text("+", Font::Title, d * 1.15f, theme::kInk, {x + d * 0.3f, cy}, Align::Center);
    x += d * 0.65f;
  }
  for (const Requirement& q : o.require) x += requirement_badge(c, x, cy, d, q, symbols) + 2;
  for (Color f : o.forbid) {  // a forbidden colour: a small crossed die, with its symbol
    const Rect fr{x + 1, cy - d * 0.3f, d * 0.6f, d * 0.6f};
    c.rounded(fr, d * 0.12f, theme::die_color(f));
    if (symbols && f != Color::Any) c.svg(theme::die_symbol(f), fr.inset(fr.w * 0.12f));
    c.line({fr.x, fr.y}, {fr.right(), fr.bottom()}, 1.5f, theme::kBad);
    x += d * 0.6f + 3;
  }
  draw_reward(c, o.reward, row.right(), cy, d * 0.8f);
}

}  // namespace

TextFit card_name_fit(Canvas& c, const Rect& card, const std::string& name) {
  // One line when the name fits at nearly full size, else two lines rather than tiny letters.
  const Rect win = card_art_window(card);
  const float base = card_name_size(card);
  TextFit one = c.fit_text(name, Font::Bold, base, win.w - 6, base * 1.05f, base * 0.85f, 1.05f);
  if (!one.cut && one.lines.size() == 1) return one;
  const float two = std::max(7.5f, base * 0.85f), floor = std::min(two, 6.5f);
  TextFit two_lines = c.fit_text(name, Font::Bold, two, win.w - 6, two * 1.05f * 2, floor, 1.05f);
  // A name that two lines cannot hold (a Spanish name with a long word in its middle): three lines
  // in the room two lines at full size take (card_ribbon_max_bottom), never below the same floor.
  const float three = base * 2 / 3;
  if (!two_lines.cut || three < floor) return two_lines;
  TextFit three_lines = c.fit_text(name, Font::Bold, three, win.w - 6, three * 1.05f * 3, floor, 1.05f);
  return three_lines.cut ? two_lines : three_lines;
}

TextFit card_title_fit(Canvas& c, const Rect& card, const std::string& name) {
  const float w = card_title_width(card);
  TextFit one = c.fit_text(name, Font::Title, theme::kLarge, w, theme::kLarge * 1.05f, std::max(theme::kBody, theme::kLarge * 0.8f), 1.05f);
  if (!one.cut && one.lines.size() == 1) return one;
  return c.fit_text(name, Font::Title, theme::kBody, w, theme::kBody * 1.05f * 2, theme::kSmall, 1.05f);
}

void draw_card_face_summary(Canvas& c, const Rect& r, const DungeonCard& card, const Look& look) {
  // Name ribbon across the top of the art window.
  const std::string& name = card.name.in(look.lang);
  const Rect win = card_art_window(r);
  const float base = card_name_size(r);
  if (look.card_names) {
    const TextFit fit = card_name_fit(c, r, name);
    const float ribbon_h = card_ribbon_height(fit.size, static_cast<int>(fit.lines.size()));
    const Rect ribbon{win.x, win.y, win.w, ribbon_h};
    c.fill(ribbon, Rgba{30, 22, 16, 205});
    c.draw_fit(fit, Font::Bold, theme::kParchment, ribbon.inset(3), Align::Center, true);
  }

  // The parchment: one line per test.
  const Rect area = card_summary_area(r);
  const std::size_t lines = card.options.size() + (card.optional ? 1 : 0);
  if (lines > 0) {
    const float lh = std::min(area.h / static_cast<float>(lines), r.w * 0.2f);
    const float d = std::min(lh - 2, r.w * 0.16f);
    float y = area.y + (area.h - lh * static_cast<float>(lines)) / 2;
    for (std::size_t i = 0; i < lines; ++i, y += lh) {
      const bool optional = i >= card.options.size();
      draw_test_line(c, {area.x, y, area.w, lh}, optional ? *card.optional : card.options[i], optional, d, look.symbols);
    }
    return;
  }
  const float s = std::min(area.h * 0.4f, r.w * 0.2f);
  if (card.kind == CardKind::Peddler) {
    // What the peddler is for: spend coins on equipment, or on lives.
    const float cy = area.center().y;
    const float x0 = area.center().x - s * 1.4f;
    c.svg("icons/coin", {x0, cy - s / 2, s, s});
    c.text("\xE2\x86\x92", Font::Bold, s * 0.8f, theme::kInk, {area.center().x, cy}, Align::Center);  // →
    c.svg("icons/heart", {area.center().x + s * 0.4f, cy - s / 2, s, s});
    c.text("+", Font::Bold, s * 0.8f, theme::kInk, {area.center().x + s * 1.5f, cy}, Align::Left);
    return;
  }
  if (card.entry_reward.coins > 0 || card.entry_reward.gems > 0) {
    const float w = reward_width(c, card.entry_reward, s);
    draw_reward(c, card.entry_reward, area.center().x + w / 2, area.center().y, s);
    return;
  }
  c.text_box(card.text.in(look.lang), Font::Body, std::max(7.f, base * 0.75f), theme::kInkSoft, area, Align::Center, 1.1f);
}

}  // namespace hs::app

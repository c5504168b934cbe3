// Pieces: dice, requirement chips, tokens, cards and stand-ups, drawn from the SVG art with
// vector fallbacks so nothing ever shows as an empty box.
#include "app/render/pieces.hpp"

#include <algorithm>

#include "app/render/theme.hpp"

namespace hs::app {

namespace {
// Pip centres on a 3x3 grid (0..2) for faces 1..6.
const int kPips[7][6][2] = {
    {},
    {{1, 1}},
    {{0, 0}, {2, 2}},
    {{0, 0}, {1, 1}, {2, 2}},
    {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
    {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
    {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
};
const int kPipCount[7] = {0, 1, 2, 3, 4, 5, 6};

void die_body(Canvas& c, const Rect& r, Color color) {
  if (color != Color::Any && c.svg("dice/die_" + std::string(color_name(color)), r)) return;
  c.rounded({r.x + 1, r.y + 2, r.w, r.h}, r.w * 0.18f, Rgba{0, 0, 0, 120});
  c.rounded(r, r.w * 0.18f, theme::die_color(color));
  c.rounded_outline(r, r.w * 0.18f, std::max(1.f, r.w * 0.05f), Rgba{40, 30, 20, 255});
}
}  // namespace

void draw_die(Canvas& c, const Rect& r, Color color, int value, const Look& look, bool dim) {
  die_body(c, r, color);
  const Rgba pip = theme::pip_color(color);
  if (value >= 1 && value <= 6) {
    const float step = r.w * 0.25f, rad = r.w * 0.085f;
    for (int i = 0; i < kPipCount[value]; ++i)
      c.circle({r.x + step * static_cast<float>(1 + kPips[value][i][0]), r.y + step * static_cast<float>(1 + kPips[value][i][1])},
               rad, pip);
  } else if (value > 6) {
    c.text(std::to_string(value), Font::Bold, r.h * 0.55f, pip, r.center(), Align::Center);
  }
  if (look.symbols && color != Color::Any) {
    if (value == 0) {
      const float s = r.w * 0.56f;
      c.svg(theme::die_symbol(color), {r.center().x - s / 2, r.center().y - s / 2, s, s});
    } else {
      // A badge on the top-right corner, clear of every pip position.
      const float s = r.w * 0.4f;
      const Rect badge{r.right() - s * 0.5f, r.y - s * 0.5f, s, s};
      c.circle(badge.center(), s * 0.6f, Rgba{40, 30, 20, 255});
      c.circle(badge.center(), s * 0.5f, theme::die_color(color));
      c.svg(theme::die_symbol(color), badge.inset(s * 0.1f));
    }
  }
  if (dim) c.rounded(r, r.w * 0.18f, Rgba{0, 0, 0, 140});
}

void draw_requirement(Canvas& c, const Rect& r, const Requirement& req, const Look& look) {
  die_body(c, r, req.color);
  const Rgba ink = theme::pip_color(req.color);
  c.text(std::to_string(req.min) + "+", Font::Bold, r.h * 0.46f, ink, r.center(), Align::Center);
  if (look.symbols && req.color != Color::Any) {
    const float s = r.w * 0.42f;
    const Rect badge{r.right() - s * 0.55f, r.y - s * 0.45f, s, s};
    c.circle(badge.center(), s * 0.6f, Rgba{40, 30, 20, 255});
    c.circle(badge.center(), s * 0.5f, theme::die_color(req.color));
    c.svg(theme::die_symbol(req.color), badge.inset(s * 0.1f));
  }
}

void draw_icon_count(Canvas& c, const std::string& icon, int count, Point at, float size, Rgba ink) {
  if (!c.svg("icons/" + icon, {at.x, at.y - size / 2, size, size}))
    c.circle({at.x + size / 2, at.y}, size / 2, icon == "gem" ? Rgba{70, 180, 200, 255} : theme::kGold);
  c.text(std::to_string(count), Font::Bold, size * 0.8f, ink, {at.x + size + 3, at.y}, Align::Left);
}

void draw_hearts(Canvas& c, Point at, float size, int lives, int max_lives) {
  for (int i = 0; i < max_lives; ++i) {
    const Rect r{at.x + static_cast<float>(i) * (size + 2), at.y - size / 2, size, size};
    if (!c.svg(i < lives ? "icons/heart" : "icons/heart_empty", r))
      c.circle(r.center(), size / 2, i < lives ? theme::kBad : Rgba{80, 60, 60, 255});
  }
}

namespace {
float reward_icon_size(const Rect& r) { return std::min(18.f, r.h * 0.6f); }
float option_reward_width(const TestOption& o, float s) { return (o.reward.gems > 0 ? s + 16 : 0.f) + (o.reward.coins > 0 ? s + 18 : 0.f); }
float lead_width(bool optional) { return optional ? 18.f : 0.f; }

// The chips' side on a line of the row (the whole row, or its upper line when the name goes under).
float chip_size_on(const Rect& line, const TestOption& o, bool optional, float pad) {
  const float n = static_cast<float>(o.require.size()), f = static_cast<float>(o.forbid.size());
  const float room = line.w - 8 - lead_width(optional) - option_reward_width(o, reward_icon_size(line)) - 4 * n - 6 * f;  // gaps included
  const float fits = n + 0.7f * f > 0 ? room / (n + 0.7f * f) : 26.f;
  return std::max(10.f, std::min({line.h - pad, 26.f, fits}));
}

// Where the name goes beside the chips (between them and the reward) on a line.
Rect beside_label_box(const Rect& r, const TestOption& o, bool optional, float d) {
  const float x = r.x + 4 + lead_width(optional) + static_cast<float>(o.require.size()) * (d + 4) +
                  static_cast<float>(o.forbid.size()) * (d * 0.7f + 6);
  const float rx = r.right() - 4 - option_reward_width(o, reward_icon_size(r));
  return {x + 3, r.y + 1, std::max(0.f, rx - x - 8), r.h - 2};
}

// A stacked row's name line, under the chips: one line of small text, two when the row is tall.
float stacked_name_height(const Rect& row) { return std::clamp(row.h * 0.45f, 13.f, 30.f); }
}  // namespace

bool option_row_stacked(float row_w, const TestOption& o, bool optional) {
  // Decided on the row's width alone (at the tallest row's chips), so the layout can give a
  // stacked row its height before anything is measured.
  const Rect probe{0, 0, row_w, 40};
  return beside_label_box(probe, o, optional, chip_size_on(probe, o, optional, 6)).w < row_w * kNameBesideShare;
}

Rect option_chip_line(const Rect& row, const TestOption& o, bool optional) {
  if (!option_row_stacked(row.w, o, optional)) return row;
  return {row.x, row.y, row.w, row.h - stacked_name_height(row)};
}

float option_chip_size(const Rect& row, const TestOption& o, bool optional) {
  const bool stacked = option_row_stacked(row.w, o, optional);
  return chip_size_on(option_chip_line(row, o, optional), o, optional, stacked ? 3.f : 6.f);
}

Rect option_chip(const Rect& row, const TestOption& o, std::size_t i, bool optional) {
  const float d = option_chip_size(row, o, optional);
  const Rect line = option_chip_line(row, o, optional);
  return {line.x + 4 + lead_width(optional) + static_cast<float>(i) * (d + 4), line.center().y - d / 2, d, d};
}

Rect option_label_box(const Rect& r, const TestOption& o, bool optional) {
  if (!option_row_stacked(r.w, o, optional)) return beside_label_box(r, o, optional, option_chip_size(r, o, optional));
  // Under the chips, across the whole row (under the "+" too): the name has the row's width to itself.
  const float h = stacked_name_height(r);
  return {r.x + 6, r.bottom() - h, r.w - 12, h - 1};
}

TextFit option_label_fit(Canvas& c, const Rect& row, const TestOption& o, const std::string& lang, bool optional) {
  // A long name takes a second line (the row is tall enough for two small ones) before it shrinks.
  const Rect box = option_label_box(row, o, optional);
  return c.fit_text(o.label.in(lang), Font::Body, theme::kSmall, box.w, box.h, theme::kTiny * 0.85f, 1.08f);
}

ChipLabel chip_label(Canvas& c, const Rect& chip, const std::string& label, bool exhausted) {
  // A spent chip shows its mark before the name; a long name that would be cut beside the full mark
  // gets a narrow one instead, and only then (a small chip of a full panel) smaller letters.
  ChipLabel out;
  const float full_mark = exhausted ? chip.h - 4 : 0.f, narrow_mark = exhausted ? 10.f : 0.f;
  for (auto [mark, min_size] : {std::pair{full_mark, 0.8f}, {narrow_mark, 0.8f}, {narrow_mark, 0.68f}}) {
    out.mark = mark;
    out.box = {chip.x + 5 + mark, chip.y + 0.5f, std::max(0.f, chip.w - 10 - mark), chip.h - 1};
    out.fit = c.fit_text(label, Font::Bold, theme::kSmall, out.box.w, out.box.h, theme::kTiny * min_size, 1.0f);
    if (!out.fit.cut) break;
  }
  return out;
}

void draw_option_row(Canvas& c, const Rect& row, const TestOption& o, const Look& look, bool optional) {
  const Rect r = option_chip_line(row, o, optional);  // the chips and the reward; the name beside or under them
  float x = r.x + 4;
  const float d = option_chip_size(row, o, optional);
  if (optional) {
    c.text("+", Font::Title, d, theme::kInk, {x + 4, r.center().y}, Align::Left);
    x += 18;
  }
  for (const Requirement& q : o.require) {
    draw_requirement(c, {x, r.center().y - d / 2, d, d}, q, look);
    x += d + 4;
  }
  for (Color f : o.forbid) {  // a forbidden colour: a small crossed die
    const Rect fr{x + 2, r.center().y - d * 0.35f, d * 0.7f, d * 0.7f};
    draw_die(c, fr, f, 0, look, true);
    c.line({fr.x, fr.y}, {fr.right(), fr.bottom()}, 2.5f, theme::kBad);
    x += d * 0.7f + 6;
  }
  float rx = r.right() - 4;
  const float s = reward_icon_size(r);
  if (o.reward.gems > 0) {
    rx -= s + 16;
    draw_icon_count(c, "gem", o.reward.gems, {rx, r.center().y}, s, theme::kInk);
  }
  if (o.reward.coins > 0) {
    rx -= s + 18;
    draw_icon_count(c, "coin", o.reward.coins, {rx, r.center().y}, s, theme::kInk);
  }
  const Rect box = option_label_box(row, o, optional);
  if (!o.label.in(look.lang).empty() && box.w > 32)
    c.draw_fit(option_label_fit(c, row, o, look.lang, optional), Font::Body, theme::kInkSoft, box, Align::Left, true);
}

std::string frame_for(CardKind k) {
  switch (k) {
    case CardKind::Dungeon: return "frames/dungeon";
    case CardKind::Boss: return "frames/boss";
    case CardKind::Peddler: return "frames/peddler";
    case CardKind::Bifurcation: return "frames/bifurcation";
    case CardKind::DeadEnd: return "frames/dead_end";
  }
  return "frames/dungeon";
}

void draw_card_frame(Canvas& c, const Rect& r, const std::string& frame, const std::string& emblem) {
  if (!c.svg(frame, r)) {
    c.rounded(r, r.w * 0.06f, Rgba{90, 80, 72, 255});
    c.rounded({r.x + r.w * 0.08f, r.y + r.h * 0.531f, r.w * 0.84f, r.h * 0.41f}, 6, theme::kParchment);
  }
  // Emblem window: x 20..230, y 20..170 of the 250x350 frame.
  const Rect win{r.x + r.w * 0.08f, r.y + r.h * 0.057f, r.w * 0.84f, r.h * 0.43f};
  if (!emblem.empty()) c.svg("emblems/" + emblem, win.inset(r.w * 0.04f));
}

void draw_card_small(Canvas& c, const Rect& r, const DungeonCard* card, bool face_down, const Look& look) {
  if (face_down || !card) {
    if (!c.svg("frames/card_back", r)) {
      c.rounded(r, r.w * 0.08f, Rgba{60, 40, 30, 255});
      c.rounded_outline(r.inset(3), r.w * 0.06f, 2, theme::kGold);
    }
    return;
  }
  draw_card_frame(c, r, frame_for(card->kind), card->art);
  draw_card_face_summary(c, r, *card, look);
}

void draw_equipment_card(Canvas& c, const Rect& r, const EquipmentCard& e, const Look& look, int price) {
  draw_card_frame(c, r, "frames/equipment", equipment_emblem(e));
  const Rect text{r.x + r.w * 0.1f, r.y + r.h * 0.545f, r.w * 0.8f, r.h * 0.39f};
  const float ns = c.fit_size(e.name.in(look.lang), Font::Bold, theme::kBody, text.w);
  c.text(e.name.in(look.lang), Font::Bold, ns, theme::kInk, {text.center().x, text.y + 9}, Align::Center);
  c.text_box(e.text.in(look.lang), Font::Body, theme::kTiny, theme::kInkSoft,
             {text.x, text.y + 20, text.w, text.h - 22}, Align::Center, 1.12f);
  // Price badge on the window's lower edge.
  const Point p{r.center().x - 16, r.y + r.h * 0.46f};
  c.rounded({p.x - 6, p.y - 13, 52, 26}, 12, Rgba{40, 28, 18, 220});
  draw_icon_count(c, "coin", price, {p.x, p.y}, 18, theme::kGoldBright);
}

void draw_character_card(Canvas& c, const Rect& r, const Character& ch, const Look& look) {
  // Sizes follow the card (designed at 250 units wide) so small and large cards read the same.
  const float k = r.w / 250.f;
  draw_card_frame(c, r, "frames/character", ch.emblem.empty() ? ch.id : ch.emblem);
  const Rect text{r.x + r.w * 0.1f, r.y + r.h * 0.54f, r.w * 0.8f, r.h * 0.4f};
  const std::string& name = ch.name.in(look.lang);
  c.text(name, Font::Title, c.fit_size(name, Font::Title, 20 * k, text.w), theme::kInk, {text.center().x, text.y + 12 * k},
         Align::Center);
  const std::string& title = ch.title.in(look.lang);
  c.text(title, Font::Body, c.fit_size(title, Font::Body, 12 * k, text.w), theme::kInkSoft, {text.center().x, text.y + 30 * k},
         Align::Center);
  if (k < 0.6f) return;  // too small for the details: the name is what matters
  const int total = ch.pool.total();
  const float d = std::min(18 * k, (text.w - 4) / static_cast<float>(std::max(total, 1)) - 2);
  float x = text.center().x - (d + 2) * static_cast<float>(total) / 2;
  for (Color col : kAllDieColors)
    for (int i = 0; i < ch.pool[col]; ++i, x += d + 2) draw_die(c, {x, text.y + 42 * k, d, d}, col, 0, look);
  draw_hearts(c, {text.center().x - static_cast<float>(ch.lives) * 8 * k, text.y + 72 * k}, 14 * k, ch.lives, ch.lives);
  c.text_box(ch.ability_name.in(look.lang) + ": " + ch.ability_text.in(look.lang), Font::Body, 11 * k, theme::kInkSoft,
             {text.x, text.y + 84 * k, text.w, text.h - 86 * k}, Align::Center, 1.15f);
}

void draw_standup(Canvas& c, const Rect& r, const Character& ch) {
  if (c.svg("standups/" + ch.id, r)) return;
  const Rgba col = parse_hex_color(ch.standup_color, theme::kGold);
  const float rad = std::min(r.w, r.h) * 0.42f;
  c.circle({r.center().x + 1, r.center().y + 2}, rad, Rgba{0, 0, 0, 140});
  c.circle(r.center(), rad, Rgba{30, 22, 16, 255});
  c.circle(r.center(), rad * 0.86f, col);
  const std::string initial = ch.name.en.empty() ? "?" : ch.name.en.substr(0, 1);
  c.text(initial, Font::Title, rad * 1.1f, Rgba{255, 250, 240, 255}, r.center(), Align::Center);
}

std::string effect_summary(const EquipmentCard& e, const std::string& lang) { return e.text.in(lang); }

std::string equipment_emblem(const EquipmentCard& e) {
  // Equipment has no art field: its symbol, else a known item word inside its id, else its effect.
  static const char* const kItems[] = {"sword", "axe", "shield", "boots", "amulet", "ring", "cloak", "potion",
                                       "bow", "dagger", "staff", "helmet", "lantern", "rope", "scroll", "key",
                                       "pouch", "gauntlets", "horn", "map", "lockpick", "crystal"};
  for (const char* k : kItems)
    if (e.symbol == k) return k;
  for (const char* k : kItems)
    if (e.id.find(k) != std::string::npos) return k;
  switch (e.effect.kind) {
    case EffectKind::Heal: return "potion";
    case EffectKind::Discount: return "pouch";
    case EffectKind::AddPoolDie: return "crystal";
    case EffectKind::Reroll: return "scroll";
    default: return "amulet";
  }
}

}  // namespace hs::app

// The rules screen's pictures, drawn by the app from the same pieces as the table: which die fits
// which requirement (from die_fits itself), a card's anatomy, the classic layout, a turn's phases.
#include "app/screens/rules/rules_pictures.hpp"

#include <cmath>

#include "app/render/theme.hpp"
#include "app/text/dice_fit_text.hpp"
#include "app/text/refusal_text.hpp"

namespace hs::app {

namespace {

void arrow(Canvas& c, Point a, Point b, Rgba col) {
  c.line(a, b, 2.5f, col);
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::max(1.f, std::sqrt(dx * dx + dy * dy));
  const float ux = dx / len, uy = dy / len;
  c.line(b, {b.x - 9 * ux - 5 * uy, b.y - 9 * uy + 5 * ux}, 2.5f, col);
  c.line(b, {b.x - 9 * ux + 5 * uy, b.y - 9 * uy - 5 * ux}, 2.5f, col);
}

void box(Canvas& c, const Rect& r, const std::string& label, Rgba fill, Rgba ink) {
  c.rounded({r.x + 2, r.y + 3, r.w, r.h}, 8, Rgba{0, 0, 0, 90});
  c.rounded(r, 8, fill);
  c.rounded_outline(r, 8, 1.5f, theme::kInkSoft);
  c.text_box(label, Font::Bold, c.fit_size(label, Font::Bold, theme::kSmall, r.w - 8) < theme::kSmall * 0.8f ? theme::kTiny : theme::kSmall,
             ink, {r.x + 4, r.center().y - 15, r.w - 8, 32}, Align::Center, 1.1f);
}

// A sentence beside a row of the dice table, centred in the row's height like the die and chips
// it explains (the same fitting as every box of text: shrink to 80%, then cut).
void row_words(Canvas& c, const std::string& words, Rgba ink, const Rect& box) {
  const TextFit fit = c.fit_text(words, Font::Body, theme::kSmall, box.w, box.h, theme::kSmall * 0.8f, 1.1f);
  c.draw_fit(fit, Font::Body, ink, box, Align::Left, true);
}

void dice_substitution(Canvas& c, const Rect& r, const Look& look, const StringTable& t) {
  c.text(t.get("pic.subst_title"), Font::Title, theme::kBody, theme::kInk, {r.x + 8, r.y + 14}, Align::Left);
  const float cell = std::min(44.f, (r.h - 40) / 5), x0 = r.x + 110, y0 = r.y + 32;
  c.text(t.get("pic.subst_head"), Font::Body, theme::kSmall, theme::kInkSoft, {x0 - 8, y0 + cell / 2}, Align::Right);
  c.text(t.get("pic.subst_die"), Font::Body, theme::kSmall, theme::kInkSoft, {r.x + 8, y0 + cell + 8}, Align::Left);
  const Color reqs[5] = {Color::Red, Color::Blue, Color::Yellow, Color::Black, Color::Any};
  for (int j = 0; j < 5; ++j)
    draw_requirement(c, {x0 + static_cast<float>(j) * (cell + 12) + 4, y0 + 4, cell - 8, cell - 8}, Requirement{reqs[j], 3}, look);
  for (int i = 0; i < 4; ++i) {
    const Color die = kAllDieColors[static_cast<std::size_t>(i)];
    const float y = y0 + static_cast<float>(i + 1) * cell + 6;
    draw_die(c, {x0 - cell - 4, y + 4, cell - 8, cell - 8}, die, 0, look);
    c.text(t.get("color." + std::string(color_name(die))), Font::Bold, theme::kSmall, theme::kInk, {x0 - cell - 12, y + cell / 2}, Align::Right);
    for (int j = 0; j < 5; ++j) {
      const Point ctr{x0 + static_cast<float>(j) * (cell + 12) + cell / 2, y + cell / 2};
      if (die_fits(die, reqs[j])) {  // the rule itself decides each cell
        c.circle(ctr, cell * 0.26f, Rgba{40, 120, 50, 255});
        c.line({ctr.x - cell * 0.12f, ctr.y}, {ctr.x - cell * 0.02f, ctr.y + cell * 0.1f}, 3, Rgba{255, 255, 255, 255});
        c.line({ctr.x - cell * 0.02f, ctr.y + cell * 0.1f}, {ctr.x + cell * 0.14f, ctr.y - cell * 0.1f}, 3, Rgba{255, 255, 255, 255});
      } else {
        c.circle(ctr, cell * 0.08f, theme::kParchmentDark);
      }
    }
    // Beside the row, the same rule in words and the number of such dice, both asked of the engine.
    const float tx = x0 + 5 * (cell + 12) + 6;
    const std::string words = t.format("fit.count", {std::to_string(kSupplyPerColor[static_cast<std::size_t>(i)])}) + ". " +
                              player_sentence(die_fit_words(die, t)) + ".";
    if (r.right() - tx > 80)
      row_words(c, words, theme::kInk, {tx, y + 2, r.right() - tx - 4, cell - 4});
  }
  const float tx = x0 + 5 * (cell + 12) + 6;
  if (r.right() - tx > 80)
    row_words(c, t.get("fit.any_chip"), theme::kInkSoft, {tx, y0 + 2, r.right() - tx - 4, cell - 4});
}

void card_anatomy(Canvas& c, const Rect& r, const Look& look, const StringTable& t) {
  const float cw = std::min(r.h * 0.95f / 1.4f, r.w * 0.4f), ch = cw * 1.4f;
  const Rect card{r.x + 10, r.y + (r.h - ch) / 2, cw, ch};
  draw_card_frame(c, card, frame_for(CardKind::Dungeon), "goblin");
  const float name_y = card.y + ch * 0.531f + 14;
  c.text(t.get("pic.anatomy_card"), Font::Title, theme::kSmall, theme::kInk, {card.center().x, name_y}, Align::Center);
  const TestOption a{{{Color::Red, 4}, {Color::Red, 4}}, {2, 0}, {}, {}};
  const TestOption b{{{Color::Yellow, 3}, {Color::Any, 2}}, {1, 1}, {Color::Red}, {}};
  const TestOption plus{{{Color::Yellow, 4}}, {0, 1}, {}, {}};
  const float row_h = std::min(34.f, (ch * 0.943f - ch * 0.531f - 30) / 3);
  const float top = card.y + ch * 0.943f - 3 * row_h - 2;
  const Rect rows[3] = {{card.x + cw * 0.09f, top, cw * 0.82f, row_h - 3},
                        {card.x + cw * 0.09f, top + row_h, cw * 0.82f, row_h - 3},
                        {card.x + cw * 0.09f, top + 2 * row_h, cw * 0.82f, row_h - 3}};
  draw_option_row(c, rows[0], a, look, false);
  draw_option_row(c, rows[1], b, look, false);
  draw_option_row(c, rows[2], plus, look, true);
  // Six labels in a column beside the card, evenly spaced (never on top of each other), each in the
  // order of the spot it points at from top to bottom so no two arrows cross.
  const float lx = card.right() + 70;
  const Rgba pen{120, 60, 30, 255};
  const float d = std::min(rows[0].h - 6, 26.f);
  struct Label {
    Point to;
    std::string key;
  };
  const Label labels[6] = {
      {{card.center().x, name_y - 9}, "pic.anatomy_name"},
      {{rows[0].x + d + 6, rows[0].center().y}, "pic.anatomy_option"},
      {{rows[0].right() - 30, rows[0].y + 1}, "pic.anatomy_reward"},
      {{rows[1].x + d + 9, rows[1].center().y}, "pic.anatomy_any"},
      {{rows[1].x + 2 * d + 18, rows[1].center().y + 4}, "pic.anatomy_forbid"},
      {{rows[2].x + 22 + d, rows[2].center().y + 2}, "pic.anatomy_plus"},  // past the chip: the "+" stays in view
  };
  const float step = (r.h - 20) / 6;
  for (int i = 0; i < 6; ++i) {
    const float y = r.y + 10 + step * (static_cast<float>(i) + 0.5f);
    arrow(c, {lx - 6, y}, labels[i].to, pen);
    c.text_box(t.get(labels[i].key), Font::Bold, theme::kSmall, theme::kInk, {lx, y - 9, r.right() - lx - 4, std::min(36.f, step - 4)}, Align::Left, 1.1f);
  }
}

void classic_layout(Canvas& c, const Rect& r, const StringTable& t) {
  const float bw = std::min(96.f, (r.w - 40) / 7.6f), bh = bw * 0.8f, gap = (r.w - 20 - 7 * bw) / 6;
  const float mid = r.y + r.h / 2 - bh / 2, up = mid - bh - 24, down = mid + bh + 24;
  auto at = [&](int col, float y) { return Rect{r.x + 10 + static_cast<float>(col) * (bw + gap), y, bw, bh}; };
  const Rgba card{214, 196, 160, 255}, special{190, 220, 180, 255}, boss{230, 170, 160, 255};
  const Rect start = at(0, mid), c1 = at(1, mid), ped = at(2, mid), u1 = at(3, up), u2 = at(4, up), l1 = at(3, down),
             l2 = at(4, down), bos = at(5, mid), next = at(6, mid);
  const Rgba pen{120, 90, 50, 255};
  auto link = [&](const Rect& a, const Rect& b) { arrow(c, {a.right(), a.center().y}, {b.x - 2, b.center().y}, pen); };
  link(start, c1), link(c1, ped), link(ped, u1), link(ped, l1), link(u1, u2), link(l1, l2), link(u2, bos), link(l2, bos), link(bos, next);
  box(c, start, t.get("pic.layout_start"), card, theme::kInk);
  box(c, c1, "", card, theme::kInk);
  box(c, ped, t.get("pic.layout_peddler"), special, theme::kInk);
  box(c, u1, "", card, theme::kInk);
  box(c, u2, "", card, theme::kInk);
  box(c, l1, "", card, theme::kInk);
  box(c, l2, "", card, theme::kInk);
  box(c, bos, t.get("pic.layout_boss"), boss, theme::kInk);
  box(c, next, t.get("pic.layout_next"), Rgba{200, 200, 200, 255}, theme::kInkSoft);
  c.text(t.get("pic.layout_upper"), Font::Bold, theme::kSmall, theme::kInkSoft, {(u1.x + u2.right()) / 2, u1.y - 10}, Align::Center);
  c.text(t.get("pic.layout_lower"), Font::Bold, theme::kSmall, theme::kInkSoft, {(l1.x + l2.right()) / 2, l2.bottom() + 12}, Align::Center);
}

void turn_phases(Canvas& c, const Rect& r, const StringTable& t) {
  const float bw = std::min(150.f, (r.w - 60) / 5), bh = 64, gap = (r.w - 20 - 5 * bw) / 4;
  const float y = r.y + r.h / 2 - bh / 2 - 10;
  auto at = [&](int i) { return Rect{r.x + 10 + static_cast<float>(i) * (bw + gap), y, bw, bh}; };
  const Rgba pen{120, 90, 50, 255};
  for (int i = 0; i < 4; ++i) arrow(c, {at(i).right(), y + bh / 2}, {at(i + 1).x - 2, y + bh / 2}, pen);
  box(c, at(0), t.get("pic.phase_mode"), Rgba{220, 210, 190, 255}, theme::kInkSoft);
  box(c, at(1), t.get("pic.phase_initial"), Rgba{200, 220, 240, 255}, theme::kInk);
  box(c, at(2), t.get("pic.phase_action"), Rgba{250, 220, 150, 255}, theme::kInk);
  box(c, at(3), t.get("pic.phase_final"), Rgba{210, 230, 200, 255}, theme::kInk);
  box(c, at(4), t.get("pic.phase_next"), Rgba{220, 220, 220, 255}, theme::kInk);
  // The action phase repeats until the player rests (or has no dice).
  const Rect a = at(2);
  c.line({a.center().x - 20, a.bottom()}, {a.center().x - 20, a.bottom() + 26}, 2.5f, pen);
  c.line({a.center().x - 20, a.bottom() + 26}, {a.center().x + 20, a.bottom() + 26}, 2.5f, pen);
  arrow(c, {a.center().x + 20, a.bottom() + 26}, {a.center().x + 20, a.bottom() + 2}, pen);
  c.text(t.get("pic.phase_rest") + " →", Font::Bold, theme::kSmall, theme::kInkSoft, {(a.right() + at(3).x) / 2, y - 12}, Align::Center);
}

}  // namespace

float rule_picture_height(const std::string& name) {
  if (name == "dice_substitution") return 260;
  if (name == "card_anatomy") return 300;
  if (name == "classic_layout") return 260;
  if (name == "turn_phases") return 160;
  return 0;
}

void draw_rule_picture(Canvas& c, const Rect& r, const std::string& name, const Look& look, const StringTable& t) {
  parchment(c, r);
  const Rect in = r.inset(12);
  if (name == "dice_substitution") dice_substitution(c, in, look, t);
  if (name == "card_anatomy") card_anatomy(c, in, look, t);
  if (name == "classic_layout") classic_layout(c, in, t);
  if (name == "turn_phases") turn_phases(c, in, t);
}

}  // namespace hs::app

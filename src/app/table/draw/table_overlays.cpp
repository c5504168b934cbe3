// What is drawn over the table for a moment: the moments that matter (a ribbon over the board that
// fades after a while; bots wait for it) and the hotseat hand-over with its recap (any click starts).
#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/shell/app.hpp"
#include "app/table/modes/solo_phase_play.hpp"
#include "app/render/theme.hpp"
#include "app/table/draw/table_overlays.hpp"

namespace hs::app {

namespace {

constexpr std::uint32_t kMomentMs = 1900;

void draw_moment(App& app) {
  Canvas& c = app.canvas;
  const std::uint32_t now = SDL_GetTicks();
  while (!app.table.moments.empty() && now >= app.table.moment_started + kMomentMs) {
    app.table.moments.erase(app.table.moments.begin());
    app.table.moment_started = now;
  }
  if (app.table.moments.empty()) return;
  const Moment& m = app.table.moments.front();
  const float t = static_cast<float>(now - app.table.moment_started) / static_cast<float>(kMomentMs);
  const float fade = t < 0.1f ? t / 0.1f : t > 0.85f ? (1 - t) / 0.15f : 1.f;  // in, hold, out
  const auto alpha = [&](int a) { return static_cast<std::uint8_t>(std::clamp(static_cast<float>(a) * fade, 0.f, 255.f)); };
  const Rect& board = app.table.layout.board;
  const float w = std::min(board.w - 40, 640.f);
  // Tall enough for the whole detail (the last round's says who can win: several lines).
  const float text_w = w - (m.player >= 0 ? 90.f : 24.f) - 20;
  const auto rows = c.wrap(m.detail, Font::Body, theme::kBody, text_w);
  const float h = std::max(112.f, 76.f + static_cast<float>(rows.size()) * theme::kBody * 1.3f);
  const Rect r{board.center().x - w / 2, board.center().y - h / 2, w, h};
  Rgba edge = theme::kGoldBright;
  if (m.kind == MomentKind::Eliminated) edge = theme::kBad;
  if (m.player >= 0 && app.session) {
    const TableState& st = app.session->game().observe(-1).state();
    const int ch = st.players[static_cast<std::size_t>(m.player)].character;
    edge = parse_hex_color(app.session->game().content().characters[static_cast<std::size_t>(ch)].standup_color, edge);
  }
  c.rounded({r.x + 3, r.y + 6, r.w, r.h}, 14, Rgba{0, 0, 0, alpha(120)});
  c.rounded(r, 14, Rgba{28, 20, 14, alpha(235)});
  c.rounded_outline(r, 14, 3, Rgba{edge.r, edge.g, edge.b, alpha(255)});
  if (m.player >= 0 && app.session && fade > 0.5f) {
    const auto& g = app.session->game();
    const int ch = g.observe(-1).state().players[static_cast<std::size_t>(m.player)].character;
    draw_standup(c, {r.x + 18, r.y + 14, 56, std::min(h - 28, 84.f)}, g.content().characters[static_cast<std::size_t>(ch)]);
  }
  const float tx = r.x + (m.player >= 0 ? 90.f : 24.f), tw = r.right() - tx - 20;
  const Rgba gold{theme::kGoldBright.r, theme::kGoldBright.g, theme::kGoldBright.b, alpha(255)};
  const Rgba text{theme::kText.r, theme::kText.g, theme::kText.b, alpha(255)};
  c.text(m.title, Font::Title, c.fit_size(m.title, Font::Title, theme::kTitle - 10, tw), gold, {tx + tw / 2, r.y + 40}, Align::Center);
  c.text_box(m.detail, Font::Body, theme::kBody, text, {tx, r.y + 66, tw, h - 70}, Align::Center);
}

void draw_handover(App& app) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  const Game& g = app.session->game();
  const int seat = app.table.handover_seat;
  const HandoverText& text = app.table.handover;  // a turn, a turn resumed, or a question (handover.hpp)
  const Character& ch = g.content().characters[static_cast<std::size_t>(g.observe(-1).state().players[static_cast<std::size_t>(seat)].character)];
  c.fill({0, 0, W, H}, Rgba{10, 7, 5, 225});
  const float w = std::min(W - 80, 760.f);
  const float lh = theme::kBody * 1.35f;
  float lines = 0;
  for (const auto& l : text.lines) lines += static_cast<float>(c.wrap(l, Font::Body, theme::kBody, w - 64).size());
  const float h = std::min(H - 60, 230 + std::max(lines, 1.f) * lh);
  const Rect r{(W - w) / 2, (H - h) / 2, w, h};
  parchment(c, r);
  const Rgba col = parse_hex_color(ch.standup_color, theme::kGold);
  c.rounded({r.x + 10, r.y + 10, r.w - 20, 76}, 8, Rgba{col.r, col.g, col.b, 70});
  draw_standup(c, {r.x + 22, r.y + 14, 50, 68}, ch);
  const float title_w = r.right() - 24 - (r.x + 88);
  c.text(text.title, Font::Title, c.fit_size(text.title, Font::Title, theme::kTitle - 8, title_w), theme::kInk, {r.x + 88, r.y + 48}, Align::Left);
  float y = r.y + 104;
  if (!text.heading.empty()) {
    c.text(text.heading, Font::Bold, theme::kLarge, theme::kInkSoft, {r.x + 32, r.y + 112}, Align::Left);
    y = r.y + 132;
  }
  for (const auto& l : text.lines) {
    for (const auto& part : c.wrap(l, Font::Body, theme::kBody, w - 64)) {
      if (y > r.bottom() - 80) break;
      c.text(part, Font::Body, theme::kBody, theme::kInk, {r.x + 32, y + lh / 2}, Align::Left);
      y += lh;
    }
  }
  const Rect b = handover_button(W, H);
  const Rect shown{b.x, r.bottom() - 66, b.w, b.h};
  // The key or the pad's button that takes the table too, in the button's corner like the table's
  // shortcuts; the label keeps clear of it on both sides (centred), shrinking when it must.
  const std::string key = app.pointer.pad_last ? "A" : "Enter";
  const float key_size = std::min(theme::kTiny, 13.f);  // a hint in the corner: the label has the room
  const float key_room = c.text_width(key, Font::Bold, key_size) + 14;
  draw_button(c, shown, "", true, true, ButtonStyle::Primary);
  const float label_size = c.fit_size(text.button, Font::Bold, shown.h >= 40 ? theme::kLarge : theme::kBody, shown.w - 2 * key_room - 8);
  c.text(text.button, Font::Bold, label_size, Rgba{30, 20, 10, 255}, shown.center(), Align::Center);
  c.text(key, Font::Bold, key_size, Rgba{70, 50, 24, 255}, {shown.right() - 8, shown.center().y}, Align::Right);
}

}  // namespace

Rect handover_button(float width, float height) {
  // The whole screen takes the click; the button only says so. Its rectangle is still a valid
  // place to click (the playthrough test aims there), whatever the recap's length.
  return {width / 2 - 140, height / 2 - 26, 280, 52};
}

bool moment_showing(const App& app) {
  return phase_steps_showing(app) || (!app.table.moments.empty() && SDL_GetTicks() < app.table.moment_started + kMomentMs);
}

void draw_table_overlays(App& app) {
  if (!app.session) return;
  draw_moment(app);
  draw_phase_steps(app);
  if (app.table.handover_seat >= 0) draw_handover(app);
}

}  // namespace hs::app

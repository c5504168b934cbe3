// New game: 1-4 seats (human or bot), a character per seat (chosen or random, card shown), the
// "no elimination" option, and the seed. The engine's validate_options has the last word.
#include <chrono>

#include "app/app.hpp"
#include "app/theme.hpp"
#include "highscore/options.hpp"

namespace hs::app {

namespace {

std::vector<std::string> controllers() {
  std::vector<std::string> out{"human"};
  for (const auto& k : bot_kinds()) out.push_back(k);
  return out;
}

std::string controller_label(const App& app, const std::string& c) {
  if (c == "human") return app.tr("setup.human");
  return app.tr("setup.bot", {app.tr("bot." + c)});
}

std::uint64_t fresh_seed() {
  // Only the seed comes from the clock; all game randomness then flows from it (R10.1).
  const auto t = std::chrono::steady_clock::now().time_since_epoch().count();
  return static_cast<std::uint64_t>(t) % 1000000ULL;
}

void start_game(App& app) {
  SetupChoices& s = app.setup;
  GameOptions o;
  o.players = s.players;
  for (int i = 0; i < s.players; ++i)
    o.characters.push_back(s.character[i] >= 0 ? app.content->characters[static_cast<std::size_t>(s.character[i])].id : "");
  o.no_elimination = s.no_elimination;
  o.expert = s.expert;
  o.exploration = s.exploration;
  if (auto refusal = validate_options(*app.content, o)) {
    s.error = refusal->reason;
    return;
  }
  std::vector<Seat> seats;
  for (int i = 0; i < s.players; ++i) seats.push_back(Seat{s.controller[i]});
  auto session = Session::start(*app.content, o, s.seed, seats);
  if (!session) {
    s.error = session.refusal().reason;
    return;
  }
  start_session(app, std::move(session.value()));
  autosave(app);
  app.screen = Screen::Table;
}

}  // namespace

void draw_setup(App& app) {
  Canvas& c = app.canvas;
  Pointer& p = app.pointer;
  SetupChoices& s = app.setup;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  c.text(app.tr("setup.title"), Font::Title, theme::kTitle, theme::kGold, {W / 2, 44}, Align::Center);
  c.text(app.tr("setup.mode_standard"), Font::Body, theme::kBody, theme::kTextDim, {W / 2, 82}, Align::Center);
  if (s.seed == 1) s.seed = fresh_seed();
  const auto& chars = app.content->characters;
  const int nchars = static_cast<int>(chars.size());
  const auto kinds = controllers();

  // Seats on the left; on the right the card of the seat being looked at (hovered, or last changed).
  const float total_w = std::min(1232.f, W - 48);
  const float x0 = (W - total_w) / 2, top = 104, row_h = 116, rw = total_w - 300;
  const Rect preview{x0 + rw + 12, top, 288, 4 * (row_h + 6) - 6};
  for (int i = 0; i < 4; ++i) {
    const Rect row{x0, top + static_cast<float>(i) * (row_h + 6), rw, row_h};
    const bool on = i < s.players;
    if (on && p.hover(row)) s.focus = i;
    panel(c, row, on && s.focus == i);
    c.text(app.tr("setup.seat", {std::to_string(i + 1)}), Font::Title, theme::kLarge, on ? theme::kGold : theme::kTextDim,
           {row.x + 20, row.y + 24}, Align::Left);
    // Seats are filled in order: the seat after the last one adds, the last one removes.
    if (i > 0 && (i == s.players || (i == s.players - 1))) {
      if (button(c, p, {row.x + 16, row.y + 48, 120, 36}, app.tr(on ? "setup.remove" : "setup.add"), true, ButtonStyle::Quiet)) {
        s.players = on ? i : i + 1;
        s.focus = std::min(i, s.players - 1);
        s.error.clear();
      }
    }
    if (!on) {
      c.text(app.tr("setup.empty_seat"), Font::Body, theme::kBody, theme::kTextDim, {row.x + 160, row.center().y}, Align::Left);
      continue;
    }
    int ci = 0;
    for (std::size_t k = 0; k < kinds.size(); ++k)
      if (kinds[k] == s.controller[i]) ci = static_cast<int>(k);
    if (button(c, p, {row.x + 150, row.y + 38, 180, 40}, controller_label(app, s.controller[i]))) {
      s.controller[i] = kinds[static_cast<std::size_t>((ci + 1) % static_cast<int>(kinds.size()))];
      s.focus = i;
    }
    const float cx = row.x + 350;
    if (button(c, p, {cx, row.y + 38, 40, 40}, "<")) {
      s.character[i] = s.character[i] <= -1 ? nchars - 1 : s.character[i] - 1;
      s.focus = i;
    }
    if (button(c, p, {cx + 270, row.y + 38, 40, 40}, ">")) {
      s.character[i] = s.character[i] >= nchars - 1 ? -1 : s.character[i] + 1;
      s.focus = i;
    }
    const int ch = s.character[i];
    const Rect emblem{cx + 322, row.y + 10, row_h - 20, row_h - 20};
    const Rect about{emblem.right() + 10, row.y + 14, row.right() - emblem.right() - 24, row_h - 24};
    if (ch >= 0) {
      const Character& chr = chars[static_cast<std::size_t>(ch)];
      c.text(chr.name.in(app.settings.language), Font::Title, theme::kHeading, theme::kText, {cx + 155, row.y + 48}, Align::Center);
      c.text(chr.title.in(app.settings.language), Font::Body, theme::kSmall, theme::kTextDim, {cx + 155, row.y + 74}, Align::Center);
      draw_standup(c, emblem, chr);
      c.text_box(setup_ability_text(app, chr), Font::Body, theme::kSmall, theme::kTextDim, about);
    } else {
      c.text(app.tr("setup.random_character"), Font::Title, theme::kHeading, theme::kText, {cx + 155, row.y + 58}, Align::Center);
      c.svg("frames/card_back", emblem);
      c.text_box(app.tr("setup.random_hint"), Font::Body, theme::kSmall, theme::kTextDim, about);
    }
  }
  panel(c, preview);
  const int fch = s.focus >= 0 && s.focus < s.players ? s.character[s.focus] : -1;
  const float pw = preview.w - 36, ph = pw * 1.4f;
  const Rect big{preview.x + 18, preview.y + 40, pw, ph};
  c.text(app.tr("setup.seat", {std::to_string(s.focus + 1)}), Font::Title, theme::kLarge, theme::kGold,
         {preview.center().x, preview.y + 20}, Align::Center);
  if (fch >= 0) {
    const Character& chr = chars[static_cast<std::size_t>(fch)];
    draw_character_card(c, big, chr, app.look());
    std::string faces;
    for (int v : chr.lucky_values) {
      if (!faces.empty()) faces += ", ";
      faces += std::to_string(v);
    }
    c.text(app.tr("setup.lucky", {app.tr("color." + std::string(color_name(chr.lucky_color))), faces}), Font::Body, theme::kSmall,
           theme::kText, {preview.center().x, big.bottom() + 18}, Align::Center);
    c.text(app.tr("setup.lives", {std::to_string(chr.lives)}), Font::Body, theme::kSmall, theme::kText,
           {preview.center().x, big.bottom() + 38}, Align::Center);
    if (s.expert)  // R9.4: the expert side of the card
      c.text_box(setup_ability_text(app, chr), Font::Body, theme::kSmall, theme::kGold,
                 {preview.x + 12, big.bottom() + 50, preview.w - 24, preview.bottom() - big.bottom() - 52}, Align::Center);
  } else {
    c.svg("frames/card_back", big);
    c.text_box(app.tr("setup.random_hint"), Font::Body, theme::kSmall, theme::kTextDim,
               {preview.x + 18, big.bottom() + 10, pw, preview.bottom() - big.bottom() - 14}, Align::Center);
  }

  // Options, seed, start.
  const float oy = top + 4 * (row_h + 6) + 4;
  const Rect opt{x0, oy, total_w, H - oy - 16};
  panel(c, opt);
  if (button(c, p, {opt.x + 16, opt.y + 14, 64, 34}, app.tr(s.no_elimination ? "settings.on" : "settings.off"), true,
             s.no_elimination ? ButtonStyle::Primary : ButtonStyle::Quiet))
    s.no_elimination = !s.no_elimination;
  c.text(app.tr("setup.no_elimination"), Font::Bold, theme::kBody, theme::kText, {opt.x + 94, opt.y + 22}, Align::Left);
  c.text(app.tr("setup.no_elimination_hint"), Font::Body, theme::kSmall, theme::kTextDim, {opt.x + 94, opt.y + 42}, Align::Left);
  c.text(app.tr("setup.seed", {std::to_string(s.seed)}), Font::Bold, theme::kBody, theme::kText, {opt.x + 16, opt.y + 74},
         Align::Left);
  if (button(c, p, {opt.x + 170, opt.y + 58, 130, 32}, app.tr("setup.new_seed"), true, ButtonStyle::Quiet)) s.seed = fresh_seed();
  draw_variant_toggles(app, {opt.x + 320, opt.y + 54, opt.w - 320 - 340, 44});
  if (!s.error.empty())
    c.text(s.error, Font::Bold, theme::kBody, theme::kBad, {opt.x + 16, opt.y + 106}, Align::Left);
  if (button(c, p, {opt.right() - 200, opt.y + 14, 184, 50}, app.tr("setup.start"), true, ButtonStyle::Primary)) start_game(app);
  if (button(c, p, {opt.right() - 330, opt.y + 14, 120, 50}, app.tr("common.back"), true, ButtonStyle::Quiet))
    app.screen = Screen::Menu;
}

}  // namespace hs::app

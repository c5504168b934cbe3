// Drawing the table's motion and feeding it from the app (motion_draw.hpp).
#include "app/table/motion/motion_draw.hpp"

#include <algorithm>
#include <cmath>

#include "app/render/theme.hpp"
#include "app/shell/app.hpp"
#include "app/table/draw/table_parts.hpp"

namespace hs::app {

namespace {

std::uint8_t alpha_of(float v) { return static_cast<std::uint8_t>(std::clamp(v, 0.f, 255.f)); }

// The share of the bot's delay motion may use: the last frame before the bot acts shows it landed.
int bot_budget_ms(const App& app) { return bot_delay_ms(app.settings.bot_speed) * 9 / 10; }

void draw_flying_token(Canvas& c, const TokenFlight& f, const TokenPose& p) {
  // A little larger than the purse's icon, with a glow, so it reads over the busy board.
  const float size = 22 * p.scale;
  const Rect r{p.at.x - size / 2, p.at.y - size / 2, size, size};
  const std::uint8_t a = alpha_of(255 * p.alpha);
  const Rgba halo = f.token == Token::Gem ? Rgba{150, 220, 235, 255} : theme::kGoldBright;
  c.circle(p.at, size * 0.8f, Rgba{halo.r, halo.g, halo.b, alpha_of(70 * p.alpha)});
  c.circle({p.at.x + 1.5f, p.at.y + 2.5f}, size * 0.45f, Rgba{0, 0, 0, alpha_of(80 * p.alpha)});  // its shadow
  if (!c.svg(f.token == Token::Gem ? "icons/gem" : "icons/coin", r, a))
    c.circle(p.at, size / 2, f.token == Token::Gem ? Rgba{70, 180, 200, a} : Rgba{theme::kGold.r, theme::kGold.g, theme::kGold.b, a});
}

void draw_pulse(App& app, const LifePulse& lp, const PulsePose& p) {
  const TableLayout& L = app.table.layout;
  const TableState& st = app.session->game().observe(-1).state();
  if (lp.seat >= static_cast<int>(L.panels.size()) || lp.seat >= static_cast<int>(st.players.size())) return;
  const Player& pl = st.players[static_cast<std::size_t>(lp.seat)];
  const Rect& panel = L.panels[static_cast<std::size_t>(lp.seat)];
  Canvas& c = app.canvas;
  // The shopper's hearts are in the shop's heading while it is open (a heal bought pulses there).
  const bool shop = L.shop_open && lp.seat == st.active_player();
  const float heart = shop ? 20 : 14;
  const Point mid = shop ? shop_hearts_point(L.shop_panel, pl.max_lives) : hearts_point(panel, pl.max_lives);
  const float w = (heart + 2) * static_cast<float>(pl.max_lives) - 2;
  const Rgba col = lp.heal ? theme::kGood : theme::kBad;
  c.rounded({mid.x - w / 2 - 6, mid.y - heart / 2 - 5, w + 12, heart + 10}, 10, Rgba{col.r, col.g, col.b, alpha_of(150 * p.glow)});
  if (p.scale > 1.01f)  // the hearts beat: drawn again, larger, over themselves
    draw_hearts(c, {mid.x - (w * p.scale) / 2, mid.y}, heart * p.scale, pl.lives, pl.max_lives);
}

void draw_beat(App& app, const MomentBeat& b, const BeatPose& p) {
  Canvas& c = app.canvas;
  if (b.kind == BeatRequest::Boss) {
    // The beaten boss's card shakes in a gold frame and flashes white.
    const Rect r{b.area.x + p.shake, b.area.y, b.area.w, b.area.h};
    c.rounded_outline(r.inset(-4), 9, 4, Rgba{theme::kGoldBright.r, theme::kGoldBright.g, theme::kGoldBright.b, alpha_of(255 * p.flash + 60)});
    c.rounded(r, 7, Rgba{255, 250, 230, alpha_of(150 * p.flash)});
    return;
  }
  // A new level: a band of gold light sweeps over the board from left to right.
  const float band = std::min(160.f, b.area.w * 0.25f);
  const float x = b.area.x - band + (b.area.w + band) * p.sweep;
  const float left = std::max(b.area.x, x), right = std::min(b.area.right(), x + band);
  if (right <= left) return;
  constexpr int kSlices = 16;
  for (int i = 0; i < kSlices; ++i) {  // soft edges: the band's middle is the brightest
    const float f = static_cast<float>(i) / kSlices, g = static_cast<float>(i + 1) / kSlices;
    const float x0 = std::max(left, x + band * f), x1 = std::min(right, x + band * g);
    if (x1 <= x0) continue;
    const float strength = std::sin((f + g) / 2 * 3.14159265f) * p.flash;
    c.fill({x0, b.area.y, x1 - x0, b.area.h}, Rgba{theme::kGoldBright.r, theme::kGoldBright.g, theme::kGoldBright.b, alpha_of(90 * strength)});
  }
}

}  // namespace

void motion_after_action(App& app, const std::vector<Event>& events, const std::vector<Moment>& moments) {
  if (!app.session || app.session->history().empty()) return;
  const int actor = app.session->history().back().actor;
  const auto& seats = app.session->seats();
  const bool bot = actor >= 0 && actor < static_cast<int>(seats.size()) && seats[static_cast<std::size_t>(actor)].is_bot();
  app.table.motion.feed(motion_requests(events, moments), MotionPace{app.settings.reduced_motion, bot ? bot_budget_ms(app) : -1});
}

void launch_motion(App& app) {
  if (!app.session || app.table.motion.waiting.empty()) return;
  app.table.motion.launch(motion_stage(app.table.layout, app.session->game().observe(-1).state()), SDL_GetTicks());
}

void draw_motion_board(App& app) {
  if (!app.session) return;
  TableMotion& m = app.table.motion;
  const std::uint32_t t = m.clock(SDL_GetTicks());
  for (const MomentBeat& b : m.beats)
    if (const BeatPose p = beat_pose(b, t); !p.over) draw_beat(app, b, p);
  const TableState& st = app.session->game().observe(-1).state();
  for (const StandupWalk& w : m.walks)
    if (const WalkPose p = walk_pose(w, t); !p.arrived && w.seat < static_cast<int>(st.players.size()))
      draw_standup(app.canvas, p.rect, character_of(app.session->game(), w.seat));
}

void draw_motion_top(App& app) {
  if (!app.session) return;
  TableMotion& m = app.table.motion;
  const std::uint32_t now = SDL_GetTicks();
  m.forget_over(now);
  const std::uint32_t t = m.clock(now);
  for (const LifePulse& lp : m.pulses)
    if (const PulsePose p = pulse_pose(lp, t); !p.over) draw_pulse(app, lp, p);
  for (const TokenFlight& f : m.tokens)
    if (const TokenPose p = token_pose(f, t); p.visible) draw_flying_token(app.canvas, f, p);
}

// Only the table shows motion: another screen (the settings opened mid-flight, the end) rests.
bool motion_animating(const App& app) { return app.screens.shows(Screen::Table) && app.table.motion.animating(SDL_GetTicks()); }

int purse_shown(const App& app, int seat, bool gems, int held) {
  return app.table.motion.purse_shown(seat, gems ? Token::Gem : Token::Coin, held, SDL_GetTicks());
}

std::string motion_layer_key(const App& app) { return app.table.motion.walkers_key(SDL_GetTicks()); }

}  // namespace hs::app

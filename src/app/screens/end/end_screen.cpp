// End of game: the winners, each player's treasure (coins + gems + item prices, R8.2) and the
// statistics the engine kept.
#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/text/end_text.hpp"
#include "app/shell/app.hpp"
#include "app/screens/end/solo_end.hpp"
#include "highscore/queries.hpp"
#include "app/render/theme.hpp"
#include "app/screens/end/end_screen.hpp"
#include "app/screens/end/coop_end.hpp"
#include "app/screens/review/review_screen.hpp"

namespace hs::app {


void draw_end(App& app) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  if (!app.session) {
    app.screens.replace(Screen::Menu);
    return;
  }
  const Game& g = app.session->game();
  if (g.options().mode == Mode::Coop) return draw_coop_end(app);
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const std::string& lang = app.settings.language;

  std::string winners;
  for (int w : st.winners) {
    if (!winners.empty()) winners += ", ";
    winners += player_name(g, w, lang);
  }
  const SoloEndWords solo = solo_end_words(app);  // a solo adventure says why it ended
  const std::string headline = !solo.headline.empty() ? solo.headline
                               : st.winners.empty()   ? app.tr("end.nobody")
                                                      : app.tr(st.winners.size() > 1 ? "end.winners" : "end.winner", {winners});
  draw_end_banner(app, headline);

  // A solo adventure: why it ended, then the run's facts on one line, above the column.
  // Otherwise, when equal totals or a richer loser need it, which step of R8.2 picked the winner.
  const std::string why = !solo.reason.empty() ? solo.reason : win_reason_line(g, app.strings);
  const float top = why.empty() ? 136.f : 190.f;
  if (!why.empty()) {
    c.text(why, Font::Bold, c.fit_size(why, Font::Bold, theme::kLarge, W - 80), theme::kGoldBright, {W / 2, 144}, Align::Center);
    std::string facts;
    for (const auto& [label, value] : solo.facts) facts += (facts.empty() ? "" : "   ·   ") + label + value;
    c.text(facts, Font::Body, c.fit_size(facts, Font::Body, theme::kBody, W - 80), theme::kText, {W / 2, 172}, Align::Center);
  }
  const int n = static_cast<int>(st.players.size());
  const float cw = std::min(290.f, (W - 80 - 16 * static_cast<float>(n - 1)) / static_cast<float>(n));
  const float total_w = cw * static_cast<float>(n) + 16 * static_cast<float>(n - 1);
  for (int i = 0; i < n; ++i) {
    const Player& pl = st.players[static_cast<std::size_t>(i)];
    const bool won = std::find(st.winners.begin(), st.winners.end(), i) != st.winners.end();
    const Rect col{(W - total_w) / 2 + static_cast<float>(i) * (cw + 16), top, cw, std::min(H - top - 96, 430.f)};
    parchment(c, col);
    if (won) c.rounded_outline(col.inset(-3), 12, 3, theme::kGoldBright);
    const Character& ch = g.content().characters[static_cast<std::size_t>(pl.character)];
    // Under the name: two headings and nine rows (as laid out at 100%).
    EndColumn column(app, col, 20 + 20 + 24 * 4 + 14 + 20 + 24 * 6);
    column.head(ch, ch.name.in(lang), app.tr(won ? "end.won" : pl.eliminated ? "end.eliminated" : pl.defeated_last_boss ? "end.beat_boss" : "end.played"),
                won ? Rgba{150, 100, 20, 255} : theme::kInkSoft);
    const int treasure = hs::treasure(g.content(), pl);
    const int items_value = treasure - pl.coins - pl.gems;
    column.heading(app.tr("end.treasure"));
    column.line(app.tr("end.coins"), std::to_string(pl.coins));
    column.line(app.tr("end.gems"), std::to_string(pl.gems));
    column.line(app.tr("end.items", {std::to_string(pl.items.size())}), std::to_string(items_value));
    column.rule();
    column.line(app.tr("end.total"), std::to_string(treasure), true);
    column.gap(14);
    column.heading(app.tr("end.stats"));
    column.line(app.tr("end.tests_passed"), std::to_string(pl.stats.tests_passed));
    column.line(app.tr("end.tests_failed"), std::to_string(pl.stats.tests_failed));
    column.line(app.tr("end.dice_spent"), std::to_string(pl.stats.dice_spent));
    column.line(app.tr("end.gems_used"), std::to_string(pl.stats.gems_used));
    column.line(app.tr("end.items_bought"), std::to_string(pl.stats.items_bought));
    column.line(app.tr("end.lives_lost"), std::to_string(pl.stats.lives_lost));
  }
  const int rounds_played = st.round;
  // A solo adventure adds its record for the character (solo_end.cpp keeps it in the data dir).
  const std::string foot = app.tr("end.rounds", {std::to_string(rounds_played)}) + (solo.record.empty() ? "" : "   " + solo.record);
  draw_end_foot(app, foot);
}

EndColumn::EndColumn(App& a, const Rect& column, float rows_at_100) : app(a), col(column) {
  // The head takes 110 units at 100%; what is left of the column decides how far the rows may grow.
  k = std::clamp((col.h - 12) / (110 + rows_at_100), 1.f, theme::text_scale());
  y = col.y + 110 * k;
}

void EndColumn::head(const Character& ch, const std::string& name, const std::string& status, Rgba status_ink) {
  Canvas& c = app.canvas;
  draw_standup(c, {col.x + 14, col.y + 14, 54, 72}, ch);
  const float w = col.right() - 12 - (col.x + 78);
  const float name_size = c.fit_size(name, Font::Title, theme::kBaseType.heading * k, w);
  c.text(name, Font::Title, name_size, theme::kInk, {col.x + 78, col.y + 34 * k}, Align::Left);
  c.text(status, Font::Bold, c.fit_size(status, Font::Bold, theme::kBaseType.small * k, w), status_ink, {col.x + 78, col.y + 62 * k}, Align::Left);
}

void EndColumn::heading(const std::string& text) {
  Canvas& c = app.canvas;
  c.text(text, Font::Title, c.fit_size(text, Font::Title, theme::kBaseType.large * k, col.w - 36), theme::kInkSoft, {col.x + 18, y - 6 * k}, Align::Left);
  y += 20 * k;
}

void EndColumn::line(const std::string& label, const std::string& value, bool strong) {
  Canvas& c = app.canvas;
  const float size = theme::kBaseType.body * k;
  const float value_w = c.text_width(value, Font::Bold, size);
  const Font f = strong ? Font::Bold : Font::Body;
  c.text(label, f, c.fit_size(label, f, size, col.w - 36 - value_w - 10), theme::kInk, {col.x + 18, y}, Align::Left);
  c.text(value, Font::Bold, size, theme::kInk, {col.right() - 18, y}, Align::Right);
  y += 24 * k;
}

void EndColumn::rule() { app.canvas.fill({col.x + 18, y - 12 * k, col.w - 36, 1.5f}, theme::kInkSoft); }

void draw_end_banner(App& app, const std::string& headline) {
  Canvas& c = app.canvas;
  const float W = app.vp.width;
  // The ribbon art keeps its 600x136 shape, so its drawn width follows the height; the text must
  // stay on the flat red middle, about 78% of that width.
  const Rect banner{W / 2 - 360, 16, 720, 106};
  if (!c.svg("ui/banner", banner)) c.rounded(banner, 12, theme::kButton);
  const float drawn_w = std::min(banner.w, banner.h * 600.f / 136.f);
  const float hs = c.fit_size(headline, Font::Title, theme::kHeading + 4, drawn_w * 0.78f - 16);
  c.text(headline, Font::Title, hs, Rgba{255, 244, 220, 255}, {banner.center().x, banner.center().y - 4}, Align::Center);
}

void draw_end_foot(App& app, const std::string& foot) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  // The finished game's save is named here rather than in a notice, which would cover the headline.
  const bool kept = app.session && app.finished_kept == app.session.get() && !app.finished_kept_as.empty();
  const std::string line = kept ? foot + "   " + app.tr("save.finished_kept", {app.finished_kept_as}) : foot;
  c.text(line, Font::Body, c.fit_size(line, Font::Body, theme::kBody, W - 40), theme::kTextDim, {W / 2, H - 76}, Align::Center);
  if (button(c, app.pointer, {W / 2 - 375, H - 60, 240, 48}, app.tr("end.new_game"), true, ButtonStyle::Primary)) {
    app.setup.error.clear();
    app.screens.replace(Screen::Setup);
  }
  // The game review (review_screen.hpp) opens over this screen; Back returns here.
  if (button(c, app.pointer, {W / 2 - 120, H - 60, 240, 48}, app.tr("review.button"))) return open_review_of_session(app);
  if (button(c, app.pointer, {W / 2 + 135, H - 60, 240, 48}, app.tr("end.menu"))) app.screens.replace(Screen::Menu);
}

}  // namespace hs::app

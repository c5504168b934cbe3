// The end of a co-op game (R9.8): why the party won or lost (the boss target reached, a hero fallen
// on a test, a hero taken by the poison) and what each hero did.
#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/shell/app.hpp"
#include "app/render/theme.hpp"
#include "highscore/coop.hpp"
#include "app/screens/end/end_screen.hpp"
#include "app/screens/end/coop_end.hpp"

namespace hs::app {

namespace {

std::string fallen_names(const App& app, const Game& g, const TableState& st) {
  std::vector<int> fallen;
  for (std::size_t s = 0; s < st.players.size(); ++s)
    if (st.players[s].lives <= 0) fallen.push_back(static_cast<int>(s));
  std::string out;
  for (std::size_t k = 0; k < fallen.size(); ++k) {
    if (k > 0) out += k + 1 == fallen.size() ? app.tr("coop.and") : std::string(", ");
    out += player_name(g, fallen[k], app.settings.language);
  }
  return out.empty() ? "?" : out;
}

int bosses_of(const TableState& st, int seat) {
  return static_cast<int>(std::count_if(st.entities.begin(), st.entities.end(),
                                        [&](const Entity& e) { return e.kind == EntityKind::BossGem && e.owner == seat; }));
}

}  // namespace

void draw_coop_end(App& app) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const std::string& lang = app.settings.language;
  const bool won = st.end_reason == EndReason::CoopVictory;

  const std::string headline = app.tr(won ? "coop.end_won" : "coop.end_lost");
  draw_end_banner(app, headline);

  // Why, in one sentence.
  const std::string rounds = std::to_string(st.round);
  std::string why;
  if (won) {
    why = app.tr("coop.end_why_won", {std::to_string(coop_bosses_defeated(st)), std::to_string(coop_boss_target(g.content(), g.options())), rounds});
    if (g.options().players == 2) why.append(" ").append(app.tr("coop.end_why_level3"));
  } else if (st.end_reason == EndReason::CoopPoisoned) {
    why = app.tr("coop.end_why_poisoned", {fallen_names(app, g, st), rounds});
  } else {
    why = app.tr("coop.end_why_fallen", {fallen_names(app, g, st), rounds});
  }
  if (!won)
    why.append(" ").append(app.tr("coop.end_progress", {std::to_string(coop_bosses_defeated(st)),
                                                         std::to_string(coop_boss_target(g.content(), g.options()))}));
  c.text_box(why, Font::Bold, theme::kLarge, won ? theme::kGoldBright : Rgba{240, 150, 130, 255}, {W / 2 - 560, 128, 1120, 52}, Align::Center);

  const int n = static_cast<int>(st.players.size());
  const float cw = std::min(290.f, (W - 80 - 16 * static_cast<float>(n - 1)) / static_cast<float>(n));
  const float total_w = cw * static_cast<float>(n) + 16 * static_cast<float>(n - 1);
  for (int i = 0; i < n; ++i) {
    const Player& pl = st.players[static_cast<std::size_t>(i)];
    const bool fell = pl.lives <= 0;
    const Rect col{(W - total_w) / 2 + static_cast<float>(i) * (cw + 16), 188, cw, std::min(H - 188 - 96, 330.f)};
    parchment(c, col);
    if (fell) c.rounded_outline(col.inset(-3), 12, 3, theme::kBad);
    else if (won) c.rounded_outline(col.inset(-3), 12, 3, theme::kGoldBright);
    const Character& ch = g.content().characters[static_cast<std::size_t>(pl.character)];
    EndColumn column(app, col, 20 + 24 * 8);  // under the name: a heading and eight rows (at 100%)
    column.head(ch, ch.name.in(lang), app.tr(fell ? "coop.end_fell" : "coop.end_survived"), fell ? theme::kBad : Rgba{150, 100, 20, 255});
    const auto line = [&](const std::string& label, int value) { column.line(label, std::to_string(value)); };
    column.heading(app.tr("end.stats"));
    line(app.tr("coop.end_bosses"), bosses_of(st, i));
    line(app.tr("end.tests_passed"), pl.stats.tests_passed);
    line(app.tr("end.tests_failed"), pl.stats.tests_failed);
    line(app.tr("end.lives_lost"), pl.stats.lives_lost);
    line(app.tr("coop.end_lives_left"), std::max(pl.lives, 0));
    line(app.tr("end.dice_spent"), pl.stats.dice_spent);
    line(app.tr("end.gems_used"), pl.stats.gems_used);
    line(app.tr("coop.end_items"), static_cast<int>(pl.items.size()));
  }
  draw_end_foot(app, app.tr("end.rounds", {rounds}));
}

}  // namespace hs::app

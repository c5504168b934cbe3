// The card view while a monster on the character's card is dealt with (R9.6.4, R9.6.7 ambush): the
// monster's own card with its test, what fight and dodge cost, and the roll marked against it, so the
// player never guesses which dice the monster asks for; and while a monster's path is chosen
// (R9.6.3), that monster with its level and the hero's.
#include <algorithm>

#include "app/render/pieces.hpp"
#include "app/teach/inspect/solo_inspect.hpp"
#include "app/table/odds/table_odds.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/render/theme.hpp"
#include "app/text/action_text.hpp"
#include "highscore/queries.hpp"
#include "highscore/solo.hpp"

namespace hs::app {

namespace {

// A green number (the die meeting it) or a red cross under requirement chip `q`.
void mark(Canvas& c, Point b, int die) {
  if (die >= 0) {
    c.circle(b, 8, Rgba{20, 60, 20, 255});
    c.circle(b, 7, theme::kGood);
    c.text(std::to_string(die + 1), Font::Bold, theme::kTiny, Rgba{255, 255, 255, 255}, b, Align::Center);
    return;
  }
  c.circle(b, 8, Rgba{60, 10, 10, 255});
  c.circle(b, 7, theme::kBad);
  c.line({b.x - 3.5f, b.y - 3.5f}, {b.x + 3.5f, b.y + 3.5f}, 2, Rgba{255, 255, 255, 255});
  c.line({b.x - 3.5f, b.y + 3.5f}, {b.x + 3.5f, b.y - 3.5f}, 2, Rgba{255, 255, 255, 255});
}

// A monster's card on the big card view: its frame and art, a red tag over the art saying whose card
// this is (`kicker`), its name; returns the name's line (what follows is drawn under it).
float draw_monster_head(App& app, const Monster& m, const std::string& kicker) {
  Canvas& c = app.canvas;
  const Rect& r = app.table.layout.card_view;
  draw_card_frame(c, r, "frames/boss", m.art);
  const Rect tag{r.x + r.w * 0.1f, r.y + r.h * 0.06f, r.w * 0.8f, 26};
  c.rounded(tag, 8, Rgba{150, 40, 36, 235});
  c.text(kicker, Font::Bold, c.fit_size(kicker, Font::Bold, theme::kSmall, tag.w - 12), theme::kText, tag.center(), Align::Center);
  const float name_y = r.y + r.h * 0.531f + 14;
  const std::string& name = m.name.in(app.look().lang);
  c.text(name, Font::Title, c.fit_size(name, Font::Title, theme::kLarge, r.w * 0.8f), theme::kInk, {r.center().x, name_y}, Align::Center);
  return name_y;
}

// A monster's path to choose (R9.6.3): the board shows the monster's level, so the big card shows the
// monster too, with where the hero is (often another level), never the hero's card alone.
bool draw_path_view(App& app, const Game& g) {
  const TableState& st = g.observe(-1).state();
  const int walker = path_walker(g.observe(-1));
  if (walker < 0) return false;
  const Entity& e = st.entities[static_cast<std::size_t>(walker)];
  if (e.kind != EntityKind::Monster || e.card < 0 || e.card >= static_cast<int>(g.content().monsters.size())) return false;
  const Monster& m = g.content().monsters[static_cast<std::size_t>(e.card)];
  const auto level_of = [&](int node) {
    return node >= 0 && node < static_cast<int>(st.board.size()) ? st.board[static_cast<std::size_t>(node)].level : 0;
  };
  const Rect& r = app.table.layout.card_view;
  const Look look = app.look();
  const float name_y = draw_monster_head(app, m, app.tr("solo.view_path", {std::to_string(level_of(e.node))}));
  const Decision d = st.pending();
  const int seat = d.owner >= 0 ? d.owner : st.active_player();
  std::string words = app.tr("solo.view_path_rule");
  if (seat >= 0 && seat < static_cast<int>(st.players.size()))
    if (const int hero = level_of(st.players[static_cast<std::size_t>(seat)].node); hero > 0)
      words.append(" ").append(app.tr("solo.view_path_hero", {player_name(g, seat, look.lang), std::to_string(hero)}));
  const Rect box{r.x + r.w * 0.1f, name_y + 18, r.w * 0.8f, r.y + r.h * 0.95f - name_y - 18};
  app.canvas.text_box(words, Font::Body, theme::kTiny, theme::kInkSoft, box, Align::Center);
  return true;
}

}  // namespace

bool draw_monster_view(App& app) {
  if (!app.session) return false;
  const Game& g = app.session->game();
  if (!is_solo_mode(g.options().mode)) return false;
  const MonsterFaced f = monster_faced(g.content(), g.observe(-1));
  if (f.entity < 0) return draw_path_view(app, g);
  Canvas& c = app.canvas;
  const Rect& r = app.table.layout.card_view;
  const Look look = app.look();
  const TableState& st = g.observe(-1).state();
  const Monster& m = g.content().monsters[static_cast<std::size_t>(st.entities[static_cast<std::size_t>(f.entity)].card)];
  const TestOption& test = f.ambush ? m.ability.test : m.test;

  // Over the art: whose card this is, so it is not taken for the dungeon card under it.
  const float name_y = draw_monster_head(app, m, app.tr(f.ambush ? "solo.view_ambush" : "solo.view_monster", {std::to_string(m.level)}));

  // The test row, marked like a dungeon card's row while it is rolled.
  const float row_h = 36;
  const Rect row{r.x + r.w * 0.09f, name_y + 16, r.w * 0.82f, row_h};
  c.rounded(row, 6, Rgba{250, 212, 120, f.testing ? static_cast<std::uint8_t>(130) : static_cast<std::uint8_t>(90)});
  c.rounded_outline(row, 6, 2.f, Rgba{150, 40, 36, 255});
  draw_option_row(c, row, test, look, false);
  const std::vector<int> match = f.testing ? roll_match(g) : std::vector<int>{};
  const float d = std::min(row.h - 6, 26.f);
  for (std::size_t q = 0; q < match.size(); ++q)
    mark(c, {row.x + 4 + static_cast<float>(q) * (d + 4) + 2, row.center().y + d / 2 - 2}, match[q]);

  // What each choice costs (R9.6.4) or what the ambush asks (R9.6.7); then the ability.
  std::string words = app.tr(f.ambush ? "solo.view_ambush_rule" : "solo.view_fight_dodge");
  if (f.others > 0) {
    words.push_back(' ');
    words.append(app.tr("solo.view_more", {std::to_string(f.others)}));
  }
  const float text_y = row.bottom() + 6;
  const Rect box{r.x + r.w * 0.1f, text_y, r.w * 0.8f, r.y + r.h * 0.95f - text_y};
  c.text_box(words, Font::Body, theme::kTiny, theme::kInkSoft, box, Align::Center);
  return true;
}

}  // namespace hs::app

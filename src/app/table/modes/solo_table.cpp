// The solo adventures on the table (R9.6 Azoz, R9.7J the Hunter): wandering monsters as small
// tokens on their cards (inspected on hover, solo_inspect.cpp), the Hunter and how far behind he is, Azoz's
// ritual track, the monster deck count, and what the next phase can do before it runs (its intent).
#include <algorithm>
#include <cmath>

#include "app/text/action_text.hpp"
#include "app/text/solo_text.hpp"
#include "app/render/pieces.hpp"
#include "app/screens/end/solo_end.hpp"
#include "app/teach/inspect/solo_inspect.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/render/theme.hpp"
#include "highscore/solo.hpp"

namespace hs::app {

namespace {

constexpr Rgba kMonsterInk{150, 40, 36, 255};
constexpr Rgba kHunterInk{40, 92, 52, 255};

std::string percent_figure(double p) { return std::to_string(static_cast<int>(std::lround(p * 100.0))); }

// One token: a name label; `tip` for a token the table's inspection does not reach (the Hunter
// waiting behind the first card). Long names shrink to the label (no spill over the card's edge).
void draw_token(App& app, const Rect& at, const std::string& label, Rgba ink, const std::string& tip) {
  Canvas& c = app.canvas;
  c.rounded(at, 8, Rgba{20, 14, 10, 230});
  c.rounded_outline(at, 8, 2.f, ink);
  c.text(label, Font::Bold, std::min(c.fit_size(label, Font::Bold, theme::kTiny, at.w - 10), at.h * 0.62f), theme::kText, at.center(),
         Align::Center);
  if (tip.empty() || !at.contains(app.pointer.pos)) return;
  const Rect box{std::min(at.x, app.vp.width - 330), at.bottom() + 4, 320, 70};
  c.rounded(box, 8, Rgba{20, 14, 10, 240});
  c.rounded_outline(box, 8, 1.5f, ink);
  c.text_box(tip, Font::Body, theme::kSmall, theme::kText, box.inset(8));
}

void draw_walkers(App& app) {
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const Observation seen = g.observe(-1);  // what every seat sees
  const TableState& s = seen.state();
  const std::string& lang = app.settings.language;
  for (const NodeBox& nb : L.nodes) {
    int k = 0;
    const std::vector<int> walkers = walkers_on(seen, nb.node);
    const int count = static_cast<int>(walkers.size());
    for (const int w : walkers) {
      const Entity& e = s.entities[static_cast<std::size_t>(w)];
      // At the foot of the art window: the card's name and requirement rows stay readable.
      // Hovering one inspects the monster (solo_inspect.cpp).
      const Rect at = solo_token_rect(nb.rect, k++, count);
      if (e.kind == EntityKind::Hunter) {
        draw_token(app, at, app.tr("solo.hunter"), kHunterInk, "");
        continue;
      }
      const Monster& m = g.content().monsters[static_cast<std::size_t>(e.card)];
      draw_token(app, at, m.name.in(lang) + (e.value ? " ✓" : ""), kMonsterInk, "");
    }
  }
  // Behind the first card, the Hunter waits (R9.7J).
  for (const Entity& e : s.entities)
    if (e.kind == EntityKind::Hunter && e.node < 0 && L.shown_level == 1 && !L.nodes.empty()) {
      const Rect first = L.nodes.front().rect;
      draw_token(app, {first.x - 4, first.y - 26, 80, 22}, app.tr("solo.hunter"), kHunterInk, g.content().hunter.text.in(lang));
    }
}

// One line in the strip's room: shrunk as far as its 100% size allows, then cut with "…" rather than
// run into the deck's count beside it (larger text).
void draw_strip_line(Canvas& c, const std::string& s, Font f, Rgba ink, const Rect& room) {
  const TextFit fit = c.fit_text(s, f, theme::kSmall, room.w, 1, theme::kBaseType.small * 0.6f);  // a height of one line at any size
  if (!fit.lines.empty()) c.text(fit.lines.front(), f, fit.size, ink, {room.x, room.center().y}, Align::Left);
}

// The strip over the board: the clock and what the next phase can do.
void draw_strip(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const Observation seen = g.observe(-1);  // what every seat sees
  // In the room the layout keeps under the cards (kSoloStripH), so no card is covered.
  const Rect strip = solo_strip_rect(L);
  const std::string deck = solo_monsters_line(seen, app.strings);
  const float deck_w = c.text_width(deck, Font::Body, theme::kSmall) + 24;
  c.rounded(strip, 6, Rgba{20, 14, 10, 220});
  float x = strip.x + 10;
  if (g.options().mode == Mode::Azoz) {
    const RitualTrack track = ritual_track(g.content(), seen);  // R9.6.3
    const int gems = track.gems, icons = track.icons;
    const std::string label = app.tr("solo.ritual", {std::to_string(gems), std::to_string(icons)});
    c.text(label, Font::Bold, theme::kSmall, theme::kGoldBright, {x, strip.center().y}, Align::Left);
    x += c.text_width(label, Font::Bold, theme::kSmall) + 10;
    for (int i = 0; i < icons; ++i, x += 15) {
      c.circle({x + 6, strip.center().y}, 6.5f, Rgba{90, 70, 50, 255});
      if (i < gems) c.circle({x + 6, strip.center().y}, 5.f, Rgba{120, 200, 230, 255});
    }
    x += 8;
    // R9.6.5: the ritual is lost at the end of a turn that starts complete, so the last icon is a
    // warning, not just a number.
    const bool complete = track.complete(), last = track.one_left();
    const std::string tail = last ? "_last" : "";
    const AzozDie die = azoz_die(seen);
    const std::string intent = complete    ? app.tr("solo.ritual_complete")
                               : !die.rolled ? app.tr("solo.intent_azoz_empty" + tail)
                                             : app.tr("solo.intent_azoz" + tail, {percent_figure(die.monster), percent_figure(die.gem)});
    draw_strip_line(c, intent, complete || last ? Font::Bold : Font::Body, complete || last ? theme::kBad : theme::kText, {x, strip.y, strip.right() - x - deck_w, strip.h});
  } else {
    // R9.7J: his movement (+1 once the monster deck is empty), and the run's one more card while
    // he is on a lower level than the character, as the engine will apply them.
    const HunterForecast next = hunter_forecast(g.content(), seen);
    const std::string moves = std::to_string(next.steps);
    const std::string behind = std::to_string(std::max(0, next.cards_behind));
    const std::string intent = next.first_turn ? app.tr("solo.intent_hunter_first")
                               : next.runs     ? app.tr("solo.intent_hunter_run", {moves, behind})
                                               : app.tr("solo.intent_hunter", {moves, behind});
    draw_strip_line(c, intent, Font::Bold, theme::kGoldBright, {x, strip.y, strip.w - deck_w - 20, strip.h});
  }
  c.text(deck, Font::Body, theme::kSmall, theme::kTextDim,
         {strip.right() - 10, strip.center().y}, Align::Right);
}

}  // namespace

void draw_solo(App& app) {
  if (!app.session || app.session->game().options().mode == Mode::Standard) return;
  if (!is_solo_mode(app.session->game().options().mode)) return;
  draw_walkers(app);
  draw_strip(app);
}

}  // namespace hs::app

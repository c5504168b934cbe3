// The board's cached contents and a wide level's controls (board_layout.cpp places them): the shown
// cards with the decider's glow and the stand-ups; the arrows at the board's edges where more columns
// lie (with the hover, redrawn each frame); and the minimap strip under the cards with every card of
// the level, the characters as coloured dots and the shown window outlined (part of the cached layer).
#include "app/table/layout/board_layout.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/render/theme.hpp"

namespace hs::app {

namespace {

void draw_arrow(Canvas& c, const HitRegion& h, bool hover) {
  c.rounded(h.rect, 6, hover ? theme::kButtonHover : Rgba{60, 44, 30, 230});
  c.rounded_outline(h.rect, 6, 1.5f, hover ? theme::kGoldBright : theme::kGold);
  const Point m = h.rect.center();
  const float dx = h.rect.w * 0.22f * static_cast<float>(h.value), dy = h.rect.w * 0.4f;
  const Rgba ink = hover ? theme::kGoldBright : theme::kGold;
  c.line({m.x - dx, m.y - dy}, {m.x + dx, m.y}, 3, ink);
  c.line({m.x + dx, m.y}, {m.x - dx, m.y + dy}, 3, ink);
}

}  // namespace

// The shown level's cards with the decider's glow and the stand-ups: they change only with the
// game, never with the pointer, so they are part of the cached under layer.
void draw_board_cards(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const Decision d = g.pending();
  int owner_node = -1;
  if (d.owner >= 0) owner_node = st.players[static_cast<std::size_t>(d.owner)].node;
  Look look = app.look();
  look.card_names = !L.coop;  // the co-op map's cards are small: their names go on wider plates (coop_table.cpp)
  const std::uint32_t now = SDL_GetTicks();
  for (const NodeBox& nb : L.nodes) {
    const Node& n = st.board[static_cast<std::size_t>(nb.node)];
    if (app.table.card_flights.hides(nb.node, now)) continue;  // R9.5: still flying from the deck
    if (nb.node == owner_node) c.rounded(nb.rect.inset(-5), 10, Rgba{theme::kGoldBright.r, theme::kGoldBright.g, theme::kGoldBright.b, 200});
    // A slot without a card (the co-op town, card -1 but not face down) is drawn by its mode.
    if (n.face_down || card_at(g, nb.node)) draw_card_small(c, nb.rect, card_at(g, nb.node), n.face_down, look);
    // R5.12: what raised the card (trap dice, a roar), ringed in red at the art window's top right.
    if (!n.face_down && card_at(g, nb.node))
      for (std::size_t q = 0; q < n.raised.size(); ++q) {
        const float d = 18;
        const Rect chip{nb.rect.right() - 6 - d - static_cast<float>(q) * (d + 3), nb.rect.y + nb.rect.h * 0.25f, d, d};
        draw_requirement(c, chip, n.raised[q], look);
        c.rounded_outline(chip.inset(-1.5f), 4, 2.f, theme::kBad);
      }
  }
  // Stand-ups on their card.
  for (const NodeBox& nb : L.nodes) {
    std::vector<int> here;
    for (std::size_t p = 0; p < st.players.size(); ++p)
      if (!st.players[p].eliminated && st.players[p].node == nb.node) here.push_back(static_cast<int>(p));
    // Stand-ups stand in the card's art window, side by side, leaving name and tests readable.
    for (std::size_t k = 0; k < here.size(); ++k)
      if (!app.table.motion.walking(here[k], now))  // MOTION: on its way here (motion_draw.cpp)
        draw_standup(c, standup_slot(nb.rect, static_cast<int>(k), static_cast<int>(here.size())), character_of(g, here[k]));
  }
}

void draw_board_scroll(App& app) {
  const TableLayout& L = app.table.layout;
  if (!board_scrolls(L)) return;
  for (const HitRegion& h : L.regions) {
    if (h.kind == HitKind::ScrollBoard) draw_arrow(app.canvas, h, app.pointer.hover(h.rect));
    if (h.kind == HitKind::BoardJump && app.pointer.hover(h.rect)) app.canvas.fill(h.rect, Rgba{250, 212, 120, 40});
  }
}

void draw_board_minimap(App& app) {
  const TableLayout& L = app.table.layout;
  if (!board_scrolls(L)) return;
  Canvas& c = app.canvas;
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();
  // The strip, every card, the shown window, then who stands where.
  const Rect& m = L.minimap;
  c.rounded(m, 4, Rgba{16, 12, 9, 220});
  const float col = m.w / static_cast<float>(L.level_cols);
  for (const NodeBox& nb : L.minimap_cards) {
    const Node& n = st.board[static_cast<std::size_t>(nb.node)];
    const bool shown = shown_node_rect(L, nb.node) != nullptr;
    c.fill(nb.rect, n.face_down ? Rgba{120, 96, 70, 255} : shown ? theme::kParchment : theme::kParchmentDark);
  }
  const Rect window{m.x + col * static_cast<float>(L.first_col), m.y, col * static_cast<float>(L.shown_cols), m.h};
  c.rounded_outline(window, 4, 2, theme::kGoldBright);
  for (std::size_t p = 0; p < st.players.size(); ++p) {
    const Player& pl = st.players[p];
    if (pl.eliminated) continue;
    for (const NodeBox& nb : L.minimap_cards)
      if (nb.node == pl.node) {
        const Character& ch = g.content().characters[static_cast<std::size_t>(pl.character)];
        const float r = std::min(nb.rect.h, nb.rect.w) * 0.42f + 1;
        const Point at{nb.rect.x + nb.rect.w * (0.25f + 0.25f * static_cast<float>(p % 3)), nb.rect.center().y};
        c.circle(at, r + 1, Rgba{20, 14, 10, 255});
        c.circle(at, r, parse_hex_color(ch.standup_color, theme::kGold));
      }
  }
}

}  // namespace hs::app

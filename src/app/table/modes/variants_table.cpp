// The table's drawing for expert abilities (R9.4) and exploration (R9.5): placed dice where they lie
// (on a card, or on a character's panel; their explanation is an inspection), each level deck's count,
// the unexplored branch of a bifurcation as a card back, and the way back from a dead end.
#include <algorithm>

#include "app/table/layout/board_layout.hpp"
#include "app/teach/inspect/inspect.hpp"
#include "app/render/pieces.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/render/theme.hpp"

namespace hs::app {

namespace {

const Rect* node_rect(const TableLayout& L, int node) {
  for (const NodeBox& nb : L.nodes)
    if (nb.node == node) return &nb.rect;
  return nullptr;
}

// Column and row pitch of the shown level's cards, from any two cards that differ in them.
Point pitch(const TableLayout& L, const TableState& st) {
  Point p{0, 0};
  for (std::size_t i = 0; i < L.nodes.size(); ++i)
    for (std::size_t j = i + 1; j < L.nodes.size(); ++j) {
      const Node& a = st.board[static_cast<std::size_t>(L.nodes[i].node)];
      const Node& b = st.board[static_cast<std::size_t>(L.nodes[j].node)];
      if (p.x == 0 && a.col != b.col) p.x = (L.nodes[i].rect.x - L.nodes[j].rect.x) / static_cast<float>(a.col - b.col);
      if (p.y == 0 && a.row != b.row) p.y = (L.nodes[i].rect.y - L.nodes[j].rect.y) / static_cast<float>(a.row - b.row);
    }
  return p;
}

int deepest_row(const TableState& st, int node) {
  const Node& n = st.board[static_cast<std::size_t>(node)];
  int row = n.row;
  for (int next : n.next)
    if (st.board[static_cast<std::size_t>(next)].level == n.level) row = std::max(row, deepest_row(st, next));
  return row;
}

}  // namespace

void draw_variant_board(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const Observation seen = g.observe(-1);  // the table only: the decks' orders are not in it
  const TableState& st = seen.state();
  const Look look = app.look();
  if (g.options().exploration && L.shown_level >= 1 && L.shown_level <= st.levels) {
    // The level's deck and how many cards it holds (never which).
    const int left = seen.level_deck_sizes[static_cast<std::size_t>(L.shown_level - 1)];
    const Rect deck = exploration_deck_rect(L);
    c.svg("frames/card_back", deck);
    c.text(app.tr("table.deck", {std::to_string(left)}), Font::Bold, theme::kSmall, theme::kGoldBright,
           {deck.x - 6, deck.center().y}, Align::Right);
    // Bifurcations with a branch still to draw: a card back where it will grow.
    const Point step = pitch(L, st);
    for (const NodeBox& nb : L.nodes) {
      const Node& n = st.board[static_cast<std::size_t>(nb.node)];
      if (n.card < 0 || g.content().cards[static_cast<std::size_t>(n.card)].kind != CardKind::Bifurcation) continue;
      if (n.next.size() >= 2 || left == 0 || step.x == 0) continue;
      const float dy = step.y != 0 ? step.y : nb.rect.h * 1.1f;
      const int rows_down = deepest_row(st, nb.node) + 1 - n.row;
      const Rect slot{nb.rect.x + step.x, nb.rect.y + dy * static_cast<float>(n.next.empty() ? 0 : rows_down), nb.rect.w,
                      nb.rect.h};
      // Only inside the cards' area (a wide level's arrows and minimap lie around it).
      if (slot.bottom() > L.board_cards.bottom() + 4 || slot.right() > L.board_cards.right() + 8) continue;
      c.svg("frames/card_back", slot.inset(nb.rect.w * 0.08f), 110);
      c.text("?", Font::Title, theme::kHeading, theme::kGoldBright, slot.center(), Align::Center);
    }
  }
  for (const PlacedDieSpot& s : placed_die_spots(st, L)) {  // inspect.cpp: their hover is there too
    const Entity& e = st.entities[static_cast<std::size_t>(s.entity)];
    const Rgba ring = parse_hex_color(g.content().characters[static_cast<std::size_t>(st.players[static_cast<std::size_t>(e.owner)].character)].standup_color,
                                      theme::kGold);
    c.rounded(s.rect.inset(-3), 6, ring);
    draw_die(c, s.rect, e.color, e.value, look);
  }
}

void draw_variant_hover(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  // The way back (R9.5): the card a "go back" would move to pulses.
  for (const Action& a : g.legal_actions())
    if (const auto* back = std::get_if<ChooseNode>(&a); back && app.session->human_to_act())
      if (const Rect* r = node_rect(L, back->node)) {
        c.rounded_outline(r->inset(-6), 10, 3.f, Rgba{120, 200, 250, 220});
        break;
      }
}

}  // namespace hs::app

// Drawing the co-op table (R9.8): the town in the middle of the grid with the heroes standing in
// it, tokens placed this round and boss gems on their cards, legal moves glowing, the party's
// column (bosses, the poison to come, the shared potions, who has played) and the poison split.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "app/text/action_text.hpp"
#include "app/shell/app.hpp"
#include "app/session/handover.hpp"
#include "app/table/modes/coop_table.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/render/theme.hpp"
#include "highscore/coop.hpp"

namespace hs::app {

namespace {

float glow() { return 0.5f + 0.5f * std::sin(static_cast<float>(SDL_GetTicks()) / 260.f); }

const Character& hero(const Game& g, int seat) {
  return g.content().characters[static_cast<std::size_t>(g.observe(-1).state().players[static_cast<std::size_t>(seat)].character)];
}

Rgba hero_color(const Game& g, int seat) { return parse_hex_color(hero(g, seat).standup_color, theme::kGold); }

std::string names_of(const Game& g, const std::vector<int>& seats, const App& app) {
  std::string out;
  for (std::size_t k = 0; k < seats.size(); ++k) {
    if (k > 0) out += k + 1 == seats.size() ? app.tr("coop.and") : std::string(", ");
    out += player_name(g, seats[k], app.settings.language);
  }
  return out.empty() ? app.tr("coop.nobody") : out;
}

// A small flask: one of the party's heal potions, its colour and number saying how many lives it
// heals (the deck holds potions of +1 and +2).
int potion_heal(const Game& g, int item) {
  const auto& eq = g.content().equipment;
  return item >= 0 && item < static_cast<int>(eq.size()) ? std::max(1, eq[static_cast<std::size_t>(item)].effect.amount) : 1;
}
void draw_potion(Canvas& c, Point at, float size, int heal) {
  const Rgba liquid = heal >= 2 ? Rgba{120, 70, 200, 255} : Rgba{200, 50, 60, 255};
  c.rounded({at.x - size * 0.14f, at.y - size * 0.5f, size * 0.28f, size * 0.3f}, 2, Rgba{200, 190, 170, 255});
  c.circle({at.x, at.y + size * 0.12f}, size * 0.36f, Rgba{40, 20, 20, 255});
  c.circle({at.x, at.y + size * 0.12f}, size * 0.3f, liquid);
  std::string amount = size < 16 ? "" : "+";  // a small flask shows the digit only
  amount += std::to_string(heal);  // appended, not "+" + ...: GCC 12 warns falsely on that (-Wrestrict)
  c.text(amount, Font::Bold, std::max(7.f, size * 0.42f), Rgba{255, 245, 230, 255}, {at.x, at.y + size * 0.14f},
         Align::Center);
}

}  // namespace

Rect coop_name_plate(const Rect& cell, float width) {
  const float w = std::max(width, cell.w);
  return {cell.center().x - w / 2, cell.y + 2, w, cell.h * 0.62f};
}

namespace {
// A word wider than a narrow plate (a wide map's columns) is split with a hyphen rather than cut
// with an ellipsis: every letter of the name stays readable.
std::string hyphenate_long_words(Canvas& c, const std::string& name, float size, float w) {
  std::string out, word;
  const auto flush = [&] {
    while (!word.empty() && c.text_width(word, Font::Bold, size) > w) {
      std::size_t cut = word.size();
      while (cut > 1 && (c.text_width(word.substr(0, cut) + "-", Font::Bold, size) > w ||
                         (static_cast<unsigned char>(word[cut]) & 0xC0) == 0x80))  // never inside a UTF-8 letter
        --cut;
      // Appended piece by piece (GCC 12 warns falsely on a chain of + here, -Wrestrict).
      if (!out.empty() && out.back() != ' ') out.push_back(' ');
      out.append(word, 0, cut);
      out.append("- ");
      word.erase(0, cut);
    }
    if (!word.empty()) {
      if (!out.empty() && out.back() != ' ') out.push_back(' ');
      out.append(word);
    }
    word.clear();
  };
  for (char ch : name) {
    if (ch == ' ') flush();
    else word += ch;
  }
  flush();
  return out;
}
}  // namespace

TextFit coop_card_name_fit(Canvas& c, const Rect& plate, const std::string& name) {
  constexpr float kMin = 7.f;
  const TextFit whole = c.fit_text(name, Font::Bold, theme::kSmall, plate.w - 6, plate.h - 4, kMin, 1.0f);
  if (!whole.cut) return whole;
  return c.fit_text(hyphenate_long_words(c, name, kMin + 1, plate.w - 6), Font::Bold, kMin + 1, plate.w - 6, plate.h - 4, kMin, 1.0f);
}

TextFit town_title_fit(Canvas& c, const Rect& plate, const std::string& name) {
  return c.fit_text(name, Font::Bold, theme::kSmall, plate.w - 6, theme::kSmall * 1.1f, 6.f, 1.1f);
}

namespace {

void draw_town(App& app, const Rect& r, const TableState& st) {
  Canvas& c = app.canvas;
  const Game& g = app.session->game();
  c.rounded(r, 8, Rgba{92, 70, 40, 255});
  c.rounded_outline(r.inset(2), 7, 2.5f, theme::kGoldBright);
  // The name on its own band inside the frame (a small grid cell shrinks it), then a row of the
  // potions lying in town under it, then the heroes standing there at the bottom: nothing overlaps.
  const std::string name = app.tr("coop.town");
  const Rect plate = coop_name_plate(r, app.table.layout.coop_name_w);
  const TextFit title = town_title_fit(c, plate, name);
  const float title_size = title.size;
  c.rounded({plate.x, plate.y, plate.w, title_size * 1.1f + 6}, 4, Rgba{60, 44, 24, 240});
  c.draw_fit(title, Font::Bold, theme::kGoldBright, {plate.x + 3, plate.y + 3, plate.w - 6, title_size * 1.1f}, Align::Center, true);
  const std::vector<int> potion_items = coop_potions(st);
  const int potions = static_cast<int>(potion_items.size());
  const float psize = std::clamp(std::min(r.h * 0.2f, (r.w - 8) / static_cast<float>(std::max(potions, 1))), 8.f, 18.f);
  const float py = r.y + 12 + title_size + psize * 0.55f;
  for (int k = 0; k < potions; ++k)
    draw_potion(c, {r.x + r.w * (static_cast<float>(k) + 1) / static_cast<float>(potions + 1), py}, psize,
                potion_heal(g, potion_items[static_cast<std::size_t>(k)]));
  std::vector<int> here;
  for (std::size_t p = 0; p < st.players.size(); ++p)
    if (st.players[p].node == coop_town(st)) here.push_back(static_cast<int>(p));
  const float sh = std::min({r.h * 0.45f, 46.f, r.bottom() - 4 - (py + psize * 0.5f + 2)}), sw = sh / 1.6f;
  const float step = here.size() > 1 ? std::min(sw + 2, (r.w - 8 - sw) / static_cast<float>(here.size() - 1)) : 0;
  const float x0 = r.center().x - (sw + step * static_cast<float>(here.size() > 0 ? here.size() - 1 : 0)) / 2;
  for (std::size_t k = 0; k < here.size(); ++k)
    draw_standup(c, {x0 + step * static_cast<float>(k), r.bottom() - sh - 4, sw, sh}, hero(g, here[k]));
}

void draw_marks(App& app, const TableLayout& L, const TableState& st) {
  Canvas& c = app.canvas;
  const Game& g = app.session->game();
  for (const NodeBox& nb : L.nodes) {
    const Node& n = st.board[static_cast<std::size_t>(nb.node)];
    if (nb.node == coop_town(st)) {
      draw_town(app, nb.rect, st);
      continue;
    }
    // A face-up card's name on its plate, wider than the small card (coop_name_plate).
    if (!n.face_down && card_at(g, nb.node)) {
      const Rect plate = coop_name_plate(nb.rect, L.coop_name_w);
      const TextFit fit = coop_card_name_fit(c, plate, card_at(g, nb.node)->name.in(app.settings.language));
      const float h = fit.line_height * static_cast<float>(fit.lines.size()) + 5;
      c.rounded({plate.x, plate.y, plate.w, h}, 4, Rgba{30, 22, 16, 225});
      c.draw_fit(fit, Font::Bold, theme::kParchment, {plate.x + 3, plate.y + 2.5f, plate.w - 6, h - 5}, Align::Center, true);
    }
    // The level on a face-down card, so the rings of the map read at a glance.
    if (n.face_down) {
      const Point at{nb.rect.x + 12, nb.rect.y + 12};
      c.circle(at, 9, Rgba{20, 14, 10, 220});
      c.text(std::to_string(n.level), Font::Bold, theme::kSmall, theme::kGoldBright, at, Align::Center);
    }
    // The heroes on this card, standing on its lower half: a board card is too small for the
    // classic table's stand-up slot.
    std::vector<int> here;
    for (std::size_t p = 0; p < st.players.size(); ++p)
      if (st.players[p].node == nb.node) here.push_back(static_cast<int>(p));
    const float sh = nb.rect.h * 0.5f, sw = sh / 1.6f;
    for (std::size_t k = 0; k < here.size(); ++k)
      draw_standup(c, {nb.rect.x + 4 + static_cast<float>(k) * sw * 0.7f, nb.rect.bottom() - sh - 2, sw, sh}, hero(g, here[k]));
  }
  for (const Entity& e : st.entities) {
    if (e.node < 0) continue;
    const auto it = std::find_if(L.nodes.begin(), L.nodes.end(), [&](const NodeBox& nb) { return nb.node == e.node; });
    if (it == L.nodes.end()) continue;
    const Rect& r = it->rect;
    if (e.kind == EntityKind::BossGem) {
      // The gem in the lower right corner (where this round's tokens go; a boss never holds one).
      const Rect gem{r.right() - r.w * 0.42f, r.bottom() - r.w * 0.42f, r.w * 0.38f, r.w * 0.38f};
      c.circle(gem.center(), gem.w * 0.56f, Rgba{20, 14, 10, 220});
      c.svg("icons/gem", gem);
    } else if (e.kind == EntityKind::Token) {
      // This round's token, in the colour of the hero who placed it.
      const Point at{r.right() - 12, r.bottom() - 12};
      c.circle(at, 10, Rgba{20, 14, 10, 230});
      c.circle(at, 8, e.owner >= 0 ? hero_color(g, e.owner) : theme::kGold);
      c.circle(at, 3, Rgba{20, 14, 10, 200});
    }
  }
  // Where the player may go: the cards glow.
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::Action && std::holds_alternative<ChooseNode>(h.action)) {
      const bool hov = h.rect.contains(app.pointer.pos);
      c.rounded_outline(h.rect.inset(-4), 9, hov ? 5.f : 3.f, Rgba{120, 230, 140, static_cast<std::uint8_t>(140 + 115 * glow())});
    }
}

void draw_side(App& app, const TableLayout& L, const TableState& st) {
  Canvas& c = app.canvas;
  const Game& g = app.session->game();
  const Rect& r = L.coop_side;
  c.rounded(r, 8, Rgba{20, 14, 10, 150});
  float y = r.y + 18;
  const float x = r.x + 12, w = r.w - 24;
  auto line = [&](const std::string& s, Rgba ink, float size, Font f = Font::Body) {
    y += c.text_box(s, f, size, ink, {x, y - size * 0.7f, w, 200}, Align::Left) + 8;
  };
  c.text(app.tr("coop.party"), Font::Title, theme::kLarge, theme::kGold, {x, y}, Align::Left);
  y += 22;
  const int target = coop_boss_target(g.content(), g.options());
  line(app.tr("coop.bosses", {std::to_string(coop_bosses_defeated(st)), std::to_string(target)}), theme::kText, theme::kBody, Font::Bold);
  if (g.options().players == 2)
    line(app.tr(coop_level3_boss_defeated(st) ? "coop.level3_done" : "coop.level3_needed"),
         coop_level3_boss_defeated(st) ? theme::kGood : theme::kTextDim, theme::kSmall);
  const int poison = coop_poison(st);
  line(app.tr(poison == 1 ? "coop.poison_one" : "coop.poison", {std::to_string(st.round), std::to_string(poison)}), theme::kBad,
       theme::kBody, Font::Bold);
  const std::vector<int> played = coop_played_this_round(st);
  std::vector<int> waiting;
  for (int s = 0; s < static_cast<int>(st.players.size()); ++s)
    if (std::find(played.begin(), played.end(), s) == played.end() && s != st.active_player()) waiting.push_back(s);
  if (g.pending().kind == DecisionKind::ChoosePlayer) {
    waiting.clear();
    for (int s = 0; s < static_cast<int>(st.players.size()); ++s)
      if (std::find(played.begin(), played.end(), s) == played.end()) waiting.push_back(s);
  }
  line(app.tr("coop.played", {names_of(g, played, app)}), theme::kText, theme::kSmall);
  if (!group_decision(g.pending().kind) && st.active_player() >= 0)
    line(app.tr("coop.playing", {player_name(g, st.active_player(), app.settings.language)}), theme::kGoldBright, theme::kSmall,
         Font::Bold);
  line(app.tr("coop.waiting", {names_of(g, waiting, app)}), theme::kTextDim, theme::kSmall);
  const std::vector<int> potion_items = coop_potions(st);
  const int potions = static_cast<int>(potion_items.size());
  line(app.tr("coop.potions", {std::to_string(potions)}), theme::kText, theme::kSmall, Font::Bold);
  for (int k = 0; k < potions; ++k)
    draw_potion(c, {x + 12 + 26 * static_cast<float>(k), y + 6}, 22, potion_heal(g, potion_items[static_cast<std::size_t>(k)]));
  y += potions > 0 ? 30 : 0;
  bool any_drink = false;
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::Action && std::holds_alternative<DrinkPotion>(h.action)) {
      draw_button(c, h.rect, action_label(g, h.action, app.strings), true, h.rect.contains(app.pointer.pos));
      any_drink = true;
    }
  if (potions > 0 && !any_drink) line(app.tr("coop.potions_hint"), theme::kTextDim, theme::kTiny);
  // R9.8: why a card passed earlier must be passed again (newcomers took the tokens for progress).
  if (y + 40 < r.bottom()) line(app.tr("coop.tokens_hint"), theme::kTextDim, theme::kTiny);
}

void draw_choose_player(App& app, const TableLayout& L) {
  Canvas& c = app.canvas;
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::Action && h.part.part == Part::Panel) {  // a waiting hero's panel (the bar has buttons too)
      const bool hov = h.rect.contains(app.pointer.pos);
      c.rounded_outline(h.rect.inset(-3), 12, hov ? 5.f : 3.f, Rgba{250, 212, 120, static_cast<std::uint8_t>(140 + 115 * glow())});
      const Rect tag{h.rect.x + 8, h.rect.bottom() - 34, h.rect.w - 16, 28};
      c.rounded(tag, 6, hov ? Rgba{196, 146, 58, 255} : Rgba{150, 108, 40, 235});
      c.text(app.tr("coop.pick_this"), Font::Bold, theme::kSmall, theme::kText, tag.center(), Align::Center);
    }
}

void draw_split(App& app, const TableLayout& L, const TableState& st) {
  if (L.coop_split.w <= 0) return;
  Canvas& c = app.canvas;
  const Game& g = app.session->game();
  const TableUi& ui = app.table.ui;
  const Rect& p = L.coop_split;
  c.rounded(p.inset(-4), 14, Rgba{0, 0, 0, 120});
  parchment(c, p);
  const int due = coop_poison_due(st), poison = coop_poison(st);
  c.text(app.tr(poison == 1 ? "coop.split_title_one" : "coop.split_title", {std::to_string(st.round), std::to_string(poison)}), Font::Title,
         theme::kHeading, theme::kInk, {p.center().x, p.y + 28}, Align::Center);
  // Poison beyond every life the party has takes them all (the engine's ruling): say so.
  const std::string hint = due < poison ? app.tr("coop.split_all_lives", {std::to_string(poison), std::to_string(due)}) : app.tr("coop.split_hint");
  c.text_box(hint, Font::Body, theme::kSmall, due < poison ? theme::kBadInk : theme::kInkSoft, {p.x + 24, p.y + 48, p.w - 48, 40}, Align::Center);
  for (std::size_t s = 0; s < L.coop_split_rows.size() && s < st.players.size(); ++s) {
    const Rect& row = L.coop_split_rows[s];
    const Player& pl = st.players[s];
    const int share = s < ui.poison_split.size() ? ui.poison_split[s] : 0;
    const bool dies = pl.lives - share <= 0;
    c.rounded(row, 6, dies ? Rgba{206, 70, 60, 70} : Rgba{255, 255, 255, 40});
    draw_standup(c, {row.x + 6, row.y + 3, 28, row.h - 6}, hero(g, static_cast<int>(s)));
    c.text(player_name(g, static_cast<int>(s), app.settings.language), Font::Bold, theme::kBody, theme::kInk, {row.x + 42, row.y + row.h * 0.3f},
           Align::Left);
    draw_hearts(c, {row.x + 50, row.y + row.h * 0.7f}, 12, pl.lives - share, pl.max_lives);
    c.text(app.tr("coop.lives_after", {std::to_string(pl.lives), std::to_string(pl.lives - share)}), Font::Bold, theme::kSmall,
           dies ? theme::kBadInk : theme::kInkSoft, {row.right() - 170, row.center().y}, Align::Right);
    const int seat = static_cast<int>(s);
    const Rect* less_at = find_part(L, {Part::SplitLess, seat});
    const Rect* more_at = find_part(L, {Part::SplitMore, seat});
    if (!less_at || !more_at) continue;
    const Rect less = *less_at, more = *more_at;
    const bool can_less = region_of(L, {Part::SplitLess, seat}) != nullptr, can_more = region_of(L, {Part::SplitMore, seat}) != nullptr;
    draw_button(c, less, "-", can_less, less.contains(app.pointer.pos), ButtonStyle::Quiet);
    draw_button(c, more, "+", can_more, more.contains(app.pointer.pos), ButtonStyle::Quiet);
    // A button that does nothing (the split is full, or nothing to take back) fades into the row.
    if (!can_less) c.rounded(less, 8, Rgba{236, 222, 190, 170});
    if (!can_more) c.rounded(more, 8, Rgba{236, 222, 190, 170});
    c.text(std::to_string(share), Font::Bold, theme::kHeading, theme::kInk, {row.right() - 79, row.center().y}, Align::Center);
  }
  const int shared = std::accumulate(ui.poison_split.begin(), ui.poison_split.end(), 0);
  const float y = p.bottom() - 88;
  std::string note;
  Rgba ink = theme::kInkSoft;
  if (shared < due) {
    note = app.tr("coop.split_left", {std::to_string(due - shared)});
  } else if (ui.split_warned || split_needlessly_kills(g, ui.poison_split)) {
    std::vector<int> dead;
    for (std::size_t s = 0; s < st.players.size() && s < ui.poison_split.size(); ++s)
      if (st.players[s].lives - ui.poison_split[s] <= 0) dead.push_back(static_cast<int>(s));
    note = app.tr(ui.split_warned ? "coop.split_warning_again" : "coop.split_warning", {names_of(g, dead, app)});
    ink = theme::kBadInk;
  } else if (coop_split_kills(st, SplitPoison{ui.poison_split})) {
    note = app.tr("coop.split_no_way");
    ink = theme::kBadInk;
  } else {
    note = app.tr("coop.split_ready");
  }
  c.text_box(note, Font::Bold, theme::kSmall, ink, {p.x + 24, y - 6, p.w - 48, 40}, Align::Center);
  // Clicking the advisor's button when its split is already there would change nothing: say so.
  const bool is_proposal = ui.poison_split == coop_gentlest_split(st).lives;
  if (is_proposal)
    c.text(app.tr("coop.split_is_proposal"), Font::Body, theme::kSmall, theme::kInkSoft, {p.center().x, y + 26}, Align::Center);
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::SplitPropose || h.kind == HitKind::SplitConfirm)
      draw_button(c, h.rect, app.tr(h.label), !(is_proposal && h.kind == HitKind::SplitPropose), h.rect.contains(app.pointer.pos),
                  h.kind == HitKind::SplitConfirm ? ButtonStyle::Primary : ButtonStyle::Normal);
}

}  // namespace

void draw_coop(App& app) {
  const TableLayout& L = app.table.layout;
  if (!L.coop || !app.session) return;
  const TableState& st = app.session->game().observe(-1).state();  // what every seat sees
  draw_marks(app, L, st);
  draw_side(app, L, st);
}

void draw_coop_top(App& app) {
  const TableLayout& L = app.table.layout;
  if (!L.coop || !app.session) return;
  // The card view of a hero standing in town: the town itself, not a card back.
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();
  const int seat = g.pending().owner >= 0 ? g.pending().owner : st.active_player();
  if (seat >= 0 && st.players[static_cast<std::size_t>(seat)].node == coop_town(st)) {
    Canvas& c = app.canvas;
    const Rect& r = L.card_view;
    parchment(c, r);
    c.text(app.tr("coop.town"), Font::Title, theme::kHeading, theme::kInk, {r.center().x, r.y + 36}, Align::Center);
    c.text_box(app.tr("coop.town_text"), Font::Body, theme::kBody, theme::kInkSoft, {r.x + 24, r.y + 70, r.w - 48, r.h - 90},
               Align::Center, 1.3f);
  }
  draw_choose_player(app, L);
  draw_split(app, L, app.session->game().observe(-1).state());
}

}  // namespace hs::app

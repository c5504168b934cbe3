// Drawing the table: top bar with the pending decision, the dungeon level, the current card with
// its options, the log, the player panels, the dice tray and the action buttons.
#include <algorithm>
#include <cmath>

#include "app/text/action_text.hpp"
#include "app/text/aim_text.hpp"
#include "app/input/intent.hpp"
#include "app/shell/app.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/session/handover.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/table/input/shortcuts.hpp"
#include "app/render/theme.hpp"
#include "app/teach/teach_overlay.hpp"
#include "app/teach/coach/teach_chance.hpp"
#include "app/text/bot_level_text.hpp"
#include "app/table/motion/motion_draw.hpp"

namespace hs::app {

namespace {

bool hovered(const App& app, const Rect& r) { return r.contains(app.pointer.pos); }

// The top bar's buttons and the action bar's, by name.
bool top_button(const HitRegion& h) { return h.part.part >= Part::TopMenu && h.part.part <= Part::TopSkipBots; }
bool bar_button(const HitRegion& h) {
  return h.part.part == Part::ActionButton || h.part.part == Part::CancelAim || h.part.part == Part::ShowShop;
}

float pulse() { return 0.5f + 0.5f * std::sin(static_cast<float>(SDL_GetTicks()) / 260.f); }

std::string region_label(const App& app, const HitRegion& h) {
  if (h.kind == HitKind::Action) {
    std::string label = action_label(app.session->game(), h.action, app.strings);
    // A roll that cannot pass says so on the button itself.
    if (std::holds_alternative<RollDice>(h.action) && app.table.chance && std::lround(app.table.chance->now * 100) == 0)
      label = app.tr("act.roll_hopeless", {label});
    return label;
  }
  return app.tr(h.label, h.label_args);
}

// A button with its shortcut in the right corner; the label keeps clear of it.
void draw_button_with_key(App& app, const HitRegion& h, ButtonStyle style) {
  Canvas& c = app.canvas;
  std::string key = shortcut_for(h, app.pointer.pad_last ? Device::Gamepad : Device::Keyboard, app.settings.keys);
  // Enter (the pad's A) presses what has the focus: with the ring on another element (the safe
  // choice after a failing roll, say), this button's badge would promise what the key does not do.
  if ((key == "Enter" || key == "A") && app.pointer.ring) {
    const TableLayout& L = app.table.layout;  // as drawn: never rebuilt here (h lies in it)
    const int f = focus_place(L, app.table.ui.focus);
    if (f >= 0 && !(focus_order(L)[static_cast<std::size_t>(f)].id == h.part)) key.clear();
  }
  const float kw = key.empty() ? 0 : c.text_width(key, Font::Bold, theme::kTiny) + 12;
  draw_button(c, {h.rect.x, h.rect.y, h.rect.w, h.rect.h}, "", true, hovered(app, h.rect), style);
  const std::string label = region_label(app, h);
  const ButtonLabel fitted = button_label_fit(c, h.rect, label, h.rect.h >= 40 ? theme::kLarge : theme::kBody, kw);
  const Rgba ink = style == ButtonStyle::Primary ? Rgba{30, 20, 10, 255} : theme::kText;
  c.draw_fit(fitted.fit, Font::Bold, ink, fitted.box, Align::Center, true);
  if (!key.empty())
    c.text(key, Font::Bold, theme::kTiny, style == ButtonStyle::Primary ? Rgba{70, 50, 24, 255} : theme::kTextDim,
           {h.rect.right() - 7, h.rect.center().y}, Align::Right);
}

ButtonStyle style_for(const App& app, const HitRegion& h) {
  if (h.kind != HitKind::Action) return ButtonStyle::Quiet;
  // A "+" test no die left can meet: skipping it is the obvious click, not trying it.
  if (std::holds_alternative<AttemptOptional>(h.action) || std::holds_alternative<SkipOptional>(h.action)) {
    const bool unfit = optional_unfit_note(app.session->game(), app.strings).has_value();
    const bool attempt = std::holds_alternative<AttemptOptional>(h.action);
    if (attempt != unfit) return ButtonStyle::Primary;
    return attempt ? ButtonStyle::Quiet : ButtonStyle::Normal;
  }
  if (std::holds_alternative<RollDice>(h.action) || std::holds_alternative<Resolve>(h.action) ||
      std::holds_alternative<MoveOn>(h.action))
    return ButtonStyle::Primary;
  if (std::holds_alternative<Rest>(h.action) || std::holds_alternative<CancelTest>(h.action)) return ButtonStyle::Quiet;
  return ButtonStyle::Normal;
}

}  // namespace

void draw_top_bar(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  for (const HitRegion& h : L.regions)
    if (top_button(h)) draw_button_with_key(app, h, ButtonStyle::Quiet);
  // The pending decision, in the owner's colour: always obvious who acts and what is asked.
  const Decision d = g.pending();
  const Rect b = L.banner;
  // R9.8: the party's own decisions (who plays next, the poison split) belong to nobody in
  // particular: gold, with every hero's stand-up small, not the leader's colour and portrait.
  const bool party = group_decision(d.kind);
  Rgba col = theme::kGold;
  if (d.owner >= 0 && !party) col = parse_hex_color(character_of(g, d.owner).standup_color, theme::kGold);
  c.rounded(b, 8, Rgba{col.r, col.g, col.b, 60});
  c.rounded_outline(b, 8, 2, col);
  if (party) {
    const int n = static_cast<int>(g.observe(-1).state().players.size());
    for (int i = 0; i < n && i < 4; ++i)
      draw_standup(c, {b.x + 4 + 7.f * static_cast<float>(i), b.y + 4, 14, b.h - 8}, character_of(g, i));
  } else if (d.owner >= 0) {
    draw_standup(c, {b.x + 6, b.y + 1, 24, b.h - 2}, character_of(g, d.owner));
  }
  std::string prompt = decision_prompt(g, app.strings, app.session->human_to_act());
  // A bot whose choice is being computed (on the worker thread) is said to be thinking.
  if (!app.session->human_to_act() && !g.finished() && app.bot_worker.thinking())
    prompt = app.tr("table.bot_thinking", {player_name(g, d.owner, app.settings.language)});
  if (app.table.ui.aiming_item != -2 && app.session->human_to_act() && !L.target_dice.empty())
    prompt = aim_prompt(g, d.owner, app.table.ui.aiming_item, app.table.ui.aiming_die >= 0, app.strings, app.pointer.pad_last ? "B" : "Esc");
  // The round's label keeps its place at the right at any text size (Settings "Text size").
  const std::string round = app.tr("table.round", {std::to_string(g.observe(-1).state().round)});
  const float size = c.fit_size(prompt, Font::Bold, theme::kLarge, std::min(b.w - 150, b.w - 62 - c.text_width(round, Font::Title, theme::kBody)));
  c.text(prompt, Font::Bold, size, theme::kText, {b.x + 38, b.center().y}, Align::Left);
  c.text(round, Font::Title, theme::kBody, theme::kGoldBright, {b.right() - 12, b.center().y}, Align::Right);
}

void draw_board(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const Decision d = g.pending();
  panel_edge(c, L.board);
  // Level tabs with a dot per character on that level.
  for (std::size_t i = 0; i < L.level_tabs.size(); ++i) {
    const Rect& t = L.level_tabs[i];
    const bool shown = static_cast<int>(i) + 1 == L.shown_level;
    c.rounded(t, 6, shown ? Rgba{170, 122, 44, 255} : hovered(app, t) ? theme::kButtonHover : theme::kButton);
    // The label keeps left of the stand-ups at any text size (they take 14 each from the right).
    float here = 0;
    for (const Player& pl : st.players)
      if (!pl.eliminated && pl.node >= 0 && pl.node < static_cast<int>(st.board.size()) &&
          st.board[static_cast<std::size_t>(pl.node)].level == static_cast<int>(i) + 1)
        here += 14;
    const std::string level = app.tr("table.level", {std::to_string(i + 1)});
    c.text(level, Font::Bold, c.fit_size(level, Font::Bold, theme::kSmall, t.w - 22 - here),
           shown ? Rgba{30, 20, 10, 255} : theme::kText, {t.x + 10, t.center().y}, Align::Left);
    float dx = t.right() - 10;
    for (std::size_t p = 0; p < st.players.size(); ++p) {
      const Player& pl = st.players[p];
      if (pl.eliminated || pl.node < 0 || pl.node >= static_cast<int>(st.board.size())) continue;
      if (st.board[static_cast<std::size_t>(pl.node)].level != static_cast<int>(i) + 1) continue;
      // A tiny stand-up, not a coloured dot: who is there reads without telling colours apart.
      draw_standup(c, {dx - 6, t.y + 2, 12, t.h - 4}, character_of(g, static_cast<int>(p)));
      dx -= 14;
    }
  }
  // (Paths, cards and stand-ups lie in the cached under layer: see draw_board_cards.)
  draw_board_scroll(app);
  // Fork targets pulse while the choice is pending.
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::Action && std::holds_alternative<ChooseBranch>(h.action)) {
      // Pulsing for a few seconds when the fork comes up (never with reduced motion), then steady.
      const std::uint32_t now = SDL_GetTicks();
      const bool pulsing = !app.settings.reduced_motion && now - app.table.fork_shown_at < TableScreenState::kForkPulseMs;
      const auto a = static_cast<std::uint8_t>(pulsing ? 120 + 135 * pulse() : 255);
      c.rounded_outline(h.rect.inset(-6), 10, hovered(app, h.rect) ? 5.f : 3.f, Rgba{250, 212, 120, a});
    }
  if (d.kind == DecisionKind::ChooseBranch && app.session->human_to_act()) {
    const Rect tip{L.board.right() - 330, L.board.y + 6, 320, 26};
    c.rounded(tip, 6, Rgba{20, 14, 10, 220});
    c.text(app.tr("table.fork_tip"), Font::Bold, theme::kSmall, theme::kGoldBright, tip.center(), Align::Center);
  }
}


void draw_card_view(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const Decision d = g.pending();
  const int seat = d.owner >= 0 ? d.owner : st.active_player();
  const Look look = app.look();
  if (seat < 0) return;
  if (draw_monster_view(app)) return;  // R9.6.4: the monster faced, not the card under it
  const int node = st.players[static_cast<std::size_t>(seat)].node;
  const DungeonCard* card = card_at(g, node);
  const bool face_down = node >= 0 && node < static_cast<int>(st.board.size()) && st.board[static_cast<std::size_t>(node)].face_down;
  const Rect& r = L.card_view;
  if (!card || face_down) {
    draw_card_small(c, r, nullptr, true, look);
    return;
  }
  draw_card_frame(c, r, frame_for(card->kind), card->art);
  // A title on two lines keeps its last line where one line sits and grows up over the art, on parchment.
  const TextFit title = card_title_fit(c, r, card->name.in(look.lang));
  // The name sits on the parchment's top edge, or higher when crowded rows reach up over the art
  // (table_option_rows): then the parchment reaches up with them. Its line ends above the first row
  // at every text size (a fixed 12 units let a 150% title run under the row's box).
  const float half_line = std::max(12.f, title.line_height / 2 + 4);  // + the focus ring round the row
  float name_y = r.y + r.h * 0.531f + 14;
  if (!L.option_rows.empty() && L.option_rows.front().y - half_line < name_y) {
    name_y = L.option_rows.front().y - half_line;
    c.rounded({r.x + r.w * 0.08f, name_y - half_line, r.w * 0.84f, r.y + r.h * 0.55f - (name_y - half_line)}, 6, theme::kParchment);
  }
  const float used = static_cast<float>(title.lines.size()) * title.line_height;
  const float title_w = card_title_width(r);
  if (title.lines.size() > 1)
    c.rounded({r.x + r.w * 0.08f, name_y + title.line_height / 2 - used - 3, r.w * 0.84f, used + 4}, 6, theme::kParchment);
  c.draw_fit(title, Font::Title, theme::kInk, {r.center().x - title_w / 2, name_y + title.line_height / 2 - used, title_w, used},
             Align::Center);
  if (L.option_rows.empty()) {
    c.text_box(card->text.in(look.lang), Font::Body, theme::kSmall, theme::kInkSoft,
               {r.x + r.w * 0.12f, name_y + 16, r.w * 0.76f, r.h * 0.3f}, Align::Center);
  }
  // Match the roll against the option under test (R5.3) to mark each requirement.
  const std::vector<int> match = roll_match(g);
  for (std::size_t i = 0; i < L.option_rows.size(); ++i) {
    const Rect& row = L.option_rows[i];
    const bool optional = i >= card->options.size();
    const TestOption& o = optional ? *card->optional : card->options[i];
    const bool under_test = st.test.active && (optional ? st.test.optional : (!st.test.optional && st.test.option == static_cast<int>(i)));
    const bool clickable = region_of(L, {Part::OptionRow, static_cast<int>(i)}) != nullptr;
    if (clickable) {
      const bool hov = hovered(app, row);
      c.rounded(row, 6, hov ? Rgba{250, 212, 120, 170} : Rgba{250, 212, 120, 105});
      c.rounded_outline(row, 6, hov ? 2.5f : 1.5f, Rgba{150, 100, 20, 255});
    } else if (under_test) {
      c.rounded(row, 6, Rgba{250, 212, 120, 110});
      c.rounded_outline(row, 6, 2.5f, Rgba{150, 100, 20, 255});
    }
    // R5.12: a main option also needs what raised the card (trap dice, a roar), drawn after its own
    // chips with a red ring, so the roll's marks below line up with every requirement.
    TestOption shown = o;
    if (!optional) shown.require.insert(shown.require.end(), st.board[static_cast<std::size_t>(node)].raised.begin(),
                                        st.board[static_cast<std::size_t>(node)].raised.end());
    draw_option_row(c, row, shown, look, optional);
    for (std::size_t q = o.require.size(); q < shown.require.size(); ++q)
      c.rounded_outline(option_chip(row, shown, q, optional).inset(-2), 5, 2.f, theme::kBad);
    if (under_test && !match.empty()) {
      for (std::size_t q = 0; q < match.size(); ++q) {
        const Rect chip = option_chip(row, shown, q, optional);
        const Point b{chip.x + 2, chip.bottom() - 2};
        if (match[q] >= 0) {
          c.circle(b, 8, Rgba{20, 60, 20, 255});
          c.circle(b, 7, theme::kGood);
          c.text(std::to_string(match[q] + 1), Font::Bold, theme::kTiny, Rgba{255, 255, 255, 255}, b, Align::Center);
        } else {
          c.circle(b, 8, Rgba{60, 10, 10, 255});
          c.circle(b, 7, theme::kBad);
          c.line({b.x - 3.5f, b.y - 3.5f}, {b.x + 3.5f, b.y + 3.5f}, 2, Rgba{255, 255, 255, 255});
          c.line({b.x - 3.5f, b.y + 3.5f}, {b.x + 3.5f, b.y - 3.5f}, 2, Rgba{255, 255, 255, 255});
        }
      }
    }
  }
}

void draw_info(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  if (L.info.h < 20) return;
  const Rect in = L.info.inset(10);
  if (app.table.chance && app.table.chance->computing) {
    const std::string line = app.tr("table.chance_computing");
    c.text(line, Font::Bold, c.fit_size(line, Font::Bold, theme::kLarge, in.w), theme::kTextDim, {in.x, in.y + 10}, Align::Left);
    return;
  }
  if (app.table.chance) {
    const int pct = static_cast<int>(std::lround(app.table.chance->now * 100));
    const Rgba col = pct >= 70 ? theme::kGood : pct >= 40 ? theme::kGoldBright : theme::kBad;
    const std::string line = app.tr("table.chance", {percent_text(app.table.chance->now)});
    c.text(line, Font::Bold, c.fit_size(line, Font::Bold, theme::kLarge, in.w), col, {in.x, in.y + 10}, Align::Left);
    const std::string gems = chance_gems_line(app), items = chance_items_line(app);  // items: usable after the roll
    const std::string gems_line = gems.empty() || items.empty() ? gems + items : gems + "\n" + items;
    if (!gems_line.empty()) c.text_box(gems_line, Font::Body, theme::kSmall, theme::kTextDim, {in.x, in.y + 24, in.w, in.h - 24});
    return;
  }
  const std::vector<int> m = roll_match(g);
  if (!m.empty() && !app.table.roll_anim.active(SDL_GetTicks())) {
    const int unmet = static_cast<int>(std::count(m.begin(), m.end(), -1));
    const std::string verdict = unmet == 0 ? app.tr("table.roll_passes") : unmet == 1 ? app.tr("table.roll_fails_one") : app.tr("table.roll_fails", {std::to_string(unmet)});
    c.text(verdict, Font::Bold, c.fit_size(verdict, Font::Bold, theme::kLarge, in.w), unmet == 0 ? theme::kGood : theme::kBad,
           {in.x, in.y + 10}, Align::Left);
    // A lucky die showing says what it pays and when (R3.2); otherwise what can still be done.
    const auto lucky = lucky_note(g, app.strings);
    c.text_box(lucky ? *lucky : app.tr("table.roll_hint"), Font::Body, theme::kSmall, lucky ? theme::kGoldBright : theme::kTextDim,
               {in.x, in.y + 24, in.w, in.h - 24});
    return;
  }
  if (app.session->human_to_act())
    if (const auto unfit = optional_unfit_note(g, app.strings)) {  // a "+" test no die left can meet
      c.text_box(*unfit, Font::Body, theme::kSmall, theme::kGoldBright, {in.x, in.y + 4, in.w, in.h - 4});
      return;
    }
  // Otherwise the box stays free (the coach speaks here); shortcuts are on the buttons themselves.
}

void draw_panels(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const Decision d = g.pending();
  const Look look = app.look();
  const std::string& lang = look.lang;
  for (std::size_t i = 0; i < L.panels.size(); ++i) {
    const Rect& r = L.panels[i];
    const Player& pl = st.players[i];
    const Character& ch = character_of(g, static_cast<int>(i));
    const bool deciding = d.owner == static_cast<int>(i);
    // R9.8: the group's choices (who plays next, the poison) are not a turn: no "no dice left".
    const bool group_choice = group_decision(d.kind);
    panel_edge(c, r, deciding);
    const Rgba col = parse_hex_color(ch.standup_color, theme::kGold);
    c.rounded({r.x + 4, r.y + 4, r.w - 8, 34}, 8, Rgba{col.r, col.g, col.b, static_cast<std::uint8_t>(deciding ? 110 : 50)});
    draw_standup(c, {r.x + 8, r.y + 3, 22, 35}, ch);
    const std::string name = ch.name.in(lang);
    // The name keeps clear of the lucky die and of any expert die placed on the hero (R9.4).
    int placed = 0;
    for (const Entity& e : st.entities) placed += e.kind == EntityKind::PlacedDie && e.node < 0 && e.owner == static_cast<int>(i);
    const auto& seats = app.session->seats();
    const std::string who = seat_controller_label(app.strings, i < seats.size() ? seats[i].controller : "human");
    c.text(who, Font::Body, std::min(theme::kTiny, 12.f), theme::kTextDim, {r.x + 36, r.y + 31}, Align::Left);
    // Lucky die: colour and faces.
    std::string faces;
    for (int v : ch.lucky_values) {
      if (!faces.empty()) faces += ',';
      faces += std::to_string(v);
    }
    // The lucky die: a pill in the die's colour with its lucky faces.
    // With colour-blind symbols on, the die's symbol stands before the faces.
    const float sym = look.symbols ? 15.f : 0.f;
    const float fw = c.text_width(faces, Font::Bold, theme::kTiny) + 10 + sym;
    // The pill and its icon stay inside panel_lucky_rect, where nothing else is drawn (a placed expert die sits left of it).
    const float pill_w = std::min(std::max(22.f, fw), panel_lucky_rect(r).w - 21);
    const Rect lucky{r.right() - 8 - pill_w, r.y + 9, pill_w, 22};
    c.rounded(lucky, 6, Rgba{30, 22, 16, 255});
    c.rounded(lucky.inset(1.5f), 5, theme::die_color(ch.lucky_color));
    if (sym > 0) c.svg(theme::die_symbol(ch.lucky_color), {lucky.x + 4, lucky.center().y - 6.5f, 13, 13});
    c.text(faces, Font::Bold, theme::kTiny, theme::pip_color(ch.lucky_color), {lucky.center().x + sym / 2, lucky.center().y},
           Align::Center);
    c.svg("icons/lucky", {lucky.x - 19, lucky.y + 3, 16, 16});
    // The name and who plays it share the panel's 34-high band, left of the lucky die: larger text
    // stops at what fits there.
    const float name_end = placed > 0 ? std::min(panel_placed_die_rect(r, placed - 1).x - 4, lucky.x - 22) : lucky.x - 22;
    c.text(name, Font::Title, c.fit_size(name, Font::Title, std::min(theme::kLarge, 22.f), name_end - (r.x + 36)), theme::kText,
           {r.x + 36, r.y + 16}, Align::Left);
    // Lives, coins, gems.
    draw_hearts(c, {r.x + 8, r.y + 54}, 14, pl.lives, pl.max_lives);
    const float after_hearts = r.x + 18 + 16 * static_cast<float>(pl.max_lives);
    // MOTION: the purse counts a flying coin when it lands (motion_draw.hpp)
    draw_icon_count(c, "coin", purse_shown(app, static_cast<int>(i), false, pl.coins), {after_hearts, r.y + 54}, 18, theme::kGoldBright);
    draw_icon_count(c, "gem", purse_shown(app, static_cast<int>(i), true, pl.gems), {after_hearts + 52, r.y + 54}, 18, Rgba{150, 220, 235, 255});
    // Pool dice: the decider's come from the layout (clickable ones glow), the others' from state.
    if (deciding && (!L.pool_dice.empty() || !L.pool_gaps.empty())) {  // the decider's dice left in the pool
      // With the keyboard used last, each slot shows the number key that moves its die (1-9, then 0).
      const bool keys_last = app.pointer.ring && !app.pointer.pad_last;
      const auto number = [&](const Rect& at, int slot) {
        if (!keys_last || slot < 0 || slot > 9) return;
        const Rect badge = pool_number_badge(at);
        c.rounded(badge, 3, Rgba{20, 16, 12, 235});
        c.text(std::to_string((slot + 1) % 10), Font::Bold, 10, theme::kText, badge.center(), Align::Center);
      };
      for (std::size_t k = 0; k < L.pool_gaps.size(); ++k) {
        const Rect& gap = L.pool_gaps[k];
        c.rounded_outline(gap.inset(2), 5, 1.5f, Rgba{222, 178, 84, 110});
        if (k < L.tray_dice.size()) number(gap, L.tray_dice[k].slot);
      }
      for (const DieBox& b : L.pool_dice) {
        if (b.clickable) c.rounded(b.rect.inset(-3), 7, hovered(app, b.rect) ? theme::kGoldBright : Rgba{222, 178, 84, 150});
        draw_die(c, b.rect, static_cast<Color>(b.color), 0, look);
        if (b.clickable) number(b.rect, b.slot);
      }
    } else if (pl.pool.total() > 0 && !deciding) {
      const auto slots = panel_dice_slots(r, pl.pool.total());
      std::size_t k = 0;
      for (Color col2 : kAllDieColors)
        for (int j = 0; j < pl.pool[col2] && k < slots.size(); ++j, ++k) draw_die(c, slots[k], col2, 0, look);
    } else if (deciding && pl.pool.total() > 0) {
      // Every die is in the tray: nothing left in the pool to show.
    } else if (pl.eliminated) {
      // An eliminated player holds no dice and never will: the panel's label says it all.
    } else if ((deciding && !group_choice) || (static_cast<int>(i) == st.active_player() && !group_choice)) {
      c.text_box(app.tr("table.no_dice"), Font::Body, theme::kSmall, theme::kTextDim, {r.x + 10, r.y + 87 - theme::kSmall * 0.6f, r.w - 20, 40}, Align::Left);
    } else {
      // Between turns a player holds no dice (R4.5): the panel says so, as the observation does,
      // rather than drawing dice they do not have.
      c.text_box(app.tr("table.dice_between_turns"), Font::Body, theme::kSmall, theme::kTextDim, {r.x + 10, r.y + 87 - theme::kSmall * 0.6f, r.w - 20, 40}, Align::Left);
    }
    // Ability and items: ready or exhausted, clickable when they have a use now.
    auto chip = [&](PartId id, const std::string& label, bool exhausted) {
      const Rect* at = find_part(L, id);
      if (!at) return;
      const Rect cr = *at;
      const bool usable = deciding && region_of(L, id);
      c.rounded(cr, 6, usable ? (hovered(app, cr) ? Rgba{196, 146, 58, 255} : Rgba{150, 108, 40, 255}) : Rgba{60, 48, 38, 255});
      if (usable) c.rounded_outline(cr, 6, 1.5f, theme::kGoldBright);
      const ChipLabel name = chip_label(c, cr, label, exhausted);
      if (exhausted) c.svg("icons/exhausted", {cr.x + 3, cr.center().y - (name.mark - 4) / 2, name.mark - 4, name.mark - 4});
      c.draw_fit(name.fit, Font::Bold, exhausted ? theme::kTextDim : theme::kText, name.box, Align::Left, true);
    };
    const int seat = static_cast<int>(i);
    chip({Part::PanelAbility, seat}, ch.ability_name.in(lang), pl.ability_exhausted);
    for (std::size_t k = 0; k < pl.items.size(); ++k)
      chip({Part::PanelItem, seat, static_cast<int>(k)}, g.content().equipment[static_cast<std::size_t>(pl.items[k].item)].name.in(lang),
           pl.items[k].exhausted);
    if (pl.eliminated) {
      c.rounded(r, 10, Rgba{0, 0, 0, 160});
      c.text(app.tr("table.eliminated"), Font::Title, theme::kHeading, theme::kBad, r.center(), Align::Center);
    }
  }
}

void draw_tray(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const Game& g = app.session->game();
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const Look look = app.look();
  panel_edge(c, L.tray);
  c.svg("icons/dice_tray", {L.tray.x + 10, L.tray.y + 6, 22, 22});
  // Larger text grows the title only as far as the dice and their numbers leave room (never below
  // its 100% size, where it has always sat).
  float tray_room = L.tray.w - 46;
  for (const DieBox& b : L.tray_dice) tray_room = std::min(tray_room, b.rect.x - 12 - (L.tray.x + 38));
  const std::string tray_title = app.tr("table.tray");
  const float tray_size = std::max(theme::kBody / theme::text_scale(), c.fit_size(tray_title, Font::Title, theme::kBody, tray_room));
  c.text(tray_title, Font::Title, tray_size, theme::kGold, {L.tray.x + 38, L.tray.y + 17}, Align::Left);
  const std::uint32_t now = SDL_GetTicks();
  const bool tumbling = app.table.roll_anim.active(now);
  const std::vector<int> match = tumbling ? std::vector<int>{} : roll_match(g);
  if (L.tray_dice.empty()) {
    // Once the game is over the top bar says so; the tray just stays empty.
    // With no test to try (a peddler, no dice left) it says what can be done instead.
    const std::string no_test = app.session->human_to_act() ? no_test_text(g, app.strings, "table.tray_") : "";
    const std::string hint = g.finished() ? std::string()
                             : g.pending().kind == DecisionKind::ChooseDice && app.session->human_to_act() ? app.tr("table.tray_pick")
                             : !no_test.empty()                                                             ? no_test
                                                                                                         : app.tr("table.tray_empty");
    if (!hint.empty()) c.text(hint, Font::Body, theme::kSmall, theme::kTextDim, {L.tray.center().x, L.tray.y + 62}, Align::Center);
  }
  for (const DieBox& b : L.tray_dice) {
    Rect r = b.rect;
    int value = 0;
    if (b.die >= 0) {
      const TestDie& td = st.test.dice[static_cast<std::size_t>(b.die)];
      value = td.value;
      if (tumbling) {
        const std::uint32_t t = (now - app.table.roll_anim.start) / 60;
        value = static_cast<int>((t + static_cast<std::uint32_t>(b.die) * 4) % 6) + 1;
        const float wob = static_cast<float>((t * 7 + static_cast<std::uint32_t>(b.die) * 3) % 5) - 2.f;
        r.x += wob;
        r.y += -std::fabs(wob) * 1.5f;
      } else {
        const bool used = std::find(match.begin(), match.end(), b.die) != match.end();
        if (!match.empty()) c.rounded(r.inset(-4), 9, used ? theme::kGood : Rgba{90, 80, 70, 200});
      }
      c.text(std::to_string(b.die + 1), Font::Bold, theme::kTiny, theme::kTextDim, {r.center().x, r.y - 8}, Align::Center);
    } else if (b.clickable) {
      c.rounded(r.inset(-3), 9, hovered(app, r) ? theme::kGoldBright : Rgba{222, 178, 84, 120});
    } else if (b.slot < 0) {  // added to the test by an item or an ability (R7.4), not from the pool
      // Up to three short lines under the die, a hyphenated name breaking at its hyphen ("Spring-Loaded").
      std::string label;
      for (char ch : added_die_label(g, g.pending().owner, b.added_by, app.strings)) {
        label.push_back(ch);
        if (ch == '-') label.push_back(' ');
      }
      const float room = r.w + 8;  // the die and its share of the gaps: neighbours' labels stay apart
      const TextFit fit = c.fit_text(label, Font::Body, theme::kTiny, room, theme::kTiny * 3.1f, theme::kTiny * 0.72f, 1.0f);
      c.draw_fit(fit, Font::Body, theme::kTextDim, {r.center().x - room / 2, r.bottom() + 2, room, theme::kTiny * 3.1f}, Align::Center);
    }
    draw_die(c, r, static_cast<Color>(b.color), value, look);
  }
  // An aimed item or ability: the dice it can change glow; a die with colour choices shows them.
  if (app.table.ui.aiming_item != -2)
    for (const DieBox& b : L.tray_dice)
      if (std::find(L.target_dice.begin(), L.target_dice.end(), b.die) != L.target_dice.end()) {
        const bool chosen = app.table.ui.aiming_die == b.die;
        c.rounded_outline(b.rect.inset(-5), 10, chosen || hovered(app, b.rect) ? 3.5f : 2.f,
                          Rgba{250, 212, 120, static_cast<std::uint8_t>(chosen ? 255 : 120 + 135 * pulse())});
      }
  for (const auto& [h, to] : colour_choice_chips(L)) {
    c.rounded(h->rect.inset(-2), 7, hovered(app, h->rect) ? theme::kGoldBright : Rgba{30, 22, 16, 255});
    draw_die(c, h->rect, to, 0, Look{true, look.lang});  // the new colour, always with its symbol
  }
  // Gem rerolls sit under their die.
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::Action && std::holds_alternative<RerollWithGem>(h.action)) {
      c.rounded(h.rect, 6, hovered(app, h.rect) ? theme::kButtonHover : theme::kButton);
      c.rounded_outline(h.rect, 6, 1.2f, theme::kGold);
      c.svg("icons/gem", h.rect.inset(3));
    }
}

std::vector<std::pair<const HitRegion*, Color>> colour_choice_chips(const TableLayout& L) {
  std::vector<std::pair<const HitRegion*, Color>> out;
  for (const HitRegion& h : L.regions) {
    // By the element the layout named, not by the action: one of the chips above a tray die (an
    // item's one use shown on its name chip is not a die to draw).
    if (h.kind != HitKind::Action || h.part.part != Part::ColorChip) continue;
    Color to = Color::Any;
    if (const auto* u = std::get_if<UseItem>(&h.action)) to = u->color;
    if (const auto* u = std::get_if<UseAbility>(&h.action)) to = u->color;
    if (to != Color::Any) out.emplace_back(&h, to);
  }
  return out;
}

void draw_actions(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  panel_edge(c, L.actions);
  bool any = false;
  for (const HitRegion& h : L.regions)
    if (bar_button(h)) {
      draw_button_with_key(app, h, style_for(app, h));
      any = true;
    }
  if (!any) {
    const Game& g = app.session->game();
    const std::string s = g.finished() ? app.tr("prompt.finished")
                          : app.session->human_to_act() ? app.tr(g.options().mode == Mode::Coop ? "coop.actions_on_board" : "table.actions_on_table")
                                                        : app.tr("table.bot_thinking", {player_name(g, g.pending().owner, app.settings.language)});
    c.text_box(s, Font::Body, theme::kBody, theme::kTextDim, L.actions.inset(14), Align::Center);
  }
}

}  // namespace hs::app

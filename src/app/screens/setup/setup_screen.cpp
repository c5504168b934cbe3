// New game: the mode row, 1-4 seats (human or a bot at Easy, Normal or Hard, each described in one line; a character
// per seat, chosen or random), the variant rows of setup_variants.cpp, and the seed. Every
// refusal shown is the engine's (validate_options), beside the row that causes it.
#include <algorithm>
#include <chrono>
#include <cmath>

#include "app/screens/end/solo_end.hpp"
#include "app/shell/app.hpp"
#include "app/screens/setup/setup_variants.hpp"
#include "app/render/theme.hpp"
#include "highscore/options.hpp"
#include "app/screens/setup/setup_screen.hpp"
#include "app/screens/setup/setup_ability.hpp"
#include "app/table/input/table_input.hpp"
#include "app/text/bot_level_text.hpp"
#include "app/text/refusal_text.hpp"
#include "app/screens/setup/coop_map_picker.hpp"

namespace hs::app {


namespace {

// A bot seat's level buttons, weakest first (bot_levels(): Easy, Normal, Hard); a new bot seat
// plays at Normal (the advisor).
constexpr const char* kDefaultBotKind = "advisor";

std::uint64_t fresh_seed() {
  // Only the seed comes from the clock; all game randomness then flows from it (R10.1).
  const auto t = std::chrono::steady_clock::now().time_since_epoch().count();
  return static_cast<std::uint64_t>(t) % 1000000ULL;
}

GameOptions chosen_options(const App& app) {
  const SetupChoices& s = app.setup;
  GameOptions o = s.variants;
  o.players = s.players;
  o.characters.clear();
  for (int i = 0; i < s.players; ++i)
    o.characters.push_back(s.character[i] >= 0 ? app.content->characters[static_cast<std::size_t>(s.character[i])].id : "");
  return o;
}

void start_game(App& app) {
  SetupChoices& s = app.setup;
  const GameOptions o = chosen_options(app);
  if (auto refusal = validate_options(*app.content, o)) {
    s.error = refusal_text(app, *refusal);
    return;
  }
  std::vector<Seat> seats;
  for (int i = 0; i < s.players; ++i) seats.push_back(Seat{s.controller[i]});
  auto session = Session::start(*app.content, o, s.seed, seats);
  if (!session) {
    s.error = refusal_text(app, session.refusal());
    return;
  }
  start_session(app, std::move(session.value()));
  autosave(app);
  app.screens.replace(Screen::Table);
  s.seed = fresh_seed();  // the next new game is another dungeon (this one's seed stays in its save)
}

void draw_mode_row(App& app, const Rect& r) {
  Canvas& c = app.canvas;
  SetupChoices& s = app.setup;
  panel(c, r);
  // Larger text shrinks back into the room before the "?" beside it (setup_intro.cpp).
  const std::string mode_label = app.tr("setup.mode");
  c.text(mode_label, Font::Title, c.fit_size(mode_label, Font::Title, theme::kLarge, 82 - 16 - 6), theme::kGold, {r.x + 16, r.y + 25}, Align::Left);
  const auto& modes = mode_entries();
  const GameOptions o = chosen_options(app);
  const float bw = std::min(200.f, (r.w - 140 - 8 * static_cast<float>(modes.size() - 1)) / static_cast<float>(modes.size()));
  std::string hint = app.tr("mode.standard.hint"), unavailable, why, labels;
  for (std::size_t i = 0; i < modes.size(); ++i) {
    const ModeEntry& m = modes[i];
    const Rect b{r.x + 120 + static_cast<float>(i) * (bw + 8), r.y + 8, bw, 34};
    const auto refusal = mode_refusal(*app.content, o, m);
    const bool on = o.mode == m.mode;
    if (on) hint = app.tr(m.hint_key);
    if (button(c, app.pointer, b, app.tr(m.label_key), !refusal || on, on ? ButtonStyle::Primary : ButtonStyle::Quiet)) {
      choose_mode(s.variants, m);
      if (m.solo) s.players = 1;
      if (m.mode == Mode::Coop) s.players = std::max(s.players, 2);
      s.error.clear();
      s.note.clear();
    }
    if (refusal && !on) {
      const std::string reason = refusal_reason(app, *refusal);
      if (!why.empty() && reason != why) unavailable += ": " + why;
      unavailable += (unavailable.empty() ? "" : ", ") + app.tr(m.label_key);
      labels += (labels.empty() ? "" : ", ") + app.tr(m.label_key);
      why = reason;
    }
    if (refusal && app.pointer.hover(b)) hint = app.tr(m.label_key) + ": " + refusal_text(app, *refusal);
  }
  // A solo adventure shows its record (all characters) after its line.
  if (const std::string record = solo_record_line(app, o.mode, ""); !record.empty()) hint += "   " + record;
  c.text(hint, Font::Body, theme::kSmall, theme::kText, {r.x + 120, r.y + 54}, Align::Left);
  // The modes that cannot be played yet say so without a hover (the engine's reason for the last).
  if (!unavailable.empty()) {
    // Several reasons may not fit beside the hint: then only the modes and their rules (hovering a
    // mode gives its reason), and nothing rather than text over the hint.
    std::string note = unavailable + ": " + why;
    const float room = r.right() - 16 - (r.x + 140 + c.text_width(hint, Font::Body, theme::kSmall));
    if (c.text_width(note, Font::Body, theme::kTiny + 1) > room) note = app.tr("setup.modes_unavailable", {labels});
    if (c.text_width(note, Font::Body, theme::kTiny + 1) <= room)
      c.text(note, Font::Body, c.fit_size(note, Font::Body, theme::kTiny + 1, room), theme::kTextDim,
             {r.right() - 16, r.y + 54}, Align::Right);
  }
}

void draw_seat(App& app, const Rect& row, int i) {
  Canvas& c = app.canvas;
  Pointer& p = app.pointer;
  SetupChoices& s = app.setup;
  const auto& chars = app.content->characters;
  const int nchars = static_cast<int>(chars.size());
  const bool on = i < s.players;
  panel(c, row);
  const std::string seat = app.tr("setup.seat", {std::to_string(i + 1)});  // within the room before the seat's controls
  c.text(seat, Font::Title, c.fit_size(seat, Font::Title, theme::kLarge, 134 - 16 - 8), on ? theme::kGold : theme::kTextDim,
         {row.x + 16, row.y + 24}, Align::Left);
  // Seats are filled in order: the seat after the last one adds, the last one removes, each only
  // where the engine takes that many seats for the mode (a solo adventure has one).
  if (i > 0 && (i == s.players || i == s.players - 1) && seat_count_offered(*app.content, chosen_options(app), on ? i : i + 1)) {
    if (button(c, p, {row.x + 12, row.y + 52, 104, 32}, app.tr(on ? "setup.remove" : "setup.add"), true, ButtonStyle::Quiet)) {
      s.error.clear();
      s.note.clear();
      s.players = on ? i : i + 1;
    }
  }
  if (!on) {
    c.text(app.tr("setup.empty_seat"), Font::Body, theme::kBody, theme::kTextDim, {row.x + 134, row.center().y}, Align::Left);
    return;
  }
  // Human or bot; a bot seat then picks its level, each with its one-line description (hovering a
  // level shows that level's line).
  const bool bot = s.controller[i] != "human";
  const Rect ctl{row.x + 126, row.y + 8, 184, 30};
  if (button(c, p, ctl, seat_controller_label(app.strings, s.controller[i])))
    s.controller[i] = bot ? "human" : kDefaultBotKind;
  std::string hint = seat_controller_hint(app.strings, s.controller[i]);
  float hint_top = ctl.bottom() + 4;
  if (bot) {
    const auto& levels = bot_levels();
    const float gap = 4, lw = (ctl.w - gap * static_cast<float>(levels.size() - 1)) / static_cast<float>(levels.size());
    for (std::size_t k = 0; k < levels.size(); ++k) {
      const Rect b{ctl.x + static_cast<float>(k) * (lw + gap), ctl.bottom() + 4, lw, 24};
      const bool chosen = s.controller[i] == levels[k].kind;
      if (button(c, p, b, levels[k].name.in(app.settings.language), true, chosen ? ButtonStyle::Primary : ButtonStyle::Quiet))
        s.controller[i] = levels[k].kind;
      if (p.hover(b)) hint = levels[k].description.in(app.settings.language);
    }
    hint_top = ctl.bottom() + 32;
  }
  c.text_box(hint, Font::Body, theme::kTiny, theme::kTextDim, {ctl.x + 2, hint_top, ctl.w, row.bottom() - hint_top - 2});

  const float cx = row.x + 322, name_w = row.w - 322 - 84 - 80;
  if (button(c, p, {cx, row.y + 28, 34, 40}, "<")) s.character[i] = s.character[i] <= -1 ? nchars - 1 : s.character[i] - 1;
  if (button(c, p, {cx + 44 + name_w, row.y + 28, 34, 40}, ">"))
    s.character[i] = s.character[i] >= nchars - 1 ? -1 : s.character[i] + 1;
  const float mid = cx + 39 + name_w / 2;
  const Rect emblem{row.right() - 76, row.y + 10, 62, row.h - 20};
  const std::string& lang = app.settings.language;
  if (const int ch = s.character[i]; ch >= 0) {
    const Character& chr = chars[static_cast<std::size_t>(ch)];
    const std::string name = chr.name.in(lang);
    c.text(name, Font::Title, c.fit_size(name, Font::Title, theme::kHeading, name_w), theme::kText, {mid, row.y + 32}, Align::Center);
    c.text(chr.title.in(lang), Font::Body, c.fit_size(chr.title.in(lang), Font::Body, theme::kSmall, name_w), theme::kTextDim,
           {mid, row.y + 56}, Align::Center);
    std::string faces;
    for (int v : chr.lucky_values) faces += (faces.empty() ? "" : ", ") + std::to_string(v);
    const std::string facts = app.tr("setup.lives", {std::to_string(chr.lives)}) + " · " +
                              app.tr("setup.lucky", {app.tr("color." + std::string(color_name(chr.lucky_color))), faces});
    c.text(facts, Font::Body, c.fit_size(facts, Font::Body, theme::kTiny, name_w), theme::kTextDim, {mid, row.y + 78}, Align::Center);
    draw_standup(c, emblem, chr);
  } else {
    const std::string name = app.tr("setup.random_character");
    c.text(name, Font::Title, c.fit_size(name, Font::Title, theme::kHeading, name_w), theme::kText, {mid, row.y + 38}, Align::Center);
    c.text_box(app.tr("setup.random_hint"), Font::Body, theme::kTiny, theme::kTextDim, {cx + 40, row.y + 56, name_w, 34},
               Align::Center);
    c.svg("frames/card_back", emblem);
  }
  if (p.hover(emblem) || p.hover({cx + 40, row.y, name_w, row.h})) s.preview = i;
}

}  // namespace

Rect setup_variants_rect(float W, float H) {
  const float total_w = std::min(1232.f, W - 48), x0 = (W - total_w) / 2;
  const float top = 136, seats_w = std::round(total_w * 0.55f), bottom = H - 76;
  return {x0 + seats_w + 12, top, total_w - seats_w - 12, bottom - top};
}

std::vector<Rect> setup_variant_rows(const Rect& r, int n) {
  std::vector<Rect> out;
  const float top = r.y + 40, row_h = std::min(58.f, (r.bottom() - top - 6) / static_cast<float>(std::max(n, 1)));
  for (int i = 0; i < n; ++i) out.push_back({r.x + 8, top + static_cast<float>(i) * row_h, r.w - 16, row_h - 4});
  return out;
}

// Under the name, left of the choice button: two small lines rather than one of tiny letters.
Rect variant_line_box(const Rect& row) { return {row.x + 10, row.y + 24, row.right() - 162 - row.x - 18, row.h - 25}; }

TextFit variant_line_fit(Canvas& c, const Rect& row, const std::string& line) {
  const Rect box = variant_line_box(row);
  return c.fit_text(line, Font::Body, theme::kTiny + 1, box.w, box.h, theme::kTiny * 0.85f, 1.05f);
}

namespace {

void draw_variants(App& app, const Rect& r) {
  Canvas& c = app.canvas;
  SetupChoices& s = app.setup;
  panel(c, r);
  c.text(app.tr("setup.variants"), Font::Title, theme::kLarge, theme::kGold, {r.x + 16, r.y + 22}, Align::Left);
  const GameOptions o = chosen_options(app);
  const auto& rows = variant_rows();
  const std::vector<Rect> row_rects = setup_variant_rows(r, static_cast<int>(rows.size()));
  int tip_row = -1;
  std::string tip_text;
  Rect tip_rect{};
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const VariantRow& v = rows[i];
    VariantState st = variant_state(*app.content, o, v);
    if (st.implied && st.blocked) st.blocked->reason = app.tr("variant." + v.id + ".hunter");  // the mode's own words
    const Rect& row = row_rects[i];
    if (i % 2 == 0) c.rounded(row, 6, Rgba{255, 240, 210, 10});
    const bool dim = !st.can_change && (st.choice == 0 || st.implied);
    const Rect b{row.right() - 162, row.center().y - 16, 154, 32};
    // Name, then (when it cannot be chosen now) the engine's reason; the explanation below, or in
    // its place the reason this combination is refused.
    const std::string name = app.tr("variant." + v.id);
    c.text(name, Font::Bold, theme::kBody, dim ? theme::kTextDim : theme::kText, {row.x + 10, row.y + 14}, Align::Left);
    // A row that cannot be chosen gives its second line to the reason, at a readable size with the
    // rule kept at the end; the full reason and the explanation are on the hover.
    const bool why_line = st.blocked && dim && !st.refused;
    const Refusal* said = st.refused ? &*st.refused : why_line ? &*st.blocked : nullptr;
    const std::string line = said ? refusal_reason(app, *said) : app.tr("variant." + v.id + ".hint");
    c.draw_fit(variant_line_fit(c, row, line), Font::Body, st.refused ? theme::kBad : theme::kTextDim, variant_line_box(row), Align::Left,
               true);
    if (why_line && app.pointer.hover(row)) {
      tip_row = static_cast<int>(i);
      tip_text = refusal_text(app, *st.blocked) + "\n" + app.tr("variant." + v.id + ".hint");
      tip_rect = row;
    }
    const bool enabled = st.can_change || (st.choice != 0 && !st.implied);
    if (button(c, app.pointer, b, app.tr(v.choices[static_cast<std::size_t>(st.choice)]), enabled,
               st.choice != 0 ? ButtonStyle::Primary : ButtonStyle::Quiet)) {
      v.set(s.variants, next_choice(*app.content, o, v));
      s.error.clear();
    }
  }
  if (tip_row >= 0) {  // the hovered unavailable row: its whole reason and explanation, wrapped
    const float below = tip_rect.bottom() + 74 <= r.bottom() ? tip_rect.bottom() + 2 : tip_rect.y - 72;
    const Rect box{tip_rect.x + 8, below, tip_rect.w - 16, 70};
    c.rounded(box, 8, Rgba{30, 24, 18, 240});
    c.rounded_outline(box, 8, 1.5f, theme::kGold);
    c.text_box(tip_text, Font::Body, theme::kSmall, theme::kText, box.inset(8), Align::Left);
  }
}

// The character card of the seat under the pointer, over the variants.
void draw_preview(App& app, const Rect& r) {
  Canvas& c = app.canvas;
  const SetupChoices& s = app.setup;
  if (s.preview < 0 || s.preview >= s.players) return;
  panel(c, r, true);
  const int ch = s.character[s.preview];
  const float ch_h = std::min(r.h - 24, 380.f), cw = ch_h / 1.4f;
  const Rect card{r.x + 12, r.y + 12, cw, ch_h};
  const Rect text{card.right() + 16, r.y + 16, r.right() - card.right() - 28, r.h - 32};
  const std::string& lang = app.settings.language;
  if (ch < 0) {
    c.svg("frames/card_back", card);
    c.text_box(app.tr("setup.random_hint"), Font::Body, theme::kBody, theme::kText, text);
    return;
  }
  const Character& chr = app.content->characters[static_cast<std::size_t>(ch)];
  draw_character_card(c, card, chr, app.look());
  c.text(chr.name.in(lang), Font::Title, theme::kHeading, theme::kGold, {text.x, text.y + 12}, Align::Left);
  c.text_box(setup_ability_text(app, chr), Font::Body, theme::kBody, theme::kText,
             {text.x, text.y + 34, text.w, text.h - 34}, Align::Left, 1.3f);
}

}  // namespace

Rect mode_row_rect(const App& app) {
  const float total_w = std::min(1232.f, app.vp.width - 48);
  return {(app.vp.width - total_w) / 2, 58, total_w, 70};
}

void draw_setup(App& app) {
  Canvas& c = app.canvas;
  Pointer& p = app.pointer;
  SetupChoices& s = app.setup;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  // The title keeps to the strip above the mode row at any text size.
  c.text(app.tr("setup.title"), Font::Title, std::min(theme::kTitle - 6, 46.f), theme::kGold, {W / 2, 30}, Align::Center);
  if (s.seed == 1) s.seed = fresh_seed();

  const float total_w = std::min(1232.f, W - 48), x0 = (W - total_w) / 2;
  draw_mode_row(app, mode_row_rect(app));
  const float top = 136, seats_w = std::round(total_w * 0.55f), bottom = H - 76;
  const float row_h = std::min(104.f, (bottom - top - 18) / 4);
  s.preview = -1;
  for (int i = 0; i < 4; ++i) draw_seat(app, {x0, top + static_cast<float>(i) * (row_h + 6), seats_w, row_h}, i);
  const Rect variants = setup_variants_rect(W, H);
  if (s.variants.mode == Mode::Coop) draw_coop_maps(app, variants);  // R9.8: the map instead of variants
  else draw_variants(app, variants);
  draw_preview(app, variants);

  // Seed, the engine's verdict on the whole set-up, Back and Start.
  const Rect bar{x0, H - 68, total_w, 56};
  panel(c, bar);
  const std::string seed = app.tr("setup.seed", {std::to_string(s.seed)});  // within the room before "New seed"
  c.text(seed, Font::Bold, c.fit_size(seed, Font::Bold, theme::kBody, 150 - 16 - 6), theme::kText, {bar.x + 16, bar.center().y}, Align::Left);
  if (button(c, p, {bar.x + 150, bar.y + 12, 120, 32}, app.tr("setup.new_seed"), true, ButtonStyle::Quiet)) s.seed = fresh_seed();
  const auto verdict = validate_options(*app.content, chosen_options(app));
  const std::string problem = !s.error.empty() ? s.error : verdict ? refusal_text(app, *verdict) : "";
  const Rect start{bar.right() - 196, bar.y + 6, 184, 44}, back{start.x - 130, bar.y + 6, 120, 44};
  if (!problem.empty()) {
    const float room = back.x - bar.x - 300;
    c.text(problem, Font::Bold, c.fit_size(problem, Font::Bold, theme::kSmall, room), theme::kBad, {bar.x + 290, bar.center().y},
           Align::Left);
  } else if (!s.note.empty()) {
    const float room = back.x - bar.x - 300;
    c.text(s.note, Font::Bold, c.fit_size(s.note, Font::Bold, theme::kSmall, room), theme::kGoldBright, {bar.x + 290, bar.center().y},
           Align::Left);
  }
  if (button(c, p, start, app.tr("setup.start"), !verdict, ButtonStyle::Primary)) start_game(app);
  if (button(c, p, back, app.tr("common.back"), true, ButtonStyle::Quiet)) app.screens.replace(Screen::Menu);
}

}  // namespace hs::app

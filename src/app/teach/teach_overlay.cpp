// On top of the table: the Rules button, the coach panel (chance with items, why a roll fails and
// what still works, hints) and the inspect panel with its "?" to the governing rule.
#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/shell/app.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/teach/coach/coach_fit.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/teach/coach/hint_list.hpp"
#include "app/render/theme.hpp"
#include "highscore/bots.hpp"
#include "app/screens/rules/rules_screen.hpp"
#include "app/teach/inspect/inspect_place.hpp"
#include "app/teach/teach_overlay.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"
#include "app/text/coop_text.hpp"

namespace hs::app {


// What the player can do when no test can be tried here: move on (a peddler), go back from a dead
// end (R9.5), or only rest.
std::string no_test_text(const Game& g, const StringTable& t, const std::string& prefix) {
  if (g.pending().kind != DecisionKind::TurnAction) return "";
  bool option = false, move_on = false, go_back = false;
  for (const Action& a : g.legal_actions()) {
    option = option || std::holds_alternative<ChooseOption>(a);
    move_on = move_on || std::holds_alternative<MoveOn>(a);
    go_back = go_back || std::holds_alternative<ChooseNode>(a);
  }
  if (option) return "";
  return t.get(prefix + (move_on ? "no_test_move" : go_back ? "no_test_back" : "no_test_rest"));
}

// The advisor's pick with its reason. The party's own decisions in co-op (who plays next, which
// card to go to: R9.8) are asked first: between turns nobody is active, so the solo reasons do not apply.
std::optional<Hint> hint_now(const Game& g, const StringTable& t) {
  if (g.options().mode == Mode::Coop && !g.finished() && !g.legal_actions().empty()) {
    auto advisor = make_bot("advisor", 1);
    const Action a = ask_bot(*advisor, g);
    if (std::string why = coop_hint_reason(g, a, t); !why.empty()) return Hint{a, t.format("coach.hint_line", {action_label(g, a, t), why})};
  }
  return coach_hint(g, t);
}

std::string decision_key(const App& app) {
  const Game& g = app.session->game();
  return std::to_string(g.log().size()) + "/" + std::to_string(static_cast<int>(g.pending().kind));
}

namespace {

// Recomputes the coach's texts when the game, the dice picked or the language changed.
void refresh_coach(App& app) {
  Teach& T = app.teach;
  const Game& g = app.session->game();
  const DiceCounts& sel = app.table.ui.selection;
  const std::string key = std::to_string(app.table.layout_generation) + "/" + app.settings.language + (coach_on(app) ? "c" : "") +
                          std::to_string(sel.n[0]) + std::to_string(sel.n[1]) + std::to_string(sel.n[2]) + std::to_string(sel.n[3]);
  if (key == T.coach.cache_key) return;
  T.coach.cache_key = key;
  T.coach.lines.clear();
  T.coach.why_lines.clear();
  T.coach.still_lines.clear();
  const bool human = app.session->human_to_act();
  const Decision d = g.pending();
  if (human && d.kind == DecisionKind::AfterRoll)
    if (auto ex = explain_roll(g, app.strings)) {
      if (ex->passes) {  // names the button as it reads ("Resolve: +2 coins", "Resolve: pass")
        T.coach.lines.push_back(app.tr("coach.passes_now", {resolve_label(g, app.strings)}));
      } else {
        T.coach.why_lines = ex->unmet;
        T.coach.still_lines = ex->still_works;
      }
    }
  if (!coach_on(app) || !human) return;
  if (d.kind == DecisionKind::ChooseDice && sel.total() > 0) {
    if (auto c = coach_chance(g, sel, app.settings.language)) {
      const std::string now = percent_text(c->now);
      T.coach.lines.push_back(c->best_help.empty() ? app.tr("coach.chance_now", {now})
                                                   : app.tr("coach.chance_help", {now, percent_text(c->with_help), c->best_help}));
      T.coach.lines.push_back(app.tr("coach.pass_not_win"));  // the review, after the game, counts the chance to win
    }
  } else if (d.kind == DecisionKind::TurnAction || d.kind == DecisionKind::ChooseDice) {
    const std::string none = d.kind == DecisionKind::TurnAction ? no_test_text(g, app.strings, "coach.") : "";
    T.coach.lines.push_back(none.empty() ? app.tr("coach.pick_tip") : none);
  } else if (T.coach.lines.empty() && T.coach.why_lines.empty()) {
    T.coach.lines.push_back(app.tr("coach.idle"));
  }
}

float lines_height(Canvas& c, const std::vector<std::string>& lines, float w) {
  float h = 0;
  for (const auto& l : lines) h += static_cast<float>(c.wrap(l, Font::Body, theme::kSmall, w).size()) * theme::kSmall * 1.25f + 4;
  return h;
}

// Draws whole lines only: a line that would not fit above `bottom` is left out with the rest (a
// sentence cut in half, "0% to", said the wrong thing), and "…" says there was more.
float draw_lines(Canvas& c, const std::vector<std::string>& lines, float x, float y, float w, Rgba ink, float bottom = 1e9f) {
  for (const auto& l : lines) {
    const auto rows = c.wrap(l, Font::Body, theme::kSmall, w);
    if (y + static_cast<float>(rows.size()) * theme::kSmall * 1.25f > bottom) {
      if (y + theme::kSmall * 1.25f <= bottom + 4) c.text("…", Font::Body, theme::kSmall, ink, {x, y + theme::kSmall * 0.62f}, Align::Left);
      return bottom + 1;
    }
    for (const auto& row : rows) {
      c.text(row, Font::Body, theme::kSmall, ink, {x, y + theme::kSmall * 0.62f}, Align::Left);
      y += theme::kSmall * 1.25f;
    }
    y += 4;
  }
  return y;
}

void draw_coach(App& app, OverlayRects& R, const Rect& area) {
  Teach& T = app.teach;
  Canvas& c = app.canvas;
  refresh_coach(app);
  collect_numbered_hint(app);  // the hint list, once the worker has it (hint_list.hpp)
  const bool on = coach_on(app) && !in_tutorial(app);  // the tutorial gives its own hints
  const float w = area.w - 20;
  std::vector<std::string> hint_lines;
  if (T.coach.show_hints) {
    hint_lines = T.coach.hints.of(app.session->deciding_seat());
    if (hint_lines.empty()) hint_lines.push_back(app.tr("coach.no_hints"));
    std::reverse(hint_lines.begin(), hint_lines.end());
  } else if (numbered_hint_thinking(app)) {
    hint_lines.push_back(app.tr("coach.thinking"));
  } else if (!T.coach.hints.of(app.session->deciding_seat()).empty() && T.coach.hint_for == decision_key(app)) {
    hint_lines.push_back(T.coach.hints.of(app.session->deciding_seat()).back());
  }
  // A numbered hint is one line per action.
  std::vector<std::string> split;
  for (const std::string& l : hint_lines)
    for (std::size_t at = 0, nl = 0; at <= l.size(); at = nl + 1) {
      nl = std::min(l.find('\n', at), l.size());
      split.push_back(l.substr(at, nl - at));
    }
  hint_lines = std::move(split);
  // A hint list (or one coming) takes the place of "why it fails" and "what would still work": it
  // ranks those same moves, with numbers.
  const bool list_shown = !T.coach.show_hints && (hint_lines.size() > 1 || numbered_hint_thinking(app));
  // The header's chip and the buttons' row grow with the text (under 40 units a button keeps the body
  // size), and the header and the foot with them: nothing is drawn over the title or the lines.
  const float chip_h = std::clamp(theme::kBody * 1.25f + 4, 24.f, 39.f), button_h = std::max(28.f, chip_h);
  const float head = chip_h + 10, foot = on ? button_h + 12 : 0;
  float h = head;
  if (!T.coach.show_hints) {
    h += lines_height(c, T.coach.lines, w);
    if (!T.coach.why_lines.empty() && !list_shown)
      h += coach_title_height(theme::kSmall) * 2 + lines_height(c, T.coach.why_lines, w) + lines_height(c, T.coach.still_lines, w);
  } else {
    h += 20;
  }
  h += lines_height(c, hint_lines, w);
  h += foot;
  h = std::min(h, area.h);
  const Rect r{area.x, area.y, area.w, h};
  T.log_top = std::max(T.log_top, r.bottom());
  c.rounded(r, 8, Rgba{30, 23, 18, 255});  // opaque: the log behind must not show through
  c.rounded_outline(r, 8, 1.5f, theme::kGold);
  R.coach_toggle = Rect{};
  float title_w = r.w - 20;
  if (!in_tutorial(app)) {
    const std::string chip = app.tr(on ? "coach.toggle_on" : "coach.toggle_off");
    const float chip_w = std::min(std::max(92.f, c.text_width(chip, Font::Bold, theme::kBody) + 16), r.w * 0.55f);
    R.coach_toggle = {r.right() - 6 - chip_w, r.y + 4, chip_w, chip_h};
    draw_button(c, R.coach_toggle, chip, true, app.pointer.hover(R.coach_toggle), on ? ButtonStyle::Normal : ButtonStyle::Quiet);
    title_w = R.coach_toggle.x - 8 - (r.x + 10);
  }
  const std::string title = app.tr("coach.title");
  c.text(title, Font::Title, c.fit_size(title, Font::Title, theme::kBody, title_w), theme::kGold, {r.x + 10, r.y + 4 + chip_h / 2}, Align::Left);
  // Long explanations stay inside the panel (the rest of the column is the log's).
  const float sc = app.vp.scale;
  const SDL_Rect clip_px{static_cast<int>(r.x * sc), static_cast<int>(r.y * sc), static_cast<int>(r.w * sc),
                         static_cast<int>((r.h - foot) * sc)};
  SDL_RenderSetClipRect(app.renderer.get(), &clip_px);
  float y = r.y + head;
  const float x = r.x + 10;
  if (T.coach.show_hints) {
    c.text(app.tr("coach.hints_title"), Font::Bold, c.fit_size(app.tr("coach.hints_title"), Font::Bold, theme::kSmall, w), theme::kGoldBright, {x, y + 8}, Align::Left);
    y = draw_lines(c, hint_lines, x, y + 20, w, theme::kText);
  } else {
    // The sections share the box (coach_fit.hpp): at larger text they shrink, never below their
    // size at 100%, then each keeps its first rows, what would still work and the hint first.
    const bool sections_shown = !T.coach.why_lines.empty() && !list_shown;
    static const std::vector<std::string> kNone;
    const std::vector<CoachSection> sections = {{&T.coach.lines, false, 3},
                                                {sections_shown ? &T.coach.why_lines : &kNone, true, 2},
                                                {sections_shown ? &T.coach.still_lines : &kNone, true, 0},
                                                {&hint_lines, false, 1}};
    const CoachFit fit = fit_coach_sections(sections, r.bottom() - foot - 4 - y, theme::kSmall, theme::kBaseType.small,
                                            [&](const std::string& l, float size) { return static_cast<int>(c.wrap(l, Font::Body, size, w).size()); });
    const Rgba titles[] = {theme::kText, Rgba{240, 120, 100, 255}, Rgba{140, 210, 140, 255}, theme::kText};
    const char* title_keys[] = {"", "coach.why_title", "coach.still_title", ""};
    const Rgba inks[] = {theme::kText, theme::kText, theme::kText, theme::kGoldBright};
    const float fs = fit.size, row_h = coach_row_height(fs);
    for (std::size_t i = 0; i < sections.size(); ++i) {
      if (sections[i].lines->empty()) continue;
      if (sections[i].titled) {
        const std::string title = app.tr(title_keys[i]);
        c.text(title, Font::Bold, c.fit_size(title, Font::Bold, fs, w), titles[i], {x, y + coach_title_height(fs) / 2 - 2}, Align::Left);
        y += coach_title_height(fs);
      }
      int left = fit.rows[i];
      for (const std::string& l : *sections[i].lines) {
        if (left <= 0) break;
        const auto rows = c.wrap(l, Font::Body, fs, w);
        for (std::size_t k = 0; k < rows.size() && left > 0; ++k, --left) {
          // The last row of a cut section says there was more, after its words.
          const bool last = left == 1 && fit.cut[i];
          c.text(last ? rows[k] + "…" : rows[k], Font::Body, last ? c.fit_size(rows[k] + "…", Font::Body, fs, w) : fs, inks[i],
                 {x, y + fs * 0.62f}, Align::Left);
          y += row_h;
        }
        y += kCoachLineGap;
      }
    }
  }
  SDL_RenderSetClipRect(app.renderer.get(), nullptr);
  R.hint_button = R.hints_button = Rect{};
  if (on) {
    const float bw = (r.w - 28) / 2;
    R.hint_button = {r.x + 10, r.bottom() - button_h - 6, bw, button_h};
    R.hints_button = {r.x + 18 + bw, r.bottom() - button_h - 6, bw, button_h};
    const bool can_hint = app.session->human_to_act();
    draw_button(c, R.hint_button, app.tr("coach.hint_button"), can_hint, can_hint && app.pointer.hover(R.hint_button));
    draw_button(c, R.hints_button, app.tr("coach.hints_button", {std::to_string(T.coach.hints.of(app.session->deciding_seat()).size())}), true,
                app.pointer.hover(R.hints_button), ButtonStyle::Quiet);
  }
}

void draw_inspection(App& app, OverlayRects& R) {
  Teach& T = app.teach;
  Canvas& c = app.canvas;
  const Point p = app.pointer.pos;
  // A pinned inspection follows the game: read again where it was pinned, gone when that spot now
  // shows something else (a die rolled away, a card left behind).
  if (T.inspect.pinned && T.inspect.shown && T.inspect.pinned_generation != app.table.layout_generation) {
    T.inspect.pinned_generation = app.table.layout_generation;
    auto again = inspect_at(app.session->game(), app.table.layout, T.inspect.pinned_at, app.strings);
    if (again && again->key == T.inspect.shown->key) T.inspect.shown = std::move(again);
    else T.inspect.pinned = false, T.inspect.shown.reset();
  }
  if (!T.inspect.pinned) {
    auto now = inspect_at(app.session->game(), app.table.layout, p, app.strings);
    const Point was = T.inspect.hover_at;
    T.inspect.hover_at = p;
    // A hovered one closes once the pointer leaves its thing and the panel (inspect_place.hpp); on
    // the panel or in the gap to it, nothing under the pointer is looked at.
    if (T.inspect.shown && !inspection_stays_open(T.inspect.shown->anchor, R.inspect_panel, p)) T.inspect.shown.reset();
    const bool off_its_thing = T.inspect.shown && !T.inspect.shown->anchor.contains(p);  // so on the panel or the gap
    if (!off_its_thing) {
      const std::string key = now ? now->key : "";
      const bool moved = p.x != was.x || p.y != was.y;
      // Shown once the pointer has rested on the same thing a moment. A thing that came under a
      // still pointer (Resolve became Rest after the click) waits for the pointer to move onto it.
      if (key != T.inspect.hover_key) {
        T.inspect.hover_key = key;
        T.inspect.hover_since = SDL_GetTicks();
        T.inspect.hover_needs_move = !moved;
        T.inspect.shown.reset();
      } else if (T.inspect.hover_needs_move && moved) {
        T.inspect.hover_needs_move = false;
        T.inspect.hover_since = SDL_GetTicks();
      } else if (now && !T.inspect.hover_needs_move && static_cast<std::int32_t>(SDL_GetTicks() - T.inspect.hover_since) > 650) {  // signed: a closed one waits
        T.inspect.shown = std::move(now);
      }
    }
  }
  if (!T.inspect.shown) {
    R.inspect_panel = R.inspect_rule_button = Rect{};
    return;
  }
  const Inspection& in = *T.inspect.shown;
  const float w = 320, tw = w - 24;
  const float h = 44 + lines_height(c, in.lines, tw) + 40 + (T.inspect.pinned ? 0 : 18);
  // Next to the thing inspected, never over it, the chance box or the tray (inspect_place.hpp); never
  // over the lesson's instructions either.
  const Rect r = place_inspection(in.anchor, w, h, app.table.layout, app.vp.width, app.vp.height,
                                  in_tutorial(app) ? R.tut_panel : Rect{});
  R.inspect_panel = r;
  c.rounded({r.x + 3, r.y + 5, r.w, r.h}, 10, Rgba{0, 0, 0, 120});
  c.rounded(r, 10, theme::kParchment);
  c.rounded_outline(r.inset(3), 8, 1.5f, theme::kParchmentDark);
  c.text(in.title, Font::Title, c.fit_size(in.title, Font::Title, theme::kLarge, tw), theme::kInk, {r.x + 12, r.y + 22}, Align::Left);
  float ly = draw_lines(c, in.lines, r.x + 12, r.y + 40, tw, theme::kInk);
  const RulesText& rules = T.rules(app.settings.language);
  const int at = rules.find(in.rule);
  const std::string title = at >= 0 ? rules.entries[static_cast<std::size_t>(at)].title : "";
  R.inspect_rule_button = {r.x + 12, ly + 2, tw, 30};
  draw_button(c, R.inspect_rule_button, app.tr("inspect.open_rule", {in.rule}) + (title.empty() ? "" : ": " + title), true,
              app.pointer.hover(R.inspect_rule_button));
  if (!T.inspect.pinned)
    c.text(app.tr("inspect.pin_tip"), Font::Body, theme::kTiny, theme::kInkSoft, {r.x + 12, r.bottom() - 12}, Align::Left);
}

// The first time a person's hero can use its ability, a note says what it does and how (once per
// hero, kept in learning.json); it goes when dismissed or once the ability cannot be used now.
void update_ability_intro(App& app) {
  AbilityIntroState& A = app.teach.ability;
  const Game& g = app.session->game();
  if (A.shown && !ability_still_usable(g, *A.shown)) A.shown.reset();
  const std::string key = decision_key(app);
  if (A.shown || key == A.checked_for) return;
  A.checked_for = key;  // the legal actions are asked once per decision, not every frame
  const AppArgs& a = app.args;
  const bool hooks = a.new_game || !a.load.empty() || a.resume || !a.scene.empty() || a.monkey > 0;
  if (in_tutorial(app) || (hooks && !A.scene)) return;  // lessons have their own words; test set-ups are left alone
  auto in = ability_intro_due(g, app.session->human_to_act(), app.teach.prefs.abilities_seen, app.strings);
  if (!in) return;
  app.teach.prefs.abilities_seen.insert(in->key);
  if (!A.scene)
    if (auto err = save_learning(app.teach.prefs, learning_path())) app.notify(*err);
  A.shown = std::move(in);
}

void draw_ability_intro(App& app) {
  AbilityIntroState& A = app.teach.ability;
  A.panel = A.ok = Rect{};
  if (!A.shown) return;
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  // What it points at: the ability's chip in the hero's panel, or the expert ability's button.
  Rect target{};
  if (!A.shown->expert) {
    if (const Rect* chip = find_part(L, {Part::PanelAbility, A.shown->seat})) target = *chip;
  } else {
    for (const HitRegion& h : L.regions)
      if (h.kind == HitKind::Action && std::holds_alternative<UseExpert>(h.action)) target = h.rect;
  }
  const float w = 360, tw = w - 28;
  const float what_h = static_cast<float>(c.wrap(A.shown->what, Font::Body, theme::kSmall, tw).size()) * theme::kSmall * 1.25f;
  const float how_h = static_cast<float>(c.wrap(A.shown->how, Font::Body, theme::kSmall, tw).size()) * theme::kSmall * 1.25f;
  const float h = 60 + what_h + 8 + how_h + 48;
  // Above the hero's whole panel (its dice and purse stay in view), else above what it points at.
  Rect above = target;
  if (!A.shown->expert && A.shown->seat >= 0 && A.shown->seat < static_cast<int>(L.panels.size())) above = L.panels[static_cast<std::size_t>(A.shown->seat)];
  float x = target.w > 0 ? target.center().x - w / 2 : app.vp.width / 2 - w / 2;
  float y = target.w > 0 ? above.y - h - 12 : app.vp.height / 2 - h / 2;
  if (y < 50) y = target.bottom() + 12;
  x = std::clamp(x, 8.f, app.vp.width - w - 8);
  y = std::clamp(y, 8.f, std::max(8.f, app.vp.height - h - 8));
  const Rect r{x, y, w, h};
  A.panel = r;
  if (target.w > 0) {
    c.rounded_outline(target.inset(-4), 8, 3, theme::kGoldBright);
    c.line({std::clamp(target.center().x, r.x + 16, r.right() - 16), y < target.y ? r.bottom() : r.y},
           {target.center().x, y < target.y ? target.y - 4 : target.bottom() + 4}, 2.5f, theme::kGoldBright);
  }
  c.rounded({r.x + 3, r.y + 5, r.w, r.h}, 10, Rgba{0, 0, 0, 120});
  c.rounded(r, 10, theme::kParchment);
  c.rounded_outline(r.inset(3), 8, 2, theme::kGold);
  c.text(app.tr("ability_intro.heading"), Font::Bold, theme::kTiny, theme::kInkSoft, {r.x + 14, r.y + 16}, Align::Left);
  c.text(A.shown->title, Font::Title, c.fit_size(A.shown->title, Font::Title, theme::kLarge, tw), theme::kInk, {r.x + 14, r.y + 38}, Align::Left);
  float ty = r.y + 56;
  ty = draw_lines(c, {A.shown->what}, r.x + 14, ty, tw, theme::kInk);
  draw_lines(c, {A.shown->how}, r.x + 14, ty + 4, tw, theme::kInkSoft);
  A.ok = {r.right() - 134, r.bottom() - 40, 120, 30};
  draw_button(c, A.ok, app.tr("ability_intro.ok"), true, app.pointer.hover(A.ok), ButtonStyle::Primary);
  if (app.pointer.ring && A.holds_focus(app.table.ui.focus)) focus_ring(c, A.ok);
}

}  // namespace

bool overlay_click(App& app, const OverlayRects& R, Point p) {
  Teach& T = app.teach;
  if (T.ability.shown && T.ability.panel.contains(p)) {  // "Got it" closes the note; the rest of it takes the click
    if (T.ability.ok.contains(p)) T.ability.shown.reset();
    return true;
  }
  if (R.rules_button.contains(p)) {
    open_rules(app, rule_for_now(app));
    return true;
  }
  if (T.inspect.shown && R.inspect_rule_button.contains(p)) {
    const std::string rule = T.inspect.shown->rule;
    T.inspect.pinned = false;
    T.inspect.shown.reset();
    open_rules(app, rule);
    return true;
  }
  if (T.inspect.shown && R.inspect_panel.contains(p)) {  // a click on the panel closes it, nothing under it
    T.inspect.pinned = false;
    T.inspect.shown.reset();
    T.inspect.hover_since = SDL_GetTicks() + 100000;  // and it stays closed while the pointer rests there
    return true;
  }
  if (in_tutorial(app) && tutorial_panel_click(app, R, p)) return true;
  if (R.coach_toggle.contains(p)) {
    T.prefs.coach = coach_on(app) ? "off" : "on";
    if (auto err = save_learning(T.prefs, learning_path())) app.notify(*err);
    T.coach.cache_key.clear();
    return true;
  }
  if (R.hint_button.contains(p)) {
    if (app.session->human_to_act() && numbered_hints(app)) {
      ask_numbered_hint(app);  // the list with numbers, worked out off the frame
      T.coach.hint_for = decision_key(app);
      T.coach.show_hints = false;
    } else if (app.session->human_to_act())
      if (auto h = hint_now(app.session->game(), app.strings)) {
        T.coach.hints.add(app.session->deciding_seat(), h->text, hints_path());
        T.coach.hint_for = decision_key(app);
        T.coach.show_hints = false;
      }
    return true;
  }
  if (R.hints_button.contains(p)) {
    T.coach.show_hints = !T.coach.show_hints;
    return true;
  }
  return false;
}

void draw_teach_overlay(App& app, OverlayRects& R) {
  if (!app.session || app.table.layout.regions.empty()) return;
  Teach& T = app.teach;
  Canvas& c = app.canvas;
  const Game& g = app.session->game();
  // A finished real game counts toward "first games" (the coach's automatic setting).
  if (g.finished() && !in_tutorial(app) && T.coach.counted_session != app.session.get()) {
    T.coach.counted_session = app.session.get();
    ++T.prefs.games_finished;
    (void)save_learning(T.prefs, learning_path());
  }
  if (T.coach.hints_session != app.session.get()) {
    T.coach.hints.follow(hint_game_key(g), hints_path());  // the same game resumed keeps its hints
    T.coach.hints_session = app.session.get();
    T.coach.show_hints = false;
    T.inspect.pinned = false;
    T.inspect.shown.reset();
  }
  if (T.inspect.scene_node >= 0)
    for (const NodeBox& nb : app.table.layout.nodes)
      if (nb.node == T.inspect.scene_node) {
        T.inspect.shown = inspect_at(g, app.table.layout, nb.rect.center(), app.strings);
        T.inspect.pinned = true;
        T.inspect.pinned_at = nb.rect.center();
        T.inspect.pinned_generation = app.table.layout_generation;
        T.inspect.scene_node = -1;
      }
  if (const Rect* stats = find_part(app.table.layout, {Part::PanelStats, 0}); T.inspect.scene_purse && stats) {
    T.inspect.pinned_at = stats->center();
    T.inspect.shown = inspect_at(g, app.table.layout, T.inspect.pinned_at, app.strings);
    T.inspect.pinned = T.inspect.shown.has_value();
    T.inspect.pinned_generation = app.table.layout_generation;
    T.inspect.scene_purse = false;
  }
  if (T.inspect.scene_chip)
    for (const PlacedPart& part : app.table.layout.parts)
      if (const DungeonCard* card = card_at(g, g.observe(-1).state().players[0].node);
          card && part.id.part == Part::OptionRow && part.id.index == 0 && !card->options.empty()) {
        T.inspect.pinned_at = option_requirement_chip(part.rect, card->options[0], 0, false).center();
        T.inspect.shown = inspect_at(g, app.table.layout, T.inspect.pinned_at, app.strings);
        T.inspect.pinned = T.inspect.shown.has_value();
        T.inspect.pinned_generation = app.table.layout_generation;
        T.inspect.scene_chip = false;
        break;
      }
  const TableLayout& L = app.table.layout;
  R.rules_button = {212, 6, 64, 32};
  draw_button(c, R.rules_button, app.tr("menu.rules"), true, app.pointer.hover(R.rules_button), ButtonStyle::Quiet);
  R.coach_toggle = R.hint_button = R.hints_button = Rect{};
  T.log_top = 0;
  if (!L.shop_open) {
    // Long advice may take all but the log's title and its last lines (table_parts.hpp).
    Rect area{L.log.x + 6, L.log.y + 6, L.log.w - 12, L.log.h - 6 - log_kept_height()};
    if (in_tutorial(app)) {
      draw_tutorial_panel(app, R, {L.log.x + 6, L.log.y + 6, L.log.w - 12, L.log.h - 12});
      T.log_top = R.tut_panel.bottom();
      area = {L.log.x + 6, R.tut_panel.bottom() + 6, L.log.w - 12, L.log.bottom() - log_kept_height() - R.tut_panel.bottom() - 6};
      refresh_coach(app);
      if (area.h > 80 && !T.coach.why_lines.empty()) draw_coach(app, R, area);
    } else {
      draw_coach(app, R, area);
    }
  } else if (in_tutorial(app)) {
    draw_tutorial_panel(app, R, {L.shop_panel.x, 52, L.shop_panel.w, L.shop_panel.y - 58});
  }
  update_ability_intro(app);
  draw_ability_intro(app);
  draw_inspection(app, R);
}

}  // namespace hs::app

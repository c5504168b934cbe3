// The review's strip, graph and progress panel, drawn over and under the review's table.
#include "app/screens/review/review_draw.hpp"

#include <algorithm>
#include <cmath>

#include "app/render/theme.hpp"
#include "app/render/widgets.hpp"
#include "app/screens/review/review_keys.hpp"
#include "app/shell/app.hpp"
#include "app/text/action_text.hpp"
#include "highscore/analysis_percent.hpp"

namespace hs::app {

ReviewStripRows review_strip_rows(float top, float width, float line_h) {
  ReviewStripRows r;
  r.chips = {12, top + 8, width - 24, 24};
  r.lines[0] = {16, top + 40, width - 16 - 420, 24};
  for (int k = 1; k < 5; ++k) r.lines[k] = {16, top + 64 + static_cast<float>(k - 1) * line_h, width - 16 - 420, line_h};
  r.timeline = {28, r.lines[4].bottom() + 6, width - 56, 16};
  r.height = r.timeline.bottom() + 8 - top;
  return r;
}

namespace {

float strip_line_height() { return std::max(21.f, theme::kBody * 1.4f); }

}  // namespace

float review_strip_height() { return review_strip_rows(0, 1280, strip_line_height()).height; }

namespace {

Rgba label_colour(MoveLabel l) {
  switch (l) {
    case MoveLabel::Fine: return theme::kTextDim;
    case MoveLabel::Inaccuracy: return Rgba{236, 200, 80, 255};
    case MoveLabel::Mistake: return Rgba{236, 140, 50, 255};
    case MoveLabel::Blunder: return theme::kBad;
  }
  return theme::kTextDim;
}

// One colour per seat on the graph and the chips (the dice's hues, told apart on the dark panel).
Rgba seat_colour(int seat) {
  static const Rgba colours[] = {{226, 92, 80, 255}, {96, 160, 236, 255}, {110, 200, 110, 255}, {236, 200, 90, 255}};
  return colours[static_cast<std::size_t>(std::clamp(seat, 0, 3))];
}

std::string seat_label(const App& app, const ReviewState& st, int seat) {
  return player_name(*st.game, seat, app.settings.language);
}

std::string swing_text(const App& app, const ReviewState& st, const Swing& s) {
  std::string what;
  switch (s.what) {
    case Happening::BossBeaten: what = app.tr("review.swing.boss_beaten"); break;
    case Happening::BossFailed: what = app.tr("review.swing.boss_failed"); break;
    case Happening::Eliminated: what = app.tr("review.swing.eliminated"); break;
    case Happening::Bought: {
      const auto& eq = st.game->content().equipment;
      const std::string name = s.item >= 0 && static_cast<std::size_t>(s.item) < eq.size()
                                   ? eq[static_cast<std::size_t>(s.item)].name.in(app.settings.language)
                                   : "?";
      what = app.tr("review.swing.bought", {name});
      break;
    }
    case Happening::LifeLost: what = app.tr("review.swing.life_lost"); break;
    case Happening::TestFailed: what = app.tr("review.swing.test_failed"); break;
    case Happening::TestPassed: what = app.tr("review.swing.test_passed"); break;
    case Happening::Rolled: what = app.tr("review.swing.rolled"); break;
    case Happening::None: what = app.tr("review.swing.none"); break;
  }
  return what;
}

void draw_timeline(App& app, const ReviewState& st, const Rect& bar, ReviewClicks& out) {
  Canvas& c = app.canvas;
  const std::size_t n = st.steps.size();
  c.rounded({bar.x - 6, bar.center().y - 3, bar.w + 12, 6}, 3, Rgba{70, 56, 40, 255});
  if (n == 0) return;
  const float cur_x = timeline_x(st.step, n, bar.x, bar.w);
  for (std::size_t i = 0; i < n; ++i) {
    const MoveLabel l = st.analysis->decisions[st.steps[i]].label;
    const float x = timeline_x(i, n, bar.x, bar.w);
    if (l == MoveLabel::Fine) c.fill({x - 0.5f, bar.center().y - 3, 1, 6}, Rgba{150, 130, 100, 255});
    else c.circle({x, bar.center().y}, l == MoveLabel::Blunder ? 6.f : l == MoveLabel::Mistake ? 5.f : 4.f, label_colour(l));
  }
  c.rounded_outline({cur_x - 7, bar.y, 14, bar.h}, 4, 2, theme::kGoldBright);
  if (app.pointer.click && bar.inset(-6).contains(*app.pointer.click)) {
    out.step = step_at_x(app.pointer.click->x, n, bar.x, bar.w);
    app.pointer.take(bar.inset(-6));
  }
}

void draw_decision(App& app, const ReviewState& st, const ReviewStripRows& rows) {
  Canvas& c = app.canvas;
  const DecisionReview* d = review_decision(st);
  const Rect& box = rows.lines[0];
  float y = box.center().y;
  if (!d) {
    c.text(app.tr("review.no_decisions", {seat_label(app, st, st.seat)}), Font::Body, theme::kBody, theme::kTextDim, {box.x, y}, Align::Left);
    return;
  }
  const Game& pos = st.position->game();  // the decision's position: the actions are legal there
  const std::string head = app.tr("review.decision", {std::to_string(st.step + 1), std::to_string(st.steps.size()), std::to_string(d->round)});
  c.text(head, Font::Bold, theme::kBody, theme::kGold, {box.x, y}, Align::Left);
  const std::string label = app.tr("review.label." + std::string(label_name(d->label)));
  const float hw = c.text_width(head, Font::Bold, theme::kBody);
  const float lw = c.text_width(label, Font::Bold, theme::kSmall) + 16;
  c.rounded({box.x + hw + 12, y - 10, lw, 20}, 6, label_colour(d->label));
  c.text(label, Font::Bold, theme::kSmall, d->label == MoveLabel::Fine ? theme::kPanel : Rgba{20, 14, 10, 255},
         {box.x + hw + 12 + lw / 2, y}, Align::Center);
  const float w = box.w;
  int row = 1;
  auto line = [&](const std::string& s, Rgba colour, Font f = Font::Body) {
    const Rect& r = rows.lines[row++];
    c.text(s, f, c.fit_size(s, f, theme::kBody, w), colour, {r.x, r.center().y}, Align::Left);
  };
  line(app.tr("review.played", {action_label(pos, d->played, app.strings), chance_percent(d->played_chance)}), theme::kText);
  if (d->chance_lost > 0) {
    line(app.tr("review.best", {action_label(pos, d->best, app.strings), chance_percent(d->best_chance)}), theme::kGoldBright, Font::Bold);
    line(app.tr("review.lost", {chance_percent(d->chance_lost)}), label_colour(d->label));
  } else {
    line(app.tr("review.good_choice"), theme::kGood);
  }
  // The luck of the dice that fell from this decision up to the seat's next one, on the last line
  // (never on the timeline's row, whatever was written above it).
  row = 4;
  const std::size_t until = st.step + 1 < st.steps.size() ? st.analysis->decisions[st.steps[st.step + 1]].action_index : st.analysis->actions;
  const auto rolls = rolls_between(*st.analysis, st.seat, d->action_index, until);
  std::string luck;
  for (const RollLuck& r : rolls) {
    if (!luck.empty()) luck += "   ";
    luck += app.tr("review.roll", {chance_change_percent(r.luck), chance_percent(r.expected), chance_percent(r.after)});
  }
  line(luck.empty() ? app.tr("review.no_rolls") : app.tr("review.rolls", {luck}), luck.empty() ? theme::kTextDim : theme::kText);
}

}  // namespace

ReviewClicks draw_review_strip(App& app, const ReviewState& st) {
  Canvas& c = app.canvas;
  ReviewClicks out;
  const float W = app.vp.width, H = app.vp.height;
  const ReviewStripRows rows = review_strip_rows(H - review_strip_height(), W, strip_line_height());
  const Rect strip{0, H - rows.height, W, rows.height};
  c.fill(strip, Rgba{22, 16, 12, 245});
  c.fill({0, strip.y, W, 2}, theme::kGold);
  // Seat chips (each analysed seat), the seat's totals beside them.
  float x = 12;
  for (int seat : st.analysis->seats) {
    const std::string name = seat_label(app, st, seat);
    const float w = std::min(170.f, c.text_width(name, Font::Bold, theme::kSmall) + 34);
    const Rect chip{x, rows.chips.y, w, rows.chips.h};
    const bool on = seat == st.seat;
    c.rounded(chip, 8, on ? Rgba{86, 60, 36, 255} : Rgba{40, 30, 22, 255});
    if (on) c.rounded_outline(chip, 8, 2, theme::kGoldBright);
    c.circle({chip.x + 12, chip.center().y}, 5, seat_colour(seat));
    c.text(name, Font::Bold, c.fit_size(name, Font::Bold, theme::kSmall, w - 30), on ? theme::kText : theme::kTextDim,
           {chip.x + 22, chip.center().y}, Align::Left);
    if (app.pointer.take(chip)) out.seat = seat;
    x += w + 6;
  }
  for (const SeatTotals& t : st.analysis->totals) {
    if (t.seat != st.seat) continue;
    const std::string totals = app.tr("review.totals", {std::to_string(t.inaccuracies), std::to_string(t.mistakes), std::to_string(t.blunders),
                                                        chance_percent(t.skill), chance_change_percent(t.luck), app.tr("review.rating." + t.rating)});
    const float room = W - 420 - x;
    c.text(totals, Font::Body, c.fit_size(totals, Font::Body, theme::kSmall, room), theme::kTextDim, {x + 8, strip.y + 20}, Align::Left);
  }
  draw_decision(app, st, rows);
  // Buttons, two rows on the right.
  const float bx = W - 404, by = strip.y + 8;
  const bool has = !st.steps.empty();
  out.previous = button(c, app.pointer, {bx, by, 128, 34}, app.tr("review.previous"), has && st.step > 0);
  out.next = button(c, app.pointer, {bx + 134, by, 128, 34}, app.tr("review.next"), has && st.step + 1 < st.steps.size());
  out.back = button(c, app.pointer, {bx + 268, by, 128, 34}, app.tr("common.back"), true, ButtonStyle::Primary);
  out.next_mistake = button(c, app.pointer, {bx, by + 40, 196, 34}, app.tr("review.next_mistake", {review_key_name(ReviewKey::NextMistake)}), has);
  out.graph = button(c, app.pointer, {bx + 200, by + 40, 196, 34}, app.tr(st.graph_shown ? "review.table" : "review.graph", {review_key_name(ReviewKey::Graph)}));
  // Under the buttons: a note from the last key pressed, or what the chances here are (the coach at
  // the table speaks of the chance to pass one test, which can disagree).
  const Rect note{bx, by + 82, 396, rows.timeline.y - by - 86};
  if (!st.note.empty()) c.text_box(st.note, Font::Body, theme::kSmall, theme::kGoldBright, note, Align::Left, 1.15f);
  else c.text_box(app.tr("review.win_not_pass"), Font::Body, theme::kSmall, theme::kTextDim, note, Align::Left, 1.15f);
  draw_timeline(app, st, rows.timeline, out);
  return out;
}

void draw_review_graph(App& app, const ReviewState& st, const Rect& area) {
  Canvas& c = app.canvas;
  c.rounded(area, 10, Rgba{30, 23, 18, 255});  // opaque: the table under it would muddle the curves
  panel(c, area);
  c.text(app.tr("review.graph_title"), Font::Title, theme::kLarge, theme::kGold, {area.x + 18, area.y + 20}, Align::Left);
  // The plot keeps clear of the title above it and of the round labels and the note below it, at any text size.
  const float plot_top = std::max(44.f, 20 + theme::kLarge * 0.7f + theme::kTiny * 0.6f);
  const float note_up = std::max(12.f, theme::kTiny * 0.7f + 4), bottom_room = std::max(40.f, note_up + theme::kTiny * 1.9f + 1);
  const Rect plot{area.x + 56, area.y + plot_top, area.w - 80, area.h - bottom_room - plot_top};
  const double total = std::max<double>(1.0, static_cast<double>(st.analysis->actions));
  auto px = [&](std::size_t action) { return plot.x + plot.w * static_cast<float>(static_cast<double>(action) / total); };
  auto py = [&](double chance) { return plot.bottom() - plot.h * static_cast<float>(std::clamp(chance, 0.0, 1.0)); };
  for (int pct = 0; pct <= 100; pct += 25) {  // the chance axis
    const float y = py(pct / 100.0);
    c.fill({plot.x, y, plot.w, 1}, Rgba{90, 72, 52, 160});
    c.text(std::to_string(pct) + "%", Font::Body, theme::kTiny, theme::kTextDim, {plot.x - 8, y}, Align::Right);
  }
  // Rounds on the other axis: a tick where each round starts (its first point on any curve).
  int last_round = -1;
  float last_label_x = -1e9f;
  std::vector<CurvePoint> all;
  for (const SeatCurve& cv : st.curves) all.insert(all.end(), cv.points.begin(), cv.points.end());
  std::sort(all.begin(), all.end(), [](const CurvePoint& a, const CurvePoint& b) { return a.action_index < b.action_index; });
  for (const CurvePoint& p : all) {
    if (p.round == last_round) continue;
    last_round = p.round;
    const float x = px(p.action_index);
    c.fill({x, plot.y, 1, plot.h}, Rgba{90, 72, 52, 90});
    // A label where it keeps clear of the one before, and below the "0%" at any text size.
    const std::string label = app.tr("review.round", {std::to_string(p.round)});
    const float half = c.text_width(label, Font::Body, theme::kTiny) / 2;
    if (x - half > last_label_x + 6) {
      c.text(label, Font::Body, theme::kTiny, theme::kTextDim, {x, plot.bottom() + theme::kTiny + 1}, Align::Center);
      last_label_x = x + half;
    }
  }
  // Where the decision shown stands.
  const float now_x = px(review_action_shown(st));
  c.fill({now_x - 1, plot.y, 2, plot.h}, theme::kGoldBright);
  for (const SeatCurve& raw : st.curves) {
    const bool reviewed = raw.seat == st.seat;
    const SeatCurve cv = smoothed(raw);  // as the swings are found
    for (std::size_t i = 1; i < cv.points.size(); ++i)
      c.line({px(cv.points[i - 1].action_index), py(cv.points[i - 1].chance)}, {px(cv.points[i].action_index), py(cv.points[i].chance)},
             reviewed ? 3.f : 1.8f, seat_colour(cv.seat));
  }
  // The decision shown, on the reviewed seat's curve at the very estimate the text gives ("Played: ...
  // (31% to win)"): the curves are smoothed, so a curve may pass a little beside it.
  std::vector<LabelWish> wishes;
  std::vector<std::string> texts;
  std::vector<Rgba> inks;
  const float label_h = theme::kTiny + 7;
  auto wish = [&](Point at, std::string text, Rgba ink, bool above) {
    wishes.push_back({at, c.text_width(text, Font::Bold, theme::kTiny) + 10, label_h, above});
    texts.push_back(std::move(text));
    inks.push_back(ink);
  };
  if (const DecisionReview* d = review_decision(st)) {
    const Point at{px(d->action_index), py(d->played_chance)};
    c.circle(at, 7, theme::kGoldBright);
    c.circle(at, 4, seat_colour(st.seat));
    wish(at, app.tr("review.graph_here", {chance_percent(d->played_chance)}), theme::kGoldBright, d->played_chance < 0.5);
  }
  // The big swings, labelled beside their point (above it when the chance fell, below when it rose),
  // the biggest first: a label that finds no free place is left out rather than drawn over another.
  for (const Swing& s : st.swings) {
    const SeatCurve* cv = nullptr;
    for (const SeatCurve& k : st.curves)
      if (k.seat == s.seat) cv = &k;
    if (!cv || s.point >= cv->points.size()) continue;
    const SeatCurve sm = smoothed(*cv);
    const Point at{px(sm.points[s.point].action_index), py(sm.points[s.point].chance)};
    c.circle(at, 5, seat_colour(s.seat));
    wish(at, swing_text(app, st, s) + " " + chance_change_percent(s.delta), seat_colour(s.seat), s.delta < 0);
  }
  const auto spots = place_labels(wishes, plot);
  for (std::size_t i = 0; i < spots.size(); ++i) {
    if (!spots[i]) continue;
    const Rect& r = *spots[i];
    c.rounded(r, 5, Rgba{20, 14, 10, 220});
    c.text(texts[i], Font::Bold, theme::kTiny, inks[i], r.center(), Align::Center);
  }
  const std::string note = app.tr("review.graph_note");  // one line across the panel at any text size
  c.text(note, Font::Body, c.fit_size(note, Font::Body, theme::kTiny, area.right() - 12 - plot.x), theme::kTextDim, {plot.x, area.bottom() - note_up}, Align::Left);
  // The legend: each seat's colour and name.
  float lx = area.right() - 16;
  for (auto it = st.curves.rbegin(); it != st.curves.rend(); ++it) {
    const std::string name = seat_label(app, st, it->seat);
    const float w = c.text_width(name, Font::Bold, theme::kSmall);
    c.text(name, Font::Bold, theme::kSmall, seat_colour(it->seat), {lx, area.y + 20}, Align::Right);
    c.fill({lx - w - 22, area.y + 19, 14, 3}, seat_colour(it->seat));
    lx -= w + 34;
  }
}

bool draw_review_progress(App& app, const ReviewState& st) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  c.fill({0, 0, W, H}, theme::kShade);
  const Rect box{W / 2 - 300, H / 2 - 90, 600, 180};
  panel(c, box);
  c.text(app.tr("review.title"), Font::Title, theme::kHeading, theme::kGold, {box.center().x, box.y + 30}, Align::Center);
  const auto [done, total] = st.worker ? st.worker->progress() : std::pair<std::size_t, std::size_t>{0, 0};
  const std::string what = total == 0 ? app.tr("review.starting")
                                      : app.tr("review.analysing", {std::to_string(done), std::to_string(total)});
  c.text(what, Font::Body, c.fit_size(what, Font::Body, theme::kBody, box.w - 40), theme::kText, {box.center().x, box.y + 66}, Align::Center);
  const Rect bar{box.x + 30, box.y + 86, box.w - 60, 18};
  c.rounded(bar, 6, Rgba{60, 46, 34, 255});
  const float share = total == 0 ? 0.f : static_cast<float>(done) / static_cast<float>(total);
  if (share > 0) c.rounded({bar.x, bar.y, std::max(12.f, bar.w * share), bar.h}, 6, theme::kGold);
  return button(c, app.pointer, {box.center().x - 90, box.bottom() - 56, 180, 40}, app.tr("common.back"), true, ButtonStyle::Primary);
}

bool draw_review_problem(App& app, const ReviewState& st) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  const Rect box{W / 2 - 320, H / 2 - 100, 640, 200};
  panel(c, box);
  c.text(app.tr("review.title"), Font::Title, theme::kHeading, theme::kGold, {box.center().x, box.y + 30}, Align::Center);
  c.text_box(app.tr("review.failed", {st.problem}), Font::Body, theme::kBody, theme::kText, {box.x + 24, box.y + 56, box.w - 48, 80}, Align::Center);
  return button(c, app.pointer, {box.center().x - 90, box.bottom() - 56, 180, 40}, app.tr("common.back"), true, ButtonStyle::Primary);
}

}  // namespace hs::app

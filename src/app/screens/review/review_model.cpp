// The game review's pure parts: steps, timeline, next mistake, curves and swings, the kept analysis.
#include "app/screens/review/review_model.hpp"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "highscore/text_file.hpp"

namespace hs::app {

std::vector<std::size_t> seat_steps(const GameAnalysis& analysis, int seat) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < analysis.decisions.size(); ++i)
    if (analysis.decisions[i].seat == seat) out.push_back(i);
  return out;
}

float timeline_x(std::size_t step, std::size_t steps, float x0, float width) {
  if (steps <= 1) return x0 + width / 2;
  return x0 + width * static_cast<float>(step) / static_cast<float>(steps - 1);
}

std::size_t step_at_x(float x, std::size_t steps, float x0, float width) {
  if (steps <= 1 || width <= 0) return 0;
  const float t = std::clamp((x - x0) / width, 0.f, 1.f);
  return static_cast<std::size_t>(std::lround(t * static_cast<float>(steps - 1)));
}

std::optional<std::size_t> next_mistake(const GameAnalysis& analysis, const std::vector<std::size_t>& steps, std::size_t from) {
  for (std::size_t s = from + 1; s < steps.size(); ++s)
    if (steps[s] < analysis.decisions.size() && analysis.decisions[steps[s]].label != MoveLabel::Fine) return s;
  return std::nullopt;
}

std::vector<RollLuck> rolls_between(const GameAnalysis& analysis, int seat, std::size_t from_action, std::size_t to_action) {
  std::vector<RollLuck> out;
  for (const RollLuck& r : analysis.rolls)
    if (r.seat == seat && r.action_index >= from_action && r.action_index < to_action) out.push_back(r);
  return out;
}

std::vector<SeatCurve> chance_curves(const GameAnalysis& analysis) {
  std::vector<SeatCurve> curves;
  for (int seat : analysis.seats) {
    SeatCurve c;
    c.seat = seat;
    for (const DecisionReview& d : analysis.decisions)
      if (d.seat == seat) c.points.push_back({d.action_index, d.round, d.played_chance});
    for (const RollLuck& r : analysis.rolls)
      if (r.seat == seat) c.points.push_back({r.action_index, r.round, r.after});
    // A roll's point comes after the decision that rolled (same action): its dice fell after the choice.
    std::stable_sort(c.points.begin(), c.points.end(), [](const CurvePoint& a, const CurvePoint& b) { return a.action_index < b.action_index; });
    curves.push_back(std::move(c));
  }
  return curves;
}

namespace {
// Whether a happening can account for a swing that way: a test passed never explains a fall, a life
// lost never a rise (the game ending elsewhere does). A purchase or the dice may go either way.
bool happening_explains(Happening h, double delta) {
  switch (h) {
    case Happening::BossBeaten:
    case Happening::TestPassed: return delta > 0;
    case Happening::BossFailed:
    case Happening::TestFailed:
    case Happening::LifeLost:
    case Happening::Eliminated: return delta < 0;
    default: return true;
  }
}
}  // namespace

SeatCurve smoothed(const SeatCurve& curve) {
  SeatCurve out = curve;
  for (std::size_t i = 1; i + 1 < curve.points.size(); ++i) {
    double v[3] = {curve.points[i - 1].chance, curve.points[i].chance, curve.points[i + 1].chance};
    std::sort(v, v + 3);
    out.points[i].chance = v[1];
  }
  return out;
}

std::vector<Swing> big_swings(const std::vector<SeatCurve>& curves, const std::vector<ActionHappening>& happenings,
                              double threshold, std::size_t most) {
  std::vector<Swing> out;
  for (const SeatCurve& raw : curves) {
    const SeatCurve c = smoothed(raw);
    const std::size_t n = c.points.size();
    for (std::size_t i = 1; i < n; ++i) {
      // A swing may take a few points (a roll, then the test resolved): measured over kSwingSpan.
      const std::size_t before = i >= kSwingSpan ? i - kSwingSpan : 0;
      const double delta = c.points[i].chance - c.points[before].chance;
      if (std::abs(delta) < threshold) continue;
      Swing s{c.seat, i, delta, Happening::None, -1};
      // The most telling thing that happened to this seat over that stretch; the median moves a raw
      // jump by up to one point either way, so from one point earlier (exclusive) to one after.
      const std::size_t from = before >= 1 ? before - 1 : 0;
      const std::size_t to = c.points[std::min(i + 1, n - 1)].action_index;
      for (const ActionHappening& h : happenings) {
        if (h.seat != c.seat || h.what == Happening::None || !happening_explains(h.what, delta)) continue;
        if ((before >= 1 && h.action_index <= c.points[from].action_index) || h.action_index > to) continue;
        if (s.what == Happening::None || static_cast<int>(h.what) < static_cast<int>(s.what)) {
          s.what = h.what;
          s.item = h.item;
        }
      }
      out.push_back(s);
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const Swing& a, const Swing& b) { return std::abs(a.delta) > std::abs(b.delta); });
  std::vector<Swing> kept;
  for (const Swing& s : out) {
    const bool near_bigger = std::any_of(kept.begin(), kept.end(), [&](const Swing& k) {
      return k.seat == s.seat && (k.point > s.point ? k.point - s.point : s.point - k.point) <= kSwingSpan;
    });
    if (!near_bigger && kept.size() < most) kept.push_back(s);
  }
  return kept;
}

std::vector<std::optional<Rect>> place_labels(const std::vector<LabelWish>& wishes, const Rect& bounds,
                                              const std::vector<Rect>& keep_clear) {
  std::vector<std::optional<Rect>> out;
  std::vector<Rect> taken = keep_clear;
  for (const LabelWish& l : wishes) {
    const float gap = 7;
    const float up = l.at.y - gap - l.h, down = l.at.y + gap;
    const float ys[2] = {l.above ? up : down, l.above ? down : up};
    std::optional<Rect> spot;
    for (float shift : {0.f, -0.6f, 0.6f, -1.2f, 1.2f}) {
      for (float y : ys) {
        Rect r{l.at.x - l.w / 2 + shift * l.w, y, l.w, l.h};
        r.x = std::clamp(r.x, bounds.x, std::max(bounds.x, bounds.right() - r.w));  // kept inside, then checked
        if (r.y < bounds.y || r.bottom() > bounds.bottom() || r.right() > bounds.right()) continue;
        if (std::none_of(taken.begin(), taken.end(), [&](const Rect& t) { return t.overlaps(r); })) {
          spot = r;
          break;
        }
      }
      if (spot) break;
    }
    if (spot) taken.push_back(*spot);
    out.push_back(spot);
  }
  return out;
}

std::optional<GameAnalysis> usable_analysis(const std::string& text, const std::string& fingerprint, const std::vector<int>& seats,
                                            int min_worlds) {
  auto parsed = parse_json_text(text);
  if (!parsed) return std::nullopt;
  auto read = analysis_from_json(parsed.value());
  if (!read) return std::nullopt;
  GameAnalysis a = std::move(read.value());
  if (a.save_hash != fingerprint || !a.complete || a.budget.worlds < min_worlds) return std::nullopt;
  for (int s : seats)
    if (std::find(a.seats.begin(), a.seats.end(), s) == a.seats.end()) return std::nullopt;
  return a;
}

}  // namespace hs::app

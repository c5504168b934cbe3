// The game review's pure parts (no SDL): which decisions the review steps through, where they sit on
// the timeline, the next mistake, each seat's chance-to-win curve with its big swings, and whether an
// analysis kept beside the save still belongs to it. The screen (review_screen.cpp) draws from these.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/render/geometry.hpp"
#include "highscore/analysis.hpp"

namespace hs::app {

// The decisions of `seat` in `analysis`, as indices into analysis.decisions, in game order.
std::vector<std::size_t> seat_steps(const GameAnalysis& analysis, int seat);

// Where step `step` of `steps` sits on a timeline from x0 to x0 + width (the first at x0, the last at
// the end; a single step in the middle), and the step nearest to `x` (clamped to the ends). `steps` > 0.
float timeline_x(std::size_t step, std::size_t steps, float x0, float width);
std::size_t step_at_x(float x, std::size_t steps, float x0, float width);

// The first step after `from` whose decision is labelled an inaccuracy or worse; nullopt when none is.
std::optional<std::size_t> next_mistake(const GameAnalysis& analysis, const std::vector<std::size_t>& steps, std::size_t from);

// The rolls of `seat` whose action lies in [from_action, to_action): the dice that fell between two steps.
std::vector<RollLuck> rolls_between(const GameAnalysis& analysis, int seat, std::size_t from_action, std::size_t to_action);

// What happened to a seat at one action, as far as a swing's label needs it (the most telling first).
enum class Happening { None, BossBeaten, BossFailed, Eliminated, Bought, LifeLost, TestFailed, TestPassed, Rolled };
struct ActionHappening {
  std::size_t action_index = 0;
  int seat = -1;
  Happening what = Happening::None;
  int item = -1;  // Bought: the equipment card
};

// One point of a seat's curve: its chance to win after the action `action_index` (a decision's
// action played, or a roll once the dice fell), in round `round`.
struct CurvePoint {
  std::size_t action_index = 0;
  int round = 0;
  double chance = 0;
};
struct SeatCurve {
  int seat = -1;
  std::vector<CurvePoint> points;  // in game order
};
// One curve per analysed seat, in analysis.seats order.
std::vector<SeatCurve> chance_curves(const GameAnalysis& analysis);

// Each point the median of itself and its two neighbours: an estimate from a few dozen worlds is
// noisy, and one stray point must not look like a swing (the ends are kept as they are).
SeatCurve smoothed(const SeatCurve& curve);

// A big swing: on the smoothed curve the chance moved by at least `threshold` over the kSwingSpan
// points up to point `point`; its label is the most telling happening of that seat in those actions
// (what: None when nothing happened to the seat itself: the other seats' turns moved it). A swing
// within kSwingSpan points of a bigger one of the same seat is the same swing, counted once.
struct Swing {
  int seat = -1;
  std::size_t point = 0;  // index into the seat's curve points
  double delta = 0;
  Happening what = Happening::None;
  int item = -1;
};
inline constexpr double kSwingThreshold = 0.12;
inline constexpr std::size_t kSwingSpan = 4;
// The biggest swings over every curve (at most `most`, largest |delta| first).
std::vector<Swing> big_swings(const std::vector<SeatCurve>& curves, const std::vector<ActionHappening>& happenings,
                              double threshold = kSwingThreshold, std::size_t most = 6);

// A label that wants a place beside a point of the graph: its size and the side it prefers (above the
// point when the chance fell, below when it rose).
struct LabelWish {
  Point at;
  float w = 0, h = 0;
  bool above = true;
};
// Places the labels in the order given (the most important first): each takes the first free spot of
// its preferred side, the other side, then both sides shifted left and right, inside `bounds` and
// clear of every label placed before it and of `keep_clear`; a label with no free spot is dropped
// (nullopt). So no two labels ever overlap, and a label is only lost to a more important one.
std::vector<std::optional<Rect>> place_labels(const std::vector<LabelWish>& wishes, const Rect& bounds,
                                              const std::vector<Rect>& keep_clear = {});

// The analysis text kept beside a save, if it can be used for the save with `fingerprint`: it parses,
// names that fingerprint, is complete, covers `seats` (every seat of the game) and was played out in
// at least `min_worlds` worlds per action. Anything else (damaged, stale, stopped early, another seat
// set, a rougher budget) is nullopt: the review computes it afresh.
std::optional<GameAnalysis> usable_analysis(const std::string& text, const std::string& fingerprint, const std::vector<int>& seats,
                                            int min_worlds);

}  // namespace hs::app

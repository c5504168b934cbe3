// The game review's pure parts (src/app/screens/review/review_model.hpp): the timeline's places and
// clicks, the next-mistake search, each seat's chance curve and its labelled swings, and whether an
// analysis kept beside a save is used or worked out again.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "app/screens/review/review_draw.hpp"
#include "app/screens/review/review_model.hpp"

namespace hs::app {

namespace {

DecisionReview review_decision_at(std::size_t action, int seat, int round, double chance, MoveLabel label = MoveLabel::Fine) {
  DecisionReview d;
  d.action_index = action;
  d.seat = seat;
  d.round = round;
  d.played_chance = chance;
  d.best_chance = chance;
  d.label = label;
  d.chance_lost = label == MoveLabel::Fine ? 0 : 0.2;
  return d;
}

RollLuck review_roll_at(std::size_t action, int seat, int round, double expected, double after) {
  RollLuck r;
  r.action_index = action;
  r.seat = seat;
  r.round = round;
  r.expected = expected;
  r.after = after;
  r.luck = after - expected;
  return r;
}

// Two seats; seat 0 makes an inaccuracy at its second decision and a blunder at its fourth.
GameAnalysis two_seat_analysis() {
  GameAnalysis a;
  a.save_hash = "0123456789abcdef";
  a.actions = 40;
  a.seats = {0, 1};
  a.decisions = {review_decision_at(0, 0, 1, 0.5),
                 review_decision_at(2, 1, 1, 0.5),
                 review_decision_at(4, 0, 1, 0.5, MoveLabel::Inaccuracy),
                 review_decision_at(6, 1, 1, 0.5),
                 review_decision_at(8, 0, 2, 0.52),
                 review_decision_at(10, 1, 2, 0.48),
                 review_decision_at(12, 0, 2, 0.2, MoveLabel::Blunder),
                 review_decision_at(14, 1, 2, 0.8)};
  a.rolls = {review_roll_at(5, 0, 1, 0.5, 0.6), review_roll_at(9, 0, 2, 0.52, 0.45), review_roll_at(11, 1, 2, 0.48, 0.5)};
  a.totals = {SeatTotals{}, SeatTotals{}};
  a.totals[0].seat = 0;
  a.totals[1].seat = 1;
  return a;
}

}  // namespace

TEST_CASE("the review steps through the reviewed seat's decisions only, in game order", "[app][review]") {
  const GameAnalysis a = two_seat_analysis();
  CHECK(seat_steps(a, 0) == std::vector<std::size_t>{0, 2, 4, 6});
  CHECK(seat_steps(a, 1) == std::vector<std::size_t>{1, 3, 5, 7});
  CHECK(seat_steps(a, 3).empty());
}

TEST_CASE("the timeline spreads the steps end to end and a click picks the nearest", "[app][review]") {
  CHECK(timeline_x(0, 5, 100, 400) == Approx(100));
  CHECK(timeline_x(4, 5, 100, 400) == Approx(500));
  CHECK(timeline_x(2, 5, 100, 400) == Approx(300));
  CHECK(timeline_x(0, 1, 100, 400) == Approx(300));  // a single step sits in the middle
  CHECK(step_at_x(100, 5, 100, 400) == 0);
  CHECK(step_at_x(210, 5, 100, 400) == 1);  // nearer 200 than 300
  CHECK(step_at_x(260, 5, 100, 400) == 2);
  CHECK(step_at_x(-50, 5, 100, 400) == 0);  // clamped to the ends
  CHECK(step_at_x(9000, 5, 100, 400) == 4);
  for (std::size_t s = 0; s < 7; ++s) CHECK(step_at_x(timeline_x(s, 7, 28, 1224), 7, 28, 1224) == s);
}

TEST_CASE("next mistake finds the next labelled decision after the one shown, and none past the last", "[app][review]") {
  const GameAnalysis a = two_seat_analysis();
  const auto steps = seat_steps(a, 0);
  CHECK(next_mistake(a, steps, 0) == std::optional<std::size_t>{1});
  CHECK(next_mistake(a, steps, 1) == std::optional<std::size_t>{3});  // not the one shown
  CHECK(next_mistake(a, steps, 3) == std::nullopt);
  CHECK(next_mistake(a, seat_steps(a, 1), 0) == std::nullopt);  // seat 1 played well
}

TEST_CASE("the luck shown between two steps is the reviewed seat's rolls in that stretch", "[app][review]") {
  const GameAnalysis a = two_seat_analysis();
  const auto r = rolls_between(a, 0, 4, 12);
  REQUIRE(r.size() == 2);
  CHECK(r[0].action_index == 5);
  CHECK(r[1].action_index == 9);
  CHECK(rolls_between(a, 1, 4, 12).size() == 1);
  CHECK(rolls_between(a, 0, 12, 40).empty());
}

TEST_CASE("each seat's curve follows its decisions and rolls in game order", "[app][review]") {
  const auto curves = chance_curves(two_seat_analysis());
  REQUIRE(curves.size() == 2);
  CHECK(curves[0].seat == 0);
  std::vector<std::size_t> at;
  for (const CurvePoint& p : curves[0].points) at.push_back(p.action_index);
  CHECK(at == std::vector<std::size_t>{0, 4, 5, 8, 9, 12});
  CHECK(curves[0].points[2].chance == Approx(0.6));  // the roll's chance once the dice fell
  CHECK(curves[0].points.back().round == 2);
  CHECK(curves[1].points.size() == 5);
}

TEST_CASE("big swings are found on the smoothed curve and named by what happened to the seat", "[app][review]") {
  SeatCurve c;
  c.seat = 0;
  // Flat at 50%, one stray point (noise), then a fall to 10% at action 9 where a boss test failed.
  const double chances[] = {0.5, 0.5, 0.9, 0.5, 0.5, 0.1, 0.1, 0.1};
  for (std::size_t i = 0; i < 8; ++i) c.points.push_back({i * 2 + 1, 1, chances[i]});
  CHECK(smoothed(c).points[2].chance == Approx(0.5));  // the stray point is gone
  const std::vector<ActionHappening> what = {{8, 0, Happening::Rolled, -1}, {9, 0, Happening::BossFailed, -1},
                                             {9, 1, Happening::Bought, 4}};  // another seat's purchase is not ours
  const auto swings = big_swings({c}, what);
  REQUIRE(swings.size() == 1);
  CHECK(swings[0].seat == 0);
  CHECK(swings[0].delta == Approx(-0.4));
  CHECK(swings[0].what == Happening::BossFailed);
  CHECK(c.points[swings[0].point].action_index == 11);  // the smoothed fall lands one point later
  CHECK(big_swings({c}, what, 0.5).empty());  // below the threshold: no swing
  // A test passed does not explain a fall: the roll before it names the swing.
  const auto passed = big_swings({c}, {{8, 0, Happening::Rolled, -1}, {9, 0, Happening::TestPassed, -1}});
  REQUIRE(passed.size() == 1);
  CHECK(passed[0].what == Happening::Rolled);
}

TEST_CASE("a rise over a few points is one swing, named by the purchase in it", "[app][review]") {
  SeatCurve c;
  c.seat = 2;
  const double chances[] = {0.2, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4};
  for (std::size_t i = 0; i < 11; ++i) c.points.push_back({i, 3, chances[i]});
  const auto swings = big_swings({c}, {{3, 2, Happening::Bought, 7}, {9, 2, Happening::TestFailed, -1}});
  REQUIRE(swings.size() == 1);  // each step is 10 points: together they are one rise of 20
  CHECK(swings[0].what == Happening::Bought);
  CHECK(swings[0].item == 7);
  CHECK(swings[0].delta == Approx(0.2));
  CHECK(swings[0].point == 5);
}

TEST_CASE("an analysis kept beside a save is used only when it belongs to that save and is whole", "[app][review]") {
  GameAnalysis a = two_seat_analysis();
  a.budget.worlds = 96;
  const std::string text = analysis_to_json(a).dump();
  const std::vector<int> seats{0, 1};
  const auto kept = usable_analysis(text, a.save_hash, seats, 96);
  REQUIRE(kept.has_value());
  CHECK(kept->decisions.size() == a.decisions.size());
  CHECK(kept->decisions[6].label == MoveLabel::Blunder);
  // Another save (its fingerprint differs): worked out again.
  CHECK_FALSE(usable_analysis(text, "fedcba9876543210", seats, 96));
  // Damaged: cut short, not JSON, or JSON of something else.
  CHECK_FALSE(usable_analysis(text.substr(0, text.size() / 2), a.save_hash, seats, 96));
  CHECK_FALSE(usable_analysis("", a.save_hash, seats, 96));
  CHECK_FALSE(usable_analysis("{\"format\": \"highscore-save\"}", a.save_hash, seats, 96));
  CHECK_FALSE(usable_analysis(std::string("{\"a\":1,\0}", 9), a.save_hash, seats, 96));
  // A seat it does not cover, or a rougher budget than the one asked for.
  CHECK_FALSE(usable_analysis(text, a.save_hash, {0, 1, 2}, 96));
  CHECK_FALSE(usable_analysis(text, a.save_hash, seats, 128));
  CHECK(usable_analysis(text, a.save_hash, seats, 32));
  // Stopped early (the player left the review): worked out again next time.
  GameAnalysis part = a;
  part.complete = false;
  CHECK_FALSE(usable_analysis(analysis_to_json(part).dump(), a.save_hash, seats, 96));
}

}  // namespace hs::app

namespace hs::app {

TEST_CASE("graph labels never overlap: each takes a free place by priority, or is dropped", "[app][review]") {
  const Rect plot{100, 50, 600, 300};
  // Crowded: many labels wanting the same few points, the first the most important.
  std::vector<LabelWish> wishes;
  for (int i = 0; i < 40; ++i)
    wishes.push_back({{120.f + static_cast<float>(i % 5) * 30.f, 60.f + static_cast<float>(i % 3) * 120.f}, 90.f + static_cast<float>(i % 4) * 20.f, 18, i % 2 == 0});
  const Rect legend{420, 50, 280, 40};  // kept clear, as a legend would be
  const auto spots = place_labels(wishes, plot, {legend});
  REQUIRE(spots.size() == wishes.size());
  REQUIRE(spots[0]);  // the most important always finds a place on an empty plot
  std::size_t placed = 0, dropped = 0;
  for (std::size_t i = 0; i < spots.size(); ++i) {
    if (!spots[i]) {
      ++dropped;
      continue;
    }
    ++placed;
    const Rect& r = *spots[i];
    INFO("label " << i);
    CHECK(r.w == wishes[i].w);
    CHECK(r.x >= plot.x);
    CHECK(r.right() <= plot.right());
    CHECK(r.y >= plot.y);
    CHECK(r.bottom() <= plot.bottom());
    CHECK_FALSE(r.overlaps(legend));
    for (std::size_t j = 0; j < i; ++j)
      if (spots[j]) CHECK_FALSE(r.overlaps(*spots[j]));
  }
  CHECK(placed >= 8);
  CHECK(dropped > 0);  // forty labels in one corner cannot all be shown
  // Two labels at one point: the second moves to the other side rather than over the first.
  const auto two = place_labels({{{400, 200}, 120, 18, true}, {{400, 200}, 120, 18, true}}, plot);
  REQUIRE(two[0]);
  REQUIRE(two[1]);
  CHECK(two[0]->bottom() <= 200);  // above, as it asked
  CHECK(two[1]->y >= 200);         // the other side
}

TEST_CASE("the review strip gives each line its own row: the luck of the dice is never on the timeline", "[app][review]") {
  for (float line_h : {21.f, 26.f, 42.f}) {
    INFO(line_h);
    const ReviewStripRows rows = review_strip_rows(500, 1280, line_h);
    std::vector<Rect> all{rows.chips};
    for (const Rect& l : rows.lines) all.push_back(l);
    all.push_back(rows.timeline);
    for (std::size_t i = 0; i < all.size(); ++i) {
      CHECK(all[i].y >= 500);
      CHECK(all[i].bottom() <= 500 + rows.height);
      CHECK(all[i].h >= (i >= 2 && i <= 5 ? line_h : 16.f));
      for (std::size_t j = i + 1; j < all.size(); ++j) CHECK_FALSE(all[i].overlaps(all[j]));
    }
    CHECK(rows.timeline.y > rows.lines[4].bottom());
  }
}

}  // namespace hs::app

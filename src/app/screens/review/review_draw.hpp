// The review screen's own drawing (review_draw.cpp): the strip under the table (the decision shown,
// the seat's totals, the buttons and the timeline with the mistakes marked), the chance-to-win graph
// and the progress bar while the analysis is worked out.
#pragma once
#include "app/render/geometry.hpp"
#include "app/screens/review/review_state.hpp"

namespace hs::app {

inline constexpr float kReviewStripHeight = 172;

// What a frame of the review asks of the screen (buttons clicked, a place on the timeline).
struct ReviewClicks {
  bool back = false, previous = false, next = false, next_mistake = false, graph = false;
  int seat = -1;                       // a seat chip clicked
  std::optional<std::size_t> step;     // the timeline clicked
};

ReviewClicks draw_review_strip(App& app, const ReviewState& st);
void draw_review_graph(App& app, const ReviewState& st, const Rect& area);
// The progress panel over the table while the worker runs; true when "Back" is clicked.
bool draw_review_progress(App& app, const ReviewState& st);
// A problem instead of a review; true when "Back" is clicked.
bool draw_review_problem(App& app, const ReviewState& st);

// "12%" (a chance, rounded), "+3.5%" (a change, signed).
std::string review_percent(double p);
std::string review_signed_percent(double p);

}  // namespace hs::app

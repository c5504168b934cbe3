// The review screen's own drawing (review_draw.cpp): the strip under the table (the decision shown,
// the seat's totals, the buttons and the timeline with the mistakes marked), the chance-to-win graph
// and the progress bar while the analysis is worked out.
#pragma once
#include "app/render/geometry.hpp"
#include "app/screens/review/review_state.hpp"

namespace hs::app {

// Where the strip's rows go, top to bottom, each in a row of its own (the luck of the dice once ran
// over the timeline): the seat chips, the decision's five lines (heading, played, best, chance given
// up, luck of the dice) and the timeline. `line_h` is the height of one line of text.
struct ReviewStripRows {
  Rect chips;
  Rect lines[5];
  Rect timeline;
  float height = 0;  // of the whole strip
};
ReviewStripRows review_strip_rows(float top, float width, float line_h);
// The strip's height at the text size in use.
float review_strip_height();

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

}  // namespace hs::app

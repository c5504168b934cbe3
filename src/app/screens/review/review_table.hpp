// The review's table: the position of the decision shown, drawn by the table's own code in a
// read-only way (laid out for a human who may not act, without the top bar's buttons; clicks never
// reach it). The App's table fields are borrowed for the frame and given back.
#pragma once
#include "app/screens/review/review_state.hpp"

namespace hs::app {

// Draws the position in the window's top `height` units.
void draw_review_table(App& app, ReviewState& st, float height);
// Once the review is left: the table in play lays itself out and derives its log afresh.
void release_review_table(App& app);

}  // namespace hs::app

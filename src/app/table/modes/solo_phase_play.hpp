// The solo adventures' phase (R9.6.3 Azoz, R9.7J the Hunter) played out on the table one step at a
// time: each step's line announced over the board for the bot-speed delay, logged as usual, bots and
// the end screen waiting for it; a click or a key skips the rest.
#pragma once
#include <vector>

#include "app/shell/app.hpp"

namespace hs::app {

// An event of a solo phase: each is a step of its own (numbered "N / total" in phase_steps).
bool phase_event(EventKind k);
// Queues the phase steps among an action's events (nothing at the instant bot speed); `log_before` is
// the log's length before the action's lines, so the log follows the steps shown.
void queue_phase_steps(App& app, const std::vector<Event>& events, std::size_t log_before);
// How many log lines to show: all of them, or up to the step being shown.
std::size_t phase_log_shown(const App& app);
// Whether a step is being shown (bots wait, as for a moment).
bool phase_steps_showing(const App& app);
// Drops the steps still to show; true if there were any (the click or key is used up).
bool skip_phase_steps(App& app);
// The current step as a ribbon over the top of the board, with "2 / 7" and how to skip.
void draw_phase_steps(App& app);

}  // namespace hs::app

// What the review screen holds (review_screen.cpp): the game reviewed, its analysis (kept beside the
// save, or worked out by the worker), the seat and decision shown, and the position on the table.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/screens/review/review_model.hpp"
#include "app/screens/review/review_worker.hpp"
#include "app/session/session.hpp"
#include "app/table/draw/table_layers.hpp"
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

struct App;

struct ReviewState {
  // --- the game
  std::string save_path;           // where the analysis is kept beside it ("" when nowhere)
  std::optional<Game> game;        // the whole game, as saved
  std::vector<Seat> seats;         // who played each seat (the first human one is reviewed first)
  std::string fingerprint;         // save_fingerprint(*game)
  std::string problem;             // why there is nothing to review (shown instead)
  AnalysisBudget budget;           // the worlds per action the review asks for

  // --- the analysis
  std::optional<GameAnalysis> analysis;
  std::unique_ptr<ReviewWorker> worker;  // while it is being worked out
  bool from_file = false;                // opened from the file beside the save
  std::vector<ActionHappening> happenings;
  std::vector<SeatCurve> curves;
  std::vector<Swing> swings;

  // --- what is shown
  int seat = 0;
  std::vector<std::size_t> steps;  // the seat's decisions (indices into analysis->decisions)
  std::size_t step = 0;
  bool graph_shown = false;
  std::string note;                // one line: "no more mistakes", ...

  // --- the table at the decision shown (drawn read-only by the table's own code)
  std::unique_ptr<Session> position;
  std::size_t position_actions = 0;  // actions applied in `position`
  TableUi ui;
  TableFrameCache cache;
  std::string layout_key;            // the position, size and language the table layout was made for
};

// Reads the kept analysis or starts the worker; the game and seats must be set.
void review_begin(ReviewState& st);
// Takes the worker's result when it is there (true when something changed).
bool review_poll(ReviewState& st);
// The seat reviewed: its steps, the first one shown.
void review_pick_seat(ReviewState& st, int seat);
// Shows step `step` (clamped) and rebuilds the table's position to the action before its decision.
void review_go(ReviewState& st, std::size_t step);
// The decision shown (null before the analysis is there or when the seat has no decision).
const DecisionReview* review_decision(const ReviewState& st);
// The action index the table shows (0 before the analysis).
std::size_t review_action_shown(const ReviewState& st);

}  // namespace hs::app

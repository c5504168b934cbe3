// The game review (issue 23): a finished or saved game replayed on the table one decision of the
// reviewed seat at a time, each rated by the chance to win it kept or gave up (highscore/analysis.hpp),
// the luck of the dice between, a timeline with the mistakes marked and each seat's chance-to-win
// graph. The analysis runs on a worker with a progress bar (leaving the screen stops it) and is kept
// beside the save, so the next review of the same save opens at once.
// Keys: Left / Right previous / next, M next mistake, G graph, Esc back.
#pragma once
#include <string>

#include "app/screens/review/review_state.hpp"
#include "app/shell/screen_stack.hpp"

namespace hs::app {

// Opens the review over the current screen (Back returns to it): of the save at `path`, or of the
// game in play (its analysis kept beside the autosave it is written to). `worlds`: the analysis's
// worlds per action (0: the default budget).
void open_review_of_save(App& app, const std::string& path, int worlds = 0);
void open_review_of_session(App& app, int worlds = 0);

class ReviewScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Review; }
  bool covers_window() const override { return true; }
  void enter(App& app) override;
  bool handle(App& app, const InputEvent& e) override;
  FrameNeed update(App& app) override;
  void draw(App& app) override;
  ReviewState& review() { return st_; }  // the test hooks step through it

 private:
  void leave(App& app);
  void step_to(std::size_t step);
  void next_mistake(App& app);
  ReviewState st_;
  bool left_ = false;
};

}  // namespace hs::app

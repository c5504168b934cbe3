// The review's analysis on a background thread (analyze_game with its progress and stop flag), so the
// screen keeps drawing its progress bar; the result is written beside the save for the next time.
// Each step and the end wake the frame loop, which rests while nothing moves. One question, asked
// once: the thread's shape is LatestWorker's.
#pragma once
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/session/latest_worker.hpp"
#include "highscore/analysis.hpp"

namespace hs::app {

class ReviewWorker {
 public:
  ReviewWorker();
  // Destruction stops the analysis (the stop flag: it ends after the step in hand) and waits for the thread.
  ReviewWorker(const ReviewWorker&) = delete;
  ReviewWorker& operator=(const ReviewWorker&) = delete;

  // Analyses `game` (copied; its content outlives the worker) for `seats`; a complete result is
  // written to `keep_path` (nothing is written when it is empty or the analysis was stopped).
  void start(const Game& game, std::vector<int> seats, const AnalysisBudget& budget, std::string keep_path);
  bool running() const { return worker_.working(); }
  // Steps done and in all (0 of 0 before the first step is counted).
  std::pair<std::size_t, std::size_t> progress() const { return {done_.load(), total_.load()}; }
  // The analysis once, when it is finished (or the engine's refusal).
  std::optional<Result<GameAnalysis>> take();
  // Why the analysis taken could not be kept beside the save ("" when it was, or nothing was to be written).
  std::string keep_problem() const { return keep_problem_; }

 private:
  struct Question {
    Game game;
    std::vector<int> seats;
    AnalysisBudget budget;
    std::string keep_path;
  };
  struct Answer {
    Result<GameAnalysis> result;
    std::string keep_problem;
  };
  Answer work(const Question& q, const StopFlag& stop);
  bool started_ = false;
  std::string keep_problem_;  // the UI thread's copy, from the answer taken
  std::atomic<std::size_t> done_{0}, total_{0};
  LatestWorker<std::shared_ptr<const Question>, Answer> worker_;  // last: its thread reads the counts above
};

}  // namespace hs::app

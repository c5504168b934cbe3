// The review's analysis on a background thread (analyze_game with its progress and stop flag), so the
// screen keeps drawing its progress bar; the result is written beside the save for the next time.
// Each step and the end wake the frame loop (an SDL_USEREVENT), which rests while nothing moves.
#pragma once
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "highscore/analysis.hpp"

namespace hs::app {

class ReviewWorker {
 public:
  ReviewWorker() = default;
  // Stops the analysis (the stop flag: it ends after the step in hand) and waits for the thread.
  ~ReviewWorker();
  ReviewWorker(const ReviewWorker&) = delete;
  ReviewWorker& operator=(const ReviewWorker&) = delete;

  // Analyses `game` (copied; its content outlives the worker) for `seats`; a complete result is
  // written to `keep_path` (nothing is written when it is empty or the analysis was stopped).
  void start(const Game& game, std::vector<int> seats, const AnalysisBudget& budget, std::string keep_path);
  bool running() const { return thread_.joinable() && !finished_.load(); }
  // Steps done and in all (0 of 0 before the first step is counted).
  std::pair<std::size_t, std::size_t> progress() const { return {done_.load(), total_.load()}; }
  // The analysis once, when it is finished (or the engine's refusal).
  std::optional<Result<GameAnalysis>> take();
  // Why the analysis could not be kept beside the save ("" when it was, or nothing was to be written).
  std::string keep_problem() const;

 private:
  std::thread thread_;
  std::shared_ptr<std::atomic<bool>> stop_ = std::make_shared<std::atomic<bool>>(false);
  std::atomic<std::size_t> done_{0}, total_{0};
  std::atomic<bool> finished_{false};
  mutable std::mutex mutex_;
  std::optional<Result<GameAnalysis>> result_;
  std::string keep_problem_;
};

}  // namespace hs::app

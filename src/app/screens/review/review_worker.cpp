// The review's analysis off the frame: analyze_game on its own thread, the result kept beside the save.
#include "app/screens/review/review_worker.hpp"

#include <SDL_events.h>

#include <nlohmann/json.hpp>

#include "highscore/text_file.hpp"

namespace hs::app {

namespace {
// The frame loop rests while nothing moves: news from the worker wakes it.
void wake_frame_loop() {
  SDL_Event wake{};
  wake.type = SDL_USEREVENT;
  SDL_PushEvent(&wake);
}
}  // namespace

ReviewWorker::~ReviewWorker() {
  stop_->store(true);
  if (thread_.joinable()) thread_.join();
}

void ReviewWorker::start(const Game& game, std::vector<int> seats, const AnalysisBudget& budget, std::string keep_path) {
  if (thread_.joinable()) return;  // one analysis per worker
  thread_ = std::thread([this, game, seats = std::move(seats), budget, keep_path = std::move(keep_path)] {
    AnalysisControl control;
    control.stop = stop_;
    control.progress = [this](std::size_t done, std::size_t total) {
      done_.store(done);
      total_.store(total);
      wake_frame_loop();
    };
    auto result = analyze_game(game, seats, budget, control);
    std::string problem;
    if (result && result->complete && !keep_path.empty()) {
      if (auto failed = write_file_atomically(keep_path, analysis_to_json(result.value()).dump(1))) problem = *failed;
    }
    {
      std::lock_guard<std::mutex> lock(mutex_);
      result_ = std::move(result);
      keep_problem_ = std::move(problem);
    }
    finished_.store(true);
    wake_frame_loop();
  });
}

std::optional<Result<GameAnalysis>> ReviewWorker::take() {
  std::lock_guard<std::mutex> lock(mutex_);
  auto r = std::move(result_);
  result_.reset();
  return r;
}

std::string ReviewWorker::keep_problem() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return keep_problem_;
}

}  // namespace hs::app

// The review's analysis off the frame: analyze_game on its own thread, the result kept beside the save.
#include "app/screens/review/review_worker.hpp"

#include <nlohmann/json.hpp>

#include "app/platform/frame_wake.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

ReviewWorker::ReviewWorker()
    : worker_([this](const std::shared_ptr<const Question>& q, const StopFlag& stop) { return work(*q, stop); }, wake_frame_loop) {}

void ReviewWorker::start(const Game& game, std::vector<int> seats, const AnalysisBudget& budget, std::string keep_path) {
  if (started_) return;  // one analysis per worker
  started_ = true;
  worker_.ask(std::make_shared<const Question>(Question{game, std::move(seats), budget, std::move(keep_path)}));
}

ReviewWorker::Answer ReviewWorker::work(const Question& q, const StopFlag& stop) {
  AnalysisControl control;
  control.stop = stop;
  control.progress = [this](std::size_t done, std::size_t total) {
    done_.store(done);
    total_.store(total);
    wake_frame_loop();
  };
  auto result = analyze_game(q.game, q.seats, q.budget, control);
  std::string problem;
  if (result && result->complete && !q.keep_path.empty()) {
    if (auto failed = write_file_atomically(q.keep_path, analysis_to_json(result.value()).dump(1))) problem = *failed;
  }
  return Answer{std::move(result), std::move(problem)};
}

std::optional<Result<GameAnalysis>> ReviewWorker::take() {
  auto taken = worker_.take();
  if (!taken) return std::nullopt;
  keep_problem_ = std::move(taken->second.keep_problem);
  return std::move(taken->second.result);
}

}  // namespace hs::app

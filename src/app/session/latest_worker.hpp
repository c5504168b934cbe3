// The shape every background worker of the app shares (the bots' choices, the coach's advice, the
// table's chances, the review's analysis): one thread answers the newest question while frames keep
// drawing. Asking tells the question in hand to stop (its stop flag) and drops any answer; an answer
// to a question stopped or replaced meanwhile is never kept; the newest question's answer is kept
// until another question is asked (or the worker forgets); destruction stops the question in hand
// and waits for the thread. No SDL: the owner's `on_answer` (wake_frame_loop) hears of each answer.
// Questions are copied (asked(), the one in hand): make a heavy one a shared_ptr.
#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace hs::app {

// Set once the question it belongs to is no longer wanted.
using StopFlag = std::shared_ptr<std::atomic<bool>>;

template <typename Question, typename Answer>
class LatestWorker {
 public:
  // Works a question out on the worker's thread. Work that listens to `stop` may give up early:
  // whatever it returns then is dropped.
  using Work = std::function<Answer(const Question&, const StopFlag& stop)>;
  // Runs on the worker's thread under its lock right after an answer is kept: short, and never a
  // call back into the worker.
  using Notify = std::function<void()>;

  explicit LatestWorker(Work work, Notify on_answer = {}) : work_(std::move(work)), on_answer_(std::move(on_answer)) {}
  ~LatestWorker() { shut_down(); }
  LatestWorker(const LatestWorker&) = delete;
  LatestWorker& operator=(const LatestWorker&) = delete;

  // The newest question wins: the one in hand is told to stop, any answer goes, and the thread
  // (started on the first question) works this one out.
  void ask(Question q) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_) return;
    replace(std::move(q));
    if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
    wake_.notify_all();
  }
  // A question whose answer the owner knew at once (too little work to hand over): it is the
  // newest, answered, and the thread is not bothered.
  void put(Question q, Answer a) {
    std::lock_guard<std::mutex> lock(mutex_);
    replace(std::move(q));
    answer_ = std::move(a);
  }
  // The newest question (answered or not), if any.
  std::optional<Question> asked() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return asked_;
  }
  // True while the newest question has no answer yet.
  bool working() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return asked_ && !answer_;
  }
  // The newest question's answer once known; kept (and handed out again) until another question.
  std::optional<Answer> answer() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return answer_;
  }
  // The answer with its question, handed out once: the worker then holds no question.
  std::optional<std::pair<Question, Answer>> take() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!asked_ || !answer_) return std::nullopt;
    std::pair<Question, Answer> out{std::move(*asked_), std::move(*answer_)};
    asked_.reset();
    answer_.reset();
    return out;
  }
  // Drops the newest question (the one in hand is told to stop) and any answer.
  void forget() {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_in_hand();
    asked_.reset();
    answer_.reset();
  }
  // Waits until the newest question has its answer or `until` passes; true when it has.
  bool wait_answer(std::chrono::steady_clock::time_point until) {
    std::unique_lock<std::mutex> lock(mutex_);
    return answered_.wait_until(lock, until, [&] { return answer_.has_value() || !asked_; }) && answer_.has_value();
  }
  // Stops the question in hand (`also_stop` is shown it, for work that listens to a flag of its
  // own), ends the thread and waits for it; no question is taken afterwards. The destructor's job,
  // for an owner whose work must be stopped its own way first.
  void shut_down(const std::function<void(const Question&)>& also_stop = {}) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
      if (in_hand_ && also_stop) also_stop(*in_hand_);
      stop_in_hand();
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

 private:
  void stop_in_hand() {
    if (in_hand_stop_) in_hand_stop_->store(true);
  }
  void replace(Question q) {
    stop_in_hand();
    asked_ = std::move(q);
    ++asked_serial_;
    answer_.reset();
  }
  void loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      wake_.wait(lock, [&] { return stopping_ || (asked_ && !answer_ && worked_serial_ != asked_serial_); });
      if (stopping_) return;
      const std::uint64_t serial = worked_serial_ = asked_serial_;
      in_hand_ = asked_;
      in_hand_stop_ = std::make_shared<std::atomic<bool>>(false);
      const StopFlag stop = in_hand_stop_;
      const Question q = *in_hand_;
      lock.unlock();
      Answer a = work_(q, stop);
      lock.lock();
      in_hand_.reset();
      in_hand_stop_.reset();
      if (stop->load() || serial != asked_serial_) continue;  // stopped or replaced meanwhile: dropped
      answer_ = std::move(a);
      answered_.notify_all();
      if (on_answer_) on_answer_();
    }
  }

  const Work work_;
  const Notify on_answer_;
  mutable std::mutex mutex_;
  std::condition_variable wake_, answered_;
  std::optional<Question> asked_;    // the newest question
  std::uint64_t asked_serial_ = 0;   // counts questions: tells a replaced one from its successor
  std::uint64_t worked_serial_ = 0;  // the last one the thread took up
  std::optional<Answer> answer_;     // for asked_
  std::optional<Question> in_hand_;  // the one the thread is working out (maybe replaced)
  StopFlag in_hand_stop_;
  bool stopping_ = false;
  std::thread thread_;  // last: started after everything it reads
};

}  // namespace hs::app

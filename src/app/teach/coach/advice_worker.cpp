// The coach's hint list and the tutor's check, worked out on their own thread.
#include "app/teach/coach/advice_worker.hpp"

#include <SDL_events.h>

namespace hs::app {

AdviceWorker::~AdviceWorker() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
    if (working_stop_) working_stop_->store(true);
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void AdviceWorker::ask(const Game& game, const std::string& key, std::optional<Action> check) {
  const int owner = game.pending().owner;
  if (owner < 0 || game.finished()) return;
  auto q = std::make_shared<Question>();
  q->key = key;
  q->content = &game.content();
  q->seen = game.observe(owner);
  q->table = q->seen.state();
  q->options = *q->seen.options;  // as the seat sees them: stacked decks and scripted dice removed
  q->legal = game.legal_actions();
  q->check = std::move(check);
  q->stop = std::make_shared<std::atomic<bool>>(false);
  std::lock_guard<std::mutex> lock(mutex_);
  if (asked_key_ == key) return;
  asked_key_ = key;
  answer_.reset();
  if (working_stop_) working_stop_->store(true);  // the older question is not wanted any more
  wanted_ = std::move(q);
  if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
  wake_.notify_one();
}

std::optional<AdviceAnswer> AdviceWorker::answer(const std::string& key) const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (answer_ && answer_->key == key) return answer_;
  return std::nullopt;
}

bool AdviceWorker::working_on(const std::string& key) const {
  std::lock_guard<std::mutex> lock(mutex_);
  return asked_key_ == key && !(answer_ && answer_->key == key);
}

void AdviceWorker::forget() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (working_stop_) working_stop_->store(true);
  wanted_.reset();
  asked_key_.clear();
  answer_.reset();
  hint_key.clear();
  hint_seat = -1;
}

void AdviceWorker::loop() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return wanted_ != nullptr || stopping_; });
    if (stopping_) return;
    const std::shared_ptr<Question> q = std::move(wanted_);
    wanted_.reset();
    working_stop_ = q->stop;
    lock.unlock();
    HintBudget budget;
    budget.stop = q->stop;
    AdviceAnswer a;
    a.key = q->key;
    const Observation seen = q->observation();
    if (q->check) a.check = check_action(*q->content, seen, q->legal, *q->check, budget);
    else a.hints = hint_actions(*q->content, seen, q->legal, budget);
    lock.lock();
    working_stop_.reset();
    if (q->stop->load() || asked_key_ != q->key) continue;  // asked something else meanwhile
    answer_ = std::move(a);
    SDL_Event wake{};
    wake.type = SDL_USEREVENT;
    SDL_PushEvent(&wake);
  }
}

}  // namespace hs::app

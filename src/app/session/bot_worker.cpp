// The bots' thinking thread (bot_worker.hpp).
#include "app/session/bot_worker.hpp"

namespace hs::app {

bool same_position(const BotQuestion& q, const Session& session) {
  return q.session == session.serial() && q.actions_applied == session.game().observe(-1).actions_applied &&
         q.seat == session.deciding_seat();
}

BotWorker::~BotWorker() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
    if (working_ && working_->stop) working_->stop->store(true);
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void BotWorker::ask(std::shared_ptr<BotQuestion> q) {
  if (!q) return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (asked_ && asked_->session == q->session && asked_->actions_applied == q->actions_applied && asked_->seat == q->seat)
      return;
    asked_ = std::move(q);
    answer_.reset();
    if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
  }
  wake_.notify_all();
}

std::shared_ptr<const BotQuestion> BotWorker::question() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return asked_;
}

bool BotWorker::thinking() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return asked_ && !answer_;
}

std::optional<std::pair<std::shared_ptr<BotQuestion>, Action>> BotWorker::take_answer() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!asked_ || !answer_) return std::nullopt;
  auto out = std::make_pair(std::move(asked_), *answer_);
  asked_.reset();
  answer_.reset();
  return out;
}

void BotWorker::abandon() {
  std::lock_guard<std::mutex> lock(mutex_);
  // The session's own stop flag is left alone: the session may still be played (the abandoned
  // question's bot keeps its seat), so only the answer is dropped here.
  asked_.reset();
  answer_.reset();
}

void BotWorker::loop() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [&] { return stopping_ || (asked_ && !answer_ && working_ != asked_); });
    if (stopping_) return;
    working_ = asked_;
    const std::shared_ptr<BotQuestion> q = working_;
    lock.unlock();
    const Action a = q->answer();  // the bot, the copies and the stop flag are the question's own
    lock.lock();
    if (asked_ == q) answer_ = a;  // a question replaced meanwhile: its answer is dropped
    working_.reset();
  }
}

}  // namespace hs::app

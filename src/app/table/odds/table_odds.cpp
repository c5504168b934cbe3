// The table's success chance: the engine's answer (highscore/chances.hpp), on a background thread
// when it is more than a frame's work.
#include "app/table/odds/table_odds.hpp"

#include <SDL_events.h>

#include <chrono>

namespace hs::app {

std::vector<int> roll_match(const Game& game) {
  const auto reading = read_roll(game.content(), game.observe(-1));  // what every seat sees
  return reading ? reading->match : std::vector<int>{};
}

namespace {

ChanceShown shown_chance(const OddsQuery& query) { return ChanceShown{answer_test_odds(query), false}; }

}  // namespace

OddsWorker::~OddsWorker() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::optional<ChanceShown> OddsWorker::chance(const Game& game, const DiceCounts& selection, double budget_ms) {
  auto query = test_odds_query(game.content(), game.observe(-1), selection);  // what every seat sees
  if (!query) return std::nullopt;
  const std::string key = odds_key(*query);
  std::unique_lock<std::mutex> lock(mutex_);
  if (answered_key_ == key) return answer_;
  if (odds_work(*query) <= kOddsQuickWork) {  // sooner than a hand-over to the worker
    answered_key_ = key;
    answer_ = shown_chance(*query);
    return answer_;
  }
  if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
  if (!wanted_ || wanted_->key != key) {
    wanted_ = Wanted{std::move(*query), key};
    wake_.notify_one();
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::microseconds(static_cast<long>(budget_ms * 1000));
  if (answered_.wait_until(lock, deadline, [&] { return answered_key_ == key; })) {
    fresh_answer_ = false;  // shown in this very frame
    return answer_;
  }
  ChanceShown waiting;
  waiting.computing = true;
  return waiting;
}

bool OddsWorker::take_update() {
  std::lock_guard<std::mutex> lock(mutex_);
  const bool f = fresh_answer_;
  fresh_answer_ = false;
  return f;
}

void OddsWorker::loop() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return wanted_.has_value() || stopping_; });
    if (stopping_) return;
    const Wanted q = std::move(*wanted_);
    wanted_.reset();
    lock.unlock();
    const ChanceShown a = shown_chance(q.query);
    lock.lock();
    answered_key_ = q.key;
    answer_ = a;
    fresh_answer_ = true;
    answered_.notify_all();
    // Wakes the frame loop, which sleeps while nothing moves, so the chance shows at once.
    SDL_Event wake{};
    wake.type = SDL_USEREVENT;
    SDL_PushEvent(&wake);
  }
}

}  // namespace hs::app

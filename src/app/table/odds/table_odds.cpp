// The table's success chance: the engine's answer (highscore/chances.hpp), on a background thread
// when it is more than a frame's work.
#include "app/table/odds/table_odds.hpp"

#include <chrono>

#include "app/platform/frame_wake.hpp"

namespace hs::app {

std::vector<int> roll_match(const Game& game) {
  const auto reading = read_roll(game.content(), game.observe(-1));  // what every seat sees
  return reading ? reading->match : std::vector<int>{};
}

namespace {

ChanceShown shown_chance(const OddsQuery& query) { return ChanceShown{answer_test_odds(query), false}; }

}  // namespace

OddsWorker::OddsWorker()
    : worker_([](const std::shared_ptr<const Wanted>& q, const StopFlag&) { return shown_chance(q->query); },
              [this] {
                fresh_answer_.store(true);
                wake_frame_loop();  // the frame loop sleeps while nothing moves: the chance shows at once
              }) {}

std::optional<ChanceShown> OddsWorker::chance(const Game& game, const DiceCounts& selection, double budget_ms) {
  auto query = test_odds_query(game.content(), game.observe(-1), selection);  // what every seat sees
  if (!query) return std::nullopt;
  const std::string key = odds_key(*query);
  if (shown_ && shown_->first == key) return shown_->second;
  const auto asked = worker_.asked();
  if (!asked || (*asked)->key != key) {
    const bool quick = odds_work(*query) <= kOddsQuickWork;  // sooner than a hand-over to the worker
    auto wanted = std::make_shared<const Wanted>(Wanted{std::move(*query), key});
    if (quick) {
      shown_.emplace(key, shown_chance(wanted->query));
      worker_.put(std::move(wanted), shown_->second);
      return shown_->second;
    }
    worker_.ask(std::move(wanted));
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::microseconds(static_cast<long>(budget_ms * 1000));
  if (worker_.wait_answer(deadline)) {
    if (auto answer = worker_.answer()) {
      fresh_answer_.store(false);  // shown in this very frame
      shown_.emplace(key, *answer);
      return answer;
    }
  }
  ChanceShown waiting;
  waiting.computing = true;
  return waiting;
}

bool OddsWorker::take_update() { return fresh_answer_.exchange(false); }

}  // namespace hs::app

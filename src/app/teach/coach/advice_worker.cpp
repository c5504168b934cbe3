// The coach's hint list and the tutor's check, worked out on their own thread.
#include "app/teach/coach/advice_worker.hpp"

#include "app/platform/frame_wake.hpp"

namespace hs::app {

AdviceWorker::AdviceWorker() : worker_(&AdviceWorker::work, wake_frame_loop) {}

void AdviceWorker::ask(const Game& game, const std::string& key, std::optional<Action> check) {
  const int owner = game.pending().owner;
  if (owner < 0 || game.finished()) return;
  if (const auto asked = worker_.asked(); asked && (*asked)->key == key) return;
  auto q = std::make_shared<Question>();
  q->key = key;
  q->content = &game.content();
  q->seen = game.observe(owner);
  q->table = q->seen.state();
  q->options = *q->seen.options;  // as the seat sees them: stacked decks and scripted dice removed
  q->legal = game.legal_actions();
  q->check = std::move(check);
  worker_.ask(std::move(q));
}

std::optional<AdviceAnswer> AdviceWorker::answer(const std::string& key) const {
  auto a = worker_.answer();
  if (a && a->key == key) return a;
  return std::nullopt;
}

bool AdviceWorker::working_on(const std::string& key) const {
  const auto asked = worker_.asked();
  return asked && (*asked)->key == key && !answer(key);
}

void AdviceWorker::forget() {
  worker_.forget();
  hint_key.clear();
  hint_seat = -1;
}

AdviceAnswer AdviceWorker::work(const std::shared_ptr<const Question>& q, const StopFlag& stop) {
  HintBudget budget;
  budget.stop = stop;
  AdviceAnswer a;
  a.key = q->key;
  const Observation seen = q->observation();
  if (q->check) a.check = check_action(*q->content, seen, q->legal, *q->check, budget);
  else a.hints = hint_actions(*q->content, seen, q->legal, budget);
  return a;
}

}  // namespace hs::app

// The bots' thinking thread (bot_worker.hpp).
#include "app/session/bot_worker.hpp"

namespace hs::app {

bool same_position(const BotQuestion& q, const Session& session) {
  return q.session == session.serial() && q.actions_applied == session.game().observe(-1).actions_applied &&
         q.seat == session.deciding_seat();
}

// The bot's search listens to the session's stop flag (the question's own), not the worker's.
BotWorker::BotWorker() : worker_([](const std::shared_ptr<BotQuestion>& q, const StopFlag&) { return q->answer(); }) {}

BotWorker::~BotWorker() {
  worker_.shut_down([](const std::shared_ptr<BotQuestion>& q) {
    if (q->stop) q->stop->store(true);
  });
}

void BotWorker::ask(std::shared_ptr<BotQuestion> q) {
  if (!q) return;
  if (const auto asked = worker_.asked(); asked && (*asked)->session == q->session && (*asked)->actions_applied == q->actions_applied &&
                                          (*asked)->seat == q->seat)
    return;
  worker_.ask(std::move(q));
}

std::shared_ptr<const BotQuestion> BotWorker::question() const { return worker_.asked().value_or(nullptr); }

bool BotWorker::thinking() const { return worker_.working(); }

std::optional<std::pair<std::shared_ptr<BotQuestion>, Action>> BotWorker::take_answer() { return worker_.take(); }

// The session's own stop flag is left alone: the session may still be played (the abandoned
// question's bot keeps its seat), so only the answer is dropped here.
void BotWorker::abandon() { worker_.forget(); }

}  // namespace hs::app

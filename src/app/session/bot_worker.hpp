// Bots think off the UI thread: one background thread answers the newest BotQuestion (a copy of
// what the deciding seat sees, session.hpp) while frames keep drawing; the UI thread takes the
// answer and applies it through Session::answer_bot. A question no longer wanted (another game, the
// app closing) is abandoned: its answer is dropped (and on closing its search is told to stop).
// The thread's shape is LatestWorker's. No SDL here.
#pragma once
#include <memory>
#include <optional>

#include "app/session/latest_worker.hpp"
#include "app/session/session.hpp"

namespace hs::app {

class BotWorker {
 public:
  BotWorker();
  ~BotWorker();  // stops a search still running and waits for the thread
  BotWorker(const BotWorker&) = delete;
  BotWorker& operator=(const BotWorker&) = delete;

  // Starts thinking about `q` unless the worker is already on the same position of the same
  // session; a different question replaces (abandons) the one before.
  void ask(std::shared_ptr<BotQuestion> q);
  // The question being thought about or answered, or null.
  std::shared_ptr<const BotQuestion> question() const;
  // True while the answer to the current question is not known yet.
  bool thinking() const;
  // The answer once known, handed out once with its question; the worker is then free.
  std::optional<std::pair<std::shared_ptr<BotQuestion>, Action>> take_answer();
  // Forgets the current question: its search is told to stop and its answer is dropped.
  void abandon();

 private:
  LatestWorker<std::shared_ptr<BotQuestion>, Action> worker_;
};

// True when `q` asks about the position `session` stands at now.
bool same_position(const BotQuestion& q, const Session& session);

}  // namespace hs::app

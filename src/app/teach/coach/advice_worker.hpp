// The coach's numbers off the frame (issue 23): the hint list with chances to win (hint_actions) and
// the tutor's blunder check (check_action) are worked out on a background thread from a copy of what
// the deciding seat sees, as the bots' choices are (bot_worker.hpp). A newer question stops the one
// in hand (LatestWorker); each answer wakes the frame loop, which rests while nothing moves.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/session/latest_worker.hpp"

#include "highscore/analysis.hpp"
#include "highscore/game.hpp"

namespace hs::app {

struct AdviceAnswer {
  std::string key;
  std::vector<HintLine> hints;       // a hint question: the best three actions
  std::optional<ActionCheck> check;  // a check question: the action judged
};

class AdviceWorker {
 public:
  AdviceWorker();
  AdviceWorker(const AdviceWorker&) = delete;
  AdviceWorker& operator=(const AdviceWorker&) = delete;

  // Asks about the pending decision of `game`, as its owner sees it: the hint list, or with `check`
  // whether that action is a blunder. `key` names the question; asking the same key again is a no-op.
  void ask(const Game& game, const std::string& key, std::optional<Action> check = std::nullopt);
  // The answer to `key` once it is there (kept until another question is asked).
  std::optional<AdviceAnswer> answer(const std::string& key) const;
  // True while `key` is asked and not answered.
  bool working_on(const std::string& key) const;
  // Drops the question in hand (it is stopped) and any answer.
  void forget();

  // The UI thread's note of a hint asked and not yet shown: its key and seat ("" when none).
  std::string hint_key;
  int hint_seat = -1;

 private:
  struct Question {
    std::string key;
    const Content* content = nullptr;  // the app's content, which outlives the worker
    TableState table;
    GameOptions options;
    Observation seen;  // points nowhere until observation() aims it at the copies above
    std::vector<Action> legal;
    std::optional<Action> check;
    Observation observation() const {
      Observation o = seen;
      o.table = &table;
      o.options = &options;
      return o;
    }
  };
  static AdviceAnswer work(const std::shared_ptr<const Question>& q, const StopFlag& stop);
  LatestWorker<std::shared_ptr<const Question>, AdviceAnswer> worker_;
};

}  // namespace hs::app

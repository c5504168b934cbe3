// The success chance shown on the table: the test being prepared (chosen option + dice in the
// tray) through the engine's exact odds, with the player's passive roll modifiers; and how the roll
// made meets the test's requirements. Queries run on a background thread (OddsWorker) so an
// expensive one never stalls a frame; past the exact method's limits the figure is an estimate.
#pragma once
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "highscore/game.hpp"
#include "highscore/probability.hpp"

namespace hs::app {

struct ChanceShown {
  double now = 0;        // without gem rerolls
  double with_gems = 0;  // spending every gem the player has on rerolls
  int gems = 0;
  bool computing = false;      // not known yet: the table says "computing…"
  bool estimated = false;      // with_gems is a sampled estimate (past the exact limits), not exact
  double estimate_error = 0;   // its 95% margin, as a probability
};

// After a roll: for each requirement of the test (R5.12 raised ones last) the index of the die that
// meets it in the best matching (R5.3), -1 where unmet; empty before a roll or outside a test.
std::vector<int> roll_match(const Game& game);
// nullopt when there is nothing to estimate (no option chosen, no dice picked, already rolled).
// Computed on the calling thread, however long it takes.
std::optional<ChanceShown> chance_for(const Game& game, const DiceCounts& selection);

// The query behind a chance: the dice with the ones items added, the option, the modifiers, gems.
struct ChanceQuery {
  OddsQuery query;  // with query.gems = the gems that may be spent (at most 6)
  std::string key;  // equal keys, equal answers
};
std::optional<ChanceQuery> chance_query(const Game& game, const DiceCounts& selection);
// The answer to a query: exact where compute_odds() answers, else a sampled estimate with the
// reroll policy "reroll the lowest die no requirement uses" (a lower bound of the best play).
ChanceShown answer_chance(const ChanceQuery& q);

// One background thread answering the newest chance query; older unanswered ones are dropped.
class OddsWorker {
 public:
  OddsWorker() = default;
  ~OddsWorker();
  OddsWorker(const OddsWorker&) = delete;
  OddsWorker& operator=(const OddsWorker&) = delete;
  // The chance for this table situation: the answer if it is known or arrives within `budget_ms`,
  // else one marked `computing` (the query goes on in the background; see take_update()).
  std::optional<ChanceShown> chance(const Game& game, const DiceCounts& selection, double budget_ms);
  // True once after an answer arrived that the table has not shown yet.
  bool take_update();

 private:
  void loop();
  std::mutex mutex_;
  std::condition_variable wake_, answered_;
  std::optional<ChanceQuery> wanted_;
  std::string answered_key_;
  ChanceShown answer_;
  bool fresh_answer_ = false, stopping_ = false;
  std::thread thread_;
};

}  // namespace hs::app

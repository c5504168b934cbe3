// The success chance shown on the table: the engine's answer for the test being prepared (chosen
// option + dice in the tray, highscore/chances.hpp), and how the roll made meets the test's
// requirements. Queries run on a background thread (OddsWorker, a LatestWorker) so an expensive one
// never stalls a frame; past the exact method's limits the engine's figure is an estimate.
#pragma once
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/session/latest_worker.hpp"
#include "highscore/chances.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// The engine's chance as the table holds it, or one still being worked out.
struct ChanceShown : TestChance {
  bool computing = false;  // not known yet: the table says "computing…"
};

// After a roll: for each requirement of the test (R5.12 raised ones last) the index of the die that
// meets it in the best matching (R5.3, read_roll), -1 where unmet; empty before a roll or outside a test.
std::vector<int> roll_match(const Game& game);

// One background thread answering the newest chance query; older unanswered ones are dropped.
class OddsWorker {
 public:
  OddsWorker();
  OddsWorker(const OddsWorker&) = delete;
  OddsWorker& operator=(const OddsWorker&) = delete;
  // The chance for this table situation: the answer if it is known or arrives within `budget_ms`,
  // else one marked `computing` (the query goes on in the background; see take_update()).
  std::optional<ChanceShown> chance(const Game& game, const DiceCounts& selection, double budget_ms);
  // True once after an answer arrived that the table has not shown yet.
  bool take_update();

 private:
  struct Wanted {
    OddsQuery query;
    std::string key;  // odds_key(query)
  };
  // The chance last given to the table: going back to it (a die picked and put back) costs nothing.
  std::optional<std::pair<std::string, ChanceShown>> shown_;
  std::atomic<bool> fresh_answer_{false};
  LatestWorker<std::shared_ptr<const Wanted>, ChanceShown> worker_;  // last: its thread sets fresh_answer_
};

}  // namespace hs::app

// Game review (issue 23): every decision of a seat rated by the chance to win it kept or gave up,
// every roll's luck, and per-seat totals that split the result into skill and luck; plus the coach's
// hint list with numbers and the tutor's blunder check. All of it from one estimate: the chance to
// win of an action is the share of worlds, dealt from what the seat could see (sample_world), that
// the seat wins when it plays that action and advisor bots play every seat from there on (the
// expert's own search, bots.hpp). In solo and co-op games the seat's chance is the party's.
//
// Labels, by the chance to win an action gives up against the best one found (percentage points):
//   fine        less than 3
//   inaccuracy  3 to 6
//   mistake     6 to 12
//   blunder     12 or more
// The chance lost is measured twice: the actions are compared on the same worlds to find the best,
// then the best and the action played are played again on as many fresh worlds, and the loss is that
// second gap less two of its standard errors (at least 0); a gap whose label the noise still decides
// is played on up to four times as many worlds. So the loss is what the sample shows was
// surely given up, never inflated by picking the highest of several noisy estimates: a good move is
// not called a mistake by bad luck of the sample, and a larger budget shows smaller losses sooner.
//
// Luck: for each roll of the seat (its dice, a reroll, an elbow or a shot, Azoz's die after its
// turn), the chance to win after the roll minus the chance the action that rolled was expected to
// give. Over many games a seat's luck averages zero; skill is the chance its choices gave up.
//
// Everything is deterministic for (save, seed, budget): the worlds come from a seeded RNG of the
// analysis, per decision, never from the game's RNG. Only the hint's and the tutor's time caps depend
// on the machine, as the app's Hard bot does.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "highscore/game.hpp"
#include "highscore/observation.hpp"

namespace hs {

// --- labels and ratings

enum class MoveLabel { Fine, Inaccuracy, Mistake, Blunder };
inline constexpr double kInaccuracyLoss = 0.03;  // chance to win given up, as a probability
inline constexpr double kMistakeLoss = 0.06;
inline constexpr double kBlunderLoss = 0.12;
// Standard errors taken off the measured gap before it counts as lost.
inline constexpr double kNoiseZ = 2.0;
MoveLabel label_for_loss(double chance_lost);
std::string_view label_name(MoveLabel label);  // "fine", "inaccuracy", "mistake", "blunder"

// A seat's rating from its mean chance lost per decision with a choice (percentage points):
//   below 0.1 "excellent", below 0.25 "strong", below 0.5 "solid", below 1 "casual", else "beginner".
// Most decisions (which dice, which reroll) offer little to lose, so the means are small: the advisor
// bot measures about 0.05-0.3, the easy bot 0.1-0.6 (3-player games, 32 worlds).
std::string_view rating_for_mean_loss(double mean_chance_lost);

// --- the budget

struct AnalysisBudget {
  // Worlds each action is played out in (the same worlds for every action of a decision). A decision
  // with more than `keep` + 2 legal actions first screens them all on `worlds / 8` worlds (at least 4,
  // at most `worlds`) and plays the best `keep`, the action played and the advisor's pick on all `worlds`.
  int worlds = 96;
  int keep = 6;
  std::uint64_t seed = 1;
};
inline constexpr int kMaxAnalysisWorlds = 4096;

// --- the review of one game

struct ActionChance {
  Action action;
  double chance = 0;   // estimated chance to win after this action
  int worlds = 0;      // worlds it was played in (fewer: dropped after the screening)
};

struct DecisionReview {
  std::size_t action_index = 0;  // where the action played stands in the save's log
  int seat = -1;
  int round = 0;
  DecisionKind kind = DecisionKind::Finished;
  Action played;
  Action best;                   // the best action found (played itself when no loss is confirmed)
  double played_chance = 0;      // the seat's chance to win with the action played
  double best_chance = 0;
  double chance_lost = 0;        // the confirmed gap less kNoiseZ standard errors (>= 0); 0 when best == played
  MoveLabel label = MoveLabel::Fine;
  std::vector<ActionChance> actions;  // every legal action evaluated, best first
};

struct RollLuck {
  std::size_t action_index = 0;  // the action that rolled
  int seat = -1;
  int round = 0;
  Action action;
  double expected = 0;  // the chance to win that action was worth before the dice fell
  double after = 0;     // the chance to win once they fell
  double luck = 0;      // after - expected
};

struct SeatTotals {
  int seat = -1;
  int decisions = 0;     // decisions with a choice, rated
  int inaccuracies = 0, mistakes = 0, blunders = 0;
  double skill = 0;      // chance to win lost to choices (summed, >= 0)
  double luck = 0;       // chance to win gained (+) or lost (-) to dice (summed)
  double mean_loss = 0;  // skill / decisions
  std::string rating;    // rating_for_mean_loss(mean_loss)
  int rolls = 0;
};

struct GameAnalysis {
  std::string save_hash;        // save_fingerprint() of the save it belongs to
  std::string content_id;
  std::size_t actions = 0;      // actions in the save's log
  AnalysisBudget budget;
  bool complete = true;         // false when stopped early: the entries so far are all there is
  std::vector<int> seats;       // the seats analysed
  std::vector<DecisionReview> decisions;  // in game order
  std::vector<RollLuck> rolls;            // in game order
  std::vector<SeatTotals> totals;         // one per analysed seat, in `seats` order
};

// Called after each evaluated step (`done` of `total`), on the analysing thread.
using AnalysisProgress = std::function<void(std::size_t done, std::size_t total)>;
struct AnalysisControl {
  AnalysisProgress progress;
  // When set to true (from any thread), the analysis ends after the step in hand and returns what it
  // has, marked incomplete.
  std::shared_ptr<const std::atomic<bool>> stop;
};

// 16 hex digits: a hash of the save's content id, options, seed and actions (what the game is),
// stored in the analysis so a reader can tell it belongs to that save.
std::string save_fingerprint(const Game& game);

// Reviews the decisions and rolls of `seats` (every seat when empty) in `game`, replayed from its
// set-up. Refused for a seat that is not in the game, a budget out of range, or a game without a
// log (one from Game::from_state).
Result<GameAnalysis> analyze_game(const Game& game, std::vector<int> seats, const AnalysisBudget& budget,
                                  const AnalysisControl& control = {});

// Where the analysis of a save is kept beside it: "<save>.analysis.json" (as "<save>.seats.json").
inline std::string analysis_path_for(const std::string& save_path) { return save_path + ".analysis.json"; }

// JSON (format "highscore-analysis", version 1) and back; from_json refuses what it cannot read with
// the field at fault.
nlohmann::json analysis_to_json(const GameAnalysis& analysis);
Result<GameAnalysis> analysis_from_json(const nlohmann::json& j);

// --- hints and the tutor (one decision, the seat that owns it)

struct HintBudget {
  int worlds = 96;           // as AnalysisBudget::worlds
  int keep = 6;
  double max_seconds = 1.0;  // > 0: stop adding worlds after this long (the first world always runs)
  std::uint64_t seed = 1;
  std::shared_ptr<const std::atomic<bool>> stop;
};

// The advisor's pick as the coach's plain hint gives it: the advisor bot's choice, except at a fork,
// where a path whose next card the dice held cannot pass is never picked while another path's next
// card can be passed now (then the one with the best chance now): the advisor weighs each path for
// the turns to come, but the turn goes on after the move (R5.9). hint_actions keeps it among the
// actions it plays out. The app holds no choice logic of its own.
Action hint_pick(const Content& content, const Observation& seen, const std::vector<Action>& legal);

struct HintLine {
  Action action;
  double chance = 0;
  int worlds = 0;
  std::string reason;  // the advisor's one line about this action
};
// The best three actions (fewer when fewer are legal) for the pending decision `seen` shows (its
// owner's observation), best first. Empty for an empty `legal` or an observation not the owner's.
std::vector<HintLine> hint_actions(const Content& content, const Observation& seen, const std::vector<Action>& legal,
                                   const HintBudget& budget = {});

struct ActionCheck {
  MoveLabel label = MoveLabel::Fine;
  bool blunder = false;
  double chance_lost = 0;    // as DecisionReview::chance_lost
  double action_chance = 0;
  Action best;
  double best_chance = 0;
  // The best action's own test, when it is one: its chance to pass with the dice held (-1 when none).
  double best_test_chance = -1;
  std::string explanation;   // "This gives up about 14% chance to win: ..." ("" when fine)
};
// Whether `action` (one of `legal`) would be a blunder at the decision `seen` (the owner's observation)
// shows, and by how much. Fine, with nothing lost, when there is no choice to judge.
ActionCheck check_action(const Content& content, const Observation& seen, const std::vector<Action>& legal,
                         const Action& action, const HintBudget& budget = {});

}  // namespace hs

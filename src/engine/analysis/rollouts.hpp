// The estimate behind the review, the hints and the tutor (analysis.hpp): actions played out in
// worlds dealt from one seat's observation, with advisor bots in every seat from there on. Private to
// the engine.
#pragma once
#include <atomic>
#include <memory>
#include <vector>

#include "bots/playout.hpp"
#include "highscore/analysis.hpp"
#include "highscore/bots.hpp"
#include "highscore/rng.hpp"

namespace hs::review {

using hs::win_share;

// The review's playouts: the shared loop (bots/playout.hpp) with fresh dice every turn, so that
// every action tried in a world meets the same later dice wherever the games agree.
class Playouts : public hs::Playouts {
 public:
  Playouts() : hs::Playouts(PlayoutDice::FreshEachTurn) {}
};

struct EvalPlan {
  int worlds = 48;                // per kept candidate
  int keep = 6;                   // candidates played on every world (besides must_keep)
  std::vector<Action> must_keep;  // always played on every world (the action played, the advisor's pick)
  double max_seconds = 0;         // > 0: no new world after this long (the first always runs)
  const std::atomic<bool>* stop = nullptr;
};

struct Candidate {
  Action action;
  std::vector<double> scores;  // one per world it was played in, in world order
  double mean() const;
};

struct Evaluation {
  std::vector<Candidate> candidates;  // in the order of `legal`
  int full_worlds = 0;                // worlds every kept candidate was played in
  bool kept(std::size_t i) const { return static_cast<int>(candidates[i].scores.size()) == full_worlds; }
  // The kept candidate with the highest mean (ties: the earlier in `legal`).
  std::size_t best() const;
  std::optional<std::size_t> find(const Action& a) const;
  // Mean of best - other over the worlds both were played in, and the standard error of that mean.
  struct Gap { double mean = 0, se = 0; };
  Gap gap(std::size_t best, std::size_t other) const;
};

// Every action of `legal` scored for the owner of `seen` (seen.seat). A decision with more than
// plan.keep + must_keep actions screens them on plan.worlds / 8 worlds first.
Evaluation evaluate(const Content& content, const Observation& seen, const std::vector<Action>& legal, const EvalPlan& plan,
                    Rng& rng, Playouts& playouts);

// The chance to win `played` gives up against `best`, measured again on `worlds` fresh worlds (so
// the choice of `best` as the highest of several noisy estimates does not inflate it), and on up to
// four times as many while the noise alone decides its label: the mean gap less kNoiseZ standard
// errors, or 0 when that is not above 0. 0 when they are the same action.
double confirmed_loss(const Content& content, const Observation& seen, const Action& best, const Action& played, int worlds,
                      Rng& rng, Playouts& playouts, const std::atomic<bool>* stop);

// The seat's chance to win from the position `seen` shows, every seat played by the advisors.
double position_value(const Content& content, const Observation& seen, int worlds, Rng& rng, Playouts& playouts,
                      const std::atomic<bool>* stop);

}  // namespace hs::review

// The expert: determinized Monte Carlo search. At a decision worth thinking about it deals worlds
// consistent with its own observation (sample_world), tries each candidate action in every world and
// plays the rest of the game out with advisor bots in every seat, and takes the action that won most
// often. The same worlds serve every candidate (common random numbers), so the comparison between
// two actions is much sharper than their win rates; the advisor's own pick is kept unless another
// beats it by more than the noise of the sample. Dice choices and rerolls are left to the advisor,
// whose exact odds already play them well; the search spends its time on where to go, what to try,
// what to buy and the solo and co-op choices.
//
// The easy bot: the advisor, but now and then a sensible-looking other choice (the random bot's).
#include <algorithm>
#include <chrono>
#include <cmath>

#include "bots/bot_advisor.hpp"
#include "bots/bot_expert.hpp"
#include "bots/playout.hpp"
#include "highscore/worlds.hpp"

namespace hs {

namespace {

std::string percent(double p) { return std::to_string(static_cast<int>(std::lround(p * 100.0))) + "%"; }

bool worth_searching(DecisionKind kind) {
  return kind != DecisionKind::ChooseDice && kind != DecisionKind::AfterRoll && kind != DecisionKind::Finished;
}

class ExpertBot : public Bot {
 public:
  ExpertBot(std::uint64_t seed, SearchBudget budget) : rng_(seed ^ 0xe4be27ULL), budget_(budget), advisor_(make_advisor_bot(seed)) {}
  std::string name() const override { return "expert"; }

  Action choose(const Content& ct, const Observation& seen, const std::vector<Action>& legal) override {
    if (legal.empty()) return Rest{};
    const Action fallback = advisor_->choose(ct, seen, legal);
    reason_ = advisor_->explain(ct, seen, legal, fallback);
    reason_at_ = seen.actions_applied;
    chosen_ = fallback;
    if (legal.size() < 2 || !worth_searching(seen.pending.kind) || budget_.iterations < 1) return fallback;

    // Candidates: the advisor's pick first, then the other actions (at most kMaxCandidates).
    std::vector<Action> candidates{fallback};
    std::vector<Action> others;
    for (const Action& a : legal)
      if (!(a == fallback)) others.push_back(a);
    if (static_cast<int>(others.size()) + 1 > kMaxCandidates) {
      rng_.shuffle(others);
      others.resize(static_cast<std::size_t>(kMaxCandidates - 1));
    }
    candidates.insert(candidates.end(), others.begin(), others.end());

    const int seat = seen.pending.owner;
    const std::size_t n = candidates.size();
    std::vector<double> total(n, 0.0), diff(n, 0.0), diff_sq(n, 0.0);
    const auto start = std::chrono::steady_clock::now();
    int worlds = 0;
    std::vector<double> score(n);
    // Each world is dealt once and tried with every candidate: iterations count worlds x candidates.
    const int world_budget = std::max(1, budget_.iterations / static_cast<int>(n));
    for (; worlds < world_budget; ++worlds) {
      if (budget_.stop && budget_.stop->load(std::memory_order_relaxed)) break;
      if (budget_.max_seconds > 0 && worlds > 0 &&
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > budget_.max_seconds)
        break;
      const Game world = sample_world(ct, seen, rng_);
      for (std::size_t i = 0; i < n; ++i) score[i] = playouts_.play(world, &candidates[i], seat);
      for (std::size_t i = 0; i < n; ++i) {
        total[i] += score[i];
        const double d = score[i] - score[0];
        diff[i] += d;
        diff_sq[i] += d * d;
      }
    }
    if (worlds == 0) return fallback;  // stopped before the first world: the advisor's pick
    // The advisor's pick stands unless another action beats it by more than the sample's noise.
    std::size_t best = 0;
    double best_margin = 0.0;
    for (std::size_t i = 1; i < n; ++i) {
      const double mean = diff[i] / worlds;
      const double var = std::max(0.0, diff_sq[i] / worlds - mean * mean);
      const double margin = mean - kNoiseZ * std::sqrt(var / worlds) - 1e-9;
      if (margin > best_margin) {
        best_margin = margin;
        best = i;
      }
    }
    chosen_ = candidates[best];
    // "move on: 41% to win; rest: 33%": the choice first, then the strongest alternatives.
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::stable_sort(order.begin() + 1, order.end(), [&](std::size_t a, std::size_t b) { return total[a] > total[b]; });
    std::swap(*std::find(order.begin(), order.end(), best), order[0]);
    reason_ = describe(candidates[best]) + ": " + percent(total[best] / worlds) + " to win";
    for (std::size_t k = 1; k < order.size() && k < 3; ++k)
      reason_ += ", " + describe(candidates[order[k]]) + ": " + percent(total[order[k]] / worlds);
    const bool kept_over_better = best == 0 && std::any_of(total.begin() + 1, total.end(), [&](double t) { return t > total[0]; });
    reason_ += " (" + std::to_string(worlds) + " worlds" + (kept_over_better ? "; none clearly better than the advisor's pick)" : ")");
    return chosen_;
  }

  std::string explain(const Content& ct, const Observation& seen, const std::vector<Action>& legal,
                      const Action& action) const override {
    if (reason_at_ == seen.actions_applied && action == chosen_ && !reason_.empty()) return reason_;
    return advisor_->explain(ct, seen, legal, action);
  }

 private:
  static constexpr int kMaxCandidates = 6;
  static constexpr double kNoiseZ = 1.0;

  Rng rng_;
  SearchBudget budget_;
  std::unique_ptr<Bot> advisor_;
  Playouts playouts_{PlayoutDice::AsDealt};  // advisors in every seat, kept warm across decisions
  Action chosen_ = Rest{};
  std::string reason_;
  std::size_t reason_at_ = static_cast<std::size_t>(-1);
};

// Easy: the advisor's choice, except that at about one decision in five with a real choice it takes
// the random bot's (which leans toward sensible actions), like a player who misjudges now and then.
class EasyBot : public Bot {
 public:
  explicit EasyBot(std::uint64_t seed) : rng_(seed ^ 0xea5eULL), advisor_(make_advisor_bot(seed)), random_(make_bot("random", seed)) {}
  std::string name() const override { return "easy"; }

  Action choose(const Content& ct, const Observation& seen, const std::vector<Action>& legal) override {
    const Action sensible = advisor_->choose(ct, seen, legal);
    slipped_ = legal.size() > 1 && rng_.below(100) < kSlipPercent;
    if (!slipped_) return sensible;
    return random_->choose(ct, seen, legal);
  }

  std::string explain(const Content& ct, const Observation& seen, const std::vector<Action>& legal,
                      const Action& action) const override {
    return advisor_->explain(ct, seen, legal, action);
  }

 private:
  static constexpr std::uint32_t kSlipPercent = 20;
  Rng rng_;
  std::unique_ptr<Bot> advisor_, random_;
  bool slipped_ = false;
};

}  // namespace

std::unique_ptr<Bot> make_expert_search_bot(std::uint64_t seed, const SearchBudget& budget) {
  return std::make_unique<ExpertBot>(seed, budget);
}

std::unique_ptr<Bot> make_easy_bot(std::uint64_t seed) { return std::make_unique<EasyBot>(seed); }

}  // namespace hs

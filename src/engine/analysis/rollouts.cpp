// Playouts for the review: worlds dealt once per decision and shared by every action tried in it
// (common random numbers), so the gap between two actions is much sharper than either chance.
#include "analysis/rollouts.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

#include "highscore/worlds.hpp"

namespace hs::review {

namespace {
constexpr int kReviewScreenWorlds = 4;
constexpr int kReviewConfirmGrowth = 4;  // a doubtful gap is measured on up to 4x the budget's worlds

bool review_stopped(const std::atomic<bool>* stop) { return stop && stop->load(std::memory_order_relaxed); }
}  // namespace

double Candidate::mean() const {
  if (scores.empty()) return 0.0;
  return std::accumulate(scores.begin(), scores.end(), 0.0) / static_cast<double>(scores.size());
}

std::size_t Evaluation::best() const {
  std::size_t best = 0;
  bool found = false;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    if (!kept(i)) continue;
    if (!found || candidates[i].mean() > candidates[best].mean()) best = i;
    found = true;
  }
  return best;
}

std::optional<std::size_t> Evaluation::find(const Action& a) const {
  for (std::size_t i = 0; i < candidates.size(); ++i)
    if (candidates[i].action == a) return i;
  return std::nullopt;
}

Evaluation::Gap Evaluation::gap(std::size_t best, std::size_t other) const {
  const auto& a = candidates[best].scores;
  const auto& b = candidates[other].scores;
  const std::size_t n = std::min(a.size(), b.size());
  Gap g;
  if (n == 0) return g;
  double sum = 0, sum_sq = 0;
  for (std::size_t w = 0; w < n; ++w) {
    const double d = a[w] - b[w];
    sum += d;
    sum_sq += d * d;
  }
  g.mean = sum / static_cast<double>(n);
  const double var = std::max(0.0, sum_sq / static_cast<double>(n) - g.mean * g.mean);
  g.se = n > 1 ? std::sqrt(var / static_cast<double>(n - 1)) : 1.0;
  return g;
}

double confirmed_loss(const Content& content, const Observation& seen, const Action& best, const Action& played, int worlds,
                      Rng& rng, Playouts& playouts, const std::atomic<bool>* stop) {
  if (best == played) return 0.0;
  Evaluation pair;
  pair.candidates = {Candidate{best, {}}, Candidate{played, {}}};
  auto add_worlds = [&](int count) {
    for (int w = 0; w < count; ++w) {
      if (pair.candidates[0].scores.size() > 1 && review_stopped(stop)) return;
      const Game world = sample_world(content, seen, rng);
      for (Candidate& c : pair.candidates) c.scores.push_back(playouts.play(world, &c.action, seen.seat));
    }
  };
  const int first = std::max(2, worlds);
  add_worlds(first);
  Evaluation::Gap g = pair.gap(0, 1);
  // A gap that would earn a label but whose noise hides how large it is gets more worlds: up to
  // kConfirmGrowth times the budget, while the label its lower bound earns is not yet the label of the gap.
  for (int more = 1; more < kReviewConfirmGrowth && !review_stopped(stop); ++more) {
    if (g.mean < kInaccuracyLoss || label_for_loss(g.mean - kNoiseZ * g.se) == label_for_loss(g.mean)) break;
    add_worlds(first);
    g = pair.gap(0, 1);
  }
  return std::max(0.0, g.mean - kNoiseZ * g.se);
}

Evaluation evaluate(const Content& content, const Observation& seen, const std::vector<Action>& legal, const EvalPlan& plan,
                    Rng& rng, Playouts& playouts) {
  Evaluation ev;
  for (const Action& a : legal) ev.candidates.push_back(Candidate{a, {}});
  if (legal.empty()) return ev;
  const int seat = seen.seat;
  const auto start = std::chrono::steady_clock::now();
  auto out_of_time = [&] {
    return plan.max_seconds > 0 &&
           std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > plan.max_seconds;
  };
  std::vector<Game> worlds;
  auto world = [&](std::size_t w) -> const Game& {
    while (worlds.size() <= w) worlds.push_back(sample_world(content, seen, rng));
    return worlds[w];
  };
  // Plays `active` candidates world by world from world `from` up to `to`; false when cut short.
  auto play_worlds = [&](const std::vector<std::size_t>& active, int from, int to) {
    for (int w = from; w < to; ++w) {
      if (w > 0 && (review_stopped(plan.stop) || out_of_time())) return false;
      const Game& g = world(static_cast<std::size_t>(w));
      for (std::size_t i : active) ev.candidates[i].scores.push_back(playouts.play(g, &ev.candidates[i].action, seat));
      ev.full_worlds = w + 1;
    }
    return true;
  };
  std::vector<std::size_t> all(legal.size());
  std::iota(all.begin(), all.end(), std::size_t{0});
  const int worlds_wanted = std::max(1, plan.worlds);
  std::vector<std::size_t> kept = all;
  const std::size_t must = plan.must_keep.size();
  if (legal.size() > static_cast<std::size_t>(plan.keep) + must) {
    // Screening: every action on a few worlds, then the best `keep` and the must-keeps go on.
    const int screen = std::min(worlds_wanted, std::max(kReviewScreenWorlds, worlds_wanted / 8));
    if (!play_worlds(all, 0, screen)) return ev;
    std::vector<std::size_t> order = all;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return ev.candidates[a].mean() > ev.candidates[b].mean(); });
    kept.clear();
    for (std::size_t i : order)
      if (static_cast<int>(kept.size()) < plan.keep) kept.push_back(i);
    for (const Action& a : plan.must_keep)
      if (auto i = ev.find(a); i && std::find(kept.begin(), kept.end(), *i) == kept.end()) kept.push_back(*i);
    std::sort(kept.begin(), kept.end());
    play_worlds(kept, screen, worlds_wanted);
    return ev;
  }
  play_worlds(kept, 0, worlds_wanted);
  return ev;
}

double position_value(const Content& content, const Observation& seen, int worlds, Rng& rng, Playouts& playouts,
                      const std::atomic<bool>* stop) {
  double total = 0;
  int played = 0;
  for (int w = 0; w < std::max(1, worlds); ++w) {
    if (w > 0 && review_stopped(stop)) break;
    total += playouts.play(sample_world(content, seen, rng), nullptr, seen.seat);
    ++played;
  }
  return total / played;
}

}  // namespace hs::review

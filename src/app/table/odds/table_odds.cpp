// Success chance for the table through hs::compute_odds (probability.hpp), answered on a background
// thread, with a sampled estimate where the exact search refuses a query.
#include "app/table/odds/table_odds.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "app/table/layout/table_layout.hpp"
#include "highscore/matching.hpp"
#include "highscore/queries.hpp"
#include "highscore/rng.hpp"

namespace hs::app {

std::vector<int> roll_match(const Game& game) {
  const TableState& st = game.observe(-1).state();  // what every seat sees
  if (!st.test.active || !st.test.rolled) return {};
  std::vector<MatchDie> dice;
  for (const TestDie& td : st.test.dice) dice.push_back({td.color, td.value});
  return best_partial_match(requirements_under_test(game.content(), st), dice);
}

std::optional<ChanceQuery> chance_query(const Game& game, const DiceCounts& selection) {
  const TableState& st = game.observe(-1).state();  // what every seat sees
  const TestOption* opt = option_under_test(game.content(), st);
  if (!opt || st.test.rolled || selection.total() == 0) return std::nullopt;
  const Player& pl = st.players[static_cast<std::size_t>(st.active_player())];
  DiceCounts dice = selection;
  dice += st.test.added;
  // R5.12: the requirements the engine will check, raised ones (trap dice, a roar) included.
  TestOption full = *opt;
  full.require = requirements_under_test(game.content(), st);
  ChanceQuery q{odds_query(dice, full, roll_modifiers(game.content(), st, st.active_player()), std::clamp(pl.gems, 0, 6)), ""};
  const OddsQuery& o = q.query;
  auto add = [&](char tag, int v) {
    q.key.push_back(tag);
    q.key.append(std::to_string(v));
  };
  for (int c = 0; c < kDieColors; ++c) {
    add('d', o.dice.n[c]);
    add('b', o.mods.bonus[c]);
    add('x', o.mods.extra_dice[c]);
  }
  for (const Requirement& r : o.require) {
    add('r', static_cast<int>(r.color));
    add(':', r.min);
  }
  for (Color c : o.forbid) add('f', static_cast<int>(c));
  add('g', o.gems);
  return q;
}

namespace {

constexpr double kAnswerInFrameWork = 60000;  // about a millisecond of the reroll search

// Sampled chance of passing with up to `gems` rerolls under a simple policy: while the roll fails,
// reroll the lowest die that no requirement uses in the best partial matching (or the lowest die).
// Any policy is at most as good as the best one, so this is a lower bound, within `error` (95%).
double sampled_chance(const OddsQuery& q, int trials, double& error) {
  std::vector<Color> colour;
  for (Color c : kAllDieColors) {
    const int n = q.dice[c] > 0 ? q.dice[c] + q.mods.extra_dice[static_cast<int>(c)] : 0;
    if (std::find(q.forbid.begin(), q.forbid.end(), c) != q.forbid.end()) continue;  // count for nothing
    colour.insert(colour.end(), static_cast<std::size_t>(std::max(n, 0)), c);
  }
  Rng rng(0x0dd5);  // fixed: the same query always shows the same estimate
  int passed = 0;
  std::vector<MatchDie> dice(colour.size());
  for (int t = 0; t < trials; ++t) {
    for (std::size_t i = 0; i < colour.size(); ++i)
      dice[i] = {colour[i], rng.die() + q.mods.bonus[static_cast<int>(colour[i])]};
    for (int g = 0;; ++g) {
      const std::vector<int> m = best_partial_match(q.require, dice);
      if (std::find(m.begin(), m.end(), -1) == m.end()) {
        ++passed;
        break;
      }
      if (g == q.gems || dice.empty()) break;
      std::vector<bool> used(dice.size(), false);
      for (int d : m)
        if (d >= 0) used[static_cast<std::size_t>(d)] = true;
      std::size_t pick = 0;
      bool have = false;
      for (std::size_t i = 0; i < dice.size(); ++i)
        if (!used[i] && (!have || dice[i].value < dice[pick].value)) pick = i, have = true;
      if (!have)
        for (std::size_t i = 0; i < dice.size(); ++i)
          if (dice[i].value < dice[pick].value) pick = i;
      dice[pick].value = rng.die() + q.mods.bonus[static_cast<int>(dice[pick].color)];
    }
  }
  const double p = static_cast<double>(passed) / trials;
  error = 1.96 * std::sqrt(std::max(p * (1 - p), 0.25 / trials) / trials);
  return p;
}

// An upper bound of the reroll search's work for `q` (its states times the gems; probability.hpp):
// per colour, C(dice + levels - 1, levels - 1) states, where the levels are the faces at which what a
// die can serve changes. Small queries are answered in the frame: no thread hand-over to wait for.
double search_work(const OddsQuery& q) {
  double states = 1;
  for (Color c : kAllDieColors) {
    const int ci = static_cast<int>(c);
    const int n = q.dice[c] > 0 ? q.dice[c] + q.mods.extra_dice[ci] : 0;
    if (n <= 0) continue;
    bool step[7] = {};
    for (const Requirement& r : q.require)
      if (die_fits(c, r.color)) step[std::clamp(r.min - q.mods.bonus[ci], 1, 6)] = true;
    int levels = 1;
    for (int f = 2; f <= 6; ++f) levels += step[f];
    for (int k = 1; k < levels; ++k) states = states * (n + k) / k;  // C(n + levels - 1, levels - 1)
  }
  return states * std::max(q.gems, 1);
}

}  // namespace

ChanceShown answer_chance(const ChanceQuery& cq) {
  ChanceShown s;
  s.gems = cq.query.gems;
  OddsQuery plain = cq.query;
  plain.gems = 0;
  auto now = compute_odds(plain);
  double err = 0;
  s.now = now ? now->probability : sampled_chance(plain, 20000, err);
  if (s.gems == 0) {
    s.with_gems = s.now;
    return s;
  }
  auto with = compute_odds(cq.query);
  if (with) {
    s.with_gems = with->probability;
    return s;
  }
  // Past the exact search's limits: an estimate, never a refusal shown as 0%.
  s.with_gems = std::max(s.now, sampled_chance(cq.query, 20000, err));
  s.estimated = true;
  s.estimate_error = err;
  return s;
}

std::optional<ChanceShown> chance_for(const Game& game, const DiceCounts& selection) {
  auto q = chance_query(game, selection);
  if (!q) return std::nullopt;
  return answer_chance(*q);
}

OddsWorker::~OddsWorker() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::optional<ChanceShown> OddsWorker::chance(const Game& game, const DiceCounts& selection, double budget_ms) {
  auto q = chance_query(game, selection);
  if (!q) return std::nullopt;
  std::unique_lock<std::mutex> lock(mutex_);
  if (answered_key_ == q->key) return answer_;
  if (search_work(q->query) <= kAnswerInFrameWork) {  // sooner than a hand-over to the worker
    answered_key_ = q->key;
    answer_ = answer_chance(*q);
    return answer_;
  }
  if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
  const std::string key = q->key;
  if (!wanted_ || wanted_->key != key) {
    wanted_ = std::move(q);
    wake_.notify_one();
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::microseconds(static_cast<long>(budget_ms * 1000));
  if (answered_.wait_until(lock, deadline, [&] { return answered_key_ == key; })) {
    fresh_answer_ = false;  // shown in this very frame
    return answer_;
  }
  ChanceShown waiting;
  waiting.computing = true;
  return waiting;
}

bool OddsWorker::take_update() {
  std::lock_guard<std::mutex> lock(mutex_);
  const bool f = fresh_answer_;
  fresh_answer_ = false;
  return f;
}

void OddsWorker::loop() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return wanted_.has_value() || stopping_; });
    if (stopping_) return;
    const ChanceQuery q = std::move(*wanted_);
    wanted_.reset();
    lock.unlock();
    const ChanceShown a = answer_chance(q);
    lock.lock();
    answered_key_ = q.key;
    answer_ = a;
    fresh_answer_ = true;
    answered_.notify_all();
  }
}

}  // namespace hs::app

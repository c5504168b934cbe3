// The chance of the test being prepared (highscore/chances.hpp): its query from an observation, the
// exact answer through compute_odds(), a deterministic estimate past the exact limits, the work a
// query costs (from the reroll search's own model), and the best chance a card's option offers.
#include <algorithm>
#include <cmath>
#include <limits>

#include "highscore/chances.hpp"
#include "highscore/queries.hpp"
#include "highscore/rng.hpp"
#include "odds/probability_model.hpp"

namespace hs {

namespace {

constexpr std::uint64_t kEstimateSeed = 0x0dd5;  // fixed: the same query always shows the same estimate
constexpr int kEstimateTrials = 20000;

// Sampled chance of passing with up to `gems` rerolls under a simple policy: while the roll fails,
// reroll the lowest die that no requirement uses in the best partial matching (or the lowest die).
// Any policy is at most as good as the best one, so this is a lower bound, within `error` (95%).
double sampled_chance(const OddsQuery& q, double& error) {
  std::vector<Color> colour;
  for (Color c : kAllDieColors) {
    const int n = q.dice[c] > 0 ? q.dice[c] + q.mods.extra_dice[static_cast<int>(c)] : 0;
    if (std::find(q.forbid.begin(), q.forbid.end(), c) != q.forbid.end()) continue;  // count for nothing
    colour.insert(colour.end(), static_cast<std::size_t>(std::max(n, 0)), c);
  }
  Rng rng(kEstimateSeed);
  int passed = 0;
  std::vector<MatchDie> dice(colour.size());
  for (int t = 0; t < kEstimateTrials; ++t) {
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
  const double p = static_cast<double>(passed) / kEstimateTrials;
  error = 1.96 * std::sqrt(std::max(p * (1 - p), 0.25 / kEstimateTrials) / kEstimateTrials);
  return p;
}

}  // namespace

std::optional<OddsQuery> test_odds_query(const Content& content, const Observation& seen, const DiceCounts& selection) {
  const TableState& st = seen.state();
  const TestOption* option = option_under_test(content, st);
  if (!option || st.test.rolled || selection.total() == 0) return std::nullopt;
  const int seat = st.active_player();
  DiceCounts dice = selection;
  dice += st.test.added;
  // R5.12: the requirements the engine will check, raised ones (trap dice, a roar) included.
  TestOption full = *option;
  full.require = requirements_under_test(content, st);
  return odds_query(dice, full, roll_modifiers(content, st, seat),
                    std::clamp(st.players[static_cast<std::size_t>(seat)].gems, 0, kChanceMaxGems));
}

TestChance answer_test_odds(const OddsQuery& query) {
  TestChance s;
  s.gems = query.gems;
  OddsQuery plain = query;
  plain.gems = 0;
  auto now = compute_odds(plain);
  double err = 0;
  s.now = now ? now->probability : sampled_chance(plain, err);
  if (s.gems == 0) {
    s.with_gems = s.now;
    return s;
  }
  if (auto with = compute_odds(query)) {
    s.with_gems = with->probability;
    return s;
  }
  // Past the exact search's limits: an estimate, never a refusal shown as 0%.
  s.with_gems = std::max(s.now, sampled_chance(query, err));
  s.estimated = true;
  s.estimate_error = err;
  return s;
}

std::optional<TestChance> test_chance(const Content& content, const Observation& seen, const DiceCounts& selection) {
  auto q = test_odds_query(content, seen, selection);
  if (!q) return std::nullopt;
  return answer_test_odds(*q);
}

std::optional<double> roll_chance(const Content& content, const Observation& seen, const DiceCounts& selection) {
  auto q = test_odds_query(content, seen, selection);
  if (!q) return std::nullopt;
  q->gems = 0;
  return answer_test_odds(*q).now;
}

double odds_work(const OddsQuery& q) {
  std::array<int, 4> rolled{};
  int total = 0;
  for (int c = 0; c < kDieColors; ++c) {
    rolled[c] = q.dice.n[c] > 0 ? q.dice.n[c] + q.mods.extra_dice[c] : 0;
    total += rolled[c];
  }
  if (total > kOddsMaxDice || static_cast<int>(q.require.size()) > kOddsMaxRequirements || q.gems > kOddsMaxGems)
    return std::numeric_limits<double>::infinity();  // the estimate: long, never in a frame
  // The reroll search's states: per colour, every multiset of its dice over its levels.
  const odds_detail::Model model = odds_detail::build_model(q.require, q.forbid, rolled, q.mods.bonus);
  double states = 1;
  for (const odds_detail::ColourLevels& cl : model.colour) {
    const int levels = cl.mask.size();
    if (cl.dice <= 0 || levels <= 1) continue;
    for (int k = 1; k < levels; ++k) states = states * (cl.dice + k) / k;  // C(dice + levels - 1, levels - 1)
  }
  return states * std::max(q.gems, 1);
}

std::string odds_key(const OddsQuery& o) {
  std::string key;
  auto add = [&](char tag, int v) {
    key.push_back(tag);
    key.append(std::to_string(v));
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
  return key;
}

double elbow_hit_chance(int value) { return std::clamp((7.0 - value) / 6.0, 0.0, 1.0); }

bool can_ever_pass(const DiceCounts& pool, const TestOption& option) {
  std::vector<MatchDie> best;
  const DiceCounts allowed = dice_allowed(pool, option);
  for (Color c : kAllDieColors)
    for (int k = 0; k < allowed[c]; ++k) best.push_back({c, 6});
  return match_dice(option.require, best).has_value();
}

namespace {

// The best chance `seat` has, with the dice it holds, to pass option `option` of the card on `node`.
double node_option_chance(const Content& content, const TableState& s, int seat, int node_index, int option) {
  if (node_index < 0 || node_index >= static_cast<int>(s.board.size())) return 0.0;
  const Player& p = s.players[static_cast<std::size_t>(seat)];
  const Node& node = s.board[static_cast<std::size_t>(node_index)];
  if (node.card < 0) return 0.0;
  const DungeonCard& card = content.cards[static_cast<std::size_t>(node.card)];
  if (option < 0 || option >= static_cast<int>(card.options.size())) return 0.0;
  TestOption o = card.options[static_cast<std::size_t>(option)];
  o.require.insert(o.require.end(), node.raised.begin(), node.raised.end());  // R5.12
  // A die more never lowers the chance (a die not needed is left out of the matching), so the best
  // choice of dice is every die the option lets count.
  const DiceCounts dice = dice_allowed(p.pool, o);
  if (dice.total() == 0) return 0.0;
  return pass_probability(dice, o, roll_modifiers(content, s, seat), 0);
}

}  // namespace

double option_chance(const Content& content, const Observation& seen, int seat, int option) {
  const TableState& s = seen.state();
  if (seat < 0 || seat >= static_cast<int>(s.players.size())) return 0.0;
  return node_option_chance(content, s, seat, s.players[static_cast<std::size_t>(seat)].node, option);
}

double card_chance_now(const Content& content, const Observation& seen, int seat, int node) {
  const TableState& s = seen.state();
  if (seat < 0 || seat >= static_cast<int>(s.players.size()) || node < 0 || node >= static_cast<int>(s.board.size()))
    return 0.0;
  const int card = s.board[static_cast<std::size_t>(node)].card;
  if (card < 0) return 0.0;
  double best = 0.0;
  const int options = static_cast<int>(content.cards[static_cast<std::size_t>(card)].options.size());
  for (int o = 0; o < options; ++o) best = std::max(best, node_option_chance(content, s, seat, node, o));
  return best;
}

std::vector<BranchOutlook> branch_outlooks(const Content& content, const Observation& seen, int seat,
                                           const std::vector<Action>& legal) {
  std::vector<BranchOutlook> out;
  const TableState& s = seen.state();
  if (seat < 0 || seat >= static_cast<int>(s.players.size())) return out;
  const int at = s.players[static_cast<std::size_t>(seat)].node;
  if (at < 0 || at >= static_cast<int>(s.board.size())) return out;
  const std::vector<int>& next = s.board[static_cast<std::size_t>(at)].next;
  for (const Action& a : legal) {
    const auto* b = std::get_if<ChooseBranch>(&a);
    if (!b) continue;
    BranchOutlook o;
    o.branch = b->branch;
    if (b->branch >= 0 && b->branch < static_cast<int>(next.size())) {
      o.node = next[static_cast<std::size_t>(b->branch)];
      o.chance_now = card_chance_now(content, seen, seat, o.node);
    }
    out.push_back(o);
  }
  return out;
}

}  // namespace hs

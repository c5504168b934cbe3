// The advisor as a co-op team player (R9.8). Potions: drunk whenever a character in town misses at
// least a potion's worth (nothing wasted), or to survive the poison. Who plays next: the healthiest,
// so the riskiest opening tests fall to the one who can best afford a failure. Moves: toward the
// boss that costs the fewest tests from here (tokens, gems and the town cost none; a card costs its
// level), entering a card only when the pool gives a fair chance to pass it. The poison: the split
// that leaves the weakest character the most lives.
#include "bots/advisor_coop.hpp"

#include <algorithm>
#include <limits>
#include <queue>

#include "highscore/coop.hpp"

namespace hs::advisor {

namespace {

constexpr double kUnreachable = std::numeric_limits<double>::infinity();
constexpr double kStepCost = 0.01;  // crossing costs no test, but a shorter way is still better

const DungeonCard* card_of(const View& v, int node) {
  const int card = v.state.board[static_cast<std::size_t>(node)].card;
  return card < 0 ? nullptr : &v.content.cards[static_cast<std::size_t>(card)];
}

bool is_boss_cell(const View& v, int node) {
  for (const auto& bosses : v.state.level_boss_nodes)
    if (std::find(bosses.begin(), bosses.end(), node) != bosses.end()) return true;
  return false;
}

// What entering a node costs in tests: nothing where it is crossed, else its level (bosses more).
double enter_cost(const View& v, int node) {
  const TableState& s = v.state;
  if (node == coop_town(s) || coop_marked(s, node)) return kStepCost;
  const Node& n = s.board[static_cast<std::size_t>(node)];
  const DungeonCard* card = card_of(v, node);
  if (card && card->kind == CardKind::Peddler) return kStepCost;
  const double level = n.level;
  return is_boss_cell(v, node) ? 1.5 + level : 0.5 + 0.5 * level;
}

// The bosses still worth beating: with two players and no level-3 gem, the last one must be of
// level 3.
std::vector<int> targets(const View& v) {
  const TableState& s = v.state;
  const int gems = coop_bosses_defeated(s);
  const bool need_level3 = v.options.players == 2 && !coop_level3_boss_defeated(s) &&
                           gems + 1 >= coop_boss_target(v.content, v.options);
  std::vector<int> out;
  for (std::size_t level = 0; level < s.level_boss_nodes.size(); ++level)
    for (int node : s.level_boss_nodes[level])
      if (!coop_boss_gem(s, node) && (!need_level3 || level == 2)) out.push_back(node);
  return out;
}

// Tests still needed from each node (standing on it, its own test done) to a boss beaten: Dijkstra
// from the targets backwards over the grid.
std::vector<double> cost_to_go(const View& v) {
  const TableState& s = v.state;
  std::vector<double> cost(s.board.size(), kUnreachable);
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
  for (int boss : targets(v)) {
    cost[static_cast<std::size_t>(boss)] = 0.0;
    queue.push({0.0, boss});
  }
  while (!queue.empty()) {
    const auto [at_cost, at] = queue.top();
    queue.pop();
    if (at_cost > cost[static_cast<std::size_t>(at)]) continue;
    // Stepping from a neighbour into `at` costs entering `at`.
    const double through = at_cost + enter_cost(v, at);
    for (int from : s.board[static_cast<std::size_t>(at)].next)
      if (through < cost[static_cast<std::size_t>(from)]) {
        cost[static_cast<std::size_t>(from)] = through;
        queue.push({through, from});
      }
  }
  return cost;
}

// The best roll the player's pool offers on a face-up card's main test now (the one the turn's
// advice will then play: worth trying when its value is positive).
RollPlan best_plan(const View& v, OddsMemo& odds, int node) {
  const DungeonCard* card = card_of(v, node);
  RollPlan best;
  if (!card) return best;
  for (const TestOption& option : card->options) {
    const RollPlan plan = best_roll(v, odds, option, pass_value(v, *card, option, false), life_cost(v), v.player().pool);
    if (plan.found && plan.stakes > best.stakes) best = plan;
  }
  return best;
}


std::optional<CoopAdvice> potion(const View& v, DecisionKind kind, const std::vector<Action>& legal) {
  const TableState& s = v.state;
  // At the poison split, when every split kills someone, any potion is worth drinking.
  bool doomed = kind == DecisionKind::SplitPoison;
  if (doomed) {
    SplitPoison gentlest = coop_gentlest_split(s);
    doomed = coop_split_kills(s, gentlest);
  }
  const DrinkPotion* best = nullptr;
  int best_need = 0;
  for (const Action& a : legal) {
    const auto* drink = std::get_if<DrinkPotion>(&a);
    if (!drink) continue;
    const Player& p = s.players[static_cast<std::size_t>(drink->player)];
    const int amount = std::max(1, v.content.equipment[static_cast<std::size_t>(drink->item)].effect.amount);
    const int missing = p.max_lives - p.lives;
    const bool no_waste = missing >= amount;
    if (!no_waste && !doomed && p.lives > 1) continue;
    // The weakest first, with the biggest potion that is not wasted on them.
    const int need = missing * 10 + (no_waste ? amount : 0) + (p.lives <= 1 ? 100 : 0);
    if (need > best_need) {
      best_need = need;
      best = drink;
    }
  }
  if (!best) return std::nullopt;
  const Player& p = s.players[static_cast<std::size_t>(best->player)];
  std::string why = doomed ? "every split of the poison kills: drink first"
                           : (p.lives <= 1 ? "one life left: drink a party potion" : "missing lives: a party potion wastes nothing now");
  return CoopAdvice{*best, why};
}

std::optional<CoopAdvice> who_plays(const View& v, const std::vector<Action>& legal) {
  const TableState& s = v.state;
  const ChoosePlayer* best = nullptr;
  int best_score = -1;
  for (const Action& a : legal) {
    const auto* choose = std::get_if<ChoosePlayer>(&a);
    if (!choose) continue;
    const Player& p = s.players[static_cast<std::size_t>(choose->player)];
    const int dice = v.content.characters[static_cast<std::size_t>(p.character)].pool.total();
    const int score = p.lives * 100 + dice * 10 + static_cast<int>(p.items.size());
    if (score > best_score) {
      best_score = score;
      best = choose;
    }
  }
  if (!best) return std::nullopt;
  return CoopAdvice{*best, "the healthiest goes next: failed tests cost lives the party needs"};
}

std::optional<CoopAdvice> where_to(const View& v, OddsMemo& odds, const std::vector<Action>& legal) {
  const Player& p = v.player();
  if (p.pool.total() == 0) return CoopAdvice{Rest{}, "rest: no dice left this turn"};
  const std::vector<double> cost = cost_to_go(v);
  const ChooseNode* best = nullptr;
  double best_total = kUnreachable;
  for (const Action& a : legal) {
    const auto* move = std::get_if<ChooseNode>(&a);
    if (!move) continue;
    const double total = enter_cost(v, move->node) + cost[static_cast<std::size_t>(move->node)];
    if (total < best_total) {
      best_total = total;
      best = move;
    }
  }
  // The best move is the first step of the cheapest way, so the cost to go falls with every move
  // (crossing costs a little too): the bot never wanders in circles.
  if (!best || best_total == kUnreachable) return CoopAdvice{Rest{}, "rest: no way forward from here"};
  const int node = best->node;
  if (enter_cost(v, node) <= kStepCost) return CoopAdvice{*best, "cross toward the nearest boss: no test on the way"};
  const RollPlan plan = best_plan(v, odds, node);
  const double chance = plan.found ? plan.pass : 0.0;
  // Worth it when the pass outweighs the life a failure costs (at one life: the whole party).
  if (!plan.found || plan.stakes <= 0.0)
    return CoopAdvice{Rest{}, "rest: the next card on the way is only " + percent(chance) + " to pass"};
  const bool boss = is_boss_cell(v, node);
  return CoopAdvice{*best, std::string(boss ? "take on the boss: " : "open the way to a boss: ") + percent(chance) + " to pass"};
}

}  // namespace

std::optional<CoopAdvice> coop_advice(const View& v, OddsMemo& odds, DecisionKind kind, const std::vector<Action>& legal) {
  if (auto drink = potion(v, kind, legal)) return drink;
  switch (kind) {
    case DecisionKind::ChoosePlayer: return who_plays(v, legal);
    case DecisionKind::ChooseNode: return where_to(v, odds, legal);
    case DecisionKind::SplitPoison: {
      const SplitPoison split = coop_gentlest_split(v.state);
      return CoopAdvice{split, coop_split_kills(v.state, split) ? "no split spares everyone" : "the split that leaves the weakest the most lives"};
    }
    default: return std::nullopt;
  }
}

}  // namespace hs::advisor

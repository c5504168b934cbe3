// The coach's hint list with numbers and the tutor's blunder check: one decision scored as the review
// scores it (rollouts.hpp), under a time cap so the app gets its answer within about a second.
#include <algorithm>
#include <cmath>

#include "analysis/rollouts.hpp"
#include "highscore/analysis.hpp"
#include "highscore/chances.hpp"

namespace hs {

namespace {

std::string hint_percent(double p) { return std::to_string(static_cast<int>(std::lround(p * 100.0))) + "%"; }

review::EvalPlan hint_plan(const HintBudget& budget, std::vector<Action> must_keep) {
  review::EvalPlan plan;
  plan.worlds = std::clamp(budget.worlds, 1, kMaxAnalysisWorlds);
  plan.keep = std::clamp(budget.keep, 1, 64);
  plan.max_seconds = budget.max_seconds;
  plan.stop = budget.stop.get();
  plan.must_keep = std::move(must_keep);
  return plan;
}

// The chance to pass of the test `action` starts or rolls, from the engine's own odds; -1 for others.
double best_test_chance_of(const Content& ct, const Observation& seen, const Action& action) {
  if (const auto* option = std::get_if<ChooseOption>(&action)) return option_chance(ct, seen, seen.seat, option->option);
  if (const auto* roll = std::get_if<RollDice>(&action)) {
    if (auto chance = test_chance(ct, seen, roll->dice)) return chance->with_gems;
  }
  return -1;
}

// An action as a player reads it: options counted from 1 as the table shows them (describe() is the
// log's stable form, counted from 0).
std::string action_words(const Action& a) {
  if (const auto* option = std::get_if<ChooseOption>(&a)) return "option " + std::to_string(option->option + 1);
  if (std::holds_alternative<Rest>(a)) return "resting";
  if (std::holds_alternative<MoveOn>(a)) return "moving on";
  if (std::holds_alternative<AttemptOptional>(a)) return "the optional test";
  if (std::holds_alternative<SkipOptional>(a)) return "skipping the optional test";
  return describe(a);
}

// "This gives up about 14% chance to win (27% against 41% for option 1): option 1 passes 99% with the
// dice you hold. Resting ends your turn with 7 dice unused."
std::string explain_chance_lost(const Observation& seen, const ActionCheck& c, const Action& action) {
  if (c.chance_lost <= 0) return "";
  std::string out = "This gives up about " + hint_percent(c.chance_lost) + " chance to win (" + hint_percent(c.action_chance) +
                    " against " + hint_percent(c.best_chance) + " for " + action_words(c.best) + ")";
  if (c.best_test_chance >= 0) {
    const bool option = std::holds_alternative<ChooseOption>(c.best);
    out += ": " + action_words(c.best) + " passes " + hint_percent(c.best_test_chance) +
           (option ? " with the dice you hold" : " with your gems counted");
  }
  out += ".";
  if (std::holds_alternative<Rest>(action) && seen.seat >= 0) {
    const int dice = seen.state().players[static_cast<std::size_t>(seen.seat)].pool.total();
    if (dice > 0) out += " Resting ends your turn with " + std::to_string(dice) + (dice == 1 ? " die" : " dice") + " unused.";
  }
  return out;
}

}  // namespace

Action hint_pick(const Content& content, const Observation& seen, const std::vector<Action>& legal) {
  std::unique_ptr<Bot> advisor = make_bot("advisor", 1);
  Action pick = advisor->choose(content, seen, legal);
  const auto* branch = std::get_if<ChooseBranch>(&pick);
  if (!branch) return pick;
  // Between co-op turns nobody is active: the seat asked decides.
  const TableState& st = seen.state();
  const int seat = st.active_player() >= 0 ? st.active_player() : seen.pending.owner;
  if (seat < 0 || seat >= static_cast<int>(st.players.size())) return pick;
  const BranchOutlook* mine = nullptr;
  const BranchOutlook* best_now = nullptr;
  const auto outlooks = branch_outlooks(content, seen, seat, legal);
  for (const BranchOutlook& o : outlooks) {
    if (o.branch == branch->branch) mine = &o;
    if (o.node >= 0 && (!best_now || o.chance_now > best_now->chance_now)) best_now = &o;
  }
  if (mine && mine->node >= 0 && mine->chance_now <= 0 && best_now && best_now->chance_now > 0) return ChooseBranch{best_now->branch};
  return pick;
}

std::vector<HintLine> hint_actions(const Content& content, const Observation& seen, const std::vector<Action>& legal,
                                   const HintBudget& budget) {
  std::vector<HintLine> out;
  if (legal.empty() || seen.seat < 0 || seen.seat != seen.pending.owner) return out;  // only the owner's own view
  std::unique_ptr<Bot> advisor = make_bot("advisor", 0);
  const Action pick = hint_pick(content, seen, legal);
  review::Playouts playouts;
  Rng rng(budget.seed ^ 0x41a7ULL);
  const review::Evaluation ev = review::evaluate(content, seen, legal, hint_plan(budget, {pick}), rng, playouts);
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < ev.candidates.size(); ++i)
    if (ev.kept(i)) order.push_back(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return ev.candidates[a].mean() > ev.candidates[b].mean(); });
  for (std::size_t k = 0; k < order.size() && k < 3; ++k) {
    const review::Candidate& c = ev.candidates[order[k]];
    out.push_back(HintLine{c.action, c.mean(), static_cast<int>(c.scores.size()), advisor->explain(content, seen, legal, c.action)});
  }
  return out;
}

ActionCheck check_action(const Content& content, const Observation& seen, const std::vector<Action>& legal,
                         const Action& action, const HintBudget& budget) {
  ActionCheck c;
  c.best = action;
  if (legal.size() < 2 || seen.seat < 0 || seen.seat != seen.pending.owner ||
      std::find(legal.begin(), legal.end(), action) == legal.end())
    return c;
  std::unique_ptr<Bot> advisor = make_bot("advisor", 0);
  const Action pick = advisor->choose(content, seen, legal);
  review::Playouts playouts;
  Rng rng(budget.seed ^ 0x7a70ULL);
  const review::Evaluation ev = review::evaluate(content, seen, legal, hint_plan(budget, {action, pick}), rng, playouts);
  const std::size_t mine = *ev.find(action);
  const std::size_t best = ev.best();
  c.action_chance = ev.candidates[mine].mean();
  Rng confirm(budget.seed ^ 0xc0f1ULL);
  c.chance_lost = review::confirmed_loss(content, seen, ev.candidates[best].action, action, ev.full_worlds, confirm,
                                         playouts, budget.stop.get());
  c.best = c.chance_lost > 0 ? ev.candidates[best].action : action;
  c.best_chance = c.chance_lost > 0 ? ev.candidates[best].mean() : c.action_chance;
  c.label = label_for_loss(c.chance_lost);
  c.blunder = c.label == MoveLabel::Blunder;
  if (c.chance_lost > 0) c.best_test_chance = best_test_chance_of(content, seen, c.best);
  c.explanation = explain_chance_lost(seen, c, action);
  return c;
}

}  // namespace hs

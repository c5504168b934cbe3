// analyze_game: the save replayed from set-up; at each decision of an analysed seat every legal
// action is scored (rollouts.hpp), and after each of its rolls the position is scored again to
// measure the luck. A first replay counts the steps so the progress has a total.
#include <algorithm>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "analysis/rollouts.hpp"
#include "highscore/analysis.hpp"
#include "highscore/save.hpp"

namespace hs {

MoveLabel label_for_loss(double chance_lost) {
  if (chance_lost >= kBlunderLoss) return MoveLabel::Blunder;
  if (chance_lost >= kMistakeLoss) return MoveLabel::Mistake;
  if (chance_lost >= kInaccuracyLoss) return MoveLabel::Inaccuracy;
  return MoveLabel::Fine;
}

std::string_view label_name(MoveLabel label) {
  switch (label) {
    case MoveLabel::Fine: return "fine";
    case MoveLabel::Inaccuracy: return "inaccuracy";
    case MoveLabel::Mistake: return "mistake";
    case MoveLabel::Blunder: return "blunder";
  }
  return "fine";
}

std::string_view rating_for_mean_loss(double mean_chance_lost) {
  const double points = mean_chance_lost * 100.0;
  if (points < 0.1) return "excellent";
  if (points < 0.25) return "strong";
  if (points < 0.5) return "solid";
  if (points < 1.0) return "casual";
  return "beginner";
}

std::string save_fingerprint(const Game& game) {
  const nlohmann::json save = save_game(game);
  const std::string text = nlohmann::json{{"content_id", save["content_id"]}, {"options", save["options"]},
                                          {"seed", save["seed"]}, {"actions", save["actions"]}}
                               .dump();
  std::uint64_t h = 14695981039346656037ULL;  // FNV-1a, 64 bits
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

namespace {

// A die fell (or a card was dealt by one): what the luck of a roll measures.
bool dice_fell(const std::vector<Event>& events) {
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::DiceRolled:
      case EventKind::DieRerolled:
      case EventKind::ElbowRolled:
      case EventKind::PhaseDie: return true;
      case EventKind::ShotTaken:
        if (e.a != 0) return true;
        break;
      default: break;
    }
  }
  return false;
}

// An RNG of its own for each step and purpose, so a step's worlds do not depend on the steps before.
Rng analysis_step_rng(std::uint64_t seed, std::size_t index, std::uint64_t purpose) {
  std::uint64_t z = seed ^ (static_cast<std::uint64_t>(index) * 0x9e3779b97f4a7c15ULL) ^ (purpose << 56);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return Rng(z ^ (z >> 31));
}

struct AnalysisStep {
  std::size_t index = 0;
  bool rated = false;   // the seat chose among several actions
  bool luck = false;    // the action rolled
};

bool is_analysed_seat(const std::vector<int>& seats, int seat) { return std::find(seats.begin(), seats.end(), seat) != seats.end(); }

std::vector<ActionChance> ranked_chances(const review::Evaluation& ev) {
  std::vector<std::size_t> order(ev.candidates.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (ev.kept(a) != ev.kept(b)) return ev.kept(a);
    return ev.candidates[a].mean() > ev.candidates[b].mean();
  });
  std::vector<ActionChance> out;
  for (std::size_t i : order)
    out.push_back(ActionChance{ev.candidates[i].action, ev.candidates[i].mean(), static_cast<int>(ev.candidates[i].scores.size())});
  return out;
}

void add_seat_totals(GameAnalysis& a) {
  for (int seat : a.seats) {
    SeatTotals t;
    t.seat = seat;
    for (const DecisionReview& d : a.decisions) {
      if (d.seat != seat) continue;
      ++t.decisions;
      t.skill += d.chance_lost;
      t.inaccuracies += d.label == MoveLabel::Inaccuracy;
      t.mistakes += d.label == MoveLabel::Mistake;
      t.blunders += d.label == MoveLabel::Blunder;
    }
    for (const RollLuck& r : a.rolls) {
      if (r.seat != seat) continue;
      ++t.rolls;
      t.luck += r.luck;
    }
    t.mean_loss = t.decisions > 0 ? t.skill / t.decisions : 0.0;
    t.rating = std::string(rating_for_mean_loss(t.mean_loss));
    a.totals.push_back(t);
  }
}

}  // namespace

namespace {

// Which actions of the log are steps of the analysis: a choice of an analysed seat, a roll of one.
Result<std::vector<AnalysisStep>> plan_analysis_steps(Game replay, const std::vector<Action>& log, const std::vector<int>& seats) {
  std::vector<AnalysisStep> steps;
  for (std::size_t i = 0; i < log.size(); ++i) {
    const bool mine = is_analysed_seat(seats, replay.pending().owner);
    AnalysisStep step{i, mine && replay.legal_actions().size() > 1, false};
    auto events = replay.apply(log[i]);
    if (!events)
      return Refusal{events.refusal().rule, "action " + std::to_string(i + 1) + " of the save is refused: " + events.refusal().reason};
    step.luck = mine && dice_fell(*events);
    if (step.rated || step.luck) steps.push_back(step);
  }
  return steps;
}

// What every step shares: the content, the budget, the stop flag, the playout bots and the advisor.
struct AnalysisStepTools {
  const Content& ct;
  const AnalysisBudget& budget;
  const std::atomic<bool>* stop;
  review::Playouts& playouts;
  Bot& advisor;
};

// Scores the action `step` played at the pending decision of `replay` (and, when it is a choice,
// every other legal action, adding the decision to `out`); returns the played action's chance.
double review_step(const Game& replay, const AnalysisStep& step, const Action& played, AnalysisStepTools& t, GameAnalysis& out) {
  const int seat = replay.pending().owner;
  const Observation seen = replay.observe(seat);
  std::vector<Action> legal = step.rated ? replay.legal_actions() : std::vector<Action>{played};
  if (std::find(legal.begin(), legal.end(), played) == legal.end()) legal.push_back(played);
  review::EvalPlan plan;
  plan.worlds = t.budget.worlds;
  plan.keep = t.budget.keep;
  plan.stop = t.stop;
  if (step.rated) plan.must_keep = {played, t.advisor.choose(t.ct, seen, legal)};
  Rng rng = analysis_step_rng(t.budget.seed, step.index, 0);
  const review::Evaluation ev = review::evaluate(t.ct, seen, legal, plan, rng, t.playouts);
  const double expected = ev.candidates[*ev.find(played)].mean();
  if (!step.rated) return expected;
  const std::size_t b = ev.best();
  DecisionReview d;
  d.action_index = step.index;
  d.seat = seat;
  d.round = seen.state().round;
  d.kind = seen.pending.kind;
  d.played = played;
  d.played_chance = expected;
  Rng confirm = analysis_step_rng(t.budget.seed, step.index, 2);
  d.chance_lost = review::confirmed_loss(t.ct, seen, ev.candidates[b].action, played, t.budget.worlds, confirm, t.playouts, t.stop);
  d.best = d.chance_lost > 0 ? ev.candidates[b].action : played;
  d.best_chance = d.chance_lost > 0 ? ev.candidates[b].mean() : expected;
  d.label = label_for_loss(d.chance_lost);
  d.actions = ranked_chances(ev);
  out.decisions.push_back(std::move(d));
  return expected;
}

// The luck of the roll `step` made: the seat's chance in `after` (the game just after it) less `expected`.
RollLuck analysis_roll_luck(const Game& after, const AnalysisStep& step, int seat, int round, const Action& played, double expected,
                   AnalysisStepTools& t) {
  Rng rng = analysis_step_rng(t.budget.seed, step.index, 1);
  RollLuck r;
  r.action_index = step.index;
  r.seat = seat;
  r.round = round;
  r.action = played;
  r.expected = expected;
  r.after = after.finished() ? review::win_share(after, seat)
                             : review::position_value(t.ct, after.observe(seat), t.budget.worlds, rng, t.playouts, t.stop);
  r.luck = r.after - r.expected;
  return r;
}

}  // namespace

Result<GameAnalysis> analyze_game(const Game& game, std::vector<int> seats, const AnalysisBudget& budget,
                                  const AnalysisControl& control) {
  if (budget.worlds < 1 || budget.worlds > kMaxAnalysisWorlds)
    return Refusal{"", "the budget must be from 1 to " + std::to_string(kMaxAnalysisWorlds) + " worlds, not " +
                           std::to_string(budget.worlds)};
  if (budget.keep < 1 || budget.keep > 64) return Refusal{"", "keep must be from 1 to 64 actions"};
  const Content& ct = game.content();
  const int players = static_cast<int>(game.state().players.size());
  if (seats.empty())
    for (int s = 0; s < players; ++s) seats.push_back(s);
  for (int s : seats)
    if (s < 0 || s >= players)
      return Refusal{"", "seat " + std::to_string(s) + " is not in this game (seats 0 to " + std::to_string(players - 1) + ")"};
  std::sort(seats.begin(), seats.end());
  seats.erase(std::unique(seats.begin(), seats.end()), seats.end());
  if (game.observe(-1).actions_applied != game.log().size())
    return Refusal{"", "this game has no log from its set-up to replay"};
  auto fresh = Game::create(ct, game.options(), game.seed());
  if (!fresh) return Refusal{fresh.refusal().rule, "the game cannot be set up again: " + fresh.refusal().reason};
  const std::vector<Action>& log = game.log();
  auto steps = plan_analysis_steps(*fresh, log, seats);
  if (!steps) return steps.refusal();
  std::size_t total = 0;
  for (const AnalysisStep& step : *steps) total += static_cast<std::size_t>(step.rated) + static_cast<std::size_t>(step.luck);

  GameAnalysis out;
  out.save_hash = save_fingerprint(game);
  out.content_id = ct.id;
  out.actions = log.size();
  out.budget = budget;
  out.seats = seats;
  const std::atomic<bool>* stop = control.stop.get();
  auto stopping = [&] { return stop && stop->load(); };
  review::Playouts playouts;
  std::unique_ptr<Bot> advisor = make_bot("advisor", 0);
  AnalysisStepTools tools{ct, budget, stop, playouts, *advisor};
  std::size_t done = 0;
  auto progressed = [&] {
    if (control.progress) control.progress(++done, total);
  };
  Game replay = *fresh;
  std::size_t next = 0;  // the next action of the log to apply
  for (const AnalysisStep& step : *steps) {
    if (stopping()) break;
    while (next < step.index) replay.apply(log[next++]);
    const int seat = replay.pending().owner;
    const int round = replay.state().round;
    const double expected = review_step(replay, step, log[step.index], tools, out);
    if (step.rated) progressed();
    replay.apply(log[next++]);
    if (!step.luck || stopping()) continue;
    out.rolls.push_back(analysis_roll_luck(replay, step, seat, round, log[step.index], expected, tools));
    progressed();
  }
  if (stopping()) out.complete = false;  // stopped before the end, or the last step cut short
  add_seat_totals(out);
  return out;
}

}  // namespace hs

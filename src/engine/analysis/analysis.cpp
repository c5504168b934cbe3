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

  // First replay: which actions are steps of the analysis.
  std::vector<AnalysisStep> steps;
  std::size_t total = 0;
  {
    Game replay = *fresh;
    for (std::size_t i = 0; i < log.size(); ++i) {
      const int owner = replay.pending().owner;
      const bool mine = is_analysed_seat(seats, owner);
      AnalysisStep step{i, mine && replay.legal_actions().size() > 1, false};
      auto events = replay.apply(log[i]);
      if (!events) return Refusal{events.refusal().rule, "action " + std::to_string(i + 1) + " of the save is refused: " + events.refusal().reason};
      step.luck = mine && dice_fell(*events);
      if (step.rated || step.luck) {
        steps.push_back(step);
        total += static_cast<std::size_t>(step.rated) + static_cast<std::size_t>(step.luck);
      }
    }
  }

  GameAnalysis out;
  out.save_hash = save_fingerprint(game);
  out.content_id = ct.id;
  out.actions = log.size();
  out.budget = budget;
  out.seats = seats;
  const std::atomic<bool>* stop = control.stop.get();
  review::Playouts playouts;
  std::unique_ptr<Bot> advisor = make_bot("advisor", 0);
  std::size_t done = 0;
  Game replay = *fresh;
  std::size_t next = 0;  // the next action of the log to apply
  for (const AnalysisStep& step : steps) {
    if (stop && stop->load()) {
      out.complete = false;
      break;
    }
    while (next < step.index) replay.apply(log[next++]);
    const int seat = replay.pending().owner;
    const Action& played = log[step.index];
    double expected = 0;
    {
      const Observation seen = replay.observe(seat);
      std::vector<Action> legal = step.rated ? replay.legal_actions() : std::vector<Action>{played};
      if (std::find(legal.begin(), legal.end(), played) == legal.end()) legal.push_back(played);
      review::EvalPlan plan;
      plan.worlds = budget.worlds;
      plan.keep = budget.keep;
      plan.stop = stop;
      if (step.rated) plan.must_keep = {played, advisor->choose(ct, seen, legal)};
      Rng rng = analysis_step_rng(budget.seed, step.index, 0);
      const review::Evaluation ev = review::evaluate(ct, seen, legal, plan, rng, playouts);
      const std::size_t p = *ev.find(played);
      expected = ev.candidates[p].mean();
      if (step.rated) {
        const std::size_t b = ev.best();
        DecisionReview d;
        d.action_index = step.index;
        d.seat = seat;
        d.round = seen.state().round;
        d.kind = seen.pending.kind;
        d.played = played;
        d.played_chance = expected;
        Rng confirm = analysis_step_rng(budget.seed, step.index, 2);
        d.chance_lost = review::confirmed_loss(ct, seen, ev.candidates[b].action, played, budget.worlds, confirm, playouts, stop);
        d.best = d.chance_lost > 0 ? ev.candidates[b].action : played;
        d.best_chance = d.chance_lost > 0 ? ev.candidates[b].mean() : expected;
        d.label = label_for_loss(d.chance_lost);
        d.actions = ranked_chances(ev);
        out.decisions.push_back(std::move(d));
        if (control.progress) control.progress(++done, total);
      }
    }
    const int round = replay.state().round;
    replay.apply(log[next++]);
    if (!step.luck) continue;
    if (stop && stop->load()) {
      out.complete = false;
      break;
    }
    Rng rng = analysis_step_rng(budget.seed, step.index, 1);
    RollLuck r;
    r.action_index = step.index;
    r.seat = seat;
    r.round = round;
    r.action = played;
    r.expected = expected;
    r.after = replay.finished() ? review::win_share(replay, seat)
                                : review::position_value(ct, replay.observe(seat), budget.worlds, rng, playouts, stop);
    r.luck = r.after - r.expected;
    out.rolls.push_back(std::move(r));
    if (control.progress) control.progress(++done, total);
  }
  if (stop && stop->load()) out.complete = false;  // the last step may have been cut short
  add_seat_totals(out);
  return out;
}

}  // namespace hs

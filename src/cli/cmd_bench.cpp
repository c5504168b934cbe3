// `highscore-cli bench [--json] [--seconds S] [--data DIR]`: single-core speed figures next to the
// issue-5 targets: engine actions/s, complete games/s with random and with advisor bots (3 players,
// standard game, fresh bots per game as simulate plays), and exact odds queries/s. Each figure runs for about S
// seconds of this thread's CPU time (default 1); the machine's core count is printed with them.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "bench_levels.hpp"
#include "bench_state.hpp"
#include "bot_games.hpp"
#include "commands.hpp"
#include "highscore/bots.hpp"
#include "highscore/game.hpp"
#include "highscore/probability.hpp"
#include "io_args.hpp"
#include "thread_clock.hpp"

namespace hs::cli {

namespace {

struct Clock {  // this thread's CPU time (thread_clock.hpp)
  using time_point = double;
  static double now() { return thread_cpu_seconds(); }
};

double seconds_since(double start) { return Clock::now() - start; }

struct GamesFigure {
  double games_per_s = 0, actions_per_s = 0, engine_actions_per_s = 0;
  double warm_games_per_s = 0;  // the same games with bots (and their memos) kept across games
  double fresh_seen_games_per_s = 0;  // the same games again, fresh bots, positions seen before
  long games = 0, actions = 0;
};

// Complete 3-player standard games with one bot kind in every seat, for about `budget` seconds,
// played exactly as `simulate --players 3 --seed 1 --bots KIND` plays them (play_bot_game: fresh
// bots for every game, as simulate, balance and the app do), so the figure can be checked against
// simulate's own timing. Then the same games again with the bots kept from game to game (the warm
// figure, which flatters bots that memoise), and the recorded actions replayed through Game::apply
// alone: the engine's own speed without any bot thinking.
std::optional<GamesFigure> bench_games(const Content& content, const std::string& kind, double budget, std::string& error) {
  GamesFigure f;
  BotRunArgs run;
  run.players = 3;
  run.seed = 1;
  run.bots = {kind};
  std::vector<std::pair<std::uint64_t, std::vector<Action>>> logs;
  BotGameHooks hooks;
  hooks.on_start = [&](const Game&, std::uint64_t seed, const std::vector<std::unique_ptr<Bot>>&) {
    logs.emplace_back(seed, std::vector<Action>{});
  };
  hooks.on_action = [&](const Game& game, const std::string&, const std::vector<Event>&) {
    logs.back().second.push_back(game.log().back());
  };
  const auto start = Clock::now();
  for (std::uint64_t index = 0; seconds_since(start) < budget || f.games == 0; ++index) {
    const BotGameResult r = play_bot_game(content, run, index, hooks);
    if (!r.error.empty()) {
      error = "the " + kind + " bot game " + std::to_string(index + 1) + ": " + r.error;
      return std::nullopt;
    }
    f.actions += static_cast<long>(r.actions);
    ++f.games;
  }
  const double elapsed = seconds_since(start);
  f.games_per_s = static_cast<double>(f.games) / elapsed;
  f.actions_per_s = static_cast<double>(f.actions) / elapsed;

  GameOptions options;
  options.players = 3;
  std::vector<std::unique_ptr<Bot>> warm;
  for (int seat = 0; seat < 3; ++seat) warm.push_back(make_bot(kind, 1000 + static_cast<std::uint64_t>(seat)));
  const auto warm_start = Clock::now();
  for (const auto& [seed, log] : logs) {
    auto game = Game::create(content, options, seed);
    while (game && !game->finished() && game->state().round <= run.max_rounds)
      if (!game->apply(ask_bot(*warm[static_cast<std::size_t>(game->pending().owner)], *game))) break;
  }
  f.warm_games_per_s = static_cast<double>(logs.size()) / seconds_since(warm_start);
  // The same games once more with fresh bots: what a new bot costs once the process has seen these
  // positions (advisors share their odds and plans per process, issue 21).
  const auto fresh_start = Clock::now();
  for (const auto& [seed, log] : logs) {
    std::vector<std::unique_ptr<Bot>> fresh;
    for (int seat = 0; seat < 3; ++seat) fresh.push_back(make_bot(kind, 2000 + static_cast<std::uint64_t>(seat)));
    auto game = Game::create(content, options, seed);
    while (game && !game->finished() && game->state().round <= run.max_rounds)
      if (!game->apply(ask_bot(*fresh[static_cast<std::size_t>(game->pending().owner)], *game))) break;
  }
  f.fresh_seen_games_per_s = static_cast<double>(logs.size()) / seconds_since(fresh_start);

  long replayed = 0;
  const auto replay_start = Clock::now();
  do {
    for (const auto& [seed, log] : logs) {
      auto game = Game::create(content, options, seed);
      for (const Action& a : log) game->apply(a);
      replayed += static_cast<long>(log.size());
    }
  } while (seconds_since(replay_start) < budget / 2);
  f.engine_actions_per_s = static_cast<double>(replayed) / seconds_since(replay_start);
  return f;
}

struct OddsFigure {
  double queries_per_s = 0, median_us = 0, worst_us = 0;
};

// Queries (never memoised: each is computed from scratch) drawn from a fixed seed: dice spread over the four colours, random
// requirements (colour or "any", minimum 1-6).
OddsFigure bench_odds(int min_dice, int max_dice, int max_reqs, int gems, double budget) {
  Rng rng(2026);
  std::vector<double> times;
  const auto start = Clock::now();
  double sink = 0;
  while (seconds_since(start) < budget || times.size() < 50) {
    OddsQuery q;
    const int n = min_dice + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_dice - min_dice + 1)));
    for (int i = 0; i < n; ++i) ++q.dice.n[rng.below(4)];
    const int r = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_reqs)));
    for (int i = 0; i < r; ++i) q.require.push_back({static_cast<Color>(rng.below(5)), 1 + static_cast<int>(rng.below(6))});
    q.gems = gems;
    // The fastest of three runs: a shared machine's preemptions would otherwise set the worst case.
    double best = 1e18;
    for (int rep = 0; rep < 3; ++rep) {
      const auto t0 = Clock::now();
      auto odds = compute_odds(q);
      best = std::min(best, seconds_since(t0) * 1e6);
      if (odds) sink += odds->probability;
    }
    times.push_back(best);
  }
  OddsFigure f;
  double total = 0;
  for (double t : times) total += t;
  f.queries_per_s = static_cast<double>(times.size()) / (total / 1e6);
  std::sort(times.begin(), times.end());
  f.median_us = times[times.size() / 2];
  f.worst_us = times.back();
  if (sink < 0) std::printf("impossible\n");  // keeps the work observable to the optimiser
  return f;
}

int bench_fail(const std::string& message) {
  std::fprintf(stderr, "highscore-cli bench: %s\nusage: highscore-cli bench [--json] [--seconds S] [--data DIR]\n",
               message.c_str());
  return 2;
}

}  // namespace

int cmd_bench(const Args& args) {
  bool json = false;
  bool quick = false;
  double budget = 1.0;
  std::string data_dir = default_data_dir();
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--json") {
      json = true;
    } else if (args[i] == "--seconds" && i + 1 < args.size()) {
      auto v = parse_u64(args[++i]);
      if (!v || *v < 1 || *v > 600) return bench_fail("--seconds needs a whole number from 1 to 600");
      budget = static_cast<double>(*v);
    } else if (args[i] == "--quick") {
      budget = 0.1;  // for tests: the figures are rough but every path runs
      quick = true;
    } else if (args[i] == "--data" && i + 1 < args.size()) {
      data_dir = args[++i];
    } else {
      return bench_fail("unknown or incomplete argument '" + args[i] + "'");
    }
  }
  auto content = load_content_or_report("bench", data_dir);
  if (!content) return 2;

  std::string error;
  auto random = bench_games(*content, "random", budget, error);
  if (!random) return bench_fail(error);
  auto advisor = bench_games(*content, "advisor", budget, error);
  if (!advisor) return bench_fail(error);
  const OddsFigure typical = bench_odds(1, 6, 3, 0, budget / 2);
  const OddsFigure worst = bench_odds(10, 10, 10, 0, budget / 2);
  const OddsFigure with_gems = bench_odds(1, 6, 3, 2, budget / 2);
  const auto state = bench_state(*content, budget / 4);
  if (!state) return bench_fail("cannot play the game the state figures are measured on");
  const std::vector<LevelFigure> levels = bench_levels(*content, budget, quick);
  const unsigned cores = std::thread::hardware_concurrency();

  // Targets (issue 5), stated next to every figure they apply to.
  constexpr double kEngineTarget = 1e6, kRandomTarget = 5000, kAdvisorTarget = 500;
  constexpr double kOddsTypicalMedianUs = 20, kOdds10WorstUs = 5000;
  auto games_json = [&](const GamesFigure& g, double target) {
    return nlohmann::json{{"games_per_s", g.games_per_s},
                          {"games_per_s_target", target},
                          {"actions_per_s", g.actions_per_s},
                          {"warm_games_per_s", g.warm_games_per_s},
                          {"fresh_bots_seen_games_per_s", g.fresh_seen_games_per_s},
                          {"engine_actions_per_s", g.engine_actions_per_s},
                          {"engine_actions_per_s_target", kEngineTarget},
                          {"games", g.games},
                          {"same_games_as", "simulate --players 3 --games " + std::to_string(g.games) +
                                                " --seed 1 --bots " + (&g == &*advisor ? "advisor" : "random")}};
  };
  auto odds_json = [](const OddsFigure& o) {
    return nlohmann::json{{"queries_per_s", o.queries_per_s}, {"median_us", o.median_us}, {"worst_us", o.worst_us}};
  };
  nlohmann::json out = {{"cores", cores},
                        {"threads_used", 1},
                        {"bots", "fresh per game (as simulate, balance and the app play)"},
                        {"random", games_json(*random, kRandomTarget)},
                        {"advisor", games_json(*advisor, kAdvisorTarget)},
                        {"odds_typical", odds_json(typical)},
                        {"odds_worst_10_dice", odds_json(worst)},
                        {"odds_with_2_gems", odds_json(with_gems)},
                        {"state", {{"hash_us", state->hash_us}, {"hash_us_target", 2}, {"copy_us", state->copy_state_us},
                                   {"observe_us", state->observe_us}}},
                        {"targets", {{"engine_actions_per_s", kEngineTarget}, {"random_games_per_s", kRandomTarget},
                                     {"advisor_games_per_s", kAdvisorTarget}, {"odds_typical_median_us", kOddsTypicalMedianUs},
                                     {"odds_10_dice_worst_us", kOdds10WorstUs}}}};
  // Issue 21: the fresh advisor's target rose to 2,000 games/s; Hard decides within 1 s (median) and
  // 3 s (worst) at the app's budget.
  constexpr double kFreshAdvisorTarget = 2000, kHardMedianMs = 1000, kHardWorstMs = 3000;
  out["advisor"]["games_per_s_target"] = kFreshAdvisorTarget;
  out["targets"]["advisor_games_per_s"] = kFreshAdvisorTarget;
  for (const LevelFigure& l : levels) {
    nlohmann::json j = {{"kind", l.kind}, {"table", l.table}, {"games_per_s", l.games_per_s}, {"games", l.games},
                        {"decisions", l.decisions}, {"decision_median_ms", l.median_ms},
                        {"decision_p99_ms", l.p99_ms}, {"decision_worst_ms", l.worst_ms}};
    if (l.kind == "expert") {
      j["decision_median_ms_target"] = kHardMedianMs;
      j["decision_worst_ms_target"] = kHardWorstMs;
      j["searched_decisions"] = l.searched;
      j["searched_decision_median_ms"] = l.searched_median_ms;
    }
    out["levels"][l.level] = j;
  }
  out["odds_typical"]["median_us_target"] = kOddsTypicalMedianUs;
  out["odds_worst_10_dice"]["worst_us_target"] = kOdds10WorstUs;
  if (json) {
    std::printf("%s\n", out.dump(2).c_str());
    return 0;
  }
  auto vs = [](double value, double target, bool higher_is_better) {
    const bool ok = higher_is_better ? value >= target : value <= target;
    char buf[64];
    std::snprintf(buf, sizeof buf, "target %s %.0f: %s", higher_is_better ? ">=" : "<=", target, ok ? "ok" : "MISSED");
    return std::string(buf);
  };
  std::printf("bench: single core (machine has %u cores), 3-player standard games, default content,\n", cores);
  std::printf("       fresh bots every game, the games of `simulate --players 3 --seed 1`\n");
  for (const auto* g : {&*random, &*advisor}) {
    const bool adv = g == &*advisor;
    std::printf("  %s bots: %8.0f games/s [%s]  %10.0f actions/s with bots  (warm bots kept across games: %.0f games/s)\n",
                adv ? "advisor" : "random ", g->games_per_s, vs(g->games_per_s, adv ? kFreshAdvisorTarget : kRandomTarget, true).c_str(),
                g->actions_per_s, g->warm_games_per_s);
    std::printf("                 %ld games, same as `simulate --players 3 --games %ld --seed 1 --bots %s`\n", g->games,
                g->games, adv ? "advisor" : "random");
    std::printf("                 the same games again with fresh bots, positions seen before: %.0f games/s\n",
                g->fresh_seen_games_per_s);
  }
  std::printf("  bot levels (3-player standard games; decisions with a choice, this level's own):\n");
  for (const LevelFigure& l : levels) {
    std::printf("    %-6s (%-7s) %8.1f games/s  %5ld games (%s)  decision median %8.2f ms  p99 %8.2f ms  worst %8.2f ms",
                l.level.c_str(), l.kind.c_str(), l.games_per_s, l.games, l.table.c_str(), l.median_ms, l.p99_ms, l.worst_ms);
    if (l.kind == "expert")
      std::printf(" [median %s; worst %s]\n           searched decisions (the rest are the advisor's dice and rerolls): %ld, median %.2f ms",
                  vs(l.median_ms, kHardMedianMs, false).c_str(), vs(l.worst_ms, kHardWorstMs, false).c_str(), l.searched,
                  l.searched_median_ms);
    std::printf("\n");
  }
  std::printf("  engine alone  : %8.0f actions/s replayed through Game::apply [%s]\n", random->engine_actions_per_s,
              vs(random->engine_actions_per_s, kEngineTarget, true).c_str());
  std::printf("  odds, typical (<=6 dice, <=3 reqs): %9.0f queries/s  median %.2f us [%s]  worst %.1f us\n",
              typical.queries_per_s, typical.median_us, vs(typical.median_us, kOddsTypicalMedianUs, false).c_str(),
              typical.worst_us);
  std::printf("  odds, 10 dice, <=10 reqs          : %9.0f queries/s  median %.2f us  worst %.1f us [%s]\n",
              worst.queries_per_s, worst.median_us, worst.worst_us, vs(worst.worst_us, kOdds10WorstUs, false).c_str());
  std::printf("  odds, <=6 dice with 2 gems        : %9.0f queries/s  median %.2f us  worst %.1f us (no target)\n",
              with_gems.queries_per_s, with_gems.median_us, with_gems.worst_us);
  std::printf("  mid-game state: hash %.2f us [%s]  copy %.2f us  observe %.3f us\n", state->hash_us,
              vs(state->hash_us, 2, false).c_str(), state->copy_state_us, state->observe_us);
  return 0;
}

}  // namespace hs::cli

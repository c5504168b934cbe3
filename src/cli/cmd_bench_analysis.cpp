// `highscore-cli bench-analysis [--budget K] [--seed S] [--quick] [--save-game OUT.json] [--data DIR]`: the game review's
// speed (issue 23) on one core: the whole analysis of one seat of a typical 3-player standard game
// (game 1 of `simulate --players 3 --seed 1 --bots advisor`) at the default budget, target <= 20 s,
// and the coach's first hint at that seat's decisions, target <= 1 s. Times are this thread's CPU time.
// --save-game writes that game as a save, to try `analyze` on.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bot_games.hpp"
#include "commands.hpp"
#include "highscore/analysis.hpp"
#include "highscore/save.hpp"
#include "io_args.hpp"
#include "thread_clock.hpp"

namespace hs::cli {

namespace {

int bench_analysis_fail(const std::string& message) {
  std::fprintf(stderr,
               "highscore-cli bench-analysis: %s\nusage: highscore-cli bench-analysis [--budget K] [--seed S] [--quick] "
               "[--save-game OUT.json] [--data DIR]\n",
               message.c_str());
  return 2;
}

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
}

// Game 1 of `simulate --players 3 --seed 1 --bots advisor`, rebuilt from its seed and log.
std::optional<Game> typical_game(const Content& content) {
  BotRunArgs run;
  run.players = 3;
  run.seed = 1;
  run.games = 1;
  run.bots = {"advisor"};
  std::uint64_t seed = 0;
  std::vector<Action> log;
  BotGameHooks hooks;
  hooks.on_start = [&](const Game&, std::uint64_t s, const std::vector<std::unique_ptr<Bot>>&) { seed = s; };
  hooks.on_action = [&](const Game& g, const std::string&, const std::vector<Event>&) { log.push_back(g.log().back()); };
  if (!play_bot_game(content, run, 0, hooks).error.empty()) return std::nullopt;
  GameOptions options;
  options.players = 3;
  auto game = Game::create(content, options, seed);
  if (!game) return std::nullopt;
  for (const Action& a : log)
    if (!game->apply(a)) return std::nullopt;
  return std::move(game.value());
}

}  // namespace

int cmd_bench_analysis(const Args& args) {
  AnalysisBudget budget;
  std::string data_dir = default_data_dir(), save_path;
  bool quick = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if ((a == "--budget" || a == "--seed") && i + 1 < args.size()) {
      const auto v = parse_u64(args[++i]);
      if (a == "--seed") {
        if (!v) return bench_analysis_fail("--seed needs a whole number, not '" + args[i] + "'");
        budget.seed = *v;
      } else {
        if (!v || *v < 1 || *v > static_cast<std::uint64_t>(kMaxAnalysisWorlds))
          return bench_analysis_fail("--budget needs a whole number from 1 to 4096, not '" + args[i] + "'");
        budget.worlds = static_cast<int>(*v);
      }
    } else if (a == "--quick") {
      quick = true;  // for tests: a token budget, every path runs, the figures mean nothing
    } else if (a == "--data" && i + 1 < args.size()) {
      data_dir = args[++i];
    } else if (a == "--save-game" && i + 1 < args.size()) {
      save_path = args[++i];
    } else {
      return bench_analysis_fail("unknown or incomplete argument '" + a + "'");
    }
  }
  auto content = load_content_or_report("bench-analysis", data_dir);
  if (!content) return 2;
  const std::optional<Game> game = typical_game(*content);
  if (!game) return bench_analysis_fail("the typical game could not be played");
  if (quick) budget.worlds = 2;
  if (!save_path.empty()) {
    if (auto written = write_save_file(*game, save_path); !written)
      return bench_analysis_fail("cannot write the game: " + written.refusal().reason);
  }

  const double start = thread_cpu_seconds();
  auto analysis = analyze_game(*game, {0}, budget);
  const double seconds = thread_cpu_seconds() - start;
  if (!analysis) return bench_analysis_fail(analysis.refusal().reason);

  // The first hint at each of seat 0's decisions with a choice: uncapped at the default worlds (what
  // it costs), then with the app's one-second cap (how many worlds fit).
  std::vector<double> hint_ms, capped_ms, capped_worlds;
  Game replay = *Game::create(*content, game->options(), game->seed());
  const std::size_t most = quick ? 3 : 40;
  for (const DecisionReview& d : analysis->decisions) {
    if (hint_ms.size() >= most) break;
    while (replay.log().size() < d.action_index) replay.apply(game->log()[replay.log().size()]);
    HintBudget hint;
    if (quick) hint.worlds = 2;
    hint.max_seconds = 0;
    const Observation seen = replay.observe(d.seat);
    const std::vector<Action> legal = replay.legal_actions();
    double t0 = thread_cpu_seconds();
    hint_actions(*content, seen, legal, hint);
    hint_ms.push_back((thread_cpu_seconds() - t0) * 1000);
    hint.max_seconds = 1.0;
    t0 = thread_cpu_seconds();
    const auto lines = hint_actions(*content, seen, legal, hint);
    capped_ms.push_back((thread_cpu_seconds() - t0) * 1000);
    if (!lines.empty()) capped_worlds.push_back(lines.front().worlds);
  }
  const SeatTotals& t = analysis->totals.front();
  std::printf("bench-analysis: single core, game 1 of `simulate --players 3 --seed 1 --bots advisor` (%zu actions, %d rounds)\n",
              game->log().size(), game->state().round);
  std::printf("  analyze seat 0, %d worlds per action: %.2f s [target <= 20 s: %s]\n", budget.worlds, seconds,
              seconds <= 20 ? "ok" : "MISSED");
  std::printf("      %d decisions with a choice, %d rolls (%.0f ms per decision or roll)\n", t.decisions, t.rolls,
              seconds * 1000 / std::max(1, t.decisions + t.rolls));
  std::printf("  first hint at %zu of seat 0's decisions, %d worlds, no time cap: median %.0f ms, p90 %.0f ms, worst %.0f ms\n",
              hint_ms.size(), quick ? 2 : HintBudget{}.worlds, percentile(hint_ms, 0.5), percentile(hint_ms, 0.9),
              percentile(hint_ms, 1.0));
  std::printf("      with the app's 1 s cap: worst %.0f ms [target <= 1000 ms: %s], fewest worlds %.0f\n", percentile(capped_ms, 1.0),
              percentile(capped_ms, 1.0) <= 1000 ? "ok" : "MISSED", capped_worlds.empty() ? 0.0 : percentile(capped_worlds, 0.0));
  return 0;
}

}  // namespace hs::cli

// Bot levels for `bench`: each level's games timed as a whole and each of its decisions alone, on
// this thread's CPU clock (a shared machine's other work does not count against the bot).
#include "bench_levels.hpp"

#include <algorithm>
#include <memory>

#include "highscore/bots.hpp"
#include "highscore/game.hpp"
#include "thread_clock.hpp"

namespace hs::cli {

namespace {

double at_fraction(const std::vector<double>& sorted, double f) {
  if (sorted.empty()) return 0.0;
  return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(f * static_cast<double>(sorted.size())))];
}

}  // namespace

std::vector<LevelFigure> bench_levels(const Content& content, double budget, bool quick) {
  std::vector<LevelFigure> out;
  for (const BotLevel& level : bot_levels()) {
    LevelFigure f;
    f.level = level.level;
    f.kind = level.kind;
    const bool search = f.kind == "expert";
    f.table = search ? "1 " + f.kind + " + 2 advisors" : "3 " + f.kind;
    std::vector<double> times, searched;
    const double start = thread_cpu_seconds();
    for (std::uint64_t seed = 1; thread_cpu_seconds() - start < budget || f.games == 0; ++seed) {
      GameOptions options;
      options.players = 3;
      auto game = Game::create(content, options, seed);
      if (!game) break;
      std::vector<std::unique_ptr<Bot>> bots;
      for (int seat = 0; seat < 3; ++seat) {
        const bool own = !search || seat == 0;
        bots.push_back(own && search ? make_expert_bot(seed * 3 + 1, quick ? SearchBudget{6, 0.0} : app_search_budget())
                                     : make_bot(own ? f.kind : "advisor", seed * 3 + static_cast<std::uint64_t>(seat)));
      }
      while (!game->finished() && game->state().round <= 200) {
        const int owner = game->pending().owner;
        const std::vector<Action> legal = seat_choices(game->legal_actions(), owner);
        const double t0 = thread_cpu_seconds();
        const Action a = bots[static_cast<std::size_t>(owner)]->choose(content, game->observe(owner), legal);
        const double took = thread_cpu_seconds() - t0;
        if ((!search || owner == 0) && legal.size() > 1) {
          times.push_back(took);
          // The expert's reason gives its estimates ("... to win") exactly when it searched.
          const Bot& bot = *bots[static_cast<std::size_t>(owner)];
          if (search && bot.explain(content, game->observe(owner), legal, a).find("to win") != std::string::npos)
            searched.push_back(took);
        }
        if (!game->apply(a)) break;
      }
      ++f.games;
    }
    f.games_per_s = static_cast<double>(f.games) / (thread_cpu_seconds() - start);
    std::sort(times.begin(), times.end());
    f.decisions = static_cast<long>(times.size());
    f.median_ms = at_fraction(times, 0.5) * 1e3;
    f.p99_ms = at_fraction(times, 0.99) * 1e3;
    f.worst_ms = times.empty() ? 0.0 : times.back() * 1e3;
    std::sort(searched.begin(), searched.end());
    f.searched = static_cast<long>(searched.size());
    f.searched_median_ms = at_fraction(searched, 0.5) * 1e3;
    out.push_back(f);
  }
  return out;
}

}  // namespace hs::cli

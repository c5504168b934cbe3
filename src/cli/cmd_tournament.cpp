// `highscore-cli tournament --players N --games G --seed S --bots A,B[,C...] [--iterations K]
// [--threads T] [--data DIR] [--max-rounds R] [--mode NAME] [--set KEY=VALUE]...`: bots measured side
// by side (issue 21).
//  - Competitive games (standard mode, 2-4 seats, one kind per seat): the line-up turns one seat
//    every game so each bot sits everywhere equally; each entry's win share (a shared win counts as
//    a fraction) with a 95% confidence interval, next to the fair share 1/N, and its share in each
//    seat it sat in (a bot weak in one seat shows there).
//  - Solo (Azoz, Hunter) and co-op games: every kind plays the same seeds in every seat (paired);
//    each kind's win rate with its interval, and the first kind's lead over each other kind with the
//    interval of the paired difference.
// Intervals (95%): Wilson's for win rates, the normal approximation for shares and paired
// differences. The expert's search budget is --iterations (worlds x candidate actions per decision;
// the default is make_bot("expert")'s).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "bot_games.hpp"
#include "commands.hpp"
#include "io_args.hpp"

namespace hs::cli {

namespace {

const char* kUsage =
    "usage: highscore-cli tournament --players N --games G --seed S --bots A,B[,...] [--iterations K]\n"
    "                                [--threads T] [--data DIR] [--max-rounds R] [--mode NAME] [--set KEY=VALUE]...";

struct Interval {
  double mean = 0, low = 0, high = 0;
};

// Wilson's score interval when every value is 0 or 1 (it stays inside 0..1 and behaves near the
// ends); otherwise the normal approximation over the values (shares of shared wins, paired
// differences), clipped to `lowest`..1.
Interval interval_of(const std::vector<double>& xs, double lowest = 0.0) {
  Interval out;
  if (xs.empty()) return out;
  const double n = static_cast<double>(xs.size());
  if (lowest == 0.0 && std::all_of(xs.begin(), xs.end(), [](double x) { return x == 0.0 || x == 1.0; })) {
    const double p = std::count(xs.begin(), xs.end(), 1.0) / n, z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return Interval{p, centre - half, centre + half};
  }
  double sum = 0, sq = 0;
  for (double x : xs) {
    sum += x;
    sq += x * x;
  }
  out.mean = sum / n;
  const double var = xs.size() > 1 ? std::max(0.0, (sq - n * out.mean * out.mean) / (n - 1)) : 0.0;
  const double half = 1.96 * std::sqrt(var / n);
  out.low = std::max(lowest, out.mean - half);
  out.high = std::min(1.0, out.mean + half);
  return out;
}

std::string pct(const Interval& i) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%5.1f%%  [%5.1f%%, %5.1f%%]", 100 * i.mean, 100 * i.low, 100 * i.high);
  return buf;
}

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == ',')
      out.emplace_back();
    else
      out.back().push_back(c);
  }
  return out;
}

// Runs `jobs` calls of `job(index)` over `threads` threads; results land by index, so the output
// does not depend on the thread count.
template <typename Job>
void run_parallel(std::uint64_t jobs, int threads, Job job) {
  std::atomic<std::uint64_t> next{0};
  auto worker = [&] {
    for (std::uint64_t i = next++; i < jobs; i = next++) job(i);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
}

int fail(const std::string& message) {
  std::fprintf(stderr, "highscore-cli tournament: %s\n%s\n", message.c_str(), kUsage);
  return 2;
}

}  // namespace

int cmd_tournament(const Args& args) {
  Args rest;
  std::vector<std::string> kinds;
  int threads = 1;
  int iterations = 0;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool ours = a == "--bots" || a == "--threads" || a == "--iterations";
    if (!ours) {
      rest.push_back(a);
      continue;
    }
    if (i + 1 >= args.size()) return fail(a + " needs a value");
    const std::string& v = args[++i];
    if (a == "--bots") {
      kinds = split(v);
      for (auto& k : kinds) {  // levels (easy, normal, hard) are read as the kinds they play as
        const std::string kind = bot_kind_for(k);
        if (kind.empty()) return fail("--bots: unknown bot '" + k + "'");
        k = kind;
      }
      continue;
    }
    const auto n = parse_u64(v);
    if (a == "--threads") {
      if (!n || *n < 1 || *n > 64) return fail("--threads must be 1 to 64, got '" + v + "'");
      threads = static_cast<int>(*n);
    } else {
      if (!n || *n < 1 || *n > 1000000) return fail("--iterations must be 1 to 1000000, got '" + v + "'");
      iterations = static_cast<int>(*n);
    }
  }
  if (kinds.size() < 2) return fail("--bots needs at least two kinds to compare, e.g. expert,advisor,advisor");
  rest.push_back("--bots");
  rest.push_back(kinds.front());
  BotRunArgs run;
  auto content = prepare_bot_run("tournament", kUsage, rest, run, false);
  if (!content) return 2;
  run.expert_iterations = iterations;
  const Mode mode = run.flags.options.mode;
  const bool paired = mode != Mode::Standard;
  const auto start = std::chrono::steady_clock::now();

  if (!paired) {
    if (static_cast<int>(kinds.size()) != run.players)
      return fail("a competitive game takes one kind per seat (" + std::to_string(run.players) + ")");
    // per game, per entry of the line-up: its share of the win
    std::vector<std::vector<double>> share(run.games, std::vector<double>(kinds.size(), 0.0));
    std::vector<std::string> errors(run.games);
    run_parallel(run.games, threads, [&](std::uint64_t g) {
      BotRunArgs a = run;
      const std::size_t turn = g % kinds.size();
      a.bots.clear();
      for (std::size_t seat = 0; seat < kinds.size(); ++seat) a.bots.push_back(kinds[(seat + turn) % kinds.size()]);
      const BotGameResult r = play_bot_game(*content, a, g);
      errors[g] = r.error;
      for (int w : r.winners) share[g][(static_cast<std::size_t>(w) + turn) % kinds.size()] += 1.0 / static_cast<double>(r.winners.size());
    });
    for (std::uint64_t g = 0; g < run.games; ++g)
      if (!errors[g].empty()) return fail("game " + std::to_string(g + 1) + ": " + errors[g]);
    std::printf("tournament: %llu %d-player %s games, seats rotated every game, fair share %.1f%%\n",
                static_cast<unsigned long long>(run.games), run.players, std::string(mode_name(mode)).c_str(),
                100.0 / run.players);
    std::printf("  %-3s %-10s %-34s %s\n", "#", "bot", "win share [95% interval]", "by seat it sat in (1st, 2nd, ...)");
    for (std::size_t e = 0; e < kinds.size(); ++e) {
      std::vector<double> xs;
      // Entry e sat in seat (e - turn) mod N in game g (turn = g mod N): a bot weak in one seat shows here.
      std::vector<std::vector<double>> by_seat(kinds.size());
      for (std::uint64_t g = 0; g < run.games; ++g) {
        xs.push_back(share[g][e]);
        by_seat[(e + kinds.size() - g % kinds.size()) % kinds.size()].push_back(share[g][e]);
      }
      std::string seats;
      for (const auto& ys : by_seat) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%s%.0f%%", seats.empty() ? "" : ", ", 100 * interval_of(ys).mean);
        seats += buf;
      }
      std::printf("  %-3zu %-10s %-34s %s\n", e + 1, kinds[e].c_str(), pct(interval_of(xs)).c_str(), seats.c_str());
    }
  } else {
    // per kind, per game: won (1) or not (0), on the same seeds
    std::vector<std::vector<double>> won(kinds.size(), std::vector<double>(run.games, 0.0));
    std::vector<std::string> errors(kinds.size() * run.games);
    run_parallel(kinds.size() * run.games, threads, [&](std::uint64_t job) {
      const std::size_t k = job / run.games;
      const std::uint64_t g = job % run.games;
      BotRunArgs a = run;
      a.bots = {kinds[k]};
      const BotGameResult r = play_bot_game(*content, a, g);
      errors[job] = r.error;
      won[k][g] = r.winners.empty() ? 0.0 : 1.0;
    });
    for (std::size_t j = 0; j < errors.size(); ++j)
      if (!errors[j].empty()) return fail(kinds[j / run.games] + " game " + std::to_string(j % run.games + 1) + ": " + errors[j]);
    std::printf("tournament: %llu %s games with %d seat%s, every kind on the same seeds (paired)\n",
                static_cast<unsigned long long>(run.games), std::string(mode_name(mode)).c_str(), run.players,
                run.players == 1 ? "" : "s, one kind in every seat");
    std::printf("  %-10s %s\n", "bot", "win rate [95% interval]");
    for (std::size_t k = 0; k < kinds.size(); ++k)
      std::printf("  %-10s %s\n", kinds[k].c_str(), pct(interval_of(won[k])).c_str());
    for (std::size_t k = 1; k < kinds.size(); ++k) {
      std::vector<double> d;
      for (std::uint64_t g = 0; g < run.games; ++g) d.push_back(won[0][g] - won[k][g]);
      // Paired differences (-1, 0 or 1) take the normal interval.
      std::printf("  %s - %s: %s (paired difference)\n", kinds[0].c_str(), kinds[k].c_str(), pct(interval_of(d, -1.0)).c_str());
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "tournament: %.1f s on %d thread%s\n", seconds, threads, threads == 1 ? "" : "s");
  return 0;
}

}  // namespace hs::cli

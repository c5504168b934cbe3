// highscore-cli: headless tools over the engine (content checks, scripted games, replays, bot
// simulations, odds, benchmarks).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>

#include "commands.hpp"

namespace {
struct Command {
  const char* name;
  int (*run)(const hs::cli::Args&);
  const char* usage;
  bool own_help;  // prints a longer usage of its own on --help
};

const Command kCommands[] = {
    {"validate", hs::cli::cmd_validate, "validate [DATA_DIR]", true},
    {"content-stats", hs::cli::cmd_content_stats, "content-stats [DATA_DIR]", false},
    {"play", hs::cli::cmd_play, "play SCRIPT.json [--data DIR] [--save OUT.json]", false},
    {"replay", hs::cli::cmd_replay, "replay SAVE.json [--data DIR]", false},
    {"simulate", hs::cli::cmd_simulate,
     "simulate --players N --games G --seed S [--bots random,...] [--data DIR] [--max-rounds R]\n"
     "           [--mode NAME] [--set KEY=VALUE]... [--verbose]", false},
    {"odds", hs::cli::cmd_odds, "odds --roll red,red,yellow --need red:4,blue:3 [--forbid black] [--gems K]", true},
    {"bench", hs::cli::cmd_bench, "bench [--json]", false},
    {"balance", hs::cli::cmd_balance,
     "balance --players N --games G --seed S [--bots advisor,...] [--data DIR] [--max-rounds R]\n"
     "           [--mode NAME] [--set KEY=VALUE]...", false},
    {"tournament", hs::cli::cmd_tournament,
     "tournament --players N --games G --seed S --bots A,B[,...] [--iterations K] [--threads T] [--data DIR]\n"
     "           [--max-rounds R] [--mode NAME] [--set KEY=VALUE]...", false},
    {"analyze", hs::cli::cmd_analyze, "analyze SAVE.json [--seat N]... [--budget K] [--seed S] [--all] [--json] [--data DIR]", true},
    {"bench-analysis", hs::cli::cmd_bench_analysis, "bench-analysis [--budget K] [--seed S] [--quick] [--save-game OUT.json] [--data DIR]", false},
};

void print_usage(std::FILE* out) {
  std::fprintf(out, "usage: highscore-cli COMMAND [ARGS]\ncommands:\n");
  for (const auto& c : kCommands) std::fprintf(out, "  %s\n", c.usage);
}
}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    print_usage(stderr);
    return 2;
  }
  const std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    print_usage(stdout);
    return 0;
  }
  hs::cli::Args args(argv + 2, argv + argc);
  for (const auto& c : kCommands) {
    if (name != c.name) continue;
    // Every command answers --help (or -h) with its usage, wherever the flag stands.
    const bool help = std::find(args.begin(), args.end(), "--help") != args.end() ||
                      std::find(args.begin(), args.end(), "-h") != args.end();
    if (help && !c.own_help) {
      std::printf("usage: highscore-cli %s\n", c.usage);
      return 0;
    }
    return c.run(args);
  }
  std::fprintf(stderr, "highscore-cli: unknown command '%s'\n", name.c_str());
  print_usage(stderr);
  return 2;
}

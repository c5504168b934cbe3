// Runs of seeded bot games shared by `simulate` and `balance`: one argument parser, one seed
// derivation (so a game of one command can be looked at with the other) and one game loop.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "highscore/bots.hpp"
#include "highscore/game.hpp"
#include "option_flags.hpp"

namespace hs::cli {

struct BotRunArgs {
  int players = 0;
  std::uint64_t games = 0;
  std::uint64_t seed = 0;
  std::vector<std::string> bots;  // one kind for every seat, or one per seat (levels read as kinds)
  int expert_iterations = 0;      // > 0: the expert's search budget (else make_bot's default)
  std::string data_dir = default_data_dir();
  int max_rounds = 200;
  bool verbose = false;
  OptionFlags flags;  // --mode NAME, --set KEY=VALUE (repeatable)
};

// Reads --players --games --seed (required), --bots --data --max-rounds --mode --set, and --verbose
// when `allow_verbose`. Returns "" or a message naming the wrong flag. The rules' verdict on the
// options needs the content: refuse_option_flags(content, args.flags, args.players).
std::string parse_bot_run_args(const Args& args, BotRunArgs& out, bool allow_verbose);

// The common start of `simulate` and `balance`: the arguments read, the content loaded and the
// options checked by the rules. On any problem the message (and `usage` for a wrong flag) goes to
// stderr as "highscore-cli COMMAND: ..." and the result is empty.
std::optional<Content> prepare_bot_run(const char* command, const char* usage, const Args& args, BotRunArgs& out,
                                       bool allow_verbose);

struct BotGameResult {
  bool finished = false;
  int rounds = 0;
  std::uint64_t actions = 0;
  std::vector<int> winners;
  std::vector<int> characters;  // per seat
  std::string end_reason;       // end_reason(state): "winner", "nobody_left", "unfinished", ...
  std::string error;            // a refused bot action: an engine or bot defect
};

// Hooks into one game: `on_start` after set-up; `on_action` after each applied action, with the
// bot's one-line reason (computed only when `explain` is set, since it costs a search).
struct BotGameHooks {
  bool explain = false;
  std::function<void(const Game&, std::uint64_t seed, const std::vector<std::unique_ptr<Bot>>&)> on_start;
  std::function<void(const Game&, const std::string& why, const std::vector<Event>&)> on_action;
};

// Plays game number `index` of the run to its end, or to the round cap.
BotGameResult play_bot_game(const Content& content, const BotRunArgs& args, std::uint64_t index,
                            const BotGameHooks& hooks = {});

// Median of sorted values (0 when empty; callers print null for an empty run).
double median_of_sorted(const std::vector<int>& sorted);

}  // namespace hs::cli

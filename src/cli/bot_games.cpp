// Seeded bot games for `simulate` and `balance`.
#include "bot_games.hpp"

#include <algorithm>
#include <cstdio>

#include "highscore/queries.hpp"

#include "io_args.hpp"

namespace hs::cli {

namespace {

// splitmix64 finaliser: spreads (seed, index) pairs into unrelated game and bot seeds.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == ',')
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

// Levels (easy, normal, hard) are read as the kinds they play as.
std::string check_bot_kinds(std::vector<std::string>& bots) {
  for (auto& b : bots) {
    const std::string kind = bot_kind_for(b);
    if (kind.empty()) {
      std::string known;
      for (const auto& k : bot_kinds()) known += (known.empty() ? "" : ", ") + k;
      for (const auto& l : bot_levels()) known += std::string(", ") + l.level;
      return "--bots: unknown bot '" + b + "' (known: " + known + ")";
    }
    b = kind;
  }
  return "";
}

}  // namespace

std::string parse_bot_run_args(const Args& args, BotRunArgs& out, bool allow_verbose) {
  bool have_players = false, have_games = false, have_seed = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (allow_verbose && a == "--verbose") {
      out.verbose = true;
      continue;
    }
    if (a != "--players" && a != "--games" && a != "--seed" && a != "--bots" && a != "--data" &&
        a != "--max-rounds" && a != "--mode" && a != "--set")
      return "unknown argument '" + a + "'";
    if (i + 1 >= args.size() || args[i + 1].rfind("--", 0) == 0) return a + " needs a value";
    const std::string& v = args[++i];
    if (a == "--data") {
      out.data_dir = v;
      continue;
    }
    if (a == "--mode" || a == "--set") {
      const std::string error = a == "--mode" ? read_mode_flag(v, out.flags) : read_set_flag(v, out.flags);
      if (!error.empty()) return error;
      continue;
    }
    if (a == "--bots") {
      out.bots = split_commas(v);
      if (std::string error = check_bot_kinds(out.bots); !error.empty()) return error;
      continue;
    }
    const auto n = parse_u64(v);
    if (!n) return a + " needs a whole number, got '" + v + "'";
    if (a == "--players") {
      if (*n < 1 || *n > 4) return "--players must be 1 to 4, got " + v;
      out.players = static_cast<int>(*n);
      have_players = true;
    } else if (a == "--games") {
      if (*n < 1 || *n > 10000000) return "--games must be 1 to 10000000, got " + v;
      out.games = *n;
      have_games = true;
    } else if (a == "--max-rounds") {
      if (*n < 1 || *n > 100000) return "--max-rounds must be 1 to 100000, got " + v;
      out.max_rounds = static_cast<int>(*n);
    } else {
      out.seed = *n;
      have_seed = true;
    }
  }
  if (!have_players) return "--players N is required";
  if (!have_games) return "--games G is required";
  if (!have_seed) return "--seed S is required";
  if (out.bots.size() != 1 && out.bots.size() != static_cast<std::size_t>(out.players))
    return "--bots takes one kind for every seat or one per seat (" + std::to_string(out.players) + ")";
  return "";
}

std::optional<Content> prepare_bot_run(const char* command, const char* usage, const Args& args, BotRunArgs& out,
                                       bool allow_verbose) {
  if (const std::string error = parse_bot_run_args(args, out, allow_verbose); !error.empty()) {
    std::fprintf(stderr, "highscore-cli %s: %s\n%s\n", command, error.c_str(), usage);
    return std::nullopt;
  }
  auto content = load_content_or_report(command, out.data_dir);
  if (!content) return std::nullopt;
  if (const std::string refused = refuse_option_flags(*content, out.flags, out.players); !refused.empty()) {
    std::fprintf(stderr, "highscore-cli %s: %s\n", command, refused.c_str());
    return std::nullopt;
  }
  return content;
}

BotGameResult play_bot_game(const Content& content, const BotRunArgs& a, std::uint64_t index,
                            const BotGameHooks& hooks) {
  BotGameResult out;
  GameOptions options = a.flags.options;
  options.players = a.players;
  const std::uint64_t game_seed = mix(a.seed + 0x9e3779b97f4a7c15ULL * (index + 1));
  auto created = Game::create(content, options, game_seed);
  if (!created) {
    out.error = "options refused: " + created.refusal().reason;
    return out;
  }
  Game game = std::move(created.value());
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < a.players; ++seat) {
    const std::string& kind = a.bots.size() == 1 ? a.bots[0] : a.bots[static_cast<std::size_t>(seat)];
    const std::uint64_t bot_seed = mix(game_seed ^ (0xd1b54a32d192ed03ULL * static_cast<std::uint64_t>(seat + 1)));
    if (kind == "expert" && a.expert_iterations > 0)
      bots.push_back(make_expert_bot(bot_seed, SearchBudget{a.expert_iterations, 0.0}));
    else
      bots.push_back(make_bot(kind, bot_seed));
  }
  for (const auto& p : game.state().players) out.characters.push_back(p.character);
  if (hooks.on_start) hooks.on_start(game, game_seed, bots);

  // A cap on actions as well as rounds, so a round that never ends cannot hang the run.
  const std::uint64_t max_actions = static_cast<std::uint64_t>(a.max_rounds) * 5000;
  while (!game.finished() && game.state().round <= a.max_rounds && out.actions < max_actions) {
    const Decision d = game.pending();
    if (d.owner < 0 || d.owner >= a.players) {
      out.error = "pending decision has no valid owner";
      break;
    }
    Bot& bot = *bots[static_cast<std::size_t>(d.owner)];
    const Action action = ask_bot(bot, game);
    // The explanation reads the state the choice was made in, so it is taken before applying.
    const std::string why = hooks.explain ? explain_bot(bot, game, action) : std::string();
    auto applied = game.apply(action);
    if (!applied) {
      out.error = "bot action '" + describe(action) + "' refused: " + applied.refusal().rule + " " +
                  applied.refusal().reason;
      break;
    }
    ++out.actions;
    if (hooks.on_action) hooks.on_action(game, why, applied.value());
  }
  out.finished = game.finished();
  out.end_reason = std::string(end_reason(game.state()));
  out.rounds = game.state().round;
  out.winners = game.state().winners;
  return out;
}

double median_of_sorted(const std::vector<int>& sorted) {
  const std::size_t n = sorted.size();
  if (n == 0) return 0.0;
  return n % 2 ? static_cast<double>(sorted[n / 2]) : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
}

}  // namespace hs::cli

// `highscore-cli simulate --players N --games G --seed S [--bots random,...] [--data DIR]
// [--max-rounds R] [--verbose]`: plays G complete bot games and prints one JSON summary on stdout,
// byte-identical for the same arguments; timing goes to stderr. --verbose logs game 1 to stderr.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "event_text.hpp"
#include "highscore/bots.hpp"
#include "io_args.hpp"

namespace hs::cli {

namespace {

struct SimulateArgs {
  int players = 0;
  std::uint64_t games = 0;
  std::uint64_t seed = 0;
  bool have_seed = false;
  std::vector<std::string> bots{"random"};
  std::string data_dir = default_data_dir();
  int max_rounds = 200;
  bool verbose = false;
};

// splitmix64 finaliser: spreads (seed, index) pairs into unrelated game and bot seeds.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == ',') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

// Returns an error message, or "" when the arguments are usable.
std::string parse_args(const Args& args, SimulateArgs& out) {
  bool have_players = false, have_games = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--verbose") {
      out.verbose = true;
      continue;
    }
    if (a != "--players" && a != "--games" && a != "--seed" && a != "--bots" && a != "--data" &&
        a != "--max-rounds")
      return "unknown argument '" + a + "'";
    if (i + 1 >= args.size() || args[i + 1].rfind("--", 0) == 0) return a + " needs a value";
    const std::string& v = args[++i];
    if (a == "--data") {
      out.data_dir = v;
    } else if (a == "--bots") {
      out.bots = split_commas(v);
      const auto kinds = bot_kinds();
      for (const auto& b : out.bots)
        if (std::find(kinds.begin(), kinds.end(), b) == kinds.end()) {
          std::string known;
          for (const auto& k : kinds) known += (known.empty() ? "" : ", ") + k;
          return "--bots: unknown bot '" + b + "' (known: " + known + ")";
        }
    } else {
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
        out.have_seed = true;
      }
    }
  }
  if (!have_players) return "--players N is required";
  if (!have_games) return "--games G is required";
  if (!out.have_seed) return "--seed S is required";
  if (out.bots.size() != 1 && out.bots.size() != static_cast<std::size_t>(out.players))
    return "--bots takes one kind for every seat or one per seat (" + std::to_string(out.players) + ")";
  return "";
}

struct GameOutcome {
  bool finished = false;
  int rounds = 0;
  std::uint64_t actions = 0;
  std::vector<int> winners;
  std::vector<int> characters;  // per seat
  std::string error;            // a bot action the engine refused: an engine or bot defect
};

GameOutcome play_one(const Content& content, const SimulateArgs& a, std::uint64_t index, bool verbose) {
  GameOutcome out;
  GameOptions options;
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
    bots.push_back(make_bot(kind, mix(game_seed ^ (0xd1b54a32d192ed03ULL * static_cast<std::uint64_t>(seat + 1)))));
  }
  for (const auto& p : game.state().players) out.characters.push_back(p.character);
  if (verbose) {
    std::fprintf(stderr, "game 1 (seed %llu):\n", static_cast<unsigned long long>(game_seed));
    for (int seat = 0; seat < a.players; ++seat) {
      const int ch = out.characters[static_cast<std::size_t>(seat)];
      std::fprintf(stderr, "  seat %d: %s, %s bot\n", seat,
                   ch >= 0 ? content.characters[static_cast<std::size_t>(ch)].name.en.c_str() : "?",
                   bots[static_cast<std::size_t>(seat)]->name().c_str());
    }
    // Set-up already started the first turn without events; say whose it is.
    std::fprintf(stderr, "    -- seat %d's turn\n", game.state().active_player());
  }
  // A cap on actions as well as rounds, so a round that never ends cannot hang the run.
  const std::uint64_t max_actions = static_cast<std::uint64_t>(a.max_rounds) * 5000;
  while (!game.finished() && game.state().round <= a.max_rounds && out.actions < max_actions) {
    const Decision d = game.pending();
    if (d.owner < 0 || d.owner >= a.players) {
      out.error = "pending decision has no valid owner";
      break;
    }
    Bot& bot = *bots[static_cast<std::size_t>(d.owner)];
    const Action action = bot.choose(game);
    // The explanation reads the state the choice was made in, so it is taken before applying.
    const std::string why = verbose ? bot.explain(game, action) : std::string();
    auto applied = game.apply(action);
    if (!applied) {
      out.error = "bot action '" + describe(action) + "' refused: " + applied.refusal().rule + " " +
                  applied.refusal().reason;
      break;
    }
    ++out.actions;
    if (verbose) {
      std::fprintf(stderr, "  > %s\n", why.c_str());
      for (const auto& e : applied.value()) {
        const std::string line = event_text(game, e);
        if (!line.empty()) std::fprintf(stderr, "    %s\n", line.c_str());
      }
    }
  }
  out.finished = game.finished();
  out.rounds = game.state().round;
  out.winners = game.state().winners;
  return out;
}

}  // namespace

int cmd_simulate(const Args& args) {
  SimulateArgs a;
  if (const std::string error = parse_args(args, a); !error.empty()) {
    std::fprintf(stderr, "highscore-cli simulate: %s\n", error.c_str());
    std::fprintf(stderr,
                 "usage: highscore-cli simulate --players N --games G --seed S [--bots random,...] "
                 "[--data DIR] [--max-rounds R] [--verbose]\n");
    return 2;
  }
  auto content = load_content_or_report("simulate", a.data_dir);
  if (!content) return 2;

  const auto start = std::chrono::steady_clock::now();
  std::uint64_t finished = 0, no_winner = 0, actions_total = 0;
  std::vector<int> rounds;
  std::vector<std::uint64_t> wins_by_seat(static_cast<std::size_t>(a.players), 0);
  std::map<std::string, std::uint64_t> wins_by_character, games_by_character;
  for (const auto& c : content->characters) {
    wins_by_character[c.id] = 0;
    games_by_character[c.id] = 0;
  }
  for (std::uint64_t i = 0; i < a.games; ++i) {
    const GameOutcome g = play_one(*content, a, i, a.verbose && i == 0);
    if (!g.error.empty()) {
      std::fprintf(stderr, "highscore-cli simulate: game %llu: %s\n", static_cast<unsigned long long>(i + 1),
                   g.error.c_str());
      return 1;
    }
    actions_total += g.actions;
    for (int ch : g.characters)
      if (ch >= 0) ++games_by_character[content->characters[static_cast<std::size_t>(ch)].id];
    if (!g.finished) continue;
    ++finished;
    rounds.push_back(g.rounds);
    if (g.winners.empty()) ++no_winner;
    for (int seat : g.winners) {
      ++wins_by_seat[static_cast<std::size_t>(seat)];
      const int ch = g.characters[static_cast<std::size_t>(seat)];
      if (ch >= 0) ++wins_by_character[content->characters[static_cast<std::size_t>(ch)].id];
    }
  }
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::sort(rounds.begin(), rounds.end());
  nlohmann::ordered_json out;
  out["games"] = a.games;
  out["players"] = a.players;
  out["seed"] = a.seed;
  out["bots"] = a.bots;
  out["max_rounds"] = a.max_rounds;
  out["finished"] = finished;
  out["unfinished"] = a.games - finished;
  if (rounds.empty()) {
    out["rounds_median"] = nullptr;
  } else {
    const std::size_t n = rounds.size();
    out["rounds_median"] = n % 2 ? static_cast<double>(rounds[n / 2]) : (rounds[n / 2 - 1] + rounds[n / 2]) / 2.0;
  }
  out["rounds_min"] = rounds.empty() ? 0 : rounds.front();
  out["rounds_max"] = rounds.empty() ? 0 : rounds.back();
  out["wins_by_seat"] = wins_by_seat;
  out["wins_by_character"] = wins_by_character;
  out["games_by_character"] = games_by_character;
  out["no_winner"] = no_winner;
  out["actions_total"] = actions_total;
  std::printf("%s\n", out.dump(2).c_str());
  std::fprintf(stderr, "simulate: %.3f s, %.1f games/s, %.0f actions/s\n", elapsed,
               elapsed > 0 ? static_cast<double>(a.games) / elapsed : 0.0,
               elapsed > 0 ? static_cast<double>(actions_total) / elapsed : 0.0);
  return 0;
}

}  // namespace hs::cli

// `highscore-cli solo --mode azoz|hunter --games G --seed S [--bots advisor|random] [--easier]
// [--hidden none|bosses|after_peddlers|level4] [--character ID] [--data DIR] [--max-rounds R]
// [--verbose]`:
// plays G solo adventures (R9.6, R9.7J), the characters taking turns (or the one given), and prints
// per character the win rate, how the losses came (ritual, lives, caught, unfinished) and the median
// turns, as JSON on stdout, byte-identical for the same arguments; games/s go to stderr.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bot_games.hpp"
#include "commands.hpp"
#include "event_text.hpp"
#include "io_args.hpp"

namespace hs::cli {

namespace {

struct SoloArgs {
  Mode mode = Mode::Standard;
  std::uint64_t games = 0, seed = 0;
  bool have_games = false, have_seed = false;
  std::string bot = "advisor";
  bool easier = false;
  HiddenPreset hidden = HiddenPreset::None;
  std::string character;
  std::string data_dir = default_data_dir();
  int max_rounds = 200;
  bool verbose = false;  // game 1's actions, reasons and events on stderr
};

std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::string parse(const Args& args, SoloArgs& out) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--easier" || a == "--verbose") {
      (a == "--easier" ? out.easier : out.verbose) = true;
      continue;
    }
    if (i + 1 >= args.size()) return a + " needs a value";
    const std::string& v = args[++i];
    if (a == "--mode") {
      auto m = parse_mode(v);
      if (!m || (*m != Mode::Azoz && *m != Mode::Hunter)) return "--mode must be azoz or hunter, got " + v;
      out.mode = *m;
    } else if (a == "--games" || a == "--seed" || a == "--max-rounds") {
      auto n = parse_u64(v);
      if (!n) return a + " needs a whole number, got " + v;
      if (a == "--games") {
        if (*n < 1 || *n > 10000000) return "--games must be 1 to 10000000, got " + v;
        out.games = *n, out.have_games = true;
      } else if (a == "--seed") {
        out.seed = *n, out.have_seed = true;
      } else {
        if (*n < 1 || *n > 100000) return "--max-rounds must be 1 to 100000, got " + v;
        out.max_rounds = static_cast<int>(*n);
      }
    } else if (a == "--bots") {
      const auto kinds = bot_kinds();
      if (std::find(kinds.begin(), kinds.end(), v) == kinds.end()) return "--bots: unknown bot '" + v + "'";
      out.bot = v;
    } else if (a == "--hidden") {
      if (v == "none") out.hidden = HiddenPreset::None;
      else if (v == "bosses") out.hidden = HiddenPreset::Bosses;
      else if (v == "after_peddlers") out.hidden = HiddenPreset::BossesAndAfterPeddlers;
      else if (v == "level4") out.hidden = HiddenPreset::Level4;
      else return "--hidden must be none, bosses, after_peddlers or level4, got " + v;
    } else if (a == "--character") {
      out.character = v;
    } else if (a == "--data") {
      out.data_dir = v;
    } else {
      return "unknown argument '" + a + "'";
    }
  }
  if (out.mode == Mode::Standard) return "--mode azoz|hunter is required";
  if (!out.have_games) return "--games G is required";
  if (!out.have_seed) return "--seed S is required";
  return "";
}

struct PerCharacter {
  std::uint64_t games = 0, wins = 0;
  std::map<std::string, std::uint64_t> ended;  // end reason -> games
  std::vector<int> turns, win_turns;
};

const char* reason_name(const GameState& s) {
  if (!s.finished) return "unfinished";
  switch (s.end_reason) {
    case EndReason::LastBoss: return s.winners.empty() ? "lives" : "won";
    case EndReason::RitualComplete: return "ritual";
    case EndReason::OutOfLives: return "lives";
    case EndReason::Caught: return "caught";
    default: return "other";
  }
}

double median(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return median_of_sorted(v);
}

}  // namespace

int cmd_solo(const Args& args) {
  SoloArgs a;
  if (const std::string error = parse(args, a); !error.empty()) {
    std::fprintf(stderr, "highscore-cli solo: %s\n", error.c_str());
    std::fprintf(stderr,
                 "usage: highscore-cli solo --mode azoz|hunter --games G --seed S [--bots advisor|random] [--easier] "
                 "[--hidden none|bosses|after_peddlers|level4] [--character ID] [--data DIR] [--max-rounds R]\n");
    return 2;
  }
  auto content = load_content_or_report("solo", a.data_dir);
  if (!content) return 2;
  std::vector<std::string> characters;
  for (const auto& c : content->characters) characters.push_back(c.id);
  if (!a.character.empty()) {
    if (content->character_index(a.character) < 0) {
      std::fprintf(stderr, "highscore-cli solo: no character called \"%s\"\n", a.character.c_str());
      return 2;
    }
    characters = {a.character};
  }
  std::map<std::string, PerCharacter> per;
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t actions = 0;
  for (std::uint64_t i = 0; i < a.games; ++i) {
    GameOptions o;
    o.mode = a.mode;
    o.players = 1;
    o.hunter_easier = a.easier;
    o.hidden = a.hidden;
    const std::string& who = characters[i % characters.size()];
    o.characters = {who};
    const std::uint64_t seed = mix(a.seed + 0x9e3779b97f4a7c15ULL * (i + 1));
    auto created = Game::create(*content, o, seed);
    if (!created) {
      std::fprintf(stderr, "highscore-cli solo: %s: %s\n", created.refusal().rule.c_str(), created.refusal().reason.c_str());
      return 2;
    }
    Game game = std::move(created.value());
    auto bot = make_bot(a.bot, mix(seed ^ 0xb07ULL));
    while (!game.finished() && game.state().round <= a.max_rounds) {
      const Action action = ask_bot(*bot, game);
      const bool log = a.verbose && i == 0;
      if (log) std::fprintf(stderr, "  > %s\n", explain_bot(*bot, game, action).c_str());
      auto applied = game.apply(action);
      if (!applied) {
        std::fprintf(stderr, "highscore-cli solo: game %llu: bot action '%s' refused: %s\n",
                     static_cast<unsigned long long>(i + 1), describe(action).c_str(), applied.refusal().reason.c_str());
        return 1;
      }
      ++actions;
      if (log)
        for (const Event& e : applied.value())
          if (const std::string line = event_text(game, e); !line.empty()) std::fprintf(stderr, "    %s\n", line.c_str());
    }
    PerCharacter& pc = per[who];
    ++pc.games;
    const std::string reason = reason_name(game.state());
    ++pc.ended[reason];
    if (game.finished()) pc.turns.push_back(game.state().round);
    if (reason == "won") {
      ++pc.wins;
      pc.win_turns.push_back(game.state().round);
    }
  }
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  nlohmann::ordered_json out;
  out["mode"] = std::string(mode_name(a.mode));
  out["games"] = a.games;
  out["seed"] = a.seed;
  out["bots"] = a.bot;
  out["easier"] = a.easier;
  std::uint64_t wins = 0;
  std::map<std::string, std::uint64_t> ended;
  nlohmann::ordered_json by_character = nlohmann::ordered_json::object();
  for (const auto& [id, pc] : per) {
    wins += pc.wins;
    for (const auto& [r, n] : pc.ended) ended[r] += n;
    nlohmann::ordered_json row;
    row["games"] = pc.games;
    row["wins"] = pc.wins;
    row["win_rate"] = pc.games ? static_cast<double>(static_cast<int>(1000.0 * pc.wins / pc.games + 0.5)) / 10.0 : 0.0;
    row["ended"] = pc.ended;
    row["turns_median"] = pc.turns.empty() ? 0.0 : median(pc.turns);
    row["win_turns_median"] = pc.win_turns.empty() ? 0.0 : median(pc.win_turns);
    by_character[id] = row;
  }
  out["wins"] = wins;
  out["win_rate"] = static_cast<double>(static_cast<int>(1000.0 * wins / a.games + 0.5)) / 10.0;
  out["ended"] = ended;
  out["by_character"] = by_character;
  std::printf("%s\n", out.dump(2).c_str());
  std::fprintf(stderr, "solo: %.3f s, %.1f games/s, %.0f actions/s\n", elapsed,
               elapsed > 0 ? static_cast<double>(a.games) / elapsed : 0.0,
               elapsed > 0 ? static_cast<double>(actions) / elapsed : 0.0);
  return 0;
}

}  // namespace hs::cli

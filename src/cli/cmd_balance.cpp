// `highscore-cli balance --players N --games G --seed S [--bots advisor,...] [--data DIR]`: plays G bot
// games of the standard game like `simulate` and prints the figures the balance targets of CONTENT.md
// are judged by (rounds spread, win share per character, how often each equipment design is bought).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "highscore/bots.hpp"
#include "io_args.hpp"

namespace hs::cli {

namespace {

struct BalanceArgs {
  int players = 0;
  std::uint64_t games = 0;
  std::uint64_t seed = 0;
  std::vector<std::string> bots{"advisor"};
  std::string data_dir = default_data_dir();
  int max_rounds = 200;
};

// The same seed derivation as `simulate`, so a game of one command can be looked at with the other.
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

// Returns an error message, or "" when the arguments are usable.
std::string parse_args(const Args& args, BalanceArgs& out) {
  bool have_players = false, have_games = false, have_seed = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a != "--players" && a != "--games" && a != "--seed" && a != "--bots" && a != "--data" &&
        a != "--max-rounds")
      return "unknown argument '" + a + "'";
    if (i + 1 >= args.size() || args[i + 1].rfind("--", 0) == 0) return a + " needs a value";
    const std::string& v = args[++i];
    if (a == "--data") {
      out.data_dir = v;
      continue;
    }
    if (a == "--bots") {
      out.bots = split_commas(v);
      const auto kinds = bot_kinds();
      for (const auto& b : out.bots)
        if (std::find(kinds.begin(), kinds.end(), b) == kinds.end()) {
          std::string known;
          for (const auto& k : kinds) known += (known.empty() ? "" : ", ") + k;
          return "--bots: unknown bot '" + b + "' (known: " + known + ")";
        }
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

// Totals over every game of the run.
struct Tally {
  std::uint64_t finished = 0, no_winner = 0, peddler_visits = 0;
  std::vector<int> rounds;                  // finished games only
  std::vector<double> wins_by_character;    // a shared win (R8.2) counts as a fraction for each
  std::vector<std::uint64_t> games_by_character;
  std::vector<std::uint64_t> offered;       // per equipment design: cards of it laid out in shops
  std::vector<std::uint64_t> visits_offered;  // peddler visits that showed at least one of them
  std::vector<std::uint64_t> bought;        // cards of it bought
};

// Plays one game; returns "" or the reason a bot action was refused (an engine or bot defect).
std::string play_one(const Content& content, const BalanceArgs& a, std::uint64_t index, Tally& t) {
  GameOptions options;
  options.players = a.players;
  const std::uint64_t game_seed = mix(a.seed + 0x9e3779b97f4a7c15ULL * (index + 1));
  auto created = Game::create(content, options, game_seed);
  if (!created) return "options refused: " + created.refusal().reason;
  Game game = std::move(created.value());
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < a.players; ++seat) {
    const std::string& kind = a.bots.size() == 1 ? a.bots[0] : a.bots[static_cast<std::size_t>(seat)];
    bots.push_back(make_bot(kind, mix(game_seed ^ (0xd1b54a32d192ed03ULL * static_cast<std::uint64_t>(seat + 1)))));
  }
  std::vector<int> characters;
  for (const auto& p : game.state().players) characters.push_back(p.character);
  for (int ch : characters)
    if (ch >= 0) ++t.games_by_character[static_cast<std::size_t>(ch)];

  const std::uint64_t max_actions = static_cast<std::uint64_t>(a.max_rounds) * 5000;
  std::uint64_t actions = 0;
  std::vector<char> seen(content.equipment.size());
  while (!game.finished() && game.state().round <= a.max_rounds && actions < max_actions) {
    const Decision d = game.pending();
    if (d.owner < 0 || d.owner >= a.players) return "pending decision has no valid owner";
    const Action action = bots[static_cast<std::size_t>(d.owner)]->choose(game);
    auto applied = game.apply(action);
    if (!applied)
      return "bot action '" + describe(action) + "' refused: " + applied.refusal().rule + " " +
             applied.refusal().reason;
    ++actions;
    for (const Event& e : applied.value()) {
      if (e.kind == EventKind::ShopOpened) {
        // The offer is laid out by the action that opened the shop and stays until it closes.
        ++t.peddler_visits;
        std::fill(seen.begin(), seen.end(), 0);
        for (int item : game.state().shop.offer) {
          if (item < 0) continue;
          ++t.offered[static_cast<std::size_t>(item)];
          if (!seen[static_cast<std::size_t>(item)]) ++t.visits_offered[static_cast<std::size_t>(item)];
          seen[static_cast<std::size_t>(item)] = 1;
        }
      } else if (e.kind == EventKind::ItemBought && e.a >= 0 &&
                 e.a < static_cast<int>(content.equipment.size())) {
        ++t.bought[static_cast<std::size_t>(e.a)];
      }
    }
  }
  if (!game.finished()) return "";
  ++t.finished;
  t.rounds.push_back(game.state().round);
  const auto& winners = game.state().winners;
  if (winners.empty()) ++t.no_winner;
  for (int seat : winners) {
    const int ch = characters[static_cast<std::size_t>(seat)];
    if (ch >= 0) t.wins_by_character[static_cast<std::size_t>(ch)] += 1.0 / static_cast<double>(winners.size());
  }
  return "";
}

// Nearest-rank percentile of sorted values (p in 0..100).
int percentile(const std::vector<int>& sorted, int p) {
  if (sorted.empty()) return 0;
  std::size_t rank = (static_cast<std::size_t>(p) * sorted.size() + 99) / 100;
  if (rank == 0) rank = 1;
  return sorted[std::min(rank, sorted.size()) - 1];
}

double round3(double x) { return static_cast<double>(static_cast<long long>(x * 1000.0 + (x >= 0 ? 0.5 : -0.5))) / 1000.0; }

}  // namespace

int cmd_balance(const Args& args) {
  BalanceArgs a;
  if (const std::string error = parse_args(args, a); !error.empty()) {
    std::fprintf(stderr, "highscore-cli balance: %s\n", error.c_str());
    std::fprintf(stderr,
                 "usage: highscore-cli balance --players N --games G --seed S [--bots advisor,...] "
                 "[--data DIR] [--max-rounds R]\n");
    return 2;
  }
  auto content = load_content_or_report("balance", a.data_dir);
  if (!content) return 2;

  const auto start = std::chrono::steady_clock::now();
  Tally t;
  t.wins_by_character.assign(content->characters.size(), 0.0);
  t.games_by_character.assign(content->characters.size(), 0);
  t.offered.assign(content->equipment.size(), 0);
  t.visits_offered.assign(content->equipment.size(), 0);
  t.bought.assign(content->equipment.size(), 0);
  for (std::uint64_t i = 0; i < a.games; ++i) {
    if (const std::string error = play_one(*content, a, i, t); !error.empty()) {
      std::fprintf(stderr, "highscore-cli balance: game %llu: %s\n", static_cast<unsigned long long>(i + 1),
                   error.c_str());
      return 1;
    }
  }
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::sort(t.rounds.begin(), t.rounds.end());
  nlohmann::ordered_json out;
  out["games"] = a.games;
  out["players"] = a.players;
  out["seed"] = a.seed;
  out["bots"] = a.bots;
  out["finished"] = t.finished;
  out["unfinished"] = a.games - t.finished;
  out["no_winner"] = t.no_winner;
  nlohmann::ordered_json rounds;
  if (t.rounds.empty()) {
    rounds["median"] = nullptr;
  } else {
    const std::size_t n = t.rounds.size();
    rounds["median"] = n % 2 ? static_cast<double>(t.rounds[n / 2]) : (t.rounds[n / 2 - 1] + t.rounds[n / 2]) / 2.0;
  }
  rounds["p10"] = percentile(t.rounds, 10);
  rounds["p90"] = percentile(t.rounds, 90);
  rounds["min"] = t.rounds.empty() ? 0 : t.rounds.front();
  rounds["max"] = t.rounds.empty() ? 0 : t.rounds.back();
  out["rounds"] = rounds;

  // Fair share: with N seats a character that wins as often as anyone wins 1/N of its games.
  nlohmann::ordered_json characters;
  double worst = 0.0;
  for (std::size_t c = 0; c < content->characters.size(); ++c) {
    nlohmann::ordered_json row;
    const std::uint64_t g = t.games_by_character[c];
    const double share = g ? t.wins_by_character[c] / static_cast<double>(g) : 0.0;
    row["games"] = g;
    row["wins"] = round3(t.wins_by_character[c]);
    row["win_rate"] = round3(share);
    row["vs_fair_share"] = round3(share * a.players);
    if (g) worst = std::max(worst, share * a.players);
    characters[content->characters[c].id] = row;
  }
  out["characters"] = characters;
  out["highest_vs_fair_share"] = round3(worst);

  out["peddler_visits"] = t.peddler_visits;
  nlohmann::ordered_json equipment;
  std::vector<std::string> under_two_percent;
  for (std::size_t e = 0; e < content->equipment.size(); ++e) {
    const EquipmentCard& item = content->equipment[e];
    nlohmann::ordered_json row;
    row["price"] = item.price;
    row["copies"] = item.copies;
    row["offered"] = t.offered[e];
    row["visits_offered"] = t.visits_offered[e];
    row["bought"] = t.bought[e];
    const double rate = t.peddler_visits ? static_cast<double>(t.bought[e]) / static_cast<double>(t.peddler_visits) : 0.0;
    row["purchase_rate"] = round3(rate);
    row["bought_when_offered"] =
        t.offered[e] ? round3(static_cast<double>(t.bought[e]) / static_cast<double>(t.offered[e])) : 0.0;
    if (rate < 0.02) under_two_percent.push_back(item.id);
    equipment[item.id] = row;
  }
  out["equipment"] = equipment;
  out["purchase_rate_under_2_percent"] = under_two_percent;
  std::printf("%s\n", out.dump(2).c_str());
  std::fprintf(stderr, "balance: %llu games in %.3f s, %.1f games/s\n", static_cast<unsigned long long>(a.games),
               elapsed, elapsed > 0 ? static_cast<double>(a.games) / elapsed : 0.0);
  return 0;
}

}  // namespace hs::cli

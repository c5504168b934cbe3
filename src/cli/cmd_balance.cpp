// `highscore-cli balance --players N --games G --seed S [--bots advisor,...] [--data DIR] [--mode NAME]
// [--set KEY=VALUE]...`: plays G bot games like `simulate` and prints the figures the balance targets of
// CONTENT.md are judged by (rounds spread, win share per character, how often each equipment design
// is bought).
#include <algorithm>
#include <chrono>
#include <map>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "bot_games.hpp"
#include "io_args.hpp"

namespace hs::cli {

namespace {

// Totals over every game of the run.
struct Tally {
  std::uint64_t finished = 0, no_winner = 0, peddler_visits = 0, won = 0;
  std::map<std::string, std::uint64_t> end_reasons;  // how games ended (R9.8 losses by cause)
  std::vector<int> rounds;                  // finished games only
  std::vector<double> wins_by_character;    // a shared win (R8.2) counts as a fraction for each
  std::vector<std::uint64_t> games_by_character;
  std::vector<std::uint64_t> offered;       // per equipment design: cards of it laid out in shops
  std::vector<std::uint64_t> visits_offered;  // peddler visits that showed at least one of them
  std::vector<std::uint64_t> bought;        // cards of it bought
};

// Plays one game into the tally; returns "" or the reason a bot action was refused.
std::string play_one(const Content& content, const BotRunArgs& a, std::uint64_t index, Tally& t) {
  std::vector<char> seen(content.equipment.size());
  BotGameHooks hooks;
  hooks.on_action = [&](const Game& game, const std::string&, const std::vector<Event>& events) {
    for (const Event& e : events) {
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
  };
  const BotGameResult g = play_bot_game(content, a, index, hooks);
  if (!g.error.empty()) return g.error;
  ++t.end_reasons[g.end_reason];
  t.won += g.winners.empty() ? 0 : 1;
  for (int ch : g.characters)
    if (ch >= 0) ++t.games_by_character[static_cast<std::size_t>(ch)];
  if (!g.finished) return "";
  ++t.finished;
  t.rounds.push_back(g.rounds);
  if (g.winners.empty()) ++t.no_winner;
  for (int seat : g.winners) {
    const int ch = g.characters[static_cast<std::size_t>(seat)];
    if (ch >= 0) t.wins_by_character[static_cast<std::size_t>(ch)] += 1.0 / static_cast<double>(g.winners.size());
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
  BotRunArgs a;
  a.bots = {"advisor"};
  const auto content = prepare_bot_run("balance",
                                       "usage: highscore-cli balance --players N --games G --seed S [--bots advisor,...] "
                                       "[--data DIR] [--max-rounds R] [--mode NAME] [--set KEY=VALUE]...", args, a, false);
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
  out["mode"] = std::string(mode_name(a.flags.mode));
  out["set"] = a.flags.sets;
  out["finished"] = t.finished;
  out["unfinished"] = a.games - t.finished;
  out["no_winner"] = t.no_winner;
  out["win_rate"] = round3(a.games ? static_cast<double>(t.won) / static_cast<double>(a.games) : 0.0);
  out["end_reasons"] = t.end_reasons;
  nlohmann::ordered_json rounds;
  if (t.rounds.empty())
    rounds["median"] = nullptr;
  else
    rounds["median"] = median_of_sorted(t.rounds);
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

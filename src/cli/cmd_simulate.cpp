// `highscore-cli simulate --players N --games G --seed S [--bots random,...] [--data DIR]
// [--max-rounds R] [--mode NAME] [--set KEY=VALUE]... [--verbose]`: plays G complete bot games and
// prints one JSON summary on stdout (with a count per reason the games ended, and per character the
// win rate, end reasons and median rounds: the solo adventures' balance table), byte-identical for
// the same arguments; timing goes to stderr. --verbose logs game 1 to stderr.
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
#include "bot_games.hpp"
#include "io_args.hpp"

namespace hs::cli {

namespace {

// --verbose: a readable log of the game on stderr (scripts/play.sh uses it when the app is missing).
BotGameHooks verbose_hooks(const Content& content) {
  BotGameHooks hooks;
  hooks.explain = true;
  hooks.on_start = [&content](const Game& game, std::uint64_t seed, const std::vector<std::unique_ptr<Bot>>& bots) {
    std::fprintf(stderr, "game 1 (seed %llu):\n", static_cast<unsigned long long>(seed));
    for (std::size_t seat = 0; seat < bots.size(); ++seat) {
      const int ch = game.state().players[seat].character;
      std::fprintf(stderr, "  seat %zu: %s, %s bot\n", seat,
                   ch >= 0 ? content.characters[static_cast<std::size_t>(ch)].name.en.c_str() : "?",
                   bots[seat]->name().c_str());
    }
    // Set-up already started the first turn without events; say whose it is.
    std::fprintf(stderr, "    -- seat %d's turn\n", game.state().active_player());
  };
  hooks.on_action = [](const Game& game, const std::string& why, const std::vector<Event>& events) {
    std::fprintf(stderr, "  > %s\n", why.c_str());
    for (const auto& e : events) {
      const std::string line = event_text(game, e);
      if (!line.empty()) std::fprintf(stderr, "    %s\n", line.c_str());
    }
  };
  return hooks;
}

// Per character: the games a seat played it, its wins, how those games ended and their lengths.
struct CharacterRow {
  std::uint64_t games = 0, wins = 0;
  std::map<std::string, std::uint64_t> end_reasons;
  std::vector<int> rounds;
};

nlohmann::ordered_json character_table(const std::map<std::string, CharacterRow>& rows) {
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (const auto& [id, row] : rows) {
    if (row.games == 0) continue;
    std::vector<int> rounds = row.rounds;
    std::sort(rounds.begin(), rounds.end());
    nlohmann::ordered_json r;
    r["games"] = row.games;
    r["wins"] = row.wins;
    r["win_rate"] = static_cast<double>(static_cast<long long>(1000.0 * static_cast<double>(row.wins) / static_cast<double>(row.games) + 0.5)) / 1000.0;
    r["end_reasons"] = row.end_reasons;
    r["rounds_median"] = median_of_sorted(rounds);
    out[id] = r;
  }
  return out;
}

}  // namespace

int cmd_simulate(const Args& args) {
  BotRunArgs a;
  a.bots = {"random"};
  const auto content = prepare_bot_run("simulate",
                                       "usage: highscore-cli simulate --players N --games G --seed S [--bots random,...] "
                                       "[--data DIR] [--max-rounds R] [--mode NAME] [--set KEY=VALUE]... [--verbose]", args, a, true);
  if (!content) return 2;

  const auto start = std::chrono::steady_clock::now();
  std::uint64_t finished = 0, no_winner = 0, actions_total = 0, won = 0;
  std::map<std::string, std::uint64_t> end_reasons;  // how games ended (R9.8 losses by cause)
  std::vector<int> rounds;
  std::vector<std::uint64_t> wins_by_seat(static_cast<std::size_t>(a.players), 0);
  std::map<std::string, std::uint64_t> wins_by_character, games_by_character;
  std::map<std::string, CharacterRow> by_character;
  for (const auto& c : content->characters) {
    wins_by_character[c.id] = 0;
    games_by_character[c.id] = 0;
  }
  for (std::uint64_t i = 0; i < a.games; ++i) {
    const BotGameResult g =
        play_bot_game(*content, a, i, a.verbose && i == 0 ? verbose_hooks(*content) : BotGameHooks{});
    if (!g.error.empty()) {
      std::fprintf(stderr, "highscore-cli simulate: game %llu: %s\n", static_cast<unsigned long long>(i + 1),
                   g.error.c_str());
      return 1;
    }
    actions_total += g.actions;
    ++end_reasons[g.end_reason];
    won += g.winners.empty() ? 0 : 1;
    for (std::size_t seat = 0; seat < g.characters.size(); ++seat) {
      const int ch = g.characters[seat];
      if (ch < 0) continue;
      const std::string& id = content->characters[static_cast<std::size_t>(ch)].id;
      ++games_by_character[id];
      CharacterRow& row = by_character[id];
      ++row.games;
      const bool won_here = std::find(g.winners.begin(), g.winners.end(), static_cast<int>(seat)) != g.winners.end();
      row.wins += won_here ? 1 : 0;
      ++row.end_reasons[g.end_reason];
      if (g.finished) row.rounds.push_back(g.rounds);
    }
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
  out["mode"] = std::string(mode_name(a.flags.mode));
  out["set"] = a.flags.sets;
  out["max_rounds"] = a.max_rounds;
  out["finished"] = finished;
  out["unfinished"] = a.games - finished;
  if (rounds.empty())
    out["rounds_median"] = nullptr;
  else
    out["rounds_median"] = median_of_sorted(rounds);
  out["rounds_min"] = rounds.empty() ? 0 : rounds.front();
  out["rounds_max"] = rounds.empty() ? 0 : rounds.back();
  out["wins_by_seat"] = wins_by_seat;
  out["wins_by_character"] = wins_by_character;
  out["games_by_character"] = games_by_character;
  out["no_winner"] = no_winner;
  out["win_rate"] = a.games ? static_cast<double>(static_cast<long long>(1000.0 * static_cast<double>(won) / static_cast<double>(a.games) + 0.5)) / 1000.0 : 0.0;
  out["end_reasons"] = end_reasons;
  out["by_character"] = character_table(by_character);
  out["actions_total"] = actions_total;
  std::printf("%s\n", out.dump(2).c_str());
  std::fprintf(stderr, "simulate: %.3f s, %.1f games/s, %.0f actions/s\n", elapsed,
               elapsed > 0 ? static_cast<double>(a.games) / elapsed : 0.0,
               elapsed > 0 ? static_cast<double>(actions_total) / elapsed : 0.0);
  return 0;
}

}  // namespace hs::cli

// `highscore-cli analyze SAVE.json [--seat N]... [--budget K] [--seed S] [--all] [--json] [--data DIR]`:
// the game review of include/highscore/analysis.hpp. Text lists each seat's inaccuracies, mistakes and
// blunders, its luckiest and unluckiest rolls and its totals (--all: every decision and roll); --json
// prints the whole analysis as the app stores it. Exit 2 for bad arguments, 1 for a save refused.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "highscore/analysis.hpp"
#include "highscore/analysis_percent.hpp"
#include "highscore/save.hpp"
#include "highscore/text_file.hpp"
#include "io_args.hpp"

namespace hs::cli {

namespace {

constexpr const char* kAnalyzeUsage =
    "usage: highscore-cli analyze SAVE.json [--seat N]... [--budget K] [--seed S] [--all] [--json] [--data DIR]\n"
    "  Rates every decision of the chosen seats (default: the human seats named in SAVE.json.seats.json\n"
    "  when it is there, else every seat) by the chance to win each legal action keeps, played out in K\n"
    "  worlds dealt from what the seat could see (default K = 96), and measures the luck of each roll.\n"
    "  Labels by chance to win given up: fine < 3%, inaccuracy 3-6%, mistake 6-12%, blunder >= 12%;\n"
    "  a gap within twice its standard error counts as none.\n"
    "  --seat N   analyse seat N (0 = first seat); repeat for several\n"
    "  --budget K worlds per action, 1 to 4096 (time grows with K)\n"
    "  --seed S   the analysis's own seed (the same save, seed and budget give the same output)\n"
    "  --all      list every decision and roll, not only the labelled ones and the biggest swings\n"
    "  --json     the whole analysis as JSON\n";

int fail(const std::string& message) {
  std::fprintf(stderr, "highscore-cli analyze: %s\n%s", message.c_str(), kAnalyzeUsage);
  return 2;
}


// The human seats the app wrote beside the save; empty when there is no such file or it says none.
std::vector<int> human_seats(const std::string& save_path, std::size_t players) {
  std::vector<int> out;
  auto read = read_json_text_file(save_path + ".seats.json", 1 << 16);
  if (!read || !read->is_array() || read->size() != players) return out;
  for (std::size_t i = 0; i < read->size(); ++i)
    if ((*read)[i] == "human") out.push_back(static_cast<int>(i));
  return out;
}

std::string seat_name(const Game& game, int seat) {
  const Player& p = game.state().players[static_cast<std::size_t>(seat)];
  const auto& chars = game.content().characters;
  std::string name = "seat " + std::to_string(seat);
  if (p.character >= 0 && static_cast<std::size_t>(p.character) < chars.size())
    name += " (" + chars[static_cast<std::size_t>(p.character)].name.en + ")";
  return name;
}

void print_decision(const DecisionReview& d) {
  std::printf("  round %2d, action %4zu  %-13s played %-22s %4s", d.round, d.action_index + 1,
              std::string(decision_name(d.kind)).c_str(), describe(d.played).c_str(), chance_percent(d.played_chance).c_str());
  if (d.chance_lost > 0)
    std::printf("   best %-22s %4s   lost %s  %s", describe(d.best).c_str(), chance_percent(d.best_chance).c_str(),
                chance_percent(d.chance_lost).c_str(), std::string(label_name(d.label)).c_str());
  std::printf("\n");
}

void print_roll(const RollLuck& r) {
  std::printf("  round %2d, action %4zu  %-22s expected %4s, after %4s: luck %s\n", r.round, r.action_index + 1,
              describe(r.action).c_str(), chance_percent(r.expected).c_str(), chance_percent(r.after).c_str(), chance_change_percent(r.luck).c_str());
}

void print_text(const Game& game, const std::string& path, const GameAnalysis& a, bool all) {
  std::printf("analysis of %s (save %s, %zu players, %zu actions), %d worlds per action, seed %llu%s\n", path.c_str(),
              a.save_hash.c_str(), game.state().players.size(), a.actions, a.budget.worlds,
              static_cast<unsigned long long>(a.budget.seed), a.complete ? "" : " (stopped early)");
  std::printf("labels by chance to win given up: inaccuracy >= %.0f%%, mistake >= %.0f%%, blunder >= %.0f%%\n",
              kInaccuracyLoss * 100, kMistakeLoss * 100, kBlunderLoss * 100);
  for (const SeatTotals& t : a.totals) {
    std::printf("\n%s\n", seat_name(game, t.seat).c_str());
    int shown = 0;
    for (const DecisionReview& d : a.decisions)
      if (d.seat == t.seat && (all || d.label != MoveLabel::Fine)) {
        print_decision(d);
        ++shown;
      }
    if (shown == 0) std::printf("  no inaccuracy, mistake or blunder\n");
    std::vector<RollLuck> rolls;
    for (const RollLuck& r : a.rolls)
      if (r.seat == t.seat) rolls.push_back(r);
    if (!all && rolls.size() > 6) {  // the three luckiest and the three unluckiest, in game order
      std::vector<RollLuck> by_luck = rolls;
      std::stable_sort(by_luck.begin(), by_luck.end(), [](const RollLuck& x, const RollLuck& y) { return x.luck > y.luck; });
      std::vector<std::size_t> keep;
      for (std::size_t k = 0; k < 3; ++k) keep.push_back(by_luck[k].action_index);
      for (std::size_t k = by_luck.size() - 3; k < by_luck.size(); ++k) keep.push_back(by_luck[k].action_index);
      std::erase_if(rolls, [&](const RollLuck& r) { return std::find(keep.begin(), keep.end(), r.action_index) == keep.end(); });
      std::printf("  biggest swings of luck:\n");
    }
    for (const RollLuck& r : rolls) print_roll(r);
    std::printf("  totals: %d decisions (%d inaccuracies, %d mistakes, %d blunders), skill: %s chance to win lost to choices,\n"
                "          luck: %s over %d rolls; rating: %s (%.1f%% lost per decision)\n",
                t.decisions, t.inaccuracies, t.mistakes, t.blunders, chance_percent(t.skill).c_str(), chance_change_percent(t.luck).c_str(), t.rolls,
                t.rating.c_str(), t.mean_loss * 100);
  }
}

}  // namespace

int cmd_analyze(const Args& args) {
  std::string save_path, data_dir = default_data_dir();
  std::vector<int> seats;
  AnalysisBudget budget;
  bool json = false, all = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--help" || a == "-h") {
      std::printf("%s", kAnalyzeUsage);
      return 0;
    } else if (a == "--json") {
      json = true;
    } else if (a == "--all") {
      all = true;
    } else if (a == "--seat" || a == "--budget" || a == "--seed" || a == "--data") {
      if (!has_value) return fail(a + " needs a value");
      const std::string& v = args[++i];
      if (a == "--data") {
        data_dir = v;
        continue;
      }
      const auto n = parse_u64(v);
      if (a == "--seat") {
        if (!n || *n > 3) return fail("--seat needs a seat number from 0 to 3, not '" + v + "'");
        seats.push_back(static_cast<int>(*n));
      } else if (a == "--budget") {
        if (!n || *n < 1 || *n > static_cast<std::uint64_t>(kMaxAnalysisWorlds))
          return fail("--budget needs a whole number of worlds from 1 to " + std::to_string(kMaxAnalysisWorlds) + ", not '" + v + "'");
        budget.worlds = static_cast<int>(*n);
      } else {
        if (!n) return fail("--seed needs a whole number, not '" + v + "'");
        budget.seed = *n;
      }
    } else if (!a.empty() && a[0] == '-') {
      return fail("unknown flag '" + a + "'");
    } else if (save_path.empty()) {
      save_path = a;
    } else {
      return fail("one save only ('" + a + "' is extra)");
    }
  }
  if (save_path.empty()) return fail("which save? (SAVE.json is missing)");
  auto content = load_content_or_report("analyze", data_dir);
  if (!content) return 2;
  auto loaded = read_save_file(*content, save_path);
  if (!loaded) {
    std::fprintf(stderr, "highscore-cli analyze: %s\n", loaded.refusal().reason.c_str());
    return 1;
  }
  const Game& game = loaded.value();
  const std::size_t players = game.state().players.size();
  for (int s : seats)
    if (static_cast<std::size_t>(s) >= players)
      return fail("--seat " + std::to_string(s) + ": " + save_path + " has seats 0 to " + std::to_string(players - 1));
  if (seats.empty()) seats = human_seats(save_path, players);
  AnalysisControl control;
  if (isatty(fileno(stderr)))  // a person waiting at a terminal sees how far it got
    control.progress = [](std::size_t done, std::size_t total) {
      std::fprintf(stderr, "\ranalysing: %zu of %zu decisions and rolls", done, total);
      if (done == total) std::fprintf(stderr, "\n");
    };
  auto analysis = analyze_game(game, seats, budget, control);
  if (!analysis) {
    std::fprintf(stderr, "highscore-cli analyze: %s: %s\n", save_path.c_str(), analysis.refusal().reason.c_str());
    return 1;
  }
  if (json) {
    std::printf("%s\n", analysis_to_json(*analysis).dump(2).c_str());
    return 0;
  }
  print_text(game, save_path, *analysis, all);
  return 0;
}

}  // namespace hs::cli

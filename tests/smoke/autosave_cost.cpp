// autosave_cost: what autosaving costs the UI thread per action as a game grows, the way the app
// did it before (the whole save rebuilt, written, fsynced and renamed after every action) and with
// the journal (autosave.hpp). Bots that rest whenever they may make a game as long as wanted.
// Usage: autosave_cost [DIR]   (DIR: where to write, default a temp dir; use the real disk to see fsync)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "app/session/autosave.hpp"
#include "app/platform/file_safety.hpp"
#include "highscore/rng.hpp"
#include "highscore/save.hpp"

using namespace hs;
using namespace hs::app;

namespace {

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

struct Window {
  double mean = 0, worst = 0;
  int over_half_ms = 0;
};

}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  const fs::path dir = argc > 1 ? fs::path(argv[1]) : fs::temp_directory_path() / "hs_autosave_cost";
  fs::create_directories(dir);
  ContentLoad load = load_content(default_data_dir());
  if (!load.content) return 1;
  GameOptions o;
  o.players = 3;
  o.no_elimination = true;
  auto created = Game::create(*load.content, o, 11);
  if (!created) return 1;
  Game game = std::move(created.value());
  Rng pick(11);
  const std::vector<std::string> seats{"random", "random", "random"};
  std::vector<std::string> notes;
  auto journal = Autosave::start(game, seats, (dir / "journal.json").string(), false, notes);
  if (!journal) return 1;
  const std::string before_path = (dir / "before.json").string();
  const int marks[] = {100, 1000, 10000};
  const int window = kSnapshotEvery;  // a whole journal's worth, rotation included
  std::printf("autosave cost on the UI thread per action (%d actions from each mark; writing to %s)\n", window,
              dir.string().c_str());
  std::printf("%8s  %28s  %28s  %s\n", "actions", "before: mean / worst (ms)", "journal: mean / worst (ms)",
              "journal actions over 0.5 ms");
  for (int mark : marks) {
    Window before, after;
    while (static_cast<int>(game.log().size()) < mark + window) {
      const auto legal = game.legal_actions();
      if (legal.empty()) break;
      auto rest = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return std::holds_alternative<Rest>(a); });
      const Action a = rest != legal.end() ? *rest : legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      if (!game.apply(a)) return 1;
      if (static_cast<int>(game.log().size()) <= mark) continue;
      auto t0 = std::chrono::steady_clock::now();
      (void)write_save_file(game, before_path);  // the app before: the whole save every action
      (void)write_file_atomically(before_path + ".seats.json", nlohmann::json(seats).dump() + "\n");
      const double b = ms_since(t0);
      t0 = std::chrono::steady_clock::now();
      (void)(*journal)->record_action(game, a);
      const double j = ms_since(t0);
      before.mean += b / window;
      after.mean += j / window;
      before.worst = std::max(before.worst, b);
      after.worst = std::max(after.worst, j);
      after.over_half_ms += j > 0.5;
    }
    if (static_cast<int>(game.log().size()) < mark + window) {
      std::printf("the game ended at %zu actions\n", game.log().size());
      return 1;
    }
    std::printf("%8d  %12.3f / %-13.3f  %12.3f / %-13.3f  %d of %d\n", mark, before.mean, before.worst, after.mean,
                after.worst, after.over_half_ms, window);
  }
  journal->reset();
  fs::remove_all(dir);
  return 0;
}

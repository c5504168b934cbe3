// `highscore-cli replay SAVE.json [--data DIR]`: reloads a save by replaying its actions from set-up,
// checks the snapshot and hash (R10.4), and prints a JSON summary, with who plays each seat when the
// save records it ("seats": null for a save without them). Exit 1 when the save is refused.
#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "highscore/bots.hpp"
#include "highscore/save.hpp"
#include "highscore/script.hpp"
#include "io_args.hpp"

namespace hs::cli {

int cmd_replay(const Args& args) {
  std::string save_path, data_dir = default_data_dir();
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--data" && i + 1 < args.size()) {
      data_dir = args[++i];
    } else if (a == "--data") {
      std::fprintf(stderr, "highscore-cli replay: --data needs a value\n");
      return 2;
    } else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "highscore-cli replay: unknown flag '%s'\n", a.c_str());
      return 2;
    } else if (save_path.empty()) {
      save_path = a;
    } else {
      std::fprintf(stderr, "highscore-cli replay: one save only ('%s' is extra)\n", a.c_str());
      return 2;
    }
  }
  if (save_path.empty()) {
    std::fprintf(stderr, "usage: highscore-cli replay SAVE.json [--data DIR]\n");
    return 2;
  }
  auto content = load_content_or_report("replay", data_dir);
  if (!content) return 2;
  auto loaded = read_save_file_with_seats(*content, save_path);
  if (!loaded) {
    std::fprintf(stderr, "highscore-cli replay: %s\n", loaded.refusal().reason.c_str());
    return 1;
  }
  const Game& game = loaded.value().game;
  nlohmann::json seats = nullptr;  // a save without seats: the caller decides (as before format 5)
  if (const auto& recorded = loaded.value().seats) {
    seats = nlohmann::json::array();
    for (const std::string& kind : *recorded) {
      nlohmann::json seat{{"controller", kind == "human" ? "human" : "bot"}};
      if (kind != "human") seat["bot"] = kind;
      for (const BotLevel& l : bot_levels())
        if (kind == l.kind) seat["level"] = l.level;
      seats.push_back(seat);
    }
  }
  const auto facts = game_facts(game);
  nlohmann::json summary{{"file", save_path},
                         {"ok", true},
                         {"content_id", content->id},
                         {"actions", game.log().size()},
                         {"hash", facts["hash"]},
                         {"round", game.state().round},
                         {"finished", game.finished()},
                         {"winners", game.state().winners},
                         {"pending", facts["pending"]},
                         {"owner", facts["owner"]},
                         {"seats", seats}};
  std::printf("%s\n", summary.dump(2).c_str());
  return 0;
}

}  // namespace hs::cli

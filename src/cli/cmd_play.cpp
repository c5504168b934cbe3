// `highscore-cli play SCRIPT.json [--data DIR] [--save OUT.json [--seats human,hard,...]]`: plays a
// scripted game ({"options", "seed", "actions", "expect"}), prints the final facts as JSON, checks the
// expectations at every checkpoint between the actions and at the end (tests/scenarios/README.md).
// --seats records who plays each seat in the save (human, or a bot level or kind), for `replay` and
// the app's Load to put back.
// Exit 0 = played and every expectation held; 1 = an action was refused or an expectation failed;
// 2 = bad arguments, unreadable or malformed script, unusable content or refused options.
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "highscore/bots.hpp"
#include "highscore/save.hpp"
#include "highscore/script.hpp"
#include "io_args.hpp"

namespace hs::cli {

int cmd_play(const Args& args) {
  std::string script_path, data_dir = default_data_dir(), save_path;
  std::optional<std::vector<std::string>> seats;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--seats") {
      if (i + 1 >= args.size() || args[i + 1].empty()) {
        std::fprintf(stderr, "highscore-cli play: --seats needs a list, e.g. human,hard,normal\n");
        return 2;
      }
      seats.emplace(1);
      for (char c : args[++i]) {
        if (c == ',')
          seats->emplace_back();
        else
          seats->back().push_back(c);
      }
      for (std::string& seat : *seats) {
        const std::string kind = seat == "human" ? seat : bot_kind_for(seat);
        if (kind.empty()) {
          std::fprintf(stderr, "highscore-cli play: --seats: '%s' is not human or a bot level (easy, normal, hard) or kind\n",
                       seat.c_str());
          return 2;
        }
        seat = kind;
      }
    } else if ((a == "--data" || a == "--save") && i + 1 < args.size() && args[i + 1].empty()) {
      std::fprintf(stderr, "highscore-cli play: %s needs a value, not an empty one\n", a.c_str());
      return 2;
    } else if ((a == "--data" || a == "--save") && i + 1 < args.size()) {
      (a == "--data" ? data_dir : save_path) = args[++i];
    } else if (a == "--data" || a == "--save") {
      std::fprintf(stderr, "highscore-cli play: %s needs a value\n", a.c_str());
      return 2;
    } else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "highscore-cli play: unknown flag '%s'\n", a.c_str());
      return 2;
    } else if (script_path.empty()) {
      script_path = a;
    } else {
      std::fprintf(stderr, "highscore-cli play: one script only ('%s' is extra)\n", a.c_str());
      return 2;
    }
  }
  if (script_path.empty()) {
    std::fprintf(stderr, "usage: highscore-cli play SCRIPT.json [--data DIR] [--save OUT.json [--seats human,hard,...]]\n");
    return 2;
  }
  if (seats && save_path.empty()) {
    std::fprintf(stderr, "highscore-cli play: --seats is recorded in the save: give --save OUT.json too\n");
    return 2;
  }
  auto script = read_script_file(script_path);
  if (!script) {
    std::fprintf(stderr, "highscore-cli play: %s\n", script.refusal().reason.c_str());
    return 2;
  }
  auto content = load_content_or_report("play", data_dir);
  if (!content) return 2;
  auto created = Game::create(*content, script->options, script->seed);
  if (!created) {
    const Refusal& r = created.refusal();
    std::fprintf(stderr, "highscore-cli play: %s: options refused: %s%s\n", script_path.c_str(),
                 r.rule.empty() ? "" : (r.rule + ": ").c_str(), r.reason.c_str());
    return 2;
  }
  Game game = std::move(created.value());
  if (seats && static_cast<int>(seats->size()) != game.options().players) {
    std::fprintf(stderr, "highscore-cli play: --seats names %zu seats for a game of %d players\n", seats->size(),
                 game.options().players);
    return 2;
  }
  const ScriptOutcome outcome = run_script(game, *script);
  if (outcome.refused) {
    for (const auto& f : outcome.failures) std::fprintf(stderr, "highscore-cli play: %s: %s\n", script_path.c_str(), f.c_str());
    std::fprintf(stderr, "highscore-cli play: %s: %s\n", script_path.c_str(), outcome.refused->c_str());
    return 1;
  }
  const auto facts = game_facts(game);
  std::printf("%s\n", facts.dump(2).c_str());
  if (!save_path.empty()) {
    auto written = seats ? write_save_file(game, save_path, *seats) : write_save_file(game, save_path);
    if (!written) {
      std::fprintf(stderr, "highscore-cli play: %s\n", written.refusal().reason.c_str());
      return 2;
    }
  }
  for (const auto& f : outcome.failures) std::fprintf(stderr, "highscore-cli play: %s: %s\n", script_path.c_str(), f.c_str());
  return outcome.failures.empty() ? 0 : 1;
}

}  // namespace hs::cli

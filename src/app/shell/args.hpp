// The app's command line: test hooks (--screenshot, --load, --new-game SPEC, --autoplay N, --scene,
// --size, --bench-render, --continue, --trace-actions, --monkey) and --data. Parsing is pure so it can be tested; errors are messages.
#pragma once
#include "highscore/options.hpp"
#include <optional>
#include <string>
#include <vector>

namespace hs::app {

// A game described on the command line: "players=3,bots=3,seed=5" (bots = how many seats, counted
// from the last, are bots; chars=viggel,ulfgar picks characters; noelim=1 turns on no elimination).
struct NewGameSpec {
  int players = 2;
  int bots = 0;
  unsigned long long seed = 1;
  std::vector<std::string> characters;
  bool no_elimination = false;
  Mode mode = Mode::Standard;  // mode=azoz|hunter: one seat, played by the advisor unless bots=0
  bool hunter_easier = false;  // easier=1 (R9.7J)
  std::string coop_map;        // map=ID (R9.8, with mode=coop)
  bool expert = false;       // R9.4
  bool exploration = false;  // R9.5
  // levels=easy:hard: the bot seats' levels in seat order (easy, normal, hard or a bot kind), as
  // bot kinds; a bot seat past the list plays as before (random, or the advisor in a mode or variant).
  std::vector<std::string> bot_kinds;
};

struct AppArgs {
  std::string screenshot;           // render one frame to this PNG, then exit
  std::string load;                 // open this save on the table
  std::string save_to;              // after autoplay, save the game here (tests make saves with it)
  std::optional<NewGameSpec> new_game;
  int autoplay = 0;                 // bot actions to take before the screenshot
  std::string scene;                // menu|setup|settings|load|table|dice|roll|shop|fork|end
  int width = 0, height = 0;        // --size WxH
  std::string data_dir;             // --data DIR
  std::string trace;                // append each screen shown ("setup", "table", "handover 1", ...) to this file
  bool bench_render = false;
  bool help = false;
  bool resume = false;              // --continue: open the autosave, as the menu's Continue does
  bool trace_actions = false;       // print "action N" on stdout as each action is applied (fault test)
  int monkey = 0;                   // --monkey N[,SEED]: N random clicks and keys, then quit
  unsigned long long monkey_seed = 1;
  int roll_and_quit = 0;            // --roll-and-quit MS: roll the dice chosen (--scene dice), quit MS later
  std::string virtual_pad;          // --virtual-pad SCRIPT: a virtual gamepad pressed by script (testing/virtual_pad.hpp)
  std::string press;                // --press KEYS: keys and pad buttons (pad:a) sent before the screenshot
};

// The smallest window the layout is made for (the window cannot be made smaller).
inline constexpr int kMinWindowWidth = 960, kMinWindowHeight = 540;

struct ParsedArgs {
  AppArgs args;
  std::string error;  // non-empty: print it and exit 2
  std::string note;   // non-empty: print it on stderr and go on (an argument was adjusted)
};

ParsedArgs parse_app_args(const std::vector<std::string>& argv);
std::optional<NewGameSpec> parse_new_game_spec(const std::string& spec, std::string& error);
std::string app_usage();

}  // namespace hs::app

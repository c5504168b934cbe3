// `--mode NAME` and `--set KEY=VALUE` for the bot-run commands (simulate, balance): game options given
// with the keys of the script and save format, refused with a message that names the flag.
#pragma once
#include <string>

#include <nlohmann/json.hpp>

#include "highscore/content.hpp"
#include "highscore/options.hpp"

namespace hs::cli {

// Options given on the command line, before the seat count is known.
struct OptionFlags {
  Mode mode = Mode::Standard;
  nlohmann::json sets = nlohmann::json::object();  // every --set so far, as the options JSON holds it
  GameOptions options;                             // mode and sets applied
};

// Reads one --mode value; "" or the problem ("--mode: unknown mode 'x' (known: ...)").
std::string read_mode_flag(const std::string& name, OptionFlags& flags);
// Reads one --set value: KEY one of the option keys, VALUE as JSON (true, 3, ["a"]) or else a plain
// string (bosses). "" or the problem, naming the flag.
std::string read_set_flag(const std::string& text, OptionFlags& flags);
// The engine's verdict on the options for `players` seats: "" or "--mode NAME: R9.6: ..." /
// "--set KEY=VALUE ...: R9.2: ...".
std::string refuse_option_flags(const Content& content, const OptionFlags& flags, int players);

}  // namespace hs::cli

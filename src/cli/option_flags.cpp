// Game options from the command line for simulate and balance, read with the save format's own
// reader so that a key means the same everywhere.
#include "option_flags.hpp"

#include <algorithm>

#include "highscore/save.hpp"
#include "highscore/text_file.hpp"

namespace hs::cli {

namespace {

std::string known_keys() {
  std::string out;
  for (const auto& k : option_keys())
    if (k != "players" && k != "mode") out += (out.empty() ? "" : ", ") + k;
  return out;
}

std::string set_flags_text(const nlohmann::json& sets) {
  std::string out;
  for (auto it = sets.begin(); it != sets.end(); ++it)
    out += (out.empty() ? "--set " : " --set ") + it.key() + "=" +
           (it->is_string() ? it->get<std::string>() : it->dump());
  return out;
}

}  // namespace

std::string read_mode_flag(const std::string& name, OptionFlags& flags) {
  const auto mode = parse_mode(name);
  if (!mode) return "--mode: unknown mode '" + name + "' (known: standard, azoz, hunter, coop)";
  flags.mode = *mode;
  flags.options.mode = *mode;
  return "";
}

std::string read_set_flag(const std::string& text, OptionFlags& flags) {
  const auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0) return "--set needs KEY=VALUE, got '" + text + "'";
  const std::string key = text.substr(0, eq), value_text = text.substr(eq + 1);
  if (key == "players") return "--set players: give the seats with --players";
  if (key == "mode") return "--set mode: give the mode with --mode";
  const auto& keys = option_keys();
  if (std::find(keys.begin(), keys.end(), key) == keys.end())
    return "--set " + text + ": unknown option key '" + key + "' (keys: " + known_keys() + ")";
  // JSON when it reads as JSON (true, 3, ["viggel"]); otherwise the text itself (bosses).
  // Read with the game's own bounds: a value nested thousands deep would overflow the stack when copied.
  if (auto problem = check_json_text(value_text)) return "--set " + key + ": " + *problem;
  nlohmann::json value = nlohmann::json::parse(value_text, nullptr, false);
  if (value.is_discarded()) value = value_text;
  nlohmann::json sets = flags.sets;
  sets[key] = value;
  auto options = options_from_json(sets);
  if (!options) {
    // "bad options: /hidden: ..." -> "--set hidden=x: /hidden: ..."
    std::string why = options.refusal().reason;
    if (why.rfind("bad options: ", 0) == 0) why = why.substr(13);
    return "--set " + text + ": " + why;
  }
  flags.sets = std::move(sets);
  flags.options = std::move(options.value());
  flags.options.mode = flags.mode;
  return "";
}

std::string refuse_option_flags(const Content& content, const OptionFlags& flags, int players) {
  auto rule_text = [](const Refusal& r) { return (r.rule.empty() ? "" : r.rule + ": ") + r.reason; };
  GameOptions mode_only;
  mode_only.mode = flags.mode;
  mode_only.players = players;
  if (auto r = validate_options(content, mode_only))
    return "--mode " + std::string(mode_name(flags.mode)) + ": " + rule_text(*r);
  GameOptions all = flags.options;
  all.players = players;
  if (auto r = validate_options(content, all)) return set_flags_text(flags.sets) + ": " + rule_text(*r);
  return "";
}

}  // namespace hs::cli

// Readers shared by the save, snapshot and script code: they throw jsonread::JsonReadError naming the
// JSON pointer inside the whole document, and the public functions turn that into a Refusal.
#pragma once
#include <string>

#include <nlohmann/json.hpp>

#include "highscore/actions.hpp"
#include "highscore/options.hpp"
#include "highscore/result.hpp"
#include "highscore/state.hpp"

namespace hs {

Action action_from_json_at(const nlohmann::json& j, const std::string& where);
GameOptions options_from_json_at(const nlohmann::json& j, const std::string& where);
GameState state_from_json_at(const nlohmann::json& j, const std::string& where);

// Reads and parses a JSON file: "PATH: cannot read" or "PATH: not JSON at line L column C".
Result<nlohmann::json> read_json_file(const std::string& path);

}  // namespace hs

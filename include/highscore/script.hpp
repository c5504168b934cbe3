// Scripted games for the CLI's `play` and the scenario tests: {"options", "seed", "actions",
// "expect"}. Expectations are a partial JSON of the final facts (state JSON plus pending/owner/hash).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "highscore/game.hpp"

namespace hs {

struct Script {
  GameOptions options;
  std::uint64_t seed = 0;
  std::vector<Action> actions;
  nlohmann::json expect;  // null when the script has no "expect"
};

// Strict reading: unknown fields and bad actions are refused naming the JSON pointer.
Result<Script> script_from_json(const nlohmann::json& j);
// "PATH: cannot read", "PATH: not JSON at line L column C", "PATH: /actions/2/type: ...".
Result<Script> read_script_file(const std::string& path);

// What a script may state about the end of the game: state_to_json(state) plus "pending" (decision
// name), "owner" (seat) and "hash" (16 hex digits).
nlohmann::json game_facts(const Game& game);

// Every way `facts` differs from `expect`: objects match when each expected key matches, arrays when
// they have the same length and every element matches, other values when equal. Empty = all hold.
std::vector<std::string> check_expectations(const nlohmann::json& facts, const nlohmann::json& expect);

}  // namespace hs

// Scripted games for the CLI's `play` and the scenario tests: {"options", "seed", "actions",
// "expect"}. Expectations are a partial JSON of the facts (state JSON plus pending/owner/hash), at the
// end and at checkpoints between actions; a checkpoint may also list exactly the legal actions.
// tests/scenarios/README.md documents the format, and how dice, options and nodes are numbered.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "highscore/game.hpp"

namespace hs {

// An entry of "actions" without a "type": {"expect": {...}, "legal": [actions], "note": "..."}.
struct ScriptCheckpoint {
  std::size_t after = 0;                      // checked once this many actions have been applied
  std::string where;                          // its JSON pointer in the script, e.g. "/actions/4"
  nlohmann::json expect;                      // partial facts; null = none
  std::optional<std::vector<Action>> legal;   // exactly these actions are legal here, in any order
};

struct Script {
  GameOptions options;
  std::uint64_t seed = 0;
  std::vector<Action> actions;
  std::vector<std::string> action_where;      // JSON pointer of each action, e.g. "/actions/5"
  std::vector<ScriptCheckpoint> checkpoints;  // in script order
  nlohmann::json expect;  // null when the script has no "expect"
};

// Most levels of nesting an "expect" may have: deeper is refused when reading (no stack overflow).
inline constexpr int kMostExpectDepth = 64;

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

// "missing: ..." for each listed action that is not legal, "also legal: ..." for each legal action not
// listed. Empty = exactly the listed actions are legal.
std::vector<std::string> check_legal_actions(const Game& game, const std::vector<Action>& listed);

// Plays `script` on `game` (freshly created from script.options and script.seed): every checkpoint
// when its turn comes, every action, then the final expect. Stops at the first refused action.
struct ScriptOutcome {
  std::vector<std::string> failures;  // "/actions/4: expect /players/0/coins: expected 3, got 2",
                                      // "/actions/4: legal: also legal {...}", "expect /round: ..."
  std::optional<std::string> refused; // "action 6 (rest) refused: R4.3: ... [/actions/7]"
  bool ok() const { return failures.empty() && !refused; }
};
ScriptOutcome run_script(Game& game, const Script& script);

}  // namespace hs

// Saved games and replays (R10.4): {format_version, content_id, content_fingerprint, options, seed,
// actions, state}. Loading replays the actions and checks the snapshot; any mismatch is refused.
#pragma once
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "highscore/game.hpp"

namespace hs {

inline constexpr int kSaveFormatVersion = 3;  // 2: the decision stack, entities, hidden cards; 3: expert and exploration state

nlohmann::json action_to_json(const Action& a);
Result<Action> action_from_json(const nlohmann::json& j);  // refuses unknown/ill-typed actions

nlohmann::json options_to_json(const GameOptions& o);
Result<GameOptions> options_from_json(const nlohmann::json& j);

nlohmann::json state_to_json(const GameState& s);
// Inverse of state_to_json (exact: every field, no unknown ones); used to check save snapshots.
Result<GameState> state_from_json(const nlohmann::json& j);

nlohmann::json save_game(const Game& game);
Result<Game> load_game(const Content& content, const nlohmann::json& save);

// Files: written atomically (temp file + rename); read errors name the file.
Result<bool> write_save_file(const Game& game, const std::string& path);
Result<Game> read_save_file(const Content& content, const std::string& path);

}  // namespace hs

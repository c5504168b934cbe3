// Readers shared by the save, snapshot and script code: they throw jsonread::JsonReadError naming the
// JSON pointer inside the whole document, and the public functions turn that into a Refusal.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "highscore/actions.hpp"
#include "highscore/options.hpp"
#include "highscore/result.hpp"
#include "highscore/state.hpp"

namespace hs {

Action action_from_json_at(const nlohmann::json& j, const std::string& where);
GameOptions options_from_json_at(const nlohmann::json& j, const std::string& where);
GameState state_from_json_at(const nlohmann::json& j, const std::string& where);

// Save formats (save_formats.cpp): FNV-1a 64 of a text; the options' check value (16 hex digits); an
// older save turned into the current form after checking its own hash (version < kSaveFormatVersion).
std::uint64_t fnv1a64(const std::string& text);
std::string options_check(const GameOptions& options);
Result<nlohmann::json> migrate_save(const nlohmann::json& save, int version);
// The state hash as format 3 wrote it (state_hash.cpp): without the fields format 4 added.
std::uint64_t hash_state_format3(const GameState& state);

// The first save format whose state and hash read as this build's: saves from it on need no migration.
inline constexpr int kStateFormatSince = 4;

// A save's "seats" (save_seats.cpp): written from controllers ("human" or a bot kind), read back
// checked against the game's number of players.
nlohmann::json seats_to_json(const std::vector<std::string>& seats);
std::vector<std::string> seats_from_json_at(const nlohmann::json& j, const std::string& where, int players);

// Reads and parses a JSON file: "PATH: cannot read" or "PATH: not JSON at line L column C".
Result<nlohmann::json> read_json_file(const std::string& path);

}  // namespace hs

// Saved games and replays (R10.4): {format_version, content_id, content_fingerprint, options,
// options_check, seed, actions, state, hash, and optionally seats}. Loading replays the actions and checks the snapshot and
// the options; any mismatch is refused. Saves of older formats are migrated (see save_formats()).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "highscore/game.hpp"

namespace hs {

// One save format. The list (save_formats()) is never reordered and no line is ever removed: a change
// to the save, options or state JSON, or to the hash, appends a version and a migration from the one
// before it (src/engine/save/save_formats.cpp).
struct SaveFormat {
  int version;
  const char* change;  // what this version changed, for people reading the code and the docs
};
const std::vector<SaveFormat>& save_formats();
inline constexpr int kSaveFormatVersion = 5;  // the last entry of save_formats()
std::string readable_save_formats();          // "1, 2"

nlohmann::json action_to_json(const Action& a);
Result<Action> action_from_json(const nlohmann::json& j);  // refuses unknown/ill-typed actions

nlohmann::json options_to_json(const GameOptions& o);
Result<GameOptions> options_from_json(const nlohmann::json& j);
const std::vector<std::string>& option_keys();  // the keys of the options object, sorted

nlohmann::json state_to_json(const GameState& s);
// Inverse of state_to_json (exact: every field, no unknown ones); used to check save snapshots.
Result<GameState> state_from_json(const nlohmann::json& j);

nlohmann::json save_game(const Game& game);
Result<Game> load_game(const Content& content, const nlohmann::json& save);

// Who plays each seat, per seat "human" or a bot kind of make_bot() ("easy", "advisor", "expert",
// "random"). A save may keep them beside the game (format 5) so loading puts the same players back;
// in the file a bot seat names its kind and, for the kinds a player picks, its level (easy, normal,
// hard: bot_levels()), and either is enough to read it back.
using SeatControllers = std::vector<std::string>;
nlohmann::json save_game(const Game& game, const SeatControllers& seats);
struct LoadedSave {
  Game game;
  std::optional<SeatControllers> seats;  // none in a save written without them (every save before format 5)
};
Result<LoadedSave> load_save(const Content& content, const nlohmann::json& save);

// Files: written atomically (temp file + rename); read errors name the file.
Result<bool> write_save_file(const Game& game, const std::string& path);
Result<bool> write_save_file(const Game& game, const std::string& path, const SeatControllers& seats);
Result<Game> read_save_file(const Content& content, const std::string& path);
Result<LoadedSave> read_save_file_with_seats(const Content& content, const std::string& path);

}  // namespace hs

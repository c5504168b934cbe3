// Saves the player names and manages: a name typed when saving becomes the file's name in the saves
// folder ("<name>.json", its thumbnail "<name>.thumb.png" beside it), checked first so a name the
// folder cannot hold is refused with the reason; rename and delete take the thumbnail along. No SDL.
#pragma once
#include <ctime>
#include <optional>
#include <string>

namespace hs::app {

// The longest name, in bytes (UTF-8): a file name stays well under the file system's 255.
inline constexpr std::size_t kMaxSaveNameBytes = 80;

// Why a typed name cannot name a save: the string key of the reason ("save.name_empty",
// "save.name_long", "save.name_dot", "save.name_char") and, for a refused character, the character
// itself (for the message). Leading and trailing spaces are not refused: trim_save_name drops them.
struct SaveNameProblem {
  std::string key;
  std::string character;
};
std::optional<SaveNameProblem> save_name_problem(const std::string& name);
std::string trim_save_name(const std::string& name);

// "Competitive 2026-11-26 07h30": the mode's name in the player's language and the local time given.
std::string default_save_name(const std::string& mode_label, const std::tm& when);

// The folder the named saves are kept in: "<data dir>/saves".
std::string saves_dir();

// `base`, or "base (2)", "base (3)"...: the first name no save in `dir` has yet.
std::string unused_save_name(const std::string& dir, const std::string& base);

// "<dir>/<name>.json" (the name as checked above).
std::string named_save_path(const std::string& dir, const std::string& name);
// The name a save is listed by: its file name without ".json".
std::string save_name_of(const std::string& path);
// "<dir>/<name>.thumb.png" for "<dir>/<name>.json".
std::string thumbnail_path(const std::string& save_path);

// Renames a save (and its thumbnail) to `new_name` in the same folder. Refuses a name taken by
// another save, never overwriting it; nullopt when done, else what went wrong.
std::optional<std::string> rename_save(const std::string& path, const std::string& new_name);
// Deletes a save and its thumbnail (asked for and confirmed by the player); nullopt when done.
std::optional<std::string> delete_save(const std::string& path);

}  // namespace hs::app

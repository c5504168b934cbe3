// Reading the files a player can hand the game (content, saves, scripts, settings, the autosave): one
// reader for all of them, so each gets the same limits. A file is refused before it is read when it is
// larger than kMaxFileBytes (a device or a pipe is read up to that limit and no further), a NUL byte
// refuses it (JSON readers would stop there and ignore the rest), and JSON nested deeper than
// kMaxJsonDepth is refused before anything walks it recursively (copying, printing or comparing a
// value 100,000 levels deep overflows the stack).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "highscore/result.hpp"

namespace hs {

inline constexpr std::uintmax_t kMaxFileBytes = std::uintmax_t{32} << 20;  // 32 MiB: saves of long games are ~1 MiB
inline constexpr int kMaxJsonDepth = 64;  // the game's own files nest at most 8 levels

// "32 MiB", for messages that name the limit.
std::string describe_file_limit(std::uintmax_t max_bytes = kMaxFileBytes);

// The whole file as bytes, or "PATH: why" (missing, a directory, larger than the limit, a NUL byte
// at line L, column C). Never reads more than max_bytes + 1 bytes, whatever the path names.
Result<std::string> read_text_file(const std::string& path, std::uintmax_t max_bytes = kMaxFileBytes);

// Checks JSON text without parsing it, in one linear pass: a NUL byte or nesting deeper than
// max_depth gives "a NUL byte at line L, column C" / "nested deeper than 64 levels at line L, column C".
std::optional<std::string> check_json_text(std::string_view text, int max_depth = kMaxJsonDepth);

// check_json_text, then the parse: "not JSON at line L column C: reason" on a syntax error.
Result<nlohmann::json> parse_json_text(const std::string& text, int max_depth = kMaxJsonDepth);

// read_text_file then parse_json_text; every message starts with "PATH: ".
Result<nlohmann::json> read_json_text_file(const std::string& path, std::uintmax_t max_bytes = kMaxFileBytes,
                                           int max_depth = kMaxJsonDepth);

// For values built in memory (a caller's JSON handed to the loaders): "nested deeper than N levels"
// when it is, found without recursion; nullopt otherwise.
std::optional<std::string> check_json_depth(const nlohmann::json& value, int max_depth = kMaxJsonDepth);

// Where a write to `path` (temp file, then rename) must land: a symbolic link is followed to the file
// it names, so the link is kept and its target replaced; "PATH: cannot write (...)" when a directory,
// a device, a FIFO or anything else that is not a regular file is there (never renamed over).
Result<std::string> file_to_replace(const std::string& path);

}  // namespace hs

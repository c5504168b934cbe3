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
// Values (numbers, texts, objects, arrays) in one document: a long game's save holds ~65,000 (about
// 16 bytes each). Bounds the memory a file of tiny values can take: the parsed form is ~100 bytes a value.
inline constexpr std::size_t kMaxJsonValues = 1'000'000;

// "32 MiB", for messages that name the limit.
std::string describe_file_limit(std::uintmax_t max_bytes = kMaxFileBytes);

// The whole file as bytes, or "PATH: why": "cannot read (no such file or directory)" (the system's
// reason), "cannot read (a FIFO (named pipe), not a regular file)" (directories, devices, pipes and
// sockets are refused without waiting on them), larger than the limit, a NUL byte at line L, column C.
// Never reads more than max_bytes bytes.
Result<std::string> read_text_file(const std::string& path, std::uintmax_t max_bytes = kMaxFileBytes);

// What `path` is when it exists and is not a regular file ("a directory", "a FIFO (named pipe)", "a
// character device", ...), for readers that hand a path to a library (fonts, pictures, sounds) and
// must not let it block on a pipe; nullopt for a regular file or a missing one.
std::optional<std::string> not_a_regular_file(const std::string& path);

// The system's reason for `error` (an errno value) in lower case: "permission denied".
std::string errno_text(int error);

// Checks JSON text without parsing it, in one linear pass: a NUL byte or nesting deeper than
// max_depth gives "a NUL byte at line L, column C" / "nested deeper than 64 levels at line L, column C".
std::optional<std::string> check_json_text(std::string_view text, int max_depth = kMaxJsonDepth);

// check_json_text, then the parse: "not JSON at line L column C" on a syntax error; a key written
// twice in one object is refused ("/state/round: this key appears twice in the same object; only the
// last one would count", as in content files), and so is a document of more than kMaxJsonValues values.
Result<nlohmann::json> parse_json_text(const std::string& text, int max_depth = kMaxJsonDepth);

// A JSON library's exception in the game's words: "expected array, found number", "\"files\" is
// missing" (the library's own code names such as "[json.exception.type_error.302]" are dropped).
std::string json_error_in_words(const std::exception& e);

// read_text_file then parse_json_text; every message starts with "PATH: ".
Result<nlohmann::json> read_json_text_file(const std::string& path, std::uintmax_t max_bytes = kMaxFileBytes,
                                           int max_depth = kMaxJsonDepth);

// For documents built in memory before they are written: "more than N values, ..." when the readers
// would refuse it (kMaxJsonValues), found without recursion; nullopt otherwise.
std::optional<std::string> count_json_values(const nlohmann::json& value, std::size_t max_values = kMaxJsonValues);

// For values built in memory (a caller's JSON handed to the loaders): "nested deeper than N levels"
// when it is, found without recursion; nullopt otherwise.
std::optional<std::string> check_json_depth(const nlohmann::json& value, int max_depth = kMaxJsonDepth);

// Where a write to `path` (temp file, then rename) must land: a symbolic link is followed to the file
// it names, so the link is kept and its target replaced; "PATH: cannot write (...)" when a directory,
// a device, a FIFO or anything else that is not a regular file is there (never renamed over).
Result<std::string> file_to_replace(const std::string& path);

// Writes `bytes` to `path` whole or not at all: a temp file of its own in the same folder (mkstemp:
// nothing already there is removed or written through), flushed to disk, then renamed over the
// target (through a link to its file, see file_to_replace). The target's mode is kept; a read-only
// target is refused and left as it was; more than kMaxFileBytes is refused (the readers would refuse
// it). nullopt, or "PATH: cannot write (why)" with the system's reason.
std::optional<std::string> write_file_atomically(const std::string& path, const std::string& bytes);

}  // namespace hs

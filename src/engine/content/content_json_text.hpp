// Turning a content file's bytes into JSON: syntax errors with line and column, and the keys written
// twice in one object (nlohmann keeps the last silently; in hand-edited cards it is a mistake).
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace hs::content_detail {

// Keys written twice are listed up to this many, then counted (more_duplicate_keys).
inline constexpr std::size_t kMostDuplicateKeysReported = 20;

struct ParsedText {
  nlohmann::json root;
  std::optional<std::string> syntax_error;      // "invalid JSON at line 3, column 16: ..."
  std::vector<std::string> duplicate_keys;      // JSON pointers of keys that appear twice (the first 20)
  std::size_t more_duplicate_keys = 0;          // repeated keys beyond those listed
};

ParsedText parse_json_text(const std::string& bytes);

}  // namespace hs::content_detail

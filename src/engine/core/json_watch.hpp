// One pass over JSON text that builds nothing (nlohmann's SAX reader): the keys written twice in one
// object, where they are, and whether the document holds more values than may be built. Both the
// shared reader (text_file.cpp) and the content loader run it before parsing; nlohmann's parse with a
// callback, used before, takes quadratic time on long arrays (200,000 elements: 15 s).
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace hs::core_detail {

struct JsonWatch {
  std::vector<std::string> duplicate_keys;  // JSON pointers of repeated keys, the first `most_listed`
  std::size_t more_duplicate_keys = 0;      // repeated keys beyond those listed
  std::optional<std::string> too_many;      // "more than N values, the most the game reads from one file"
};

// Stops at the first repeated key when `most_listed` is 1; a syntax error ends the pass quietly (the
// parse after it reports it with its position).
JsonWatch watch_json_text(const std::string& text, std::size_t most_listed, std::size_t max_values);

}  // namespace hs::core_detail

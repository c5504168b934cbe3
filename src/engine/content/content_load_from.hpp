// Loading content from any byte source (files by name), so the fuzz targets can load content held
// in memory through exactly the path load_content() takes. Internal to the engine and its tests.
#pragma once
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "content/content_json_text.hpp"
#include "highscore/content.hpp"

namespace hs::content_detail {

// Returns the bytes of content file `name` ("dungeon.json", ...), or nullopt with `problem` set.
using FileSource = std::function<std::optional<std::string>(const std::string& name, std::string& problem)>;

// Parses kept by file name with the bytes they came from; a load given one reuses the parse of a
// file whose bytes are unchanged (the fuzz targets load thousands of sets that differ in one file).
using ParsedCache = std::map<std::string, std::pair<std::string, ParsedText>>;

ContentLoad load_content_from(const FileSource& source, ParsedCache* cache = nullptr);

// Fills `cache` with the parse of each file `source` gives.
void fill_parsed_cache(const FileSource& source, ParsedCache& cache);

// The content files in fingerprint order.
const std::vector<std::string>& content_file_names();

}  // namespace hs::content_detail

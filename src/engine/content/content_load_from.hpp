// Loading content from any byte source (files by name), so the fuzz targets can load content held
// in memory through exactly the path load_content() takes. Internal to the engine and its tests.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "highscore/content.hpp"

namespace hs::content_detail {

// Returns the bytes of content file `name` ("dungeon.json", ...), or nullopt with `problem` set.
using FileSource = std::function<std::optional<std::string>(const std::string& name, std::string& problem)>;

ContentLoad load_content_from(const FileSource& source);

// The content files in fingerprint order.
const std::vector<std::string>& content_file_names();

}  // namespace hs::content_detail

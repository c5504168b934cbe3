// The app's three searches (content, interface text, fonts and art) on top of the engine's
// data_location; a failed search becomes one message listing where it looked.
#include "app/shell/paths.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>
#include <vector>

#include "highscore/content.hpp"

namespace hs::app {

namespace fs = std::filesystem;

namespace {

bool has_strings(const std::string& dir) {
  std::error_code ec;
  return !dir.empty() && fs::exists(fs::path(dir) / "i18n" / "en.json", ec);
}

// The interface text: the named content folder's i18n/ first, then the default search. A content
// folder without text (a test fixture) still gets the game's own strings.
std::optional<std::string> find_i18n(const std::string& data_arg, std::string& out) {
  DataKind kind{"data", "i18n/en.json", "", "interface text"};
  std::vector<std::string> tried;
  const char* env = std::getenv(content_kind().env.c_str());
  for (const std::string& dir : {data_arg, std::string(env ? env : "")}) {
    if (dir.empty()) continue;
    if (has_strings(dir)) {
      out = (fs::path(dir) / "i18n").string();
      return std::nullopt;
    }
    tried.push_back(dir);
  }
  DataSearch search = find_data(kind, data_roots());
  if (!search.found.empty()) {
    out = (fs::path(search.found) / "i18n").string();
    return std::nullopt;
  }
  search.tried.insert(search.tried.begin(), tried.begin(), tried.end());
  kind.env = content_kind().env;
  return search.not_found_message(kind);
}

}  // namespace

const DataKind& assets_kind() {
  static const DataKind kind{"assets", "fonts", "HIGHSCORE_ASSETS", "fonts and art"};
  return kind;
}

std::optional<std::string> resolve_app_paths(const std::string& data_arg, AppPaths& out) {
  out.content = data_arg.empty() ? default_data_dir() : data_arg;
  if (auto err = find_i18n(data_arg, out.i18n)) return err;
  const DataSearch assets = find_data(assets_kind(), data_roots());
  if (assets.found.empty()) return assets.not_found_message(assets_kind());
  out.assets = assets.found;
  return std::nullopt;
}

}  // namespace hs::app

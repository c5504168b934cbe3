// Where the game's files are looked for: the executable's folder, the install layout beside it, the
// configured install prefix, or an environment variable that replaces the search.
#include "highscore/data_location.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace hs {

namespace fs = std::filesystem;

std::string DataSearch::not_found_message(const DataKind& kind) const {
  std::string places;
  for (const std::string& t : tried) places += (places.empty() ? "" : ", ") + t;
  if (places.empty()) places = "(nowhere: the program's own folder is unknown)";
  return "no " + kind.what + " found; looked in " + places + " (none holds " + kind.marker + "); set " + kind.env +
         " to the " + kind.folder + " folder" + (kind.folder == "data" ? " or pass --data DIR" : "");
}

std::string executable_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec || exe.empty()) return {};
  return exe.parent_path().string();
}

std::vector<std::string> data_roots() {
  std::vector<std::string> roots;
  auto add = [&](const fs::path& p) {
    const std::string s = p.lexically_normal().string();
    if (!s.empty() && std::find(roots.begin(), roots.end(), s) == roots.end()) roots.push_back(s);
  };
  if (const std::string exe = executable_dir(); !exe.empty()) {
    add(exe);
    add(fs::path(exe) / ".." / "share" / "highscore");
  }
#ifdef HS_INSTALL_DATADIR
  add(HS_INSTALL_DATADIR);
#endif
  return roots;
}

DataSearch find_data(const DataKind& kind, const std::vector<std::string>& roots) {
  DataSearch search;
  if (const char* env = std::getenv(kind.env.c_str()); env && *env) {
    search.found = env;
    search.tried.push_back(search.found + " ($" + kind.env + ")");
    return search;
  }
  for (const std::string& root : roots) {
    const fs::path dir = (fs::path(root) / kind.folder).lexically_normal();
    search.tried.push_back(dir.string());
    std::error_code ec;
    if (fs::exists(dir / kind.marker, ec)) {
      search.found = dir.string();
      break;
    }
  }
  return search;
}

const DataKind& content_kind() {
  static const DataKind kind{"data", "content.json", "HIGHSCORE_DATA", "game content"};
  return kind;
}

DataSearch find_content_dir() { return find_data(content_kind(), data_roots()); }

}  // namespace hs

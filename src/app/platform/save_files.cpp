// Save names, their files and thumbnails (see save_files.hpp).
#include "app/platform/save_files.hpp"

#include <filesystem>
#include <string_view>

#include "app/platform/settings.hpp"

namespace hs::app {

namespace fs = std::filesystem;

std::string trim_save_name(const std::string& name) {
  const std::size_t first = name.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return name.substr(first, name.find_last_not_of(' ') - first + 1);
}

namespace {
// Characters a folder on some system cannot hold in a name.
constexpr std::string_view kRefusedInNames = "/\\:*?\"<>|";
}  // namespace

std::string saves_dir() { return data_dir() + "/saves"; }

std::string unused_save_name(const std::string& dir, const std::string& base) {
  std::string name = base;
  std::error_code ec;
  for (int k = 2; fs::exists(fs::symlink_status(named_save_path(dir, name), ec)) && k < 1000; ++k)
    name = base + " (" + std::to_string(k) + ")";
  return name;
}

std::optional<SaveNameProblem> save_name_problem(const std::string& typed) {
  const std::string name = trim_save_name(typed);
  if (name.empty()) return SaveNameProblem{"save.name_empty", ""};
  if (name.size() > kMaxSaveNameBytes) return SaveNameProblem{"save.name_long", ""};
  if (name.front() == '.') return SaveNameProblem{"save.name_dot", ""};
  for (char ch : name) {
    const auto u = static_cast<unsigned char>(ch);
    if (u < 0x20 || u == 0x7F) return SaveNameProblem{"save.name_char", ""};
    if (kRefusedInNames.find(ch) != std::string_view::npos) return SaveNameProblem{"save.name_char", std::string(1, ch)};
  }
  // Files of this shape are the autosave's seats files, which Load does not list.
  if (name.find(".seats") != std::string::npos) return SaveNameProblem{"save.name_char", "."};
  return std::nullopt;
}

std::string default_save_name(const std::string& mode_label, const std::tm& when) {
  char stamp[32] = "";
  if (std::strftime(stamp, sizeof stamp, "%Y-%m-%d %Hh%M", &when) == 0) stamp[0] = '\0';
  // A mode's name may hold a character names refuse ("Solo: Azoz"): the proposal leaves it out.
  std::string mode;
  for (char ch : mode_label)
    if (kRefusedInNames.find(ch) == std::string_view::npos && static_cast<unsigned char>(ch) >= 0x20) mode += ch;
  return trim_save_name(mode + " " + stamp);
}

std::string named_save_path(const std::string& dir, const std::string& name) {
  return (fs::path(dir) / (trim_save_name(name) + ".json")).string();
}

std::string save_name_of(const std::string& path) { return fs::path(path).stem().string(); }

std::string thumbnail_path(const std::string& save_path) {
  fs::path p(save_path);
  p.replace_extension(".thumb.png");
  return p.string();
}

std::optional<std::string> rename_save(const std::string& path, const std::string& new_name) {
  const std::string to = named_save_path(fs::path(path).parent_path().string(), new_name);
  if (to == path) return std::nullopt;
  std::error_code ec;
  if (fs::exists(fs::symlink_status(to, ec))) return to + ": another save has this name";
  fs::rename(path, to, ec);
  if (ec) return path + ": cannot rename (" + ec.message() + ")";
  const std::string thumb = thumbnail_path(path), new_thumb = thumbnail_path(to);
  if (fs::exists(fs::symlink_status(thumb, ec)) && !fs::exists(fs::symlink_status(new_thumb, ec))) fs::rename(thumb, new_thumb, ec);
  return std::nullopt;  // a thumbnail left behind only costs the picture: Load shows a plain tile
}

std::optional<std::string> delete_save(const std::string& path) {
  std::error_code ec;
  if (!fs::remove(path, ec) || ec) return path + ": cannot delete (" + (ec ? ec.message() : "not found") + ")";
  fs::remove(thumbnail_path(path), ec);
  return std::nullopt;
}

}  // namespace hs::app

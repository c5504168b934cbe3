// Reading and writing settings.json, and the XDG directories the app uses.
#include "app/platform/settings.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "app/platform/file_safety.hpp"

namespace hs::app {

int bot_delay_ms(BotSpeed s) {
  switch (s) {
    case BotSpeed::Slow: return 1200;
    case BotSpeed::Normal: return 600;
    case BotSpeed::Fast: return 200;
    case BotSpeed::Instant: return 0;
  }
  return 600;
}

namespace {
std::string xdg(const char* var, const char* fallback_under_home) {
  const char* v = std::getenv(var);
  if (v && *v) return std::string(v) + "/highscore";
  const char* home = std::getenv("HOME");
  return std::string(home && *home ? home : ".") + "/" + fallback_under_home + "/highscore";
}
}  // namespace

std::string config_dir() { return xdg("XDG_CONFIG_HOME", ".config"); }
std::string data_dir() { return xdg("XDG_DATA_HOME", ".local/share"); }
std::string settings_path() { return config_dir() + "/settings.json"; }
std::string autosave_path() { return data_dir() + "/autosave.json"; }

std::optional<std::string> ensure_dir(const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return dir + ": cannot create directory (" + ec.message() + ")";
  return std::nullopt;
}

Settings load_settings(const std::string& path, std::string* warning, bool* damaged) {
  Settings s;
  if (damaged) *damaged = false;
  std::ifstream in(path);
  if (!in) return s;
  if (auto big = too_large(path, 1 << 16, "settings file")) {
    if (warning) *warning = *big + "; using defaults";
    if (damaged) *damaged = true;
    return s;
  }
  try {
    nlohmann::json j;
    in >> j;
    if (j.contains("language") && j["language"].is_string()) {
      const std::string lang = j["language"];
      if (lang == "en" || lang == "es") s.language = lang;
    }
    if (j.contains("colorblind_symbols") && j["colorblind_symbols"].is_boolean())
      s.colorblind_symbols = j["colorblind_symbols"];
    if (j.contains("bot_speed") && j["bot_speed"].is_number_integer()) {
      const int v = j["bot_speed"];
      if (v >= 0 && v <= 3) s.bot_speed = static_cast<BotSpeed>(v);
    }
    // Read wide and clamped: a huge size must not stop the app from opening its window.
    auto size = [&](const char* key, long long lo, long long hi, int& out) {
      if (!j.contains(key)) return;
      if (j[key].is_number_unsigned()) out = static_cast<int>(std::min<std::uint64_t>(j[key].get<std::uint64_t>(), hi));
      else if (j[key].is_number_integer()) out = static_cast<int>(std::clamp<long long>(j[key].get<long long>(), lo, hi));
      out = std::max(out, static_cast<int>(lo));
    };
    size("window_width", 640, kMaxWindowSide, s.window_width);
    size("window_height", 360, kMaxWindowSide, s.window_height);
    if (j.contains("fullscreen") && j["fullscreen"].is_boolean()) s.fullscreen = j["fullscreen"];
  } catch (const std::exception& e) {
    if (warning) *warning = path + ": damaged settings file, using defaults (" + e.what() + ")";
    if (damaged) *damaged = true;
    return Settings{};
  }
  return s;
}

std::optional<std::string> save_settings(const Settings& s, const std::string& path) {
  const auto dir = std::filesystem::path(path).parent_path().string();
  if (!dir.empty())
    if (auto err = ensure_dir(dir)) return err;
  nlohmann::json j{{"language", s.language},
                   {"colorblind_symbols", s.colorblind_symbols},
                   {"bot_speed", static_cast<int>(s.bot_speed)},
                   {"window_width", s.window_width},
                   {"window_height", s.window_height},
                   {"fullscreen", s.fullscreen}};
  if (auto err = write_file_atomically(path, j.dump(2) + "\n")) return err;
  return std::nullopt;
}

}  // namespace hs::app

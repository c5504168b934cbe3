// Reading and writing settings.json, and the XDG directories the app uses.
#include "app/platform/settings.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "app/platform/file_safety.hpp"
#include "app/render/type_scale.hpp"
#include "highscore/text_file.hpp"

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
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return s;
  // Anything the app would not have written is damage: the file is kept aside (.damaged) by the
  // caller before defaults replace it, and the warning says which value was wrong.
  auto damage = [&](const std::string& why) {
    if (warning) *warning = path + ": damaged settings file (" + why + "), using defaults where it is wrong";
    if (damaged) *damaged = true;
  };
  auto read = read_json_text_file(path, 1 << 16);  // size, NUL bytes, deep nesting and pipes refused
  if (!read) {
    damage(read.refusal().reason);
    return Settings{};
  }
  const nlohmann::json& j = read.value();
  if (!j.is_object()) {
    damage(std::string("expected an object, found ") + j.type_name());
    return Settings{};
  }
  std::string wrong;  // the first wrong value, for the warning
  auto wrong_value = [&](const char* key) {
    if (wrong.empty()) wrong = std::string("\"") + key + "\" has a value the game does not use";
  };
  auto flag = [&](const char* key, bool& out) {
    if (!j.contains(key)) return;
    if (j[key].is_boolean()) out = j[key];
    else wrong_value(key);
  };
  if (j.contains("language")) {
    const auto& v = j["language"];
    if (v.is_string() && (v == "en" || v == "es")) s.language = v.get<std::string>();
    else wrong_value("language");
  }
  flag("colorblind_symbols", s.colorblind_symbols);
  if (j.contains("bot_speed")) {
    const auto& v = j["bot_speed"];
    if (v.is_number_integer() && v.get<long long>() >= 0 && v.get<long long>() <= 3)
      s.bot_speed = static_cast<BotSpeed>(v.get<int>());
    else wrong_value("bot_speed");
  }
  // Read wide and clamped: a huge size must not stop the app from opening its window.
  auto size = [&](const char* key, long long lo, long long hi, int& out) {
    if (!j.contains(key)) return;
    if (j[key].is_number_unsigned()) out = static_cast<int>(std::min<std::uint64_t>(j[key].get<std::uint64_t>(), hi));
    else if (j[key].is_number_integer()) out = static_cast<int>(std::clamp<long long>(j[key].get<long long>(), lo, hi));
    else wrong_value(key);
    out = std::max(out, static_cast<int>(lo));
  };
  size("window_width", 640, kMaxWindowSide, s.window_width);
  size("window_height", 360, kMaxWindowSide, s.window_height);
  flag("fullscreen", s.fullscreen);
  auto volume = [&](const char* key, int& out) {
    if (!j.contains(key)) return;
    const auto& v = j[key];
    if (v.is_number_integer() && v.get<long long>() >= 0 && v.get<long long>() <= kVolumeSteps) out = v.get<int>();
    else wrong_value(key);
  };
  volume("master_volume", s.master_volume);
  volume("effects_volume", s.effects_volume);
  volume("music_volume", s.music_volume);
  flag("muted", s.muted);
  flag("reduced_motion", s.reduced_motion);
  flag("high_contrast", s.high_contrast);
  if (j.contains("text_scale")) {
    const auto& v = j["text_scale"];
    if (v.is_number_integer() && v.get<long long>() >= 100 && v.get<long long>() <= 200 && theme::is_text_scale(v.get<int>()))
      s.text_scale = v.get<int>();
    else wrong_value("text_scale");
  }
  if (j.contains("keys")) {
    // Each entry that cannot be used keeps its default; the first problem is named (with how many more).
    std::vector<std::string> problems;
    s.keys = key_bindings_from_json(j["keys"], problems);
    if (!problems.empty() && wrong.empty())
      wrong = problems.front() + (problems.size() > 1 ? " (and " + std::to_string(problems.size() - 1) + " more)" : "");
  }
  if (j.contains("tutor")) {
    const auto& v = j["tutor"];
    if (v.is_string() && (v == "off" || v == "on" || v == "first_games")) s.tutor = v.get<std::string>();
    else wrong_value("tutor");
  }
  if (!wrong.empty()) damage(wrong);
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
                   {"fullscreen", s.fullscreen},
                   {"master_volume", s.master_volume},
                   {"effects_volume", s.effects_volume},
                   {"music_volume", s.music_volume},
                   {"muted", s.muted},
                   {"reduced_motion", s.reduced_motion},
                   {"high_contrast", s.high_contrast},
                   {"text_scale", s.text_scale},
                   {"keys", key_bindings_to_json(s.keys)},
                   {"tutor", s.tutor}};
  if (auto err = write_file_atomically(path, j.dump(2) + "\n")) return err;
  return std::nullopt;
}

}  // namespace hs::app

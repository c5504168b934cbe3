// Player settings (language, colour-blind symbols, bot speed, window, sound volumes and mute) and where the app keeps its
// files: settings in the XDG config dir, the autosave in the XDG data dir.
#pragma once
#include <optional>
#include <string>

#include "app/platform/key_bindings.hpp"

namespace hs::app {

enum class BotSpeed { Slow = 0, Normal = 1, Fast = 2, Instant = 3 };

struct Settings {
  std::string language = "en";
  bool colorblind_symbols = true;
  BotSpeed bot_speed = BotSpeed::Normal;
  int window_width = 1280, window_height = 720;
  bool fullscreen = false;
  // Sound: volumes in steps of kVolumeSteps (0 = off), and mute over all of them (also the M key).
  int master_volume = 4, effects_volume = 4, music_volume = 1;
  bool muted = false;
  bool high_contrast = false;   // the interface's high-contrast palette (render/theme.hpp)
  bool reduced_motion = false;  // only what is needed to follow the game moves (table/motion/)
  int text_scale = 100;  // the text size in percent, one of theme::kTextScales (render/type_scale.hpp)
  KeyBindings keys = default_key_bindings();  // the rebindable commands' keys ("keys" in the file)
  // The tutor asks before a human seat's blunder is played (table/tutor/): "off", "on", or
  // "first_games" (on until three games have been finished, as the coach's First games).
  std::string tutor = "off";
  bool operator==(const Settings&) const = default;
};

inline constexpr int kVolumeSteps = 4;  // a volume is 0..kVolumeSteps

// Milliseconds a bot waits before each action at this speed.
int bot_delay_ms(BotSpeed s);

// $XDG_CONFIG_HOME/highscore (default ~/.config/highscore) and $XDG_DATA_HOME/highscore
// (default ~/.local/share/highscore). Not created here.
std::string config_dir();
std::string data_dir();
std::string settings_path();
std::string autosave_path();
// Creates the directory and its parents; returns a message on failure.
std::optional<std::string> ensure_dir(const std::string& dir);

// Window sides are clamped to this when read (and to the display when the window opens).
inline constexpr int kMaxWindowSide = 16384;

// A missing file gives the defaults; a damaged (or oversized) one gives the defaults plus a message,
// and `damaged` is set so the file is moved aside, not overwritten, when settings are next saved.
Settings load_settings(const std::string& path, std::string* warning = nullptr, bool* damaged = nullptr);
// Written atomically (temp file, fsync, rename).
std::optional<std::string> save_settings(const Settings& s, const std::string& path);

}  // namespace hs::app

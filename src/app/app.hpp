// The desktop app: window, renderer, the screen being shown, and everything the screens share
// (settings, strings, content, the game session). Screens are free functions in scene_*.cpp.
#pragma once
#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include <SDL.h>

#include "app/app_args.hpp"
#include "app/canvas.hpp"
#include "app/pieces.hpp"
#include "app/session.hpp"
#include "app/settings.hpp"
#include "app/strings.hpp"
#include "app/table_layout.hpp"
#include "app/table_odds.hpp"
#include "app/teach.hpp"
#include "app/widgets.hpp"
#include "highscore/content.hpp"

namespace hs::app {

enum class Screen { Menu, Setup, Settings, Load, Table, End, Rules };

// The new-game screen's choices.
struct SetupChoices {
  int players = 2;
  std::string controller[4] = {"human", "human", "random", "random"};
  int character[4] = {-1, -1, -1, -1};  // index into content characters; -1 = random
  bool no_elimination = false;
  bool expert = false;       // R9.4
  bool exploration = false;  // R9.5
  std::uint64_t seed = 1;
  int focus = 0;  // the seat whose character card is shown large
  std::string error;
};

// A roll being animated: dice tumble until `until`.
struct RollAnimation {
  std::uint32_t start = 0, until = 0;
  bool active(std::uint32_t now) const { return now < until; }
};

struct App {
  // --- platform
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  Canvas canvas;
  Viewport vp;
  float pixels_per_point = 1;  // renderer pixels per window coordinate (HiDPI)
  Pointer pointer;
  bool running = true;
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();

  // --- shared state
  AppArgs args;
  Settings settings;
  StringTable strings;
  std::optional<Content> content;
  std::string content_error;  // why New game is unavailable
  std::string message;        // a notice shown on the current screen (damaged save, ...)
  std::uint32_t message_until = 0;
  Screen screen = Screen::Menu;

  // --- screens
  SetupChoices setup;
  std::unique_ptr<Session> session;
  TableUi table_ui;
  TableLayout table_layout;
  bool layout_dirty = true;
  std::optional<ChanceShown> chance;
  // The table is redrawn into this texture only when what it shows changes (layout, hover,
  // animation); other frames are one copy. `force_table_redraw` measures the full cost.
  SDL_Texture* table_frame = nullptr;
  std::string table_frame_key;
  std::uint64_t layout_generation = 0;
  bool force_table_redraw = false;
  // What lies under the table's contents: background and panel bodies (or, while the shop is open,
  // the whole table behind its shade), composed only when the layout's rectangles change.
  SDL_Texture* table_under = nullptr;
  std::string table_under_key;
  SDL_Texture* table_base = nullptr;  // background, panel bodies, paths: changes with the rectangles only
  std::string table_base_key;
  // --bench-render: milliseconds spent per table section over the fully redrawn frames.
  std::vector<std::pair<const char*, double>> section_ms;
  RollAnimation roll_anim;
  std::uint32_t next_bot_at = 0;
  bool skip_bots = false;  // "skip to my turn"
  int last_active = -1;
  std::vector<std::string> log_lines;
  std::vector<std::string> load_files;
  Teach teach;  // rules screen, inspect, coach, tutorial (teach.hpp)

  Look look() const { return Look{settings.colorblind_symbols, settings.language}; }
  std::string tr(const std::string& key) const { return strings.get(key); }
  std::string tr(const std::string& key, const std::vector<std::string>& a) const { return strings.format(key, a); }
  void notify(const std::string& text, std::uint32_t ms = 5000);
};

// Program entry once the arguments are parsed; returns the process exit code.
int run_app(const AppArgs& args);

// Screens.
void draw_menu(App& app);
void draw_setup(App& app);
// The expert (R9.4) and exploration (R9.5) toggles of the setup screen, in `area`
// (scene_setup_variants.cpp), and the ability text a seat row shows for a character.
void draw_variant_toggles(App& app, const Rect& area);
std::string setup_ability_text(const App& app, const Character& chr);
void draw_settings(App& app);
void draw_load(App& app);
void draw_table(App& app);
void draw_end(App& app);
void table_key(App& app, SDL_Keycode key, bool ctrl);
void table_update(App& app);
void table_click(App& app, Point p);

// Shared actions between screens.
void start_session(App& app, std::unique_ptr<Session> s);
void apply_and_record(App& app, const Action& a);
void autosave(App& app);
bool open_save(App& app, const std::string& path);
void refresh_load_files(App& app);
void persist_settings(App& app);

}  // namespace hs::app

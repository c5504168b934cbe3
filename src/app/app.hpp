// The desktop app: window, renderer, the screen being shown, and everything the screens share
// (settings, strings, content, the game session). Screens are free functions in scene_*.cpp.
#pragma once
#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include <SDL.h>

#include "app/app_args.hpp"
#include "app/board_flight.hpp"
#include "app/canvas.hpp"
#include "app/game_log.hpp"
#include "app/handover.hpp"
#include "app/moments.hpp"
#include "app/pieces.hpp"
#include "app/session.hpp"
#include "app/settings.hpp"
#include "app/solo_records.hpp"
#include "app/strings.hpp"
#include "app/table_layout.hpp"
#include "app/table_odds.hpp"
#include "app/teach.hpp"
#include "app/widgets.hpp"
#include "highscore/content.hpp"

namespace hs::app {

enum class Screen { Menu, Setup, Settings, Load, Table, End, Rules, Tutorial };

// The new-game screen's choices.
struct SetupChoices {
  int players = 2;
  std::string controller[4] = {"human", "human", "advisor", "advisor"};
  int character[4] = {-1, -1, -1, -1};  // index into content characters; -1 = random
  GameOptions variants;  // mode and variant choices (seats and characters are filled in at start)
  std::uint64_t seed = 1;
  int preview = -1;  // the seat whose character card is shown large (pointer on its emblem)
  std::string error;
  std::string note;  // one line on what a click changed besides itself (e.g. the mode)
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
  bool settings_damaged = false;  // the file could not be read: moved aside before it is next written
  StringTable strings;
  std::optional<Content> content;
  std::string content_error;  // why New game is unavailable
  std::string message;        // a notice shown on the current screen (damaged save, ...)
  std::uint32_t message_until = 0;
  bool message_is_error = true;  // errors in red; confirmations (a save written) in gold
  Screen screen = Screen::Menu;
  // The solo adventures' records (solo_end.cpp): read once, a damaged file moved aside on writing.
  SoloRecords solo_records;
  bool solo_records_loaded = false, solo_records_damaged = false;
  const Session* solo_noted = nullptr;  // the session whose finished adventure was counted

  // --- screens
  SetupChoices setup;
  std::unique_ptr<Session> session;
  TableUi table_ui;
  TableLayout table_layout;
  bool layout_dirty = true;
  std::optional<ChanceShown> chance;
  OddsWorker odds;  // answers chance queries off the frame
  // The table is redrawn into this texture only when what it shows changes (layout, hover,
  // animation); other frames are one copy. `force_table_redraw` measures the full cost.
  SDL_Texture* table_frame = nullptr;
  std::string table_frame_key;
  std::uint64_t layout_generation = 0;
  std::size_t layout_actions = 0;  // the session's history length when the layout was built
  int log_scroll = 0;  // log entries scrolled back from the newest (mouse wheel over the log)
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
  CardFlights card_flights;  // R9.5 drawn cards flying from their deck (board_flight.hpp)
  std::uint32_t next_bot_at = 0;
  bool skip_bots = false;  // "skip to my turn"
  int last_active = -1;
  // The log, derived from the session's action records (see sync_log).
  std::vector<LogLine> log;
  std::size_t logged_actions = 0;
  std::string log_language;
  // Hotseat: the human seat the table was last handed to, and the hand-over being shown.
  int screen_owner = -1;
  int handover_seat = -1;
  HandoverText handover;  // what it says (handover.hpp)
  // Moments being shown one after another (a boss defeated, a new level, ...).
  std::vector<Moment> moments;
  std::vector<std::string> phase_steps;  // solo phase lines still to show (solo_phase_play.cpp)
  std::uint32_t phase_step_started = 0;
  std::vector<std::size_t> phase_step_log;  // log lines shown while each step is the current one
  std::uint32_t moment_started = 0;
  std::vector<std::string> load_files;
  Teach teach;  // rules screen, inspect, coach, tutorial (teach.hpp)

  Look look() const { return Look{settings.colorblind_symbols, settings.language}; }
  std::string tr(const std::string& key) const { return strings.get(key); }
  std::string tr(const std::string& key, const std::vector<std::string>& a) const { return strings.format(key, a); }
  void notify(const std::string& text, std::uint32_t ms = 5000);   // something went wrong
  void confirm(const std::string& text, std::uint32_t ms = 3000);  // something was done
};

// Program entry once the arguments are parsed; returns the process exit code.
int run_app(const AppArgs& args);

// Screens.
void draw_menu(App& app);
void draw_setup(App& app);
// The expert (R9.4) and exploration (R9.5) toggles of the setup screen, in `area`
// (scene_setup_variants.cpp), and the ability text a seat row shows for a character.
std::string setup_ability_text(const App& app, const Character& chr);
void draw_settings(App& app);
void draw_load(App& app);
void draw_table(App& app);
void draw_end(App& app);
// The end screens' parts (scene_end.cpp), shared with the co-op end: the ribbon with its headline,
// and the foot line over the New game and Main menu buttons.
void draw_end_banner(App& app, const std::string& headline);
void draw_end_foot(App& app, const std::string& foot);
void table_key(App& app, SDL_Keycode key, bool ctrl);
void table_update(App& app);
void table_click(App& app, Point p);
// The mouse wheel over the table: over a wide level's board, it scrolls the shown columns.
void table_wheel(App& app, int dx, int dy);
// Rebuilds the table's layout when it is out of date (table_layers.cpp).
void refresh_table_layout(App& app);
// Whether a click can be read against the table's regions now: true when the layout is current or
// only the player's own selection changed since it was drawn (then it is rebuilt first). Several
// clicks in one frame (a die, then the roll button) are all kept that way.
bool click_sees_current_table(App& app);
// The log brought up to date with the session (appends new actions; rebuilt after undo, Continue
// or a language change).
void sync_log(App& app);
// Overlays on the table: the current moment and the hotseat hand-over (table_overlays.cpp).
void draw_table_overlays(App& app);
bool moment_showing(const App& app);
// The hand-over's "start" area: the whole screen answers, this button is where it says so.
Rect handover_button(float width, float height);

// Shared actions between screens.
void start_session(App& app, std::unique_ptr<Session> s);
void apply_and_record(App& app, const Action& a);
// Starts the session's autosave if it has none yet, and shows any autosave problem.
void autosave(App& app);
std::string join_notes(const std::vector<std::string>& notes);
bool open_save(App& app, const std::string& path);
void refresh_load_files(App& app);
void persist_settings(App& app);
// A refusal from the engine as the player reads it: translated where the string table knows it.
std::string refusal_text(const App& app, const Refusal& r);  // with the rule: "... (R9.2)"
std::string refusal_reason(const App& app, const Refusal& r);

}  // namespace hs::app

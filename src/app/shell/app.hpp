// The desktop app: window, renderer, the screen being shown, and everything the screens share
// (settings, strings, content, the game session). Each screen draws from it in screens/<screen>/ and
// table/; run_app.cpp starts it all, event_loop.cpp runs it.
#pragma once
#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include <SDL.h>

#include "app/audio/audio_service.hpp"
#include "app/platform/sdl_owned.hpp"
#include "app/shell/args.hpp"
#include "app/shell/screen_stack.hpp"
#include "app/table/draw/board_flight.hpp"
#include "app/render/canvas.hpp"
#include "app/session/game_log.hpp"
#include "app/session/handover.hpp"
#include "app/session/moments.hpp"
#include "app/render/pieces.hpp"
#include "app/session/bot_worker.hpp"
#include "app/session/session.hpp"
#include "app/platform/settings.hpp"
#include "app/platform/solo_records.hpp"
#include "app/text/strings.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app/table/odds/table_odds.hpp"
#include "app/table/motion/table_motion.hpp"
#include "app/teach/teach.hpp"
#include "app/render/widgets.hpp"
#include "highscore/content.hpp"

namespace hs::app {

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
  OwnedWindow window;  // owned (sdl_owned.hpp): destroyed with the app, after everything drawn with it
  OwnedRenderer renderer;
  Canvas canvas;
  Viewport vp;
  float pixels_per_point = 1;  // renderer pixels per window coordinate (HiDPI)
  Pointer pointer;
  bool running = true;
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  AudioService audio;    // silent until start_sound (app_sound.hpp), and without a device
  int clicks_heard = 0;  // pointer.taken when the last button click sounded
  bool end_heard = false;  // the end screen's sting was played (app_sound.cpp)

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
  // The solo adventures' records (solo_end.cpp): read once, a damaged file moved aside on writing.
  SoloRecords solo_records;
  bool solo_records_loaded = false, solo_records_damaged = false;
  const Session* solo_noted = nullptr;  // the session whose finished adventure was counted

  // --- screens: the stack shows its top one (screen_stack.hpp)
  ScreenStack screens{*this};
  SetupChoices setup;
  std::unique_ptr<Session> session;
  BotWorker bot_worker;  // bots think here, off the frame (after `session` and `content`: it goes first)
  TableUi table_ui;
  TableLayout table_layout;
  bool layout_dirty = true;
  std::optional<ChanceShown> chance;
  OddsWorker odds;  // answers chance queries off the frame
  std::uint64_t layout_generation = 0;
  std::size_t layout_actions = 0;  // the session's history length when the layout was built
  int log_scroll = 0;  // log entries scrolled back from the newest (mouse wheel over the log)
  bool force_table_redraw = false;  // --bench-render: the full cost of every table frame
  // --bench-render: milliseconds spent per table section over the fully redrawn frames.
  std::vector<std::pair<const char*, double>> section_ms;
  RollAnimation roll_anim;
  CardFlights card_flights;  // R9.5 drawn cards flying from their deck (board_flight.hpp)
  TableMotion motion;  // MOTION: coins and gems flying, hearts pulsing, stand-ups walking (table/motion/)
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
  std::vector<std::string> phase_sounds;  // the sound of each phase event of the steps shown ("" none)
  std::string phase_sound_step;           // the step whose sound was played (app_sound.cpp)
  std::vector<std::size_t> phase_step_log;  // log lines shown while each step is the current one
  std::uint32_t moment_started = 0;
  Teach teach;  // rules screen, inspect, coach, tutorial (teach.hpp)

  App() = default;
  App(const App&) = delete;
  App& operator=(const App&) = delete;
  // Lets go of the art and fonts while the renderer they were made by is still there.
  ~App();

  Look look() const { return Look{settings.colorblind_symbols, settings.language}; }
  std::string tr(const std::string& key) const { return strings.get(key); }
  std::string tr(const std::string& key, const std::vector<std::string>& a) const { return strings.format(key, a); }
  void notify(const std::string& text, std::uint32_t ms = 5000);   // something went wrong
  void confirm(const std::string& text, std::uint32_t ms = 3000);  // something was done
};

// Writes the settings (a damaged file is moved aside first, never overwritten).
void persist_settings(App& app);

}  // namespace hs::app

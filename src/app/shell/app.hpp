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
#include "app/render/canvas.hpp"
#include "app/render/pieces.hpp"
#include "app/screens/setup/setup_choices.hpp"
#include "app/session/bot_worker.hpp"
#include "app/session/session.hpp"
#include "app/platform/settings.hpp"
#include "app/platform/solo_records.hpp"
#include "app/text/strings.hpp"
#include "app/table/table_screen_state.hpp"
#include "app/table/tutor/tutor.hpp"
#include "app/teach/coach/advice_worker.hpp"
#include "app/teach/teach.hpp"
#include "app/render/widgets.hpp"
#include "highscore/content.hpp"

namespace hs::app {

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
  // A notice about one decision (notify_decision): the session's action count it was given at; it
  // goes as soon as the game moves on. kAnyStep: a notice that stays its time whatever happens.
  static constexpr std::size_t kAnyStep = static_cast<std::size_t>(-1);
  std::size_t message_step = kAnyStep;
  // The solo adventures' records (solo_end.cpp): read once, a damaged file moved aside on writing.
  SoloRecords solo_records;
  bool solo_records_loaded = false, solo_records_damaged = false;
  const Session* solo_noted = nullptr;  // the session whose finished adventure was counted
  const Session* finished_kept = nullptr;  // the session whose finished game was kept among the saves
  std::string finished_kept_as;            // that save's name, said on the end screen's foot

  // --- screens: the stack shows its top one (screen_stack.hpp)
  ScreenStack screens{*this};
  SetupChoices setup;
  std::unique_ptr<Session> session;
  BotWorker bot_worker;  // bots think here, off the frame (after `session` and `content`: it goes first)
  AdviceWorker advice;   // the coach's hint list and the tutor's check, off the frame (advice_worker.hpp)
  TutorState tutor;      // a human's move held while the tutor checks it or asks (table/tutor/tutor.hpp)
  // The table's game state between frames (ui, layout, animations, log, hand-over, moments): it
  // outlives the table screen object (table/table_screen_state.hpp).
  TableScreenState table;
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
  // A warning about the decision now pending: shown until `ms` pass or the game moves on.
  void notify_decision(const std::string& text, std::uint32_t ms = 5000);
  // The notice is still to be drawn at `now` (SDL ticks): in time, and its decision still pending.
  bool notice_shown(std::uint32_t now) const;
};

// Writes the settings (a damaged file is moved aside first, never overwritten).
void persist_settings(App& app);

}  // namespace hs::app

// What the table remembers between frames about the game in play: the UI's picks, the layout and
// its caches, the chance shown, the animations, the log, the hot-seat hand-over and the moments.
// Held by the App as `app.table`, not by the table screen object: the hand-over, the autosave and the
// --scene hooks reach it while no table screen is on the stack (or before one is made), and leaving
// the table for the rules and coming back must find it as it was.
// (Not `TableState`: that is the engine's name for what every seat sees, highscore/state.hpp.)
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/session/game_log.hpp"
#include "app/session/handover.hpp"
#include "app/session/moments.hpp"
#include "app/table/draw/board_flight.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app/table/motion/table_motion.hpp"
#include "app/table/odds/table_odds.hpp"

namespace hs::app {

// A roll being animated: dice tumble until `until`.
struct RollAnimation {
  std::uint32_t start = 0, until = 0;
  bool active(std::uint32_t now) const { return now < until; }
};

struct TableScreenState {
  // --- the picks and the geometry
  TableUi ui;
  TableLayout layout;
  bool layout_dirty = true;  // the layout is built again before the next frame reads it
  std::optional<ChanceShown> chance;
  OddsWorker odds;  // answers chance queries off the frame
  std::uint64_t layout_generation = 0;
  std::size_t layout_actions = 0;  // the session's history length when the layout was built
  int log_scroll = 0;  // log entries scrolled back from the newest (mouse wheel over the log)
  bool force_redraw = false;  // --bench-render: the full cost of every table frame
  // --bench-render: milliseconds spent per table section over the fully redrawn frames.
  std::vector<std::pair<const char*, double>> section_ms;

  // --- what moves
  RollAnimation roll_anim;
  CardFlights card_flights;  // R9.5 drawn cards flying from their deck (board_flight.hpp)
  TableMotion motion;  // MOTION: coins and gems flying, hearts pulsing, stand-ups walking (table/motion/)

  // --- a path fork's choices pulse for a few seconds when it comes up, then glow steadily (the loop
  // may rest while a person thinks it over)
  std::uint32_t fork_shown_at = 0;
  std::size_t fork_actions = ~std::size_t{0};  // the history length the fork came up at
  static constexpr std::uint32_t kForkPulseMs = 4000;

  // --- the bots' pace
  std::uint32_t next_bot_at = 0;
  bool skip_bots = false;  // "skip to my turn"
  int last_active = -1;

  // --- the log, derived from the session's action records (see sync_log)
  std::vector<LogLine> log;
  std::size_t logged_actions = 0;
  std::string log_language;

  // --- hotseat: the human seat the table was last handed to, and the hand-over being shown
  int screen_owner = -1;
  int handover_seat = -1;
  HandoverText handover;  // what it says (handover.hpp)

  // --- moments being shown one after another (a boss defeated, a new level, ...)
  std::vector<Moment> moments;
  std::vector<std::string> phase_steps;  // solo phase lines still to show (solo_phase_play.cpp)
  std::uint32_t phase_step_started = 0;
  std::vector<std::string> phase_sounds;  // the sound of each phase event of the steps shown ("" none)
  std::string phase_sound_step;           // the step whose sound was played (app_sound.cpp)
  std::vector<std::size_t> phase_step_log;  // log lines shown while each step is the current one
  std::uint32_t moment_started = 0;
};

}  // namespace hs::app

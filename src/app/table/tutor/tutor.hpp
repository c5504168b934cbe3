// The tutor (issue 23): before a human seat's action is applied, the engine's check_action judges it
// on the advice worker (off the frame); a blunder is asked about once ("This gives up about 12%
// chance to win ... Do it anyway?"), and nothing is applied until the player says yes. Fine moves go
// through as soon as the check says so. Settings: off (the default), on, or First games (the first
// three games finished); never in the tutorial (its lesson plays every move).
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "app/shell/screen_stack.hpp"
#include "highscore/analysis.hpp"

namespace hs::app {

struct App;

// What the tutor holds between frames (App::tutor).
struct TutorState {
  std::optional<Action> held;        // the action waiting for the check or the player's answer
  std::string key;                   // the check asked of the advice worker
  std::size_t at_actions = 0;        // the game's log size when it was held
  std::uint64_t session = 0;         // Session::serial() of the game it belongs to
  std::uint32_t asked_at = 0;        // SDL ticks when the check was asked
  std::optional<ActionCheck> check;  // a blunder: the question is showing
  std::optional<Action> confirmed;   // the player said yes: applied without asking again
};

// Whether the tutor is on now.
bool tutor_on(const App& app);
// Called by the table before it applies a human seat's action: true when the tutor holds it (to be
// applied later, or never when the player says no).
bool tutor_holds(App& app, const Action& a);

// The tutor over the table: its question (or, while a check takes more than a few frames, a spinner
// where the question will be), taking every click and key while an action is held.
class TutorAskLayer : public ScreenPart {
 public:
  bool handle(App& app, const InputEvent& e) override;
  FrameNeed update(App& app) override;
  void draw(App& app) override;

 private:
  Rect yes_, no_;
};

// The question's text from a check, in the player's language (the figures are the engine's).
std::string tutor_question(const App& app, const Game& game, const ActionCheck& check);

}  // namespace hs::app

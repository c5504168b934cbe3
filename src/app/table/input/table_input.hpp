// The table's input and pacing (table_input.cpp), and the actions other screens take on the game
// in play through it: starting a session, applying an action, the autosave and the log.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include <SDL.h>

#include "app/render/geometry.hpp"
#include "highscore/actions.hpp"

namespace hs::app {

struct App;
class Session;

// A key press or pad button on the table (input/intent.hpp): focus steps, Enter on the focused element
// as its click (or the decision's usual step), the commands by their bound keys. False: not the
// table's (mute, the rules).
struct Intent;
bool table_intent(App& app, const Intent& i);
void table_update(App& app);
void table_click(App& app, Point p);
// The mouse wheel over the table: over a wide level's board, it scrolls the shown columns.
void table_wheel(App& app, int dx, int dy);
// The log brought up to date with the session (appends new actions; rebuilt after undo, Continue
// or a language change).
void sync_log(App& app);

// Shared actions between screens.
void start_session(App& app, std::unique_ptr<Session> s);
void apply_and_record(App& app, const Action& a);
// Starts the session's autosave if it has none yet, and shows any autosave problem.
void autosave(App& app);
std::string join_notes(const std::vector<std::string>& notes);

}  // namespace hs::app

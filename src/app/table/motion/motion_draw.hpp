// The app's side of the table's motion (table_motion.hpp): feeding it each applied action, starting it
// with each fresh layout, and drawing it. The table code calls these few functions only.
#pragma once
#include <string>
#include <vector>

#include "app/session/moments.hpp"
#include "highscore/events.hpp"

namespace hs::app {

struct App;

// After an action (a person's or a bot's): what it moves. A bot's motion fits the bot's pace.
void motion_after_action(App& app, const std::vector<Event>& events, const std::vector<Moment>& moments);
// After the table's layout was rebuilt: waiting motion starts where the layout shows things.
void launch_motion(App& app);
// Over the board's cards: walking stand-ups, a boss card's shake, a new level's sweep.
void draw_motion_board(App& app);
// Over the panels: flying coins and gems, pulsing hearts.
void draw_motion_top(App& app);
// Whether motion is drawn this frame (the table is redrawn while it is); false on other screens. The
// idle loop asks this to know whether the table must be redrawn.
bool motion_animating(const App& app);
// The coins (or gems) `seat`'s purse shows now: what it holds, less what is still flying to it, plus
// what has not left it yet.
int purse_shown(const App& app, int seat, bool gems, int held);
// For the cached board layer's key: whose stand-up is away from its card.
std::string motion_layer_key(const App& app);

}  // namespace hs::app

// A game played to its end is kept among the named saves ("Competitive 2026-11-26 09h10 (finished)"),
// so it can be reviewed later: the autosave it lived in is replaced by the next game.
#pragma once
#include <string>

namespace hs::app {

struct App;

// Writes the finished game of the session on the table to the saves folder, once per game (a lesson
// or a game that was not autosaved is not kept); says where, or why it could not.
void keep_finished_game(App& app);

}  // namespace hs::app

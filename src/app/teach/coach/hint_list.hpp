// The coach's Hint with numbers (issue 23): once the player has turned the coach on by choice, Hint
// lists the best three actions with their chance to win and the coach's reason, worked out off the
// frame (advice_worker.hpp; "Thinking…" meanwhile). On the tutorial and the "First games" coach it
// keeps the plain one-line hint.
#pragma once
#include <string>
#include <vector>

#include "app/text/strings.hpp"
#include "highscore/analysis.hpp"

namespace hs::app {

struct App;

// "1. Option 2: 64% to win, 83% to pass\n2. ..." for the decision `game` waits on (the lines' actions
// legal there); "" for no lines.
std::string numbered_hint_text(const Game& game, const std::vector<HintLine>& lines, const StringTable& t);

// Whether Hint lists numbers now (the coach on by choice, outside the tutorial).
bool numbered_hints(const App& app);
// Asks the worker for the list of the decision on the table.
void ask_numbered_hint(App& app);
// Once the list is there: into the seat's hints (the hint book), shown as the current hint.
void collect_numbered_hint(App& app);
// True while the list for the decision on the table is being worked out.
bool numbered_hint_thinking(const App& app);
// --scene coach-numbers: the list asked for the table set up and waited for (at most 20 s); "" or why not.
std::string hint_list_for_scene(App& app);

}  // namespace hs::app

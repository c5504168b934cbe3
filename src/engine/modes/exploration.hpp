// R9.5 exploration mode, shared by its hooks (exploration.cpp), the growing board
// (exploration_board.cpp) and going back from dead ends (exploration_back.cpp). Private to the engine.
#pragma once
#include <vector>

#include "rules/rules.hpp"

namespace hs::modes::exploration {

// --- the board that grows (exploration_board.cpp)
// Set-up: the level decks and the start card; every stand-up on it.
void set_up_dungeon(const Content& ct, const GameOptions& o, GameState& s);
// Draws the next card of `parent`'s level and places it after `parent`; the new node, or -1 when
// the level's deck has run out.
int grow_after(rules::Ctx& c, int parent);
// A defeated boss of a level below the last leads to the next level's first card: the peddler of
// the level left, placed the first time (R9.5).
void open_next_level(rules::Ctx& c, int boss);
bool deck_empty(const GameState& s, int level);
// Rows and columns of one level's cards, so branches never overlap as they multiply.
void lay_out_level(const Content& ct, GameState& s, int level);

// --- going back (exploration_back.cpp)
// Whether nothing ahead of `node` can ever lead on: a dead end, a branch end whose deck has run out,
// or a card or bifurcation whose every way forward is such.
bool leads_nowhere(const Content& ct, const GameState& s, int node);
// The card `seat` may go back to from where it stands (R9.5), or -1.
int way_back(const Content& ct, const GameState& s, int seat);
// Whether `seat` is falling back from a dead end (R9.5): then the only moves are back.
bool falling_back(const Content& ct, const GameState& s, int seat);
void list_going_back(const Content& ct, const GameState& s, std::vector<Action>& out);
rules::Why check_going_back(const Content& ct, const GameState& s, const ChooseNode& a);
void go_back(rules::Ctx& c, const ChooseNode& a);
rules::Why refuse(const Content& ct, const GameState& s, const Action& a);

}  // namespace hs::modes::exploration

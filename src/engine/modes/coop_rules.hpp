// The cooperative mode's rules (R9.8), shared by its files: set-up on a map (coop_setup.cpp), who
// plays next and the moves of a turn (coop_turn.cpp), the end of the round, the poison and the
// party's potions (coop_poison.cpp). The hook object that plugs them into the flow is in coop.cpp.
#pragma once
#include <vector>

#include "highscore/actions.hpp"
#include "highscore/content.hpp"
#include "highscore/options.hpp"
#include "highscore/state.hpp"
#include "rules/rules.hpp"

namespace hs::modes::coop {

// The map in play: the one named in the options, else the content's first (the standard map).
const CoopMap& map_of(const Content& content, const GameOptions& options);
// Ruling: the group's decisions (who plays next, the poison split) are answered by one seat, the
// party's leader: the first player when the options name one, else seat 0. The app lets any human
// seat answer them.
int leader(const GameOptions& options);

// --- set-up (coop_setup.cpp)
void build_grid(const Content& content, const GameOptions& options, GameState& s);
void set_aside_potions(const Content& content, GameState& s);

// --- the turn (coop_turn.cpp)
// Asks the group who takes turn `position` of the round (or starts the only one left).
void ask_who_plays(rules::Ctx& c, int position);
void legal_choose_player(const GameState& s, std::vector<Action>& out);
rules::Why check(const GameState& s, const ChoosePlayer& a);
void perform(rules::Ctx& c, const ChoosePlayer& a);
// The start of a turn: in town, the player chooses where to go.
void start_moving(rules::Ctx& c, int seat);
void legal_moves(const Content& content, const GameState& s, std::vector<Action>& out);
rules::Why check(const GameState& s, const ChooseNode& a);
void perform(rules::Ctx& c, const ChooseNode& a);
// The card's test passed: token or boss gem, neighbours turned up, the boss reward, victory.
void clear_card(rules::Ctx& c, int seat);

// --- end of round, poison, potions (coop_poison.cpp)
void end_round(rules::Ctx& c);
void legal_splits(const GameState& s, std::vector<Action>& out);
rules::Why check(const GameState& s, const SplitPoison& a);
void perform(rules::Ctx& c, const SplitPoison& a);
void legal_potions(const Content& content, const GameState& s, std::vector<Action>& out);
rules::Why check(const Content& content, const GameState& s, const DrinkPotion& a);
void perform(rules::Ctx& c, const DrinkPotion& a);

}  // namespace hs::modes::coop

// Read-only questions about a cooperative game (R9.8) that the app, bots and tools ask: the town,
// tokens and boss gems, the target, who has played this round, the poison to come, the potions.
// The engine's rules use the same answers, so what a player is shown is what is applied.
#pragma once
#include <vector>

#include "highscore/actions.hpp"
#include "highscore/content.hpp"
#include "highscore/options.hpp"
#include "highscore/state.hpp"

namespace hs {

// The town's node (everyone starts and ends each round there).
int coop_town(const TableState& s);
// A card that can be crossed without a test: a token placed this round or a boss gem lies on it.
bool coop_marked(const TableState& s, int node);
// A boss gem lies on it (the boss is defeated for good).
bool coop_boss_gem(const TableState& s, int node);
int coop_bosses_defeated(const TableState& s);
bool coop_level3_boss_defeated(const TableState& s);
// Defeated bosses the party needs (the map's target for the player count).
int coop_boss_target(const Content& content, const GameOptions& options);
// Seats that have finished their turn this round.
std::vector<int> coop_played_this_round(const TableState& s);
// Lives the party loses at the end of this round (the round number).
int coop_poison(const TableState& s);
// The party's potions still in town (equipment indices, one per potion).
std::vector<int> coop_potions(const TableState& s);
// Lives the split must take in all: the poison, or every life the party has if that is less.
int coop_poison_due(const TableState& s);
// Whether a split leaves some character at 0 lives (the party loses).
bool coop_split_kills(const TableState& s, const SplitPoison& split);
// A split that kills nobody if there is one: each life goes to whoever has the most left (ties to
// the lower seat); the advisor proposes it and the app starts from it.
SplitPoison coop_gentlest_split(const TableState& s);

}  // namespace hs

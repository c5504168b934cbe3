// Test support for the solo adventures (R9.6, R9.7J): the code-built test content plus wandering
// monsters and the Hunter, solo options, and the one place these tests set a situation up by hand.
#pragma once
#include <string>

#include "support_content.hpp"

namespace hs::testing {

// test_content() plus nine monsters (three a level: plain, ambush/drain/roar), the Hunter
// (movement 2), and creature illustrations on each level's "a" card and bosses b*_x (for roar).
const Content& solo_content();
int monster_id(const std::string& id);

// One seat (tester), stacked cards as base_options, the given monster deck (top first).
GameOptions azoz_options(std::vector<std::string> monsters, std::vector<int> dice = {});
GameOptions hunter_options(std::vector<std::string> monsters, std::vector<int> dice = {});
Game new_solo(const GameOptions& options, std::uint64_t seed = 1);

// The situation a test starts from, in the options: the character on `node` (path along the board
// from the start), a pool, monsters and the Hunter placed on nodes, lives.
// Each returns the options changed: the situation is part of the game's start (GameOptions::start).
void solo_place(GameOptions& options, int node, DiceCounts pool);
int solo_add_monster(GameOptions& options, const std::string& monster, int node);  // its entity index
void solo_set_lives(GameOptions& options, int lives);
void solo_set_hunter(GameOptions& options, int node);

// Entities of a kind, in board order of the entities list.
std::vector<Entity> monsters_on_board(const Game& game);
int entity_node(const Game& game, EntityKind kind);
// Ritual gems on the track (R9.6.5): the token entities in play.
int ritual_gems_placed(const Game& game);

}  // namespace hs::testing

// A tiny content set built in code for the rules tests (no JSON files): seven characters (one per
// expert ability, R9.4.1), four levels of seven dungeon cards, a peddler and two bosses, two
// bifurcations and two dead ends for levels 1-3 (R9.5), the classic layout, equipment that covers
// every effect kind of R7.4, and five Game Over cards (R9.3). Plus small helpers to set up exact situations.
#pragma once
#include <string>

#include <catch2/catch.hpp>

#include "highscore/actions.hpp"
#include "highscore/content.hpp"
#include "highscore/game.hpp"
#include "highscore/options.hpp"

namespace hs::testing {

const Content& test_content();

// Index lookups by id; they fail the test when the id is missing.
int character_id(const std::string& id);
int card_id(const std::string& id);
int equipment_id(const std::string& id);

// Standard options: `players` seats with tester, brute, sage, rogue in seat order, seat 0 first,
// stacked level-1 cards d1_a..d1_g in slot order and bosses b1_x, b2_x, b3_x.
GameOptions base_options(int players = 2);

Game new_game(const GameOptions& options, std::uint64_t seed = 1);

// Apply an action that must be legal; the failure message names the action and the refusal.
std::vector<Event> play(Game& game, const Action& action);
// Apply an action that must be refused; checks that the state did not change at all (R10.2).
Refusal refuse(Game& game, const Action& action);

bool is_legal(const Game& game, const Action& action);
void give_item(Game& game, int seat, const std::string& equipment);
// Put the active player on `node` (path rebuilt along the main line), with the given pool.
void place_active(Game& game, int node, DiceCounts pool);
// Move dice between the supply and the active player's pool so the pool is exactly `pool`.
void set_pool(Game& game, int seat, DiceCounts pool);
bool has_event(const std::vector<Event>& events, EventKind kind);
int count_events(const std::vector<Event>& events, EventKind kind);

}  // namespace hs::testing

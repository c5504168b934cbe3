// A tiny content set built in code for the rules tests (no JSON files): seven characters (one per
// expert ability, R9.4.1), four levels of seven dungeon cards, a peddler and two bosses, two
// bifurcations and two dead ends for levels 1-3 (R9.5), the classic layout, equipment that covers
// every effect kind of R7.4, five Game Over cards (R9.3) and a 5x3 co-op map "test_grid" (R9.8). Plus
// small helpers to set up exact situations.
#pragma once
#include <algorithm>
#include <functional>
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

// Start set-up (GameOptions::start), written into the options before new_game() so that the game
// they describe saves, reloads and replays like any other.
SeatStart& seat_start(GameOptions& options, int seat);  // adds empty seats up to `seat`
void give_item(GameOptions& options, int seat, const std::string& equipment);
// The seat's pool for its first turn is exactly `pool` (instead of its character's dice).
void set_pool(GameOptions& options, int seat, DiceCounts pool);
// The first player (options.first_player) starts on `node` (path along the board's links) with `pool`.
void place_active(GameOptions& options, int node, DiceCounts pool);
bool has_event(const std::vector<Event>& events, EventKind kind);

// Small shorthands the rules tests share (one definition each, so test files can be compiled together).
inline DiceCounts dice(int red, int blue, int yellow, int black) { return DiceCounts{{red, blue, yellow, black}}; }
inline const DiceCounts kFull{{2, 2, 2, 1}};  // the tester's whole pool
inline bool listed(const std::vector<Action>& legal, const Action& a) {
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}
inline const Player& me(const Game& g) { return g.state().players[0]; }  // the player in seat 0
inline std::function<void(GameOptions&)> lives(int n) {
  return [n](GameOptions& o) { seat_start(o, 0).lives = n; };
}
int count_events(const std::vector<Event>& events, EventKind kind);

}  // namespace hs::testing

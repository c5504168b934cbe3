// Read-only questions about the solo adventures (R9.6 Azoz the Mad, R9.7J the Hunter) that the app,
// bots and tools ask: whether a mode is solo, Azoz's card, his ritual track and his die, the walkers
// on a card, the monster the character faces, and where the Hunter's next phase takes him. Every
// answer comes from an Observation (what a seat may know, R9.1), so a screen never needs the full
// state; the rules use the same functions, so what a player is shown is what is then applied.
#pragma once
#include <vector>

#include "highscore/content.hpp"
#include "highscore/observation.hpp"
#include "highscore/options.hpp"

namespace hs {

// R9.6, R9.7J: one character against the game itself.
bool is_solo_mode(Mode mode);

// --- Azoz the Mad (R9.6)

// The node Azoz's card lies on (the level-3 boss slot), or -1 outside his adventure.
int azoz_node(const Observation& seen);
// Azoz's card, or null outside his adventure.
const DungeonCard* azoz_card(const Content& content, const Observation& seen);

// R9.6.3, R9.6.5: the ritual track on Azoz's card. Each gem covers the next icon; every icon covered
// at the end of a turn loses the adventure.
struct RitualTrack {
  int gems = 0;   // gems on the track
  int icons = 0;  // icons printed on Azoz's card (0 outside his adventure)
  int left() const { return icons > gems ? icons - gems : 0; }
  bool complete() const { return icons > 0 && gems >= icons; }
  bool one_left() const { return icons > 0 && gems == icons - 1; }  // the next gem completes it
};
RitualTrack ritual_track(const Content& content, const Observation& seen);

// R9.6.3 (a): the faces of Azoz's die from which a gem goes on the ritual (below it: a monster).
inline constexpr int kAzozGemFace = 4;
// The next Azoz phase's die: with monsters left in the deck it is rolled; with none left a gem goes
// on the ritual without a roll.
struct AzozDie {
  bool rolled = true;    // false once the monster deck is empty
  double monster = 0.5;  // chance a monster appears on the first card of level 3
  double gem = 0.5;      // chance a gem goes on the ritual
};
AzozDie azoz_die(const Observation& seen);

// --- walkers (R9.6.2-R9.6.4, R9.7J)

// A monster or the Hunter (the pieces that walk the board).
bool is_walker(const Entity& e);
// Entity indices of the walkers on `node`, in entity order; node -1 is "behind the first card",
// where the Hunter waits at the start (R9.7J).
std::vector<int> walkers_on(const Observation& seen, int node);

// The walker whose way the pending decision asks (equal paths or a fork, R9.6.3, R9.7J): its entity
// index, -1 when the decision is no walker's path.
int path_walker(const Observation& seen);

// The monster the character faces now (R9.6.4 fight or dodge, R9.6.7 an ambush's test): the one
// whose test is being rolled, else the ambusher waiting for an answer, else the first monster the
// card's gate waits on. entity -1 when none.
struct MonsterFaced {
  int entity = -1;       // index into TableState::entities (always a monster with a valid card)
  bool ambush = false;   // its ambush's test, not its own (R9.6.7)
  bool testing = false;  // its test is being rolled now
  int others = 0;        // further monsters on the card still to be dealt with (the gate)
};
MonsterFaced monster_faced(const Content& content, const Observation& seen);

// --- the Hunter (R9.7J)

// The Hunter's entity index, or -1 outside his adventure.
int hunter_entity(const Observation& seen);
// Forward cards from the Hunter to the character along the board (the character's branches at
// forks; behind the first card counts one more); -1 when he cannot reach it (or there is no Hunter).
int hunter_cards_behind(const Observation& seen);

// What the next Hunter phase does to him, as the rules will apply it (hunter.cpp): he moves his
// movement, +1 from the phase the monster deck is found empty on; then, still on a lower level than
// the character, he runs one card more. Reaching the character on the way loses the adventure.
struct HunterForecast {
  int entity = -1;        // -1: no Hunter (everything else is then meaningless)
  int node = -1;          // where he stands; -1 = behind the first card
  int cards_behind = -1;  // hunter_cards_behind()
  bool first_turn = false;  // the first turn (no phase before it); the next phase is his first
  int movement = 0;       // cards of his move (the run not included)
  bool runs = false;      // after his move he is still a level below the character: one card more
  int steps = 0;          // movement + the run
  int lands = -1;         // where the phase leaves him; -1 when a fork the character has not passed
                          // lets the player choose his way
  bool catches = false;   // he reaches the character (the adventure is lost)
};
HunterForecast hunter_forecast(const Content& content, const Observation& seen);

}  // namespace hs

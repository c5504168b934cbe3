// GameState: the whole game as plain data (serializable, comparable, hashable). Rules live in
// src/engine; this header only says what is remembered. TableState is what every seat may see;
// GameState adds what nobody may see (the RNG, deck orders, face-down cards, scripted dice).
#pragma once
#include <cstdint>
#include <map>
#include <vector>

#include "highscore/color.hpp"
#include "highscore/content.hpp"
#include "highscore/decision.hpp"
#include "highscore/rng.hpp"

namespace hs {

// One slot of the dungeon graph. The board is a graph so it can fork (classic), grow while played
// (exploration) and be a grid (cooperative); links go both ways so monsters can walk toward a
// character and a dead end can send one back.
struct Node {
  int card = -1;           // index into Content::cards; -1 = empty slot or a card still face down
  int level = 1;
  int step = 0;            // steps from the level's first card (R9.2 progress)
  int col = 0, row = 0;    // drawing position (grid position in coop)
  std::vector<int> next;   // successors; two at a fork
  std::vector<int> prev;   // predecessors: the nodes whose `next` holds this one
  bool face_down = false;  // R9.1 hidden until first entered; the card is kept in GameState::hidden_cards
  // R5.12: requirements added to every main option of this card by effects that raise its
  // difficulty (trap dice, monster roar); never to its optional test.
  std::vector<Requirement> raised;
  bool operator==(const Node&) const = default;
};

// Things other than stand-ups that stand on the board (R9.4 placed dice, R9.6/R9.7J monsters and the
// Hunter, R9.8 tokens, boss gems and the party's heal potions lying in town).
enum class EntityKind { Monster, Hunter, PlacedDie, Token, BossGem, Potion };
struct Entity {
  EntityKind kind = EntityKind::Monster;
  int node = -1;    // where it stands; -1 = on its owner's character card or off the board
  int card = -1;    // Content::monsters index for a monster, Content::equipment for a potion, else -1
  int owner = -1;   // seat that placed it (dice, tokens), else -1
  Color color = Color::Red;  // a placed die's colour
  int value = 0;             // a placed die's face; the Hunter's extra movement (R9.7J); for a
                             // monster 1 = dodged this turn (R9.6.4); a ritual gem's icon (R9.6.3)
  int marks = 0;             // one bit per seat a placed die has already acted on (R9.4 blessing)
  bool operator==(const Entity&) const = default;
};

struct OwnedItem {
  int item = -1;  // index into Content::equipment
  bool exhausted = false;
  bool operator==(const OwnedItem&) const = default;
};

struct PlayerStats {
  int tests_passed = 0, tests_failed = 0, dice_spent = 0, gems_used = 0, items_bought = 0;
  int lives_lost = 0, coins_earned = 0;
  bool operator==(const PlayerStats&) const = default;
};

struct Player {
  int character = -1;  // index into Content::characters
  int lives = 0, max_lives = 0;
  int coins = 0, gems = 0;
  int node = 0;                     // where the stand-up is
  std::vector<int> path;            // nodes entered, in order (moving back, R5.10/R9.3)
  std::map<int, int> branch_taken;  // fork node -> successor chosen there, forever (R5.9)
  // R9.5 the way back: set from entering a dead end (or taking a first step back) until the character
  // stands where a way on is open again; meanwhile the only moves are back.
  bool going_back = false;
  // R9.5: fork node -> the successor this character came back from after a dead end; that branch is
  // closed to them at that fork.
  std::map<int, int> branch_closed;
  DiceCounts pool;                  // dice held this turn
  DiceCounts spent;                 // dice rolled this turn, back to the supply in the final phase
  std::vector<OwnedItem> items;
  bool ability_exhausted = false;
  bool expert_used = false;         // R9.4: the expert ability was activated this turn
  bool eliminated = false;
  bool defeated_last_boss = false;
  PlayerStats stats;
  bool operator==(const Player&) const = default;
};

struct TestDie {
  Color color = Color::Red;  // colour now (transformations applied)
  int natural = 1;           // face it landed on (rerolls included): the lucky die looks at this
  int value = 1;             // natural + modifiers
  Color rolled_color = Color::Red;  // colour when rolled (lucky die, R3.2)
  bool recover = false;          // returns to the pool when the test resolves (recover_value, R7.4)
  bool recover_if_pass = false;  // returns to the pool if the test passes (recover_after_success)
  bool operator==(const TestDie&) const = default;
};

// Where a die added to a test before the roll came from (R7.4): an item, or the hero's ability.
struct AddedDie {
  Color color = Color::Red;
  int equipment = -1;  // the equipment card (index in content) that added it; -1: the character's ability
  bool operator==(const AddedDie&) const = default;
};

// The test being attempted on the current card, from option choice to resolution.
struct ActiveTest {
  bool active = false;
  bool optional = false;       // the "+" test (R5.7)
  int option = -1;             // index into the card's options (ignored for optional)
  bool rolled = false;
  DiceCounts added;            // dice added from the supply by items, waiting to be rolled (R7.4);
                               // they join `dice` at the roll, after which this is zero again
  std::vector<AddedDie> added_by;  // one per die in `added`, in the order they were added
  std::vector<TestDie> dice;   // after the roll
  std::vector<int> used_items; // owned item indices used in this test (once-per-test guards)
  bool operator==(const ActiveTest&) const = default;
};

struct Shop {
  bool open = false;
  std::vector<int> offer;  // equipment card indices (one entry per physical card); -1 = bought
  bool operator==(const Shop&) const = default;
};

enum class Phase { Mode, Initial, Action, Final, Finished };

// What is waiting to happen, top = back(): decisions wait for an answer from their owner; steps are
// parts of the flow that run by themselves once everything above them is settled. A rule that must
// ask someone pushes a decision above the step it interrupts and returns; answering it resumes the
// step at its `stage`.
enum class StepKind { Decision, StartTurn, MoveOn, Enter, ZeroLives, EndTurn };
struct Frame {
  StepKind step = StepKind::Decision;
  Decision decision;  // for a step: owner = the seat it concerns, node = the card it concerns
  int stage = 0;      // where a step that was interrupted continues
  bool operator==(const Frame&) const = default;
};

// Why a finished game ended (modes add their own losses).
// Solo losses (R9.6.5, R9.7J): the ritual completed, no lives left, the Hunter reached the character.
// R9.8: the party reached the boss target; a character fell on a test; the poison killed one.
enum class EndReason { None, LastBoss, NobodyLeft, RitualComplete, OutOfLives, Caught, CoopVictory, CoopFallen, CoopPoisoned };

// Everything on the table: what every seat may see (observe() hands out this part only).
struct TableState {
  std::vector<Player> players;
  std::vector<Node> board;
  int levels = 3;                                  // levels in play (R2.1; 4 with R9.7)
  std::vector<int> level_first_node;               // first node of each level (index 0 = level 1)
  std::vector<int> level_peddler_node;             // peddler node of each level, -1 if none
  std::vector<std::vector<int>> level_boss_nodes;  // boss nodes of each level (several in exploration)
  std::vector<Entity> entities;                    // monsters, the Hunter, placed dice, tokens
  DiceCounts supply;                               // R10.3: supply + pools + spent + placed = 18
  DiceCounts placed;                               // dice placed on cards/characters (R9.4)
  std::vector<int> turn_order;                     // seat indices
  int turn_index = 0;                              // position in turn_order
  int round = 1;
  Phase phase = Phase::Action;
  ActiveTest test;
  Shop shop;
  std::vector<Frame> stack;   // pending decisions and interrupted steps (empty once finished)
  bool end_triggered = false; // last boss defeated: finish the round (R8.1)
  bool finished = false;
  EndReason end_reason = EndReason::None;
  std::vector<int> winners;   // seats; empty when nobody wins (R8.3)
  bool operator==(const TableState&) const = default;

  int active_player() const { return turn_order.empty() ? -1 : turn_order[turn_index]; }
  // The decision waiting at the top of the stack (Finished once the game is over).
  Decision pending() const {
    if (finished || stack.empty()) return Decision{};
    return stack.back().decision;
  }
};

// The table plus what no seat may see.
struct GameState : TableState {
  Rng rng;
  std::vector<int> equipment_deck;  // top = back(); equipment indices, one per physical card
  std::vector<int> monster_deck;    // top = back(); Content::monsters indices, unseen (R9.6.2)
  std::map<int, int> hidden_cards;  // face-down node -> its card (R9.1), until revealed
  std::vector<std::vector<int>> exploration_decks;  // R9.5: each level's deck, top = back(), unseen
  std::vector<int> scripted_dice;   // consumed before the RNG (tests, tutorial)
  std::vector<std::vector<int>> stacked_equipment;  // top of the deck after each next reshuffle (tests)
  int random_draws = 0;             // count of random outcomes so far (undo boundary)
  bool operator==(const GameState&) const = default;
};

}  // namespace hs

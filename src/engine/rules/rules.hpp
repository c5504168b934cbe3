// Private helpers shared by the rules files (R2–R8): the context an action runs in, the stack of
// pending decisions and steps, legality checks that name the rule they enforce, and the turn, test,
// move and shop steps. Not part of the public API: only src/engine/*.cpp include it.
#pragma once
#include <vector>

#include "highscore/actions.hpp"
#include "highscore/content.hpp"
#include "highscore/decision.hpp"
#include "highscore/events.hpp"
#include "highscore/options.hpp"
#include "highscore/queries.hpp"
#include "highscore/state.hpp"
#include "modes/hooks.hpp"
#include "rules/why.hpp"

namespace hs::rules {

inline Event make_event(EventKind kind) {
  Event e{};
  e.kind = kind;
  return e;
}

// Everything an applied action or a running step may read or change. `actor` is the seat acting: the
// owner of the decision being answered, or the seat a step concerns.
struct Ctx {
  const Content& content;
  const GameOptions& options;
  GameState& s;
  std::vector<Event>& events;
  HookSet hooks;
  int actor = -1;

  int seat() const { return actor; }
  Player& player() { return s.players[actor]; }
  void emit(EventKind kind, int player, int a = 0, int b = 0) {
    Event e = make_event(kind);
    e.player = player;
    e.a = a;
    e.b = b;
    events.push_back(std::move(e));
  }
};

// Back to "no test", keeping the dice vector's memory: apply() runs millions of times in bot
// simulations and should not allocate for every test.
inline void clear_test(ActiveTest& t) {
  t.active = false;
  t.optional = false;
  t.option = -1;
  t.rolled = false;
  t.added = DiceCounts{};
  t.added_by.clear();
  t.dice.clear();
  t.used_items.clear();
}

// --- the stack of decisions and steps (flow.cpp)
// The kind of the decision waiting (Finished once the game is over).
inline DecisionKind pending_kind(const TableState& s) { return s.pending().kind; }
// The seat that owns the decision waiting: every check reads this player, never "the active one".
inline int decider(const TableState& s) { return s.pending().owner; }
inline const Player& deciding_player(const TableState& s) { return s.players[s.pending().owner]; }
void push_decision(GameState& s, DecisionKind kind, int owner, int node = -1, int subject = -1, int detail = -1);
void push_step(GameState& s, StepKind step, int seat, int node = -1, int stage = 0);
void pop_decision(GameState& s);                    // the answered decision leaves the stack
void replace_decision(GameState& s, DecisionKind kind);  // same owner and context, next kind
// Runs steps until a decision is on top (or the game is over).
void advance(Ctx& c);
// The turn is over: everything waiting in it is dropped and the final phase comes next.
void end_turn_now(Ctx& c);

// --- shared lookups (game.cpp)
const DungeonCard& card_at(const Content& content, const TableState& s, int node);
// Requirements and forbidden colours of the test in progress (main option or the "+" test).
const TestOption& current_test_option(const Content& content, const TableState& s);
bool color_forbidden(const TestOption& option, Color c);
// Whether the test in progress is the card's own (not a monster's, R9.6.4, nor a shot, R9.4.1).
bool card_test(const TableState& s);
// R5.3 on the test dice as they stand now.
// R5.3 on the test in progress: the option's requirements plus, for a main option, those raised on
// the card (R5.12).
bool test_dice_pass(const Content& content, const TableState& s, const std::vector<TestDie>& dice);
// How many requirements the test in progress has, raised ones included (R5.12).
int test_requirement_count(const Content& content, const TableState& s);
// One die face: the next scripted face first, then the RNG; counts as a random draw (undo barrier).
int roll_die(GameState& s);
// Shuffle the equipment deck (a random draw).
void shuffle_equipment_deck(GameState& s);

// --- set-up (setup.cpp): fills a fresh state from validated options (R2).
void set_up(const Content& content, const GameOptions& options, const HookSet& hooks, GameState& s);
// The ids stacked under `key` in the options first (in their order), then the rest of `pool` shuffled.
std::vector<int> stacked_then_shuffled(const Content& c, const GameOptions& o, const std::string& key,
                                       std::vector<int> pool, GameState& s);
// Links a -> b both ways on the board.
void link_nodes(GameState& s, int from, int to);
// R9.1: deals a node face down, keeping its card out of the table.
void turn_face_down(GameState& s, int node);

// --- turn flow (turn.cpp): the steps of a turn
void run_start_turn(Ctx& c, Frame f);  // mode phase (R4.1), initial phase (R4.2), then the action phase
void final_phase(Ctx& c);              // R4.5 for the actor: dice back, cards readied
void run_end_turn(Ctx& c);             // final phase, then the next player's turn (R4.6, R9.2) or the end (R8)
void lose_life(Ctx& c, int seat);
// The card's test is done and passed (R5.5/R5.7): the mode may move the player itself (R9.8), else
// the player moves on (R5.9).
void card_cleared(Ctx& c, int seat);
// R5.10: at 0 lives the player is eliminated or (option) sent back; either way the turn ends.
void run_zero_lives(Ctx& c);
void insert_coin(Ctx& c);  // R9.3 (insert_coin.cpp), used instead of elimination when chosen

// --- end of game (endgame.cpp)
int treasure(const Content& content, const Player& p);  // R8.2
std::vector<int> decide_winners(const Content& content, const GameState& s);
WinRanking rank_winners(const Content& content, const TableState& s);  // R8.2, step by step
void finish_game(Ctx& c, EndReason reason);

// --- movement (movement.cpp)
void run_move_on(Ctx& c, Frame f);  // leave the current card (R5.9)
void run_enter(Ctx& c, Frame f);    // step onto a card: reveal, peddler (R6.1)
void reveal(Ctx& c, int node);      // R9.1: turn a face-down card up
// Branches a player may choose between at `node` (R5.9): its successors, and for a bifurcation
// (R9.5) always two, the second grown by the exploration when first chosen.
int fork_branches(const Content& content, const TableState& s, int node);

// --- peddler (peddler.cpp)
void open_shop(Ctx& c);
int shop_price(const Content& content, const Player& p, int equipment, bool trade_in);
int owned_with_symbol(const Content& content, const Player& p, const std::string& symbol);

// --- effects (equipment.cpp)
enum class EffectParam { None, Die, Color, Unusable };
EffectParam effect_param(const Effect& e);
// Whether the active player may apply effect `e` (of an item or the ability) with these parameters
// at the pending decision; usage (exhausted, discard) is checked by the caller.
Why check_effect(const Content& content, const GameState& s, const Effect& e, int die, Color color);
// Candidate item and ability uses of the deciding player at the pending decision (legal_actions).
void item_and_ability_actions(const Content& ct, const GameState& s, std::vector<Action>& out);
// `equipment`: the equipment card whose effect this is, -1 for the character's ability (a die it
// adds to the test remembers where it came from).
void apply_effect(Ctx& c, const Effect& e, int die, Color color, int equipment);
int passive_count(const Content& content, const Player& p, EffectKind kind, Color color);
int discount_total(const Content& content, const Player& p);
DiceCounts pool_item_dice(const Content& content, const Player& p);

// --- per-action legality and effect, one overload per action type (game.cpp dispatches).
Why check(const Content& ct, const GameState& s, const ChooseOption& a);
Why check(const Content& ct, const GameState& s, const AttemptOptional& a);
Why check(const Content& ct, const GameState& s, const SkipOptional& a);
Why check(const Content& ct, const GameState& s, const CancelTest& a);
Why check(const Content& ct, const GameState& s, const RollDice& a);
Why check(const Content& ct, const GameState& s, const RerollWithGem& a);
Why check(const Content& ct, const GameState& s, const UseItem& a);
Why check(const Content& ct, const GameState& s, const UseAbility& a);
Why check(const Content& ct, const GameState& s, const Resolve& a);
Why check(const Content& ct, const GameState& s, const Rest& a);
Why check(const Content& ct, const GameState& s, const MoveOn& a);
Why check(const Content& ct, const GameState& s, const ChooseBranch& a);
Why check(const Content& ct, const GameState& s, const Buy& a);
Why check(const Content& ct, const GameState& s, const Heal& a);
Why check(const Content& ct, const GameState& s, const LeaveShop& a);

void perform(Ctx& c, const ChooseOption& a);
void perform(Ctx& c, const AttemptOptional& a);
void perform(Ctx& c, const SkipOptional& a);
void perform(Ctx& c, const CancelTest& a);
void perform(Ctx& c, const RollDice& a);
void perform(Ctx& c, const RerollWithGem& a);
void perform(Ctx& c, const UseItem& a);
void perform(Ctx& c, const UseAbility& a);
void perform(Ctx& c, const Resolve& a);
void perform(Ctx& c, const Rest& a);
void perform(Ctx& c, const MoveOn& a);
void perform(Ctx& c, const ChooseBranch& a);
void perform(Ctx& c, const Buy& a);
void perform(Ctx& c, const Heal& a);
void perform(Ctx& c, const LeaveShop& a);

}  // namespace hs::rules

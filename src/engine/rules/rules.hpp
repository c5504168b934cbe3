// Private helpers shared by the standard-game rules files (R2–R8): the context an action runs in,
// legality checks that name the rule they enforce, and the turn, test, move and shop steps.
// Not part of the public API: only src/engine/*.cpp include it.
#pragma once
#include <vector>

#include "highscore/actions.hpp"
#include "highscore/content.hpp"
#include "highscore/decision.hpp"
#include "highscore/events.hpp"
#include "highscore/options.hpp"
#include "highscore/state.hpp"

namespace hs::rules {

// A refusal as two static strings, so checking legality never allocates; converted to a Refusal
// only when apply() actually refuses.
struct Why {
  const char* rule = nullptr;
  const char* reason = nullptr;
  bool refused() const { return rule != nullptr; }
};
inline constexpr Why kLegal{};

inline Event make_event(EventKind kind) {
  Event e{};
  e.kind = kind;
  return e;
}

// Everything an applied action may read or change.
struct Ctx {
  const Content& content;
  const GameOptions& options;
  GameState& s;
  std::vector<Event>& events;

  int seat() const { return s.active_player(); }
  Player& player() { return s.players[s.active_player()]; }
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
  t.dice.clear();
  t.used_items.clear();
}

// --- shared lookups (game.cpp)
const DungeonCard& card_at(const Content& content, const GameState& s, int node);
DecisionKind pending_kind(const GameState& s);
// Requirements and forbidden colours of the test in progress (main option or the "+" test).
const TestOption& current_test_option(const Content& content, const GameState& s);
bool color_forbidden(const TestOption& option, Color c);
// R5.3 on the test dice as they stand now.
// R5.3 on the test in progress: the option's requirements plus, for a main option, those raised on
// the card (R5.12).
bool test_dice_pass(const Content& content, const GameState& s, const std::vector<TestDie>& dice);
// How many requirements the test in progress has, raised ones included (R5.12).
int test_requirement_count(const Content& content, const GameState& s);
// One die face: the next scripted face first, then the RNG; counts as a random draw (undo barrier).
int roll_die(GameState& s);
// Shuffle the equipment deck (a random draw).
void shuffle_equipment_deck(GameState& s);

// --- set-up (setup.cpp): fills a fresh state from validated options (R2).
void set_up(const Content& content, const GameOptions& options, GameState& s);

// --- turn flow (turn.cpp)
void start_turn(Ctx& c);  // initial phase (R4.2), then the action phase begins
void final_phase(Ctx& c);  // R4.5 for the active player: dice back, cards readied
void end_turn(Ctx& c);     // final phase, then the next player's turn (R4.6, R9.2) or the end (R8)
void lose_life(Ctx& c, int seat);
// R5.10: at 0 lives the active player is eliminated or (option) sent back; either way the turn ends.
void handle_no_lives(Ctx& c);
void insert_coin(Ctx& c);  // R9.3 (insert_coin.cpp), used instead of elimination when chosen

// --- end of game (endgame.cpp)
int treasure(const Content& content, const Player& p);  // R8.2
std::vector<int> decide_winners(const Content& content, const GameState& s);
void finish_game(Ctx& c, bool nobody_wins);

// --- movement (movement.cpp)
void move_on(Ctx& c);               // leave the current card (R5.9)
void enter_node(Ctx& c, int node);  // step onto a card: reveal, peddler (R6.1)

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
void apply_effect(Ctx& c, const Effect& e, int die, Color color);
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

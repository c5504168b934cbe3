// Read-only questions about a state that the app, bots and tools ask and the rules already answer.
// Asking here keeps one source of truth: a price, a treasure or a test's requirements shown to a
// player are the very numbers the engine then applies.
#pragma once
#include <string_view>
#include <vector>

#include "highscore/content.hpp"
#include "highscore/probability.hpp"
#include "highscore/state.hpp"

namespace hs {

// R9.6.4/R9.6.7: a test against a monster (fight, dodge, or an ambush's test). The test's dice
// decision names the monster entity as its subject and the kind as its detail.
enum class MonsterTestKind { Fight = 0, Dodge = 1, Ambush = 2 };
struct MonsterTest {
  int entity = -1;  // index into TableState::entities; -1 = the test is the card's own
  MonsterTestKind kind = MonsterTestKind::Fight;
};
MonsterTest monster_under_test(const TableState& s);

// R9.4.1 Shoot: the test of the character entering a card with a shot die on it, a test like any
// other (R5) with one requirement, any colour at the die's value or more. Its dice decision names
// the shooter as subject and kShotTest + that value as detail.
inline constexpr int kShotTest = 10;
struct ShotTest {
  int shooter = -1;  // seat that placed the die; -1 = no shot is being tested
  int needed = 0;    // the placed die's value
};
ShotTest shot_under_test(const TableState& s);
// The one-requirement option a shot is tested against (R9.4.1); no reward.
const TestOption& shot_option(int needed);
// The chance that `seat` passes the test against monster entity `entity` (its own test for a fight
// or a dodge, its ability's for an ambush) rolling every pool die the test allows, with the seat's
// roll modifiers; 0 for an entity that is not a monster.
double monster_test_chance(const Content& content, const TableState& s, int seat, int entity, MonsterTestKind kind);

// Steps from node `from` to every node of the board (-1: out of reach), forward along the dungeon
// only, or over the links both ways (the solo adventures' monsters may walk back, R9.6.3).
std::vector<int> board_distances(const TableState& s, int from, bool both_ways);

// R3.2: the first rolled die of the character's lucky colour showing a lucky natural face, or -1.
int lucky_die(const Character& character, const std::vector<TestDie>& dice);

// The dice of `pool` that may count for `option`: every colour it does not forbid (R7.4).
DiceCounts dice_allowed(const DiceCounts& pool, const TestOption& option);

// The option of the test in progress (main option or "+" test), or null outside a test.
const TestOption* option_under_test(const Content& content, const TableState& s);

// Every requirement the roll of the test in progress must meet: the option's own plus, for a main
// option, those raised on the card (R5.12). Empty outside a test.
std::vector<Requirement> requirements_under_test(const Content& content, const TableState& s);

// The price the active player pays for shop offer `offer` (R6.5: discounts and trade-in stack, to 0);
// 0 for an empty or bought slot.
int shop_price(const Content& content, const TableState& s, int offer, bool trade_in);

// R8.2 with R7.3: coins + gems + the printed prices of owned items.
int treasure(const Content& content, const Player& p);

// R8.2: which step of the ranking picked the winners, for an end screen that says why.
enum class WinDecider {
  None,      // nobody beat the last boss (or a mode named its own winners)
  Alone,     // one player beat the last boss: no ranking needed
  Treasure,  // several did; the most treasure decided
  Gems,      // the top treasure was tied; the most gems decided
  Shared,    // tied on treasure and gems: the win is shared
};
struct WinRanking {
  std::vector<int> contenders;  // seats that beat the last boss and were not eliminated
  std::vector<int> winners;     // what the rule picks (the state's winners in a standard game)
  WinDecider decided_by = WinDecider::None;
  int top_treasure = 0;         // the winners' treasure
  int top_gems = 0;             // the winners' gems
};
// The R8.2 ranking of a state, step by step: the same function the rules use to pick the winners.
WinRanking rank_winners(const Content& content, const TableState& s);

// Why the game ended, for reports: "winner" (someone won, R8.2), "nobody_left" (everyone eliminated,
// R8.3), "unfinished" (not over: stopped at a round cap). Modes add their own reasons.
std::string_view end_reason(const TableState& s);

// The seat's passive bonus_all and extra_die items as the roll will apply them, extra dice limited
// by the supply (R7.4).
RollModifiers roll_modifiers(const Content& content, const TableState& s, int seat);

}  // namespace hs

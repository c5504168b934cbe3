// Action: the one vocabulary for every change of game state, used alike by the app, bots, the CLI,
// saves, replays, the tutorial and tests (DESIGN.md).
#pragma once
#include <string>
#include <variant>
#include <vector>

#include "highscore/color.hpp"

namespace hs {

struct ChooseOption { int option = 0; bool operator==(const ChooseOption&) const = default; };  // R5.1
struct AttemptOptional { bool operator==(const AttemptOptional&) const = default; };  // R5.5/R5.7
struct SkipOptional { bool operator==(const SkipOptional&) const = default; };
struct CancelTest { bool operator==(const CancelTest&) const = default; };  // back out before rolling
struct RollDice { DiceCounts dice; bool operator==(const RollDice&) const = default; };  // R5.2
struct RerollWithGem { int die = 0; bool operator==(const RerollWithGem&) const = default; };  // R5.4
// Use an owned item (index into the player's items). `die` is a test die or -1; `color` a colour
// choice where the effect offers one (convert, add test die, discard-die-to-heal).
struct UseItem {
  int item = 0;
  int die = -1;
  Color color = Color::Any;
  bool operator==(const UseItem&) const = default;
};
struct UseAbility {  // R3.3, same parameters as UseItem
  int die = -1;
  Color color = Color::Any;
  bool operator==(const UseAbility&) const = default;
};
struct Resolve { bool operator==(const Resolve&) const = default; };  // accept the roll (R5.4)
struct Rest { bool operator==(const Rest&) const = default; };        // end the action phase (R4.3)
struct MoveOn { bool operator==(const MoveOn&) const = default; };    // leave a peddler freely (R5.11)
struct ChooseBranch { int branch = 0; bool operator==(const ChooseBranch&) const = default; };  // R5.9
struct Buy {  // R6.3/R6.4: offer index; trade_in = owned item index given back, or -1
  int offer = 0;
  int trade_in = -1;
  bool operator==(const Buy&) const = default;
};
struct Heal { int lives = 1; bool operator==(const Heal&) const = default; };  // R6.2
struct LeaveShop { bool operator==(const LeaveShop&) const = default; };     // R6.6

// Variant decisions (R9). Declared now so the shape is stable; the modes give them meaning.
struct UseExpert { int target = -1; bool operator==(const UseExpert&) const = default; };  // R9.4
// R9.4.3 answer to a reaction; `color` names the pool die rolled where the answer rolls one (a shot).
struct React {
  bool accept = false;
  Color color = Color::Any;
  bool operator==(const React&) const = default;
};
struct Fight { int monster = 0; bool operator==(const Fight&) const = default; };            // R9.6.4
struct Dodge { int monster = 0; bool operator==(const Dodge&) const = default; };
// Paths and coop moves; going back in exploration (R9.5) names the pool die discarded in `color`.
struct ChooseNode {
  int node = 0;
  Color color = Color::Any;
  bool operator==(const ChooseNode&) const = default;
};
struct ChoosePlayer { int player = 0; bool operator==(const ChoosePlayer&) const = default; };  // coop order
// R9.8: lives each seat loses to the round's poison (one entry per seat, summing to the poison).
struct SplitPoison { std::vector<int> lives; bool operator==(const SplitPoison&) const = default; };
// R9.8: one of the party's heal potions (an equipment index) drunk by a character standing in town.
struct DrinkPotion {
  int item = 0;
  int player = 0;
  bool operator==(const DrinkPotion&) const = default;
};

using Action = std::variant<ChooseOption, AttemptOptional, SkipOptional, CancelTest, RollDice,
                            RerollWithGem, UseItem, UseAbility, Resolve, Rest, MoveOn, ChooseBranch,
                            Buy, Heal, LeaveShop, UseExpert, React, Fight, Dodge, ChooseNode,
                            ChoosePlayer, SplitPoison, DrinkPotion>;

// Short stable text form, e.g. "roll red=2 yellow=1", "buy 3 trade 0"; for logs and the CLI.
std::string describe(const Action& a);

}  // namespace hs

// Events: what an applied action made happen, in order, so the app can animate and log it without
// diffing states.
#pragma once
#include <string>
#include <vector>

#include "highscore/color.hpp"

namespace hs {

enum class EventKind {
  TurnStarted,     // player
  DiceTaken,       // player, dice (initial phase); short = supply ran out (R1.1)
  OptionChosen,    // player, a = option (-1 = optional test)
  DiceRolled,      // player, values
  DieRerolled,     // player, a = die index, b = new face
  ItemUsed,        // player, a = owned item index
  AbilityUsed,     // player
  TestPassed,      // player, a = coins, b = gems
  TestFailed,      // player
  LuckyGem,        // player (R3.2)
  LifeLost,        // player, a = lives now
  LifeGained,      // player, a = lives now
  Moved,           // player, a = from node, b = to node
  CardRevealed,    // a = node
  ShopOpened,      // player
  ItemBought,      // player, a = equipment index, b = price paid
  ItemReturned,    // player, a = equipment index
  Healed,          // player, a = lives, b = paid
  Rested,          // player
  Eliminated,      // player
  SentBack,        // player, a = node (no elimination / insert coin)
  BossDefeated,    // player, a = level
  RoundEnded,      // a = round just finished
  TokenPlaced,     // player, a = node, b = 1 for a boss gem (R9.8)
  ReturnedToTown,  // player (R9.8, end of round)
  PartyPoisoned,   // a = lives the party loses this round (R9.8)
  PotionDrunk,     // player = who drank, a = equipment index (R9.8 shared potions)
  RewardDrawn,     // player, a = equipment index (R9.8 a level-3 boss's reward)
  GameEnded,       // winners in values
};

struct Event {
  EventKind kind;
  int player = -1;
  int a = 0, b = 0;
  DiceCounts dice;
  std::vector<int> values;
  bool short_supply = false;
};

}  // namespace hs

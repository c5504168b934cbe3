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
  GameEnded,       // winners in values
  // R9.4 expert abilities
  ExpertUsed,      // player, a = ExpertKind, b = node the die went to (-1 = on the character)
  DieDiscarded,    // player = the die's owner, a = node it lay on (-1 = character), dice = the die
  ReactionOffered, // player = the seat asked, a = ExpertKind, b = the seat it concerns
  ElbowRolled,     // player = the elbow's owner, a = face, b = the seat hit (-1 = missed)
  ShotTaken,       // player = the seat shot at, a = face rolled (0 = no roll), b = 1 when hit
  SlippedAlong,    // player = the invisible one, a = from node, b = to node
  CoinStolen,      // player = the thief, a = the victim
  TollPaid,        // player = the payer, a = the toll's owner, b = 0 coin / 1 gem / -1 nothing to pay
  BlessingPaid,    // player = the payer, a = the blessing's owner, b = 0 coin / 1 gem
  // R9.5 exploration
  CardDrawn,       // a = the new node, b = the card
  DeckShuffled,    // a = level (a bifurcation added a boss and a dead end)
  DeadEndReward,   // player, a = coins, b = gems
  WentBack,        // player, a = from node, b = to node (one pool die discarded)
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

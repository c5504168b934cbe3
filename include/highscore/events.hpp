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
  // Solo adventures (R9.6, R9.7J): every step of a phase is its own event, so the app can show them
  // one at a time.
  PhaseStep,       // player, a = step: 0 Azoz's die / the hunt, 1 move, 2 run, 3 abilities
  PhaseDie,        // player, a = the face rolled for Azoz (R9.6.3)
  MonsterAppeared, // a = node, b = monster card
  RitualGem,       // a = gems on the ritual now, b = ritual icons
  MonsterMoved,    // a = from node, b = to node, values = {monster card}
  HunterMoved,     // a = from node (-1 = behind the first card), b = to node
  HunterFaster,    // a = the Hunter's extra movement now
  MonsterDefeated, // player, a = monster card
  MonsterDodged,   // player, a = monster card
  MonsterDrained,  // player, a = colour, b = dice lost (0 when none of that colour was left)
  MonsterAmbush,   // player, a = monster card, b = 1 when the life loss was taken without a test
  MonsterRoared,   // a = monster card, b = cards raised
  Caught,          // player, a = node (R9.7J)
  RitualComplete,  // player (R9.6.5)
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

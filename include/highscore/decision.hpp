// The decision a state is waiting for (R10.2): what must be decided, by which seat, and about what.
// Its owner may differ from the player whose turn it is (expert-ability reactions R9.4.3, the group's
// choices in co-op R9.8).
#pragma once
#include <string_view>

namespace hs {

enum class DecisionKind {
  TurnAction,    // pick an option on the current card, use an item/ability, move on, or rest
  ChooseDice,    // option chosen: pick dice to roll (pre-roll items allowed) or cancel
  AfterRoll,     // rolled: reroll with gems, use items/ability, then resolve (R5.4)
  OptionalTest,  // main test passed on a card with a "+": attempt it or skip (R5.5)
  ChooseBranch,  // at a fork (R5.9)
  Shop,          // at the peddler: buy, heal, leave (R6)
  Reaction,      // another player's expert ability may react (R9.4.3)
  ModePhase,     // Azoz/Hunter phase choices (R9.6.3, R9.7J)
  Monster,       // fight or dodge a monster on the card (R9.6.4)
  ChoosePlayer,  // cooperative: who plays next (R9.8)
  ChooseNode,    // cooperative: move to an adjacent card, or rest (R9.8)
  SplitPoison,   // cooperative: how the round's poison is shared out (R9.8)
  Finished,      // game over: no action is legal
};

struct Decision {
  DecisionKind kind = DecisionKind::Finished;
  int owner = -1;    // seat that must act; -1 when finished
  int node = -1;     // the card it is about (the card being tested, the fork, the peddler), or -1
  int subject = -1;  // another seat, a monster or another entity it concerns, or -1
  int detail = -1;   // which reaction, option or step of a phase, where the kind needs one
  bool operator==(const Decision&) const = default;
};

std::string_view decision_name(DecisionKind k);

// What Decision::detail means, for the kinds that use it:
// - Monster (R9.6.4, R9.6.7): kMonsterGate or kMonsterAmbush (its subject is then the ambusher).
// - ChooseDice and AfterRoll against a monster (subject = the monster): the MonsterTestKind
//   (queries.hpp); -1 for the card's own test.
// - Reaction (R9.4.3): the ExpertKind of the ability that may react (content.hpp).
// - ModePhase (R9.6.3, R9.7J, subject = the walker): the phase's own step, private to the engine.
// The values are saved with the decision stack: they never change.
inline constexpr int kMonsterGate = 0;    // face the monsters on the card: fight or dodge one of them
inline constexpr int kMonsterAmbush = 2;  // an ambush: try its test (Fight) or take the blow (React)

// The solo adventures' decisions about a monster (R9.6.4, R9.6.7).
inline bool is_monster_gate(const Decision& d) { return d.kind == DecisionKind::Monster && d.detail == kMonsterGate; }
inline bool is_ambush(const Decision& d) { return d.kind == DecisionKind::Monster && d.detail == kMonsterAmbush; }

}  // namespace hs

// The one pending decision of a state (R10.2) and who owns it. Its owner may differ from the active
// player (expert-ability reactions, R9.4.3).
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
  Finished,      // game over: no action is legal
};

struct Decision {
  DecisionKind kind = DecisionKind::Finished;
  int owner = -1;  // seat that must act; -1 when finished
  bool operator==(const Decision&) const = default;
};

std::string_view decision_name(DecisionKind k);

}  // namespace hs

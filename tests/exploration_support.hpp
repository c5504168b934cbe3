// Shared by the exploration tests (R9.5): options with exploration on over the code-built content,
// the card on a node, and passing the card under the active player.
#pragma once
#include <string>
#include <vector>

#include "support_content.hpp"

namespace hs::testing {

// Level decks start d1_a, d1_b, ... (stacked "dungeon:L").
inline GameOptions exploration_options(int players = 2) {
  GameOptions o = base_options(players);
  o.exploration = true;
  return o;
}

inline const std::string& card_at(const Game& g, int node) {
  return test_content().cards[static_cast<std::size_t>(g.state().board[static_cast<std::size_t>(node)].card)].id;
}

// Passes the card the active player stands on with option `option`, rolling `dice`, and skips a chest.
inline std::vector<Event> pass_here(Game& g, DiceCounts dice, int option = 0) {
  play(g, ChooseOption{option});
  play(g, RollDice{dice});
  std::vector<Event> events = play(g, Resolve{});
  if (g.pending().kind == DecisionKind::OptionalTest) {
    auto more = play(g, SkipOptional{});
    events.insert(events.end(), more.begin(), more.end());
  }
  return events;
}

inline const DiceCounts kOneRed{{1, 0, 0, 0}};

}  // namespace hs::testing

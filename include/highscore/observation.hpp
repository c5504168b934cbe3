// Observation: what one seat may know of a game (R9.1, DESIGN.md). It carries the table only: no
// RNG state, no deck orders, no scripted dice, no face-down card and no unseen monster exists in it,
// so a bot or a screen given an observation cannot read ahead by construction.
#pragma once
#include <array>
#include <cstddef>

#include "highscore/decision.hpp"
#include "highscore/options.hpp"
#include "highscore/state.hpp"

namespace hs {

// A view into a Game, valid until that game next changes (take a new one after each apply()).
struct Observation {
  int seat = -1;                          // who looks; -1 = a spectator (the hotseat table)
  const TableState* table = nullptr;      // face-down cards are -1 there (the card is elsewhere)
  const GameOptions* options = nullptr;   // the rules in play; stacked decks and scripted dice removed
  Decision pending;                       // the decision waiting and its owner
  int equipment_deck_size = 0;            // how many cards, never which
  int monster_deck_size = 0;
  std::array<int, 4> level_deck_sizes{};  // R9.5: cards left in each level's exploration deck (index = level - 1)
  std::size_t actions_applied = 0;        // how many actions the game has seen (tells views apart)

  const TableState& state() const { return *table; }
};

}  // namespace hs

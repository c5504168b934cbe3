// Inspect anything on the table: what lies under a point (card, requirement chip, die, gem button,
// item, ability, expert ability and rest buttons, placed expert die, lucky die, lives/coins/gems, a
// player's panel, a level tab) as full text in the
// player's language and the rule that governs it. No SDL, so it is tested without a window.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "app/text/strings.hpp"
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

struct Inspection {
  Rect anchor;                     // the thing inspected (the panel is placed next to it)
  std::string title;
  std::vector<std::string> lines;  // full text, one paragraph each
  std::string rule;                // the rule the "?" opens
  std::string key;                 // identity: a new key means a new target
};

std::optional<Inspection> inspect_at(const Game& game, const TableLayout& layout, Point p, const StringTable& t);

// Words for a requirement with what fits it: "Red 4+: a red, yellow or black die showing 4 or more."
std::string requirement_text(const Requirement& r, const StringTable& t);
// One option in words: requirements, forbidden colours, reward.
std::string option_text(const TestOption& o, const StringTable& t, bool optional);

// Requirement chip `i` of an option row, as the card view draws it.
Rect option_requirement_chip(const Rect& row, const TestOption& o, std::size_t i, bool optional);

// Where the placed expert dice are drawn (R9.4): a corner of their card (several side by side), or
// the owner's panel. `entity` indexes the state's entities.
struct PlacedDieSpot {
  int entity = -1;
  Rect rect;
};
std::vector<PlacedDieSpot> placed_die_spots(const TableState& state, const TableLayout& layout);

}  // namespace hs::app

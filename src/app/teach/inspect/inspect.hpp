// Inspect anything on the table: what lies under a point (card, requirement chip, die, gem button,
// item, ability, expert ability and rest buttons, placed expert die, lucky die, lives/coins/gems, a
// player's panel, a level tab) as full text in the
// player's language and the rule that governs it. No SDL, so it is tested without a window.
#pragma once
#include <cstdint>
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

// What inspect keeps between frames (app.teach.inspect): the target hovered, and the one pinned.
struct InspectState {
  std::string hover_key;
  std::uint32_t hover_since = 0;
  Point hover_at;                  // the pointer when the hover was last looked at
  bool hover_needs_move = false;   // the thing came under a still pointer (the table changed): not hovered yet
  std::optional<Inspection> shown;  // on screen now (hovered or pinned)
  bool pinned = false;
  Point pinned_at;                  // a pinned inspection is read again there when the game changes
  std::uint64_t pinned_generation = 0;
  int scene_node = -1;       // --scene inspect: pin this board card's inspection once laid out
  bool scene_purse = false;  // --scene inspect-purse: pin the first panel's lives/coins/gems
  bool scene_chip = false;   // --scene inspect-chip: pin the first option's first requirement chip
};

// Finds what is under the pointer by asking the layout, never by working out rectangles again: the
// elements are the layout's named parts (TableLayout::parts) and each is explained by its Part id.
std::optional<Inspection> inspect_at(const Game& game, const TableLayout& layout, Point p, const StringTable& t);

// The first element of this kind under `p` among the layout's named parts, or null.
const PlacedPart* part_under(const TableLayout& layout, Part kind, Point p);

// Words for a requirement with what meets it: "Red 4+. Met by: red, yellow (wild) or black (wild), showing
// 4 or more. Each requirement takes its own die."
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

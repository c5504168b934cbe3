// The cooperative mode on the table (R9.8): the map as a grid around the town, the party's column
// (bosses, the poison to come, the shared potions, who has played) and the poison split. The layout
// half is pure code without SDL (coop_layout.cpp, unit-tested); drawing is coop_table.cpp.
#pragma once
#include <optional>

#include "app/render/canvas.hpp"
#include "app/table/layout/table_layout.hpp"

namespace hs::app {

bool is_coop(const Game& game);

// A name on the co-op map: a plate across the top of its cell, as wide as the card's share of the
// grid's row (`width`, TableLayout::coop_name_w: wider than the small card, into the room between
// the cards), so the name reads whole; up to three lines for a card, one for the town, shrinking
// before it is ever cut. Drawing and the content test share them.
Rect coop_name_plate(const Rect& cell, float width);
TextFit coop_card_name_fit(Canvas& c, const Rect& plate, const std::string& name);
TextFit town_title_fit(Canvas& c, const Rect& plate, const std::string& name);

// Fills the grid's node boxes, the party's column and the split panel, with their regions: legal
// moves on the cards, "who plays next" on the panels, the potions in the party's column.
void layout_coop(const Game& game, const std::vector<Action>& legal, const TableUi& ui, TableLayout& L, bool human_to_act);

// Actions the co-op table places on the grid, the column or the split panel, not in the action bar.
bool coop_placed_elsewhere(const Action& a);

// The split regions (SplitLess/More/Propose/Confirm): changes ui.poison_split, or returns the
// SplitPoison to apply. A split that kills when another would not is returned only on the second
// click, after the warning.
std::optional<Action> activate_coop(const Game& game, TableUi& ui, const HitRegion& region);

// After the game changed: the split starts from the advisor's proposal whenever the shares no longer
// fit (a new round's poison, a potion drunk meanwhile).
void settle_coop_ui(const Game& game, TableUi& ui);

// Whether the split being put together kills someone when the gentlest one would not.
bool split_needlessly_kills(const Game& game, const std::vector<int>& shares);

}  // namespace hs::app

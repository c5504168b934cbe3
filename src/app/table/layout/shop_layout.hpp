// The shop's part of the table layout (shop_layout.cpp): its panel, the offered cards with their buy
// buttons, the heal slots, "look at the table" and "leave".
#pragma once
#include <vector>

#include "app/table/layout/table_layout.hpp"

namespace hs::app {

// Lays the shop over the table in `L` (a W x H window); `legal` is what the regions offer (empty
// while no human decides).
// The panel's header above the cards: the title's line and the hint's line under it, at the text
// size chosen (the cards give up the room larger text needs).
float shop_header_height();
// Where the header's two lines are centred, from the panel's top.
float shop_title_y();
float shop_hint_y();

void layout_shop(TableLayout& L, const TableState& st, const std::vector<Action>& legal, bool human_to_act, float W, float H);

// What the shop says under its cards when no buy button is shown (R6.3): nothing when something can be
// bought or a disabled button already says what it needs; that the peddler has nothing left when
// every card was bought (or the deck had none); else that nothing is within the purse.
enum class ShopNote { None, SoldOut, OutOfReach };
ShopNote shop_note(const Shop& shop, bool any_buy, bool any_needs);
const char* shop_note_key(ShopNote n);  // the string table's key ("" for None)

}  // namespace hs::app

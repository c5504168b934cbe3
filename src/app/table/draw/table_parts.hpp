// The table screen's parts, each drawing one area from the app's state and layout (table_draw.cpp);
// table_layers.cpp decides which are cached in layers and which are redrawn on every change.
#pragma once
#include "app/shell/app.hpp"

namespace hs::app {

// The character seat `seat` plays.
inline const Character& character_of(const Game& g, int seat) {
  return g.content().characters[static_cast<std::size_t>(g.observe(-1).state().players[static_cast<std::size_t>(seat)].character)];
}

// The colour chips an aimed item or ability shows above a die (color_chip_for): the only regions
// drawn as a die of the colour their use turns or brings back. An item chip or a bar button whose one
// use has a colour keeps its own label (issue 24: an item's name hidden under a large die symbol).
std::vector<std::pair<const HitRegion*, Color>> colour_choice_chips(const TableLayout& L);

void draw_top_bar(App& app);
void draw_board(App& app);        // panel edge, level tabs, fork pulses: follows the pointer
void draw_board_cards(App& app);  // cards, the decider's glow, stand-ups: follows the game only (board_view.cpp)
void draw_card_view(App& app);
void draw_info(App& app);
void draw_log(App& app);
// The height the log keeps under a coach's or a lesson's box: its title and three lines at the
// current text size.
float log_kept_height();
// How far back the log may stay scrolled (entries from the newest): never so far that the oldest
// entry sits above empty rows. `lines_of[i]`: the rows of entry i (oldest first, the last shown
// entry last); `rows`: the rows the column holds now, the "newer below" note's row included.
int clamp_log_back(const std::vector<int>& lines_of, int back, int rows);
void draw_panels(App& app);
void draw_tray(App& app);
void draw_actions(App& app);
// The card view while a monster is faced (solo_monster_view.cpp); false when none is.
bool draw_monster_view(App& app);
void draw_solo(App& app);         // monsters, the Hunter, the ritual and the phase's intent (solo_table.cpp)
void draw_coop(App& app);         // R9.8 the town, tokens, gems, moves and the party's column (coop_table.cpp)
void draw_coop_top(App& app);     // R9.8 over the panels: who plays next, the poison split
// Expert abilities (R9.4) and exploration (R9.5), variants_table.cpp: placed dice, deck counts and
// unexplored branches follow the game (under layer); the way back follows the pointer (a placed die explains itself through inspect.cpp).
void draw_variant_board(App& app);
void draw_variant_hover(App& app);
// A wide level's arrows and the minimap's hover (board_view.cpp), and the minimap itself (under layer).
void draw_board_scroll(App& app);
void draw_board_minimap(App& app);
// R9.5 the drawn card flying from its deck, then flipping (board_flight.cpp).
void draw_card_flights(App& app);

}  // namespace hs::app

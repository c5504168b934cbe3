// What the solo adventures put on the table, inspected (R9.6 Azoz, R9.7J the Hunter): a monster's
// token on a board card, the monster faced in the card view, and Azoz's ritual track. Also where the
// tokens and the strip sit, so drawing and inspecting agree. No SDL: tested without a window.
#pragma once
#include <optional>

#include "app/teach/inspect/inspect.hpp"

namespace hs::app {

// Token `k` of `count` on a board card: a name label at the foot of the art window, stacked upward
// and lower when many share the card, so its name (top) and requirement rows (bottom) stay readable.
Rect solo_token_rect(const Rect& card, int k, int count = 1);
// The strip under the board's cards (ritual, the phase's intent, the monster deck).
Rect solo_strip_rect(const TableLayout& L);

// A monster's card in words: level, movement, test, ability (none in the Hunter adventure, R9.7J).
Inspection monster_inspection(const Game& g, int entity, const Rect& anchor, const StringTable& t);

// A solo thing under the point, or nullopt (then the table's usual inspection applies).
std::optional<Inspection> solo_inspection(const Game& g, const TableLayout& L, Point p, const StringTable& t);

}  // namespace hs::app

// The safe choice after a failing roll: when resolving would cost a life (as the rules say) and a
// gem reroll or an item / the ability could still save the roll, the element that saves it best, so
// the focus starts there instead of on "Resolve: lose 1 life" (Resolve stays one step away). No SDL.
#pragma once
#include <optional>

#include "app/table/layout/table_layout.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// `L` holds the regions laid out for `owner` (the deciding seat); nullopt when nothing is at stake,
// nothing can save the roll, or the saving element has no region.
std::optional<PartId> safe_choice_part(const Game& game, const TableLayout& L, int owner);

}  // namespace hs::app

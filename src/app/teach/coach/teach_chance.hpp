// The gem line under the chance to pass (teach_chance.cpp).
#pragma once
#include <string>

namespace hs::app {

struct App;

// The line under the chance to pass about gem rerolls ("" when none count); teach_chance.cpp.
std::string chance_gems_line(const App& app);
// The line after it naming the item or ability still usable that raises the chance most, with the
// chance then ("" when none does); worked out again only when the game or the dice change.
std::string chance_items_line(App& app);

}  // namespace hs::app

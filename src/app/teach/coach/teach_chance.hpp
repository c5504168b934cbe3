// The gem line under the chance to pass (teach_chance.cpp).
#pragma once
#include <string>

namespace hs::app {

struct App;

// The line under the chance to pass about gem rerolls ("" when none count); teach_chance.cpp.
std::string chance_gems_line(const App& app);

}  // namespace hs::app

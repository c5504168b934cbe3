// A refusal from the engine as the player reads it: translated where the string table knows it
// (refusal_text.cpp).
#pragma once
#include <string>

#include "highscore/result.hpp"

namespace hs::app {

struct App;

// A refusal from the engine as the player reads it: translated where the string table knows it.
std::string refusal_text(const App& app, const Refusal& r);  // with the rule: "... (R9.2)"
std::string refusal_reason(const App& app, const Refusal& r);

}  // namespace hs::app

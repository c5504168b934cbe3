// A whole number as the interface writes it (one definition for every file that builds lines).
#pragma once
#include <string>

namespace hs::app {

inline std::string int_text(int v) { return std::to_string(v); }

}  // namespace hs::app

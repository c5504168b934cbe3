// The advisor bot (issue 5): plays by expected value using the exact odds. Private to the engine:
// make_bot("advisor") in bots.cpp is the only caller.
#pragma once
#include <cstdint>
#include <memory>

#include "highscore/bots.hpp"

namespace hs {

std::unique_ptr<Bot> make_advisor_bot(std::uint64_t seed);

}  // namespace hs

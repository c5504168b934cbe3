// The expert bot (issue 21) and the easy bot. Private to the engine: make_bot() and
// make_expert_bot() in bots.cpp are the callers.
#pragma once
#include <cstdint>
#include <memory>

#include "highscore/bots.hpp"

namespace hs {

std::unique_ptr<Bot> make_expert_search_bot(std::uint64_t seed, const SearchBudget& budget);
std::unique_ptr<Bot> make_easy_bot(std::uint64_t seed);

}  // namespace hs

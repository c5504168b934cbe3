// Game::hash: FNV-1a 64 over the canonical dump of state_to_json (sorted keys, no spaces), so equal
// states hash equally on every platform and a replay can be checked against a save (R10.1, R10.4).
#include <nlohmann/json.hpp>

#include "highscore/game.hpp"
#include "highscore/save.hpp"

namespace hs {

std::uint64_t Game::hash() const {
  const std::string canonical = state_to_json(state_).dump();
  std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a 64 offset basis
  for (unsigned char c : canonical) {
    h ^= c;
    h *= 0x100000001b3ULL;  // FNV-1a 64 prime
  }
  return h;
}

}  // namespace hs

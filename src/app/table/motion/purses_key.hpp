// What the purses show while tokens fly, as a key: a layer cached with the panels' purses in it
// (the table behind the open shop) is drawn again whenever a token leaves or lands, else it keeps
// old coins (the panel behind the peddler said 5 while the shop's heading said 0). Header only.
#pragma once
#include <cstdint>
#include <string>

#include "app/table/motion/table_motion.hpp"

namespace hs::app {

// Changes whenever TableMotion::purse_shown would give another figure for any seat, and only then.
inline std::string purses_key(const TableMotion& m, std::uint32_t now) {
  const std::uint32_t at = m.clock(now);
  std::string k;
  for (const TokenFlight& f : m.tokens) {
    if (f.from_purse >= 0) k += at < f.start ? 'w' : 'l';            // waiting in its purse, or left it
    if (f.to_purse >= 0) k += token_pose(f, at).landed ? 'i' : 'o';  // in its purse, or on its way
  }
  return k;
}

}  // namespace hs::app

// How the game review writes its numbers, shared by the CLI's analyze and the app's review screen so
// the two always print a chance the same way: "31%" for a chance to win, "+3.5%" for a change of it.
#pragma once
#include <cstdio>
#include <string>

namespace hs {

// A chance as a whole percentage: 0.314 -> "31%".
inline std::string chance_percent(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f%%", p * 100.0);
  return buf;
}

// A change of chance, signed, to a tenth of a point: 0.035 -> "+3.5%", -0.12 -> "-12.0%".
inline std::string chance_change_percent(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.1f%%", p * 100.0);
  return buf;
}

}  // namespace hs

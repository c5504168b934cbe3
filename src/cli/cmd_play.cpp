// Placeholder until this command's owner lands it; refuses clearly instead of pretending.
#include <cstdio>

#include "commands.hpp"

namespace hs::cli {
int cmd_play(const Args&) {
  std::fprintf(stderr, "highscore-cli: 'play' is not built yet\n");
  return 2;
}
}  // namespace hs::cli

// Placeholder until this command's owner lands it; refuses clearly instead of pretending.
#include <cstdio>

#include "commands.hpp"

namespace hs::cli {
int cmd_content_stats(const Args&) {
  std::fprintf(stderr, "highscore-cli: 'content_stats' is not built yet\n");
  return 2;
}
}  // namespace hs::cli

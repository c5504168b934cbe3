// Writing --trace: one line per screen shown, in order.
#include "app/testing/screen_trace.hpp"

#include <cstdio>

namespace hs::app {

std::string trace_line(Screen screen, int handover_seat) {
  if (screen == Screen::Table && handover_seat >= 0) return "handover " + std::to_string(handover_seat);
  return screen_name(screen);
}

void ScreenTrace::note(Screen screen, int handover_seat) {
  if (path_.empty()) return;
  std::string now = trace_line(screen, handover_seat);
  if (now == last_) return;
  last_ = std::move(now);
  if (std::FILE* f = std::fopen(path_.c_str(), "a")) {
    std::fprintf(f, "%s\n", last_.c_str());
    std::fclose(f);
  }
}

}  // namespace hs::app

// --trace FILE: each screen the app shows is appended to FILE as it comes up (a hand-over as
// "handover N"), so a test driving the app from outside can wait for the screen it expects.
#pragma once
#include <optional>
#include <string>
#include <utility>

#include "app/shell/screen_stack.hpp"

namespace hs::app {

// The line --trace writes for `screen`, with the table handed over to `handover_seat` (-1: none).
std::string trace_line(Screen screen, int handover_seat);

class ScreenTrace {
 public:
  explicit ScreenTrace(std::string path) : path_(std::move(path)) {}
  // Appends the current screen's line when it differs from the last one written (no path: nothing).
  // A line that cannot be written is said once on stderr and ends the trace (see problem()).
  void note(Screen screen, int handover_seat);
  const std::optional<std::string>& problem() const { return problem_; }

 private:
  std::string path_, last_;
  std::optional<std::string> problem_;
};

}  // namespace hs::app

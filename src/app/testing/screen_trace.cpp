// Writing --trace: one line per screen shown, in order.
#include "app/testing/screen_trace.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

#include "highscore/text_file.hpp"

namespace hs::app {

std::string trace_line(Screen screen, int handover_seat) {
  if (screen == Screen::Table && handover_seat >= 0) return "handover " + std::to_string(handover_seat);
  return screen_name(screen);
}

void ScreenTrace::note(Screen screen, int handover_seat) {
  if (path_.empty() || problem_) return;
  std::string now = trace_line(screen, handover_seat);
  if (now == last_) return;
  last_ = std::move(now);
  // Never waits on a pipe nobody reads; a failure is said once (a test waiting on the trace would
  // otherwise wait in silence) and the trace stops there.
  const std::string line = last_ + "\n";
  const int fd = ::open(path_.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0644);
  int error = fd < 0 ? errno : 0;
  if (fd >= 0) {
    if (::write(fd, line.data(), line.size()) != static_cast<ssize_t>(line.size())) error = errno != 0 ? errno : EIO;
    if (::close(fd) != 0 && error == 0) error = errno;
  }
  if (error != 0) {
    problem_ = "--trace " + path_ + ": cannot write (" + errno_text(error) + "); no more screens are traced";
    std::fprintf(stderr, "highscore: %s\n", problem_->c_str());
  }
}

}  // namespace hs::app

// The clock the benchmarks read: this thread's CPU time, not wall time, so that on a shared machine
// other processes' turns on the core do not count against the engine.
#pragma once
#include <ctime>

namespace hs::cli {

inline double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace hs::cli

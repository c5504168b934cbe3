// Shared by the save, property and CLI tests: the fixture content (loaded once) and the scenario
// script files. Header-only so that it adds no test translation unit of its own.
#pragma once
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <future>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "highscore/content.hpp"

namespace hs {

inline const std::string kFixtureContentDir = std::string(HS_TEST_DIR) + "/fixtures/content";

// Loaded on first use; a broken fixture stops the test with every content error listed.
inline const Content& fixture_content() {
  static const ContentLoad load = load_content(kFixtureContentDir);
  if (!load.content) {
    std::string all = "fixture content does not load:";
    for (const auto& e : load.errors) all += "\n  " + e.to_string();
    throw std::runtime_error(all);
  }
  return *load.content;
}

inline bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

// tests/scenarios/*.json, sorted so runs are reproducible.
inline std::vector<std::string> scenario_files() {
  std::vector<std::string> out;
  const std::filesystem::path dir = std::filesystem::path(HS_TEST_DIR) / "scenarios";
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".json") out.push_back(entry.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

// Runs `read` (which reads `fifo`, a named pipe nobody writes to) and gives its answer, or nullopt
// when it did not come back within 5 s: a reader still waiting on the pipe is then released by
// opening the pipe for writing and closing it, so a hang fails the test instead of stopping the suite.
template <class Read>
auto answer_on_fifo(const std::string& fifo, Read read) -> std::optional<decltype(read())> {
  auto answer = std::async(std::launch::async, read);
  if (answer.wait_for(std::chrono::seconds(5)) == std::future_status::ready) return answer.get();
  while (answer.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
    const int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0) ::close(fd);
  }
  answer.get();
  return std::nullopt;
}

}  // namespace hs

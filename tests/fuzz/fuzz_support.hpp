// Shared by the fuzz targets: the libFuzzer entry points every target defines, the shipped content
// loaded once, and a failure that stops the run (a broken guarantee, not only a crash).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "highscore/content.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace hs::fuzz {

// The shipped card set (HS_DEFAULT_DATA_DIR), loaded on first use; aborts when it does not load.
inline const Content& shipped_content() {
  static const ContentLoad load = load_content(default_data_dir());
  if (!load.content) {
    std::fprintf(stderr, "fuzz: the shipped content does not load\n");
    std::abort();
  }
  return *load.content;
}

// A guarantee the engine gives was broken: say which and abort, so the driver keeps the input.
[[noreturn]] inline void broken(const std::string& what) {
  std::fprintf(stderr, "fuzz: %s\n", what.c_str());
  std::abort();
}

}  // namespace hs::fuzz

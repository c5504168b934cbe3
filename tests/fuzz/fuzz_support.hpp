// Shared by the fuzz targets: the libFuzzer entry point every target defines, the frozen content
// loaded once, and a failure that stops the run (a broken guarantee, not only a crash).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>

#include "content/content_load_from.hpp"
#include "highscore/content.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace hs::fuzz {

// The card set the seed saves and scripts were made with: the content seeds themselves
// (corpus/content/NAME holds "NAME\n" and then the file), frozen so that edits to data/ never turn
// every seed save into a content-mismatch refusal. Bytes of file NAME, or nullopt.
inline std::optional<std::string> frozen_file(const std::string& name) {
  static std::map<std::string, std::string> cache;
  if (auto it = cache.find(name); it != cache.end()) return it->second;
  std::FILE* f = std::fopen((std::string(HS_FUZZ_DIR) + "/corpus/content/" + name).c_str(), "rb");
  if (!f) return std::nullopt;
  std::string bytes;
  char buf[65536];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) bytes.append(buf, n);
  std::fclose(f);
  const auto nl = bytes.find('\n');
  return cache[name] = nl == std::string::npos ? std::string() : bytes.substr(nl + 1);
}

// That card set, loaded on first use; aborts when it does not load.
inline const Content& frozen_content() {
  static const ContentLoad load = content_detail::load_content_from([](const std::string& name, std::string& problem) {
    auto bytes = frozen_file(name);
    if (!bytes) problem = "file is missing";
    return bytes;
  });
  if (!load.content) {
    std::fprintf(stderr, "fuzz: the frozen content in corpus/content does not load: %s\n",
                 load.errors.empty() ? "" : load.errors.front().to_string().c_str());
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

// Small helpers shared by the play, replay and simulate commands: flag parsing with messages that
// say which flag is wrong, and loading the content directory (default or --data DIR).
#pragma once
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>

#include "highscore/content.hpp"

namespace hs::cli {

// Parses a whole decimal number (no sign, no trailing text); nullopt on anything else or overflow.
inline std::optional<std::uint64_t> parse_u64(const std::string& text) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

// Loads content, printing every content error to stderr ("highscore-cli CMD: DIR: ...").
inline std::optional<Content> load_content_or_report(const std::string& command, const std::string& dir) {
  ContentLoad load = load_content(dir);
  if (!load.content) {
    if (dir.empty()) {  // the default search found nothing; the one error says where it looked
      for (const auto& e : load.errors) std::fprintf(stderr, "highscore-cli %s: %s\n", command.c_str(), e.to_string().c_str());
      return std::nullopt;
    }
    std::fprintf(stderr, "highscore-cli %s: content in %s is not usable:\n", command.c_str(), dir.c_str());
    for (const auto& e : load.errors) std::fprintf(stderr, "  %s\n", e.to_string().c_str());
    if (load.errors.empty()) std::fprintf(stderr, "  (no details)\n");
    return std::nullopt;
  }
  return std::move(*load.content);
}

}  // namespace hs::cli

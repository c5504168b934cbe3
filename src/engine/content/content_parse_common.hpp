// Limits and small helpers shared by the content file parsers.
#pragma once
#include <cstddef>

#include "content/content_reader.hpp"

namespace hs::content_detail {

inline constexpr std::size_t kMaxRequirements = 8;  // a test with more would be unwinnable with 18 dice
inline constexpr int kMaxReward = 20;
inline constexpr int kMaxRitualIcons = 12;
inline constexpr int kMaxCopies = 10;
inline constexpr int kMaxPrice = 8;
inline constexpr int kMaxLives = 6;
inline constexpr int kMaxMovement = 3;

// The array under `key` of a file whose top level is `{"key": [...]}`; nullptr (reported) otherwise.
inline const json* top_level_list(FileReader& reader, const json& root, const char* key) {
  reader.only_keys(root, "", {key});
  const json* list = reader.member(root, "", key, true);
  if (!list || !reader.expect_array(*list, std::string("/") + key)) return nullptr;
  return list;
}

}  // namespace hs::content_detail

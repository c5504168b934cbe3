// Where a byte offset falls in a text, as the line and column a text editor shows: content files
// and save files both report JSON syntax errors this way.
#pragma once
#include <algorithm>
#include <cstddef>
#include <string>

namespace hs {

struct TextPosition {
  std::size_t line = 1, column = 1;
};

// nlohmann reports a 1-based byte offset (the byte it stopped at); 0 means the start.
inline TextPosition text_position(const std::string& text, std::size_t byte) {
  TextPosition at;
  const std::size_t end = std::min(byte > 0 ? byte - 1 : 0, text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++at.line;
      at.column = 1;
    } else {
      ++at.column;
    }
  }
  return at;
}

}  // namespace hs

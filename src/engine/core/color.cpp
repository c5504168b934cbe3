// Colour names for content files, saves and the CLI.
#include "highscore/color.hpp"

namespace hs {

std::string_view color_name(Color c) {
  switch (c) {
    case Color::Red: return "red";
    case Color::Blue: return "blue";
    case Color::Yellow: return "yellow";
    case Color::Black: return "black";
    case Color::Any: return "any";
  }
  return "any";
}

std::optional<Color> parse_color(std::string_view name) {
  for (Color c : {Color::Red, Color::Blue, Color::Yellow, Color::Black, Color::Any})
    if (color_name(c) == name) return c;
  return std::nullopt;
}

}  // namespace hs

// Die colours and per-colour dice counts (R1.1). "Any" is only ever a requirement, never a die.
#pragma once
#include <array>
#include <climits>
#include <optional>
#include <string>
#include <string_view>

namespace hs {

enum class Color : int { Red = 0, Blue = 1, Yellow = 2, Black = 3, Any = 4 };
inline constexpr int kDieColors = 4;  // red, blue, yellow, black
inline constexpr std::array<Color, 4> kAllDieColors{Color::Red, Color::Blue, Color::Yellow, Color::Black};
// R1.1: 5 red, 5 blue, 5 yellow, 3 black.
inline constexpr std::array<int, 4> kSupplyPerColor{5, 5, 5, 3};
inline constexpr int kTotalDice = 18;

std::string_view color_name(Color c);                     // "red", ..., "any"
std::optional<Color> parse_color(std::string_view name);  // inverse of color_name

// R5.3: a die fits its own colour; yellow also fits red and blue; black fits every colour;
// every die fits "any".
constexpr bool die_fits(Color die, Color required) {
  if (required == Color::Any || die == required || die == Color::Black) return true;
  return die == Color::Yellow && (required == Color::Red || required == Color::Blue);
}

// Number of dice per die colour (index = Color).
struct DiceCounts {
  std::array<int, 4> n{0, 0, 0, 0};
  int& operator[](Color c) { return n[static_cast<int>(c)]; }
  int operator[](Color c) const { return n[static_cast<int>(c)]; }
  // Summed wide and clamped: counts from outside (actions, saves) can be anything an int holds.
  int total() const {
    const long long t = static_cast<long long>(n[0]) + n[1] + n[2] + n[3];
    return t > INT_MAX ? INT_MAX : t < INT_MIN ? INT_MIN : static_cast<int>(t);
  }
  bool operator==(const DiceCounts&) const = default;
  DiceCounts& operator+=(const DiceCounts& o) {
    for (int i = 0; i < 4; ++i) n[i] += o.n[i];
    return *this;
  }
  DiceCounts& operator-=(const DiceCounts& o) {
    for (int i = 0; i < 4; ++i) n[i] -= o.n[i];
    return *this;
  }
  // True when every colour of `o` is available here.
  bool covers(const DiceCounts& o) const {
    for (int i = 0; i < 4; ++i)
      if (n[i] < o.n[i]) return false;
    return true;
  }
};

}  // namespace hs

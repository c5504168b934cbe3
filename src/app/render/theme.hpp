// The app's palette and type scale, in one place so every screen looks like the same game.
#pragma once
#include "app/render/canvas.hpp"
#include "highscore/color.hpp"

namespace hs::app::theme {

inline constexpr Rgba kTableDark{24, 18, 14, 255};
inline constexpr Rgba kTableLight{58, 42, 30, 255};
inline constexpr Rgba kPanel{38, 30, 24, 235};
inline constexpr Rgba kPanelEdge{92, 72, 48, 255};
inline constexpr Rgba kParchment{236, 222, 190, 255};
inline constexpr Rgba kParchmentDark{205, 186, 146, 255};
inline constexpr Rgba kInk{45, 32, 22, 255};
inline constexpr Rgba kInkSoft{96, 78, 60, 255};
inline constexpr Rgba kGold{222, 178, 84, 255};
inline constexpr Rgba kGoldBright{250, 212, 120, 255};
inline constexpr Rgba kText{240, 230, 210, 255};
inline constexpr Rgba kTextDim{176, 160, 136, 255};
inline constexpr Rgba kGood{92, 178, 96, 255};
inline constexpr Rgba kBad{206, 70, 60, 255};
inline constexpr Rgba kShade{0, 0, 0, 150};
inline constexpr Rgba kButton{86, 60, 36, 255};
inline constexpr Rgba kButtonHover{120, 86, 50, 255};
inline constexpr Rgba kButtonOff{60, 50, 42, 255};

// Type scale (logical units).
inline constexpr float kTitle = 44, kHeading = 24, kLarge = 18, kBody = 15, kSmall = 13, kTiny = 11;

// Die body colours (the SVGs carry their own; these serve marks, tabs and fallbacks).
inline Rgba die_color(Color c) {
  switch (c) {
    case Color::Red: return {196, 52, 44, 255};
    case Color::Blue: return {46, 98, 190, 255};
    case Color::Yellow: return {232, 190, 50, 255};
    case Color::Black: return {34, 34, 38, 255};
    case Color::Any: return {214, 210, 200, 255};
  }
  return {200, 200, 200, 255};
}
inline Rgba pip_color(Color c) {
  return c == Color::Yellow || c == Color::Any ? Rgba{40, 30, 20, 255} : Rgba{250, 246, 236, 255};
}
inline const char* die_symbol(Color c) {
  switch (c) {
    case Color::Red: return "symbols/fist";
    case Color::Blue: return "symbols/boot";
    case Color::Yellow: return "symbols/mask";
    case Color::Black: return "symbols/star";
    case Color::Any: return "";
  }
  return "";
}

}  // namespace hs::app::theme

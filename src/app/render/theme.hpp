// The app's palette and type scale, in one place so every screen looks like the same game.
#pragma once
#include "app/render/canvas.hpp"
#include "app/render/type_scale.hpp"
#include "highscore/color.hpp"

namespace hs::app::theme {

// The interface colours. Two palettes: the standard one, and a high-contrast one (a Settings row)
// whose every text colour reads at WCAG AA (4.5:1 or more) on every background it is drawn on.
struct Palette {
  Rgba table_dark, table_light, panel, panel_edge, parchment, parchment_dark, ink, ink_soft, gold,
      gold_bright, text, text_dim, good, bad, bad_ink, shade, button, button_hover, button_off;  // bad_ink: on parchment
};

inline constexpr Palette kStandardPalette{
    {24, 18, 14, 255},    {58, 42, 30, 255},    {38, 30, 24, 235},  {92, 72, 48, 255},
    {236, 222, 190, 255}, {205, 186, 146, 255}, {45, 32, 22, 255},  {96, 78, 60, 255},
    {222, 178, 84, 255},  {250, 212, 120, 255}, {240, 230, 210, 255}, {176, 160, 136, 255},
    {92, 178, 96, 255},   {206, 70, 60, 255},   {150, 36, 26, 255}, {0, 0, 0, 150},     {86, 60, 36, 255},
    {120, 86, 50, 255},   {60, 50, 42, 255}};

// Darker grounds, lighter text, no translucent panels; the same hues so the game stays itself.
inline constexpr Palette kHighContrastPalette{
    {6, 4, 2, 255},       {16, 12, 8, 255},     {10, 8, 6, 255},    {230, 200, 130, 255},
    {255, 250, 236, 255}, {244, 232, 204, 255}, {12, 8, 4, 255},    {52, 40, 28, 255},
    {255, 204, 96, 255},  {255, 226, 150, 255}, {255, 255, 255, 255}, {226, 218, 204, 255},
    {120, 226, 124, 255}, {255, 130, 118, 255}, {130, 16, 8, 255}, {0, 0, 0, 200},     {52, 36, 20, 255},
    {84, 58, 32, 255},    {40, 34, 30, 255}};

// The palette in use. Screens read the names below, which always refer to it.
inline Palette active_palette = kStandardPalette;
inline void use_high_contrast(bool on) { active_palette = on ? kHighContrastPalette : kStandardPalette; }

inline const Rgba& kTableDark = active_palette.table_dark;
inline const Rgba& kTableLight = active_palette.table_light;
inline const Rgba& kPanel = active_palette.panel;
inline const Rgba& kPanelEdge = active_palette.panel_edge;
inline const Rgba& kParchment = active_palette.parchment;
inline const Rgba& kParchmentDark = active_palette.parchment_dark;
inline const Rgba& kInk = active_palette.ink;
inline const Rgba& kInkSoft = active_palette.ink_soft;
inline const Rgba& kGold = active_palette.gold;
inline const Rgba& kGoldBright = active_palette.gold_bright;
inline const Rgba& kText = active_palette.text;
inline const Rgba& kTextDim = active_palette.text_dim;
inline const Rgba& kGood = active_palette.good;
inline const Rgba& kBad = active_palette.bad;
inline const Rgba& kBadInk = active_palette.bad_ink;
inline const Rgba& kShade = active_palette.shade;
inline const Rgba& kButton = active_palette.button;
inline const Rgba& kButtonHover = active_palette.button_hover;
inline const Rgba& kButtonOff = active_palette.button_off;

// Type scale (logical units), times the player's text size (type_scale.hpp): line heights and
// boxes computed from these names grow with the text.
inline const float& kTitle = active_type.title;
inline const float& kHeading = active_type.heading;
inline const float& kLarge = active_type.large;
inline const float& kBody = active_type.body;
inline const float& kSmall = active_type.small;
inline const float& kTiny = active_type.tiny;

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

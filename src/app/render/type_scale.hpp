// The text size the player chose (Settings "Text size", 100% to 200%) and the type scale it gives.
// No SDL here: the table's layout reads it to make room for larger labels.
#pragma once

namespace hs::app::theme {

// The text sizes a player can choose, in percent; 150% is the "Large text" preset.
inline constexpr int kTextScales[] = {100, 125, 150, 175, 200};
inline constexpr int kLargeTextPercent = 150;

// Font sizes in logical units at 100%; the active ones are these times the chosen scale.
struct TypeScale {
  float title = 44, heading = 24, large = 18, body = 15, small = 13, tiny = 11;
};
inline constexpr TypeScale kBaseType{};

inline TypeScale active_type = kBaseType;
inline float active_text_scale = 1;
// Sets every text size at once (screens read the names in theme.hpp, which refer to these).
inline void use_text_scale(int percent) {
  const float s = static_cast<float>(percent) / 100.f;
  active_text_scale = s;
  active_type = {kBaseType.title * s, kBaseType.heading * s, kBaseType.large * s,
                 kBaseType.body * s,  kBaseType.small * s,   kBaseType.tiny * s};
}
inline float text_scale() { return active_text_scale; }

// One of kTextScales (a settings file's value is checked with it).
inline bool is_text_scale(int percent) {
  for (int p : kTextScales)
    if (p == percent) return true;
  return false;
}

}  // namespace hs::app::theme

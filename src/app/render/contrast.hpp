// Contrast between two colours as WCAG 2 defines it (relative luminance, ratio from 1 to 21), and the
// text/ground pairs the interface draws, so a test can hold each palette to a stated minimum.
#pragma once
#include <string>
#include <vector>

#include "app/render/theme.hpp"

namespace hs::app {

// WCAG 2 relative luminance of an opaque colour (sRGB channels linearised).
double relative_luminance(Rgba c);
// (lighter + 0.05) / (darker + 0.05); 4.5 is AA for body text.
double contrast_ratio(Rgba a, Rgba b);
// A translucent colour as it shows over an opaque ground.
Rgba composite(Rgba top, Rgba ground);

struct TextPair {
  std::string name;  // "text on panel", for a message that says which pair fails
  Rgba text, ground;  // the ground already composited over what lies beneath it
};
// Every text colour of `p` on every ground the interface puts it on.
std::vector<TextPair> text_pairs(const theme::Palette& p);

}  // namespace hs::app

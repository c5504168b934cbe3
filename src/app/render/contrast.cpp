#include "app/render/contrast.hpp"

#include <algorithm>
#include <cmath>

namespace hs::app {

namespace {

double linear_channel(std::uint8_t v) {
  const double c = v / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

}  // namespace

double relative_luminance(Rgba c) {
  return 0.2126 * linear_channel(c.r) + 0.7152 * linear_channel(c.g) + 0.0722 * linear_channel(c.b);
}

double contrast_ratio(Rgba a, Rgba b) {
  const double la = relative_luminance(a), lb = relative_luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Rgba composite(Rgba top, Rgba ground) {
  const double a = top.a / 255.0;
  const auto mix = [a](std::uint8_t t, std::uint8_t g) { return static_cast<std::uint8_t>(std::lround(t * a + g * (1 - a))); };
  return {mix(top.r, ground.r), mix(top.g, ground.g), mix(top.b, ground.b), 255};
}

std::vector<TextPair> text_pairs(const theme::Palette& p) {
  // Panels are translucent over the table; the lighter of its two tones is the harder case.
  const Rgba panel = composite(p.panel, p.table_light);
  std::vector<TextPair> pairs;
  const auto add = [&pairs](const char* name, Rgba text, Rgba ground) { pairs.push_back({name, text, ground}); };
  for (const auto& [name, ground] : {std::pair<const char*, Rgba>{"panel", panel}, {"table", p.table_light}}) {
    const std::string on = std::string(" on ") + name;
    add(("text" + on).c_str(), p.text, ground);
    add(("dim text" + on).c_str(), p.text_dim, ground);
    add(("gold" + on).c_str(), p.gold, ground);
    add(("bright gold" + on).c_str(), p.gold_bright, ground);
    add(("good" + on).c_str(), p.good, ground);
    add(("bad" + on).c_str(), p.bad, ground);
  }
  add("text on button", p.text, p.button);
  add("text on hovered button", p.text, p.button_hover);
  add("dim text on disabled button", p.text_dim, p.button_off);
  add("gold on button", p.gold, p.button);
  for (const auto& [name, ground] : {std::pair<const char*, Rgba>{"parchment", p.parchment}, {"dark parchment", p.parchment_dark}}) {
    const std::string on = std::string(" on ") + name;
    add(("ink" + on).c_str(), p.ink, ground);
    add(("soft ink" + on).c_str(), p.ink_soft, ground);
    add(("bad ink" + on).c_str(), p.bad_ink, ground);
  }
  return pairs;
}

}  // namespace hs::app

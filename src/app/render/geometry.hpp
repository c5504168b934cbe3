// Plain rectangles and points in logical units (the 1280x720 design space scaled to the window).
// No SDL here, so layout and hit-region code can be tested without a window.
#pragma once

namespace hs::app {

struct Point {
  float x = 0, y = 0;
};

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  bool contains(Point p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
  Rect inset(float d) const { return {x + d, y + d, w - 2 * d, h - 2 * d}; }
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  Point center() const { return {x + w / 2, y + h / 2}; }
  bool overlaps(const Rect& o) const {
    return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
  }
};

// The rectangle `t` of the way from `a` to `b` (0: a, 1: b), every side moving alike.
inline Rect lerp(const Rect& a, const Rect& b, float t) {
  auto mix = [t](float x, float y) { return x + (y - x) * t; };
  return {mix(a.x, b.x), mix(a.y, b.y), mix(a.w, b.w), mix(a.h, b.h)};
}

// How window pixels map to logical units: the design space is at least 1280x720 and grows with
// the window's aspect ratio, so nothing is cropped and nothing is letterboxed.
struct Viewport {
  float scale = 1;            // output pixels per logical unit
  float width = 1280, height = 720;  // logical size
  static Viewport fit(int pixel_w, int pixel_h) {
    Viewport v;
    const float sx = static_cast<float>(pixel_w) / 1280.f, sy = static_cast<float>(pixel_h) / 720.f;
    v.scale = sx < sy ? sx : sy;
    if (v.scale <= 0) v.scale = 1;
    v.width = static_cast<float>(pixel_w) / v.scale;
    v.height = static_cast<float>(pixel_h) / v.scale;
    return v;
  }
};

}  // namespace hs::app

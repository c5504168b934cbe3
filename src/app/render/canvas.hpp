// Canvas: everything the app draws goes through here. Wraps an SDL_Renderer in logical units,
// caches SVG rasterisations per pixel size (crisp at any scale), rendered text per string, font,
// size and colour, and discs/rings at exact pixel sizes (the software renderer never has to scale).
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include <SDL.h>
#include <SDL_ttf.h>

#include "app/render/geometry.hpp"

namespace hs::app {

// Text fitted into a box (Canvas::fit_text): the size used, its lines, and whether it had to be cut.
struct TextFit {
  float size = 0;
  float line_height = 0;
  std::vector<std::string> lines;
  bool cut = false;  // the last resort: even at the smallest size it did not fit; the last line ends in "…"
};

// A line of text as drawn, with the box its picture shows in (logical units, cut to the clip), and
// the sheet it lies on: each fill across the window's width and most of its height (a screen's
// ground, the shade under a menu or the shop, the hand-over's curtain) starts a new sheet. What the layout tests check for
// overlaps (Canvas::record_text).
struct DrawnText {
  Rect box;
  std::string text;
  int sheet = 0;
  bool cut_sideways = false;  // the clip took off its start or its end (a line too wide for its box)
};

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
};

enum class Font { Body, Bold, Title };
// The face's file under the assets folder (fonts/...).
const char* font_file(Font f);
enum class Align { Left, Center, Right };

class Canvas {
 public:
  Canvas() = default;
  Canvas(const Canvas&) = delete;
  Canvas& operator=(const Canvas&) = delete;
  ~Canvas();

  // Opens the bundled fonts; returns an error message naming the file, or "".
  std::string init(SDL_Renderer* renderer, const std::string& assets_dir);
  void set_viewport(const Viewport& v) { vp_ = v; }
  const Viewport& viewport() const { return vp_; }
  SDL_Renderer* renderer() const { return r_; }
  // Pixel format for opaque full-screen layers: the window's own, so copying a layer to the
  // window is a plain memory copy instead of a per-pixel conversion.
  void set_layer_format(std::uint32_t f) { layer_format_ = f; }
  std::uint32_t layer_format() const { return layer_format_; }

  void fill(const Rect& r, Rgba c);
  void rounded(const Rect& r, float radius, Rgba c);
  void rounded_outline(const Rect& r, float radius, float thickness, Rgba c);
  void vertical_gradient(const Rect& r, Rgba top, Rgba bottom);
  void circle(Point center, float radius, Rgba c);
  void line(Point a, Point b, float thickness, Rgba c);

  // Draws assets/svg/<id>.svg fitted (aspect kept) and centred in `r`; false when the file is
  // missing or unreadable, so the caller can draw its own vector fallback.
  bool svg(const std::string& id, const Rect& r, std::uint8_t alpha = 255);
  bool has_svg(const std::string& id);
  // Fills the whole output with the SVG repeated every `tile` logical units, composed once per
  // output size into one texture so a frame costs a single copy.
  bool tiled(const std::string& id, float tile);

  // One line of text; `at` is the left/centre/right point of the baseline box's vertical middle.
  void text(const std::string& s, Font f, float size, Rgba c, Point at, Align a = Align::Left);
  float text_width(const std::string& s, Font f, float size);
  // Word-wrapped text inside `box`; returns the height used. Text that does not fit at `size` shrinks
  // (to 80%) before anything is cut; only then lines are dropped and the last shown ends with "…".
  float text_box(const std::string& s, Font f, float size, Rgba c, const Rect& box,
                 Align a = Align::Left, float line_gap = 1.2f);
  // The one fitting rule every box of text follows: wrap at `size`; while the lines are too many for
  // `h` or one is wider than `w`, shrink in half-unit steps down to `min_size`; only then cut.
  TextFit fit_text(const std::string& s, Font f, float size, float w, float h, float min_size, float line_gap = 1.2f);
  // Draws a fit's lines from the top of `box` (or centred in its height with `middle`).
  void draw_fit(const TextFit& t, Font f, Rgba c, const Rect& box, Align a, bool middle = false);
  std::vector<std::string> wrap(const std::string& s, Font f, float size, float width);
  // Shrinks the size until `s` fits `width` (down to 60% of its size at 100% text), for labels that
  // must stay on one line: a label that fits at 100% text still fits at any larger text size.
  float fit_size(const std::string& s, Font f, float size, float width);
  // The player's text size (1 to 2) that the sizes given here already include (type_scale.hpp).
  void set_text_scale(float s) { text_scale_ = s > 0 ? s : 1; }
  // While set, every line text() draws is appended here (the layout tests read what a frame drew).
  void record_text(std::vector<DrawnText>* into) {
    text_record_ = into;
    sheet_ = 0;
  }

  // Drops cached textures (after a language change or when the scale changes a lot).
  void clear_caches();
  // Frees fonts and textures; must run before TTF_Quit/SDL_Quit (the destructor calls it too).
  void release();
  void begin_frame() { ++frame_counter_; }
  std::size_t cached_textures() const { return svg_cache_.size() + text_cache_.size() + discs_.size() + rings_.size(); }
  // What a texture this canvas made shows ("text 1/14/ffffff Shadow Cloak", "svg symbols/mask 13x13"),
  // "" for one it did not make or has freed; and the texture the last text() or svg() drew. Every
  // cached texture is checked against its record before it is drawn, so a cache entry can never show
  // another entry's picture.
  std::string texture_source(const SDL_Texture* t) const;
  const SDL_Texture* last_drawn() const { return last_drawn_; }

 private:
  TTF_Font* font(Font f, int px);
  SDL_FRect to_px(const Rect& r) const;
  SDL_Texture* text_texture(const std::string& s, Font f, int px, Rgba ink, int& w, int& h);
  int text_width_px(const std::string& s, Font f, int px);
  // Anti-aliased white discs and rings rasterised at the exact pixel size they are drawn at:
  // copying them needs no scaling, which is what makes the software renderer fast.
  SDL_Texture* disc_px(int diameter);
  SDL_Texture* ring_px(int radius, int thickness);
  void fill_px(const SDL_Rect& r);

  SDL_Renderer* r_ = nullptr;
  Viewport vp_;
  float text_scale_ = 1;
  std::vector<DrawnText>* text_record_ = nullptr;
  int sheet_ = 0;  // full-window fills since recording began
  void record(const SDL_FRect& px, const std::string& s);
  std::string assets_;
  std::map<std::pair<int, int>, TTF_Font*> fonts_;  // (font, pixel size)
  struct SvgEntry {
    SDL_Texture* tex = nullptr;
    int w = 0, h = 0;
  };
  std::map<std::tuple<std::string, int, int>, SvgEntry> svg_cache_;
  std::map<std::string, bool> svg_exists_;
  struct TextEntry {
    SDL_Texture* tex = nullptr;
    int w = 0, h = 0;
    std::uint64_t last_used = 0;
  };
  // Keyed by string, font, pixel size and opaque colour: text rendered in its own colour blits
  // without per-pixel colour modulation, the software renderer's slow path.
  std::map<std::tuple<std::string, int, int, std::uint32_t>, TextEntry> text_cache_;
  std::uint64_t frame_counter_ = 0;
  std::uint32_t layer_format_ = SDL_PIXELFORMAT_ARGB8888;
  SDL_Texture* tiled_tex_ = nullptr;
  SDL_Texture* disc_ = nullptr;  // 128 px white disc, scaled only for shapes too big for disc_px
  SDL_Texture* disc_texture();
  std::tuple<std::string, int, int> tiled_key_;
  std::map<int, SDL_Texture*> discs_;                   // by diameter in pixels
  std::map<std::pair<int, int>, SDL_Texture*> rings_;   // by (outer radius, thickness) in pixels
  std::unordered_map<std::string, int> width_cache_;    // "font/px/text" -> width in pixels
  // Every texture made here: the cache entry that owns it and what it shows (texture_source()).
  struct Made {
    const void* owner = nullptr;
    std::string what;
  };
  std::unordered_map<const SDL_Texture*, Made> made_;
  const SDL_Texture* last_drawn_ = nullptr;
  void made(SDL_Texture* t, const void* owner, std::string what);
  void destroy(SDL_Texture* t);
  bool owned_by(const SDL_Texture* t, const void* owner) const;
};

// Colour from "#rrggbb"; `fallback` when malformed.
Rgba parse_hex_color(const std::string& hex, Rgba fallback);

}  // namespace hs::app

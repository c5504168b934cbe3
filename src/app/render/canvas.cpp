// Canvas drawing primitives and the SVG rasterisation cache (text: canvas_text.cpp).
#include "app/render/canvas.hpp"

#include "app/platform/file_safety.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <filesystem>

namespace hs::app {

Rgba parse_hex_color(const std::string& hex, Rgba fallback) {
  if (hex.size() != 7 || hex[0] != '#') return fallback;
  auto nib = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  int v[6];
  for (int i = 0; i < 6; ++i)
    if ((v[i] = nib(hex[static_cast<std::size_t>(i) + 1])) < 0) return fallback;
  return Rgba{static_cast<std::uint8_t>(v[0] * 16 + v[1]), static_cast<std::uint8_t>(v[2] * 16 + v[3]),
              static_cast<std::uint8_t>(v[4] * 16 + v[5]), 255};
}

Canvas::~Canvas() { release(); }

void Canvas::release() {
  clear_caches();
  for (auto& [k, f] : fonts_)
    if (f) TTF_CloseFont(f);
  fonts_.clear();
}

std::string Canvas::init(SDL_Renderer* renderer, const std::string& assets_dir) {
  r_ = renderer;
  assets_ = assets_dir;
  SDL_SetRenderDrawBlendMode(r_, SDL_BLENDMODE_BLEND);
  for (Font f : {Font::Body, Font::Bold, Font::Title}) {
    const std::string path = assets_ + "/" + font_file(f);
    // SDL_ttf would wait forever on a named pipe: only a regular file is handed to it.
    if (auto kind = not_a_regular_file(path)) return path + ": cannot open font (" + *kind + ", not a regular file)";
    TTF_Font* probe = TTF_OpenFont(path.c_str(), 16);
    if (!probe) return path + ": cannot open font (" + TTF_GetError() + ")";
    TTF_CloseFont(probe);
  }
  return "";
}

SDL_Texture* Canvas::disc_texture() {
  if (disc_) return disc_;
  const int n = 128;
  SDL_Surface* surf = SDL_CreateRGBSurfaceWithFormat(0, n, n, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!surf) return nullptr;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const float dx = static_cast<float>(x) + 0.5f - n / 2.f, dy = static_cast<float>(y) + 0.5f - n / 2.f;
      const float a = std::clamp(n / 2.f - std::sqrt(dx * dx + dy * dy) + 0.5f, 0.f, 1.f);
      static_cast<Uint32*>(surf->pixels)[y * surf->pitch / 4 + x] = (static_cast<Uint32>(a * 255) << 24) | 0xFFFFFF;
    }
  disc_ = SDL_CreateTextureFromSurface(r_, surf);
  SDL_FreeSurface(surf);
  made(disc_, &disc_, "disc 128");
  if (disc_) {
    SDL_SetTextureBlendMode(disc_, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(disc_, SDL_ScaleModeLinear);
  }
  return disc_;
}

void Canvas::clear_caches() {
  for (auto& [k, e] : svg_cache_) destroy(e.tex);
  svg_cache_.clear();
  for (auto& [k, e] : text_cache_) destroy(e.tex);
  text_cache_.clear();
  if (tiled_tex_) destroy(tiled_tex_);
  tiled_tex_ = nullptr;
  if (disc_) destroy(disc_);
  disc_ = nullptr;
  for (auto& [k, t] : discs_) destroy(t);
  discs_.clear();
  for (auto& [k, t] : rings_) destroy(t);
  rings_.clear();
  width_cache_.clear();
  made_.clear();
  last_drawn_ = nullptr;
}

void Canvas::made(SDL_Texture* t, const void* owner, std::string what) {
  if (t) made_[t] = Made{owner, std::move(what)};
}

void Canvas::destroy(SDL_Texture* t) {
  if (!t) return;
  made_.erase(t);
  if (last_drawn_ == t) last_drawn_ = nullptr;
  SDL_DestroyTexture(t);
}

bool Canvas::owned_by(const SDL_Texture* t, const void* owner) const {
  const auto it = made_.find(t);
  return it != made_.end() && it->second.owner == owner;
}

std::string Canvas::texture_source(const SDL_Texture* t) const {
  const auto it = made_.find(t);
  return it == made_.end() ? "" : it->second.what;
}

namespace {
// A white texture whose alpha is `coverage(dx, dy)` sampled at pixel centres around its middle.
template <typename Coverage>
SDL_Texture* alpha_texture(SDL_Renderer* r, int n, Coverage coverage) {
  SDL_Surface* surf = SDL_CreateRGBSurfaceWithFormat(0, n, n, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!surf) return nullptr;
  const float half = static_cast<float>(n) / 2;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const float dx = static_cast<float>(x) + 0.5f - half, dy = static_cast<float>(y) + 0.5f - half;
      const float a = std::clamp(coverage(std::sqrt(dx * dx + dy * dy)), 0.f, 1.f);
      static_cast<Uint32*>(surf->pixels)[y * surf->pitch / 4 + x] =
          (static_cast<Uint32>(std::lround(a * 255)) << 24) | 0xFFFFFF;
    }
  SDL_Texture* t = SDL_CreateTextureFromSurface(r, surf);
  SDL_FreeSurface(surf);
  if (t) SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
  return t;
}
constexpr int kMaxExactDisc = 320;  // larger discs are rare: they scale the shared 128 px disc
}  // namespace

SDL_Texture* Canvas::disc_px(int diameter) {
  if (diameter < 1 || diameter > kMaxExactDisc) return nullptr;
  auto it = discs_.find(diameter);
  if (it != discs_.end()) return it->second;
  const float rad = static_cast<float>(diameter) / 2;
  SDL_Texture* t = alpha_texture(r_, diameter, [rad](float d) { return rad - d + 0.5f; });
  discs_[diameter] = t;
  made(t, &discs_, "disc " + std::to_string(diameter));
  return t;
}

SDL_Texture* Canvas::ring_px(int radius, int thickness) {
  if (radius < 1 || radius * 2 > kMaxExactDisc) return nullptr;
  const auto key = std::make_pair(radius, thickness);
  auto it = rings_.find(key);
  if (it != rings_.end()) return it->second;
  const float outer = static_cast<float>(radius), inner = static_cast<float>(radius - thickness);
  SDL_Texture* t = alpha_texture(r_, radius * 2, [outer, inner](float d) {
    return std::clamp(outer - d + 0.5f, 0.f, 1.f) - std::clamp(inner - d + 0.5f, 0.f, 1.f);
  });
  rings_[key] = t;
  made(t, &rings_, "ring " + std::to_string(radius) + "/" + std::to_string(thickness));
  return t;
}

void Canvas::fill_px(const SDL_Rect& r) {
  if (r.w > 0 && r.h > 0) SDL_RenderFillRect(r_, &r);
}

bool Canvas::tiled(const std::string& id, float tile) {
  int ow = 0, oh = 0;
  SDL_GetRendererOutputSize(r_, &ow, &oh);
  const auto key = std::make_tuple(id, ow, oh);
  if (!tiled_tex_ || key != tiled_key_) {
    if (tiled_tex_) destroy(tiled_tex_);
    tiled_tex_ = nullptr;
    if (!has_svg(id)) return false;
    SDL_Texture* t = SDL_CreateTexture(r_, layer_format_, SDL_TEXTUREACCESS_TARGET, ow, oh);
    if (!t) return false;
    SDL_Texture* old = SDL_GetRenderTarget(r_);
    SDL_SetRenderTarget(r_, t);
    SDL_SetRenderDrawColor(r_, 30, 22, 16, 255);
    SDL_RenderClear(r_);
    for (float y = 0; y * vp_.scale < static_cast<float>(oh); y += tile)
      for (float x = 0; x * vp_.scale < static_cast<float>(ow); x += tile) svg(id, {x, y, tile, tile});
    // A soft vignette keeps the middle of the table brighter than its edges (baked in once).
    const float lw = vp_.width, lh = vp_.height;
    vertical_gradient({0, 0, lw, lh * 0.25f}, Rgba{0, 0, 0, 90}, Rgba{0, 0, 0, 0});
    vertical_gradient({0, lh * 0.75f, lw, lh * 0.25f}, Rgba{0, 0, 0, 0}, Rgba{0, 0, 0, 110});
    SDL_SetRenderTarget(r_, old);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    made(t, &tiled_tex_, "tiled " + id);
    tiled_tex_ = t;
    tiled_key_ = key;
  }
  SDL_RenderCopy(r_, tiled_tex_, nullptr, nullptr);
  return true;
}

SDL_FRect Canvas::to_px(const Rect& r) const {
  return SDL_FRect{r.x * vp_.scale, r.y * vp_.scale, r.w * vp_.scale, r.h * vp_.scale};
}

void Canvas::fill(const Rect& r, Rgba c) {
  SDL_SetRenderDrawColor(r_, c.r, c.g, c.b, c.a);
  const SDL_FRect p = to_px(r);
  SDL_RenderFillRectF(r_, &p);
  if (text_record_ && r.x <= 0 && r.right() >= vp_.width && r.h >= vp_.height / 2) ++sheet_;  // a shade or ground: a new sheet
}

namespace {
// A rectangle snapped to whole pixels, so the pieces of a rounded shape meet without seams.
struct PxBox {
  int x0, y0, x1, y1;
  int w() const { return x1 - x0; }
  int h() const { return y1 - y0; }
};
PxBox snap(const Rect& r, float s) {
  return {static_cast<int>(std::lround(r.x * s)), static_cast<int>(std::lround(r.y * s)),
          static_cast<int>(std::lround(r.right() * s)), static_cast<int>(std::lround(r.bottom() * s))};
}
// Copies the four quarters of a 2q x 2q texture into the corners of `b`.
// Copies the four quarters (each `half` texels square) of a disc or ring texture to the q×q corners
// of b; half == q when the texture was rasterised at this exact size.
void corners(SDL_Renderer* ren, SDL_Texture* t, const PxBox& b, int q, int half) {
  const SDL_Rect src[4] = {{0, 0, half, half}, {half, 0, half, half}, {0, half, half, half}, {half, half, half, half}};
  const SDL_Rect dst[4] = {{b.x0, b.y0, q, q}, {b.x1 - q, b.y0, q, q}, {b.x0, b.y1 - q, q, q}, {b.x1 - q, b.y1 - q, q, q}};
  for (int i = 0; i < 4; ++i) SDL_RenderCopy(ren, t, &src[i], &dst[i]);
}
}  // namespace

void Canvas::rounded(const Rect& r, float radius, Rgba c) {
  radius = std::min({radius, r.w / 2, r.h / 2});
  const PxBox b = snap(r, vp_.scale);
  const int q = std::min({static_cast<int>(std::lround(radius * vp_.scale)), b.w() / 2, b.h() / 2});
  // The disc rasterised at this exact size; for a huge radius, the shared disc scaled.
  SDL_Texture* disc = q >= 1 ? disc_px(2 * q) : nullptr;
  int half = q;
  if (!disc && q >= 1 && (disc = disc_texture())) half = 64;  // the shared disc is 128 texels across
  if (!disc) return fill(r, c);
  // Three rectangles and four disc quarters that do not overlap, so translucent colours blend once.
  SDL_SetRenderDrawColor(r_, c.r, c.g, c.b, c.a);
  fill_px({b.x0 + q, b.y0, b.w() - 2 * q, b.h()});
  fill_px({b.x0, b.y0 + q, q, b.h() - 2 * q});
  fill_px({b.x1 - q, b.y0 + q, q, b.h() - 2 * q});
  SDL_SetTextureColorMod(disc, c.r, c.g, c.b);
  SDL_SetTextureAlphaMod(disc, c.a);
  corners(r_, disc, b, q, half);
}

void Canvas::rounded_outline(const Rect& r, float radius, float t, Rgba c) {
  // Four edge bars plus the corners copied from a ring rasterised at this exact size.
  radius = std::min({radius, r.w / 2, r.h / 2});
  const PxBox b = snap(r, vp_.scale);
  const int th = std::max(1, static_cast<int>(std::lround(t * vp_.scale)));
  int q = std::min({static_cast<int>(std::lround(radius * vp_.scale)), b.w() / 2, b.h() / 2});
  SDL_Texture* ring = q > th ? ring_px(q, th) : nullptr;
  if (!ring) q = 0;  // square corners: the bars cover them
  SDL_SetRenderDrawColor(r_, c.r, c.g, c.b, c.a);
  const int side = std::max(q, th);  // where the vertical bars start, below the top bar or arc
  fill_px({b.x0 + q, b.y0, b.w() - 2 * q, th});
  fill_px({b.x0 + q, b.y1 - th, b.w() - 2 * q, th});
  fill_px({b.x0, b.y0 + side, th, b.h() - 2 * side});
  fill_px({b.x1 - th, b.y0 + side, th, b.h() - 2 * side});
  if (!ring) return;
  SDL_SetTextureColorMod(ring, c.r, c.g, c.b);
  SDL_SetTextureAlphaMod(ring, c.a);
  corners(r_, ring, b, q, q);
}

void Canvas::vertical_gradient(const Rect& r, Rgba top, Rgba bottom) {
  const SDL_FRect p = to_px(r);
  const SDL_Color a{top.r, top.g, top.b, top.a}, b{bottom.r, bottom.g, bottom.b, bottom.a};
  SDL_Vertex v[4] = {{{p.x, p.y}, a, {0, 0}},
                     {{p.x + p.w, p.y}, a, {0, 0}},
                     {{p.x + p.w, p.y + p.h}, b, {0, 0}},
                     {{p.x, p.y + p.h}, b, {0, 0}}};
  const int idx[6] = {0, 1, 2, 0, 2, 3};
  SDL_RenderGeometry(r_, nullptr, v, 4, idx, 6);
}

void Canvas::circle(Point c, float radius, Rgba col) {
  const float s = vp_.scale;
  const int d = static_cast<int>(std::lround(2 * radius * s));
  if (d < 1) return;
  SDL_Texture* disc = disc_px(d);
  if (!disc) disc = disc_texture();
  if (!disc) return;
  SDL_SetTextureColorMod(disc, col.r, col.g, col.b);
  SDL_SetTextureAlphaMod(disc, col.a);
  const SDL_Rect dst{static_cast<int>(std::lround(c.x * s - static_cast<float>(d) / 2)),
                     static_cast<int>(std::lround(c.y * s - static_cast<float>(d) / 2)), d, d};
  SDL_RenderCopy(r_, disc, nullptr, &dst);
}

void Canvas::line(Point a, Point b, float t, Rgba c) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len <= 0) return;
  const float nx = -dy / len * t / 2, ny = dx / len * t / 2;
  const SDL_Color k{c.r, c.g, c.b, c.a};
  const float s = vp_.scale;
  SDL_Vertex v[4] = {{{(a.x + nx) * s, (a.y + ny) * s}, k, {0, 0}},
                     {{(b.x + nx) * s, (b.y + ny) * s}, k, {0, 0}},
                     {{(b.x - nx) * s, (b.y - ny) * s}, k, {0, 0}},
                     {{(a.x - nx) * s, (a.y - ny) * s}, k, {0, 0}}};
  const int idx[6] = {0, 1, 2, 0, 2, 3};
  SDL_RenderGeometry(r_, nullptr, v, 4, idx, 6);
}

bool Canvas::has_svg(const std::string& id) {
  auto it = svg_exists_.find(id);
  if (it != svg_exists_.end()) return it->second;
  // Checked once per file; a missing, empty or broken one is said once on stderr, then left out.
  const std::string path = assets_ + "/svg/" + id + ".svg";
  const auto problem = svg_file_problem(path);
  if (problem) std::fprintf(stderr, "highscore: %s: %s; drawn without it\n", path.c_str(), problem->c_str());
  svg_exists_[id] = !problem;
  return !problem;
}

bool Canvas::svg(const std::string& id, const Rect& r, std::uint8_t alpha) {
  if (!has_svg(id)) return false;
  const SDL_FRect p = to_px(r);
  const int pw = std::max(1, static_cast<int>(std::lround(p.w)));
  const int ph = std::max(1, static_cast<int>(std::lround(p.h)));
  auto key = std::make_tuple(id, pw, ph);
  auto it = svg_cache_.find(key);
  if (it == svg_cache_.end()) {
    SvgEntry e;
    const std::string path = assets_ + "/svg/" + id + ".svg";
    // The checked bytes are drawn (never the path again: it could be a pipe by now).
    const auto bytes = read_svg_file(path);
    SDL_RWops* rw = bytes ? SDL_RWFromConstMem(bytes.value().data(), static_cast<int>(bytes.value().size())) : nullptr;
    SDL_Surface* s = rw ? IMG_LoadSizedSVG_RW(rw, pw, ph) : nullptr;
    if (rw) SDL_RWclose(rw);
    if (s) {
      e.tex = SDL_CreateTextureFromSurface(r_, s);
      e.w = s->w;
      e.h = s->h;
      SDL_FreeSurface(s);
    }
    if (!e.tex) {  // unreadable: fall back from now on, and say so once
      std::fprintf(stderr, "highscore: %s: cannot be drawn (%s); drawn without it\n", path.c_str(), SDL_GetError());
      svg_exists_[id] = false;
    }
    it = svg_cache_.emplace(key, e).first;
    made(e.tex, &it->second, "svg " + id + " " + std::to_string(pw) + "x" + std::to_string(ph));
  }
  if (!it->second.tex) return false;
  if (!owned_by(it->second.tex, &it->second)) {  // never another entry's picture: drop it, draw anew
    svg_cache_.erase(it);
    return svg(id, r, alpha);
  }
  last_drawn_ = it->second.tex;
  SDL_SetTextureAlphaMod(it->second.tex, alpha);
  const float w = static_cast<float>(it->second.w), h = static_cast<float>(it->second.h);
  const SDL_FRect dst{p.x + (p.w - w) / 2, p.y + (p.h - h) / 2, w, h};
  SDL_RenderCopyF(r_, it->second.tex, nullptr, &dst);
  return true;
}

}  // namespace hs::app

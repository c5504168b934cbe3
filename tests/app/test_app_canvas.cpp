// The canvas drawn into a software renderer on a plain surface (no window): rounded shapes made of
// pixel-exact pieces blend once everywhere (no seams, no double-blended overlaps), outlines stay on
// the edge, and cached text keeps the colour it was asked for.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <SDL_ttf.h>

#include <set>

#include "app/render/canvas.hpp"

using namespace hs::app;

namespace {

struct Pixels {
  SDL_Surface* surf = nullptr;
  SDL_Renderer* ren = nullptr;
  Canvas canvas;
  Pixels(int w, int h, float scale) {
    REQUIRE((TTF_WasInit() || TTF_Init() == 0));
    surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(surf);
    ren = SDL_CreateSoftwareRenderer(surf);
    REQUIRE(ren);
    REQUIRE(canvas.init(ren, HS_ASSETS_DIR).empty());
    Viewport v;
    v.scale = scale;
    v.width = static_cast<float>(w) / scale;
    v.height = static_cast<float>(h) / scale;
    canvas.set_viewport(v);
    SDL_SetRenderDrawColor(ren, 0, 0, 0, 255);
    SDL_RenderClear(ren);
  }
  ~Pixels() {
    canvas.release();
    SDL_DestroyRenderer(ren);
    SDL_FreeSurface(surf);
  }
  SDL_Color at(int x, int y) const {
    const Uint32 p = static_cast<const Uint32*>(surf->pixels)[y * surf->pitch / 4 + x];
    SDL_Color c;
    SDL_GetRGBA(p, surf->format, &c.r, &c.g, &c.b, &c.a);
    return c;
  }
};

bool same(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

}  // namespace

TEST_CASE("canvas: a translucent rounded rectangle blends exactly once inside", "[app]") {
  for (float scale : {1.f, 1.5f, 2.25f}) {
    Pixels px(400, 260, scale);
    const Rect r{7.3f, 9.6f, 120.4f, 80.2f};
    px.canvas.rounded(r, 12, Rgba{200, 100, 50, 128});
    SDL_RenderPresent(px.ren);
    INFO("scale " << scale);
    // Every pixel well inside (away from the rounded corners) has the one blended colour: where
    // the bars and corner pieces meet there is neither a gap nor a second blend.
    const SDL_Color mid = px.at(static_cast<int>((r.x + r.w / 2) * scale), static_cast<int>((r.y + r.h / 2) * scale));
    CHECK(mid.r > 90);
    CHECK(mid.r < 110);
    const int q = static_cast<int>(13 * scale) + 1;
    const int x0 = static_cast<int>(r.x * scale) + 1, x1 = static_cast<int>(r.right() * scale) - 2;
    const int y0 = static_cast<int>(r.y * scale) + 1, y1 = static_cast<int>(r.bottom() * scale) - 2;
    int odd = 0;
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) {
        const bool in_corner = (x < x0 + q || x > x1 - q) && (y < y0 + q || y > y1 - q);
        if (!in_corner && !same(px.at(x, y), mid)) ++odd;
      }
    CHECK(odd == 0);
    // The very corner of the bounding box lies outside the arc: untouched.
    CHECK(same(px.at(x0 - 1, y0 - 1), SDL_Color{0, 0, 0, 255}));
    // Corner pieces are filled near the arc's centre.
    CHECK(same(px.at(x0 + q - 1, y0 + q - 1), mid));
  }
}

TEST_CASE("canvas: an outline stays on the edge and leaves the inside alone", "[app]") {
  Pixels px(300, 200, 1.5f);
  px.canvas.rounded_outline({10, 10, 100, 60}, 10, 2, Rgba{250, 210, 120, 255});
  SDL_RenderPresent(px.ren);
  CHECK(same(px.at(90, 16), SDL_Color{250, 210, 120, 255}));  // top edge, middle (2 units = 3 px)
  CHECK(same(px.at(90, 20), SDL_Color{0, 0, 0, 255}));        // just inside
  CHECK(same(px.at(16, 60), SDL_Color{250, 210, 120, 255}));  // left edge
  CHECK(same(px.at(90, 60), SDL_Color{0, 0, 0, 255}));        // centre
  CHECK(same(px.at(15, 15), SDL_Color{0, 0, 0, 255}));        // outside the rounded corner
}

TEST_CASE("canvas: the same text in two colours is drawn in each colour", "[app]") {
  Pixels px(300, 120, 1.f);
  px.canvas.text("Hello", Font::Bold, 30, Rgba{255, 0, 0, 255}, {10, 30});
  px.canvas.text("Hello", Font::Bold, 30, Rgba{0, 0, 255, 255}, {10, 90});
  SDL_RenderPresent(px.ren);
  auto colours_in = [&](int y0, int y1) {
    std::set<int> kinds;  // 1 red, 2 blue, 4 other lit
    for (int y = y0; y < y1; ++y)
      for (int x = 0; x < 300; ++x) {
        const SDL_Color c = px.at(x, y);
        if (c.r > 200 && c.g < 30 && c.b < 30) kinds.insert(1);
        else if (c.b > 200 && c.r < 30 && c.g < 30) kinds.insert(2);
        else if (c.g > 60) kinds.insert(4);  // no channel but the ink's may light up
      }
    return kinds;
  };
  CHECK(colours_in(0, 60) == std::set<int>{1});
  CHECK(colours_in(60, 120) == std::set<int>{2});
  CHECK(px.canvas.text_width("Hello", Font::Bold, 30) > 40);
}

TEST_CASE("canvas: thousands of texts and symbols through the caches, each drawn from its own texture", "[app]") {
  // Issue 24 (an item's name once showed a die symbol): every draw is checked against what its
  // texture was made from, past the text cache's bound so old entries are freed meanwhile.
  Pixels px(320, 200, 1.f);
  const char* const symbols[] = {"symbols/fist", "symbols/boot", "symbols/mask", "symbols/star"};
  const char* const names[] = {"Shadow Cloak", "Grappling Rope", "Duelist's Dagger", "Elven Boots"};
  int checked = 0;
  for (int frame = 0; frame < 120; ++frame) {
    px.canvas.begin_frame();
    for (int i = 0; i < 30; ++i) {
      const std::string text = std::string(names[i % 4]) + " " + std::to_string(frame * 30 + i);
      px.canvas.text(text, Font::Bold, 14, Rgba{240, 230, 210, 255}, {10, 20});
      REQUIRE(px.canvas.last_drawn());
      CHECK(px.canvas.texture_source(px.canvas.last_drawn()) == "text 1/14/f0e6d2 " + text);
      // The names that stay on screen are drawn every frame: cache hits, still their own picture.
      px.canvas.text(names[i % 4], Font::Bold, 14, Rgba{240, 230, 210, 255}, {10, 60});
      CHECK(px.canvas.texture_source(px.canvas.last_drawn()) == "text 1/14/f0e6d2 " + std::string(names[i % 4]));
      const int size = 10 + (frame + i) % 24;  // symbols at many sizes: new textures all the time
      REQUIRE(px.canvas.svg(symbols[i % 4], {100, 100, static_cast<float>(size), static_cast<float>(size)}));
      CHECK(px.canvas.texture_source(px.canvas.last_drawn()) ==
            std::string("svg ") + symbols[i % 4] + " " + std::to_string(size) + "x" + std::to_string(size));
      checked += 3;
    }
  }
  CHECK(checked == 120 * 30 * 3);
  CHECK(px.canvas.cached_textures() < 3000);  // the text cache stayed bounded: entries were freed
}

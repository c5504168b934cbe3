// Measuring how long the table takes to draw (see render_bench.hpp).
#include "app/testing/render_bench.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "app/shell/app.hpp"
#include "app/shell/frame.hpp"

namespace hs::app {

void run_render_bench(App& app, double first_frame_ms) {
  app.screens.replace(Screen::Table);
  int ow = 0, oh = 0;
  SDL_GetRendererOutputSize(app.renderer.get(), &ow, &oh);
  SDL_RendererInfo info;
  SDL_GetRendererInfo(app.renderer.get(), &info);
  std::printf("bench-render: table at %dx%d, renderer %s, layers %s\n", ow, oh, info.name,
              SDL_GetPixelFormatName(app.canvas.layer_format()));
  // Three figures: frames as the app draws them (the table is recomposed only when it changes);
  // every frame redrawn over the cached under layer (what a hover, a click on the UI or an
  // animation frame costs); and every frame after a game change (new layout, under layer
  // recomposed: what each applied action costs once).
  enum class Mode { Cached, Redraw, GameChange };
  for (Mode mode : {Mode::Cached, Mode::Redraw, Mode::GameChange}) {
    app.table.force_redraw = mode != Mode::Cached;
    const int frames = mode == Mode::Cached ? 300 : 60;
    std::vector<double> ms;
    for (int i = 0; i < frames; ++i) {
      const auto t0 = std::chrono::steady_clock::now();
      if (mode == Mode::GameChange) app.table.layout_dirty = true;
      draw_screen(app);
      SDL_RenderPresent(app.renderer.get());
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    if (mode != Mode::Cached) {  // where a redraw spends its time (mean per frame)
      std::printf("%s by section (mean ms):", mode == Mode::Redraw ? "full redraw" : "game change");
      for (const auto& [name, total] : app.table.section_ms) std::printf(" %s %.2f;", name, total / frames);
      std::printf("\n");
      app.table.section_ms.clear();
    }
    ms.erase(ms.begin(), ms.begin() + 3);  // the first frames rasterise the art once
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2], p99 = ms[static_cast<std::size_t>(static_cast<double>(ms.size()) * 0.99)];
    const char* what = mode == Mode::Cached   ? "table frames (cached)"
                       : mode == Mode::Redraw ? "full redraw every frame (hover, animation)"
                                              : "after a game change every frame (layout and under layer rebuilt)";
    std::printf("%s: median %.2f ms, p99 %.2f ms over %zu frames%s\n", what, median, p99, ms.size(),
                mode == Mode::Cached ? " (target: median < 4 ms)" : "");
  }
  std::printf("start to first menu frame %.1f ms (target: < 500 ms)\n", first_frame_ms);
}

}  // namespace hs::app

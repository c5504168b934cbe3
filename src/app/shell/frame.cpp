// Drawing a frame of the screen stack's top screen and its layers, with the notice over it, and the window's scale.
#include "app/shell/frame.hpp"

#include <SDL_image.h>

#include <algorithm>

#include "app/platform/png_file.hpp"
#include "app/render/theme.hpp"
#include "app/shell/app.hpp"

namespace hs::app {

void update_viewport(App& app) {
  int pw = 0, ph = 0, ww = 0, wh = 0;
  SDL_GetRendererOutputSize(app.renderer.get(), &pw, &ph);
  SDL_GetWindowSize(app.window.get(), &ww, &wh);
  app.pixels_per_point = ww > 0 ? static_cast<float>(pw) / static_cast<float>(ww) : 1.f;
  const Viewport v = Viewport::fit(pw, ph);
  if (v.scale != app.vp.scale || v.width != app.vp.width || v.height != app.vp.height) app.table.layout_dirty = true;
  app.vp = v;
  app.canvas.set_viewport(v);
}

Point to_logical(const App& app, int x, int y) {
  return {static_cast<float>(x) * app.pixels_per_point / app.vp.scale,
          static_cast<float>(y) * app.pixels_per_point / app.vp.scale};
}

void draw_screen(App& app) {
  app.screens.collect();  // screens left during the events are no longer running
  update_viewport(app);   // every frame: the layout follows the drawable size even when no size event said so
  app.canvas.begin_frame();
  SDL_SetRenderDrawColor(app.renderer.get(), 20, 15, 12, 255);
  if (!app.screens.top().covers_window()) SDL_RenderClear(app.renderer.get());
  app.screens.draw();
  // The keyboard / pad focus over the widgets this frame drew (the table draws its own).
  const Pointer& p = app.pointer;
  if (p.ring && p.focus >= 0 && p.focus < static_cast<int>(p.focusables.size())) focus_ring(app.canvas, p.focusables[static_cast<std::size_t>(p.focus)]);
  // A notice on top of any screen, where no button lies: on the table it takes the place of the
  // prompt in the top bar's banner; elsewhere it sits over the screen's title.
  if (app.notice_shown(SDL_GetTicks())) {
    Canvas& c = app.canvas;
    const bool table = app.screens.shows(Screen::Table) && app.session;
    const float w = table ? app.table.layout.banner.w : std::min(app.vp.width - 80, 760.f);
    const auto lines = c.wrap(app.message, Font::Bold, theme::kBody, w - 32);
    const float h = table ? app.table.layout.banner.h : 24 + theme::kBody * 1.3f * static_cast<float>(lines.size());
    const Rect r = table ? app.table.layout.banner : Rect{(app.vp.width - w) / 2, 8, w, h};
    const Rgba edge = app.message_is_error ? theme::kBad : theme::kGold;
    c.rounded(r, 8, app.message_is_error ? Rgba{60, 24, 20, 255} : Rgba{40, 30, 18, 255});
    c.rounded_outline(r, 8, 2, edge);
    const float size = table ? c.fit_size(app.message, Font::Bold, theme::kBody, r.w - 20) : theme::kBody;
    if (table) c.text(app.message, Font::Bold, size, theme::kText, r.center(), Align::Center);
    else c.text_box(app.message, Font::Bold, size, theme::kText, r.inset(10), Align::Center, 1.3f);
  }
  app.pointer.end_frame();  // a click no widget took is dropped; the focus moves over this frame's widgets
}

std::optional<std::string> save_png(App& app, const std::string& path) {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(app.renderer.get(), &w, &h);
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!s) return path + ": cannot write the screenshot (" + SDL_GetError() + ")";
  std::optional<std::string> problem;
  if (SDL_RenderReadPixels(app.renderer.get(), nullptr, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0)
    problem = path + ": cannot write the screenshot (" + SDL_GetError() + ")";
  else
    problem = write_png_file(s, path);  // whole or not at all, with the reason when it fails
  SDL_FreeSurface(s);
  return problem;
}

}  // namespace hs::app

// The app's life: settings, strings and content; SDL and the window; the game and screen the
// command line asks for (--continue, --load, --new-game, --autoplay, --scene); then the benchmark,
// a screenshot or the event loop. Whatever path leaves, the owners in App and SdlLibraries close
// SDL down in order.
#include "app/shell/run_app.hpp"

#include "app/render/theme.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>

#include "app/audio/app_sound.hpp"
#include "app/platform/file_safety.hpp"
#include "app/shell/app.hpp"
#include "app/shell/event_loop.hpp"
#include "app/shell/frame.hpp"
#include "app/shell/game_start.hpp"
#include "app/shell/paths.hpp"
#include "app/testing/press_keys.hpp"
#include "app/testing/render_bench.hpp"
#include "app/testing/scene_hooks.hpp"

namespace hs::app {

namespace {

int exit_with(const std::string& msg, int code) {
  std::fprintf(stderr, "highscore: %s\n", msg.c_str());
  return code;
}

// The content, or why New game is unavailable (the first three errors).
void load_app_content(App& app, const std::string& data) {
  ContentLoad loaded = load_content(data);
  if (loaded.content) {
    app.content = std::move(loaded.content);
    return;
  }
  app.content_error = data.empty() ? "" : data + ": ";
  for (std::size_t i = 0; i < loaded.errors.size() && i < 3; ++i)
    app.content_error += (i ? "; " : "") + loaded.errors[i].to_string();
  if (loaded.errors.empty()) app.content_error += "content did not load";
}

// The window at its remembered size (or the arguments'), its renderer and the canvas's fonts and
// art; "" or what failed.
std::string open_window(App& app, const std::string& assets) {
  const AppArgs& args = app.args;
  const bool bench = args.bench_render;
  int w = args.width ? args.width : app.settings.window_width;
  int h = args.height ? args.height : app.settings.window_height;
  if (bench) w = 1920, h = 1080;
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (app.settings.fullscreen && args.screenshot.empty() && !bench && !args.width) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  // A remembered size larger than the screen (or absurd) opens at the screen's size instead.
  if (SDL_Rect usable; !args.width && SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
    w = std::min(w, usable.w);
    h = std::min(h, usable.h);
  }
  app.window.reset(SDL_CreateWindow("High Score", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags));
  if (!app.window && !args.width)
    app.window.reset(SDL_CreateWindow("High Score", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 720, flags));
  if (!app.window) return std::string("cannot open a window: ") + SDL_GetError();
  SDL_SetWindowMinimumSize(app.window.get(), kMinWindowWidth, kMinWindowHeight);
  app.renderer.reset(SDL_CreateRenderer(app.window.get(), -1, bench ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED));
  if (!app.renderer) app.renderer.reset(SDL_CreateRenderer(app.window.get(), -1, SDL_RENDERER_SOFTWARE));
  if (!app.renderer) return std::string("cannot create a renderer: ") + SDL_GetError();
  if (std::string err = app.canvas.init(app.renderer.get(), assets); !err.empty()) return err;
  if (const Uint32 f = SDL_GetWindowPixelFormat(app.window.get()); f != SDL_PIXELFORMAT_UNKNOWN && SDL_BYTESPERPIXEL(f) == 4)
    app.canvas.set_layer_format(f);
  update_viewport(app);
  return "";
}

}  // namespace

int run_app(const AppArgs& args) {
  SdlLibraries sdl;  // first in, last out: everything SDL in `app` is gone before SDL stops
  App app;
  app.args = args;
  std::string warning;
  app.settings = load_settings(settings_path(), &warning, &app.settings_damaged);
  AppPaths paths;
  if (auto err = resolve_app_paths(args.data_dir, paths)) return exit_with(*err, 1);
  if (auto err = StringTable::load(paths.i18n, app.strings)) return exit_with(*err, 1);
  app.strings.set_language(app.settings.language);
  theme::use_high_contrast(app.settings.high_contrast);
  theme::use_text_scale(app.settings.text_scale);
  app.canvas.set_text_scale(theme::text_scale());
  load_app_content(app, paths.content);
  if ((args.new_game || !args.load.empty() || args.bench_render) && !app.content) return exit_with(app.content_error, 2);

  if (args.bench_render) {
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    // The plain window framebuffer: no GL (llvmpipe) detour for presenting software frames.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
  }
  if (std::string err = sdl.start(); !err.empty()) return exit_with(err, 1);
  if (std::string err = open_window(app, paths.assets); !err.empty()) return exit_with(err, 1);
  if (!warning.empty()) app.notify(warning);
  if (!app.content) app.notify(app.tr("menu.content_error", {app.content_error}), 15000);
  load_teach(app);

  // First menu frame: the start-up figure the benchmark reports.
  draw_screen(app);
  SDL_RenderPresent(app.renderer.get());
  const double first_frame_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - app.started).count();

  // Test hooks that choose the starting screen.
  if (std::string err = start_game_from_args(app); !err.empty()) return exit_with(err, 2);
  if (auto err = prepare_game_scene(app)) return exit_with(err->message, err->exit_code);
  if (auto err = prepare_screen_scene(app)) return exit_with(err->message, err->exit_code);

  if (args.bench_render) {
    app.screens.replace(Screen::Table);
    run_render_bench(app, first_frame_ms);
  } else if (!args.screenshot.empty()) {
    if (auto err = press_keys(app, args.press)) return exit_with(*err, 2);
    draw_screen(app);  // twice: the first pass fills caches; both are complete frames anyway
    draw_screen(app);
    if (auto err = save_png(app, args.screenshot)) return exit_with(*err, 1);
  } else {
    // Sound only where someone plays: screenshots and the benchmark stay silent.
    start_sound(app, std::filesystem::path(paths.i18n).parent_path().string(), paths.assets);
    run_event_loop(app);
  }
  return 0;
}

}  // namespace hs::app

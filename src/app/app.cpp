// The app's life: start SDL, load settings/strings/content, honour the test hooks (--screenshot,
// --load, --new-game, --autoplay, --scene, --bench-render), then run the event loop.
#include "app/app.hpp"
#include "app/autosave.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/action_text.hpp"
#include "app/app_paths.hpp"
#include "app/file_safety.hpp"
#include "app/monkey.hpp"
#include "app/table_parts.hpp"
#include "app/theme.hpp"

namespace hs::app {

namespace {

void update_viewport(App& app) {
  int pw = 0, ph = 0, ww = 0, wh = 0;
  SDL_GetRendererOutputSize(app.renderer, &pw, &ph);
  SDL_GetWindowSize(app.window, &ww, &wh);
  app.pixels_per_point = ww > 0 ? static_cast<float>(pw) / static_cast<float>(ww) : 1.f;
  const Viewport v = Viewport::fit(pw, ph);
  if (v.scale != app.vp.scale || v.width != app.vp.width || v.height != app.vp.height) app.layout_dirty = true;
  app.vp = v;
  app.canvas.set_viewport(v);
}

Point to_logical(const App& app, int x, int y) {
  return {static_cast<float>(x) * app.pixels_per_point / app.vp.scale,
          static_cast<float>(y) * app.pixels_per_point / app.vp.scale};
}

void draw_screen(App& app) {
  app.canvas.begin_frame();
  SDL_SetRenderDrawColor(app.renderer, 20, 15, 12, 255);
  if (app.screen != Screen::Table) SDL_RenderClear(app.renderer);  // the table covers every pixel
  switch (app.screen) {
    case Screen::Menu: draw_menu(app); break;
    case Screen::Setup: draw_setup(app); break;
    case Screen::Settings: draw_settings(app); break;
    case Screen::Load: draw_load(app); break;
    case Screen::Table: draw_table(app); break;
    case Screen::End: draw_end(app); break;
    case Screen::Rules: draw_rules(app); break;
    case Screen::Tutorial: draw_tutorial_menu(app); break;
  }
  if (app.screen == Screen::Table) draw_teach_overlay(app);
  // A notice on top of any screen, where no button lies: on the table it takes the place of the
  // prompt in the top bar's banner; elsewhere it sits over the screen's title.
  if (!app.message.empty() && SDL_GetTicks() < app.message_until) {
    Canvas& c = app.canvas;
    const bool table = app.screen == Screen::Table && app.session;
    const float w = table ? app.table_layout.banner.w : std::min(app.vp.width - 80, 760.f);
    const auto lines = c.wrap(app.message, Font::Bold, theme::kBody, w - 32);
    const float h = table ? app.table_layout.banner.h : 24 + theme::kBody * 1.3f * static_cast<float>(lines.size());
    const Rect r = table ? app.table_layout.banner : Rect{(app.vp.width - w) / 2, 8, w, h};
    const Rgba edge = app.message_is_error ? theme::kBad : theme::kGold;
    c.rounded(r, 8, app.message_is_error ? Rgba{60, 24, 20, 255} : Rgba{40, 30, 18, 255});
    c.rounded_outline(r, 8, 2, edge);
    const float size = table ? c.fit_size(app.message, Font::Bold, theme::kBody, r.w - 20) : theme::kBody;
    if (table) c.text(app.message, Font::Bold, size, theme::kText, r.center(), Align::Center);
    else c.text_box(app.message, Font::Bold, size, theme::kText, r.inset(10), Align::Center, 1.3f);
  }
  app.pointer.click.reset();  // a click no widget took is dropped
}

bool save_png(App& app, const std::string& path) {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(app.renderer, &w, &h);
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!s) return false;
  const bool ok = SDL_RenderReadPixels(app.renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0 &&
                  IMG_SavePNG(s, path.c_str()) == 0;
  SDL_FreeSurface(s);
  return ok;
}

// Plays bot actions (or, for --scene shop/fork/end, every seat) until `stop` says so.
template <typename Stop>
void autoplay(App& app, int max_actions, Stop stop) {
  auto& s = *app.session;
  for (int i = 0; i < max_actions && !s.game().finished() && !stop(); ++i) {
    if (!s.bot_step()) break;
  }
  sync_log(app);
}

// --trace: the playthrough test waits for the screens it expects in this file.
void trace_screen(const App& app, std::string& last) {
  static const char* const names[] = {"menu", "setup", "settings", "load", "table", "end"};
  std::string now = names[static_cast<int>(app.screen)];
  if (app.screen == Screen::Table && app.handover_seat >= 0) now = "handover " + std::to_string(app.handover_seat);
  if (now == last) return;
  last = now;
  if (std::FILE* f = std::fopen(app.args.trace.c_str(), "a")) {
    std::fprintf(f, "%s\n", now.c_str());
    std::fclose(f);
  }
}

int fail(const std::string& msg, int code) {
  std::fprintf(stderr, "highscore: %s\n", msg.c_str());
  return code;
}

}  // namespace

void App::notify(const std::string& text, std::uint32_t ms) {
  message = text;
  message_until = SDL_GetTicks() + ms;
  message_is_error = true;
}

void App::confirm(const std::string& text, std::uint32_t ms) {
  notify(text, ms);
  message_is_error = false;
}

void persist_settings(App& app) {
  if (app.settings_damaged) {  // never overwrite a file that could not be read: keep it aside
    if (const auto moved = move_aside(settings_path(), "damaged")) app.notify(app.tr("settings.kept_aside", {*moved}));
    app.settings_damaged = false;
  }
  if (auto err = save_settings(app.settings, settings_path())) app.notify(*err);
}

int run_app(const AppArgs& args) {
  App app;
  app.args = args;
  std::string warning;
  app.settings = load_settings(settings_path(), &warning, &app.settings_damaged);
  AppPaths paths;
  if (auto err = resolve_app_paths(args.data_dir, paths)) return fail(*err, 1);
  if (auto err = StringTable::load(paths.i18n, app.strings)) return fail(*err, 1);
  app.strings.set_language(app.settings.language);

  const std::string& data = paths.content;
  ContentLoad loaded = load_content(data);
  if (loaded.content) {
    app.content = std::move(loaded.content);
  } else {
    app.content_error = data.empty() ? "" : data + ": ";
    for (std::size_t i = 0; i < loaded.errors.size() && i < 3; ++i)
      app.content_error += (i ? "; " : "") + loaded.errors[i].to_string();
    if (loaded.errors.empty()) app.content_error += "content did not load";
  }
  if ((args.new_game || !args.load.empty() || args.bench_render) && !app.content)
    return fail(app.content_error, 2);

  const bool bench = args.bench_render;
  if (bench) {
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    // The plain window framebuffer: no GL (llvmpipe) detour for presenting software frames.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
  }
  if (SDL_Init(SDL_INIT_VIDEO) != 0) return fail(std::string("cannot start SDL: ") + SDL_GetError(), 1);
  if (TTF_Init() != 0) return fail(std::string("cannot start SDL_ttf: ") + TTF_GetError(), 1);
  IMG_Init(IMG_INIT_PNG);

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
  app.window = SDL_CreateWindow("High Score", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
  if (!app.window && !args.width)
    app.window = SDL_CreateWindow("High Score", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 720, flags);
  if (!app.window) return fail(std::string("cannot open a window: ") + SDL_GetError(), 1);
  SDL_SetWindowMinimumSize(app.window, kMinWindowWidth, kMinWindowHeight);
  app.renderer = SDL_CreateRenderer(app.window, -1, bench ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED);
  if (!app.renderer) app.renderer = SDL_CreateRenderer(app.window, -1, SDL_RENDERER_SOFTWARE);
  if (!app.renderer) return fail(std::string("cannot create a renderer: ") + SDL_GetError(), 1);
  if (std::string err = app.canvas.init(app.renderer, paths.assets); !err.empty()) return fail(err, 1);
  if (const Uint32 f = SDL_GetWindowPixelFormat(app.window); f != SDL_PIXELFORMAT_UNKNOWN && SDL_BYTESPERPIXEL(f) == 4)
    app.canvas.set_layer_format(f);
  update_viewport(app);
  if (!warning.empty()) app.notify(warning);
  if (!app.content) app.notify(app.tr("menu.content_error", {app.content_error}), 15000);
  load_teach(app);

  // First menu frame: the start-up figure the benchmark reports.
  draw_screen(app);
  SDL_RenderPresent(app.renderer);
  const double first_frame_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - app.started).count();

  // Test hooks that choose the starting screen.
  if (args.resume) {
    if (!app.content) return fail(app.content_error, 2);
    std::vector<std::string> notes;
    auto s = Session::open(*app.content, autosave_path(), &notes);
    if (!s) return fail(set_aside_autosave(autosave_path(), s.refusal().reason), 2);
    start_session(app, std::move(s.value()));
    if (auto err = app.session->autosave_to(autosave_path(), false, notes)) notes.push_back(*err);
    for (const std::string& n : notes) std::fprintf(stderr, "highscore: %s\n", n.c_str());
    if (!notes.empty()) app.notify(join_notes(notes), 8000);
  } else if (!args.load.empty()) {
    auto s = Session::open(*app.content, args.load);
    if (!s) return fail(s.refusal().reason, 2);  // the refusal names the file
    start_session(app, std::move(s.value()));
  } else if (args.new_game || bench) {
    NewGameSpec spec = args.new_game ? *args.new_game : NewGameSpec{3, 3, 5, {}, false, Mode::Standard, false, ""};
    GameOptions o;
    o.players = spec.players;
    o.characters = spec.characters;
    o.no_elimination = spec.no_elimination;
    o.mode = spec.mode;
    o.hunter_easier = spec.hunter_easier;
    o.coop_map = spec.coop_map;
    o.expert = spec.expert;
    o.exploration = spec.exploration;
    std::vector<Seat> seats(static_cast<std::size_t>(spec.players));
    // A mode's or a variant's bot seat is the advisor, so screenshots show sensible play.
    const bool plain = spec.mode == Mode::Standard && !spec.expert && !spec.exploration;
    const std::string bot = plain ? "random" : "advisor";
    for (int i = spec.players - spec.bots; i < spec.players; ++i) seats[static_cast<std::size_t>(i)].controller = bot;
    auto s = Session::start(*app.content, o, spec.seed, seats);
    if (!s) return fail("--new-game: " + s.refusal().reason, 2);
    start_session(app, std::move(s.value()));
  }
  if (app.session) {
    app.screen = app.session->game().finished() ? Screen::End : Screen::Table;
    if (args.trace_actions)  // for the fault test: each action as it is applied, before it is autosaved
      app.session->set_trace([](std::size_t n) {
        std::printf("action %zu\n", n);
        std::fflush(stdout);
      });
    // Games played by the hook are autosaved like any other (screenshots of scenes are not).
    if (args.autoplay > 0 && args.scene.empty() && !bench) autosave(app);
    autoplay(app, bench && !args.new_game ? 12 : args.autoplay, [] { return false; });
    if (args.scene.empty() && app.session->game().finished()) app.screen = Screen::End;  // played to its end
    const std::string& sc = args.scene;
    if (sc == "shop" || sc == "shop-table" || sc == "fork" || sc == "end" || sc == "roll" || sc == "dice" || sc == "choose" || sc == "poison" ||
        sc == "monster" || sc == "reaction" || sc == "way-back") {
      // Screenshots of a particular decision: every seat plays as a bot until it comes up, then the
      // seat that decides is shown as a human so its choices are visible.
      auto target = sc == "shop" || sc == "shop-table" ? DecisionKind::Shop
                    : sc == "fork" ? DecisionKind::ChooseBranch
                    : sc == "roll" ? DecisionKind::AfterRoll
                    : sc == "dice" ? DecisionKind::ChooseDice
                    : sc == "choose" ? DecisionKind::ChoosePlayer   // R9.8 who plays next
                    : sc == "poison" ? DecisionKind::SplitPoison    // R9.8 the poison split
                    : sc == "monster" ? DecisionKind::Monster  // a solo fight or dodge (R9.6.4)
                    : sc == "reaction" ? DecisionKind::Reaction
                                   : DecisionKind::Finished;
      Session& ses = *app.session;
      const std::uint64_t seed = ses.game().seed();
      // Co-op screenshots come from the advisor's play (random heroes rarely see a second round); the
      // advisor uses expert abilities (R9.4), so its games come to reactions.
      const bool advisor = ses.game().options().mode == Mode::Coop || sc == "reaction" || sc == "way-back";
      ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{advisor ? "advisor" : "random"}), seed);
      if (sc == "choose" || sc == "poison") autoplay(app, 1, [] { return false; });  // past the game's first choice
      // way-back: a character that must go back from a dead end (R9.5) with dice to do it.
      auto going_back = [&] {
        for (const Action& a : ses.game().legal_actions())
          if (std::holds_alternative<ChooseNode>(a)) return true;
        return false;
      };
      const auto arrived = [&] { return sc == "way-back" ? going_back() : ses.game().pending().kind == target; };
      autoplay(app, 20000, arrived);
      if (!arrived())  // never silently the wrong screen: say what the game lacks
        return fail("--scene " + sc + ": the moment never came up in this game" +
                        (sc == "reaction" ? " (reactions need expert=1 in --new-game)"
                         : sc == "way-back" ? " (dead ends need explore=1 in --new-game)"
                         : sc == "choose" || sc == "poison" ? " (it needs mode=coop in --new-game)"
                         : sc == "monster" ? " (monsters need mode=azoz or mode=hunter in --new-game)"
                                           : ""),
                    2);
      ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{}), seed);
      if (sc == "dice")  // show a tray being filled: the largest legal roll, not rolled yet
        for (const Action& a : ses.game().legal_actions())
          if (const auto* r = std::get_if<RollDice>(&a); r && r->dice.total() > app.table_ui.selection.total())
            app.table_ui.selection = r->dice;
      app.screen = sc == "end" ? Screen::End : Screen::Table;
      if (sc == "way-back") app.table_ui.shown_level = 0;
      if (sc == "shop-table") app.table_ui.shop_hidden = true;  // "look at the table": buying from the action bar
    }
    if (sc == "board-start") app.table_ui.board_first_col = 0;  // a wide level scrolled to its start
    if (sc == "card-flight") {
      // R9.5: the bots play until a card is drawn, then it is shown frozen mid-flight from its deck.
      Session& ses = *app.session;
      const std::uint64_t seed = ses.game().seed();
      ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{"advisor"}), seed);
      int drawn = -1;
      for (int i = 0; i < 20000 && drawn < 0 && !ses.game().finished(); ++i) {
        std::vector<Event> events;
        if (!ses.bot_step(&events)) break;
        for (const Event& e : events)
          if (e.kind == EventKind::CardDrawn) drawn = e.a;
      }
      sync_log(app);
      ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{}), seed);
      if (drawn < 0) return fail("--scene card-flight: no card was drawn before the game ended (an exploration game with fewer --autoplay actions draws one)", 2);
      const Node& n = ses.game().observe(-1).state().board[static_cast<std::size_t>(drawn)];
      app.table_ui.shown_level = n.level;
      app.table_ui.board_first_col = std::max(0, n.col - 4);  // its slot in view (clamped by the layout)
      app.card_flights.add(drawn);
      if (!args.screenshot.empty()) app.card_flights.frozen_ms = static_cast<int>(kCardFlyMs) * 55 / 100;  // else it flies
      app.screen = Screen::Table;
    }
    if (sc == "handover") {
      // Bots play every seat for the --autoplay actions (then on to the next turn's start), then
      // seats 1 and 2 are human and the table is handed to the one who decides.
      Session& ses = *app.session;
      const std::uint64_t seed = ses.game().seed();
      ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{"random"}), seed);
      autoplay(app, std::max(args.autoplay, 1), [] { return false; });
      autoplay(app, 2000, [&] { return ses.game().pending().kind == DecisionKind::TurnAction && ses.deciding_seat() < 2; });
      std::vector<Seat> seats(ses.seats().size(), Seat{"random"});
      seats[0] = seats[1] = Seat{};
      ses.set_seats(seats, seed);
      app.handover_seat = -1;
      app.screen_owner = 1 - ses.deciding_seat();
      table_update(app);
    } else {
      app.handover_seat = -1;  // screenshots of the table itself
      app.screen_owner = app.session->deciding_seat();
    }
    app.layout_dirty = true;
    if (!args.save_to.empty()) {
      auto saved = app.session->save(args.save_to);
      if (!saved) return fail(args.save_to + ": " + saved.refusal().reason, 1);
    }
  }
  if (args.scene == "setup") {
    app.session.reset();
    app.screen = Screen::Setup;
    if (args.new_game && app.content) {  // the spec pre-fills the seats, for screenshots
      const NewGameSpec& g = *args.new_game;
      app.setup.players = g.players;
      app.setup.seed = g.seed;
      app.setup.variants.no_elimination = g.no_elimination;
      app.setup.variants.mode = g.mode;
      app.setup.variants.hunter_easier = g.hunter_easier;
      app.setup.variants.coop_map = g.coop_map;
      app.setup.variants.expert = g.expert;
      app.setup.variants.exploration = g.exploration;
      for (int i = 0; i < 4; ++i) {
        app.setup.controller[i] = i >= g.players - g.bots ? "advisor" : "human";
        app.setup.character[i] =
            i < static_cast<int>(g.characters.size()) ? app.content->character_index(g.characters[static_cast<std::size_t>(i)]) : -1;
      }
    }
  }
  if (args.scene == "settings") app.screen = Screen::Settings;
  if (args.scene == "load") {
    refresh_load_files(app);
    app.screen = Screen::Load;
  }
  if (args.scene == "menu") app.screen = Screen::Menu;
  if (args.scene == "table" && !app.session) return fail("--scene table needs --load or --new-game", 2);
  if (std::string err = teach_scene(app, args.scene, args.autoplay); !err.empty()) return fail(err, 2);

  if (bench) {
    app.screen = Screen::Table;
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(app.renderer, &ow, &oh);
    SDL_RendererInfo info;
    SDL_GetRendererInfo(app.renderer, &info);
    std::printf("bench-render: table at %dx%d, renderer %s, layers %s\n", ow, oh, info.name,
                SDL_GetPixelFormatName(app.canvas.layer_format()));
    // Three figures: frames as the app draws them (the table is recomposed only when it changes);
    // every frame redrawn over the cached under layer (what a hover, a click on the UI or an
    // animation frame costs); and every frame after a game change (new layout, under layer
    // recomposed: what each applied action costs once).
    enum class Mode { Cached, Redraw, GameChange };
    for (Mode mode : {Mode::Cached, Mode::Redraw, Mode::GameChange}) {
      app.force_table_redraw = mode != Mode::Cached;
      const int frames = mode == Mode::Cached ? 300 : 60;
      std::vector<double> ms;
      for (int i = 0; i < frames; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        if (mode == Mode::GameChange) app.layout_dirty = true;
        draw_screen(app);
        SDL_RenderPresent(app.renderer);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
      if (mode != Mode::Cached) {  // where a redraw spends its time (mean per frame)
        std::printf("%s by section (mean ms):", mode == Mode::Redraw ? "full redraw" : "game change");
        for (const auto& [name, total] : app.section_ms) std::printf(" %s %.2f;", name, total / frames);
        std::printf("\n");
        app.section_ms.clear();
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
  } else if (!args.screenshot.empty()) {
    draw_screen(app);  // twice: the first pass fills caches; both are complete frames anyway
    draw_screen(app);
    if (!save_png(app, args.screenshot)) return fail(args.screenshot + ": cannot write the screenshot", 1);
  } else {
    Monkey monkey(args.monkey, args.monkey_seed);
    std::string traced;
    while (app.running || monkey.keeps_running(app)) {
      monkey.inject(app);
      if (!args.trace.empty()) trace_screen(app, traced);
      SDL_Event e;
      while (SDL_PollEvent(&e)) {
        if (e.type == SDL_QUIT) app.running = false;
        if (teach_event(app, e)) continue;  // F1, inspect, the rules screen, the tutorial
        if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e.window.event == SDL_WINDOWEVENT_RESIZED)) {
          update_viewport(app);
          if (!app.settings.fullscreen) {
            SDL_GetWindowSize(app.window, &app.settings.window_width, &app.settings.window_height);
          }
        }
        if (e.type == SDL_MOUSEMOTION) app.pointer.pos = to_logical(app, e.motion.x, e.motion.y);
        if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT) {
          const Point p = to_logical(app, e.button.x, e.button.y);
          app.pointer.pos = p;
          if (app.screen == Screen::Table) table_click(app, p);
          else app.pointer.click = p;
        }
        if (e.type == SDL_MOUSEWHEEL && app.screen == Screen::Table) {
          const int flip = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -1 : 1;
          table_wheel(app, e.wheel.x * flip, e.wheel.y * flip);
        }
        if (e.type == SDL_KEYDOWN) {
          const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
          if (app.screen == Screen::Table) table_key(app, e.key.keysym.sym, ctrl);
          else if (e.key.keysym.sym == SDLK_ESCAPE) app.screen = Screen::Menu;
        }
      }
      if (app.screen == Screen::Table) table_update(app);
      draw_screen(app);
      SDL_RenderPresent(app.renderer);
      SDL_Delay(app.screen == Screen::Table && app.roll_anim.active(SDL_GetTicks()) ? 4 : 12);
    }
    if (!app.settings.fullscreen) persist_settings(app);
    if (args.monkey) monkey.report();
  }

  app.session.reset();
  release_card_flight_art();
  if (app.table_frame) SDL_DestroyTexture(app.table_frame);
  if (app.table_under) SDL_DestroyTexture(app.table_under);
  if (app.table_base) SDL_DestroyTexture(app.table_base);
  app.canvas.release();
  SDL_DestroyRenderer(app.renderer);
  SDL_DestroyWindow(app.window);
  TTF_Quit();
  IMG_Quit();
  SDL_Quit();
  return 0;
}

}  // namespace hs::app

// Every screen at 100%, 150% and 200% text (issue 25 item 3): each is drawn into an offscreen canvas
// (a software renderer on a plain surface, no window), in English and Spanish, and what the frame
// registered is checked: the widgets it listed for the focus (Pointer::focusables, the order Tab
// follows) lie inside the window and apart (or one inside another), and every line of text on the
// top sheet (the canvas records each with its box) lies inside the window, whole (no clip cutting its
// end), apart from every other line, and either inside a widget or clear of it. The table's own parts
// are checked by their layout (test_text_scale.cpp); here the boxes drawn over its log column (the
// coach, a lesson) and the shop's header.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdlib>
#include <functional>

#include "app/render/theme.hpp"
#include "app/screens/pause/pause_layer.hpp"
#include "app/screens/settings/keys_panel.hpp"
#include "app/shell/app.hpp"
#include "app/shell/frame.hpp"
#include "app/shell/game_start.hpp"
#include "app/testing/scene_hooks.hpp"
#include "app/teach/inspect/solo_inspect.hpp"
#include "app/teach/teach.hpp"
#include "app_test_support.hpp"

// Inside the namespace rather than a file-wide using (unity builds put test files together).
namespace hs::app {

namespace {

// The text size for one check, 100% again afterwards (the type scale is process-wide).
struct ScreensTextScale {
  explicit ScreensTextScale(int percent) { theme::use_text_scale(percent); }
  ~ScreensTextScale() { theme::use_text_scale(100); }
};

// An app drawing into a surface of `pw` x `ph` pixels, with the card set, the language's text, the
// rules and the lessons; saves and settings in a folder of its own.
struct OffscreenApp {
  struct Surface {
    SDL_Surface* s = nullptr;
    ~Surface() { SDL_FreeSurface(s); }
  } surface;  // goes after the app (and its renderer)
  App app;
  OffscreenApp(int pw, int ph, const std::string& lang) {
    REQUIRE((TTF_WasInit() || TTF_Init() == 0));
    surface.s = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(surface.s);
    app.renderer.reset(SDL_CreateSoftwareRenderer(surface.s));
    REQUIRE(app.renderer);
    REQUIRE(app.canvas.init(app.renderer.get(), HS_ASSETS_DIR).empty());
    app.vp = Viewport::fit(pw, ph);
    app.canvas.set_viewport(app.vp);
    app.strings = test::strings_in(lang);
    app.settings.language = lang;
    app.content = test::full_content();
    load_teach(app);
  }
  ~OffscreenApp() { app.canvas.release(); }
};

// What one frame registered.
struct FrameSeen {
  std::vector<Rect> widgets;
  std::vector<DrawnText> texts;  // the top sheet's
};

bool inside(const Rect& r, const Rect& outer, float slack = 1) {
  return r.x >= outer.x - slack && r.y >= outer.y - slack && r.right() <= outer.right() + slack && r.bottom() <= outer.bottom() + slack;
}

// The part of a line's picture its letters fill: the font's line box less the room above the capitals
// and below the descenders (lines set 1.2 sizes apart touch but do not overlap).
Rect ink_of(const DrawnText& t) { return {t.box.x + 1, t.box.y + t.box.h * 0.12f, t.box.w - 2, t.box.h * 0.76f}; }

std::string where(const DrawnText& t) {
  return "'" + t.text + "' at " + std::to_string(static_cast<int>(t.box.x)) + "," + std::to_string(static_cast<int>(t.box.y)) + " " +
         std::to_string(static_cast<int>(t.box.w)) + "x" + std::to_string(static_cast<int>(t.box.h));
}

// Draws a frame to warm the caches, then one recorded (a fresh table screen, so its cached layers are
// drawn again too): the widgets listed for the focus and the top sheet's text.
FrameSeen draw_recorded(App& app, const std::function<void(App&)>& redraw_setup) {
  draw_screen(app);
  if (redraw_setup) redraw_setup(app);
  std::vector<DrawnText> texts;
  app.canvas.record_text(&texts);
  app.screens.collect();
  app.canvas.begin_frame();
  app.screens.draw();
  FrameSeen seen{app.pointer.focusables, {}};
  app.pointer.end_frame();
  app.canvas.record_text(nullptr);
  int top = 0;
  for (const DrawnText& t : texts) top = std::max(top, t.sheet);
  for (const DrawnText& t : texts)
    if (t.sheet == top && t.box.w > 1) seen.texts.push_back(t);
  return seen;
}

// The checks every screen passes: widgets inside and apart; text inside, apart, and inside a widget or
// clear of it. `min_widgets`: what the screen must offer the focus at least (a way back).
void check_frame(const FrameSeen& f, const Viewport& vp, std::size_t min_widgets) {
  const Rect window{0, 0, vp.width, vp.height};
  CHECK(f.widgets.size() >= min_widgets);
  for (std::size_t i = 0; i < f.widgets.size(); ++i) {
    const Rect& w = f.widgets[i];
    INFO("widget " << i << " at " << w.x << "," << w.y << " " << w.w << "x" << w.h);
    CHECK(inside(w, window, 0.01f));
    // Apart, or one inside the other (a save's row holds its own buttons).
    for (std::size_t j = 0; j < i; ++j)
      if (w.overlaps(f.widgets[j])) CHECK((inside(w, f.widgets[j], 0.01f) || inside(f.widgets[j], w, 0.01f)));
  }
  for (std::size_t i = 0; i < f.texts.size(); ++i) {
    const DrawnText& t = f.texts[i];
    const Rect ink = ink_of(t);
    INFO("text " << where(t));
    CHECK(inside(ink, window));
    CHECK_FALSE(t.cut_sideways);
    for (std::size_t j = 0; j < i; ++j) {
      INFO("over " << where(f.texts[j]));
      CHECK_FALSE(ink.overlaps(ink_of(f.texts[j])));
    }
    for (const Rect& w : f.widgets)
      if (ink.overlaps(w)) {
        INFO("widget at " << w.x << "," << w.y << " " << w.w << "x" << w.h);
        CHECK(inside(ink, w));
      }
  }
}

// One screen to check: how to reach it (on a fresh app), what to do before the recorded frame, and
// the widgets it must offer at least.
struct ScreenCase {
  const char* name;
  std::function<void(App&)> open;
  std::function<void(App&)> before_record;
  std::size_t min_widgets = 1;
};

NewGameSpec game_spec(int players, int bots, unsigned long long seed, Mode mode = Mode::Standard) {
  NewGameSpec g;
  g.players = players;
  g.bots = bots;
  g.seed = seed;
  g.mode = mode;
  return g;
}

// The --scene hooks' set-up (scene_hooks.hpp), as the screenshots use it.
void open_scene(App& app, const std::string& scene, std::optional<NewGameSpec> game = std::nullopt, int autoplay = 0,
                const std::string& load = "") {
  app.args.scene = scene;
  app.args.new_game = std::move(game);
  app.args.autoplay = autoplay;
  app.args.load = load;
  REQUIRE(start_game_from_args(app).empty());
  auto err = prepare_game_scene(app);
  if (!err) err = prepare_screen_scene(app);
  INFO((err ? err->message : ""));
  REQUIRE_FALSE(err);
}

// The table screen made again (its cached layers drawn afresh), with the pause menu's view back.
void fresh_table(App& app, std::optional<PauseLayer::View> view = std::nullopt) {
  app.screens.replace(Screen::Table);
  app.table.layout_dirty = true;
  if (view) open_pause(app, *view);
}

std::string saved_game(const std::string& dir, const std::string& name, int players, unsigned long long seed, int autoplay, Mode mode = Mode::Standard) {
  OffscreenApp o(1280, 720, "en");
  o.app.args.new_game = game_spec(players, players, seed, mode);
  o.app.args.autoplay = autoplay;
  REQUIRE(start_game_from_args(o.app).empty());
  for (int i = 0; i < autoplay && !o.app.session->game().finished(); ++i) REQUIRE(o.app.session->bot_step());
  const std::string path = dir + "/" + name + ".json";
  REQUIRE(o.app.session->save(path).ok());
  return path;
}

}  // namespace

TEST_CASE("every screen at 100-200% text: widgets and text inside the window, apart, reachable by the focus", "[app][focus][scale]") {
  test::TempDir tmp("hs_screens_scale");
  setenv("XDG_DATA_HOME", tmp.dir.c_str(), 1);
  setenv("XDG_CONFIG_HOME", tmp.dir.c_str(), 1);
  // Several saves for the load screen (and one to review).
  std::filesystem::create_directories(tmp.dir / "highscore" / "saves");
  const std::string saves = (tmp.dir / "highscore" / "saves").string();
  const std::string reviewed = saved_game(saves, "Orlo first try", 2, 9, 60);
  saved_game(saves, "Azoz evening", 1, 4, 30, Mode::Azoz);
  saved_game(saves, "Partida de cuatro con nombre largo", 4, 7, 120);

  const auto setup_in = [](Mode mode, int players) {
    return [mode, players](App& app) {
      NewGameSpec g = game_spec(players, players - 1, 999999, mode);  // a seed as long as a fresh one (six digits)
      if (mode == Mode::Coop) g.coop_map.clear();
      open_scene(app, "setup", g);
    };
  };
  const auto reopen_pause = [](PauseLayer::View v) { return [v](App& app) { fresh_table(app, v); }; };
  const std::vector<ScreenCase> cases = {
      {"setup standard", setup_in(Mode::Standard, 4), nullptr},
      {"setup azoz", setup_in(Mode::Azoz, 1), nullptr},
      {"setup hunter", setup_in(Mode::Hunter, 1), nullptr},
      {"setup coop", setup_in(Mode::Coop, 3), nullptr},
      {"rules", [](App& app) { open_scene(app, "rules:R9.8"); }, nullptr},
      {"rules search", [](App& app) { open_scene(app, "rules-search"); }, nullptr},
      {"review", [&](App& app) { open_scene(app, "review:2", std::nullopt, 0, reviewed); }, nullptr},
      {"review graph", [&](App& app) { open_scene(app, "review-graph:2", std::nullopt, 0, reviewed); }, nullptr},
      {"load", [](App& app) { open_scene(app, "load"); }, nullptr, 4},
      {"end 4 players", [](App& app) { open_scene(app, "end", game_spec(4, 4, 3)); }, nullptr},
      {"end coop", [](App& app) { open_scene(app, "end", game_spec(3, 3, 3, Mode::Coop)); }, nullptr},
      {"end solo", [](App& app) { open_scene(app, "end", game_spec(1, 1, 4, Mode::Azoz)); }, nullptr},
      {"lessons", [](App& app) { open_scene(app, "tutorial-menu"); }, nullptr},
      {"pause", [](App& app) { open_scene(app, "pause", game_spec(2, 1, 5), 12); }, reopen_pause(PauseLayer::View::Menu)},
      {"save name", [](App& app) { open_scene(app, "save-name", game_spec(2, 1, 5), 12); }, reopen_pause(PauseLayer::View::Naming)},
      {"mode intro", [](App& app) { open_scene(app, "mode-intro", game_spec(1, 0, 4, Mode::Azoz)); }, reopen_pause(PauseLayer::View::Intro)},
      {"hand-over", [](App& app) { open_scene(app, "handover", game_spec(3, 1, 5), 6); }, [](App& app) { fresh_table(app); }, 0},
  };
  for (const auto& [pw, ph] : {std::pair{1280, 720}, std::pair{3840, 2160}})
    for (const char* lang : {"en", "es"}) {
      if (pw > 1280 && std::string(lang) == "en") continue;  // the same design space: the longer words suffice
      for (const ScreenCase& sc : cases)
        for (int percent : {100, 150, 200}) {
          ScreensTextScale scale(percent);
          OffscreenApp o(pw, ph, lang);
          o.app.canvas.set_text_scale(theme::text_scale());
          sc.open(o.app);
          INFO(sc.name << " at " << percent << "% in " << lang << ", window " << pw << "x" << ph);
          const FrameSeen seen = draw_recorded(o.app, sc.before_record);
          check_frame(seen, o.app.vp, sc.min_widgets);
          if (std::string(sc.name) == "hand-over")  // its curtain hides the table's helpers too (the Rules button, the coach)
            for (const DrawnText& t : seen.texts) CHECK(t.text != o.app.tr("menu.rules"));
          o.app.screens.collect();
        }
    }
  unsetenv("XDG_DATA_HOME");
  unsetenv("XDG_CONFIG_HOME");
}

TEST_CASE("the settings' keys panel at 100-200% text: its rows and text apart and inside the window", "[app][focus][scale]") {
  for (const char* lang : {"en", "es"})
    for (int percent : {100, 150, 200}) {
      ScreensTextScale scale(percent);
      OffscreenApp o(1280, 720, lang);
      o.app.canvas.set_text_scale(theme::text_scale());
      o.app.screens.replace(Screen::Settings);
      KeysPanel keys;
      keys.open = true;
      std::vector<DrawnText> texts;
      draw_keys_panel(o.app, keys);
      o.app.pointer.end_frame();
      o.app.canvas.record_text(&texts);
      draw_keys_panel(o.app, keys);
      FrameSeen seen{o.app.pointer.focusables, {}};
      o.app.canvas.record_text(nullptr);
      int top = 0;
      for (const DrawnText& t : texts) top = std::max(top, t.sheet);
      for (const DrawnText& t : texts)
        if (t.sheet == top) seen.texts.push_back(t);
      INFO("keys panel at " << percent << "% in " << lang);
      check_frame(seen, o.app.vp, 3);
      o.app.pointer.end_frame();
      o.app.screens.collect();
    }
}

}  // namespace hs::app

namespace hs::app {

namespace {

// The top sheet's lines of text whose letters lie over `area` at least in part.
std::vector<DrawnText> texts_over(const FrameSeen& f, const Rect& area) {
  std::vector<DrawnText> out;
  for (const DrawnText& t : f.texts)
    if (ink_of(t).overlaps(area)) out.push_back(t);
  return out;
}

// Lines over `area` lie inside it and apart from each other.
void check_texts_in(const std::vector<DrawnText>& texts, const Rect& area) {
  CHECK_FALSE(texts.empty());
  for (std::size_t i = 0; i < texts.size(); ++i) {
    INFO("text " << where(texts[i]));
    CHECK(inside(ink_of(texts[i]), area));
    CHECK_FALSE(texts[i].cut_sideways);
    for (std::size_t j = 0; j < i; ++j) {
      INFO("over " << where(texts[j]));
      CHECK_FALSE(ink_of(texts[i]).overlaps(ink_of(texts[j])));
    }
  }
}

}  // namespace

TEST_CASE("the coach's box and a lesson's box take their room from the log, the shop's header from its cards, the solo strip's line keeps off its count, at 100-200%", "[app][scale]") {
  test::TempDir tmp("hs_table_boxes_scale");
  setenv("XDG_DATA_HOME", tmp.dir.c_str(), 1);
  setenv("XDG_CONFIG_HOME", tmp.dir.c_str(), 1);
  // Each case: how to reach it, and the part of the table whose lines of text are checked.
  struct TableCase {
    const char* name;
    std::function<void(App&)> open;
    std::function<Rect(const TableLayout&)> area;
  };
  const auto log_column = [](const TableLayout& L) { return L.log; };
  const auto shop_header = [](const TableLayout& L) {
    REQUIRE(L.shop_open);
    return Rect{L.shop_panel.x, L.shop_panel.y, L.shop_panel.w, L.shop_offers.front().y - L.shop_panel.y};
  };
  const std::vector<TableCase> cases = {
      {"coach", [](App& app) { open_scene(app, "coach"); }, log_column},
      {"coach hints", [](App& app) { open_scene(app, "coach-numbers"); }, log_column},
      {"azoz lesson", [](App& app) { open_scene(app, "tutorial:solo_azoz", std::nullopt, 3); }, log_column},
      {"first lesson", [](App& app) { open_scene(app, "tutorial", std::nullopt, 5); }, log_column},
      {"shop", [](App& app) { open_scene(app, "shop", game_spec(3, 1, 5)); }, shop_header},
      // The solo strip over the board: the ritual, Azoz's intent and the monster deck's count on one line.
      {"azoz strip", [](App& app) { open_scene(app, "table", game_spec(1, 0, 4, Mode::Azoz)); }, solo_strip_rect},
      {"hunter strip", [](App& app) { open_scene(app, "table", game_spec(1, 0, 4, Mode::Hunter)); }, solo_strip_rect},
  };
  for (const char* lang : {"en", "es"})
    for (const TableCase& tc : cases)
      for (int percent : {100, 150, 200}) {
        ScreensTextScale scale(percent);
        OffscreenApp o(1280, 720, lang);
        o.app.canvas.set_text_scale(theme::text_scale());
        tc.open(o.app);
        INFO(tc.name << " at " << percent << "% in " << lang);
        const FrameSeen f = draw_recorded(o.app, [](App& app) { fresh_table(app); });
        const Rect area = tc.area(o.app.table.layout);
        check_texts_in(texts_over(f, area), area);
        o.app.screens.collect();
      }
  unsetenv("XDG_DATA_HOME");
  unsetenv("XDG_CONFIG_HOME");
}

}  // namespace hs::app

namespace hs::app {

TEST_CASE("a button's label is never taller than the button at any text size", "[app][scale]") {
  for (int percent : {100, 150, 200}) {
    ScreensTextScale scale(percent);
    OffscreenApp o(1280, 720, "en");
    o.app.canvas.set_text_scale(theme::text_scale());
    for (float h : {24.f, 26.f, 28.f, 34.f, 40.f, 48.f}) {
      std::vector<DrawnText> texts;
      o.app.canvas.record_text(&texts);
      const Rect r{100, 100, 220, h};
      draw_button(o.app.canvas, r, "Leave", true, false);
      o.app.canvas.record_text(nullptr);
      INFO(percent << "% in a button " << h << " high");
      REQUIRE(texts.size() == 1);
      CHECK(inside(texts[0].box, r));
    }
  }
}

}  // namespace hs::app

namespace hs::app {

// Issue 24 item 3 at larger text: "Why it fails" shrank to "…" at 150% and 200%, and the log under the
// coach kept no line at all.
TEST_CASE("the coach at 150% and 200% text: each section shows words, never only '…', and the log keeps three lines", "[app][scale]") {
  test::TempDir tmp("hs_coach_large_text");
  setenv("XDG_DATA_HOME", tmp.dir.c_str(), 1);
  setenv("XDG_CONFIG_HOME", tmp.dir.c_str(), 1);
  for (const char* lang : {"en", "es"})
    for (int percent : {100, 150, 200}) {
      ScreensTextScale scale(percent);
      OffscreenApp o(1280, 720, lang);
      o.app.canvas.set_text_scale(theme::text_scale());
      open_scene(o.app, "coach");
      INFO("coach at " << percent << "% in " << lang);
      const FrameSeen f = draw_recorded(o.app, [](App& app) { fresh_table(app); });
      REQUIRE_FALSE(o.app.teach.coach.why_lines.empty());
      REQUIRE_FALSE(o.app.teach.coach.still_lines.empty());
      const TableLayout& L = o.app.table.layout;
      // The coach's lines, top to bottom.
      std::vector<DrawnText> coach;
      for (const DrawnText& t : f.texts)
        if (inside(t.box, {L.log.x, L.log.y, L.log.w, o.app.teach.log_top - L.log.y}, 2)) coach.push_back(t);
      std::stable_sort(coach.begin(), coach.end(), [](const DrawnText& a, const DrawnText& b) { return a.box.y < b.box.y; });
      for (const char* key : {"coach.why_title", "coach.still_title"}) {
        const std::string title = o.app.tr(key);
        auto at = std::find_if(coach.begin(), coach.end(), [&](const DrawnText& t) { return t.text == title; });
        INFO("section " << title);
        REQUIRE(at != coach.end());
        REQUIRE(std::next(at) != coach.end());
        const std::string& first = std::next(at)->text;
        CHECK(first != "…");
        CHECK(first.size() > std::string("…").size() + 3);  // words, not an ellipsis
      }
      // The big card's name ends above its first option's box and the focus ring round it (the
      // playtest at 150% read half a title over "Swat wildly").
      REQUIRE_FALSE(L.option_rows.empty());
      int above = 0;
      for (const DrawnText& t : f.texts)
        if (inside(t.box, L.card_view, 2) && t.box.y < L.option_rows.front().y - 4 && t.box.bottom() > L.option_rows.front().y - 40) {
          INFO(where(t) << " over the first option at " << L.option_rows.front().y);
          CHECK(ink_of(t).bottom() <= L.option_rows.front().y - 2);
          ++above;
        }
      CHECK(above >= 1);  // the name was found
      // The log's title and three rows fit under the box (as the log draws them: table_log.cpp).
      const float title_row = std::max(24.f, theme::kBody * 1.2f), row = theme::kSmall * 1.3f;
      CHECK(L.log.bottom() - o.app.teach.log_top >= 2 + 8 + title_row + 8 + 3 * row);
      o.app.screens.collect();
    }
  unsetenv("XDG_DATA_HOME");
  unsetenv("XDG_CONFIG_HOME");
}

}  // namespace hs::app

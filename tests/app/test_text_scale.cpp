// Text size (issue 25 item 3): the Settings row's value is kept in the settings file, a wrong one is
// named; every text size grows with it; a one-line label that fits at 100% still fits at any size;
// and at 100%, 150% and 200% text, in a 1280x720 and a 3840x2160 window, the table's parts and the
// settings and menu screens' buttons do not overlap, and every legal action stays clickable and
// focusable.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <SDL_ttf.h>

#include <fstream>

#include "app/input/focus_nav.hpp"
#include "app/platform/settings.hpp"
#include "app/render/theme.hpp"
#include "app/screens/menu/menu_screen.hpp"
#include "app/screens/settings/settings_screen.hpp"
#include "app/shell/app.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"

// Inside the namespace rather than a file-wide using (unity builds put test files together).
namespace hs::app {

namespace {

// Sets the text size for one test and puts 100% back afterwards (the type scale is process-wide).
struct TextScaleFor {
  explicit TextScaleFor(int percent) { theme::use_text_scale(percent); }
  ~TextScaleFor() { theme::use_text_scale(100); }
};

// The scales and windows the layout must hold at (the window gives the logical design space).
constexpr int kScales[] = {100, 150, 200};
constexpr std::pair<int, int> kWindows[] = {{1280, 720}, {3840, 2160}};

bool within_window(const Rect& r, float W, float H) { return r.x >= 0 && r.y >= 0 && r.right() <= W + 0.01f && r.bottom() <= H + 0.01f; }

bool in_action_bar(Part p) { return p == Part::ActionButton || p == Part::CancelAim || p == Part::ShowShop; }

int scaled_focus_index(const std::vector<PlacedPart>& order, PartId id) {
  for (std::size_t i = 0; i < order.size(); ++i)
    if (order[i].id == id) return static_cast<int>(i);
  return -1;
}

void check_table(const TableLayout& L, float W, float H) {
  const Rect frame[] = {L.board, L.card_view, L.log, L.tray, L.actions, L.top_bar};
  for (std::size_t i = 0; i < std::size(frame); ++i)
    for (std::size_t j = i + 1; j < std::size(frame); ++j) CHECK_FALSE(frame[i].overlaps(frame[j]));
  const auto order = focus_order(L);
  for (std::size_t i = 0; i < L.regions.size(); ++i) {
    const HitRegion& h = L.regions[i];
    INFO("part " << static_cast<int>(h.part.part) << " index " << h.part.index);
    CHECK(within_window(h.rect, W, H));
    CHECK(h.rect.w > 0);
    CHECK(h.rect.h > 0);
    // The action bar's buttons stay in the bar and apart; the top bar's buttons apart.
    if (in_action_bar(h.part.part)) {
      CHECK(within_window({h.rect.x - L.actions.x, h.rect.y - L.actions.y, h.rect.w, h.rect.h}, L.actions.w, L.actions.h));
      for (std::size_t j = 0; j < i; ++j)
        if (in_action_bar(L.regions[j].part.part)) CHECK_FALSE(h.rect.overlaps(L.regions[j].rect));
    }
    if (h.part.part <= Part::TopSkipBots)
      for (std::size_t j = 0; j < i; ++j)
        if (L.regions[j].part.part <= Part::TopSkipBots) CHECK_FALSE(h.rect.overlaps(L.regions[j].rect));
    // Clickable where it lies (nothing later on top of its centre), and focusable unless the shop's
    // shade covers it.
    const HitRegion* top = hit_test(L, h.rect.center());
    const bool shaded = L.shop_open && h.part.part > Part::TopSkipBots && h.part.part < Part::ShopPanel;
    if (h.kind == HitKind::Action && !shaded) {
      REQUIRE(top);
      CHECK(top->part == h.part);
    }
    if (!shaded) CHECK(scaled_focus_index(order, h.part) >= 0);
  }
}

}  // namespace

TEST_CASE("text size: kept in the settings file, a size the game does not offer is named", "[app][settings]") {
  test::TempDir tmp("hs_text_scale");
  const std::string path = tmp.file("settings.json");
  CHECK(Settings{}.text_scale == 100);
  Settings s;
  s.text_scale = 175;
  REQUIRE_FALSE(save_settings(s, path));
  CHECK(load_settings(path).text_scale == 175);
  for (const char* wrong : {R"({"text_scale": 130})", R"({"text_scale": 400})", R"({"text_scale": "big"})", R"({"text_scale": 1.5})"}) {
    std::ofstream(path) << wrong;
    std::string warning;
    bool damaged = false;
    const Settings read = load_settings(path, &warning, &damaged);
    INFO(wrong);
    CHECK(read.text_scale == 100);
    CHECK(damaged);
    CHECK(warning.find("text_scale") != std::string::npos);
  }
}

TEST_CASE("text size: every size of the type scale grows with it, 150% is the Large text preset", "[app][settings]") {
  const float body = theme::kBody, title = theme::kTitle;
  {
    TextScaleFor large(theme::kLargeTextPercent);
    CHECK(theme::kBody == Approx(body * 1.5f));
    CHECK(theme::kTitle == Approx(title * 1.5f));
    theme::use_text_scale(200);
    CHECK(theme::kSmall == Approx(26));
  }
  CHECK(theme::kBody == Approx(body));
  for (int p : theme::kTextScales) CHECK(theme::is_text_scale(p));
  CHECK_FALSE(theme::is_text_scale(90));
  CHECK_FALSE(theme::is_text_scale(225));
  CHECK(theme::is_text_scale(theme::kLargeTextPercent));
}

// The playtest read "100% 125% Large 175% 200%": one chip a word among numbers.
TEST_CASE("text size: the Settings row's chips are one list in one form, a percent each, in the order of the sizes", "[app][settings]") {
  const std::vector<std::string> chips = text_size_choices();
  REQUIRE(chips.size() == std::size(theme::kTextScales));
  for (std::size_t i = 0; i < chips.size(); ++i) CHECK(chips[i] == std::to_string(theme::kTextScales[i]) + "%");
}

TEST_CASE("text size: a one-line label that fits at 100% still fits at 200%, and grows where there is room", "[app]") {
  REQUIRE((TTF_WasInit() || TTF_Init() == 0));
  SDL_Surface* surf = SDL_CreateRGBSurfaceWithFormat(0, 640, 360, 32, SDL_PIXELFORMAT_ARGB8888);
  REQUIRE(surf);
  SDL_Renderer* ren = SDL_CreateSoftwareRenderer(surf);
  REQUIRE(ren);
  {
    Canvas c;
    REQUIRE(c.init(ren, HS_ASSETS_DIR).empty());
    c.set_viewport(Viewport::fit(640, 360));
    const std::string label = "Fight the Goblin Warlord";
    const float at_100 = c.text_width(label, Font::Bold, 15);
    // A box it just fits at 100%: at 200% the label shrinks back into it.
    c.set_text_scale(2);
    const float sz = c.fit_size(label, Font::Bold, 30, at_100);
    CHECK(c.text_width(label, Font::Bold, sz) <= at_100);
    CHECK(sz > 15 * 0.6f);
    // A roomy box: the label keeps its full 200% size.
    CHECK(c.fit_size(label, Font::Bold, 30, at_100 * 3) == Approx(30));
    c.release();
  }
  SDL_DestroyRenderer(ren);
  SDL_FreeSurface(surf);
}

TEST_CASE("text size: the table's parts stay apart and every legal action clickable and focusable at 100-200%", "[app][focus]") {
  TextScaleFor restore(100);
  for (const auto& [pw, ph] : kWindows) {
    const Viewport v = Viewport::fit(pw, ph);
    for (std::uint64_t seed : {3u, 8u}) {
      Game g = test::new_game(4, seed);
      auto bot = make_bot("random", seed);
      for (int steps = 0; !g.finished() && steps < 300; ++steps) {
        // The regions' actions at 100% (test_app_layout.cpp shows they reach every legal action):
        // the same at every text size, only where they lie changes.
        theme::use_text_scale(100);
        std::vector<Action> offered;
        for (const HitRegion& h : layout_table(g, TableUi{}, v.width, v.height, true).regions)
          if (h.kind == HitKind::Action) offered.push_back(h.action);
        for (int percent : kScales) {
          theme::use_text_scale(percent);
          INFO("text " << percent << "% window " << pw << "x" << ph << " seed " << seed << " step " << steps);
          const TableLayout L = layout_table(g, TableUi{}, v.width, v.height, true);
          check_table(L, v.width, v.height);
          for (const Action& a : offered) CHECK(test::has_region_with(L, a));
        }
        REQUIRE(g.apply(ask_bot(*bot, g)).ok());
      }
    }
  }
}

TEST_CASE("text size: larger text gives the table's action buttons taller rows", "[app]") {
  Game g = test::new_game(2, 4);
  auto bot = make_bot("random", 4);
  bool compared = false;
  for (int steps = 0; !g.finished() && steps < 300; ++steps) {
    const auto bar = [&](int percent) {
      TextScaleFor scale(percent);
      std::vector<Rect> out;
      for (const HitRegion& h : layout_table(g, TableUi{}, 1280, 720, true).regions)
        if (h.part.part == Part::ActionButton) out.push_back(h.rect);
      return out;
    };
    const auto normal = bar(100), large = bar(200);
    REQUIRE(large.size() == normal.size());
    if (!normal.empty() && normal.size() <= 2) {  // one row at either size: twice as tall at 200%
      CHECK(large[0].h == Approx(normal[0].h * 2));
      CHECK(large[0].w == Approx(normal[0].w));
      compared = true;
    }
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
  CHECK(compared);
}

TEST_CASE("text size: the settings and menu buttons stay apart and inside the window at 100-200%", "[app]") {
  REQUIRE((TTF_WasInit() || TTF_Init() == 0));
  for (const auto& [pw, ph] : kWindows) {
    SDL_Surface* surf = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(surf);
    SDL_Renderer* ren = SDL_CreateSoftwareRenderer(surf);
    REQUIRE(ren);
    {
      App app;
      REQUIRE(app.canvas.init(ren, HS_ASSETS_DIR).empty());
      app.vp = Viewport::fit(pw, ph);
      app.canvas.set_viewport(app.vp);
      app.strings = test::strings_in("es");  // the longer words
      for (int percent : kScales) {
        TextScaleFor scale(percent);
        app.canvas.set_text_scale(theme::text_scale());
        const auto drawn = [&](auto draw) {
          app.pointer.focusables.clear();
          draw();
          return app.pointer.focusables;
        };
        MenuScreen menu;
        for (const auto& rects : {drawn([&] { draw_settings(app); }), drawn([&] { menu.draw(app); })}) {
          INFO("text " << percent << "% window " << pw << "x" << ph);
          CHECK(rects.size() >= 3);
          for (std::size_t i = 0; i < rects.size(); ++i) {
            CHECK(within_window(rects[i], app.vp.width, app.vp.height));
            for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(rects[i].overlaps(rects[j]));
          }
        }
      }
      app.canvas.release();
    }
    SDL_DestroyRenderer(ren);
    SDL_FreeSurface(surf);
  }
}

}  // namespace hs::app

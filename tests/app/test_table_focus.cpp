// The table's keyboard / pad focus (issue 25): it walks the layout's element order, reaches every
// clickable element (so every legal action can be made with the keys alone), stays inside the shop
// while the shop is open, and the arrows reach the pool's dice and the panels from the board.
// On the menu-like screens the focus walks the widgets the last frame drew and Enter is taken by the
// focused one, as its click would be. The rebindable keys are kept in the settings file, a wrong entry named once.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <tuple>

#include "app/input/focus_nav.hpp"
#include "app/platform/settings.hpp"
#include "app/shell/app.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"

using namespace hs;
using namespace hs::app;

namespace {

std::tuple<int, int, int> focus_key(const PartId& id) { return {static_cast<int>(id.part), id.index, id.sub}; }

int focus_index(const std::vector<PlacedPart>& order, PartId id) {
  for (std::size_t i = 0; i < order.size(); ++i)
    if (order[i].id == id) return static_cast<int>(i);
  return -1;
}

void check_focus(const TableLayout& L) {
  const auto order = focus_order(L);
  for (std::size_t i = 1; i < order.size(); ++i) CHECK(focus_key(order[i - 1].id) < focus_key(order[i].id));
  for (const HitRegion& h : L.regions) {
    const bool shop_part = h.part.part >= Part::ShopPanel || h.part.part <= Part::TopSkipBots;
    INFO("part " << static_cast<int>(h.part.part) << " index " << h.part.index);
    if (L.shop_open && !shop_part) CHECK(focus_index(order, h.part) < 0);  // under the shop's shade
    else CHECK(focus_index(order, h.part) >= 0);                          // reachable by Tab
  }
}

}  // namespace

TEST_CASE("the table's focus reaches every clickable element in the layout's order at every decision", "[app][focus]") {
  for (std::uint64_t seed : {4u, 9u}) {
    Game g = test::new_game(3, seed);
    auto bot = make_bot("random", seed);
    bool saw_shop = false;
    for (int steps = 0; !g.finished() && steps < 500; ++steps) {
      TableUi ui;
      const TableLayout L = layout_table(g, ui, 1280, 720, true);
      saw_shop = saw_shop || L.shop_open;
      check_focus(L);
      // Every legal action a region carries can be reached by Tab from nothing focused.
      for (const HitRegion& h : L.regions)
        if (h.kind == HitKind::Action) {
          std::vector<Rect> rects;
          for (const PlacedPart& p : focus_order(L)) rects.push_back(p.rect);
          int f = -1;
          const int want = focus_index(focus_order(L), h.part);
          for (std::size_t k = 0; k <= rects.size() && f != want; ++k) f = step_focus(rects, f, FocusStep::Next);
          CHECK(f == want);
        }
      REQUIRE(g.apply(ask_bot(*bot, g)).ok());
    }
    CHECK(saw_shop);
  }
}

TEST_CASE("arrows go from a board card down to the panels and from a pool die to its neighbour", "[app][focus]") {
  Game g = test::new_game(2, 5);
  auto bot = make_bot("random", 5);
  for (int steps = 0; steps < 50 && !g.finished(); ++steps) {
    TableUi ui;
    const TableLayout L = layout_table(g, ui, 1280, 720, true);
    const auto order = focus_order(L);
    std::vector<Rect> rects;
    for (const PlacedPart& p : order) rects.push_back(p.rect);
    const int card = [&] {
      for (std::size_t i = 0; i < order.size(); ++i)
        if (order[i].id.part == Part::BoardCard) return static_cast<int>(i);
      return -1;
    }();
    REQUIRE(card >= 0);
    const int below = step_focus(rects, card, FocusStep::Down);
    CHECK(below != card);
    CHECK(order[static_cast<std::size_t>(below)].rect.y > order[static_cast<std::size_t>(card)].rect.y);
    const int die = focus_index(order, {Part::PoolDie, 0});
    if (die >= 0 && focus_index(order, {Part::PoolDie, 1}) >= 0) {
      CHECK(order[static_cast<std::size_t>(step_focus(rects, die, FocusStep::Right))].id.part == Part::PoolDie);
      return;
    }
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
  FAIL("no decision with two pool dice in 50 steps");
}

TEST_CASE("rebound keys are kept in the settings file, and a wrong entry keeps its default and is named", "[app][focus]") {
  const auto dir = std::filesystem::temp_directory_path() / "hs_app_settings_keys";
  std::filesystem::remove_all(dir);
  const std::string path = (dir / "settings.json").string();
  Settings s;
  REQUIRE(rebind(s.keys, Command::Roll, SDLK_f).ok);
  REQUIRE_FALSE(save_settings(s, path));
  CHECK(load_settings(path).keys.key(Command::Roll) == SDLK_f);
  CHECK(load_settings(path) == s);
  // A key kept for moving the focus, in the file: that command keeps its default, the problem is
  // named, the rest of the file is read.
  std::ofstream(path) << R"({"language": "es", "keys": {"hint": "Tab", "rest": "Q"}})";
  std::string warning;
  bool damaged = false;
  const Settings odd = load_settings(path, &warning, &damaged);
  CHECK(odd.language == "es");
  CHECK(odd.keys.key(Command::Rest) == SDLK_q);
  CHECK(odd.keys.key(Command::Hint) == SDLK_h);
  CHECK(warning.find("keys.hint") != std::string::npos);
  CHECK(damaged);
}

TEST_CASE("the widgets' focus: Tab from nothing shows the first, Enter is taken by the focused widget only", "[app][focus]") {
  App app;
  Pointer& p = app.pointer;
  const std::vector<Rect> buttons = {{0, 0, 100, 40}, {0, 60, 100, 40}, {0, 120, 100, 40}};
  p.last_focusables = buttons;
  CHECK(AppScreen::widget_intent(app, Intent::focus(FocusStep::Next, Device::Keyboard)));
  CHECK(p.ring);
  CHECK(p.focus == 0);
  CHECK(AppScreen::widget_intent(app, Intent::focus(FocusStep::Down, Device::Gamepad)));
  CHECK(p.focus == 1);
  CHECK(AppScreen::widget_intent(app, Intent::of(Intent::Kind::Activate, Device::Keyboard)));
  // The next frame draws its widgets: only the focused one takes the press, once.
  CHECK_FALSE(p.take(buttons[0]));
  CHECK(p.take(buttons[1]));
  CHECK_FALSE(p.take(buttons[2]));
  p.end_frame();
  CHECK(p.last_focusables.size() == 3);
  CHECK_FALSE(p.take(buttons[1]));
  p.end_frame();
  // The mouse hid the ring: Enter shows where the focus is and presses nothing.
  p.ring = false;
  CHECK(AppScreen::widget_intent(app, Intent::of(Intent::Kind::Activate, Device::Keyboard)));
  CHECK(p.ring);
  CHECK_FALSE(p.activate);
  // The option keys 1-9 are not the widgets' (the screen or nobody takes them).
  Intent option = Intent::of(Intent::Kind::Activate, Device::Keyboard);
  option.option = 2;
  CHECK_FALSE(AppScreen::widget_intent(app, option));
}

// The table's elements by name (Part ids): every clickable region is a named element, each name is
// there once, the list is in its stable walking order, and a region is found by its name.
#include <catch2/catch.hpp>

#include <set>
#include <tuple>

#include "app/table/draw/table_parts.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"

using namespace hs;
using namespace hs::app;

namespace {

std::tuple<int, int, int> part_key(const PartId& id) { return {static_cast<int>(id.part), id.index, id.sub}; }

void check_parts(const TableLayout& L) {
  std::set<std::tuple<int, int, int>> seen;
  for (std::size_t i = 0; i < L.parts.size(); ++i) {
    CHECK(seen.insert(part_key(L.parts[i].id)).second);  // one element per name
    if (i > 0) CHECK(part_key(L.parts[i - 1].id) < part_key(L.parts[i].id));  // the stable order
  }
  for (const HitRegion& h : L.regions) {
    INFO("part " << static_cast<int>(h.part.part) << " index " << h.part.index << " sub " << h.part.sub);
    const Rect* r = find_part(L, h.part);
    REQUIRE(r);
    // The element and its click region are the same rectangle (a pool gap is its die's way back).
    CHECK((r->x == h.rect.x && r->y == h.rect.y && r->w == h.rect.w && r->h == h.rect.h));
    CHECK(region_of(L, h.part) == &h);  // one region per name: drawing finds it by its name
  }
}

}  // namespace

TEST_CASE("every table element has one name in a stable order at every decision of whole games", "[app][layout]") {
  for (std::uint64_t seed : {3u, 8u}) {
    Game g = test::new_game(seed == 3 ? 2 : 4, seed);
    auto bot = make_bot("random", seed);
    for (int steps = 0; !g.finished() && steps < 400; ++steps) {
      TableUi ui;
      const TableLayout L = layout_table(g, ui, 1280, 720, true);
      check_parts(L);
      check_parts(layout_table(g, ui, 1920, 1080, false));
      for (const HitRegion& h : L.regions)
        if (h.kind == HitKind::AimItem || h.kind == HitKind::AimAbility) {
          TableUi aimed;
          activate(g, aimed, h);
          check_parts(layout_table(g, aimed, 1280, 720, true));
        }
      REQUIRE(g.apply(ask_bot(*bot, g)).ok());
    }
  }
}

TEST_CASE("the co-op table's elements are named too, the poison split included", "[app][layout][R9.8]") {
  GameOptions o;
  o.players = 3;
  o.mode = Mode::Coop;
  auto created = Game::create(test::full_content(), o, 21);
  REQUIRE(created.ok());
  Game g = created.value();
  auto bot = make_bot("random", 21);
  for (int steps = 0; !g.finished() && steps < 400; ++steps) {
    TableUi ui;
    check_parts(layout_table(g, ui, 1920, 1080, true));
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
}

TEST_CASE("a panel's chips are named by seat and item, where the panel draws them", "[app][layout]") {
  Game g = test::new_game(3, 5);
  TableUi ui;
  const TableLayout L = layout_table(g, ui, 1280, 720, true);
  REQUIRE(L.panels.size() == 3);
  for (int seat = 0; seat < 3; ++seat) {
    const Rect& panel = L.panels[static_cast<std::size_t>(seat)];
    const Rect* ability = find_part(L, {Part::PanelAbility, seat});
    REQUIRE(ability);
    const Rect expected = panel_ability_chip(panel);
    CHECK((ability->x == expected.x && ability->y == expected.y));
    REQUIRE(find_part(L, {Part::Panel, seat}));
    CHECK(find_part(L, {Part::PanelStats, seat}));
  }
  CHECK(!find_part(L, {Part::Panel, 3}));
  CHECK(!find_part(L, {Part::ShopPanel}));  // no shop open
}

TEST_CASE("table log: scrolled back, it never shows empty rows above the oldest entry", "[app]") {
  const std::vector<int> lines_of{1, 2, 1, 1, 3, 1};  // six entries, oldest first, 9 rows in all
  CHECK(clamp_log_back(lines_of, 0, 5) == 0);
  CHECK(clamp_log_back(lines_of, 2, 5) == 2);   // entries 0..3 (5 rows) and the note fill 5 rows
  CHECK(clamp_log_back(lines_of, 5, 5) == 3);   // past it: back to where the oldest entry is at the top
  CHECK(clamp_log_back(lines_of, 99, 5) == 3);  // far past the end
  // The box over the log shrank: more rows, so less can stay scrolled back.
  CHECK(clamp_log_back(lines_of, 2, 9) == 1);
  CHECK(clamp_log_back(lines_of, 2, 10) == 0);
  CHECK(clamp_log_back(lines_of, 4, 7) == 1);
  CHECK(clamp_log_back({}, 3, 5) == 0);
  CHECK(clamp_log_back({4}, 1, 2) == 0);
}

TEST_CASE("a hero panel's items stay in two columns inside the panel, and a placed expert die keeps off the lucky die",
          "[app][layout][R9.4]") {
  for (int seats : {2, 3, 4}) {
    Game g = test::new_game(seats, 5);
    TableUi ui;
    const TableLayout L = layout_table(g, ui, 1280, 720, true);
    const Rect& panel = L.panels.front();
    for (int count = 1; count <= 8; ++count) {
      INFO(seats << " seats, " << count << " items");
      std::set<float> columns;
      for (int k = 0; k < count; ++k) {
        const Rect chip = panel_item_chip(panel, k, count);
        columns.insert(chip.x);
        CHECK(chip.y >= panel_ability_chip(panel).bottom());
        CHECK(chip.bottom() <= panel.bottom());
        CHECK(chip.right() <= panel.right());
        CHECK(chip.h >= 12);
        for (int j = 0; j < k; ++j) CHECK_FALSE(chip.overlaps(panel_item_chip(panel, j, count)));
      }
      CHECK(columns.size() <= 2);  // five items or more add rows, never a third narrow column
    }
    for (int k = 0; k < 2; ++k) {
      const Rect die = panel_placed_die_rect(panel, k);
      CHECK_FALSE(die.overlaps(panel_lucky_rect(panel)));
      CHECK(die.x >= panel.x + 36);
    }
  }
}

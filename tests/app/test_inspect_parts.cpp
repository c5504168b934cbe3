// Inspect finds what is under the pointer among the layout's named parts (TableLayout::parts): the
// geometry is the layout's, worked out once, and inspect explains each part where it was placed.
#include <catch2/catch.hpp>

#include <cctype>
#include <string>

#include "app/table/layout/table_layout.hpp"
#include "app/teach/inspect/inspect.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

bool same_rect(const Rect& a, const Rect& b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

}  // namespace

TEST_CASE("inspect: each named part of the table is explained where the layout placed it", "[app][inspect][R5.3][R2.2][R4.6]") {
  const Game g = test::dice_being_chosen();
  TableUi ui;
  TableLayout L = layout_table(g, ui, 1280, 720, true);
  const HitRegion* die = test::find_kind(L, HitKind::PoolDie, static_cast<int>(Color::Blue));
  REQUIRE(die);
  REQUIRE_FALSE(activate(g, ui, *die));  // a UI pick: no engine action
  L = layout_table(g, ui, 1280, 720, true);
  const StringTable& t = test::strings_in("en");
  int checked = 0;
  for (const PlacedPart& part : L.parts) {
    const Part kind = part.id.part;
    if (kind != Part::TrayDie && kind != Part::PoolDie && kind != Part::BoardCard && kind != Part::LevelTab && kind != Part::Banner)
      continue;
    INFO("part " << static_cast<int>(kind) << " index " << part.id.index);
    const auto in = inspect_at(g, L, part.rect.center(), t);
    REQUIRE(in);
    CHECK(same_rect(in->anchor, part.rect));
    ++checked;
  }
  CHECK(checked >= 4);  // the tray's die, the pool's dice, the board's cards, the banner
}

TEST_CASE("inspect: reads the layout's named parts, so a part placed elsewhere is explained there", "[app][inspect][R4.6]") {
  const Game g = test::dice_being_chosen();
  TableUi ui;
  TableLayout L = layout_table(g, ui, 1280, 720, true);
  const StringTable& t = test::strings_in("en");
  // Move the banner's named part to an empty corner of the log: inspect follows the name, not a
  // rectangle of its own.
  PlacedPart* banner = nullptr;
  for (PlacedPart& part : L.parts)
    if (part.id.part == Part::Banner) banner = &part;
  REQUIRE(banner);
  const Rect moved{L.log.x + 2, L.log.bottom() - 12, 10, 10};
  banner->rect = moved;
  const auto in = inspect_at(g, L, moved.center(), t);
  REQUIRE(in);
  CHECK(in->key == "banner");
  CHECK(in->rule == "R4.6");
  CHECK(same_rect(in->anchor, moved));
}

TEST_CASE("inspect: every explanation's title starts as a sentence does, wherever the pointer rests", "[app][inspect][R5.3]") {
  // A newcomer read "red 4+" as a title on a requirement chip (the list of developer-like
  // words): every title, in both languages, starts with a capital or a digit.
  const Game g = test::dice_being_chosen({"sixfold_ring"});
  TableUi ui;
  const TableLayout L = layout_table(g, ui, 1280, 720, true);
  for (const std::string lang : {"en", "es"}) {
    const StringTable& t = test::strings_in(lang);
    int seen = 0;
    for (float y = 2; y < 720; y += 6)
      for (float x = 2; x < 1280; x += 6) {
        const auto in = inspect_at(g, L, {x, y}, t);
        if (!in || in->title.empty()) continue;
        ++seen;
        INFO(lang << " at " << x << "," << y << ": " << in->title);
        CHECK_FALSE(std::islower(static_cast<unsigned char>(in->title[0])));
      }
    CHECK(seen > 100);
  }
}

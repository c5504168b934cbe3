// An inspection opens next to what it explains, even when the lesson's box takes the right-hand
// column (the playtest saw "Option 1" top left over the board and a hero's panel over the lesson
// box), and a hovered one closes once the pointer leaves its thing and the panel.
#include "app/teach/inspect/inspect_place.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

TEST_CASE("inspect: the panel always touches its thing, with or without a lesson box to keep clear", "[app][inspect]") {
  Game g = test::dice_being_chosen({"sixfold_ring"});
  const TableLayout L = layout_table(g, TableUi{}, 1280, 720, true);
  // Where the lesson's box stands at 100% (the right-hand column, over the log's top).
  const Rect lesson{L.log.x, L.card_view.y, L.log.w, 290};
  for (const Rect avoid : {Rect{}, lesson}) {
    for (const PlacedPart& p : L.parts) {
      if (p.rect.w > 320 || p.rect.h > 200) continue;  // containers: not anchors of their own
      for (const float h : {140.f, 220.f, 300.f}) {
        const Rect r = place_inspection(p.rect, 320, h, L, 1280, 720, avoid);
        INFO("part " << static_cast<int>(p.id.part) << "/" << p.id.index << " at " << p.rect.x << "," << p.rect.y << " h " << h
                     << " lesson " << avoid.w << " -> " << r.x << "," << r.y);
        CHECK(inspection_gap(r, p.rect) <= kInspectionMaxGap);
        CHECK_FALSE(r.overlaps(p.rect));
      }
    }
  }
}

TEST_CASE("inspect: the gap between two rectangles", "[app][inspect]") {
  CHECK(inspection_gap({0, 0, 10, 10}, {20, 0, 10, 10}) == 10);
  CHECK(inspection_gap({0, 0, 10, 10}, {0, 30, 10, 10}) == 20);
  CHECK(inspection_gap({0, 0, 10, 10}, {5, 5, 10, 10}) == 0);
  CHECK(inspection_gap({0, 0, 10, 10}, {13, 14, 10, 10}) == 5);
}

TEST_CASE("inspect: a hovered one stays on its thing, the panel and the gap between, and closes elsewhere", "[app][inspect]") {
  const Rect anchor{816, 605, 447, 32};  // the Rest button
  const Rect panel{487, 523, 318, 190};  // its panel, left of it
  CHECK(inspection_stays_open(anchor, panel, {1000, 620}));
  CHECK(inspection_stays_open(anchor, panel, {600, 600}));
  CHECK(inspection_stays_open(anchor, panel, {810, 620}));        // crossing the gap
  CHECK_FALSE(inspection_stays_open(anchor, panel, {810, 560}));  // beside the gap, not in it
  CHECK_FALSE(inspection_stays_open(anchor, panel, {1000, 540})); // the dice tray above the button
  CHECK_FALSE(inspection_stays_open(anchor, panel, {300, 600}));  // another hero's panel
  // A panel below its thing: the gap is crossed vertically.
  const Rect card{583, 98, 88, 125}, below{467, 230, 320, 200};
  CHECK(inspection_stays_open(card, below, {620, 226}));
  CHECK_FALSE(inspection_stays_open(card, below, {480, 226}));
}

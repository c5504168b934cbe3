// What a newcomer playtest found on the table, checked without a window: the die clicked is the one
// that moves (not another of its colour), its empty slot takes it back, a die an item adds to the test
// shows in the tray and is counted by the Roll button, chances read "100%" only when certain, and the
// end of the game (who can win, items as treasure) is said where it matters.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/teach/inspect/inspect.hpp"
#include "app/session/moments.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

const StringTable& english() { return test::strings_in("en"); }

std::vector<const HitRegion*> regions_of(const TableLayout& L, HitKind k, int value) {
  std::vector<const HitRegion*> out;
  for (const HitRegion& h : L.regions)
    if (h.kind == k && h.value == value) out.push_back(&h);
  return out;
}

bool same(const Rect& a, const Rect& b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

}  // namespace

TEST_CASE("table: the pool die clicked is the one that moves to the tray, its gap takes it back", "[app][R5.2]") {
  const Game g = test::dice_being_chosen();
  TableUi ui;
  const TableLayout before = layout_table(g, ui, 1280, 720, true);
  const auto blues = regions_of(before, HitKind::PoolDie, static_cast<int>(Color::Blue));
  REQUIRE(blues.size() >= 2);
  // Click the first blue die (not the last one of its colour).
  const Rect first = blues.front()->rect, second = blues[1]->rect;
  const HitRegion* hit = hit_test(before, first.center());
  REQUIRE(hit);
  REQUIRE(hit->kind == HitKind::PoolDie);
  CHECK(!activate(g, ui, *hit));
  CHECK(ui.selection[Color::Blue] == 1);
  const TableLayout after = layout_table(g, ui, 1280, 720, true);
  REQUIRE(after.pool_gaps.size() == 1);
  CHECK(same(after.pool_gaps[0], first));  // the gap is where the clicked die was
  CHECK(std::any_of(after.pool_dice.begin(), after.pool_dice.end(), [&](const DieBox& b) { return same(b.rect, second); }));
  // The empty slot is not a dead spot (nor the hero's panel): it puts the die back.
  const HitRegion* gap = hit_test(after, first.center());
  REQUIRE(gap);
  CHECK(gap->kind == HitKind::TrayDie);
  CHECK(!activate(g, ui, *gap));
  CHECK(ui.selection.total() == 0);
  const TableLayout back = layout_table(g, ui, 1280, 720, true);
  CHECK(back.pool_gaps.empty());
  CHECK(std::any_of(back.pool_dice.begin(), back.pool_dice.end(), [&](const DieBox& b) { return same(b.rect, first); }));
}

TEST_CASE("table: a die an item adds to the test sits in the tray and the Roll button counts it", "[app][R7.4]") {
  Game g = test::dice_being_chosen({"spiked_shield"});
  REQUIRE(g.apply(UseItem{0, -1, Color::Blue}).ok());
  REQUIRE(g.state().test.added[Color::Blue] == 1);
  TableUi ui;
  const TableLayout L0 = layout_table(g, ui, 1280, 720, true);
  REQUIRE(L0.tray_dice.size() == 1);
  CHECK(L0.tray_dice[0].color == static_cast<int>(Color::Blue));
  CHECK(!L0.tray_dice[0].clickable);  // it cannot go back to a pool it never came from
  // One die picked from the pool: the tray shows two, the button rolls two.
  const auto blues = regions_of(L0, HitKind::PoolDie, static_cast<int>(Color::Blue));
  REQUIRE(!blues.empty());
  CHECK(!activate(g, ui, *blues.front()));
  const TableLayout L1 = layout_table(g, ui, 1280, 720, true);
  CHECK(L1.tray_dice.size() == 2);
  CHECK(action_label(g, RollDice{ui.selection}, english()) == english().format("act.roll", {english().format("n.dice", {"2"})}));
}

TEST_CASE("coach: a chance reads 100% only when certain, 0% only when impossible", "[app][coach]") {
  CHECK(percent_text(1.0) == "100");
  CHECK(percent_text(0.9999) == ">99");
  CHECK(percent_text(0.996) == ">99");
  CHECK(percent_text(0.5) == "50");
  CHECK(percent_text(2.0 / 3.0) == "67");
  CHECK(percent_text(0.003) == "<1");
  CHECK(percent_text(0.0) == "0");
}

TEST_CASE("table: reaching the last level and the purse say how the game ends and that items count", "[app][R8.1][R8.2]") {
  GameOptions o;
  o.players = 2;
  o.characters = {"viggel", "ulfgar"};
  o.first_player = 0;
  SeatStart viggel;
  viggel.node = 18;  // the first card of level 3, the last level
  viggel.items = {"spiked_shield"};
  o.start.seats = {viggel};
  auto created = Game::create(test::full_content(), o, 5);
  REQUIRE(created.ok());
  const Game& g = created.value();
  // The first to step onto the last level is told how the game ends there.
  Event moved{EventKind::Moved, 0, 17, 18, {}, {}, false};
  const auto m = moments_for(g, {moved}, english());
  REQUIRE(m.size() == 1);
  CHECK(m[0].kind == MomentKind::NewLevel);
  CHECK(m[0].detail == english().format("teach.last_level_detail", {"Viggel", "3"}));
  // The purse (lives, coins, gems) counts the items' prices into the treasure, and cites R8.2.
  TableUi ui;
  const TableLayout L = layout_table(g, ui, 1280, 720, true);
  const auto in = inspect_at(g, L, panel_stats_rect(L.panels[0]).center(), english());
  REQUIRE(in);
  CHECK(in->rule == "R8.2");
  const Player& p = g.state().players[0];
  const int price = test::full_content().equipment[static_cast<std::size_t>(test::full_content().equipment_index("spiked_shield"))].price;
  CHECK(in->lines.back() == english().format("teach.treasure_now", {std::to_string(p.coins + p.gems + price), std::to_string(price)}));
}

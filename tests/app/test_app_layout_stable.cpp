// Nothing moves under the cursor and nothing hides another: over whole bot games, no two hit
// regions that can take a click overlap; pool dice keep their slots while dice are picked; the shop's
// buttons keep their places; every legal action is reachable by clicks at 1280x720 and 3840x2160.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"

using namespace hs;
using namespace hs::app;

namespace {

using test::new_game;

// Regions that can answer a click (with the shop open, only its own and the top bar's).
std::vector<const HitRegion*> live_regions(const TableLayout& L) {
  std::vector<const HitRegion*> out;
  for (const HitRegion& h : L.regions)
    if (!L.shop_open || L.shop_panel.contains(h.rect.center()) || L.top_bar.contains(h.rect.center())) out.push_back(&h);
  return out;
}

void check_no_overlap(const TableLayout& L) {
  const auto live = live_regions(L);
  for (std::size_t i = 0; i < live.size(); ++i)
    for (std::size_t j = i + 1; j < live.size(); ++j) {
      INFO("regions " << i << " and " << j << " kinds " << static_cast<int>(live[i]->kind) << "/" << static_cast<int>(live[j]->kind));
      CHECK_FALSE(live[i]->rect.overlaps(live[j]->rect));
    }
}

// The pixel a player clicks for a region in a window of pw x ph pixels, back in logical units.
Point through_window(const Viewport& v, Point logical) {
  const float px = std::floor(logical.x * v.scale), py = std::floor(logical.y * v.scale);
  return {px / v.scale, py / v.scale};
}

// Every legal action reachable in this window: directly, after picking dice, or after aiming an
// item (and a die); each click lands on the region it aims at.
void check_reachable_in_window(const Game& g, int pw, int ph) {
  const Viewport v = Viewport::fit(pw, ph);
  const float W = v.width, H = v.height;
  auto click = [&](const TableLayout& L, const HitRegion& h) {
    const HitRegion* hit = hit_test(L, through_window(v, h.rect.center()));
    REQUIRE(hit);
    CHECK(hit->kind == h.kind);
    CHECK(hit->value == h.value);
    return hit;
  };
  for (const Action& a : g.legal_actions()) {
    INFO(describe(a) << " at " << pw << "x" << ph);
    TableUi ui;
    TableLayout L = layout_table(g, ui, W, H, true);
    if (const auto* roll = std::get_if<RollDice>(&a)) {
      for (int guard = 0; guard < 40 && !(ui.selection == roll->dice); ++guard) {
        const auto die = std::find_if(L.regions.begin(), L.regions.end(), [&](const HitRegion& h) {
          return h.kind == HitKind::PoolDie && ui.selection.n[static_cast<std::size_t>(h.value)] < roll->dice.n[static_cast<std::size_t>(h.value)];
        });
        REQUIRE(die != L.regions.end());
        activate(g, ui, *click(L, *die));
        L = layout_table(g, ui, W, H, true);
      }
    }
    for (int step = 0; step < 3; ++step) {
      const auto direct = std::find_if(L.regions.begin(), L.regions.end(), [&](const HitRegion& h) { return h.kind == HitKind::Action && h.action == a; });
      if (direct != L.regions.end()) {
        const HitRegion* hit = click(L, *direct);
        CHECK(hit->action == a);
        CHECK(activate(g, ui, *hit) == std::optional<Action>(a));
        break;
      }
      // Item or ability with several uses: the item first, then the die.
      const int item = std::holds_alternative<UseAbility>(a) ? -1 : std::holds_alternative<UseItem>(a) ? std::get<UseItem>(a).item : -3;
      const int die = std::holds_alternative<UseAbility>(a) ? std::get<UseAbility>(a).die
                      : std::holds_alternative<UseItem>(a)  ? std::get<UseItem>(a).die
                                                            : -9;
      REQUIRE(item != -3);
      const auto next = std::find_if(L.regions.begin(), L.regions.end(), [&](const HitRegion& h) {
        if (ui.aiming_item == -2) return (h.kind == HitKind::AimItem && h.value == item) || (h.kind == HitKind::AimAbility && item == -1);
        return h.kind == HitKind::AimDie && h.value == die;
      });
      REQUIRE(next != L.regions.end());
      activate(g, ui, *click(L, *next));
      L = layout_table(g, ui, W, H, true);
    }
  }
}

}  // namespace

TEST_CASE("no two clickable regions overlap, at every decision of whole games", "[app][layout]") {
  for (std::uint64_t seed : {4u, 11u}) {
    Game g = new_game(seed == 4 ? 3 : 4, seed);
    auto bot = make_bot("random", seed);
    for (int steps = 0; !g.finished() && steps < 600; ++steps) {
      TableUi ui;
      check_no_overlap(layout_table(g, ui, 1280, 720, true));
      // Also with an item or the ability aimed, and with its die chosen.
      const TableLayout plain = layout_table(g, ui, 1280, 720, true);
      for (const HitRegion& h : plain.regions)
        if (h.kind == HitKind::AimItem || h.kind == HitKind::AimAbility) {
          TableUi aimed;
          activate(g, aimed, h);
          const TableLayout L = layout_table(g, aimed, 1280, 720, true);
          check_no_overlap(L);
          for (const HitRegion& d : L.regions)
            if (d.kind == HitKind::AimDie) {
              TableUi chosen = aimed;
              activate(g, chosen, d);
              check_no_overlap(layout_table(g, chosen, 1280, 720, true));
            }
        }
      REQUIRE(g.apply(ask_bot(*bot, g)).ok());
    }
  }
}

TEST_CASE("a pool die keeps its slot when another die is taken, and comes back to it", "[app][layout][R5.2]") {
  for (std::uint64_t seed : {2u, 6u, 9u}) {
    Game g = new_game(2, seed);
    REQUIRE(g.apply(ChooseOption{0}).ok());
    REQUIRE(g.pending().kind == DecisionKind::ChooseDice);
    TableUi ui;
    const TableLayout before = layout_table(g, ui, 1280, 720, true);
    std::vector<Rect> slots;
    for (const DieBox& b : before.pool_dice) slots.push_back(b.rect);
    for (const DieBox& taken : before.pool_dice) {
      if (!taken.clickable) continue;
      TableUi pick;
      activate(g, pick, *hit_test(before, taken.rect.center()));
      const TableLayout after = layout_table(g, pick, 1280, 720, true);
      // Every die left in the pool is where it was; the taken one leaves a gap at a former slot.
      for (const DieBox& b : after.pool_dice)
        CHECK(std::any_of(slots.begin(), slots.end(), [&](const Rect& r) { return r.x == b.rect.x && r.y == b.rect.y; }));
      REQUIRE(after.pool_gaps.size() == 1);
      CHECK(after.pool_dice.size() + 1 == before.pool_dice.size());
      // Taking a second die moves neither the first nor the rest.
      if (after.pool_dice.size() > 1) {
        const auto second = std::find_if(after.pool_dice.begin(), after.pool_dice.end(), [](const DieBox& b) { return b.clickable; });
        if (second != after.pool_dice.end()) {
          TableUi two = pick;
          activate(g, two, *hit_test(after, second->rect.center()));
          const TableLayout again = layout_table(g, two, 1280, 720, true);
          for (const DieBox& t : after.tray_dice)
            CHECK(std::any_of(again.tray_dice.begin(), again.tray_dice.end(), [&](const DieBox& b) { return b.rect.x == t.rect.x; }));
        }
      }
      // Clicking it in the tray puts it back in its slot.
      REQUIRE(after.tray_dice.size() == 1);
      activate(g, pick, *hit_test(after, after.tray_dice[0].rect.center()));
      const TableLayout back = layout_table(g, pick, 1280, 720, true);
      CHECK(back.pool_dice.size() == before.pool_dice.size());
      CHECK(back.pool_gaps.empty());
    }
  }
}

TEST_CASE("the shop's buttons keep their places when a heal stops being possible", "[app][layout][R6.2]") {
  Game g = new_game(3, 7);
  auto bot = make_bot("random", 7);
  bool checked = false;
  for (int i = 0; i < 6000 && !g.finished() && !checked; ++i) {
    if (g.pending().kind == DecisionKind::Shop) {
      const TableLayout L = layout_table(g, TableUi{}, 1280, 720, true);
      // Leave and "look at the table" sit at the same place whatever can be bought or healed.
      const auto leave = std::find_if(L.regions.begin(), L.regions.end(), [](const HitRegion& h) {
        return h.kind == HitKind::Action && std::holds_alternative<LeaveShop>(h.action);
      });
      REQUIRE(leave != L.regions.end());
      CHECK(leave->rect.right() == Approx(L.shop_bottom.right()));
      int heals = 0;
      for (const HitRegion& h : L.regions)
        if (h.kind == HitKind::Action && std::holds_alternative<Heal>(h.action)) ++heals;
      // No empty strip: the panel ends right under its buttons.
      CHECK(L.shop_panel.bottom() - L.shop_bottom.bottom() < 24);
      if (heals > 0) {
        // Pay for a heal: the remaining heal slots and the other buttons do not move.
        for (const HitRegion& h : L.regions)
          if (h.kind == HitKind::Action && std::holds_alternative<Heal>(h.action)) {
            Game after = g;
            REQUIRE(after.apply(h.action).ok());
            if (after.pending().kind != DecisionKind::Shop) break;
            const TableLayout L2 = layout_table(after, TableUi{}, 1280, 720, true);
            for (const HitRegion& h2 : L2.regions) {
              if (h2.kind != HitKind::Action || !std::holds_alternative<Heal>(h2.action)) continue;
              const auto same = std::find_if(L.regions.begin(), L.regions.end(), [&](const HitRegion& x) { return x.kind == HitKind::Action && x.action == h2.action; });
              REQUIRE(same != L.regions.end());
              CHECK(same->rect.x == h2.rect.x);
            }
            CHECK(L2.shop_panel.y == L.shop_panel.y);
            checked = true;
            break;
          }
      }
    }
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
  CHECK(checked);
}

TEST_CASE("every legal action is reachable by clicks at 1280x720 and at 3840x2160", "[app][layout][R10.2]") {
  Game g = new_game(3, 13);
  auto bot = make_bot("random", 13);
  std::vector<DecisionKind> seen;
  for (int steps = 0; !g.finished() && steps < 500; ++steps) {
    check_reachable_in_window(g, 1280, 720);
    check_reachable_in_window(g, 3840, 2160);
    seen.push_back(g.pending().kind);
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
  CHECK(std::count(seen.begin(), seen.end(), DecisionKind::AfterRoll) > 0);
  CHECK(std::count(seen.begin(), seen.end(), DecisionKind::Shop) > 0);
}

// Board card geometry without a window: stand-ups stand between the name ribbon and the tests, so
// no text on a card is ever covered, at every card size the table produces.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/render/pieces.hpp"

#include "app/render/card_geometry.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

void check_clear_of_text(const Rect& card, int count) {
  const Rect win = card_art_window(card);
  for (int k = 0; k < count; ++k) {
    const Rect s = standup_slot(card, k, count);
    INFO("card width " << card.w << ", stand-up " << k << " of " << count);
    CHECK(s.h > 0);
    CHECK(s.y >= card_ribbon_max_bottom(card));               // below the longest name
    CHECK(s.bottom() <= card_summary_area(card).y);            // above the tests
    CHECK(s.x >= win.x - 0.01f);                               // inside the art window
    CHECK(s.right() <= win.right() + 0.01f);
  }
}

}  // namespace

TEST_CASE("board cards: stand-ups never cover the name or the tests", "[app]") {
  for (float w = 50; w <= 220; w += 5) check_clear_of_text({100, 50, w, w * 1.4f}, 1);
  for (int n = 2; n <= 4; ++n) check_clear_of_text({10, 10, 107, 150}, n);
  // Two stand-ups on one card sit side by side, not on top of each other.
  const Rect card{0, 0, 107, 150};
  CHECK(standup_slot(card, 1, 2).x >= standup_slot(card, 0, 2).right() - standup_slot(card, 0, 2).w * 0.1f);
}

TEST_CASE("board cards: the table's cards leave stand-ups a readable size at 1280x720", "[app]") {
  GameOptions o;
  o.players = 4;
  auto g = Game::create(test::full_content(), o, 11);
  REQUIRE(g.ok());
  for (int level = 1; level <= 3; ++level) {
    TableUi ui;
    ui.shown_level = level;
    const TableLayout L = layout_table(g.value(), ui, 1280, 720, true);
    REQUIRE_FALSE(L.nodes.empty());
    for (const NodeBox& nb : L.nodes) {
      check_clear_of_text(nb.rect, 4);
      CHECK(standup_slot(nb.rect, 0, 1).h >= 24);  // a figure, not a speck
    }
  }
}

TEST_CASE("option row: a roar's added chips shrink to leave the forbidden mark and the reward in view", "[app][R5.12]") {
  const hs::app::Rect row{0, 0, 190, 34};
  hs::TestOption o;
  o.require = {hs::Requirement{hs::Color::Black, 4}, hs::Requirement{hs::Color::Any, 3}};
  o.forbid = {hs::Color::Red};
  o.reward.coins = 2;
  o.reward.gems = 1;
  CHECK(hs::app::option_chip_size(row, o, false) == Approx(26));  // room to spare: full size
  o.require.push_back(hs::Requirement{hs::Color::Any, 3});        // a roar adds two
  o.require.push_back(hs::Requirement{hs::Color::Red, 4});
  const float d = hs::app::option_chip_size(row, o, false);
  CHECK(d < 26);
  const hs::app::Rect last = hs::app::option_chip(row, o, o.require.size() - 1, false);
  const float s = std::min(18.f, row.h * 0.6f);
  const float reward_left = row.right() - 4 - (s + 16) - (s + 18);
  CHECK(last.right() + 4 + 0.7f * d + 6 <= reward_left + 0.5f);  // the crossed die ends before the coins
  CHECK(hs::app::option_chip(row, o, 0, false).x == Approx(row.x + 4));
}

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
  // The chips sit on the row, or on its upper line when the name goes under them (a crowded row).
  const float before = hs::app::option_chip_size(row, o, false);  // room to spare: as large as the line allows
  CHECK(before == Approx(std::min(26.f, hs::app::option_chip_line(row, o, false).h - 3)).margin(3));
  o.require.push_back(hs::Requirement{hs::Color::Any, 3});        // a roar adds two
  o.require.push_back(hs::Requirement{hs::Color::Red, 4});
  const float d = hs::app::option_chip_size(row, o, false);
  CHECK(d <= before);  // narrower when the width runs out (a crowded row's chips are bounded by its line)
  const hs::app::Rect last = hs::app::option_chip(row, o, o.require.size() - 1, false);
  const float s = std::min(18.f, hs::app::option_chip_line(row, o, false).h * 0.6f);
  const float reward_left = row.right() - 4 - (s + 16) - (s + 18);
  CHECK(last.right() + 4 + 0.7f * d + 6 <= reward_left + 0.5f);  // the crossed die ends before the coins
  CHECK(hs::app::option_chip(row, o, 0, false).x == Approx(row.x + 4));
}

TEST_CASE("option rows: a crowded row puts its name under its chips, grows into the card's room, and keeps its parts inside the row",
          "[app][R5.1]") {
  const Content& content = test::full_content();
  const TableLayout L = layout_table(test::new_game(4, 3), TableUi{}, 1280, 720, true);
  // On the parchment; crowded cards' rows may reach up over the art's lower part (never above 30%).
  const float top = L.card_view.y + L.card_view.h * 0.30f, bottom = L.card_view.y + L.card_view.h * 0.943f;
  int stacked_rows = 0, beside_rows = 0;
  for (const DungeonCard& card : content.cards) {
    const auto rows = table_card_option_rows(L.card_view, card, {});
    const std::size_t n = card.options.size() + (card.optional ? 1 : 0);
    REQUIRE(rows.size() == n);
    for (std::size_t i = 0; i < n; ++i) {
      const bool optional = i >= card.options.size();
      const TestOption& o = optional ? *card.optional : card.options[i];
      const Rect& row = rows[i];
      INFO(card.id << " option " << i << ": row " << row.y << "+" << row.h);
      CHECK(row.y >= top);
      CHECK(row.bottom() <= bottom);
      if (i > 0) CHECK(row.y >= rows[i - 1].bottom());
      const Rect name = option_label_box(row, o, optional);
      CHECK(name.y >= row.y);
      CHECK(name.bottom() <= row.bottom());
      for (std::size_t q = 0; q < o.require.size(); ++q) {
        const Rect chip = option_chip(row, o, q, optional);
        CHECK(chip.y >= row.y);
        CHECK(chip.bottom() <= row.bottom());
        CHECK(chip.w >= 14);  // a chip you can still read
        CHECK_FALSE(chip.overlaps(name));
      }
      if (option_row_stacked(row.w, o, optional)) {
        ++stacked_rows;
        CHECK(name.w >= row.w * 0.9f);  // the name has the row's width to itself
        CHECK(name.y >= option_chip(row, o, 0, optional).bottom());
        // A stacked row is taller than the card's other rows (they gave it room).
        for (std::size_t k = 0; k < n; ++k) {
          const bool ok = k >= card.options.size();
          if (!option_row_stacked(rows[k].w, ok ? *card.optional : card.options[k], ok)) CHECK(rows[k].h < row.h);
        }
      } else {
        ++beside_rows;
      }
    }
  }
  CHECK(stacked_rows > 20);
  CHECK(beside_rows > 20);
}

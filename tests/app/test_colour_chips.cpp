// Only the colour chips above an aimed die are drawn as dice of their colour: an item chip or a bar
// button whose single use has a colour keeps its name (issue 24: "Shadow Cloak" drawn as a large
// mask or boot symbol, the symbols sticking out of the item-choice buttons).
#include <catch2/catch.hpp>

#include "app/table/draw/table_parts.hpp"
#include "app_test_support.hpp"

namespace hs::app {

TEST_CASE("table: a coloured use is drawn as a die only on the chips above the die it changes", "[app][R7.4]") {
  TableLayout L;
  DieBox die;
  die.die = 0;
  die.rect = {400, 500, 48, 48};
  L.tray_dice.push_back(die);
  // The hero panel's item chip, its one use bringing back a yellow die (Shadow Cloak, R7.4).
  add_action(L, {Part::PanelItem, 0, 0}, {20, 640, 180, 26}, UseItem{0, -1, Color::Yellow});
  // A bar button for a use with a colour.
  add_action(L, {Part::ActionButton, 0}, {900, 640, 220, 40}, UseItem{1, -1, Color::Blue});
  // The two colour chips above the aimed die.
  add_action(L, {Part::ColorChip, 0, 0}, color_chip_for(die.rect, 0, 2), UseItem{2, 0, Color::Red});
  add_action(L, {Part::ColorChip, 0, 1}, color_chip_for(die.rect, 1, 2), UseItem{2, 0, Color::Black});
  const auto chips = colour_choice_chips(L);
  REQUIRE(chips.size() == 2);
  CHECK(chips[0].first == &L.regions[2]);
  CHECK(chips[0].second == Color::Red);
  CHECK(chips[1].first == &L.regions[3]);
  CHECK(chips[1].second == Color::Black);
}

}  // namespace hs::app

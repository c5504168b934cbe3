// Small words and places at the table (the newcomer playtest): a sold-out peddler says it has nothing
// left (R6.3), the solo strip counts the monster deck and the monsters on the board apart (R9.6.2,
// R9.6.3), and an inspection never covers the chance box or the tray.
#include "app/table/layout/shop_layout.hpp"
#include "app/teach/inspect/inspect_place.hpp"
#include "app/text/solo_text.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

TEST_CASE("shop note: sold out says the peddler has nothing left, not that the purse is short", "[app][R6.3]") {
  const Shop sold_out{true, {-1, -1, -1, -1, -1}};
  const Shop empty_deck{true, {}};
  const Shop two_left{true, {-1, 4, -1, 7, -1}};
  CHECK(shop_note(sold_out, false, false) == ShopNote::SoldOut);
  CHECK(shop_note(empty_deck, false, false) == ShopNote::SoldOut);
  CHECK(shop_note(two_left, false, false) == ShopNote::OutOfReach);
  CHECK(shop_note(two_left, false, true) == ShopNote::None);  // the disabled buttons say what they need
  CHECK(shop_note(two_left, true, false) == ShopNote::None);  // something can be bought
  const StringTable& en = test::strings_in("en");
  CHECK(en.get(shop_note_key(ShopNote::SoldOut)).find("nothing left") != std::string::npos);
  CHECK(en.get(shop_note_key(ShopNote::OutOfReach)).find("purse") != std::string::npos);
  CHECK(test::strings_in("es").has("es", shop_note_key(ShopNote::SoldOut)));
}

TEST_CASE("solo strip: the monster deck and the monsters on the board are counted apart", "[app][R9.6.2][R9.6.3]") {
  const auto azoz = [](std::vector<WalkerStart> walkers) {
    GameOptions o;
    o.players = 1;
    o.characters = {"viggel"};
    o.mode = Mode::Azoz;
    o.start.walkers = std::move(walkers);
    return test::new_game(o, 5);
  };
  const Game calm = azoz({});
  const Game goblin = azoz({WalkerStart{"goblin_skulker", 3}});
  const Observation seen = goblin.observe(-1);
  const std::string deck = std::to_string(seen.monster_deck_size);
  const std::string en = solo_monsters_line(seen, test::strings_in("en"));
  INFO(en);
  CHECK(en == std::string("Monsters: deck ").append(deck).append(" · board 1"));  // the goblin on its card is counted
  CHECK(solo_monsters_line(calm.observe(-1), test::strings_in("en")).find("board 0") != std::string::npos);
  CHECK(solo_monsters_line(seen, test::strings_in("es")).find("tablero 1") != std::string::npos);
}

TEST_CASE("inspect: the panel never covers the thing, the chance box or the tray, at any anchor", "[app][inspect]") {
  for (const bool rolled : {false, true}) {
    Game g = test::dice_being_chosen({"sixfold_ring"});
    if (rolled) REQUIRE(g.apply(RollDice{g.observe(0).state().players[0].pool}).ok());
    const TableLayout L = layout_table(g, TableUi{}, 1280, 720, true);
    REQUIRE(L.info.h > 0);
    for (const PlacedPart& p : L.parts) {
      for (const float h : {140.f, 220.f}) {
        const Rect r = place_inspection(p.rect, 320, h, L, 1280, 720);
        INFO("part " << static_cast<int>(p.id.part) << "/" << p.id.index << " at " << p.rect.x << "," << p.rect.y << " h " << h
                     << " -> " << r.x << "," << r.y);
        CHECK(r.x >= 0);
        CHECK(r.y >= 0);
        CHECK(r.right() <= 1280);
        CHECK(r.bottom() <= 720);
        // Containers (the board, the tray, a panel, the log...) are larger than the panel: only
        // the things inside them are anchors an inspection opens at.
        if (p.rect.w > 320 || p.rect.h > 200) continue;
        CHECK_FALSE(r.overlaps(p.rect));
        if (!L.info.overlaps(p.rect)) CHECK_FALSE(r.overlaps(L.info));
        if (!L.tray.overlaps(p.rect)) CHECK_FALSE(r.overlaps(L.tray));
      }
    }
  }
}

// Equipment and abilities: every effect kind of R7.4, the usage types (R7.1), when each may be used
// (R7.2), and the character ability once per turn (R3.3). Dice roll in order red, blue, yellow, black.
#include <catch2/catch.hpp>

#include <functional>

#include "highscore/invariants.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {


// Seat 0 plays `character` on `node` with `pool` and the given items (indices 0, 1, ...); `more`
// adds to the start set-up.
Game setup(const std::string& character, int node, DiceCounts pool, std::vector<std::string> items,
           std::vector<int> faces, const std::function<void(GameOptions&)>& more = {}) {
  GameOptions o = base_options(2);
  o.characters = {character, character == "tester" ? "brute" : "tester"};
  o.scripted_dice = std::move(faces);
  place_active(o, node, pool);
  for (const auto& id : items) give_item(o, 0, id);
  if (more) more(o);
  return new_game(o);
}

// Seat 0's start lives.

// Every die of `color` not in seat 0's first pool is out of the supply (as if placed on cards).
std::function<void(GameOptions&)> supply_emptied(Color color, DiceCounts pool) {
  return [color, pool](GameOptions& o) {
    o.start.set_aside[color] = kSupplyPerColor[static_cast<std::size_t>(color)] - pool[color];
  };
}


}  // namespace

TEST_CASE("pool and passive equipment is never used by hand", "[R7.1]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"pool_red", "bonus_yellow", "discount", "extra_blue"}, {});
  for (int i = 0; i < 4; ++i) CHECK(refuse(g, UseItem{i, -1, Color::Any}).rule == "R7.1");
  CHECK(refuse(g, UseItem{4, -1, Color::Any}).rule == "R7.1");  // not owned
}

TEST_CASE("reroll: exhaust to reroll a die between roll and resolution, once per turn", "[R7.4][R7.1][R7.2]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"reroll_any"}, {1, 4});
  CHECK(refuse(g, UseItem{0, 0, Color::Any}).rule == "R7.2");  // nothing rolled yet
  play(g, ChooseOption{0});
  CHECK(refuse(g, UseItem{0, 0, Color::Any}).rule == "R7.2");
  play(g, RollDice{dice(1, 0, 0, 0)});
  CHECK(refuse(g, UseItem{0, 0, Color::Red}).rule == "R7.2");  // takes a die, not a colour
  auto ev = play(g, UseItem{0, 0, Color::Any});
  CHECK(has_event(ev, EventKind::ItemUsed));
  CHECK(g.state().test.dice[0].natural == 4);
  CHECK(me(g).items[0].exhausted);
  CHECK(refuse(g, UseItem{0, 0, Color::Any}).rule == "R7.1");
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
}

TEST_CASE("add value: +N to one rolled die of the item's colour", "[R7.4]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"add_two_red"}, {2, 2});
  play(g, ChooseOption{0});  // red 3+
  play(g, RollDice{dice(1, 0, 1, 0)});
  CHECK(refuse(g, UseItem{0, 1, Color::Any}).rule == "R7.4");  // the yellow die
  play(g, UseItem{0, 0, Color::Any});
  CHECK(g.state().test.dice[0].value == 4);
  CHECK(g.state().test.dice[0].natural == 2);
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
}

TEST_CASE("recover value: a die showing the value returns to the pool", "[R7.4]") {
  Game g = setup("tester", 1, dice(2, 2, 2, 1), {"recover_six"}, {6, 5});
  play(g, ChooseOption{0});
  play(g, RollDice{dice(2, 0, 0, 0)});
  CHECK(refuse(g, UseItem{0, 1, Color::Any}).rule == "R7.4");  // shows 5
  play(g, UseItem{0, 0, Color::Any});
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
  CHECK(me(g).pool == dice(1, 2, 2, 1));
  CHECK(me(g).spent == dice(1, 0, 0, 0));
}

TEST_CASE("recover spent: a spent die of the colour back to the pool, on the turn or after a roll",
          "[R7.4][R7.2]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"recover_spent_blue"}, {1, 2});
  CHECK(refuse(g, UseItem{0, -1, Color::Blue}).rule == "R7.4");  // nothing spent yet
  play(g, ChooseOption{1});
  play(g, RollDice{dice(0, 2, 0, 0)});
  CHECK(refuse(g, UseItem{0, -1, Color::Blue}).rule == "R7.4");  // rolled, not yet spent
  play(g, Resolve{});  // d1_a option 1 needs blue 4+: failed, two blue dice spent
  REQUIRE(me(g).node == 0);
  REQUIRE(me(g).spent[Color::Blue] == 2);
  CHECK(refuse(g, UseItem{0, -1, Color::Red}).rule == "R7.4");
  CHECK(refuse(g, UseItem{0, -1, Color::Any}).rule == "R7.2");
  play(g, UseItem{0, -1, Color::Blue});
  CHECK(me(g).spent[Color::Blue] == 1);
  CHECK(me(g).pool[Color::Blue] == 1);
}

TEST_CASE("bonus all: +1 to every rolled die of the colour", "[R7.4]") {
  Game g = setup("tester", 7, dice(0, 0, 2, 0), {"bonus_yellow"}, {2, 5});
  play(g, ChooseOption{0});  // yellow 3+
  play(g, RollDice{dice(0, 0, 2, 0)});
  CHECK(g.state().test.dice[0].value == 3);
  CHECK(g.state().test.dice[1].value == 6);
  CHECK(g.state().test.dice[1].natural == 5);
}

TEST_CASE("convert: a pool die becomes another colour, supply permitting", "[R7.4][R1.1]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"convert_red_black"}, {});
  const DiceCounts supply = g.state().supply;
  CHECK(refuse(g, UseItem{0, -1, Color::Black}).rule == "R7.2");  // the colours are fixed
  play(g, UseItem{0, -1, Color::Any});
  CHECK(me(g).pool == dice(1, 2, 2, 2));
  CHECK(g.state().supply[Color::Red] == supply[Color::Red] + 1);
  CHECK(g.state().supply[Color::Black] == supply[Color::Black] - 1);
  Game h = setup("tester", 0, dice(2, 2, 2, 1), {"convert_red_black"}, {},
                 supply_emptied(Color::Black, dice(2, 2, 2, 1)));
  REQUIRE(h.state().supply[Color::Black] == 0);
  CHECK(refuse(h, UseItem{0, -1, Color::Any}).rule == "R1.1");
}

TEST_CASE("extra die: rolling the colour adds one more from the supply", "[R7.4][R1.1]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"extra_blue"}, {3, 5, 6});
  play(g, ChooseOption{1});
  const int supply_blue = g.state().supply[Color::Blue];
  play(g, RollDice{dice(0, 1, 0, 0)});
  CHECK(g.state().test.dice.size() == 2);
  CHECK(g.state().supply[Color::Blue] == supply_blue - 1);
  play(g, Resolve{});
  CHECK(me(g).spent[Color::Blue] == 2);
  // Rolling no blue adds nothing; with the supply out of blue, nothing either.
  Game h = setup("tester", 0, dice(2, 2, 2, 1), {"extra_blue"}, {4, 4});
  play(h, ChooseOption{0});
  play(h, RollDice{dice(1, 0, 0, 0)});
  CHECK(h.state().test.dice.size() == 1);
  Game k = setup("tester", 0, dice(2, 2, 2, 1), {"extra_blue"}, {4, 4},
                 supply_emptied(Color::Blue, dice(2, 2, 2, 1)));
  REQUIRE(k.state().supply[Color::Blue] == 0);
  play(k, ChooseOption{1});
  play(k, RollDice{dice(0, 1, 0, 0)});
  CHECK(k.state().test.dice.size() == 1);
}

TEST_CASE("recover after success: on a passing roll of a big enough test, a die returns", "[R7.4]") {
  Game g = setup("tester", 2, dice(2, 2, 2, 1), {"after_success"}, {4, 1, 5},
                 [](GameOptions& o) { seat_start(o, 0).gems = 1; });
  play(g, ChooseOption{0});  // d1_c: red 3+ and blue 5+ (two requirements)
  play(g, RollDice{dice(1, 1, 0, 0)});
  CHECK(refuse(g, UseItem{0, 0, Color::Any}).rule == "R7.4");  // does not pass yet
  REQUIRE(me(g).gems == 1);
  play(g, RerollWithGem{1});
  play(g, UseItem{0, 0, Color::Any});
  CHECK(refuse(g, UseItem{0, 0, Color::Any}).rule == "R7.1");
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
  CHECK(me(g).pool == dice(2, 1, 2, 1));
  CHECK(me(g).spent == dice(0, 1, 0, 0));
  // A one-requirement test is too small for it.
  Game h = setup("tester", 1, dice(2, 2, 2, 1), {"after_success"}, {6});
  play(h, ChooseOption{0});
  play(h, RollDice{dice(1, 0, 0, 0)});
  CHECK(refuse(h, UseItem{0, 0, Color::Any}).rule == "R7.4");
}

TEST_CASE("transform: lose a life to turn every rolled die of a colour into another", "[R7.4]") {
  Game g = setup("tester", 5, dice(0, 2, 0, 0), {"transform_blue_red"}, {5, 6});
  play(g, ChooseOption{0});  // d1_e: red 4+, black forbidden
  play(g, RollDice{dice(0, 2, 0, 0)});
  auto ev = play(g, UseItem{0, -1, Color::Any});
  CHECK(has_event(ev, EventKind::LifeLost));
  CHECK(me(g).lives == 2);
  CHECK(g.state().test.dice[0].color == Color::Red);
  CHECK(g.state().test.dice[1].color == Color::Red);
  CHECK(g.state().test.dice[0].rolled_color == Color::Blue);
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
  CHECK(me(g).spent == dice(0, 2, 0, 0));  // physically still blue
  // Ruling: never at the last life, so it cannot eliminate.
  Game h = setup("tester", 5, dice(0, 2, 0, 0), {"transform_blue_red"}, {5}, lives(1));
  play(h, ChooseOption{0});
  play(h, RollDice{dice(0, 1, 0, 0)});
  CHECK(refuse(h, UseItem{0, -1, Color::Any}).rule == "R7.4");
}

TEST_CASE("discard a die to heal: a pool die is spent for one life, only when hurt", "[R7.4]") {
  Game full = setup("tester", 0, dice(2, 2, 2, 1), {"discard_heal"}, {});
  CHECK(refuse(full, UseItem{0, -1, Color::Red}).rule == "R7.4");  // lives are full
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"discard_heal"}, {}, lives(2));
  CHECK(refuse(g, UseItem{0, -1, Color::Any}).rule == "R7.2");
  play(g, UseItem{0, -1, Color::Red});
  CHECK(me(g).lives == 3);
  CHECK(me(g).pool == dice(1, 2, 2, 1));
  CHECK(me(g).spent == dice(1, 0, 0, 0));
  CHECK(me(g).items[0].exhausted);
}

TEST_CASE("add a test die: before rolling, from the supply, then the card returns to the deck",
          "[R7.4][R7.1][R7.2]") {
  Game g = setup("tester", 5, dice(2, 2, 2, 1), {"add_test_die"}, {5, 2});
  const std::size_t deck = g.state().equipment_deck.size();
  CHECK(refuse(g, UseItem{0, -1, Color::Red}).rule == "R7.2");  // not before choosing an option
  play(g, ChooseOption{0});  // d1_e option 0 forbids black
  CHECK(refuse(g, UseItem{0, -1, Color::Black}).rule == "R7.4");
  CHECK(refuse(g, UseItem{0, -1, Color::Blue}).rule == "R7.4");  // not offered by the card
  auto ev = play(g, UseItem{0, -1, Color::Red});
  CHECK(has_event(ev, EventKind::ItemReturned));
  CHECK(me(g).items.empty());
  CHECK(g.state().equipment_deck.size() == deck + 1);
  CHECK(g.state().test.added == dice(1, 0, 0, 0));
  CHECK_FALSE(g.can_undo());  // the deck was shuffled
  play(g, RollDice{dice(0, 1, 0, 0)});
  CHECK(g.state().test.dice.size() == 2);
  CHECK(g.state().test.added == DiceCounts{});
  CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
  CHECK(me(g).spent == dice(1, 1, 0, 0));
}

TEST_CASE("a cancelled test gives added dice back to the supply", "[R7.4][R10.3]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"add_test_die"}, {});
  const DiceCounts supply = g.state().supply;
  play(g, ChooseOption{0});
  play(g, UseItem{0, -1, Color::Black});
  play(g, CancelTest{});
  CHECK(g.state().supply == supply);
}

TEST_CASE("heal potion: one life at any step of the owner's turn, then back to the deck", "[R7.4][R7.2]") {
  Game full = setup("tester", 0, dice(2, 2, 2, 1), {"potion", "potion"}, {3});
  CHECK(refuse(full, UseItem{0, -1, Color::Any}).rule == "R7.4");  // full lives
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"potion", "potion"}, {3}, lives(1));
  play(g, UseItem{0, -1, Color::Any});
  CHECK(me(g).lives == 2);
  CHECK(me(g).items.size() == 1);
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 0, 0, 0)});
  play(g, UseItem{0, -1, Color::Any});  // after the roll as well
  CHECK(me(g).lives == 3);
  CHECK(me(g).items.empty());
}

TEST_CASE("the ability works once per turn and is ready again next turn", "[R3.3][R4.5]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {}, {1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  play(g, ChooseOption{0});
  play(g, RollDice{dice(2, 0, 0, 0)});
  auto ev = play(g, UseAbility{0, Color::Any});  // tester: reroll any die
  CHECK(has_event(ev, EventKind::AbilityUsed));
  CHECK(g.state().test.dice[0].natural == 1);
  CHECK(me(g).ability_exhausted);
  CHECK(refuse(g, UseAbility{1, Color::Any}).rule == "R3.3");
  play(g, Resolve{});
  play(g, Rest{});
  CHECK_FALSE(me(g).ability_exhausted);
  play(g, Rest{});  // seat 1 (brute) rests
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 0, 0, 0)});
  CHECK(is_legal(g, UseAbility{0, Color::Any}));
}

TEST_CASE("abilities use the same vocabulary: add value, heal, recover spent", "[R3.3][R7.4]") {
  SECTION("brute: +1 to a red die") {
    Game g = setup("brute", 0, dice(3, 2, 1, 1), {}, {2});
    play(g, ChooseOption{0});
    play(g, RollDice{dice(1, 0, 0, 0)});
    play(g, UseAbility{0, Color::Any});
    CHECK(g.state().test.dice[0].value == 3);
    CHECK(has_event(play(g, Resolve{}), EventKind::TestPassed));
  }
  SECTION("sage: heal a life, refused at full lives") {
    Game full = setup("sage", 0, dice(1, 2, 2, 2), {}, {});
    CHECK(refuse(full, UseAbility{-1, Color::Any}).rule == "R7.4");
    Game g = setup("sage", 0, dice(1, 2, 2, 2), {}, {}, lives(2));
    play(g, UseAbility{-1, Color::Any});
    CHECK(me(g).lives == 3);
  }
  SECTION("rogue: recover a spent die of a chosen colour") {
    Game g = setup("rogue", 1, dice(2, 3, 2, 0), {}, {5});
    play(g, ChooseOption{0});
    play(g, RollDice{dice(0, 0, 1, 0)});
    play(g, Resolve{});
    CHECK(refuse(g, UseAbility{-1, Color::Red}).rule == "R7.4");
    play(g, UseAbility{-1, Color::Yellow});
    CHECK(me(g).pool == dice(2, 3, 2, 0));
  }
}

TEST_CASE("exhausted items are ready again after the final phase", "[R7.1][R4.5]") {
  Game g = setup("tester", 0, dice(2, 2, 2, 1), {"discard_heal"}, {}, lives(2));
  play(g, UseItem{0, -1, Color::Red});
  CHECK(me(g).items[0].exhausted);
  play(g, Rest{});
  CHECK_FALSE(me(g).items[0].exhausted);
  CHECK(check_invariants(g.state()) == "");
}

// Turn flow (R4): the initial phase each turn, resting, R4.4 with no dice, the final phase, the fixed
// turn order and round ends (R4.5, R4.6); plus undo and the per-player observation.
#include <catch2/catch.hpp>

#include "highscore/invariants.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {
}  // namespace

TEST_CASE("resting ends the turn: dice back, cards readied, the next seat takes its dice", "[R4.3][R4.5][R4.2]") {
  GameOptions o = base_options(3);
  o.scripted_dice = {1};
  give_item(o, 0, "discard_heal");
  seat_start(o, 0).lives = 2;
  Game g = new_game(o);
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 0, 0, 0)});
  play(g, Resolve{});  // failed: one red spent, a life lost
  play(g, UseItem{0, -1, Color::Blue});
  REQUIRE(g.state().players[0].items[0].exhausted);
  auto ev = play(g, Rest{});
  CHECK(has_event(ev, EventKind::Rested));
  CHECK(has_event(ev, EventKind::TurnStarted));
  const Player& p0 = g.state().players[0];
  CHECK(p0.pool == DiceCounts{});
  CHECK(p0.spent == DiceCounts{});
  CHECK_FALSE(p0.items[0].exhausted);
  CHECK(g.pending().owner == 1);
  CHECK(g.state().players[1].pool == dice(3, 2, 1, 1));  // brute
  CHECK(g.state().supply == dice(2, 3, 4, 2));
  CHECK(g.state().round == 1);
}

TEST_CASE("turn order is fixed clockwise from the first player, a round ends after the last seat",
          "[R4.6]") {
  GameOptions o = base_options(3);
  o.first_player = 1;
  Game g = new_game(o);
  std::vector<int> seen;
  int rounds_ended = 0;
  for (int k = 0; k < 6; ++k) {
    seen.push_back(g.pending().owner);
    auto ev = play(g, Rest{});
    for (const Event& e : ev)
      if (e.kind == EventKind::RoundEnded) {
        ++rounds_ended;
        CHECK(e.a == rounds_ended);
      }
  }
  CHECK(seen == std::vector<int>{1, 2, 0, 1, 2, 0});
  CHECK(rounds_ended == 2);
  CHECK(g.state().round == 3);
}

TEST_CASE("with no dice, resting is the only way on but items still work", "[R4.4]") {
  GameOptions o = base_options(2);
  give_item(o, 0, "potion");
  set_pool(o, 0, DiceCounts{});
  seat_start(o, 0).lives = 2;
  Game g = new_game(o);
  CHECK(refuse(g, ChooseOption{0}).rule == "R5.2");
  auto legal = g.legal_actions();
  CHECK(legal.size() == 2);
  CHECK(is_legal(g, Rest{}));
  CHECK(is_legal(g, UseItem{0, -1, Color::Any}));
}

TEST_CASE("a player resting on a peddler does not reopen the shop next turn", "[R6.1][R4.2]") {
  GameOptions o = base_options(1);
  place_active(o, 3, dice(2, 2, 2, 1));
  Game g = new_game(o);
  auto ev = play(g, Rest{});
  CHECK_FALSE(has_event(ev, EventKind::ShopOpened));
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.state().players[0].pool == dice(2, 2, 2, 1));
}

TEST_CASE("every step has one decision owned by the active player", "[R10.2]") {
  Game g = new_game(base_options(2));
  const Decision d = g.pending();
  CHECK(d.kind == DecisionKind::TurnAction);
  CHECK(d.owner == 0);
  play(g, ChooseOption{0});
  // The decision carries its context: the card being tested and the option chosen.
  CHECK(g.pending() == Decision{DecisionKind::ChooseDice, 0, 0, -1, 0});
}

TEST_CASE("refused actions name a rule and leave the state byte-identical", "[R10.2]") {
  Game g = new_game(base_options(2));
  for (const Action& a : std::vector<Action>{Resolve{}, RerollWithGem{0}, Buy{0, -1}, Heal{1}, LeaveShop{},
                                             ChooseBranch{0}, SkipOptional{}, MoveOn{}, CancelTest{},
                                             UseExpert{0}, React{true}, Fight{0}, Dodge{0}, ChooseNode{1},
                                             ChoosePlayer{1}, UseAbility{0, Color::Any}}) {
    const Refusal r = refuse(g, a);
    CHECK_FALSE(r.rule.empty());
    CHECK_FALSE(r.reason.empty());
  }
}

TEST_CASE("undo goes back one action unless it revealed something random", "[R10.2]") {
  GameOptions o = base_options(2);
  o.scripted_dice = {5};
  Game g = new_game(o);
  CHECK_FALSE(g.can_undo());
  CHECK_FALSE(g.undone().ok());
  const GameState start = g.state();
  play(g, ChooseOption{1});
  REQUIRE(g.can_undo());
  auto back = g.undone();
  REQUIRE(back.ok());
  CHECK(back->state() == start);
  CHECK(back->log().empty());
  play(g, RollDice{dice(0, 1, 0, 0)});
  CHECK_FALSE(g.can_undo());
  CHECK_FALSE(g.undone().ok());
  // Resolving draws nothing, so it can be undone back to the rolled dice (but not further).
  const GameState rolled = g.state();
  play(g, Resolve{});
  REQUIRE(g.can_undo());
  auto before_resolve = g.undone();
  REQUIRE(before_resolve.ok());
  CHECK(before_resolve->state() == rolled);
  CHECK_FALSE(before_resolve->can_undo());
}

TEST_CASE("observation hides face-down cards only", "[R9.1]") {
  GameOptions o = base_options(2);
  o.hidden = HiddenPreset::Bosses;
  Game g = new_game(o);
  const Observation view = g.observe(0);
  CHECK(view.state().board[8].face_down);
  CHECK(view.state().board[8].card == -1);
  CHECK(view.state().board[7].card >= 0);
  CHECK(g.observe(-1).state().board[8].card == -1);
  CHECK(view.pending == g.pending());
  CHECK(view.equipment_deck_size == static_cast<int>(g.state().equipment_deck.size()));
}

TEST_CASE("the event log and action log follow each applied action", "[R10.2]") {
  Game g = new_game(base_options(2));
  play(g, Rest{});
  play(g, Rest{});
  REQUIRE(g.log().size() == 2);
  CHECK(std::holds_alternative<Rest>(g.log()[0]));
  CHECK(check_invariants(g.state()) == "");
}

TEST_CASE("variable turn order: least advanced first, ties keep their order, rebuilt every round",
          "[R9.2]") {
  GameOptions o = base_options(4);
  o.variable_turn_order = true;
  o.first_player = 3;  // round 1: 3, 0, 1, 2
  seat_start(o, 0).node = 9;  // level 2, step 0: most advanced
  seat_start(o, 1).node = 1;  // level 1, step 1
  seat_start(o, 2).node = 8;  // level 1, step 6 (the boss)
  seat_start(o, 3).node = 1;  // same card as seat 1, earlier in the old order
  o.scripted_dice = {5, 5, 3, 5};
  Game g = new_game(o);
  for (int k = 0; k < 4; ++k) play(g, Rest{});
  CHECK(g.state().turn_order == std::vector<int>{3, 1, 2, 0});
  CHECK(g.pending().owner == 3);
  // Seat 1 passes d1_b (any 2+) and moves to step 2, ahead of seat 3, during round 2.
  play(g, Rest{});  // seat 3
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 0, 0, 0)});
  play(g, Resolve{});
  REQUIRE(g.state().players[1].node == 2);
  for (int k = 0; k < 3; ++k) play(g, Rest{});  // seats 1, 2, 0
  CHECK(g.state().turn_order == std::vector<int>{3, 1, 2, 0});
  // Seat 3 passes d1_b and d1_c, leaves the peddler and takes the upper branch: level 1 step 4,
  // ahead of seat 1 (step 2).
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 0, 0, 0)});
  play(g, Resolve{});
  play(g, ChooseOption{0});  // d1_c: red 3+ and blue 5+
  play(g, RollDice{dice(1, 1, 0, 0)});
  play(g, Resolve{});
  play(g, LeaveShop{});
  play(g, MoveOn{});
  play(g, ChooseBranch{0});
  REQUIRE(g.state().players[3].node == 4);
  for (int k = 0; k < 4; ++k) play(g, Rest{});  // seats 3, 1, 2, 0
  CHECK(g.state().turn_order == std::vector<int>{1, 3, 2, 0});
}

TEST_CASE("without the variant the order never changes", "[R4.6][R9.2]") {
  GameOptions o = base_options(3);
  seat_start(o, 0).node = 9;
  Game g = new_game(o);
  for (int k = 0; k < 6; ++k) play(g, Rest{});
  CHECK(g.state().turn_order == std::vector<int>{0, 1, 2});
}

TEST_CASE("ending at once: the last boss ends the game without finishing the round", "[R9.2][R8.1]") {
  GameOptions o = base_options(2);
  o.variable_turn_order = true;
  o.end_at_once = true;
  o.scripted_dice = {5, 5};
  place_active(o, 26, DiceCounts{{2, 0, 0, 0}});
  Game g = new_game(o);
  play(g, ChooseOption{0});
  play(g, RollDice{DiceCounts{{2, 0, 0, 0}}});
  auto ev = play(g, Resolve{});
  CHECK(has_event(ev, EventKind::GameEnded));
  CHECK(g.finished());
  CHECK(g.state().winners == std::vector<int>{0});
  CHECK(g.state().round == 1);
  CHECK(g.state().players[0].pool == DiceCounts{});  // the final phase still returned the dice
}

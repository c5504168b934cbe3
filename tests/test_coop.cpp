// R9.8 the cooperative mode, played through actions on the test grid (support_content.cpp):
//   0 L3 boss    1 L2 card    2 L1 card    3 L2 boss    4 L3 card
//   5 L2 card    6 L1 boss    7 TOWN       8 L1 peddler 9 L3 boss
//  10 L3 card   11 L2 card   12 L1 card   13 L1 card   14 L2 card
// Level 1 deals d1_a, d1_b, d1_c to nodes 2, 12, 13; bosses b1_x (6), b2_x (3), b3_x (0), b3_y (9).
#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "highscore/coop.hpp"
#include "highscore/game.hpp"
#include "highscore/invariants.hpp"
#include "highscore/save.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

constexpr int kTown = 7;

GameOptions coop_options(int players = 2) {
  GameOptions o = base_options(players);
  o.mode = Mode::Coop;
  return o;
}


std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Lives and the round from the start (GameOptions::start), for the poison's edge cases; a life of 0
// here means "as usual".
GameOptions with_lives_and_round(GameOptions o, const std::vector<int>& lives, int round) {
  for (std::size_t seat = 0; seat < lives.size(); ++seat)
    if (lives[seat] > 0) seat_start(o, static_cast<int>(seat)).lives = lives[seat];
  o.start.round = round;
  return o;
}

int potion() { return equipment_id("potion"); }

// Tries the card the active player stands on with option `option`, rolling `roll` (scripted dice);
// an optional test on offer is skipped. The events of the resolution (and the skip).
std::vector<Event> pass_card(Game& g, int option, DiceCounts roll) {
  play(g, ChooseOption{option});
  play(g, RollDice{roll});
  std::vector<Event> events = play(g, Resolve{});
  if (g.pending().kind == DecisionKind::OptionalTest) {
    const auto more = play(g, SkipOptional{});
    events.insert(events.end(), more.begin(), more.end());
  }
  return events;
}

int entities_of(const Game& g, EntityKind kind) {
  const auto& e = g.state().entities;
  return static_cast<int>(std::count_if(e.begin(), e.end(), [&](const Entity& x) { return x.kind == kind; }));
}

}  // namespace

TEST_CASE("co-op set-up: a grid around the town, only the town's neighbours face up, potions set aside",
          "[R9.8][R10.2]") {
  Game g = new_game(coop_options());
  const GameState& s = g.state();
  REQUIRE(s.board.size() == 15);
  CHECK(s.level_first_node == std::vector<int>{kTown, kTown, kTown});
  CHECK(s.level_boss_nodes == std::vector<std::vector<int>>{{6}, {3}, {0, 9}});
  CHECK(s.level_peddler_node == std::vector<int>{8, -1, -1});
  // Orthogonal neighbours only, linked both ways.
  CHECK(sorted(s.board[kTown].next) == std::vector<int>{2, 6, 8, 12});
  CHECK(sorted(s.board[kTown].prev) == std::vector<int>{2, 6, 8, 12});
  CHECK(sorted(s.board[2].next) == std::vector<int>{1, 3, 7});
  CHECK(sorted(s.board[0].next) == std::vector<int>{1, 5});
  CHECK(s.board[kTown].card == -1);
  CHECK(s.board[kTown].level == 0);
  for (int node = 0; node < 15; ++node) {
    const bool up = node == kTown || node == 2 || node == 6 || node == 8 || node == 12;
    INFO("node " << node);
    CHECK(s.board[node].face_down == !up);
  }
  CHECK(s.board[2].card == card_id("d1_a"));
  CHECK(s.board[12].card == card_id("d1_b"));
  CHECK(s.hidden_cards.at(13) == card_id("d1_c"));
  CHECK(s.board[6].card == card_id("b1_x"));
  CHECK(s.hidden_cards.at(0) == card_id("b3_x"));
  CHECK(s.hidden_cards.at(9) == card_id("b3_y"));
  // The three heal potions lie in town and are out of the equipment deck.
  CHECK(coop_potions(s) == std::vector<int>{potion(), potion(), potion()});
  CHECK(std::count(s.equipment_deck.begin(), s.equipment_deck.end(), potion()) == 0);
  for (const Player& p : s.players) CHECK(p.node == kTown);
  // The group chooses who plays first; the leader (seat 0) answers for it.
  CHECK(g.pending() == Decision{DecisionKind::ChoosePlayer, 0, -1, -1, 0});
  CHECK(g.legal_actions() == std::vector<Action>{ChoosePlayer{0}, ChoosePlayer{1}});
  CHECK(coop_boss_target(test_content(), g.options()) == 2);
}

TEST_CASE("co-op refusals: seats, variants, maps", "[R9.8]") {
  for (int players : {1, 5}) {
    GameOptions o = coop_options(2);
    o.players = players;
    o.characters.clear();
    auto r = validate_options(test_content(), o);
    REQUIRE(r);
    CHECK(r->rule == "R9.8");
  }
  GameOptions hidden = coop_options();
  hidden.hidden = HiddenPreset::Bosses;
  CHECK(validate_options(test_content(), hidden)->reason.find("hidden cards") != std::string::npos);
  GameOptions coin = coop_options();
  coin.insert_coin = true;
  CHECK(validate_options(test_content(), coin));
  GameOptions no_map = coop_options();
  no_map.coop_map = "atlantis";
  CHECK(validate_options(test_content(), no_map)->reason.find("atlantis") != std::string::npos);
  GameOptions standard_with_map = base_options(2);
  standard_with_map.coop_map = "test_grid";
  CHECK(validate_options(test_content(), standard_with_map)->rule == "R9.8");
  GameOptions named = coop_options(3);
  named.coop_map = "test_grid";
  CHECK_FALSE(validate_options(test_content(), named));
}

TEST_CASE("co-op turn: move to an adjacent face-up card, pass it, token down and neighbours turned up",
          "[R9.8][R5.5]") {
  GameOptions o = coop_options();
  o.scripted_dice = {5};
  Game g = new_game(o);
  play(g, ChoosePlayer{1});
  CHECK(g.pending() == Decision{DecisionKind::ChooseNode, 1, kTown, -1, -1});
  for (int node : {2, 6, 8, 12}) CHECK(is_legal(g, ChooseNode{node}));
  CHECK(is_legal(g, Rest{}));
  CHECK(refuse(g, ChooseNode{13}).reason.find("orthogonally adjacent") != std::string::npos);  // diagonal
  CHECK(refuse(g, ChooseNode{0}).rule == "R9.8");
  CHECK(refuse(g, ChooseNode{99}).rule == "R9.8");
  refuse(g, ChooseOption{0});  // the town has no test
  play(g, ChooseNode{12});
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.state().players[1].node == 12);
  refuse(g, ChooseNode{kTown});  // R5.6: the card's test first
  const auto events = pass_card(g, 0, dice(1, 0, 0, 0));
  CHECK(has_event(events, EventKind::TokenPlaced));
  CHECK(count_events(events, EventKind::CardRevealed) == 2);
  const GameState& s = g.state();
  CHECK_FALSE(s.board[11].face_down);
  CHECK_FALSE(s.board[13].face_down);
  CHECK(s.board[13].card == card_id("d1_c"));
  CHECK(s.entities.back() == Entity{EntityKind::Token, 12, -1, 1, Color::Red, 0});
  CHECK(g.pending() == Decision{DecisionKind::ChooseNode, 1, 12, -1, -1});
  CHECK(sorted([&] {
          std::vector<int> moves;
          for (const Action& a : g.legal_actions())
            if (const auto* m = std::get_if<ChooseNode>(&a)) moves.push_back(m->node);
          return moves;
        }()) == std::vector<int>{7, 11, 13});
}

TEST_CASE("co-op: a failed test costs a life and keeps the player on the card", "[R9.8][R5.6]") {
  GameOptions o = coop_options();
  o.scripted_dice = {1};
  Game g = new_game(o);
  play(g, ChoosePlayer{0});
  play(g, ChooseNode{2});
  const auto events = pass_card(g, 0, dice(1, 0, 0, 0));
  CHECK(has_event(events, EventKind::TestFailed));
  CHECK(g.state().players[0].lives == 2);
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.state().players[0].node == 2);
  refuse(g, ChooseNode{kTown});
  CHECK(entities_of(g, EntityKind::Token) == 0);
}

TEST_CASE("co-op: cards with a token this round are crossed without a test, the last to play is not asked",
          "[R9.8]") {
  GameOptions o = coop_options();
  o.scripted_dice = {4};
  Game g = new_game(o);
  play(g, ChoosePlayer{1});
  play(g, ChooseNode{12});
  pass_card(g, 0, dice(1, 0, 0, 0));
  play(g, Rest{});
  // Ruling: only seat 0 is left to play this round, so its turn starts without a choice.
  CHECK(g.pending() == Decision{DecisionKind::ChooseNode, 0, kTown, -1, -1});
  CHECK(coop_played_this_round(g.state()) == std::vector<int>{1});
  const auto events = play(g, ChooseNode{12});
  CHECK_FALSE(has_event(events, EventKind::TestPassed));
  CHECK(g.pending() == Decision{DecisionKind::ChooseNode, 0, 12, -1, -1});
  CHECK(g.state().players[0].pool == dice(2, 2, 2, 1));  // no die spent crossing
  // The town is crossed freely too.
  play(g, ChooseNode{kTown});
  CHECK(g.pending() == Decision{DecisionKind::ChooseNode, 0, kTown, -1, -1});
}

TEST_CASE("co-op peddler: works on entering, then holds the token and is closed this round", "[R9.8][R6.1]") {
  Game g = new_game(coop_options());
  play(g, ChoosePlayer{0});
  auto events = play(g, ChooseNode{8});
  CHECK(has_event(events, EventKind::ShopOpened));
  CHECK(has_event(events, EventKind::TokenPlaced));
  // The token turns up the peddler's neighbours (Ruling).
  CHECK(count_events(events, EventKind::CardRevealed) == 3);
  CHECK(g.pending().kind == DecisionKind::Shop);
  play(g, LeaveShop{});
  CHECK(g.pending() == Decision{DecisionKind::ChooseNode, 0, 8, -1, -1});
  play(g, Rest{});
  events = play(g, ChooseNode{8});  // seat 1: the peddler holds a token
  CHECK_FALSE(has_event(events, EventKind::ShopOpened));
  CHECK(g.pending() == Decision{DecisionKind::ChooseNode, 1, 8, -1, -1});
  CHECK(entities_of(g, EntityKind::Token) == 1);
}

TEST_CASE("co-op end of round: back to town, tokens gone, gems stay, the poison split as chosen",
          "[R9.8][R10.2]") {
  GameOptions o = coop_options();
  o.scripted_dice = {6, 6, 6};
  Game g = new_game(o);
  play(g, ChoosePlayer{0});
  play(g, ChooseNode{6});
  auto events = pass_card(g, 0, dice(1, 0, 1, 0));  // b1_x: red 3 + any 3
  CHECK(has_event(events, EventKind::BossDefeated));
  CHECK(entities_of(g, EntityKind::BossGem) == 1);
  play(g, ChooseNode{kTown});
  play(g, ChooseNode{12});
  pass_card(g, 0, dice(1, 0, 0, 0));
  play(g, Rest{});
  play(g, Rest{});  // seat 1
  const GameState& s = g.state();
  CHECK(g.pending() == Decision{DecisionKind::SplitPoison, 0, kTown, -1, 1});
  for (const Player& p : s.players) CHECK(p.node == kTown);
  CHECK(entities_of(g, EntityKind::Token) == 0);
  CHECK(entities_of(g, EntityKind::BossGem) == 1);
  CHECK(g.legal_actions() == std::vector<Action>{SplitPoison{{1, 0}}, SplitPoison{{0, 1}}});
  CHECK(refuse(g, SplitPoison{{1, 1}}).reason.find("add up") != std::string::npos);
  CHECK(refuse(g, SplitPoison{{1}}).rule == "R9.8");
  CHECK(refuse(g, SplitPoison{{2, -1}}).rule == "R9.8");
  play(g, SplitPoison{{0, 1}});
  CHECK(s.players[0].lives == 3);
  CHECK(s.players[1].lives == 3);  // brute: 4 - 1
  CHECK(s.round == 2);
  CHECK(g.pending() == Decision{DecisionKind::ChoosePlayer, 0, -1, -1, 0});
  CHECK(coop_played_this_round(s).empty());
  // The gem stays: the boss is crossed without a test from now on.
  play(g, ChoosePlayer{1});
  events = play(g, ChooseNode{6});
  CHECK_FALSE(has_event(events, EventKind::OptionChosen));
  CHECK(g.pending() == Decision{DecisionKind::ChooseNode, 1, 6, -1, -1});
  // Round 2's poison is 2 lives.
  CHECK(coop_poison(s) == 2);
}

TEST_CASE("co-op win: the target of bosses with two players needs a level-3 boss, it ends at once",
          "[R9.8]") {
  GameOptions o = coop_options();
  o.scripted_dice = {6, 6, 6, 6, 6};
  Game g = new_game(o);
  play(g, ChoosePlayer{0});
  play(g, ChooseNode{6});
  pass_card(g, 0, dice(1, 0, 1, 0));  // b1_x
  play(g, ChooseNode{kTown});
  play(g, ChooseNode{8});
  play(g, LeaveShop{});
  play(g, ChooseNode{3});
  pass_card(g, 1, dice(0, 0, 0, 1));  // b2_x with its black option
  // Two bosses is the 2-player target, but none is of level 3.
  CHECK(coop_bosses_defeated(g.state()) == 2);
  CHECK_FALSE(g.finished());
  play(g, Rest{});
  // Seat 1 crosses the peddler (token) to the level-3 boss b3_y.
  play(g, ChooseNode{8});
  play(g, ChooseNode{9});
  const std::size_t items_before = g.state().players[1].items.size();
  const int deck_before = static_cast<int>(g.state().equipment_deck.size());
  play(g, ChooseOption{0});
  play(g, RollDice{dice(2, 0, 0, 0)});
  play(g, Resolve{});
  CHECK(g.pending().kind == DecisionKind::OptionalTest);
  const auto events = play(g, SkipOptional{});
  CHECK(has_event(events, EventKind::RewardDrawn));  // a level-3 boss gives the top equipment card
  CHECK(g.state().players[1].items.size() == items_before + 1);
  CHECK(static_cast<int>(g.state().equipment_deck.size()) == deck_before - 1);
  REQUIRE(g.finished());
  CHECK(g.state().end_reason == EndReason::CoopVictory);
  CHECK(g.state().winners == std::vector<int>{0, 1});
  CHECK(g.legal_actions().empty());
  CHECK(check_invariants(g.state()) == "");
}

TEST_CASE("co-op loss: a character at 0 lives on a test loses the game for everyone", "[R9.8][R5.10]") {
  GameOptions o = coop_options();
  o.scripted_dice = {1, 1, 1};
  Game g = new_game(o);
  play(g, ChoosePlayer{0});
  play(g, ChooseNode{2});
  pass_card(g, 0, dice(1, 0, 0, 0));
  pass_card(g, 0, dice(1, 0, 0, 0));
  const auto events = pass_card(g, 1, dice(0, 1, 0, 0));
  CHECK(has_event(events, EventKind::GameEnded));
  REQUIRE(g.finished());
  CHECK(g.state().end_reason == EndReason::CoopFallen);
  CHECK(g.state().winners.empty());
  CHECK(check_invariants(g.state()) == "");
}

TEST_CASE("co-op poison: a split that kills when another would not, potions drunk before it", "[R9.8][R7.4]") {
  Game g = new_game(with_lives_and_round(coop_options(), {1, 1}, 1));
  play(g, ChoosePlayer{0});
  play(g, Rest{});
  play(g, Rest{});
  // Both splits kill someone, and the app warns so; drinking a potion first saves the party.
  CHECK(coop_split_kills(g.state(), SplitPoison{{1, 0}}));
  CHECK(coop_split_kills(g.state(), SplitPoison{{0, 1}}));
  CHECK(is_legal(g, DrinkPotion{potion(), 0}));
  CHECK(is_legal(g, DrinkPotion{potion(), 1}));
  const Decision before = g.pending();
  play(g, DrinkPotion{potion(), 0});
  CHECK(g.pending() == before);  // the same decision and owner wait (R10.2)
  CHECK(g.state().players[0].lives == 2);
  CHECK(coop_potions(g.state()).size() == 2);
  CHECK_FALSE(coop_split_kills(g.state(), SplitPoison{{1, 0}}));
  CHECK(coop_split_kills(g.state(), SplitPoison{{0, 1}}));
  CHECK(coop_gentlest_split(g.state()) == SplitPoison{{1, 0}});
  play(g, SplitPoison{{1, 0}});
  CHECK_FALSE(g.finished());
  CHECK(g.state().players[0].lives == 1);
}

TEST_CASE("co-op poison: a split that can only kill ends the game, and poison beyond every life takes all",
          "[R9.8]") {
  SECTION("every split kills") {
    Game g = new_game(with_lives_and_round(coop_options(), {1, 1}, 1));
    play(g, ChoosePlayer{0});
    play(g, Rest{});
    play(g, Rest{});
    play(g, SplitPoison{{0, 1}});
    REQUIRE(g.finished());
    CHECK(g.state().end_reason == EndReason::CoopPoisoned);
    CHECK(g.state().winners.empty());
  }
  SECTION("more poison than lives") {
    Game g = new_game(with_lives_and_round(coop_options(), {1, 1}, 5));
    play(g, ChoosePlayer{0});
    play(g, Rest{});
    play(g, Rest{});
    CHECK(coop_poison_due(g.state()) == 2);
    std::vector<Action> splits;
    for (const Action& a : g.legal_actions())
      if (std::holds_alternative<SplitPoison>(a)) splits.push_back(a);
    CHECK(splits == std::vector<Action>{SplitPoison{{1, 1}}});
    play(g, SplitPoison{{1, 1}});
    CHECK(g.state().end_reason == EndReason::CoopPoisoned);
  }
}

TEST_CASE("co-op potions: anyone in town, at any decision, never above the maximum", "[R9.8][R10.2]") {
  GameOptions o = coop_options();
  o.scripted_dice = {1};
  Game full = new_game(o);
  // Everyone at full lives: no potion is offered.
  CHECK(refuse(full, DrinkPotion{potion(), 0}).reason.find("maximum") != std::string::npos);
  Game g = new_game(with_lives_and_round(o, {0, 1}, 1));  // seat 1 starts on its last life
  play(g, ChoosePlayer{0});
  play(g, ChooseNode{2});
  pass_card(g, 0, dice(1, 0, 0, 0));  // fails: seat 0 is at 2 lives, out of town
  // During seat 0's test, seat 1 (in town) may drink; seat 0 may not (not in town).
  play(g, ChooseOption{1});
  CHECK(g.pending().kind == DecisionKind::ChooseDice);
  CHECK(is_legal(g, DrinkPotion{potion(), 1}));
  CHECK(refuse(g, DrinkPotion{potion(), 0}).reason.find("in town") != std::string::npos);
  refuse(g, DrinkPotion{equipment_id("reroll_any"), 1});
  refuse(g, DrinkPotion{potion(), 7});
  play(g, DrinkPotion{potion(), 1});
  CHECK(g.pending().kind == DecisionKind::ChooseDice);
  CHECK(g.pending().owner == 0);
  CHECK(g.state().players[1].lives == 2);
  play(g, DrinkPotion{potion(), 1});
  play(g, DrinkPotion{potion(), 1});
  CHECK(g.state().players[1].lives == 4);
  CHECK(coop_potions(g.state()).empty());
  refuse(g, DrinkPotion{potion(), 1});
}

TEST_CASE("co-op: the last face-down card of a level turned up, passing a card with nothing left to reveal",
          "[R9.8][R9.1]") {
  GameOptions o = coop_options();
  o.scripted_dice = {6, 6, 6, 6};
  Game g = new_game(o);
  play(g, ChoosePlayer{0});
  play(g, ChooseNode{12});
  pass_card(g, 0, dice(1, 0, 0, 0));  // d1_b turns up 11 and 13: 13 is level 1's last hidden card
  for (const auto& [node, card] : g.state().hidden_cards) CHECK(g.state().board[node].level != 1);
  play(g, ChooseNode{13});
  const auto events = pass_card(g, 0, dice(1, 1, 0, 0));  // d1_c: red 3 + blue 5; turns up 14 only
  CHECK(count_events(events, EventKind::CardRevealed) == 1);
  CHECK_FALSE(g.state().board[14].face_down);
  play(g, ChooseNode{12});
  play(g, ChooseNode{kTown});
  play(g, ChooseNode{2});  // d1_a's neighbours: 1 and 3 are still down
  const auto more = pass_card(g, 1, dice(0, 1, 0, 0));  // blue 4
  CHECK(count_events(more, EventKind::CardRevealed) == 2);
  CHECK(check_invariants(g.state()) == "");
}

TEST_CASE("co-op games save, reload and replay to the same state, the same seed plays the same game",
          "[R9.8][R10.1][R10.4]") {
  GameOptions o = coop_options(3);
  o.scripted_dice = {6, 2, 6};
  Game g = new_game(o, 7);
  play(g, ChoosePlayer{2});
  play(g, ChooseNode{8});
  play(g, LeaveShop{});
  play(g, ChooseNode{13});
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  auto reloaded = load_game(test_content(), save_game(g));
  REQUIRE(reloaded.ok());
  CHECK(reloaded->state() == g.state());
  CHECK(reloaded->hash() == g.hash());
  auto snapshot = state_from_json(state_to_json(g.state()));
  REQUIRE(snapshot.ok());
  CHECK(snapshot.value() == g.state());
  Game again = new_game(o, 7);
  for (const Action& a : g.log()) play(again, a);
  CHECK(again.state() == g.state());
}

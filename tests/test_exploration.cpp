// R9.5 exploration mode: the level decks and the start card, cards drawn as branches are passed,
// bifurcations (a boss and a dead end join the deck, two branches grow), dead ends and the way back
// with pool dice, a deck that runs out, the peddler that opens the next level, and several winners
// through different bosses.
#include <catch2/catch.hpp>

#include <algorithm>

#include "highscore/bots.hpp"
#include "highscore/invariants.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

GameOptions exploration_options(int players = 2) {
  GameOptions o = base_options(players);  // level decks start d1_a, d1_b, ... (stacked "dungeon:L")
  o.exploration = true;
  return o;
}

// Level L's deck order: `top` first ("explore:L"), and after its N-th shuffle ("explore:L:N").
void stack(GameOptions& o, int level, std::vector<std::string> top, int shuffle = 0) {
  const std::string lv = std::to_string(level), n = std::to_string(shuffle);
  o.stacked[shuffle > 0 ? "explore:" + lv + ":" + n : "explore:" + lv] = std::move(top);
}

std::vector<int> deck(const Game& g, int level) { return g.state().exploration_decks[static_cast<std::size_t>(level - 1)]; }

int count_kind(const std::vector<int>& cards, CardKind kind) {
  return static_cast<int>(std::count_if(cards.begin(), cards.end(), [&](int c) { return test_content().cards[c].kind == kind; }));
}

const std::string& card_at(const Game& g, int node) { return test_content().cards[g.state().board[node].card].id; }

// Passes the card the active player stands on with its first option, rolling `dice`, and skips a chest.
std::vector<Event> pass_here(Game& g, DiceCounts dice, int option = 0) {
  play(g, ChooseOption{option});
  play(g, RollDice{dice});
  std::vector<Event> events = play(g, Resolve{});
  if (g.pending().kind == DecisionKind::OptionalTest) {
    auto more = play(g, SkipOptional{});
    events.insert(events.end(), more.begin(), more.end());
  }
  return events;
}

const DiceCounts kOneRed{{1, 0, 0, 0}};

}  // namespace

TEST_CASE("exploration set-up: one start card, the level decks, everyone on the start card", "[R9.5][R2.3]") {
  Game g = new_game(exploration_options(3));
  const GameState& s = g.state();
  REQUIRE(s.board.size() == 1);
  CHECK(card_at(g, 0) == "d1_a");
  CHECK(s.level_first_node == std::vector<int>{0, -1, -1});
  CHECK(s.level_boss_nodes == std::vector<std::vector<int>>{{}, {}, {}});
  // Level decks: 7 dungeon cards + 2 bifurcations (the start card drawn), the level-3 peddler in its deck.
  CHECK(deck(g, 1).size() == 8);
  CHECK(deck(g, 2).size() == 9);
  CHECK(deck(g, 3).size() == 10);
  CHECK(count_kind(deck(g, 3), CardKind::Peddler) == 1);
  CHECK(count_kind(deck(g, 1), CardKind::Boss) + count_kind(deck(g, 1), CardKind::DeadEnd) == 0);
  for (const Player& p : s.players) {
    CHECK(p.node == 0);
    CHECK(p.path == std::vector<int>{0});
  }
  // Nothing of the decks reaches an observation.
  CHECK(check_invariants(s).empty());
}

TEST_CASE("the start card is never a bifurcation: a bifurcation goes back and the deck is shuffled", "[R9.5]") {
  GameOptions o = exploration_options();
  o.stacked.erase("dungeon:1");
  o.stacked["explore:1"] = {"f1_a", "f1_b", "d1_c"};
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Game g = new_game(o, seed);
    CHECK(test_content().cards[g.state().board[0].card].kind == CardKind::Dungeon);
    CHECK(count_kind(deck(g, 1), CardKind::Bifurcation) == 2);
  }
}

TEST_CASE("exploration refuses hidden cards and the fourth level, and checks its stacked decks", "[R9.5][R9.7][R9.1]") {
  GameOptions o = exploration_options();
  o.hidden = HiddenPreset::Bosses;
  CHECK(validate_options(test_content(), o)->rule == "R9.5");
  o = exploration_options();
  o.fourth_level = true;
  CHECK(validate_options(test_content(), o)->rule == "R9.7");
  o = exploration_options();
  o.stacked["explore:1"] = {"b1_x"};
  CHECK(validate_options(test_content(), o).has_value());
  GameOptions standard = base_options(2);
  standard.stacked["explore:1"] = {"d1_a"};
  CHECK(validate_options(test_content(), standard).has_value());
}

TEST_CASE("passing the last card of a branch draws the next card and moves onto it", "[R9.5][R5.9]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6};
  Game g = new_game(o);
  auto events = pass_here(g, kOneRed);
  CHECK(has_event(events, EventKind::CardDrawn));
  REQUIRE(g.state().board.size() == 2);
  CHECK(card_at(g, 1) == "d1_b");
  CHECK(g.state().board[0].next == std::vector<int>{1});
  CHECK(g.state().board[1].prev == std::vector<int>{0});
  CHECK(g.state().board[1].step == 1);
  CHECK(g.state().players[0].node == 1);
  CHECK(deck(g, 1).size() == 7);
  CHECK_FALSE(g.can_undo());  // a drawn card is news
}

TEST_CASE("a bifurcation adds a boss and a dead end to its deck and grows two branches as they are chosen",
          "[R9.5][R5.9]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6, 6, 6, 6};
  stack(o, 1, {"d1_a", "f1_a"});
  stack(o, 1, {"d1_c", "d1_d"}, 1);
  Game g = new_game(o);
  auto events = pass_here(g, kOneRed);
  CHECK(has_event(events, EventKind::DeckShuffled));
  CHECK(card_at(g, 1) == "f1_a");
  CHECK(deck(g, 1).size() == 9);  // 8 - 1 + boss + dead end
  CHECK(count_kind(deck(g, 1), CardKind::Boss) == 1);
  CHECK(count_kind(deck(g, 1), CardKind::DeadEnd) == 1);
  const std::vector<int> level1 = deck(g, 1);
  CHECK(std::count(level1.begin(), level1.end(), card_id("b1_x")) == 1);  // the stacked boss first
  // Passing it: two branches, none drawn yet; the one chosen is drawn now.
  pass_here(g, kOneRed);
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  CHECK(is_legal(g, ChooseBranch{0}));
  CHECK(is_legal(g, ChooseBranch{1}));
  play(g, ChooseBranch{1});
  CHECK(g.state().board[1].next == std::vector<int>{2});
  CHECK(card_at(g, 2) == "d1_c");
  CHECK(g.state().players[0].node == 2);
  CHECK(g.state().players[0].branch_taken.at(1) == 2);
  play(g, Rest{});
  // The second player walks up to the bifurcation: the branch drawn so far, or a new one.
  pass_here(g, kOneRed);
  CHECK(g.state().players[1].node == 1);
  CHECK(g.state().board.size() == 3);  // walking onto a card on the board draws nothing
  pass_here(g, kOneRed);
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  play(g, ChooseBranch{1});
  CHECK(g.state().board[1].next == std::vector<int>{2, 3});
  CHECK(card_at(g, 3) == "d1_d");
  CHECK(g.state().players[1].node == 3);
  CHECK(g.state().board[2].row != g.state().board[3].row);  // the branches never overlap
  CHECK(g.state().board[2].col == g.state().board[3].col);
}

TEST_CASE("a bifurcation as the last card of a deck still brings its boss and dead end", "[R9.5]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6};
  stack(o, 1, {"d1_a", "f1_b"});
  o.start.exploration_deck_sizes = {1};  // only f1_b is left after the start card
  Game g = new_game(o);
  REQUIRE(deck(g, 1) == std::vector<int>{card_id("f1_b")});
  pass_here(g, kOneRed);
  CHECK(card_at(g, 1) == "f1_b");
  CHECK(deck(g, 1).size() == 2);
  CHECK(count_kind(deck(g, 1), CardKind::Boss) == 1);
  CHECK(count_kind(deck(g, 1), CardKind::DeadEnd) == 1);
}

TEST_CASE("a dead end pays on entry, and going back costs a pool die per card, over turns when dice run short",
          "[R9.5][R4.3]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6, 6, 6, 6, 6, 6};
  stack(o, 1, {"d1_a", "f1_a"});
  stack(o, 1, {"d1_b", "x1_a", "d1_c"}, 1);
  set_pool(o, 0, DiceCounts{{3, 1, 0, 0}});
  Game g = new_game(o);
  pass_here(g, kOneRed);  // onto the bifurcation (node 1)
  pass_here(g, kOneRed);
  play(g, ChooseBranch{0});  // node 2: d1_b
  REQUIRE(card_at(g, 2) == "d1_b");
  const int coins = g.state().players[0].coins;
  auto events = pass_here(g, kOneRed);  // d1_b (any 2+): onto the dead end, node 3
  CHECK(has_event(events, EventKind::DeadEndReward));
  REQUIRE(card_at(g, 3) == "x1_a");
  CHECK(g.state().players[0].node == 3);
  CHECK(g.state().players[0].coins == coins + 1 + 1);  // d1_b's coin, then the dead end's
  // Only going back (and resting) is left; one die per card: one blue die is left.
  REQUIRE(g.state().players[0].pool == DiceCounts{{0, 1, 0, 0}});
  CHECK(is_legal(g, ChooseNode{2, Color::Blue}));
  CHECK(refuse(g, ChooseNode{2, Color::Red}).rule == "R9.5");
  CHECK(refuse(g, ChooseNode{1, Color::Blue}).rule == "R9.5");  // one card at a time
  events = play(g, ChooseNode{2, Color::Blue});
  CHECK(has_event(events, EventKind::WentBack));
  CHECK(g.state().players[0].node == 2);
  CHECK(g.state().players[0].spent[Color::Blue] == 1);
  CHECK(g.state().players[0].path == std::vector<int>{0, 1, 2});
  // Out of dice: the rest of the way waits for the next turn.
  for (const Action& a : g.legal_actions()) CHECK_FALSE(std::holds_alternative<ChooseNode>(a));
  play(g, Rest{});
  // Another character on that branch may go back the same way on their turn.
  pass_here(g, kOneRed);     // d1_a: onto the bifurcation
  pass_here(g, kOneRed);
  play(g, ChooseBranch{0});  // the branch drawn so far: d1_b, before the dead end
  REQUIRE(g.state().players[1].node == 2);
  CHECK(is_legal(g, ChooseNode{1, Color::Red}));
  play(g, Rest{});
  play(g, ChooseNode{1, Color::Red});
  CHECK(g.state().players[0].node == 1);
  CHECK(g.state().players[0].branch_taken.count(1) == 0);  // the branch is chosen again
  // At the bifurcation (a branch still to grow) the way back ends.
  for (const Action& a : g.legal_actions()) CHECK_FALSE(std::holds_alternative<ChooseNode>(a));
  pass_here(g, kOneRed);
  play(g, ChooseBranch{1});
  CHECK(card_at(g, g.state().players[0].node) == "d1_c");
}

TEST_CASE("a level deck cut to cards without a bifurcation is refused: its branches could only run out", "[R9.5]") {
  // A deck that keeps no bifurcation never gets a boss: every branch would end with nowhere to go,
  // and every game would go on for ever (test_endless_options.cpp checks the bounds).
  GameOptions o = exploration_options();
  stack(o, 1, {"d1_a", "d1_b"});
  o.start.exploration_deck_sizes = {1, -1, -1};
  const auto refusal = validate_options(test_content(), o);
  REQUIRE(refusal.has_value());
  CHECK(refusal->rule == "R9.5");
}

TEST_CASE("exploration deck sizes are checked with the rest of the start", "[R9.5][R10.4]") {
  GameOptions o = exploration_options();
  o.start.exploration_deck_sizes = {1, -2};
  CHECK(validate_options(test_content(), o).has_value());
  o.start.exploration_deck_sizes = {-1, -1, -1, -1};
  CHECK(validate_options(test_content(), o).has_value());
  GameOptions standard = base_options(2);
  standard.start.exploration_deck_sizes = {1};
  CHECK(validate_options(test_content(), standard).has_value());
  o = exploration_options();
  o.stacked["explore:1:0"] = {"b1_x"};
  CHECK(validate_options(test_content(), o).has_value());
  o.stacked.erase("explore:1:0");
  o.stacked["explore:1:2"] = {"b1_x", "x1_a"};  // bosses and dead ends join after a shuffle
  CHECK_FALSE(validate_options(test_content(), o).has_value());
}

TEST_CASE("a defeated boss opens the next level with the peddler of the level left, placed once", "[R9.5][R6.1]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6, 6, 6, 6, 6, 6, 6, 6};
  // d1_a -> f1_a { b1_x | f1_b -> b1_y }: the second bifurcation brings the second boss.
  stack(o, 1, {"d1_a", "f1_a"});
  stack(o, 1, {"b1_x", "f1_b"}, 1);
  stack(o, 1, {"b1_y"}, 2);
  set_pool(o, 1, DiceCounts{{3, 2, 0, 0}});
  Game g = new_game(o);
  pass_here(g, kOneRed);  // node 1: the bifurcation
  pass_here(g, kOneRed);
  play(g, ChooseBranch{1});  // node 2: boss b1_x
  REQUIRE(card_at(g, 2) == "b1_x");
  CHECK(g.state().level_boss_nodes[0] == std::vector<int>{2});
  auto events = pass_here(g, DiceCounts{{0, 0, 0, 1}}, 1);  // the boss's black 4+ option
  CHECK(has_event(events, EventKind::BossDefeated));
  REQUIRE(g.state().board.size() == 4);
  CHECK(card_at(g, 3) == "p1");
  CHECK(g.state().board[3].level == 2);
  CHECK(g.state().level_first_node[1] == 3);
  CHECK(g.state().players[0].node == 3);
  CHECK(g.pending().kind == DecisionKind::Shop);  // entering a peddler (R6.1)
  play(g, LeaveShop{});
  play(g, Rest{});
  // The second player takes the other branch to another boss of level 1: it leads to the same card.
  pass_here(g, kOneRed);     // d1_a
  pass_here(g, kOneRed);     // f1_a
  play(g, ChooseBranch{1});  // draws f1_b (node 4)
  REQUIRE(card_at(g, 4) == "f1_b");
  pass_here(g, kOneRed);     // f1_b: red 2+
  play(g, ChooseBranch{1});
  REQUIRE(card_at(g, 5) == "b1_y");
  CHECK(g.state().level_boss_nodes[0] == std::vector<int>{2, 5});
  pass_here(g, DiceCounts{{0, 2, 0, 0}});  // any 4+ and any 4+
  CHECK(g.state().board.size() == 6);       // no second peddler
  CHECK(g.state().board[5].next == std::vector<int>{3});
  CHECK(g.state().board[3].prev == std::vector<int>{2, 5});
  CHECK(g.state().players[1].node == 3);
}

TEST_CASE("two players beating different level-3 bosses in one round both defeat the last boss", "[R9.5][R8.1][R8.2]") {
  GameOptions o = exploration_options();
  o.scripted_dice = std::vector<int>(24, 6);
  // Each level: its first card -> a bifurcation -> a boss; level 3's second branch grows a second
  // bifurcation with the second boss.
  stack(o, 1, {"d1_a", "f1_a"});
  stack(o, 1, {"b1_x"}, 1);
  stack(o, 2, {"f2_a"});
  stack(o, 2, {"b2_x"}, 1);
  stack(o, 3, {"f3_a", "f3_b"});
  stack(o, 3, {"b3_x", "f3_b"}, 1);
  stack(o, 3, {"b3_y"}, 2);
  set_pool(o, 0, DiceCounts{{2, 2, 0, 2}});
  set_pool(o, 1, DiceCounts{{3, 2, 0, 2}});
  Game g = new_game(o);
  const DiceCounts red{{1, 0, 0, 0}}, blue{{0, 1, 0, 0}}, black{{0, 0, 0, 1}};
  // Round 1: both walk to the level-3 bosses without fighting them.
  for (int seat : {0, 1}) {
    INFO("seat " << seat);
    pass_here(g, red);  // d1_a
    pass_here(g, red);  // f1_a
    play(g, ChooseBranch{seat == 0 ? 1 : 0});
    pass_here(g, black, 1);  // b1_x: black 4+
    play(g, LeaveShop{});
    play(g, MoveOn{});  // from p1 onto f2_a (drawn by the first)
    pass_here(g, blue);
    play(g, ChooseBranch{seat == 0 ? 1 : 0});
    pass_here(g, black, 1);  // b2_x: black 4+
    play(g, LeaveShop{});
    play(g, MoveOn{});  // from p2 onto f3_a
    if (seat == 0) {
      pass_here(g, blue);
      play(g, ChooseBranch{1});  // b3_x
    } else {
      pass_here(g, red);
      play(g, ChooseBranch{1});  // f3_b
      pass_here(g, blue, 1);     // f3_b: blue 4+
      play(g, ChooseBranch{1});  // b3_y
    }
    play(g, Rest{});
  }
  const GameState& s = g.state();
  REQUIRE(s.level_boss_nodes[2].size() == 2);
  CHECK(card_at(g, s.players[0].node) == "b3_x");
  CHECK(card_at(g, s.players[1].node) == "b3_y");
  REQUIRE(check_invariants(s).empty());
  // Round 2: the first beats b3_x, the second b3_y in the same round.
  pass_here(g, black, 1);  // b3_x: black 4+ for 1 coin and 1 gem
  CHECK(g.state().players[0].defeated_last_boss);
  CHECK(g.state().end_triggered);
  CHECK_FALSE(g.finished());
  if (g.pending().owner == 0) play(g, Rest{});
  pass_here(g, DiceCounts{{2, 0, 0, 0}});  // b3_y: any 6+ and any 4+ for 2 coins and a gem
  CHECK(g.state().players[1].defeated_last_boss);
  REQUIRE(g.finished());
  CHECK(g.state().end_reason == EndReason::LastBoss);
  const Player& a = g.state().players[0];
  const Player& b = g.state().players[1];
  INFO("coins " << a.coins << "/" << b.coins << " gems " << a.gems << "/" << b.gems);
  // R8.2 between them: the most treasure (no equipment bought here); the second's lucky red sixes
  // brought gems too.
  CHECK(b.coins + b.gems > a.coins + a.gems);
  CHECK(g.state().winners == std::vector<int>{1});
}

TEST_CASE("Insert Coin in exploration stops at the level's first card", "[R9.5][R9.3]") {
  GameOptions o = exploration_options();
  o.insert_coin = true;
  o.stacked["game_over"] = {"go_1", "go_2", "go_3", "new_game"};
  o.scripted_dice = {6, 1};
  seat_start(o, 0).lives = 1;
  Game g = new_game(o);
  pass_here(g, kOneRed);  // onto node 1
  play(g, ChooseOption{0});  // d1_b: any 2+
  play(g, RollDice{kOneRed});
  play(g, Resolve{});        // a 1: the last life
  CHECK(g.state().players[0].node == 0);  // four cards revealed, but the level's first card stops it
  CHECK(g.state().players[0].lives == 3);
}

TEST_CASE("bots play exploration games with expert abilities to the end", "[R9.5][R9.4][R10.2]") {
  for (const std::string kind : {"advisor", "random"}) {
    int finished = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      GameOptions o;
      o.players = 3;
      o.exploration = true;
      o.expert = true;
      Game g = new_game(o, seed);
      std::vector<std::unique_ptr<Bot>> bots;
      for (int seat = 0; seat < 3; ++seat) bots.push_back(make_bot(kind, seed * 31 + static_cast<std::uint64_t>(seat)));
      while (!g.finished() && g.state().round <= 60) {
        const Action a = ask_bot(*bots[static_cast<std::size_t>(g.pending().owner)], g);
        INFO(kind << " seed " << seed << ": " << describe(a));
        REQUIRE(g.apply(a).ok());
        REQUIRE(check_invariants(g.state()).empty());
      }
      finished += g.finished() ? 1 : 0;
    }
    INFO(kind);
    // The advisor finishes every game; random bots wander (back into dead ends, say) and most of
    // their games are still going after 60 rounds: the check is that the end is reachable for them.
    CHECK(finished >= (kind == "advisor" ? 6 : 1));
  }
}

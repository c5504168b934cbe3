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

// --- the one place these tests reach into a state by hand: the hidden deck order and a board
// built ahead for the end of the race.
GameState& poke(Game& g) { return g.setup_state(); }

// Puts `id` on top of its level's deck (taking it out of the deck or from the cards set aside).
void on_top(Game& g, const std::string& id) {
  const int card = card_id(id);
  auto& deck = poke(g).exploration_decks[static_cast<std::size_t>(test_content().cards[card].level - 1)];
  deck.erase(std::remove(deck.begin(), deck.end(), card), deck.end());
  deck.push_back(card);
}

int add_node(GameState& s, const std::string& id, int level, int parent) {
  Node n;
  n.card = card_id(id);
  n.level = level;
  s.board.push_back(n);
  const int node = static_cast<int>(s.board.size()) - 1;
  if (parent >= 0) {
    s.board[parent].next.push_back(node);
    s.board[node].prev.push_back(parent);
  }
  return node;
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
  Game g = new_game(o);
  on_top(g, "f1_a");
  auto events = pass_here(g, kOneRed);
  CHECK(has_event(events, EventKind::DeckShuffled));
  CHECK(card_at(g, 1) == "f1_a");
  CHECK(deck(g, 1).size() == 9);  // 8 - 1 + boss + dead end
  CHECK(count_kind(deck(g, 1), CardKind::Boss) == 1);
  CHECK(count_kind(deck(g, 1), CardKind::DeadEnd) == 1);
  const std::vector<int> level1 = deck(g, 1);
  CHECK(std::count(level1.begin(), level1.end(), card_id("b1_x")) == 1);  // the stacked boss first
  // Passing it: two branches, none drawn yet.
  on_top(g, "d1_c");
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
  // The second player: the branch taken so far, or a new one.
  g.setup_state().players[1].node = 1;
  g.setup_state().players[1].path = {0, 1};
  on_top(g, "d1_d");
  pass_here(g, kOneRed);
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  play(g, ChooseBranch{1});
  CHECK(g.state().board[1].next == std::vector<int>{2, 3});
  CHECK(card_at(g, 3) == "d1_d");
  CHECK(g.state().board[2].row != g.state().board[3].row);  // the branches never overlap
  CHECK(g.state().board[2].col == g.state().board[3].col);
}

TEST_CASE("a bifurcation as the last card of a deck still brings its boss and dead end", "[R9.5]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6};
  Game g = new_game(o);
  poke(g).exploration_decks[0] = {card_id("f1_b")};
  pass_here(g, kOneRed);
  CHECK(card_at(g, 1) == "f1_b");
  CHECK(deck(g, 1).size() == 2);
  CHECK(count_kind(deck(g, 1), CardKind::Boss) == 1);
  CHECK(count_kind(deck(g, 1), CardKind::DeadEnd) == 1);
}

TEST_CASE("a dead end pays on entry; going back costs a pool die per card, over turns when dice run short",
          "[R9.5][R4.3]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6, 6, 6, 6, 6, 6};
  Game g = new_game(o);
  set_pool(g, 0, DiceCounts{{3, 2, 2, 1}});
  on_top(g, "f1_a");
  pass_here(g, kOneRed);  // onto the bifurcation (node 1)
  on_top(g, "d1_b");
  pass_here(g, kOneRed);
  play(g, ChooseBranch{0});  // node 2
  on_top(g, "x1_a");
  const int coins = g.state().players[0].coins;
  auto events = pass_here(g, kOneRed);  // d1_b (any 2+): onto the dead end, node 3
  CHECK(has_event(events, EventKind::DeadEndReward));
  REQUIRE(card_at(g, 3) == "x1_a");
  CHECK(g.state().players[0].node == 3);
  CHECK(g.state().players[0].coins == coins + 1 + 1);  // d1_b's coin, then the dead end's
  // Only going back (and resting) is left; one die per card.
  set_pool(g, 0, DiceCounts{{0, 1, 0, 0}});
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
  // Another character on that branch may go back the same way on their turn.
  play(g, Rest{});
  g.setup_state().players[1].node = 2;
  g.setup_state().players[1].path = {0, 1, 2};
  CHECK(is_legal(g, ChooseNode{1, Color::Red}));
  play(g, Rest{});
  play(g, ChooseNode{1, Color::Red});
  CHECK(g.state().players[0].node == 1);
  CHECK(g.state().players[0].branch_taken.count(1) == 0);  // the branch is chosen again
  // At the bifurcation (a branch still to grow) the way back ends.
  for (const Action& a : g.legal_actions()) CHECK_FALSE(std::holds_alternative<ChooseNode>(a));
  on_top(g, "d1_c");
  pass_here(g, DiceCounts{{1, 0, 0, 0}});
  play(g, ChooseBranch{1});
  CHECK(card_at(g, g.state().players[0].node) == "d1_c");
}

TEST_CASE("a level deck that runs out stops its branches: no test leads nowhere, the way back opens", "[R9.5]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6, 6};
  Game g = new_game(o);
  pass_here(g, kOneRed);  // onto d1_b (node 1)
  poke(g).exploration_decks[0].clear();
  CHECK(refuse(g, ChooseOption{0}).rule == "R9.5");
  CHECK(is_legal(g, ChooseNode{0, Color::Red}));
  CHECK(is_legal(g, Rest{}));
  // A bifurcation with one branch drawn offers only that branch once the deck is empty.
  Game h = new_game(o);
  on_top(h, "f1_a");
  pass_here(h, kOneRed);
  poke(h).exploration_decks[0].clear();
  REQUIRE(h.state().board[1].next.empty());
  CHECK(refuse(h, ChooseOption{0}).rule == "R9.5");  // a bifurcation with nothing to grow into
}

TEST_CASE("a defeated boss opens the next level with the peddler of the level left, placed once", "[R9.5][R6.1]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6, 6, 6, 6, 6, 6, 6, 6};
  Game g = new_game(o);
  on_top(g, "f1_a");
  pass_here(g, kOneRed);  // node 1: the bifurcation
  on_top(g, "b1_x");
  pass_here(g, kOneRed);
  play(g, ChooseBranch{0});  // node 2: boss b1_x
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
  g.setup_state().players[1].node = 1;
  g.setup_state().players[1].path = {0, 1};
  set_pool(g, 1, DiceCounts{{1, 0, 0, 1}});
  on_top(g, "b1_y");
  pass_here(g, kOneRed);
  play(g, ChooseBranch{1});
  REQUIRE(card_at(g, 4) == "b1_y");
  CHECK(g.state().level_boss_nodes[0] == std::vector<int>{2, 4});
  set_pool(g, 1, DiceCounts{{0, 0, 0, 2}});
  pass_here(g, DiceCounts{{0, 0, 0, 2}});  // any 4+ and any 4+
  CHECK(g.state().board.size() == 5);       // no second peddler
  CHECK(g.state().board[4].next == std::vector<int>{3});
  CHECK(g.state().board[3].prev == std::vector<int>{2, 4});
  CHECK(g.state().players[1].node == 3);
}

TEST_CASE("two players beating different level-3 bosses in one round both defeat the last boss", "[R9.5][R8.1][R8.2]") {
  GameOptions o = exploration_options();
  o.scripted_dice = {6, 6, 6};
  Game g = new_game(o);
  GameState& s = poke(g);
  const int first3 = add_node(s, "p2", 3, -1);
  const int fork = add_node(s, "f3_a", 3, first3);
  const int boss_x = add_node(s, "b3_x", 3, fork);
  const int boss_y = add_node(s, "b3_y", 3, fork);
  s.level_first_node = {0, first3, first3};
  s.level_boss_nodes[2] = {boss_x, boss_y};
  for (int seat : {0, 1}) {
    s.players[seat].node = seat == 0 ? boss_x : boss_y;
    s.players[seat].path = {0, first3, fork, s.players[seat].node};
    s.players[seat].coins = 4;
    s.players[seat].gems = 1;
  }
  set_pool(g, 0, DiceCounts{{0, 0, 0, 1}});
  set_pool(g, 1, DiceCounts{{0, 0, 0, 0}});
  REQUIRE(check_invariants(g.state()).empty());
  pass_here(g, DiceCounts{{0, 0, 0, 1}}, 1);  // b3_x: black 4+ for 1 coin and 1 gem
  CHECK(g.state().players[0].defeated_last_boss);
  CHECK(g.state().end_triggered);
  CHECK_FALSE(g.finished());
  set_pool(g, 1, DiceCounts{{0, 0, 0, 2}});
  pass_here(g, DiceCounts{{0, 0, 0, 2}});  // b3_y: any 6+ and any 4+ for 2 coins and a gem
  CHECK(g.state().players[1].defeated_last_boss);
  REQUIRE(g.finished());
  CHECK(g.state().end_reason == EndReason::LastBoss);
  // R8.2 between them: 5 coins + 2 gems against 6 coins + 2 gems.
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
    // The advisor finishes every game; random bots wander (back into dead ends, say) but mostly end.
    CHECK(finished >= (kind == "advisor" ? 6 : 3));
  }
}

// Set-up of the standard game (R2.1–R2.4), the first initial phase with a short supply (R1.1, R4.2),
// and the option checks that refuse what this engine does not play (R9).
#include <catch2/catch.hpp>

#include <set>

#include "highscore/invariants.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {
const DungeonCard& card_on(const Game& g, int node) { return g.content().cards[g.state().board[node].card]; }
// Appends piece by piece: g++ 12 warns falsely (-Wrestrict) on chained string operator+.
std::string card_name(char kind, int level, char letter) {
  std::string id(1, kind);
  id += std::to_string(level);
  id += '_';
  id += letter;
  return id;
}
}  // namespace

TEST_CASE("the classic layout is built for levels 1-3 with stacked cards in slot order", "[R2.1][R2.2]") {
  Game g = new_game(base_options(2));
  const GameState& s = g.state();
  REQUIRE(s.board.size() == 27);
  CHECK(s.level_first_node == std::vector<int>{0, 9, 18});
  CHECK(s.level_peddler_node == std::vector<int>{3, 12, 21});
  CHECK(s.level_boss_nodes == std::vector<std::vector<int>>{{8}, {17}, {26}});
  // Slots 0,1,2,4,5,6,7 get the stacked cards in order; 3 the peddler; 8 the boss.
  const std::vector<int> dungeon_slots{0, 1, 2, 4, 5, 6, 7};
  const std::string letters = "abcdefg";
  for (int level = 1; level <= 3; ++level) {
    const int base = (level - 1) * 9;
    for (int k = 0; k < 7; ++k)
      CHECK(card_on(g, base + dungeon_slots[k]).id == card_name('d', level, letters[k]));
    CHECK(card_on(g, base + 3).kind == CardKind::Peddler);
    CHECK(card_on(g, base + 3).level == level);
    CHECK(card_on(g, base + 8).id == card_name('b', level, 'x'));
    for (int k = 0; k < 9; ++k) CHECK(s.board[base + k].level == level);
  }
  // The fork is the peddler; both branches meet at the boss; the boss leads to the next level.
  CHECK(s.board[3].next == std::vector<int>{4, 6});
  CHECK(s.board[5].next == std::vector<int>{8});
  CHECK(s.board[7].next == std::vector<int>{8});
  CHECK(s.board[8].next == std::vector<int>{9});
  CHECK(s.board[17].next == std::vector<int>{18});
  CHECK(s.board[26].next.empty());
  // Steps from the level's first card, and drawing positions from the layout.
  CHECK(s.board[9].step == 0);
  CHECK(s.board[13].step == 4);
  CHECK(s.board[15].step == 4);
  CHECK(s.board[17].step == 6);
  CHECK(s.board[4].row == -1);
  CHECK(s.board[6].row == 1);
  CHECK(s.board[5].col == 5);
}

TEST_CASE("without stacking each level deals its own seven cards in a random order", "[R2.1]") {
  GameOptions o = base_options(2);
  o.stacked.clear();
  std::set<std::vector<int>> deals;
  std::set<int> level3_bosses;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Game g = new_game(o, seed);
    const GameState& s = g.state();
    std::vector<int> deal;
    for (int level = 1; level <= 3; ++level) {
      std::set<std::string> ids;
      for (int slot : {0, 1, 2, 4, 5, 6, 7}) {
        const DungeonCard& c = card_on(g, (level - 1) * 9 + slot);
        CHECK(c.kind == CardKind::Dungeon);
        CHECK(c.level == level);
        ids.insert(c.id);
        if (level == 1) deal.push_back(s.board[slot].card);
      }
      CHECK(ids.size() == 7);
      const DungeonCard& boss = card_on(g, (level - 1) * 9 + 8);
      CHECK(boss.kind == CardKind::Boss);
      CHECK(boss.level == level);
    }
    deals.insert(deal);
    level3_bosses.insert(s.board[26].card);
  }
  CHECK(deals.size() > 15);
  CHECK(level3_bosses.size() == 2);  // both level-3 bosses come up over 20 seeds
}

TEST_CASE("players start with 1 coin, 1 gem, full lives on the first card", "[R2.3]") {
  Game g = new_game(base_options(4));
  for (int seat = 0; seat < 4; ++seat) {
    const Player& p = g.state().players[seat];
    CHECK(p.coins == 1);
    CHECK(p.gems == 1);
    CHECK(p.node == 0);
    CHECK(p.path == std::vector<int>{0});
    CHECK(p.lives == p.max_lives);
    CHECK(p.items.empty());
  }
  CHECK(g.state().players[1].character == character_id("brute"));
  CHECK(g.state().players[1].max_lives == 4);  // the barbarian-like character
  CHECK(g.state().players[0].max_lives == 3);
}

TEST_CASE("random characters are distinct and chosen ones are kept", "[R2.3]") {
  GameOptions o = base_options(4);
  o.characters = {"", "sage"};
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Game g = new_game(o, seed);
    std::set<int> chars;
    for (const Player& p : g.state().players) chars.insert(p.character);
    CHECK(chars.size() == 4);
    CHECK(g.state().players[1].character == character_id("sage"));
  }
}

TEST_CASE("the equipment deck has every copy, shuffled, stacked cards on top", "[R2.4]") {
  GameOptions o = base_options(2);
  o.stacked["equipment"] = {"potion", "discount", "potion"};
  Game g = new_game(o, 3);
  const auto& deck = g.state().equipment_deck;
  int total = 0;
  for (const auto& e : g.content().equipment) total += e.copies;
  REQUIRE(static_cast<int>(deck.size()) == total);
  CHECK(deck[deck.size() - 1] == equipment_id("potion"));
  CHECK(deck[deck.size() - 2] == equipment_id("discount"));
  CHECK(deck[deck.size() - 3] == equipment_id("potion"));
  CHECK(std::count(deck.begin(), deck.end(), equipment_id("potion")) == 3);
  // Two seeds give two different orders below the stacked cards.
  o.stacked.erase("equipment");
  CHECK(new_game(o, 1).state().equipment_deck != new_game(o, 2).state().equipment_deck);
}

TEST_CASE("the first player is as set or random, then clockwise by seat", "[R2.4][R4.6]") {
  GameOptions o = base_options(4);
  o.first_player = 2;
  Game g = new_game(o);
  CHECK(g.state().turn_order == std::vector<int>{2, 3, 0, 1});
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.pending().owner == 2);
  o.first_player = -1;
  std::set<int> firsts;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) firsts.insert(new_game(o, seed).state().turn_order[0]);
  CHECK(firsts.size() == 4);
}

TEST_CASE("the first initial phase gives the character's dice from a full supply", "[R4.2][R10.3]") {
  Game g = new_game(base_options(2));
  const GameState& s = g.state();
  CHECK(s.players[0].pool == DiceCounts{{2, 2, 2, 1}});
  CHECK(s.players[1].pool == DiceCounts{});
  CHECK(s.supply == DiceCounts{{3, 3, 3, 2}});
  CHECK(s.phase == Phase::Action);
  CHECK(check_invariants(s) == "");
}

TEST_CASE("the initial phase takes pool-item dice and only what the supply holds", "[R1.1][R4.2][R7.1]") {
  GameOptions o = base_options(2);
  give_item(o, 1, "pool_red");  // brute: 3 red + 1 from the item = 4 owed
  set_pool(o, 0, DiceCounts{});
  // Dice out of the supply (as if placed on cards) leave only 2 red.
  o.start.set_aside[Color::Red] = kSupplyPerColor[static_cast<std::size_t>(Color::Red)] - 2;
  Game g = new_game(o);
  const GameState& s = g.state();
  REQUIRE(s.supply[Color::Red] == 2);
  REQUIRE(check_invariants(s) == "");
  auto ev = play(g, Rest{});
  const Event* taken = nullptr;
  for (const Event& e : ev)
    if (e.kind == EventKind::DiceTaken) taken = &e;
  REQUIRE(taken);
  CHECK(taken->player == 1);
  CHECK(taken->short_supply);
  CHECK(taken->dice == DiceCounts{{2, 2, 1, 1}});
  CHECK(g.state().players[1].pool == DiceCounts{{2, 2, 1, 1}});
  CHECK(g.state().supply[Color::Red] == 0);
}

TEST_CASE("options outside the standard game are refused with their rule", "[R9][R2.3]") {
  const Content& c = test_content();
  auto refused_rule = [&](GameOptions o) {
    auto r = validate_options(c, o);
    REQUIRE(r.has_value());
    CHECK_FALSE(r->reason.empty());
    CHECK_FALSE(Game::create(c, o, 1).ok());
    return r->rule;
  };
  GameOptions o = base_options(2);
  CHECK_FALSE(validate_options(c, o).has_value());
  { auto x = o; x.mode = Mode::Azoz; CHECK(refused_rule(x) == "R9.6"); }
  { auto x = o; x.mode = Mode::Hunter; CHECK(refused_rule(x) == "R9.7J"); }
  { auto x = o; x.mode = Mode::Coop; CHECK_FALSE(validate_options(c, x)); }
  { auto x = o; x.mode = Mode::Coop; x.no_elimination = true; CHECK(refused_rule(x) == "R9.8"); }
  { auto x = o; x.hidden = HiddenPreset::Level4; CHECK(refused_rule(x) == "R9.1"); }
  { auto x = o; x.end_at_once = true; CHECK(refused_rule(x) == "R9.2"); }
  { auto x = o; x.variable_turn_order = true; x.end_at_once = true; CHECK_FALSE(validate_options(c, x)); }
  {
    Content no_game_over = c;
    no_game_over.game_over.clear();
    auto x = o;
    x.insert_coin = true;
    CHECK_FALSE(validate_options(c, x).has_value());
    auto r = validate_options(no_game_over, x);
    REQUIRE(r.has_value());
    CHECK(r->rule == "R9.3");
  }
  { auto x = o; x.stacked["game_over"] = {"go_1", "go_1"}; refused_rule(x); }
  { auto x = o; x.stacked["game_over"] = {"go_9"}; refused_rule(x); }
  { auto x = o; x.expert = true; CHECK_FALSE(validate_options(c, x).has_value()); }
  { auto x = o; x.exploration = true; CHECK_FALSE(validate_options(c, x).has_value()); }
  { auto x = o; x.exploration = true; x.hidden = HiddenPreset::Bosses; CHECK(refused_rule(x) == "R9.5"); }
  { auto x = o; x.exploration = true; x.fourth_level = true; CHECK(refused_rule(x) == "R9.7"); }
  { auto x = o; x.fourth_level = true; CHECK_FALSE(validate_options(c, x).has_value()); }
  { auto x = o; x.fourth_level = true; x.hidden = HiddenPreset::Level4; CHECK_FALSE(validate_options(c, x)); }
  { auto x = o; x.stacked["boss:3"] = {"azoz"}; refused_rule(x); }
  { auto x = o; x.stacked["dungeon:4"] = {"d4_a"}; refused_rule(x); }
  { auto x = o; x.players = 0; CHECK(refused_rule(x) == "R2.3"); }
  { auto x = o; x.players = 5; CHECK(refused_rule(x) == "R2.3"); }
  { auto x = o; x.characters = {"nobody"}; CHECK(refused_rule(x) == "R2.3"); }
  { auto x = o; x.characters = {"sage", "sage"}; CHECK(refused_rule(x) == "R2.3"); }
  { auto x = o; x.first_player = 2; CHECK(refused_rule(x) == "R2.4"); }
  { auto x = o; x.layout = "spiral"; CHECK(refused_rule(x) == "R2.2"); }
  { auto x = o; x.stacked["dungeon:1"] = {"d2_a"}; refused_rule(x); }
  { auto x = o; x.stacked["boss:2"] = {"b1_x"}; refused_rule(x); }
  { auto x = o; x.stacked["equipment"] = {"potion", "potion", "potion", "potion"}; refused_rule(x); }
  { auto x = o; x.stacked["deck"] = {}; refused_rule(x); }
  { auto x = o; x.scripted_dice = {3, 7}; refused_rule(x); }
  // The no-elimination option is part of the standard game.
  { auto x = o; x.no_elimination = true; CHECK_FALSE(validate_options(c, x).has_value()); }
}

TEST_CASE("mode and decision names round-trip", "[R10.2]") {
  for (Mode m : {Mode::Standard, Mode::Azoz, Mode::Hunter, Mode::Coop}) CHECK(parse_mode(mode_name(m)) == m);
  CHECK_FALSE(parse_mode("chess").has_value());
  CHECK(decision_name(DecisionKind::ChooseDice) == "choose_dice");
  CHECK(describe(Action{RollDice{DiceCounts{{2, 0, 1, 0}}}}) == "roll red=2 yellow=1");
  CHECK(describe(Action{Buy{3, 0}}) == "buy 3 trade 0");
  CHECK(describe(Action{UseItem{1, 2, Color::Any}}) == "use 1 die 2");
}

TEST_CASE("hidden cards: the presets deal face down, entering reveals, observers never see them",
          "[R9.1]") {
  GameOptions o = base_options(2);
  o.hidden = HiddenPreset::Bosses;
  Game g = new_game(o);
  for (int node = 0; node < 27; ++node) CHECK(g.state().board[node].face_down == (node % 9 == 8));
  CHECK(g.observe(0).state().board[8].card == -1);
  CHECK(g.observe(1).state().board[7].card == g.state().board[7].card);

  o.hidden = HiddenPreset::BossesAndAfterPeddlers;
  Game h = new_game(o);
  std::vector<int> hidden;
  for (int node = 0; node < 27; ++node)
    if (h.state().board[node].face_down) hidden.push_back(node);
  CHECK(hidden == std::vector<int>{8, 13, 14, 15, 16, 17, 22, 23, 24, 25, 26});

  // Passing d1_e (upper branch) enters the hidden boss: it is revealed, and undo stops there.
  o.hidden = HiddenPreset::Bosses;
  o.scripted_dice = {6};
  place_active(o, 5, DiceCounts{{1, 0, 0, 0}});
  Game k = new_game(o);
  play(k, ChooseOption{0});
  play(k, RollDice{DiceCounts{{1, 0, 0, 0}}});
  auto ev = play(k, Resolve{});
  bool revealed = false;
  for (const Event& e : ev) revealed |= e.kind == EventKind::CardRevealed && e.a == 8;
  CHECK(revealed);
  CHECK_FALSE(k.state().board[8].face_down);
  CHECK(k.observe(1).state().board[8].card == k.state().board[8].card);
}

// The code-built test content and the helpers declared in support_content.hpp.
#include "support_content.hpp"

#include "highscore/invariants.hpp"

namespace hs::testing {

namespace {

Text txt(const std::string& en) { return Text{en, en + " (es)"}; }

Requirement req(Color c, int min) { return Requirement{c, min}; }

TestOption opt(std::vector<Requirement> r, int coins, int gems, std::vector<Color> forbid = {}) {
  TestOption o;
  o.require = std::move(r);
  o.reward = Reward{coins, gems};
  o.forbid = std::move(forbid);
  return o;
}

DungeonCard card(const std::string& id, CardKind kind, int level, std::vector<TestOption> options,
                 std::optional<TestOption> optional = std::nullopt) {
  DungeonCard c;
  c.id = id;
  c.kind = kind;
  c.level = level;
  c.name = txt(id);
  c.text = txt("a test card");
  c.options = std::move(options);
  c.optional = std::move(optional);
  return c;
}

Effect effect(EffectKind kind, Color color = Color::Any, Color to = Color::Any) {
  Effect e;
  e.kind = kind;
  e.color = color;
  e.to = to;
  return e;
}

EquipmentCard item(const std::string& id, int price, Usage usage, Effect e, const std::string& symbol = "",
                   int copies = 1) {
  EquipmentCard c;
  c.id = id;
  c.name = txt(id);
  c.text = txt("a test item");
  c.price = price;
  c.usage = usage;
  c.effect = std::move(e);
  c.symbol = symbol;
  c.copies = copies;
  return c;
}

Character character(const std::string& id, DiceCounts pool, int lives, Color lucky, std::vector<int> values,
                    Effect ability) {
  Character c;
  c.id = id;
  c.name = txt(id);
  c.title = txt("tester");
  c.pool = pool;
  c.lives = lives;
  c.lucky_color = lucky;
  c.lucky_values = std::move(values);
  c.ability_name = txt("ability");
  c.ability_text = txt("ability");
  c.ability = std::move(ability);
  return c;
}

void add_level(Content& c, int level) {
  const std::string L = std::to_string(level);
  const int m = level - 1;  // each level a little harder
  using enum Color;
  c.cards.push_back(card("d" + L + "_a", CardKind::Dungeon, level, {opt({req(Red, 3 + m)}, 1, 0), opt({req(Blue, 4 + m)}, 0, 1)},
                         opt({req(Yellow, 5)}, 2, 0)));
  c.cards.push_back(card("d" + L + "_b", CardKind::Dungeon, level, {opt({req(Any, 2 + m)}, 1, 0)}));
  c.cards.push_back(card("d" + L + "_c", CardKind::Dungeon, level, {opt({req(Red, 3), req(Blue, 5)}, 2, 0)}));
  c.cards.push_back(card("d" + L + "_d", CardKind::Dungeon, level, {opt({req(Black, 2)}, 0, 1), opt({req(Any, 3 + m)}, 1, 0)}));
  c.cards.push_back(card("d" + L + "_e", CardKind::Dungeon, level, {opt({req(Red, 4)}, 1, 0, {Black}), opt({req(Any, 4 + m)}, 0, 0)}));
  c.cards.push_back(card("d" + L + "_f", CardKind::Dungeon, level, {opt({req(Any, 1), req(Any, 1)}, 1, 0)}));
  c.cards.push_back(card("d" + L + "_g", CardKind::Dungeon, level, {opt({req(Yellow, 3)}, 1, 0)}, opt({req(Any, 4)}, 0, 1)));
  DungeonCard peddler = card("p" + L, CardKind::Peddler, level, {});
  c.cards.push_back(peddler);
  c.cards.push_back(card("b" + L + "_x", CardKind::Boss, level, {opt({req(Red, 3 + m), req(Any, 3 + m)}, 3, 0), opt({req(Black, 4)}, 1, 1)}));
  c.cards.push_back(card("b" + L + "_y", CardKind::Boss, level, {opt({req(Any, 4 + m), req(Any, 4)}, 2, 1)},
                         opt({req(Blue, 5)}, 2, 0)));
}

Layout classic_layout() {
  // start → card → card → PEDDLER → fork { upper: card → card | lower: card → card } → BOSS (R2.2)
  Layout l;
  l.id = "classic";
  auto slot = [](SlotKind k, std::vector<int> next, int col, int row) { return LayoutSlot{k, std::move(next), col, row}; };
  l.slots = {slot(SlotKind::Dungeon, {1}, 0, 0),    slot(SlotKind::Dungeon, {2}, 1, 0),
             slot(SlotKind::Dungeon, {3}, 2, 0),    slot(SlotKind::Peddler, {4, 6}, 3, 0),
             slot(SlotKind::Dungeon, {5}, 4, -1),   slot(SlotKind::Dungeon, {8}, 5, -1),
             slot(SlotKind::Dungeon, {7}, 4, 1),    slot(SlotKind::Dungeon, {8}, 5, 1),
             slot(SlotKind::Boss, {}, 6, 0)};
  return l;
}

// R9.8: a 5x3 grid around the town (2,1). Nodes are numbered in reading order:
//   0 L3 boss    1 L2 card    2 L1 card    3 L2 boss    4 L3 card
//   5 L2 card    6 L1 boss    7 TOWN       8 L1 peddler 9 L3 boss
//  10 L3 card   11 L2 card   12 L1 card   13 L1 card   14 L2 card
CoopMap coop_test_map() {
  CoopMap m;
  m.id = "test_grid";
  m.name = txt("test grid");
  m.width = 5;
  m.height = 3;
  m.boss_target = {{2, 2}, {3, 3}, {4, 4}};
  auto cell = [](int x, int y, int level, SlotKind kind) { return CoopCell{x, y, level, kind, false}; };
  using enum SlotKind;
  m.cells = {cell(0, 0, 3, Boss),    cell(1, 0, 2, Dungeon), cell(2, 0, 1, Dungeon), cell(3, 0, 2, Boss),
             cell(4, 0, 3, Dungeon), cell(0, 1, 2, Dungeon), cell(1, 1, 1, Boss),    CoopCell{2, 1, 0, Dungeon, true},
             cell(3, 1, 1, Peddler), cell(4, 1, 3, Boss),    cell(0, 2, 3, Dungeon), cell(1, 2, 2, Dungeon),
             cell(2, 2, 1, Dungeon), cell(3, 2, 1, Dungeon), cell(4, 2, 2, Dungeon)};
  return m;
}

Content build() {
  using enum Color;
  Content c;
  c.id = std::string("test");
  c.version = std::string("1");
  c.strict_counts = false;
  Effect bonus_red = effect(EffectKind::AddValue, Red);
  bonus_red.amount = 1;
  Effect heal = effect(EffectKind::Heal);
  c.characters = {
      character("tester", DiceCounts{{2, 2, 2, 1}}, 3, Yellow, {6}, effect(EffectKind::Reroll, Any)),
      character("brute", DiceCounts{{3, 2, 1, 1}}, 4, Red, {6}, bonus_red),
      character("sage", DiceCounts{{1, 2, 2, 2}}, 3, Black, {5, 6}, heal),
      character("rogue", DiceCounts{{2, 3, 2, 0}}, 3, Blue, {1}, effect(EffectKind::RecoverSpent, Any)),
      // Three more so that every expert ability (R9.4.1) has a character.
      character("scout", DiceCounts{{2, 2, 3, 1}}, 3, Yellow, {5}, effect(EffectKind::Reroll, Yellow)),
      character("trapper", DiceCounts{{2, 3, 2, 1}}, 3, Blue, {6}, bonus_red),
      character("priest", DiceCounts{{1, 2, 3, 2}}, 3, Yellow, {6}, heal),
  };
  // R9.4.1: the expert side of each (kind, die colour, number).
  const std::pair<ExpertKind, std::pair<Color, int>> experts[] = {
      {ExpertKind::ElbowHit, {Red, 4}},     {ExpertKind::Shoot, {Blue, 4}},    {ExpertKind::Invisibility, {Black, 0}},
      {ExpertKind::Toll, {Red, 0}},         {ExpertKind::Thieving, {Yellow, 0}}, {ExpertKind::Trap, {Blue, 3}},
      {ExpertKind::Blessing, {Yellow, 0}}};
  for (std::size_t i = 0; i < c.characters.size(); ++i) {
    ExpertAbility& x = c.characters[i].expert;
    x.kind = experts[i].first;
    x.color = experts[i].second.first;
    x.value = experts[i].second.second;
    x.name = txt("expert " + c.characters[i].id);
    x.text = txt("an expert ability");
  }
  for (int level = 1; level <= 4; ++level) add_level(c, level);  // level 4 only with R9.7
  // Azoz (R9.6) is a level-3 boss that the standard game never deals.
  DungeonCard azoz = card("azoz", CardKind::Boss, 3, {opt({req(Red, 5), req(Any, 5)}, 0, 0, {Black})});
  azoz.azoz = true;
  azoz.ritual_icons = 5;
  c.cards.push_back(azoz);
  // Exploration (R9.5): two bifurcations and two dead ends per level 1-3, after every other card so
  // that the indices of the classic game's cards stay as they were.
  for (int level = 1; level <= 3; ++level) {
    const std::string L = std::to_string(level);
    const int m = level - 1;
    c.cards.push_back(card("f" + L + "_a", CardKind::Bifurcation, level, {opt({req(Any, 2 + m)}, 1, 0)}));
    c.cards.push_back(card("f" + L + "_b", CardKind::Bifurcation, level,
                           {opt({req(Red, 2 + m)}, 0, 1), opt({req(Blue, 2 + m)}, 1, 0)}));
    DungeonCard coins = card("x" + L + "_a", CardKind::DeadEnd, level, {});
    coins.entry_reward = Reward{1, 0};
    DungeonCard gems = card("x" + L + "_b", CardKind::DeadEnd, level, {});
    gems.entry_reward = Reward{0, 1};
    c.cards.push_back(coins);
    c.cards.push_back(gems);
  }
  c.layouts = {classic_layout()};
  c.coop_maps = {coop_test_map()};
  auto over = [](const std::string& id, bool new_game, bool lose_coin) {
    GameOverCard g;
    g.id = id;
    g.name = txt(id);
    g.new_game = new_game;
    g.lose_coin = lose_coin;
    return g;
  };
  c.game_over = {over("go_1", false, true), over("go_2", false, false), over("go_3", false, true),
                 over("go_4", false, false), over("new_game", true, false)};

  Effect recover_six = effect(EffectKind::RecoverValue);
  recover_six.value = 6;
  Effect add_two_red = effect(EffectKind::AddValue, Red);
  add_two_red.amount = 2;
  Effect add_one_any = effect(EffectKind::AddValue, Any);
  Effect discount = effect(EffectKind::Discount);
  Effect after_success = effect(EffectKind::RecoverAfterSuccess);
  after_success.min_requirements = 2;
  Effect add_test_die = effect(EffectKind::AddTestDie);
  add_test_die.colors = {Red, Black};
  Effect potion = effect(EffectKind::Heal);
  c.equipment = {
      item("pool_red", 3, Usage::Pool, effect(EffectKind::AddPoolDie, Red), "ring"),
      item("ring_blue", 4, Usage::Pool, effect(EffectKind::AddPoolDie, Blue), "ring"),
      item("reroll_any", 3, Usage::Exhaust, effect(EffectKind::Reroll, Any), "amulet"),
      item("recover_six", 2, Usage::Exhaust, recover_six),
      item("recover_spent_blue", 3, Usage::Exhaust, effect(EffectKind::RecoverSpent, Blue), "boots"),
      item("add_two_red", 4, Usage::Exhaust, add_two_red, "sword"),
      item("sword_big", 5, Usage::Exhaust, add_one_any, "sword"),
      item("bonus_yellow", 5, Usage::Passive, effect(EffectKind::BonusAll, Yellow)),
      item("convert_red_black", 3, Usage::Exhaust, effect(EffectKind::ConvertPoolDie, Red, Black)),
      item("discount", 2, Usage::Passive, discount, "", 2),
      item("extra_blue", 4, Usage::Passive, effect(EffectKind::ExtraDie, Blue), "cloak"),
      item("after_success", 3, Usage::Exhaust, after_success),
      item("transform_blue_red", 3, Usage::Exhaust, effect(EffectKind::TransformRolled, Blue, Red)),
      item("discard_heal", 2, Usage::Exhaust, effect(EffectKind::DiscardDieHeal)),
      item("add_test_die", 2, Usage::Discard, add_test_die),
      item("potion", 3, Usage::Discard, potion, "", 3),
  };
  return c;
}

template <typename T>
int index_of(const std::vector<T>& v, const std::string& id) {
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i].id == id) return static_cast<int>(i);
  FAIL("no test content entry with id " << id);
  return -1;
}

}  // namespace

const Content& test_content() {
  static const Content content = build();
  return content;
}

int character_id(const std::string& id) { return index_of(test_content().characters, id); }
int card_id(const std::string& id) { return index_of(test_content().cards, id); }
int equipment_id(const std::string& id) { return index_of(test_content().equipment, id); }

GameOptions base_options(int players) {
  GameOptions o;
  o.players = players;
  const std::vector<std::string> names{"tester", "brute", "sage", "rogue"};
  o.characters.assign(names.begin(), names.begin() + players);
  o.first_player = 0;
  for (int level = 1; level <= 3; ++level) {
    const std::string L = std::to_string(level);
    // Slot order 0,1,2 (main line), 4,5 (upper branch), 6,7 (lower branch).
    o.stacked["dungeon:" + L] = {"d" + L + "_a", "d" + L + "_b", "d" + L + "_c", "d" + L + "_d",
                                 "d" + L + "_e", "d" + L + "_f", "d" + L + "_g"};
    o.stacked["boss:" + L] = {"b" + L + "_x"};
  }
  return o;
}

Game new_game(const GameOptions& options, std::uint64_t seed) {
  auto game = Game::create(test_content(), options, seed);
  if (!game) FAIL("Game::create refused: " << game.refusal().rule << " " << game.refusal().reason);
  REQUIRE(check_invariants(game->state()) == "");
  return std::move(game.value());
}

std::vector<Event> play(Game& game, const Action& action) {
  auto result = game.apply(action);
  INFO("action: " << describe(action));
  if (!result) FAIL("refused: " << result.refusal().rule << " " << result.refusal().reason);
  REQUIRE(check_invariants(game.state()) == "");
  return result.value();
}

Refusal refuse(Game& game, const Action& action) {
  const GameState before = game.state();
  const std::size_t log_size = game.log().size();
  auto result = game.apply(action);
  INFO("action: " << describe(action));
  REQUIRE_FALSE(result.ok());
  REQUIRE(game.state() == before);
  REQUIRE(game.log().size() == log_size);
  CHECK_FALSE(is_legal(game, action));
  return result.refusal();
}

bool is_legal(const Game& game, const Action& action) {
  for (const Action& a : game.legal_actions())
    if (a == action) return true;
  return false;
}

SeatStart& seat_start(GameOptions& options, int seat) {
  REQUIRE(seat >= 0);
  if (options.start.seats.size() <= static_cast<std::size_t>(seat)) options.start.seats.resize(static_cast<std::size_t>(seat) + 1);
  return options.start.seats[static_cast<std::size_t>(seat)];
}

void give_item(GameOptions& options, int seat, const std::string& equipment) {
  equipment_id(equipment);  // fails the test on an unknown id
  seat_start(options, seat).items.push_back(equipment);
}

void set_pool(GameOptions& options, int seat, DiceCounts pool) { seat_start(options, seat).pool = pool; }

void place_active(GameOptions& options, int node, DiceCounts pool) {
  REQUIRE(options.first_player >= 0);
  seat_start(options, options.first_player).node = node;
  set_pool(options, options.first_player, pool);
}

bool has_event(const std::vector<Event>& events, EventKind kind) { return count_events(events, kind) > 0; }

int count_events(const std::vector<Event>& events, EventKind kind) {
  int n = 0;
  for (const Event& e : events)
    if (e.kind == kind) ++n;
  return n;
}

}  // namespace hs::testing

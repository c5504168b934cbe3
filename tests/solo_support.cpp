// The solo test content and helpers declared in solo_support.hpp.
#include "solo_support.hpp"

#include "highscore/invariants.hpp"

namespace hs::testing {

namespace {

Monster monster(const std::string& id, int level, int movement, std::vector<Requirement> test,
                MonsterAbilityKind ability = MonsterAbilityKind::None, std::vector<Requirement> ability_req = {},
                Color drain = Color::Red) {
  Monster m;
  m.id = id;
  m.level = level;
  m.name = Text{id, id + " (es)"};
  m.text = m.name;
  m.movement = movement;
  m.test.require = std::move(test);
  m.test.reward = Reward{1, 0};
  m.ability.kind = ability;
  m.ability.test.require = std::move(ability_req);
  m.ability.color = drain;
  return m;
}

Content build_solo_content() {
  using enum Color;
  Content c = test_content();
  c.id = "solo-test";
  c.monsters = {
      monster("m1_plain", 1, 1, {{Red, 3}}),
      monster("m1_ambush", 1, 2, {{Red, 3}}, MonsterAbilityKind::Ambush, {{Blue, 3}}),
      monster("m1_drain", 1, 1, {{Red, 2}}, MonsterAbilityKind::Drain, {}, Blue),
      monster("m2_plain", 2, 1, {{Red, 4}}),
      monster("m2_drain", 2, 1, {{Red, 4}}, MonsterAbilityKind::Drain, {}, Blue),
      monster("m2_roar", 2, 2, {{Red, 4}}, MonsterAbilityKind::Roar, {{Any, 3}}),
      monster("m3_fast", 3, 3, {{Blue, 5}}),
      monster("m3_roar", 3, 1, {{Red, 5}}, MonsterAbilityKind::Roar, {{Red, 4}}),
      monster("m3_ambush", 3, 2, {{Red, 5}}, MonsterAbilityKind::Ambush, {{Blue, 5}}),
  };
  c.hunter.id = "the_hunter";
  c.hunter.name = Text{"The Hunter", "El Cazador"};
  c.hunter.movement = 2;
  for (DungeonCard& card : c.cards)
    if (card.id.size() == 4 && (card.id.substr(2) == "_a" || card.id.substr(2) == "_x")) card.creature = true;
  for (DungeonCard& card : c.cards)
    if (card.azoz) card.creature = true;
  return c;
}

GameOptions solo_options(Mode mode, std::vector<std::string> monsters, std::vector<int> dice) {
  GameOptions o = base_options(1);
  o.mode = mode;
  o.stacked["monsters"] = std::move(monsters);
  o.scripted_dice = std::move(dice);
  if (mode == Mode::Hunter) {
    o.stacked["dungeon:4"] = {"d4_a", "d4_b", "d4_c", "d4_d", "d4_e", "d4_f", "d4_g"};
    o.stacked["boss:4"] = {"b4_x"};
  }
  return o;
}

}  // namespace

const Content& solo_content() {
  static const Content content = build_solo_content();
  return content;
}

int monster_id(const std::string& id) { return solo_content().monster_index(id); }

GameOptions azoz_options(std::vector<std::string> monsters, std::vector<int> dice) {
  return solo_options(Mode::Azoz, std::move(monsters), std::move(dice));
}

GameOptions hunter_options(std::vector<std::string> monsters, std::vector<int> dice) {
  return solo_options(Mode::Hunter, std::move(monsters), std::move(dice));
}

Game new_solo(const GameOptions& options, std::uint64_t seed) {
  auto game = Game::create(solo_content(), options, seed);
  if (!game) FAIL("Game::create refused: " << game.refusal().rule << " " << game.refusal().reason);
  REQUIRE(check_invariants(game->state()) == "");
  return std::move(game.value());
}

void solo_place(GameOptions& options, int node, DiceCounts pool) { place_active(options, node, pool); }

int solo_add_monster(GameOptions& options, const std::string& id, int node) {
  REQUIRE(monster_id(id) >= 0);
  options.start.walkers.push_back(WalkerStart{id, node});
  // Entities after set-up: the Hunter first (his adventure), then the walkers in the order given.
  int monsters = 0;
  for (const WalkerStart& w : options.start.walkers) monsters += w.monster != "hunter" ? 1 : 0;
  return (options.mode == Mode::Hunter ? 1 : 0) + monsters - 1;
}

void solo_set_lives(GameOptions& options, int lives) { seat_start(options, 0).lives = lives; }

void solo_set_hunter(GameOptions& options, int node) { options.start.walkers.push_back(WalkerStart{"hunter", node}); }

std::vector<Entity> monsters_on_board(const Game& game) {
  std::vector<Entity> out;
  for (const Entity& e : game.state().entities)
    if (e.kind == EntityKind::Monster) out.push_back(e);
  return out;
}

int entity_node(const Game& game, EntityKind kind) {
  for (const Entity& e : game.state().entities)
    if (e.kind == kind) return e.node;
  return -2;
}

int ritual_gems_placed(const Game& game) {
  int n = 0;
  for (const Entity& e : game.state().entities) n += e.kind == EntityKind::Token;
  return n;
}

}  // namespace hs::testing

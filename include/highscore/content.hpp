// The immutable card set (R1.4): everything printed on a component, loaded once from data/ JSON and
// passed around as `const Content&`. The engine hard-codes only the effect vocabulary (R7.4).
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "highscore/color.hpp"
#include "highscore/matching.hpp"

namespace hs {

struct Text {  // every player-facing string exists in both languages
  std::string en, es;
  const std::string& in(const std::string& lang) const { return lang == "es" ? es : en; }
};

struct Reward {
  int coins = 0;
  int gems = 0;
};

struct TestOption {
  std::vector<Requirement> require;  // at least one
  Reward reward;
  std::vector<Color> forbid;         // dice of these colours may not be rolled in this test
  Text label;                        // optional flavour ("Fight", "Sneak past"); may be empty
};

// R7.4 effect vocabulary. Fields not used by a kind stay at their defaults.
enum class EffectKind {
  AddPoolDie,           // pool usage: +1 die of `color` in every initial phase
  Reroll,               // reroll one rolled die of `color` (Any = any colour)
  RecoverValue,         // recover a die just rolled that shows `value` (back to the pool)
  RecoverSpent,         // recover an already spent die of `color` (Any = any)
  AddValue,             // +`amount` to one rolled die of `color`
  BonusAll,             // passive: +1 to every rolled die of `color`
  ConvertPoolDie,       // turn a pool die of `color` into `to` (supply permitting)
  Discount,             // passive: pay `amount` less per equipment bought
  ExtraDie,             // passive: whenever you roll `color` in a test, roll one extra `color` die
  RecoverAfterSuccess,  // after passing a test with >= `min_requirements` requirements, recover 1 spent die
  TransformRolled,      // lose 1 life: every rolled die of `color` becomes `to`
  DiscardDieHeal,       // discard a pool die to regain 1 life
  AddTestDie,           // add a die of one of `colors` (from the supply) to the test about to be rolled
  Heal,                 // regain `amount` lives (heal potion)
};

struct Effect {
  EffectKind kind = EffectKind::Heal;
  Color color = Color::Any;
  Color to = Color::Any;
  std::vector<Color> colors;  // AddTestDie choices
  int value = 0;              // RecoverValue
  int amount = 1;             // AddValue, Discount, Heal
  int min_requirements = 0;   // RecoverAfterSuccess
};

enum class Usage { Pool, Exhaust, Discard, Passive };

struct EquipmentCard {
  std::string id;
  Text name, text;
  int price = 0;
  Usage usage = Usage::Exhaust;
  std::string symbol;  // empty = no symbol (R6.4)
  Effect effect;
  int copies = 1;
};

enum class ExpertKind { ElbowHit, Shoot, Invisibility, Thieving, Trap, Toll, Blessing };

struct ExpertAbility {
  ExpertKind kind = ExpertKind::Thieving;
  Color color = Color::Red;  // colour of the die it spends
  int value = 0;             // the ability's number, where it has one (elbow hit threshold, ...)
  Text name, text;
};

struct Character {
  std::string id;
  Text name, title;
  DiceCounts pool;
  int lives = 3;
  Color lucky_color = Color::Yellow;
  std::vector<int> lucky_values;
  Text ability_name, ability_text;
  Effect ability;  // R3.3: one effect of the vocabulary, once per turn
  ExpertAbility expert;
  std::string standup_color;  // "#rrggbb"
  std::string emblem;         // art id in assets/
};

enum class CardKind { Dungeon, Boss, Peddler, Bifurcation, DeadEnd };

// Any card that can occupy a dungeon slot.
struct DungeonCard {
  std::string id;
  CardKind kind = CardKind::Dungeon;
  int level = 1;
  Text name, text;
  std::vector<TestOption> options;      // empty for peddlers and dead ends
  std::optional<TestOption> optional;   // the "+" test (R5.1)
  Reward entry_reward;                  // dead ends: gained on entering (R9.5)
  bool creature = false;                // illustration shows a creature (R9.6.7 roar)
  bool azoz = false;                    // Azoz the Mad (R9.6)
  int ritual_icons = 0;                 // Azoz only
  std::string art;                      // emblem art id
};

enum class MonsterAbilityKind { None, Ambush, Drain, Roar };

struct MonsterAbility {
  MonsterAbilityKind kind = MonsterAbilityKind::None;
  TestOption test;                   // ambush: the test to pass; roar: its `require` raises cards (R5.12)
  Color color = Color::Red;          // drain colour
};

struct Monster {
  std::string id;
  int level = 1;
  Text name, text;
  int movement = 1;
  TestOption test;
  MonsterAbility ability;
  std::string art;
};

struct Hunter {
  std::string id;
  Text name, text;
  int movement = 1;
};

struct GameOverCard {
  std::string id;
  Text name;
  bool new_game = false;
  bool lose_coin = false;
};

// A level layout (R2.2) is a small graph of slots; `next` lists successors (two at a fork).
enum class SlotKind { Dungeon, Peddler, Boss };
struct LayoutSlot {
  SlotKind kind = SlotKind::Dungeon;
  std::vector<int> next;
  int col = 0, row = 0;  // drawing position: row 0 main line, -1 upper branch, +1 lower branch
};
struct Layout {
  std::string id;
  std::vector<LayoutSlot> slots;  // slot 0 is the level's first card
};

struct CoopCell {
  int x = 0, y = 0;
  int level = 0;       // 0 = town
  SlotKind kind = SlotKind::Dungeon;
  bool town = false;
};
struct CoopMap {
  std::string id;
  Text name;
  int width = 0, height = 0;
  std::vector<CoopCell> cells;
  std::map<int, int> boss_target;  // player count -> defeated bosses needed
};

struct Content {
  std::string id;       // content set id, stored in saves
  std::string version;  // content version, stored in saves
  bool strict_counts = true;  // R1.3 counts enforced (false for small test fixtures)
  std::vector<Character> characters;
  std::vector<DungeonCard> cards;  // dungeon cards, bosses, peddlers, bifurcations, dead ends
  std::vector<EquipmentCard> equipment;  // one entry per design; `copies` says how many
  std::vector<Monster> monsters;
  Hunter hunter;
  std::vector<GameOverCard> game_over;
  int turn_order_cards = 4;
  std::vector<Layout> layouts;
  std::vector<CoopMap> coop_maps;
  std::uint64_t fingerprint = 0;  // hash of the loaded files, so saves can tell other content apart

  // Lookups by id; -1 when missing.
  int character_index(const std::string& id) const;
  int card_index(const std::string& id) const;
  int equipment_index(const std::string& id) const;
  int monster_index(const std::string& id) const;
  const Layout* layout(const std::string& id) const;
  const CoopMap* coop_map(const std::string& id) const;  // R9.8; null when missing
  // Card indices of one kind and level, in file order.
  std::vector<int> cards_of(CardKind kind, int level) const;
};

// One content problem: file relative to the data dir, JSON pointer inside it, and what is wrong.
struct ContentError {
  std::string file;
  std::string pointer;
  std::string message;
  std::string to_string() const;  // "equipment.json: /items/12/effect/color: ..."
};

struct ContentLoad {
  std::optional<Content> content;     // set only when there are no errors
  std::vector<ContentError> errors;   // every error found, not just the first
};

// Parse every file, resolve ids, validate; reports all errors at once. An empty data_dir means the
// default search found nothing: the one error then lists every place it looked (data_location.hpp).
ContentLoad load_content(const std::string& data_dir);

// The directory the game uses when none is given: $HIGHSCORE_DATA, else data/ next to the program
// (a build tree), else the install's share/highscore/data; empty when none holds content.json.
std::string default_data_dir();

}  // namespace hs

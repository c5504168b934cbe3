// Checks across content files, run after every file is parsed: the levels can be set up with the
// classic layout (R2.1, R2.2), the game over deck works (R9.3), coop maps fit the cards (R9.8), and
// with strict_counts the exact R1.3 component counts and full R7.4 effect coverage.
#include <algorithm>
#include <map>
#include <string>

#include "content/content_parse.hpp"
#include "highscore/content_vocabulary.hpp"
#include "highscore/matching.hpp"

namespace hs::content_detail {

namespace {

std::string plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

int count_cards(const Content& c, CardKind kind, int level, bool include_azoz = true) {
  int n = 0;
  for (const DungeonCard& card : c.cards)
    if (card.kind == kind && card.level == level && (include_azoz || !card.azoz)) ++n;
  return n;
}

int count_monsters(const Content& c, int level) {
  return static_cast<int>(
      std::count_if(c.monsters.begin(), c.monsters.end(), [&](const Monster& m) { return m.level == level; }));
}

struct CardFile {
  CardKind kind;
  const char* file;
  const char* pointer;
  const char* one;
  const char* many;
};
constexpr CardFile kCardFiles[] = {
    {CardKind::Dungeon, "dungeon.json", "/cards", "dungeon card", "dungeon cards"},
    {CardKind::Boss, "bosses.json", "/bosses", "boss", "bosses"},
    {CardKind::Peddler, "peddlers.json", "/peddlers", "peddler", "peddlers"},
    {CardKind::Bifurcation, "bifurcations.json", "/bifurcations", "bifurcation", "bifurcations"},
    {CardKind::DeadEnd, "dead_ends.json", "/dead_ends", "dead end", "dead ends"},
};

void add(LoadContext& ctx, const std::string& file, const std::string& pointer, std::string message) {
  ctx.errors.push_back(ContentError{file, pointer, std::move(message)});
}

// R2.1/R2.2: each level in play deals its dungeon cards into the classic layout, puts its peddler in
// the peddler slot and draws a boss. Level 4 is checked only when the set has level-4 cards (R9.7).
void check_levels_playable(LoadContext& ctx) {
  const Content& c = ctx.content;
  const Layout* classic = c.layout("classic");
  if (ctx.loaded("layouts.json") && !classic)
    add(ctx, "layouts.json", "/layouts", "no layout has the id \"classic\" (R2.2 needs it)");
  int classic_dungeon_slots = 0;
  if (classic)
    for (const LayoutSlot& s : classic->slots) classic_dungeon_slots += s.kind == SlotKind::Dungeon;

  const bool has_level4 = std::any_of(c.cards.begin(), c.cards.end(), [](const DungeonCard& d) {
    return d.level == 4 && (d.kind == CardKind::Dungeon || d.kind == CardKind::Boss || d.kind == CardKind::Peddler);
  });
  for (int level = 1; level <= (has_level4 ? 4 : 3); ++level) {
    const std::string lv = "level " + std::to_string(level) + " has ";
    if (ctx.loaded("dungeon.json") && classic) {
      const int n = count_cards(c, CardKind::Dungeon, level);
      if (n < classic_dungeon_slots)
        add(ctx, "dungeon.json", "/cards",
            lv + plural(n, "dungeon card", "dungeon cards") + "; the classic layout deals " +
                std::to_string(classic_dungeon_slots) + " (R2.1)");
    }
    if (ctx.loaded("peddlers.json")) {
      const int n = count_cards(c, CardKind::Peddler, level);
      if (n != 1) add(ctx, "peddlers.json", "/peddlers", lv + plural(n, "peddler", "peddlers") + "; it needs exactly one (R2.1)");
    }
    if (ctx.loaded("bosses.json") && count_cards(c, CardKind::Boss, level, false) == 0)
      add(ctx, "bosses.json", "/bosses", lv + "no boss to draw (Azoz does not count) (R2.1)");
  }
  if (ctx.loaded("bosses.json")) {
    const int azoz = static_cast<int>(std::count_if(c.cards.begin(), c.cards.end(), [](const DungeonCard& d) { return d.azoz; }));
    if (azoz > 1) add(ctx, "bosses.json", "/bosses", plural(azoz, "boss is", "bosses are") + " Azoz; there is only one (R9.6)");
  }
}

void check_game_over(LoadContext& ctx) {
  if (!ctx.loaded("game_over.json")) return;
  const auto& cards = ctx.content.game_over;
  const int new_games =
      static_cast<int>(std::count_if(cards.begin(), cards.end(), [](const GameOverCard& g) { return g.new_game; }));
  if (new_games != 1)
    add(ctx, "game_over.json", "/cards",
        plural(new_games, "card is", "cards are") + " \"new_game\"; exactly one must be (R1.3, R9.3)");
}

// R9.8: a map's cells are dealt from the level's cards, so it cannot ask for more than exist.
void check_coop_maps(LoadContext& ctx) {
  const Content& c = ctx.content;
  const bool cards_loaded = ctx.loaded("dungeon.json") && ctx.loaded("peddlers.json") && ctx.loaded("bosses.json");
  for (std::size_t i = 0; i < c.coop_maps.size(); ++i) {
    const CoopMap& map = c.coop_maps[i];
    const std::string p = "/maps/" + std::to_string(i);
    int boss_cells = 0;
    for (int level = 1; level <= 3; ++level) {
      int want[3] = {0, 0, 0};  // by SlotKind
      for (const CoopCell& cell : map.cells)
        if (!cell.town && cell.level == level) ++want[static_cast<int>(cell.kind)];
      boss_cells += want[static_cast<int>(SlotKind::Boss)];
      if (!cards_loaded) continue;
      const int have[3] = {count_cards(c, CardKind::Dungeon, level), count_cards(c, CardKind::Peddler, level),
                           count_cards(c, CardKind::Boss, level, false)};
      for (int k = 0; k < 3; ++k)
        if (want[k] > have[k])
          add(ctx, "coop_maps.json", p + "/cells",
              "needs " + std::to_string(want[k]) + " level-" + std::to_string(level) + " " +
                  std::string(slot_kind_name(static_cast<SlotKind>(k))) + " cards but the content has " +
                  std::to_string(have[k]));
    }
    for (const auto& [players, target] : map.boss_target)
      if (target > boss_cells)
        add(ctx, "coop_maps.json", p + "/boss_target/" + std::to_string(players),
            "needs " + std::to_string(target) + " bosses but the map has " + std::to_string(boss_cells) + " boss cells");
  }
}

void expect_count(LoadContext& ctx, const std::string& file, const std::string& pointer, const std::string& what,
                  int have, int need) {
  if (have != need)
    add(ctx, file, pointer, what + std::to_string(have) + "; R1.3 needs " + std::to_string(need));
}

void check_strict_cards(LoadContext& ctx) {
  const Content& c = ctx.content;
  for (const CardFile& f : kCardFiles) {
    if (!ctx.loaded(f.file)) continue;
    const bool levels_1_to_3 = f.kind == CardKind::Bifurcation || f.kind == CardKind::DeadEnd;
    for (int level = 1; level <= (levels_1_to_3 ? 3 : 4); ++level) {
      int need = 1;
      if (f.kind == CardKind::Dungeon) need = 13;
      if (f.kind == CardKind::Boss) need = level == 4 ? 3 : 4;
      if (levels_1_to_3) need = 3;
      const int have = count_cards(c, f.kind, level, false);
      expect_count(ctx, f.file, f.pointer, std::string(f.many) + " of level " + std::to_string(level) + ": ", have, need);
    }
  }
  if (ctx.loaded("bosses.json")) {
    const int azoz = static_cast<int>(std::count_if(c.cards.begin(), c.cards.end(), [](const DungeonCard& d) { return d.azoz; }));
    expect_count(ctx, "bosses.json", "/bosses", "Azoz bosses: ", azoz, 1);
  }
}

void check_strict_characters(LoadContext& ctx) {
  const Content& c = ctx.content;
  if (!ctx.loaded("characters.json")) return;
  expect_count(ctx, "characters.json", "/characters", "characters: ", static_cast<int>(c.characters.size()), 7);
  int four_lives = 0;
  for (std::size_t i = 0; i < c.characters.size(); ++i) {
    const Character& ch = c.characters[i];
    const std::string p = "/characters/" + std::to_string(i);
    const int total = ch.pool.total();
    if (total < 8 || total > 9)
      add(ctx, "characters.json", p + "/pool", std::to_string(total) + " dice; a character has 8 or 9 (CONTENT.md)");
    if (ch.pool[Color::Black] > 2)
      add(ctx, "characters.json", p + "/pool/black",
          std::to_string(ch.pool[Color::Black]) + " black dice; a character has at most 2 (CONTENT.md)");
    if (ch.lives == 4) ++four_lives;
    else if (ch.lives != 3)
      add(ctx, "characters.json", p + "/lives", std::to_string(ch.lives) + " lives; characters have 3, the barbarian 4 (R2.3)");
  }
  if (four_lives != 1)
    add(ctx, "characters.json", "/characters",
        plural(four_lives, "character has", "characters have") + " 4 lives; exactly one (the barbarian) has (R2.3)");
  for (std::size_t k = 0; k < kExpertKindNames.size(); ++k) {
    const bool used = std::any_of(c.characters.begin(), c.characters.end(), [&](const Character& ch) {
      return static_cast<std::size_t>(ch.expert.kind) == k;
    });
    if (!used)
      add(ctx, "characters.json", "/characters",
          "no character has the expert ability \"" + std::string(kExpertKindNames[k]) + "\" (R9.4.1)");
  }
}

void check_strict_equipment(LoadContext& ctx) {
  const Content& c = ctx.content;
  if (!ctx.loaded("equipment.json")) return;
  int cards = 0, potions = 0;
  for (const EquipmentCard& e : c.equipment) {
    cards += e.copies;
    if (e.effect.kind == EffectKind::Heal) potions += e.copies;
  }
  expect_count(ctx, "equipment.json", "/items", "equipment cards (counting copies): ", cards, 47);
  expect_count(ctx, "equipment.json", "/items", "heal potions (counting copies): ", potions, 3);
  // R6.4: a symbol matters only when at least two cards carry it (copies count).
  std::map<std::string, int> symbols;
  for (const EquipmentCard& e : c.equipment)
    if (!e.symbol.empty()) symbols[e.symbol] += e.copies;
  for (const auto& [symbol, n] : symbols)
    if (n < 2)
      add(ctx, "equipment.json", "/items",
          "the symbol \"" + symbol + "\" is on only one card; R6.4 needs a symbol on at least two");
  for (EffectKind kind : kAllEffectKinds) {
    const bool used = std::any_of(c.equipment.begin(), c.equipment.end(),
                                  [&](const EquipmentCard& e) { return e.effect.kind == kind; });
    if (!used)
      add(ctx, "equipment.json", "/items",
          "no item has the effect \"" + std::string(effect_kind_name(kind)) + "\"; every R7.4 effect must appear");
  }
}

void check_strict_others(LoadContext& ctx) {
  const Content& c = ctx.content;
  if (ctx.loaded("monsters.json"))
    for (int level = 1; level <= 3; ++level)
      expect_count(ctx, "monsters.json", "/monsters", "wandering monsters of level " + std::to_string(level) + ": ",
                   count_monsters(c, level), 4);
  if (ctx.loaded("game_over.json"))
    expect_count(ctx, "game_over.json", "/cards", "game over cards: ", static_cast<int>(c.game_over.size()), 5);
  if (ctx.loaded("content.json"))
    expect_count(ctx, "content.json", "/turn_order_cards", "turn order cards: ", c.turn_order_cards, 4);
}

// Why no roll can ever meet `o`, or "" when the best conceivable roll does: every die of the supply
// (R1.1) in a colour the option allows, each showing 6 (R5.3).
std::string why_never_passes(const TestOption& o) {
  std::vector<MatchDie> best;
  for (Color c : kAllDieColors)
    if (std::find(o.forbid.begin(), o.forbid.end(), c) == o.forbid.end())
      for (int i = 0; i < kSupplyPerColor[static_cast<int>(c)]; ++i) best.push_back(MatchDie{c, 6});
  if (best.empty()) return "it forbids every colour";
  if (match_dice(o.require, best)) return "";
  return "its " + std::to_string(o.require.size()) + " requirements cannot all be met even by all " +
         std::to_string(best.size()) + " dice it allows showing 6";
}

// Dice of colour C (an upper bound) that `e` can add to one test: a pool die, a die added to the test,
// an extra die rolled with C, or a die turned into C (R7.4).
void add_effect_dice(const Effect& e, int copies, DiceCounts& out) {
  auto add = [&](Color c) {
    if (c != Color::Any) out[c] += copies;
  };
  switch (e.kind) {
    case EffectKind::AddPoolDie:
    case EffectKind::ExtraDie: add(e.color); break;
    case EffectKind::AddTestDie:
      for (Color c : e.colors) add(c);
      break;
    case EffectKind::ConvertPoolDie:
    case EffectKind::TransformRolled: add(e.to); break;
    default: break;
  }
}

// The most dice of each colour `ch` could ever roll in one test: its pool, its ability and every
// item that adds dice (one of each symbol, R6.4), never more than the supply holds (R1.1).
DiceCounts most_dice(const Content& c, const Character& ch) {
  DiceCounts most = ch.pool;
  add_effect_dice(ch.ability, 1, most);
  for (const EquipmentCard& e : c.equipment) add_effect_dice(e.effect, e.symbol.empty() ? e.copies : 1, most);
  for (Color col : kAllDieColors) most[col] = std::min(most[col], kSupplyPerColor[static_cast<std::size_t>(col)]);
  return most;
}

// How many of `o`'s requirements the dice `most` can meet at best, each die showing 6 (R5.3).
int requirements_met(const TestOption& o, const DiceCounts& most) {
  std::vector<MatchDie> dice;
  for (Color col : kAllDieColors)
    if (std::find(o.forbid.begin(), o.forbid.end(), col) == o.forbid.end())
      for (int i = 0; i < most[col]; ++i) dice.push_back(MatchDie{col, 6});
  const std::vector<int> match = best_partial_match(o.require, dice);
  return static_cast<int>(std::count_if(match.begin(), match.end(), [](int d) { return d >= 0; }));
}

// Why no character can ever meet `o` with the dice it could hold (most_dice), or "" when one can.
std::string why_no_character_passes(const Content& c, const TestOption& o) {
  int best = -1;
  std::string who;
  for (const Character& ch : c.characters) {
    const int met = requirements_met(o, most_dice(c, ch));
    if (met == static_cast<int>(o.require.size())) return "";
    if (met > best) {
      best = met;
      who = ch.id;
    }
  }
  if (who.empty()) return "";
  return "at most " + std::to_string(best) + " of its " + std::to_string(o.require.size()) +
         " requirements can be met, by " + who + " with every item that adds dice";
}

// A card whose every option is impossible would stall every game that reaches it (R5.1, R5.3): first
// against the whole supply of 18 dice (R1.1), then against the dice any character could hold.
void check_cards_passable(LoadContext& ctx) {
  const Content& c = ctx.content;
  for (const CardFile& f : kCardFiles) {
    int index = -1;
    for (const DungeonCard& card : c.cards) {
      if (card.kind != f.kind) continue;
      ++index;
      if (card.options.empty()) continue;
      const std::string pointer = std::string(f.pointer) + "/" + std::to_string(index);
      std::string why, why_characters;
      bool any_by_supply = false, any_by_character = false;
      for (std::size_t i = 0; i < card.options.size(); ++i) {
        const TestOption& o = card.options[i];
        const std::string w = why_never_passes(o);
        if (w.empty()) any_by_supply = true;
        else why += (why.empty() ? "" : "; ") + w;
        const std::string wc = w.empty() ? why_no_character_passes(c, o) : w;
        if (wc.empty()) any_by_character = true;
        else why_characters += (why_characters.empty() ? "" : "; ") + ("option " + std::to_string(i + 1) + ": " + wc);
      }
      if (!any_by_supply)
        add(ctx, f.file, pointer,
            "\"" + card.id + "\" can never be passed: no roll of the 18 dice meets any of its options (" + why + ")");
      else if (!any_by_character)
        add(ctx, f.file, pointer + "/options",
            "\"" + card.id + "\" can never be passed: no character could hold the dice any of its options needs (" +
                why_characters + ")");
    }
  }
}

}  // namespace

void validate_content(LoadContext& ctx) {
  check_levels_playable(ctx);
  check_cards_passable(ctx);
  check_game_over(ctx);
  check_coop_maps(ctx);
  if (ctx.strict_counts_known && ctx.content.strict_counts) {
    check_strict_cards(ctx);
    check_strict_characters(ctx);
    check_strict_equipment(ctx);
    check_strict_others(ctx);
  }
}

}  // namespace hs::content_detail

// Option validation before set-up: seats, characters, layout or co-op map, stacked decks, scripted
// dice, and the variants (R9) that this engine does not play yet or that do not combine, each refused
// with the rule that defines it.
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "highscore/content.hpp"
#include "highscore/options.hpp"
#include "rules/start_setup.hpp"

namespace hs {

namespace {

// R2.1: levels 1-3; level 4 only with R9.7 (the Hunter's adventure always plays it, R9.7J).
int levels_in_play(const GameOptions& o) { return o.fourth_level || o.mode == Mode::Hunter ? 4 : 3; }

const DungeonCard* find_card(const Content& c, const std::string& id) {
  for (const auto& card : c.cards)
    if (card.id == id) return &card;
  return nullptr;
}

const Layout* find_layout(const Content& c, const std::string& id) {
  for (const auto& l : c.layouts)
    if (l.id == id) return &l;
  return nullptr;
}

// A refusal with its code for translated clients (refusal_code.hpp) besides the English reason.
Refusal coded(std::string rule, std::string reason, RefusalCode code, std::vector<std::string> args = {}) {
  return Refusal{std::move(rule), std::move(reason), code, std::move(args)};
}

int count_cards(const Content& c, CardKind kind, int level) {
  int n = 0;
  for (const auto& card : c.cards)
    if (card.kind == kind && card.level == level) ++n;
  return n;
}

// R9.6 / R9.7J: one character alone in the classic dungeon; the variants that need other players,
// or that the solo rules replace, are refused with the reason.
std::optional<Refusal> check_solo(const Content& c, const GameOptions& o) {
  const bool azoz = o.mode == Mode::Azoz;
  const char* rule = azoz ? "R9.6" : "R9.7J";
  const std::string who = azoz ? "the adventure against Azoz" : "the Hunter's adventure";
  if (o.players != 1)
    return coded(rule, who + " is played by one character, not " + std::to_string(o.players),
                 azoz ? RefusalCode::SoloPlayersAzoz : RefusalCode::SoloPlayersHunter, {std::to_string(o.players)});
  if (o.no_elimination || o.insert_coin)
    return coded("R9.6.5", "in a solo adventure the game is lost at 0 lives: no elimination option, no Insert Coin",
                 RefusalCode::SoloLives);
  if (o.expert)
    return coded(rule, "expert abilities act on other characters: there are none in " + who,
                 azoz ? RefusalCode::SoloExpertAzoz : RefusalCode::SoloExpertHunter);
  if (o.exploration)
    return coded(rule, who + " is played in the classic layout, not in exploration mode",
                 azoz ? RefusalCode::SoloExploreAzoz : RefusalCode::SoloExploreHunter);
  if (o.variable_turn_order) return coded(rule, "with one character there is no turn order to rebuild", RefusalCode::SoloOrder);
  if (azoz && o.fourth_level)
    return coded("R9.6", "Azoz waits on level 3: his adventure has no fourth level", RefusalCode::AzozFourth);
  if (azoz && std::none_of(c.cards.begin(), c.cards.end(), [](const DungeonCard& d) { return d.azoz; }))
    return coded("R9.6.1", "the content has no Azoz card", RefusalCode::AzozCard);
  if (o.stacked.count("monsters")) return std::nullopt;  // the whole monster deck is given
  const int per_level = azoz ? 2 : 3;  // R9.6.2, R9.7J
  for (int level = 1; level <= 3; ++level) {
    const auto n = std::count_if(c.monsters.begin(), c.monsters.end(), [&](const Monster& m) { return m.level == level; });
    if (n < per_level)
      return coded(azoz ? "R9.6.2" : "R9.7J",
                   "the monster deck takes " + std::to_string(per_level) + " monsters of level " + std::to_string(level) +
                       " and the content has " + std::to_string(n),
                   RefusalCode::MonsterDeck, {std::to_string(per_level), std::to_string(level), std::to_string(n)});
  }
  return std::nullopt;
}

std::optional<Refusal> check_variants(const Content& c, const GameOptions& o) {
  switch (o.mode) {
    case Mode::Standard: break;
    case Mode::Azoz:
    case Mode::Hunter:
      if (auto r = check_solo(c, o)) return r;
      break;
    case Mode::Coop: break;  // its own constraints: check_coop
  }
  if (o.hunter_easier && o.mode != Mode::Hunter)
    return coded("R9.7J", "the easier option belongs to the Hunter's adventure", RefusalCode::Easier);
  // R9.1: the level-4 preset hides a level that is only dealt with R9.7.
  if (o.hidden == HiddenPreset::Level4 && levels_in_play(o) < 4)
    return coded("R9.1", "hiding level 4 needs the fourth level", RefusalCode::HideLevel4);
  if (o.fourth_level && o.exploration)
    return coded("R9.7", "the fourth level cannot be explored", RefusalCode::FourthExplore);
  if (o.end_at_once && !o.variable_turn_order)
    return coded("R9.2", "ending the game at once is an option of the variable turn order", RefusalCode::EndAtOnce);
  // Ruling (R9.5): cards are drawn face up as the dungeon is explored, so there is nothing to deal
  // hidden; hidden cards (R9.1) do not combine with exploration.
  if (o.exploration && o.hidden != HiddenPreset::None)
    return coded("R9.5", "no hidden cards when exploring: every card is drawn face up", RefusalCode::ExploreHidden);
  if (!o.coop_map.empty() && o.mode != Mode::Coop)
    return coded("R9.8", "a cooperative map is only played in the cooperative mode", RefusalCode::CoopMapMode);
  return std::nullopt;
}

// R9.8: 2-4 players on a map of the content, and none of the variants that change the dungeon, the
// turn order or the ending. Ruling: the co-op mode has its own board, order and ending, so the hidden
// presets (its cards are face down anyway), the variable turn order, Insert Coin, no elimination, the
// fourth level and exploration do not apply; expert abilities are not offered with it yet.
std::optional<Refusal> check_coop(const Content& c, const GameOptions& o) {
  if (o.players < 2 || o.players > 4)
    return coded("R9.8", "the cooperative mode is for 2 to 4 players, not " + std::to_string(o.players),
                 RefusalCode::CoopPlayers, {std::to_string(o.players)});
  if (c.coop_maps.empty()) return coded("R9.8", "the content has no cooperative map", RefusalCode::CoopNoMap);
  if (!o.coop_map.empty() && !c.coop_map(o.coop_map))
    return coded("R9.8", "the content has no cooperative map called \"" + o.coop_map + "\"", RefusalCode::CoopMapName,
                 {o.coop_map});
  const CoopMap& map = o.coop_map.empty() ? c.coop_maps.front() : *c.coop_map(o.coop_map);
  if (!map.boss_target.count(o.players))
    return coded("R9.8", "map \"" + map.id + "\" has no boss target for " + std::to_string(o.players) + " players",
                 RefusalCode::CoopTarget, {map.id, std::to_string(o.players)});
  const char* refused = nullptr;
  RefusalCode code = RefusalCode::None;
  if (o.hidden != HiddenPreset::None) refused = "hidden cards: the map is dealt face down already", code = RefusalCode::CoopHidden;
  else if (o.variable_turn_order || o.end_at_once) refused = "the variable turn order: the party chooses who plays", code = RefusalCode::CoopOrder;
  else if (o.insert_coin) refused = "Insert Coin: a character at 0 lives loses the game for everyone", code = RefusalCode::CoopCoin;
  else if (o.no_elimination) refused = "no elimination: a character at 0 lives loses the game for everyone", code = RefusalCode::CoopElimination;
  else if (o.expert) refused = "expert abilities", code = RefusalCode::CoopExpert;
  else if (o.exploration) refused = "exploration: the map is the board", code = RefusalCode::CoopExplore;
  else if (o.fourth_level) refused = "the fourth level: the map has levels 1 to 3", code = RefusalCode::CoopFourth;
  else if (o.hunter_easier) refused = "the easier Hunter", code = RefusalCode::CoopEasier;
  if (refused) return coded("R9.8", std::string("the cooperative mode is not played with ") + refused, code);
  return std::nullopt;
}

std::optional<Refusal> check_layout(const Content& c, const GameOptions& o) {
  const Layout* layout = find_layout(c, o.layout);
  if (!layout) return Refusal{"R2.2", "the content has no layout called \"" + o.layout + "\""};
  int dungeon_slots = 0, peddler_slots = 0, boss_slots = 0;
  const int n = static_cast<int>(layout->slots.size());
  for (const auto& slot : layout->slots) {
    if (slot.kind == SlotKind::Dungeon) ++dungeon_slots;
    if (slot.kind == SlotKind::Peddler) ++peddler_slots;
    if (slot.kind == SlotKind::Boss) ++boss_slots;
    for (int next : slot.next)
      if (next < 0 || next >= n)
        return Refusal{"R2.2", "layout \"" + o.layout + "\" links to a slot that does not exist"};
    // Only the boss may end a level: every other slot must lead on.
    if (slot.kind == SlotKind::Boss && !slot.next.empty())
      return Refusal{"R2.2", "layout \"" + o.layout + "\": the boss slot must be the level's last"};
    if (slot.kind != SlotKind::Boss && slot.next.empty())
      return Refusal{"R2.2", "layout \"" + o.layout + "\" has a dead end that is not the boss"};
  }
  if (boss_slots != 1 || peddler_slots > 1 || n == 0 || layout->slots[0].kind != SlotKind::Dungeon)
    return Refusal{"R2.2", "layout \"" + o.layout +
                               "\" needs a dungeon first slot, one boss slot and at most one peddler"};
  for (int level = 1; level <= levels_in_play(o); ++level) {
    const std::string lv = std::to_string(level);
    if (count_cards(c, CardKind::Dungeon, level) < dungeon_slots)
      return Refusal{"R2.1", "level " + lv + " has fewer dungeon cards than the layout's " +
                                 std::to_string(dungeon_slots) + " slots"};
    if (peddler_slots > 0 && count_cards(c, CardKind::Peddler, level) < 1)
      return Refusal{"R2.1", "level " + lv + " has no peddler"};
    int bosses = 0;  // Azoz is never dealt in the standard game (R1.3)
    for (const auto& card : c.cards) bosses += card.kind == CardKind::Boss && card.level == level && !card.azoz;
    if (bosses < 1) return Refusal{"R2.1", "level " + lv + " has no boss"};
  }
  return std::nullopt;
}

// R9.5: every level needs a card to start or go on with, a bifurcation (the only source of bosses),
// a dead end and a boss to add, and the peddlers that open levels 2 and 3 and the level-3 deck.
std::optional<Refusal> check_exploration(const Content& c, const GameOptions& o) {
  if (!o.exploration) return std::nullopt;
  for (int level = 1; level <= 3; ++level) {
    const std::string lv = std::to_string(level);
    if (count_cards(c, CardKind::Dungeon, level) < 1)
      return Refusal{"R9.5", "exploration needs dungeon cards of level " + lv};
    if (count_cards(c, CardKind::Bifurcation, level) < 1)
      return Refusal{"R9.5", "exploration needs a bifurcation of level " + lv + " (bosses join the deck with them)"};
    if (count_cards(c, CardKind::DeadEnd, level) < 1)
      return Refusal{"R9.5", "exploration needs a dead end of level " + lv};
    if (count_cards(c, CardKind::Peddler, level) < 1) return Refusal{"R9.5", "exploration needs the peddler of level " + lv};
  }
  return std::nullopt;
}

std::optional<Refusal> check_stacked(const Content& c, const GameOptions& o) {
  for (const auto& [key, ids] : o.stacked) {
    if (key == "equipment") {
      std::map<std::string, int> wanted;
      for (const auto& id : ids) ++wanted[id];
      for (const auto& entry : wanted) {  // not a structured binding: clang 14 cannot capture one in a lambda
        const std::string& id = entry.first;
        const int n = entry.second;
        auto it = std::find_if(c.equipment.begin(), c.equipment.end(),
                               [&](const EquipmentCard& e) { return e.id == id; });
        if (it == c.equipment.end())
          return Refusal{"", "stacked equipment: no equipment card \"" + id + "\""};
        if (n > it->copies)
          return Refusal{"", "stacked equipment: \"" + id + "\" is listed more often than its copies"};
      }
      continue;
    }
    if (key == "game_over") {
      std::set<std::string> seen;
      for (const auto& id : ids) {
        if (std::none_of(c.game_over.begin(), c.game_over.end(), [&](const GameOverCard& g) { return g.id == id; }))
          return Refusal{"", "stacked game_over: no Game Over card \"" + id + "\""};
        if (!seen.insert(id).second) return Refusal{"", "stacked game_over: \"" + id + "\" is listed twice"};
      }
      continue;
    }
    if (key == "monsters") {
      // R9.6.2 / R9.7J: the whole monster deck, top first (tests and scenarios).
      for (const auto& id : ids)
        if (c.monster_index(id) < 0) return Refusal{"", "stacked monsters: no wandering monster \"" + id + "\""};
      continue;
    }
    if (key.rfind("equipment:", 0) == 0) continue;  // reshuffle stacks: rules::check_start_setup
    if (key.rfind("explore:", 0) == 0) {
      // R9.5 deck order (tests): dungeon cards, bifurcations and the level-3 peddler of level L; after
      // the N-th shuffle ("explore:L:N") also the bosses and dead ends that joined it.
      const std::string lv = key.substr(8, 1);
      const std::string after = key.size() > 9 && key[9] == ':' ? key.substr(10) : "";
      const int level = key.size() >= 9 && std::isdigit(static_cast<unsigned char>(key[8])) ? key[8] - '0' : 0;
      const bool shuffle_ok = key.size() == 9 || (!after.empty() && after.size() <= 2 && after[0] != '0' &&
                                                  std::all_of(after.begin(), after.end(), [](char ch) { return ch >= '0' && ch <= '9'; }));
      if (!o.exploration || level < 1 || level > 3 || !shuffle_ok)
        return Refusal{"", "stacked: \"" + key + "\" needs exploration mode, a level from 1 to 3 and a shuffle from 1 (explore:L or explore:L:N)"};
      std::set<std::string> seen;
      for (const auto& id : ids) {
        const DungeonCard* card = find_card(c, id);
        const bool fits = card && card->level == level && !card->azoz &&
                          (card->kind == CardKind::Dungeon || card->kind == CardKind::Bifurcation ||
                           (card->kind == CardKind::Peddler && level == 3) ||
                           (!after.empty() && (card->kind == CardKind::Boss || card->kind == CardKind::DeadEnd)));
        if (!fits) return Refusal{"", "stacked " + key + ": \"" + id + "\" is not in the level " + lv + " deck"};
        if (!seen.insert(id).second) return Refusal{"", "stacked " + key + ": \"" + id + "\" is listed twice"};
      }
      continue;
    }
    const bool dungeon = key.rfind("dungeon:", 0) == 0, boss = key.rfind("boss:", 0) == 0;
    const std::string level_text = key.substr(key.find(':') + 1);
    const int level = (dungeon || boss) && level_text.size() == 1 ? level_text[0] - '0' : 0;
    if (level < 1 || level > levels_in_play(o))
      return Refusal{"", "stacked: unknown key \"" + key +
                             "\" (use dungeon:L, boss:L for a level in play, equipment, equipment:N, game_over)"};
    if (boss && ids.size() > 1 && o.mode != Mode::Coop) return Refusal{"", "stacked " + key + ": a level has one boss"};
    std::set<std::string> seen;
    for (const auto& id : ids) {
      const DungeonCard* card = find_card(c, id);
      const CardKind kind = boss ? CardKind::Boss : CardKind::Dungeon;
      if (!card || card->kind != kind || card->level != level || card->azoz)
        return Refusal{"", "stacked " + key + ": \"" + id + "\" is not a " + (boss ? "boss" : "dungeon card") +
                               " of level " + level_text};
      if (!seen.insert(id).second) return Refusal{"", "stacked " + key + ": \"" + id + "\" is listed twice"};
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> validate_options(const Content& content, const GameOptions& o) {
  if (o.mode == Mode::Coop)
    if (auto r = check_coop(content, o)) return r;
  // A one-seat standard game is allowed as practice; the table has room for four (turn order cards).
  if (o.players < 1 || o.players > 4)
    return coded("R2.3", "the standard game is for 1 to 4 players, not " + std::to_string(o.players),
                 RefusalCode::StandardPlayers, {std::to_string(o.players)});
  if (auto r = check_variants(content, o)) return r;
  if (static_cast<int>(content.characters.size()) < o.players)
    return Refusal{"R2.3", "the content has fewer characters than players"};
  if (static_cast<int>(o.characters.size()) > o.players)
    return Refusal{"R2.3", "more characters chosen than there are players"};
  std::set<std::string> chosen;
  for (const auto& id : o.characters) {
    if (id.empty()) continue;
    if (content.character_index(id) < 0) return Refusal{"R2.3", "no character called \"" + id + "\""};
    if (!chosen.insert(id).second) return Refusal{"R2.3", "character \"" + id + "\" is chosen twice"};
  }
  if (o.first_player < -1 || o.first_player >= o.players)
    return Refusal{"R2.4", "first player " + std::to_string(o.first_player) + " is not a seat"};
  if (o.insert_coin &&
      std::count_if(content.game_over.begin(), content.game_over.end(), [](const GameOverCard& g) { return g.new_game; }) != 1)
    return Refusal{"R9.3", "Insert Coin needs Game Over cards with exactly one \"New Game\""};
  if (o.mode != Mode::Coop)  // co-op deals a map, not a layout (R9.8)
    if (auto r = check_layout(content, o)) return r;
  if (auto r = check_exploration(content, o)) return r;
  if (auto r = check_stacked(content, o)) return r;
  if (auto r = rules::check_start_setup(content, o, levels_in_play(o))) return r;
  for (int face : o.scripted_dice)
    if (face < 1 || face > 6)
      return Refusal{"", "scripted die face " + std::to_string(face) + " is not between 1 and 6"};
  return std::nullopt;
}

std::string_view mode_name(Mode m) {
  switch (m) {
    case Mode::Standard: return "standard";
    case Mode::Azoz: return "azoz";
    case Mode::Hunter: return "hunter";
    case Mode::Coop: return "coop";
  }
  return "standard";
}

std::optional<Mode> parse_mode(std::string_view name) {
  for (Mode m : {Mode::Standard, Mode::Azoz, Mode::Hunter, Mode::Coop})
    if (mode_name(m) == name) return m;
  return std::nullopt;
}

}  // namespace hs

// `highscore-cli content-stats [DATA_DIR]`: what a content set holds, as JSON on stdout: counts per
// card kind and level, characters, equipment (with copies, heal potions, symbols, usages) and which
// R7.4 effects the equipment covers, so balance work and reviews start from facts.
#include <cstdio>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "highscore/content.hpp"
#include "highscore/content_vocabulary.hpp"

namespace hs::cli {

namespace {

using nlohmann::json;

// {"1": n, "2": n, ..., "total": n}; levels that have no card are still listed (as 0) up to 4.
json per_level(const std::map<int, int>& counts, int max_level) {
  json out = json::object();
  int total = 0;
  for (int level = 1; level <= max_level; ++level) {
    const auto it = counts.find(level);
    const int n = it == counts.end() ? 0 : it->second;
    out[std::to_string(level)] = n;
    total += n;
  }
  out["total"] = total;
  return out;
}

json card_stats(const Content& c) {
  std::map<int, int> by_kind_level[5];
  int azoz = 0;
  for (const DungeonCard& card : c.cards) {
    if (card.azoz) {
      ++azoz;
      continue;  // Azoz is a solo-mode boss, listed apart from the bosses a level draws from
    }
    ++by_kind_level[static_cast<int>(card.kind)][card.level];
  }
  json out = json::object();
  for (int k = 0; k < 5; ++k) {
    const auto kind = static_cast<CardKind>(k);
    const bool levels_1_to_3 = kind == CardKind::Bifurcation || kind == CardKind::DeadEnd;
    out[std::string(card_kind_name(kind))] = per_level(by_kind_level[k], levels_1_to_3 ? 3 : 4);
  }
  out["azoz"] = azoz;
  int creatures = 0, optional_tests = 0;
  for (const DungeonCard& card : c.cards) {
    creatures += card.creature;
    optional_tests += card.optional.has_value();
  }
  out["creature_cards"] = creatures;
  out["cards_with_optional_test"] = optional_tests;
  return out;
}

json equipment_stats(const Content& c) {
  json usages = json::object(), symbols = json::object();
  for (std::string_view u : kUsageNames) usages[std::string(u)] = 0;
  int cards = 0, potions = 0;
  for (const EquipmentCard& e : c.equipment) {
    cards += e.copies;
    if (e.effect.kind == EffectKind::Heal) potions += e.copies;
    usages[std::string(usage_name(e.usage))] = usages[std::string(usage_name(e.usage))].get<int>() + e.copies;
    if (!e.symbol.empty()) symbols[e.symbol] = symbols.value(e.symbol, 0) + e.copies;
  }
  json out = json::object();
  out["designs"] = c.equipment.size();
  out["cards"] = cards;
  out["heal_potions"] = potions;
  out["by_usage"] = usages;
  out["symbols"] = symbols;
  return out;
}

// R7.4 coverage: equipment cards (with copies) and character abilities using each effect kind.
json effect_stats(const Content& c) {
  json covered = json::object(), missing = json::array();
  for (EffectKind kind : kAllEffectKinds) {
    int cards = 0, designs = 0, characters = 0;
    for (const EquipmentCard& e : c.equipment)
      if (e.effect.kind == kind) {
        cards += e.copies;
        ++designs;
      }
    for (const Character& ch : c.characters) characters += ch.ability.kind == kind;
    const std::string name(effect_kind_name(kind));
    if (cards == 0) missing.push_back(name);
    else covered[name] = {{"equipment_cards", cards}, {"designs", designs}, {"character_abilities", characters}};
  }
  return {{"covered", covered}, {"missing_in_equipment", missing}};
}

json stats(const Content& c) {
  json out = json::object();
  char fingerprint[17];
  std::snprintf(fingerprint, sizeof fingerprint, "%016llx", static_cast<unsigned long long>(c.fingerprint));
  out["content"] = {{"id", c.id}, {"version", c.version}, {"fingerprint", fingerprint}, {"strict_counts", c.strict_counts}};
  out["characters"] = c.characters.size();
  out["cards"] = card_stats(c);
  std::map<int, int> monsters;
  for (const Monster& m : c.monsters) ++monsters[m.level];
  out["monsters"] = per_level(monsters, 3);
  out["hunter"] = c.hunter.id;
  out["equipment"] = equipment_stats(c);
  out["effects"] = effect_stats(c);
  out["game_over"] = c.game_over.size();
  out["turn_order_cards"] = c.turn_order_cards;
  json layouts = json::array(), maps = json::array();
  for (const Layout& l : c.layouts) layouts.push_back(l.id);
  for (const CoopMap& m : c.coop_maps) maps.push_back(m.id);
  out["layouts"] = layouts;
  out["coop_maps"] = maps;
  return out;
}

}  // namespace

int cmd_content_stats(const Args& args) {
  if (args.size() > 1) {
    std::fprintf(stderr, "usage: highscore-cli content-stats [DATA_DIR]\n");
    return 2;
  }
  const std::string dir = args.empty() ? default_data_dir() : args[0];
  const ContentLoad load = load_content(dir);
  if (!load.content) {
    const std::string prefix = dir.empty() || dir.back() == '/' ? dir : dir + "/";
    for (const ContentError& e : load.errors)
      std::fprintf(stderr, "%s%s\n", e.file.empty() ? (dir.empty() ? "" : (dir + ": ").c_str()) : prefix.c_str(), e.to_string().c_str());
    std::fprintf(stderr, "%zu error%s%s\n", load.errors.size(), load.errors.size() == 1 ? "" : "s",
                 dir.empty() ? "" : (" in " + dir).c_str());
    return 1;
  }
  std::printf("%s\n", stats(*load.content).dump(2).c_str());
  return 0;
}

}  // namespace hs::cli

// `highscore-cli validate [DATA_DIR]`: load a content directory and list every problem, one per line,
// each prefixed with the directory so the line points straight at the file (R1.4).
#include <cstdio>
#include <string>

#include "commands.hpp"
#include "highscore/content.hpp"

namespace hs::cli {

namespace {

std::string with_dir(const std::string& dir, const ContentError& e) {
  if (dir.empty()) return e.to_string();  // no directory found: the error lists where it looked
  if (e.file.empty()) return dir + ": " + e.to_string();
  const std::string prefix = dir.empty() || dir.back() == '/' ? dir : dir + "/";
  return prefix + e.to_string();
}

std::string count(std::size_t n, const std::string& what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

// "ok: 7 characters, 94 cards (52 dungeon, ...), ..." so a data author sees what was counted.
std::string summary(const Content& c) {
  int by_kind[5] = {0, 0, 0, 0, 0};
  for (const DungeonCard& card : c.cards) ++by_kind[static_cast<int>(card.kind)];
  int equipment_cards = 0, potions = 0;
  for (const EquipmentCard& e : c.equipment) {
    equipment_cards += e.copies;
    if (e.effect.kind == EffectKind::Heal) potions += e.copies;
  }
  return "ok: " + std::to_string(c.characters.size()) + " characters, " + std::to_string(c.cards.size()) +
         " cards (" + std::to_string(by_kind[0]) + " dungeon, " + std::to_string(by_kind[1]) + " bosses, " +
         std::to_string(by_kind[2]) + " peddlers, " + std::to_string(by_kind[3]) + " bifurcations, " +
         std::to_string(by_kind[4]) + " dead ends), " + std::to_string(equipment_cards) + " equipment cards (" +
         std::to_string(c.equipment.size()) + " designs, " + std::to_string(potions) + " heal potions), " +
         std::to_string(c.monsters.size()) + " wandering monsters and the hunter, " +
         std::to_string(c.game_over.size()) + " game over cards, " + count(c.layouts.size(), "layout") + ", " +
         count(c.coop_maps.size(), "coop map") + "; content \"" + c.id + "\" version " +
         c.version + (c.strict_counts ? ", R1.3 counts checked" : ", R1.3 counts not checked (strict_counts off)");
}

}  // namespace

int cmd_validate(const Args& args) {
  if (args.size() > 1 || (args.size() == 1 && (args[0] == "--help" || args[0] == "-h"))) {
    std::fprintf(args.size() == 1 ? stdout : stderr, "usage: highscore-cli validate [DATA_DIR]\n");
    return args.size() == 1 ? 0 : 2;
  }
  if (args.size() == 1 && args[0].empty()) {  // `validate ""` would look for content beside the program
    std::fprintf(stderr, "highscore-cli validate: the folder name is empty; give a data folder, or none for the game's own\n");
    return 2;
  }
  const std::string dir = args.empty() ? default_data_dir() : args[0];
  const ContentLoad load = load_content(dir);
  for (const ContentError& e : load.errors) std::printf("%s\n", with_dir(dir, e).c_str());
  if (!load.content) {
    std::printf("%zu error%s%s\n", load.errors.size(), load.errors.size() == 1 ? "" : "s",
                dir.empty() ? "" : (" in " + dir).c_str());
    return 1;
  }
  std::printf("%s\n", summary(*load.content).c_str());
  return 0;
}

}  // namespace hs::cli

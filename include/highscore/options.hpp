// Everything chosen before a game starts: mode, seats, variants (R9), and for tests and the tutorial
// stacked decks and scripted dice.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "highscore/result.hpp"

namespace hs {

struct Content;

enum class Mode { Standard, Azoz, Hunter, Coop };
enum class HiddenPreset { None, Bosses, BossesAndAfterPeddlers, Level4 };

struct GameOptions {
  Mode mode = Mode::Standard;
  int players = 2;
  std::vector<std::string> characters;  // character id per seat; "" or missing = random
  int first_player = -1;                // -1 = random (R2.4)
  std::string layout = "classic";       // R2.2

  bool no_elimination = false;          // R5.10 note
  HiddenPreset hidden = HiddenPreset::None;  // R9.1
  bool variable_turn_order = false;     // R9.2
  bool end_at_once = false;             // R9.2 option
  bool insert_coin = false;             // R9.3
  bool expert = false;                  // R9.4
  bool exploration = false;             // R9.5
  bool fourth_level = false;            // R9.7
  bool hunter_easier = false;           // R9.7J
  std::string coop_map;                 // R9.8

  // Stacked orders, top first, for tests and the tutorial. Keys: "dungeon:L" (deal order of level L's
  // dungeon cards), "boss:L" (the boss of level L), "equipment" (top of the equipment deck),
  // "monsters", "game_over". Ids not listed follow in shuffled order.
  std::map<std::string, std::vector<std::string>> stacked;
  // Die faces used before the RNG takes over (tests, tutorial); every die roll consumes one.
  std::vector<int> scripted_dice;
};

// Refuses combinations the rules do not allow (R9), unknown ids and wrong seat counts.
std::optional<Refusal> validate_options(const Content& content, const GameOptions& options);

std::string_view mode_name(Mode m);  // "standard", "azoz", "hunter", "coop"
std::optional<Mode> parse_mode(std::string_view name);

}  // namespace hs

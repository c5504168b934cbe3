// Everything chosen before a game starts: mode, seats, variants (R9), and for tests, scenarios and the
// tutorial the start set-up (coins, items, positions...), stacked decks and scripted dice. All of it is
// saved with the game, so any game, however it was set up, saves, reloads and replays.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "highscore/color.hpp"
#include "highscore/matching.hpp"
#include "highscore/result.hpp"

namespace hs {

struct Content;

enum class Mode { Standard, Azoz, Hunter, Coop };
enum class HiddenPreset { None, Bosses, BossesAndAfterPeddlers, Level4 };

// One seat's start, for tests, scenarios and the tutorial: each value given replaces what set-up
// gives the seat (R2.3); what is not given starts as usual.
struct SeatStart {
  std::optional<int> coins, gems;
  std::optional<int> lives;               // 1..the character's maximum (needs the character chosen)
  std::vector<std::string> items;         // equipment ids, taken out of the deck (unstacked copies first)
  std::optional<int> node;                // board node index (see data/SCHEMA.md); the path and fork
                                          // choices follow the board's links from the first card
  std::optional<DiceCounts> pool;         // the dice the seat takes in its first initial phase, instead
                                          // of its character's and items' dice (R4.2), within the supply
  bool operator==(const SeatStart&) const = default;
};

// Requirements added to every main option of one board node from the start (R5.12).
struct RaisedStart {
  int node = 0;
  std::vector<Requirement> require;
  bool operator==(const RaisedStart&) const = default;
};

// A wandering monster, or the Hunter, standing on a board node from the start (R9.6, R9.7J).
struct WalkerStart {
  std::string monster;  // a monster id, or "hunter" for the Hunter (moved where the mode put him)
  int node = 0;         // board node; the Hunter also -1 (behind the first card)
  bool operator==(const WalkerStart&) const = default;
};

struct StartSetup {
  std::vector<SeatStart> seats;   // by seat; seats past the end start as usual
  std::vector<RaisedStart> raised;
  std::vector<WalkerStart> walkers;
  DiceCounts set_aside;           // dice out of the supply from the start, counted as placed (R10.3)
  int equipment_deck_size = -1;   // -1 = the whole deck; else only its top N cards are in the game
  int round = 1;                  // the round the game starts in (R9.8's poison grows with it)
  // R9.5, by level: -1 = the whole exploration deck; else only its top N cards (after the start
  // card) are in the game. Bosses and dead ends still join it from those set aside.
  std::vector<int> exploration_deck_sizes;
  bool empty() const {
    return seats.empty() && raised.empty() && walkers.empty() && set_aside == DiceCounts{} &&
           equipment_deck_size < 0 && round == 1 && exploration_deck_sizes.empty();
  }
  bool operator==(const StartSetup&) const = default;
};

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
  // dungeon cards), "boss:L" (the boss of level L), "equipment" (top of the equipment deck at set-up),
  // "equipment:N" (top of the equipment deck after its N-th reshuffle in play: a shop closing, a
  // discarded item coming back; listed cards not in the deck then are skipped), "monsters",
  // "game_over" (every time the Game Over cards are revealed), with R9.5 "explore:L" (level L's
  // exploration deck) and "explore:L:N" (the top of that deck after its N-th shuffle, the one the
  // level's N-th bifurcation drawn makes; listed cards not in the deck then are skipped).
  // Ids not listed follow in shuffled order.
  std::map<std::string, std::vector<std::string>> stacked;
  // Die faces used before the RNG takes over (tests, tutorial); every die roll consumes one.
  std::vector<int> scripted_dice;
  StartSetup start;  // applied at the end of set-up (src/engine/rules/start_setup.cpp)
  bool operator==(const GameOptions&) const = default;
};

// Refuses combinations the rules do not allow (R9), unknown ids and wrong seat counts.
std::optional<Refusal> validate_options(const Content& content, const GameOptions& options);

std::string_view mode_name(Mode m);  // "standard", "azoz", "hunter", "coop"
std::optional<Mode> parse_mode(std::string_view name);

}  // namespace hs

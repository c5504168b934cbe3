// Checks on the recorded start set-up (GameOptions::start) and on the stacked orders of reshuffled
// decks, made by validate_options before set-up: every refusal says which seat, node or card is wrong.
#include <algorithm>
#include <map>
#include <string>

#include "rules/start_setup.hpp"

namespace hs::rules {

namespace {

constexpr int kMostCoinsOrGems = 1000000;  // far above any real game, far below any overflow
constexpr int kMostReshuffles = 99;

Refusal refuse(const std::string& reason) { return Refusal{"", reason}; }

const EquipmentCard* find_item(const Content& c, const std::string& id) {
  const int i = c.equipment_index(id);
  return i < 0 ? nullptr : &c.equipment[static_cast<std::size_t>(i)];
}

const Character* find_character(const Content& c, const std::string& id) {
  const int i = c.character_index(id);
  return i < 0 ? nullptr : &c.characters[static_cast<std::size_t>(i)];
}

int node_count(const Content& c, const GameOptions& o, int levels) {
  for (const auto& l : c.layouts)
    if (l.id == o.layout) return static_cast<int>(l.slots.size()) * levels;
  return 0;
}

std::optional<Refusal> check_dice(const DiceCounts& d, const std::string& where) {
  for (Color col : kAllDieColors) {
    const int n = d[col], most = kSupplyPerColor[static_cast<std::size_t>(col)];
    if (n < 0 || n > most)
      return refuse(where + ": " + std::to_string(n) + " " + std::string(color_name(col)) + " dice (0 to " +
                    std::to_string(most) + " exist)");
  }
  return std::nullopt;
}

std::optional<Refusal> check_amount(const std::optional<int>& v, const std::string& where, const char* what) {
  if (v && (*v < 0 || *v > kMostCoinsOrGems))
    return refuse(where + ": " + what + " " + std::to_string(*v) + " is not between 0 and " +
                  std::to_string(kMostCoinsOrGems));
  return std::nullopt;
}

std::optional<Refusal> check_seat(const Content& c, const GameOptions& o, std::size_t seat, int nodes) {
  const SeatStart& want = o.start.seats[seat];
  const std::string where = "start seat " + std::to_string(seat);
  if (auto r = check_amount(want.coins, where, "coins")) return r;
  if (auto r = check_amount(want.gems, where, "gems")) return r;
  if (want.lives) {
    const std::string id = seat < o.characters.size() ? o.characters[seat] : "";
    const Character* ch = id.empty() ? nullptr : find_character(c, id);
    if (!ch) return refuse(where + ": lives need the seat's character chosen (its maximum limits them)");
    if (*want.lives < 1 || *want.lives > ch->lives)
      return refuse(where + ": lives " + std::to_string(*want.lives) + " is not between 1 and " +
                    std::to_string(ch->lives) + " (" + id + "'s maximum)");
  }
  for (const auto& id : want.items)
    if (!find_item(c, id)) return refuse(where + ": no equipment card \"" + id + "\"");
  if (want.node && (*want.node < 0 || *want.node >= nodes))
    return refuse(where + ": node " + std::to_string(*want.node) + " is not on the board (0 to " +
                  std::to_string(nodes - 1) + ")");
  if (want.pool)
    if (auto r = check_dice(*want.pool, where + " pool")) return r;
  return std::nullopt;
}

// Owned items and the set-up stack come out of the same deck: together they cannot exceed the copies.
std::optional<Refusal> check_copies(const Content& c, const GameOptions& o) {
  std::map<std::string, int> used;
  for (const auto& seat : o.start.seats)
    for (const auto& id : seat.items) ++used[id];
  if (auto it = o.stacked.find("equipment"); it != o.stacked.end())
    for (const auto& id : it->second) ++used[id];
  for (const auto& [id, n] : used)
    if (const EquipmentCard* e = find_item(c, id); e && n > e->copies)
      return refuse("start: \"" + id + "\" is owned and stacked " + std::to_string(n) + " times, the deck has " +
                    std::to_string(e->copies));
  return std::nullopt;
}

std::optional<Refusal> check_reshuffle_stacks(const Content& c, const GameOptions& o) {
  for (const auto& [key, ids] : o.stacked) {
    if (key.rfind("equipment:", 0) != 0) continue;
    const std::string n = key.substr(10);
    const bool digits = !n.empty() && n.size() <= 2 && std::all_of(n.begin(), n.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
    if (!digits || std::stoi(n) < 1 || std::stoi(n) > kMostReshuffles)
      return refuse("stacked: unknown key \"" + key + "\" (equipment:N counts reshuffles from 1 to " +
                    std::to_string(kMostReshuffles) + ")");
    std::map<std::string, int> wanted;
    for (const auto& id : ids) ++wanted[id];
    for (const auto& [id, count] : wanted) {
      const EquipmentCard* e = find_item(c, id);
      if (!e) return refuse("stacked " + key + ": no equipment card \"" + id + "\"");
      if (count > e->copies) return refuse("stacked " + key + ": \"" + id + "\" is listed more often than its copies");
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> check_start_setup(const Content& c, const GameOptions& o, int levels) {
  if (auto r = check_reshuffle_stacks(c, o)) return r;
  const StartSetup& start = o.start;
  if (start.seats.size() > static_cast<std::size_t>(std::max(o.players, 0)))
    return refuse("start: " + std::to_string(start.seats.size()) + " seats given for " + std::to_string(o.players) +
                  " players");
  const int nodes = node_count(c, o, levels);
  for (std::size_t seat = 0; seat < start.seats.size(); ++seat)
    if (auto r = check_seat(c, o, seat, nodes)) return r;
  if (auto r = check_copies(c, o)) return r;
  int deck = 0;
  for (const auto& e : c.equipment) deck += e.copies;
  if (start.equipment_deck_size < -1 || start.equipment_deck_size > deck)
    return refuse("start: equipment_deck_size " + std::to_string(start.equipment_deck_size) + " is not between 0 and " +
                  std::to_string(deck) + " (or -1 for the whole deck)");
  if (!start.exploration_deck_sizes.empty() && !o.exploration)
    return refuse("start: exploration_deck_sizes needs exploration mode (R9.5)");
  if (start.exploration_deck_sizes.size() > 3) return refuse("start: exploration_deck_sizes has more than 3 levels");
  for (std::size_t i = 0; i < start.exploration_deck_sizes.size(); ++i)
    if (start.exploration_deck_sizes[i] < -1)
      return refuse("start: exploration_deck_sizes level " + std::to_string(i + 1) + " is " +
                    std::to_string(start.exploration_deck_sizes[i]) + " (0 or more, or -1 for the whole deck)");
  for (std::size_t i = 0; i < start.raised.size(); ++i) {
    const RaisedStart& r = start.raised[i];
    const std::string where = "start raised " + std::to_string(i);
    if (r.node < 0 || r.node >= nodes)
      return refuse(where + ": node " + std::to_string(r.node) + " is not on the board (0 to " +
                    std::to_string(nodes - 1) + ")");
    if (r.require.empty()) return refuse(where + ": no requirement to add");
    for (const Requirement& q : r.require)
      if (q.min < 1 || q.min > 6) return refuse(where + ": a requirement's minimum is 1 to 6, not " + std::to_string(q.min));
  }
  if (auto r = check_endless_start(c, o)) return r;
  if (start.round < 1 || start.round > 999) return refuse("start: round " + std::to_string(start.round) + " is not 1 to 999");
  for (std::size_t i = 0; i < start.walkers.size(); ++i) {
    const WalkerStart& w = start.walkers[i];
    const std::string where = "start walker " + std::to_string(i);
    const bool hunter = w.monster == "hunter";
    if (hunter && o.mode != Mode::Hunter) return refuse(where + ": the Hunter walks only in his own adventure (R9.7J)");
    if (!hunter && c.monster_index(w.monster) < 0) return refuse(where + ": no wandering monster \"" + w.monster + "\"");
    if (!hunter && o.mode != Mode::Azoz && o.mode != Mode::Hunter)
      return refuse(where + ": wandering monsters walk only in the solo adventures (R9.6, R9.7J)");
    if (w.node < (hunter ? -1 : 0) || w.node >= nodes)
      return refuse(where + ": node " + std::to_string(w.node) + " is not on the board (0 to " + std::to_string(nodes - 1) + ")");
  }
  return check_dice(start.set_aside, "start set_aside");
}

}  // namespace hs::rules

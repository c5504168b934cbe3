// Applying the recorded start set-up at the end of set-up (R2), so a test, a scenario or the tutorial
// starts from a situation that is part of the options: it saves, reloads and replays like any game.
// Uses no randomness: a game with a start set-up draws the same cards and dice as one without.
#include <algorithm>
#include <deque>
#include <string>

#include "rules/start_setup.hpp"

namespace hs::rules {

namespace {

// Takes one copy of `item` out of the deck, from the bottom, so copies stacked on top stay there.
void take_from_deck(std::vector<int>& deck, int item) {
  auto it = std::find(deck.begin(), deck.end(), item);
  if (it != deck.end()) deck.erase(it);
}

// The nodes from level 1's first card to `node` along the board's links (breadth-first, so the
// upper branch of a fork is preferred when both reach it).
std::vector<int> path_to(const GameState& s, int node) {
  std::vector<int> parent(s.board.size(), -2);
  const int start = s.level_first_node.front();
  std::deque<int> queue{start};
  parent[static_cast<std::size_t>(start)] = -1;
  while (!queue.empty()) {
    const int at = queue.front();
    queue.pop_front();
    for (int next : s.board[static_cast<std::size_t>(at)].next)
      if (parent[static_cast<std::size_t>(next)] == -2) {
        parent[static_cast<std::size_t>(next)] = at;
        queue.push_back(next);
      }
  }
  std::vector<int> path;
  if (parent[static_cast<std::size_t>(node)] == -2) return {start};  // validated: never unreachable
  for (int at = node; at != -1; at = parent[static_cast<std::size_t>(at)]) path.insert(path.begin(), at);
  return path;
}

void place(GameState& s, Player& p, int node) {
  p.node = node;
  p.path = path_to(s, node);
  // R5.9: a fork passed on the way counts as chosen, as if the player had walked there.
  p.branch_taken.clear();
  for (std::size_t i = 0; i + 1 < p.path.size(); ++i)
    if (s.board[static_cast<std::size_t>(p.path[i])].next.size() > 1) p.branch_taken[p.path[i]] = p.path[i + 1];
}

std::vector<int> stacked_items(const Content& c, const std::vector<std::string>& ids) {
  std::vector<int> out;
  for (const auto& id : ids)
    if (const int i = c.equipment_index(id); i >= 0) out.push_back(i);
  return out;
}

}  // namespace

void apply_start_setup(const Content& c, const GameOptions& o, GameState& s) {
  const StartSetup& start = o.start;
  for (std::size_t seat = 0; seat < start.seats.size() && seat < s.players.size(); ++seat) {
    const SeatStart& want = start.seats[seat];
    Player& p = s.players[seat];
    for (const auto& id : want.items) {
      const int item = c.equipment_index(id);
      take_from_deck(s.equipment_deck, item);
      p.items.push_back(OwnedItem{item, false});
    }
    if (want.coins) p.coins = *want.coins;
    if (want.gems) p.gems = *want.gems;
    if (want.lives) p.lives = *want.lives;
    if (want.node) place(s, p, *want.node);
  }
  // The top of the deck is back(): a short deck keeps the top cards.
  if (start.equipment_deck_size >= 0 && static_cast<std::size_t>(start.equipment_deck_size) < s.equipment_deck.size())
    s.equipment_deck.erase(s.equipment_deck.begin(), s.equipment_deck.end() - start.equipment_deck_size);
  for (const RaisedStart& r : start.raised) {
    auto& raised = s.board[static_cast<std::size_t>(r.node)].raised;
    raised.insert(raised.end(), r.require.begin(), r.require.end());
  }
  // R9.6, R9.7J: walkers already on the board. The Hunter is moved where the mode put him.
  for (const WalkerStart& w : start.walkers) {
    if (w.monster == "hunter") {
      for (Entity& e : s.entities)
        if (e.kind == EntityKind::Hunter) e.node = w.node;
      continue;
    }
    Entity e;
    e.kind = EntityKind::Monster;
    e.card = c.monster_index(w.monster);
    e.node = w.node;
    s.entities.push_back(e);
  }
  s.round = start.round;
  s.supply -= start.set_aside;
  s.placed += start.set_aside;
  // "equipment:1", "equipment:2", ...: one order per reshuffle, consumed in turn (an unlisted N in
  // between leaves that reshuffle random).
  int last = 0;
  for (const auto& [key, ids] : o.stacked)
    if (key.rfind("equipment:", 0) == 0) last = std::max(last, std::stoi(key.substr(10)));
  s.stacked_equipment.assign(static_cast<std::size_t>(last), {});
  for (const auto& [key, ids] : o.stacked)
    if (key.rfind("equipment:", 0) == 0)
      s.stacked_equipment[static_cast<std::size_t>(std::stoi(key.substr(10)) - 1)] = stacked_items(c, ids);
}

DiceCounts start_pool_or(const GameOptions& o, const GameState& s, int seat, const DiceCounts& owed) {
  if (s.round != 1 || seat < 0 || static_cast<std::size_t>(seat) >= o.start.seats.size()) return owed;
  const auto& pool = o.start.seats[static_cast<std::size_t>(seat)].pool;
  return pool ? *pool : owed;
}

void stack_reshuffled_equipment(GameState& s) {
  if (s.stacked_equipment.empty()) return;
  const std::vector<int> top = std::move(s.stacked_equipment.front());
  s.stacked_equipment.erase(s.stacked_equipment.begin());
  // Listed cards found in the deck move to the top in the listed order (the first listed on top).
  std::vector<int> moved;
  for (int item : top) {
    auto found = std::find(s.equipment_deck.begin(), s.equipment_deck.end(), item);
    if (found == s.equipment_deck.end()) continue;
    s.equipment_deck.erase(found);
    moved.push_back(item);
  }
  s.equipment_deck.insert(s.equipment_deck.end(), moved.rbegin(), moved.rend());
}

}  // namespace hs::rules

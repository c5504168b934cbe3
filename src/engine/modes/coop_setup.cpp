// R9.8 set-up: the map's grid around the town (each cell linked both ways to its orthogonal
// neighbours), each level's cards dealt face down on its cells, the town's four neighbours face up,
// and the heal potions taken out of the equipment deck for the party.
#include <algorithm>
#include <deque>
#include <map>
#include <utility>

#include "modes/coop_rules.hpp"

namespace hs::modes::coop {

const CoopMap& map_of(const Content& content, const GameOptions& options) {
  if (const CoopMap* map = content.coop_map(options.coop_map)) return *map;
  return content.coop_maps.front();  // validate_options made sure there is one
}

int leader(const GameOptions& options) { return options.first_player >= 0 ? options.first_player : 0; }

namespace {

// The cards a level deals from: its dungeon cards, bosses (never Azoz, R1.3) and peddlers.
struct LevelCards {
  std::vector<int> dungeon, bosses, peddlers;
};

LevelCards level_cards(const Content& c, int level) {
  LevelCards out;
  for (std::size_t i = 0; i < c.cards.size(); ++i) {
    const DungeonCard& card = c.cards[i];
    if (card.level != level) continue;
    const int index = static_cast<int>(i);
    if (card.kind == CardKind::Dungeon) out.dungeon.push_back(index);
    if (card.kind == CardKind::Boss && !card.azoz) out.bosses.push_back(index);
    if (card.kind == CardKind::Peddler) out.peddlers.push_back(index);
  }
  return out;
}

// Steps from the town over the grid (the advisor and the app read them as distance).
void number_steps(GameState& s, int town) {
  std::vector<int> steps(s.board.size(), -1);
  std::deque<int> queue{town};
  steps[static_cast<std::size_t>(town)] = 0;
  while (!queue.empty()) {
    const int at = queue.front();
    queue.pop_front();
    for (int next : s.board[static_cast<std::size_t>(at)].next)
      if (steps[static_cast<std::size_t>(next)] < 0) {
        steps[static_cast<std::size_t>(next)] = steps[static_cast<std::size_t>(at)] + 1;
        queue.push_back(next);
      }
  }
  for (std::size_t i = 0; i < s.board.size(); ++i) s.board[i].step = std::max(steps[i], 0);
}

}  // namespace

void build_grid(const Content& c, const GameOptions& o, GameState& s) {
  const CoopMap& map = map_of(c, o);
  s.levels = 3;
  // Nodes in reading order (row by row), so a map's node numbers do not depend on its file order.
  std::vector<const CoopCell*> cells;
  for (const CoopCell& cell : map.cells) cells.push_back(&cell);
  std::sort(cells.begin(), cells.end(),
            [](const CoopCell* a, const CoopCell* b) { return std::pair(a->y, a->x) < std::pair(b->y, b->x); });
  // Each level's cards in deal order: stacked ids first (tests), the rest shuffled.
  std::vector<std::vector<int>> dungeon(3), bosses(3), peddlers(3);
  for (int level = 1; level <= 3; ++level) {
    const LevelCards cards = level_cards(c, level);
    const std::string lv = std::to_string(level);
    const auto at = static_cast<std::size_t>(level - 1);
    dungeon[at] = rules::stacked_then_shuffled(c, o, "dungeon:" + lv, cards.dungeon, s);
    bosses[at] = rules::stacked_then_shuffled(c, o, "boss:" + lv, cards.bosses, s);
    peddlers[at] = cards.peddlers;
    std::reverse(dungeon[at].begin(), dungeon[at].end());  // dealt from the back: first id first
    std::reverse(bosses[at].begin(), bosses[at].end());
    std::reverse(peddlers[at].begin(), peddlers[at].end());
  }
  s.level_peddler_node.assign(3, -1);
  s.level_boss_nodes.assign(3, {});
  std::map<std::pair<int, int>, int> node_at;
  int town = -1;
  for (const CoopCell* cell : cells) {
    const int index = static_cast<int>(s.board.size());
    Node node;
    node.col = cell->x;
    node.row = cell->y;
    node.level = cell->town ? 0 : cell->level;
    if (cell->town) {
      town = index;  // the town holds no card
    } else {
      const auto at = static_cast<std::size_t>(cell->level - 1);
      std::vector<int>& from = cell->kind == SlotKind::Boss ? bosses[at]
                               : cell->kind == SlotKind::Peddler ? peddlers[at] : dungeon[at];
      node.card = from.back();
      from.pop_back();
      if (cell->kind == SlotKind::Boss) s.level_boss_nodes[at].push_back(index);
      if (cell->kind == SlotKind::Peddler && s.level_peddler_node[at] < 0) s.level_peddler_node[at] = index;
    }
    node_at[{cell->x, cell->y}] = index;
    s.board.push_back(std::move(node));
  }
  // Orthogonal neighbours, linked both ways (diagonals are not adjacent).
  for (const auto& [xy, index] : node_at)
    for (const auto& step : {std::pair(1, 0), std::pair(0, 1)}) {
      const auto it = node_at.find({xy.first + step.first, xy.second + step.second});
      if (it == node_at.end()) continue;
      rules::link_nodes(s, index, it->second);
      rules::link_nodes(s, it->second, index);
    }
  // Every player starts (and each round ends) in town: it stands for each level's start.
  s.level_first_node.assign(3, town);
  number_steps(s, town);
  // Everything is dealt face down but the town's four neighbours.
  const std::vector<int>& near = s.board[static_cast<std::size_t>(town)].next;
  for (int node = 0; node < static_cast<int>(s.board.size()); ++node)
    if (node != town && std::find(near.begin(), near.end(), node) == near.end()) rules::turn_face_down(s, node);
}

void set_aside_potions(const Content& c, GameState& s) {
  // The heal potions leave the equipment deck and lie in town for the party (every copy of every
  // card whose effect is to heal).
  const int town = s.level_first_node.front();
  std::vector<int> kept;
  for (int item : s.equipment_deck) {
    if (c.equipment[static_cast<std::size_t>(item)].effect.kind == EffectKind::Heal) {
      Entity potion;
      potion.kind = EntityKind::Potion;
      potion.node = town;
      potion.card = item;
      s.entities.push_back(potion);
    } else {
      kept.push_back(item);
    }
  }
  s.equipment_deck = std::move(kept);
  // The order of the potions does not depend on the shuffle.
  std::sort(s.entities.begin(), s.entities.end(), [](const Entity& a, const Entity& b) { return a.card < b.card; });
}

}  // namespace hs::modes::coop

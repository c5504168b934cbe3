// Read-only questions about a cooperative game (R9.8): see include/highscore/coop.hpp.
#include <algorithm>

#include "highscore/coop.hpp"

namespace hs {

int coop_town(const TableState& s) { return s.level_first_node.empty() ? -1 : s.level_first_node.front(); }

bool coop_marked(const TableState& s, int node) {
  return std::any_of(s.entities.begin(), s.entities.end(), [&](const Entity& e) {
    return e.node == node && (e.kind == EntityKind::Token || e.kind == EntityKind::BossGem);
  });
}

bool coop_boss_gem(const TableState& s, int node) {
  return std::any_of(s.entities.begin(), s.entities.end(),
                     [&](const Entity& e) { return e.node == node && e.kind == EntityKind::BossGem; });
}

int coop_bosses_defeated(const TableState& s) {
  return static_cast<int>(
      std::count_if(s.entities.begin(), s.entities.end(), [](const Entity& e) { return e.kind == EntityKind::BossGem; }));
}

bool coop_level3_boss_defeated(const TableState& s) {
  return std::any_of(s.entities.begin(), s.entities.end(), [&](const Entity& e) {
    return e.kind == EntityKind::BossGem && s.board[static_cast<std::size_t>(e.node)].level == 3;
  });
}

int coop_boss_target(const Content& content, const GameOptions& options) {
  const CoopMap* map = options.coop_map.empty() ? (content.coop_maps.empty() ? nullptr : &content.coop_maps.front())
                                                : content.coop_map(options.coop_map);
  if (!map) return 0;
  const auto it = map->boss_target.find(options.players);
  return it == map->boss_target.end() ? 0 : it->second;
}

std::vector<int> coop_played_this_round(const TableState& s) {
  int played = s.turn_index;  // during a turn: those before the one playing
  const Decision d = s.pending();
  if (d.kind == DecisionKind::ChoosePlayer) played = d.detail;
  if (d.kind == DecisionKind::SplitPoison || s.finished) played = static_cast<int>(s.turn_order.size());
  played = std::clamp(played, 0, static_cast<int>(s.turn_order.size()));
  std::vector<int> out(s.turn_order.begin(), s.turn_order.begin() + played);
  std::sort(out.begin(), out.end());
  return out;
}

int coop_poison(const TableState& s) { return s.round; }

std::vector<int> coop_potions(const TableState& s) {
  std::vector<int> out;
  for (const Entity& e : s.entities)
    if (e.kind == EntityKind::Potion) out.push_back(e.card);
  return out;
}

int coop_poison_due(const TableState& s) {
  int lives = 0;
  for (const Player& p : s.players) lives += p.lives;
  return std::min(coop_poison(s), lives);
}

bool coop_split_kills(const TableState& s, const SplitPoison& split) {
  for (std::size_t seat = 0; seat < s.players.size() && seat < split.lives.size(); ++seat)
    if (s.players[seat].lives - split.lives[seat] <= 0) return true;
  return false;
}

SplitPoison coop_gentlest_split(const TableState& s) {
  SplitPoison split;
  split.lives.assign(s.players.size(), 0);
  for (int left = coop_poison_due(s); left > 0; --left) {
    std::size_t best = 0;
    for (std::size_t seat = 1; seat < s.players.size(); ++seat)
      if (s.players[seat].lives - split.lives[seat] > s.players[best].lives - split.lives[best]) best = seat;
    ++split.lives[best];
  }
  return split;
}

}  // namespace hs

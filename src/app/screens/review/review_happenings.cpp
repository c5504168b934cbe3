// The review's swing labels: the game replayed once, each action's events read for the seat they touch.
#include "app/screens/review/review_happenings.hpp"

#include <algorithm>

namespace hs::app {

namespace {
// Whether `seat` stands on a boss card of any level (before the action that tests it).
bool on_boss(const TableState& st, int seat) {
  if (seat < 0 || static_cast<std::size_t>(seat) >= st.players.size()) return false;
  const int node = st.players[static_cast<std::size_t>(seat)].node;
  for (const auto& level : st.level_boss_nodes)
    if (std::find(level.begin(), level.end(), node) != level.end()) return true;
  return false;
}
}  // namespace

std::vector<ActionHappening> game_happenings(const Game& game) {
  std::vector<ActionHappening> out;
  auto g = Game::create(game.content(), game.options(), game.seed());
  if (!g) return out;
  const auto& log = game.log();
  for (std::size_t i = 0; i < log.size(); ++i) {
    const TableState before = g.value().observe(-1).state();  // what every seat sees
    auto events = g.value().apply(log[i]);
    if (!events) break;
    for (const Event& e : events.value()) {
      Happening what = Happening::None;
      int item = -1;
      switch (e.kind) {
        case EventKind::BossDefeated: what = Happening::BossBeaten; break;
        case EventKind::TestFailed: what = on_boss(before, e.player) ? Happening::BossFailed : Happening::TestFailed; break;
        case EventKind::Eliminated: what = Happening::Eliminated; break;
        case EventKind::ItemBought:
          what = Happening::Bought;
          item = e.a;
          break;
        case EventKind::LifeLost: what = Happening::LifeLost; break;
        case EventKind::TestPassed: what = Happening::TestPassed; break;
        case EventKind::DiceRolled: what = Happening::Rolled; break;
        default: break;
      }
      if (what != Happening::None) out.push_back({i, e.player, what, item});
    }
  }
  return out;
}

}  // namespace hs::app

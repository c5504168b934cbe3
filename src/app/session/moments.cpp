// Finding the moments in an action's events.
#include "app/session/moments.hpp"

#include <algorithm>

#include "app/text/action_text.hpp"
#include "highscore/coop.hpp"
#include "highscore/solo.hpp"

namespace hs::app {

std::vector<Moment> moments_for(const Game& g, const std::vector<Event>& events, const StringTable& t) {
  const TableState& st = g.observe(-1).state();  // what every seat sees
  int last_level = 1;
  for (const Node& n : st.board) last_level = std::max(last_level, n.level);
  const auto level_of = [&](int node) {
    return node >= 0 && node < static_cast<int>(st.board.size()) ? st.board[static_cast<std::size_t>(node)].level : 0;
  };
  std::vector<Moment> out;
  // R9.8: no levels to reach and no last round in co-op; a boss counts towards the party's target.
  const bool coop = g.options().mode == Mode::Coop;
  for (const Event& e : events) {
    const std::string who = player_name(g, e.player, t.language());
    switch (e.kind) {
      case EventKind::BossDefeated:
        out.push_back({MomentKind::Boss, e.player, t.format("moment.boss", {who}),
                       coop ? t.format("coop.moment_boss", {std::to_string(coop_bosses_defeated(st)),
                                                            std::to_string(coop_boss_target(g.content(), g.options()))})
                            : t.format("moment.boss_detail", {std::to_string(e.a)})});
        // R8.1: beating the last level's boss ends the game at the end of this round.
        if (e.a >= last_level && !g.finished() && !coop)
          out.push_back({MomentKind::LastRound, -1, t.get("moment.last_round"), t.format("moment.last_round_detail", {who})});
        break;
      case EventKind::Moved: {
        const int from = level_of(e.a), to = level_of(e.b);
        // A new level is a moment for the first to reach it.
        const auto there = std::count_if(st.players.begin(), st.players.end(),
                                         [&](const Player& p) { return !p.eliminated && level_of(p.node) >= to; });
        // The last level says how the game ends there (R8.1, R8.2): players forget it otherwise.
        // Alone (R9.6, R9.7J) there is no race and no treasure count: say what ends the adventure.
        const bool solo = is_solo_mode(g.options().mode);
        const std::string last_key = !solo ? "teach.last_level_detail"
                                     : g.options().mode == Mode::Azoz ? "solo.moment_last_level_azoz" : "solo.moment_last_level_hunter";
        if (to > from && from > 0 && there == 1 && !coop)
          out.push_back({MomentKind::NewLevel, e.player, t.format("moment.level", {std::to_string(to)}),
                         t.format(to == last_level && to > 1 ? last_key : solo ? "solo.moment_level" : "moment.level_detail",
                                  {who, std::to_string(to)})});
        break;
      }
      case EventKind::Eliminated:
        out.push_back({MomentKind::Eliminated, e.player, t.format("moment.eliminated", {who}), t.get("moment.eliminated_detail")});
        break;
      default: break;
    }
  }
  return out;
}

}  // namespace hs::app

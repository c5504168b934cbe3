// The end screen's "why this player won" line, from the engine's own ranking (rank_winners), so
// the words can never disagree with the rule that picked the winners.
#include "app/text/end_text.hpp"

#include "app/text/action_text.hpp"
#include "highscore/queries.hpp"

namespace hs::app {

std::string win_reason_line(const Game& game, const StringTable& t) {
  if (game.options().mode != Mode::Standard) return "";  // solo and co-op say why in their own words
  const TableState& st = game.observe(-1).state();
  const WinRanking r = rank_winners(game.content(), st);
  const std::string& lang = t.language();
  auto names = [&](const std::vector<int>& seats) {
    std::string out;
    for (int seat : seats) out += (out.empty() ? "" : ", ") + player_name(game, seat, lang);
    return out;
  };
  const std::string treasure = std::to_string(r.top_treasure), gems = std::to_string(r.top_gems);
  switch (r.decided_by) {
    case WinDecider::Gems: return t.format("end.why_gems", {treasure, names(r.winners), gems});
    case WinDecider::Shared: return t.format("end.why_shared", {treasure, gems});
    case WinDecider::Treasure: return t.format("end.why_treasure", {treasure});
    case WinDecider::Alone:
      // Someone at least as rich did not beat the last boss: only the boss counts.
      for (int seat = 0; seat < static_cast<int>(st.players.size()); ++seat)
        if (seat != r.winners.front() && hs::treasure(game.content(), st.players[static_cast<std::size_t>(seat)]) >= r.top_treasure) return t.get("end.why_boss");
      return "";
    case WinDecider::None: break;
  }
  return "";
}

}  // namespace hs::app

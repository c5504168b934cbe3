// End of game (R8): treasure, winners with their tie-breaks, and the finished state.
#include <algorithm>

#include "rules/rules.hpp"

namespace hs::rules {

int treasure(const Content& content, const Player& p) {
  // R8.2 with R7.3: coins, gems and the printed price of every owned item.
  int total = p.coins + p.gems;
  for (const OwnedItem& item : p.items) total += content.equipment[item.item].price;
  return total;
}

WinRanking rank_winners(const Content& content, const TableState& s) {
  WinRanking r;
  for (int seat = 0; seat < static_cast<int>(s.players.size()); ++seat)
    if (s.players[seat].defeated_last_boss && !s.players[seat].eliminated) r.contenders.push_back(seat);
  r.winners = r.contenders;
  if (r.contenders.empty()) return r;
  r.decided_by = WinDecider::Alone;
  // R8.2: most treasure, then most gems; whoever is still tied shares the win. The last step that
  // left out a player is the one that decided (a gem count breaking a tie on treasure).
  auto keep_max = [&](auto score, WinDecider step) {
    int top = -1;
    for (int seat : r.winners) top = std::max(top, score(s.players[seat]));
    const std::size_t before = r.winners.size();
    std::erase_if(r.winners, [&](int seat) { return score(s.players[seat]) != top; });
    if (r.winners.size() < before) r.decided_by = step;
    return top;
  };
  r.top_treasure = keep_max([&](const Player& p) { return rules::treasure(content, p); }, WinDecider::Treasure);
  r.top_gems = keep_max([](const Player& p) { return p.gems; }, WinDecider::Gems);
  if (r.winners.size() > 1) r.decided_by = WinDecider::Shared;
  return r;
}

std::vector<int> decide_winners(const Content& content, const GameState& s) { return rules::rank_winners(content, s).winners; }

void finish_game(Ctx& c, EndReason reason) {
  GameState& s = c.s;
  s.finished = true;
  s.phase = Phase::Finished;
  s.end_reason = reason;
  s.stack.clear();
  s.winners.clear();
  bool decided = false;  // a mode names its own winners (R9.8: the whole party or nobody)
  c.hooks.each([&](const ModeHooks& h) { decided = decided || h.winners(c.content, s, s.winners); });
  if (!decided && reason == EndReason::LastBoss) s.winners = decide_winners(c.content, s);
  Event e = make_event(EventKind::GameEnded);
  e.values = s.winners;
  c.events.push_back(std::move(e));
}

}  // namespace hs::rules

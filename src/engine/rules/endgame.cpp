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

std::vector<int> decide_winners(const Content& content, const GameState& s) {
  std::vector<int> best;
  for (int seat = 0; seat < static_cast<int>(s.players.size()); ++seat)
    if (s.players[seat].defeated_last_boss && !s.players[seat].eliminated) best.push_back(seat);
  // R8.2: most treasure, then most gems; whoever is still tied shares the win.
  auto keep_max = [&](auto score) {
    int top = -1;
    for (int seat : best) top = std::max(top, score(s.players[seat]));
    std::erase_if(best, [&](int seat) { return score(s.players[seat]) != top; });
  };
  keep_max([&](const Player& p) { return rules::treasure(content, p); });
  keep_max([](const Player& p) { return p.gems; });
  return best;
}

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

// R9.5 going back: a character on a dead end (or on the way to one, or at a branch end that can no
// longer grow) walks back toward a bifurcation, one pool die discarded per card, on this turn and
// the next ones. Once it has entered a dead end or taken a step back, the only moves are back until a
// way on is open again; at that bifurcation the branch it came back from stays closed to it, so the
// other path is taken. Cards that lead nowhere offer no test, so nobody passes a test without a card
// to move on to.
#include <algorithm>

#include "modes/exploration.hpp"

namespace hs::modes::exploration {

using rules::Why;

bool leads_nowhere(const Content& ct, const GameState& s, int node) {
  const Node& n = s.board[node];
  if (n.card < 0) return false;
  const CardKind kind = ct.cards[n.card].kind;
  if (kind == CardKind::DeadEnd) return true;
  if (kind == CardKind::Boss) return false;  // a boss leads to the next level or ends the race
  const bool empty = deck_empty(s, n.level);
  if (kind == CardKind::Bifurcation) {
    if (n.next.size() < 2 && !empty) return false;  // a branch can still grow
    return std::all_of(n.next.begin(), n.next.end(), [&](int next) { return leads_nowhere(ct, s, next); });
  }
  // Ruling: a branch end whose level deck has run out is treated as a dead end without a reward.
  if (n.next.empty()) return empty;
  return leads_nowhere(ct, s, n.next.front());
}

int way_back(const Content& ct, const GameState& s, int seat) {
  const Player& p = s.players[seat];
  const Node& here = s.board[p.node];
  // Never out of the level: its first card has no card behind it in this level.
  if (p.node == s.level_first_node[here.level - 1] || here.prev.size() != 1) return -1;
  if (!leads_nowhere(ct, s, p.node)) return -1;
  return here.prev.front();
}

void list_going_back(const Content& ct, const GameState& s, std::vector<Action>& out) {
  if (rules::pending_kind(s) != DecisionKind::TurnAction) return;
  const int seat = rules::decider(s);
  const int back = way_back(ct, s, seat);
  if (back < 0) return;
  for (Color col : kAllDieColors)
    if (s.players[seat].pool[col] > 0) out.push_back(ChooseNode{back, col});
}

Why check_going_back(const Content& ct, const GameState& s, const ChooseNode& a) {
  if (rules::pending_kind(s) != DecisionKind::TurnAction) return {"R9.5", "going back is a move of your own turn, between tests"};
  const int back = way_back(ct, s, rules::decider(s));
  if (back < 0) return {"R9.5", "only a character whose way forward ends in a dead end goes back"};
  if (a.node != back) return {"R9.5", "going back is one card at a time toward the bifurcation behind you"};
  if (a.color == Color::Any || a.color > Color::Black || rules::deciding_player(s).pool[a.color] < 1)
    return {"R9.5", "each card back costs a die from your pool"};
  return rules::kLegal;
}

bool falling_back(const Content& ct, const GameState& s, int seat) {
  return s.players[seat].going_back && way_back(ct, s, seat) >= 0;
}

void go_back(rules::Ctx& c, const ChooseNode& a) {
  Player& p = c.player();
  // R9.5: one pool die discarded per card moved back. Ruling: the die is out until the final phase,
  // like a spent die, and the player picks its colour.
  --p.pool[a.color];
  ++p.spent[a.color];
  const int from = p.node;
  p.node = a.node;
  // The path forgets the card left behind, so later moves back (R5.10, R9.3) follow the real route.
  if (p.path.size() >= 2 && p.path[p.path.size() - 2] == a.node) p.path.pop_back();
  else p.path.push_back(a.node);
  // Ruling: back at a bifurcation the character stands on it and passes its test again to move on, as
  // on any card; the branch it came back from is closed to it there (R9.5: take the other path).
  p.branch_taken.erase(a.node);
  if (rules::fork_branches(c.content, c.s, a.node) > 1) p.branch_closed[a.node] = from;
  // Falling back goes on while the way ahead still leads nowhere.
  p.going_back = leads_nowhere(c.content, c.s, a.node);
  c.emit(EventKind::WentBack, c.seat(), from, a.node);
  c.emit(EventKind::Moved, c.seat(), from, a.node);
}

Why refuse(const Content& ct, const GameState& s, const Action& a) {
  if (const auto* branch = std::get_if<ChooseBranch>(&a)) {
    if (rules::pending_kind(s) != DecisionKind::ChooseBranch) return rules::kLegal;
    const int at = s.pending().node;
    const Node& fork = s.board[at];
    if (branch->branch >= static_cast<int>(fork.next.size())) {
      if (deck_empty(s, fork.level)) return {"R9.5", "the level's deck has run out: this branch cannot grow"};
      return rules::kLegal;
    }
    const auto& closed = rules::deciding_player(s).branch_closed;
    if (branch->branch >= 0) {
      const auto it = closed.find(at);
      if (it != closed.end() && it->second == fork.next[branch->branch])
        return {"R9.5", "this branch ended in a dead end for you: take the other path"};
    }
    return rules::kLegal;
  }
  if (!std::holds_alternative<ChooseOption>(a) && !std::holds_alternative<MoveOn>(a)) return rules::kLegal;
  if (rules::pending_kind(s) != DecisionKind::TurnAction) return rules::kLegal;
  if (falling_back(ct, s, rules::decider(s))) return {"R9.5", "on the way back from a dead end the only moves are back"};
  // Ruling: a card that leads nowhere offers no test and no way on: the character goes back instead.
  const int node = s.players[rules::decider(s)].node;
  const Node& n = s.board[node];
  const bool no_way_on = n.card >= 0 && ct.cards[n.card].kind != CardKind::Boss && n.next.empty() && deck_empty(s, n.level);
  if (no_way_on) return {"R9.5", "this branch can no longer grow: go back toward a bifurcation"};
  return rules::kLegal;
}

}  // namespace hs::modes::exploration

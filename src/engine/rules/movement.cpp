// Moving through the dungeon (R5.9, R5.11): the next card, forks with a remembered branch, passing a
// boss into the next level or ending the game's race (R8.1), and what entering a card triggers.
#include "rules/rules.hpp"

namespace hs::rules {

void enter_node(Ctx& c, int node) {
  Player& p = c.player();
  const int from = p.node;
  p.node = node;
  p.path.push_back(node);
  c.emit(EventKind::Moved, c.seat(), from, node);
  Node& n = c.s.board[node];
  if (n.face_down) {
    // R9.1: a reveal is new information, so it is an undo barrier like a roll.
    n.face_down = false;
    ++c.s.random_draws;
    c.emit(EventKind::CardRevealed, c.seat(), node);
  }
  if (card_at(c.content, c.s, node).kind == CardKind::Peddler) open_shop(c);  // R6.1
}

void move_on(Ctx& c) {
  Player& p = c.player();
  const Node& here = c.s.board[p.node];
  if (card_at(c.content, c.s, p.node).kind == CardKind::Boss) {
    c.emit(EventKind::BossDefeated, c.seat(), here.level);
    if (here.next.empty()) {
      // R8.1: the last boss is down; this player has no card left, so their turn ends here and the
      // others still to play this round take their turns.
      p.defeated_last_boss = true;
      c.s.end_triggered = true;
      if (c.options.end_at_once) {
        // R9.2 option: no finishing the round; the game ends now.
        final_phase(c);
        finish_game(c, false);
        return;
      }
      end_turn(c);
      return;
    }
  }
  if (here.next.size() > 1) {
    // R5.9: a fork's branch is chosen once and kept for ever.
    auto it = p.branch_taken.find(p.node);
    if (it == p.branch_taken.end()) {
      c.s.awaiting_branch = true;
      return;
    }
    enter_node(c, it->second);
    return;
  }
  if (!here.next.empty()) enter_node(c, here.next.front());
}

Why check(const Content& ct, const GameState& s, const MoveOn&) {
  if (pending_kind(s) != DecisionKind::TurnAction) return {"R5.11", "moving on freely is only possible between steps"};
  if (card_at(ct, s, s.players[s.active_player()].node).kind != CardKind::Peddler)
    return {"R5.11", "only a peddler can be left without passing a test"};
  return kLegal;
}

void perform(Ctx& c, const MoveOn&) { move_on(c); }

Why check(const Content&, const GameState& s, const ChooseBranch& a) {
  if (pending_kind(s) != DecisionKind::ChooseBranch) return {"R5.9", "there is no fork to choose at"};
  const Node& here = s.board[s.players[s.active_player()].node];
  if (a.branch < 0 || a.branch >= static_cast<int>(here.next.size())) return {"R5.9", "this fork has no such branch"};
  return kLegal;
}

void perform(Ctx& c, const ChooseBranch& a) {
  Player& p = c.player();
  const int target = c.s.board[p.node].next[a.branch];
  p.branch_taken[p.node] = target;
  c.s.awaiting_branch = false;
  enter_node(c, target);
}

}  // namespace hs::rules

// Moving through the dungeon (R5.9, R5.11) as steps: leaving a card (hooks may stop it to ask
// someone), the next card, forks with a remembered branch, passing a boss into the next level or
// ending the race (R8.1), and what entering a card triggers.
#include "rules/rules.hpp"

namespace hs::rules {

void reveal(Ctx& c, int node) {
  Node& n = c.s.board[node];
  if (!n.face_down) return;
  // R9.1: the card comes out of hiding; a reveal is new information, so it is an undo barrier.
  const auto it = c.s.hidden_cards.find(node);
  n.card = it->second;
  c.s.hidden_cards.erase(it);
  n.face_down = false;
  ++c.s.random_draws;
  c.emit(EventKind::CardRevealed, c.seat(), node);
}

void run_enter(Ctx& c, Frame f) {
  const int node = f.decision.node;
  if (f.stage == 0) {
    Player& p = c.player();
    const int from = p.node;
    p.node = node;
    p.path.push_back(node);
    c.emit(EventKind::Moved, c.seat(), from, node);
    reveal(c, node);
    f.stage = 1;
    c.s.stack.push_back(f);
    c.hooks.each([&](const ModeHooks& h) { h.entered(c, c.seat(), node); });
    return;
  }
  if (card_at(c.content, c.s, node).kind == CardKind::Peddler) open_shop(c);  // R6.1
}

void run_move_on(Ctx& c, Frame f) {
  Player& p = c.player();
  if (f.stage == 0) {
    // Leaving a card can be interrupted (expert reactions, R9.4.3): the move waits below them.
    f.stage = 1;
    c.s.stack.push_back(f);
    c.hooks.each([&](const ModeHooks& h) { h.leaving(c, c.seat(), p.node); });
    return;
  }
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
        finish_game(c, EndReason::LastBoss);
        return;
      }
      end_turn_now(c);
      return;
    }
  }
  if (fork_branches(c.content, c.s, p.node) > 1) {
    // R5.9: a fork's branch is chosen once and kept for ever.
    auto it = p.branch_taken.find(p.node);
    if (it == p.branch_taken.end()) {
      push_decision(c.s, DecisionKind::ChooseBranch, c.seat(), p.node);
      return;
    }
    push_step(c.s, StepKind::Enter, c.seat(), it->second);
    return;
  }
  if (!here.next.empty()) push_step(c.s, StepKind::Enter, c.seat(), here.next.front());
}

Why check(const Content& ct, const GameState& s, const MoveOn&) {
  if (pending_kind(s) != DecisionKind::TurnAction) return {"R5.11", "moving on freely is only possible between steps"};
  if (card_at(ct, s, deciding_player(s).node).kind != CardKind::Peddler)
    return {"R5.11", "only a peddler can be left without passing a test"};
  return kLegal;
}

void perform(Ctx& c, const MoveOn&) { push_step(c.s, StepKind::MoveOn, c.seat()); }

int fork_branches(const Content& content, const TableState& s, int node) {
  const Node& here = s.board[node];
  const int linked = static_cast<int>(here.next.size());
  if (here.card >= 0 && content.cards[here.card].kind == CardKind::Bifurcation) return 2;
  return linked;
}

Why check(const Content& ct, const GameState& s, const ChooseBranch& a) {
  if (pending_kind(s) != DecisionKind::ChooseBranch) return {"R5.9", "there is no fork to choose at"};
  if (a.branch < 0 || a.branch >= fork_branches(ct, s, s.pending().node)) return {"R5.9", "this fork has no such branch"};
  return kLegal;
}

void perform(Ctx& c, const ChooseBranch& a) {
  Player& p = c.player();
  const int fork = c.s.pending().node;
  const auto& next = c.s.board[fork].next;
  // R9.5: a bifurcation's branch that nobody has taken yet is drawn now, by the exploration.
  int target = -1;
  if (a.branch < static_cast<int>(next.size())) target = next[a.branch];
  else c.hooks.each([&](const ModeHooks& h) { target = target >= 0 ? target : h.grow_branch(c, fork); });
  if (target < 0) {  // nothing could grow there (refused by the variant before it gets here)
    pop_decision(c.s);
    return;
  }
  p.branch_taken[fork] = target;
  pop_decision(c.s);
  push_step(c.s, StepKind::Enter, c.seat(), target);
}

}  // namespace hs::rules

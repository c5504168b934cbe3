// The stack of what is waiting (R10.2): decisions owned by a seat, and steps of the flow that a
// decision interrupted. apply() answers the decision on top, then advance() runs the steps below it
// until the next decision surfaces. Nothing calls straight through a decision, so any step can stop
// to ask any seat and resume where it was.
#include "rules/rules.hpp"

namespace hs::rules {

void push_decision(GameState& s, DecisionKind kind, int owner, int node, int subject, int detail) {
  s.stack.push_back(Frame{StepKind::Decision, Decision{kind, owner, node, subject, detail}, 0});
}

void push_step(GameState& s, StepKind step, int seat, int node, int stage) {
  Frame f;
  f.step = step;
  f.decision.owner = seat;
  f.decision.node = node;
  f.stage = stage;
  s.stack.push_back(f);
}

void pop_decision(GameState& s) { s.stack.pop_back(); }

void replace_decision(GameState& s, DecisionKind kind) { s.stack.back().decision.kind = kind; }

void end_turn_now(Ctx& c) {
  // Everything of this turn still waiting (the turn's base decision, interrupted steps) is dropped.
  c.s.stack.clear();
  push_step(c.s, StepKind::EndTurn, c.s.active_player());
}

void advance(Ctx& c) {
  GameState& s = c.s;
  while (!s.finished && !s.stack.empty() && s.stack.back().step != StepKind::Decision) {
    const Frame f = s.stack.back();
    s.stack.pop_back();
    c.actor = f.decision.owner;
    switch (f.step) {
      case StepKind::StartTurn: run_start_turn(c, f); break;
      case StepKind::MoveOn: run_move_on(c, f); break;
      case StepKind::Enter: run_enter(c, f); break;
      case StepKind::ZeroLives: run_zero_lives(c); break;
      case StepKind::EndTurn: run_end_turn(c); break;
      case StepKind::Decision: break;  // excluded by the loop condition
    }
  }
  if (s.finished) s.stack.clear();
}

}  // namespace hs::rules

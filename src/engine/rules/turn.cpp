// Turn flow (R4) as steps: the mode phase and the automatic initial phase, resting, the automatic
// final phase, passing the turn in seat order, round ends, and what happens at 0 lives (R5.10).
#include <algorithm>

#include "rules/rules.hpp"
#include "rules/start_setup.hpp"

namespace hs::rules {

void run_start_turn(Ctx& c, Frame f) {
  GameState& s = c.s;
  if (f.stage == 0) {
    c.emit(EventKind::TurnStarted, c.seat());
    // R4.1: a mode's phase comes before the initial phase; it may stop to ask the player, so the
    // rest of this step waits below whatever it pushes.
    f.stage = 1;
    s.stack.push_back(f);
    bool any_phase = false;
    c.hooks.each([&](const ModeHooks& h) { any_phase = any_phase || h.has_mode_phase(); });
    if (any_phase) {
      s.phase = Phase::Mode;
      c.hooks.each([&](const ModeHooks& h) { h.mode_phase(c, c.seat()); });
    }
    return;
  }
  s.phase = Phase::Initial;
  // R4.2: what the initial phase discards first (expert dice, R9.4.2) goes back before dice are taken.
  c.hooks.each([&](const ModeHooks& h) { h.initial_phase(c, c.seat()); });
  Player& p = c.player();
  // R4.2: the character's dice plus one per pool item, limited by what the supply holds (R1.1).
  DiceCounts owed = c.content.characters[p.character].pool;
  owed += pool_item_dice(c.content, p);
  owed = start_pool_or(c.options, s, c.seat(), owed);  // a recorded start pool (rules/start_setup.cpp)
  DiceCounts taken;
  for (int i = 0; i < kDieColors; ++i) taken.n[i] = std::min(owed.n[i], s.supply.n[i]);
  s.supply -= taken;
  p.pool += taken;
  Event e = make_event(EventKind::DiceTaken);
  e.player = c.seat();
  e.dice = taken;
  e.short_supply = !(taken == owed);
  c.events.push_back(std::move(e));
  s.phase = Phase::Action;
  push_decision(s, DecisionKind::TurnAction, c.seat());
  c.hooks.each([&](const ModeHooks& h) { h.action_phase_started(c, c.seat()); });
}

namespace {

bool everyone_eliminated(const GameState& s) {
  return std::all_of(s.players.begin(), s.players.end(), [](const Player& p) { return p.eliminated; });
}

// R9.2: least advanced first, most advanced last; progress is the level, then the steps from the
// level's first card. A stable sort keeps the previous relative order of players level with each
// other. Ruling: eliminated seats are never played, so they simply go last.
void rebuild_turn_order(GameState& s) {
  auto progress = [&](int seat) {
    const Player& p = s.players[seat];
    if (p.eliminated) return 1 << 20;
    const Node& n = s.board[p.node];
    return n.level * 1000 + n.step;
  };
  std::stable_sort(s.turn_order.begin(), s.turn_order.end(),
                   [&](int a, int b) { return progress(a) < progress(b); });
}

}  // namespace

void final_phase(Ctx& c) {
  GameState& s = c.s;
  Player& p = c.player();
  s.phase = Phase::Final;
  // R4.5: unused and spent dice go back to the supply; every exhausted card is readied.
  s.supply += p.pool;
  s.supply += p.spent;
  p.pool = DiceCounts{};
  p.spent = DiceCounts{};
  p.ability_exhausted = false;
  for (OwnedItem& item : p.items) item.exhausted = false;
  clear_test(s.test);
  s.shop = Shop{};
}

void run_end_turn(Ctx& c) {
  GameState& s = c.s;
  final_phase(c);
  c.hooks.each([&](const ModeHooks& h) { h.turn_ended(c, c.seat()); });
  if (s.finished) return;
  bool passed = false;  // R9.8: the group chooses who plays next
  c.hooks.each([&](const ModeHooks& h) { passed = passed || h.pass_turn(c); });
  if (passed) return;
  // R4.6: next seat in the fixed order, skipping eliminated players; a round ends after the last
  // seat of the order. R8.1: once the last boss has fallen, the game ends with that round.
  const int seats = static_cast<int>(s.turn_order.size());
  for (;;) {
    if (everyone_eliminated(s)) {
      finish_game(c, EndReason::NobodyLeft);  // R8.3
      return;
    }
    if (++s.turn_index >= seats) {
      s.turn_index = 0;
      c.emit(EventKind::RoundEnded, -1, s.round);
      if (s.end_triggered) {  // the finished game keeps the round it was decided in
        finish_game(c, EndReason::LastBoss);
        return;
      }
      ++s.round;
      c.hooks.each([&](const ModeHooks& h) { h.round_ended(c); });
      if (s.finished) return;
      if (c.options.variable_turn_order) rebuild_turn_order(s);
    }
    if (!s.players[s.active_player()].eliminated) break;
  }
  push_step(s, StepKind::StartTurn, s.active_player());
}

void card_cleared(Ctx& c, int seat) {
  bool moved = false;
  c.hooks.each([&](const ModeHooks& h) { moved = moved || h.card_cleared(c, seat); });
  if (!moved) push_step(c.s, StepKind::MoveOn, seat);
}

void lose_life(Ctx& c, int seat) {
  Player& p = c.s.players[seat];
  --p.lives;
  ++p.stats.lives_lost;
  c.emit(EventKind::LifeLost, seat, p.lives);
}

void run_zero_lives(Ctx& c) {
  Player& p = c.player();
  bool handled = false;
  c.hooks.each([&](const ModeHooks& h) { handled = handled || h.zero_lives(c, c.seat()); });
  if (handled) return;
  if (c.options.insert_coin) {
    insert_coin(c);  // R5.10: with R9.3 on, Insert Coin replaces elimination and its option
    return;
  }
  if (!c.options.no_elimination) {
    // R5.10: the stand-up leaves the dungeon and the seat takes no more turns.
    p.eliminated = true;
    c.emit(EventKind::Eliminated, c.seat());
    end_turn_now(c);
    return;
  }
  // R5.10 option: back to whichever comes first walking back along the path, the level's peddler
  // or the level's first card; the path is cut there so later moves back follow the real route.
  // Ruling: being sent back onto the peddler does not open the shop (it is not entered by moving on).
  // In exploration the level-3 peddler is drawn from the deck (R9.5): any peddler of this level on the
  // path counts.
  const int level = c.s.board[p.node].level;
  const int first = c.s.level_first_node[level - 1];
  auto stops_here = [&](int node) {
    const Node& n = c.s.board[node];
    return node == first || node == c.s.level_peddler_node[level - 1] ||
           (n.level == level && n.card >= 0 && c.content.cards[n.card].kind == CardKind::Peddler);
  };
  std::size_t at = p.path.size();
  while (at > 0 && !stops_here(p.path[at - 1])) --at;
  const int target = at > 0 ? p.path[at - 1] : first;
  if (at > 0) p.path.resize(at);
  else p.path = {first};
  p.node = target;
  c.emit(EventKind::SentBack, c.seat(), target);
  p.lives = p.max_lives;
  c.emit(EventKind::LifeGained, c.seat(), p.lives);
  end_turn_now(c);
}

Why check(const Content&, const GameState& s, const Rest&) {
  // R4.3: resting is open whenever the player is choosing what to do next on their turn (in co-op
  // also while choosing where to move, R9.8). R9.6.4: facing the monsters on the card (the gate,
  // kMonsterGate) is such a moment too.
  const bool at_monster_gate = is_monster_gate(s.pending());
  if (pending_kind(s) != DecisionKind::TurnAction && pending_kind(s) != DecisionKind::ChooseNode && !at_monster_gate)
    return {"R4.3", "finish or cancel the current step before resting"};
  return kLegal;
}

void perform(Ctx& c, const Rest&) {
  c.emit(EventKind::Rested, c.seat());
  end_turn_now(c);
}

}  // namespace hs::rules

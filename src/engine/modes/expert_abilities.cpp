// R9.4.1 what the placed dice do while others move: a trap springs on the card its owner leaves, a
// toll is paid by whoever leaves its card, an elbow hit and invisibility are offered to their owners
// (R9.4.3: decisions owned by the reacting seat, asked in turn order after the mover), a shot is a
// test for the first character to enter its card (a test like any other, R5, on the decisions of any
// test), and a blessing is paid on a lucky-die gem.
#include <algorithm>

#include "highscore/queries.hpp"
#include "modes/expert.hpp"

namespace hs::modes::expert {

using rules::Why;

namespace {

bool has_test(const Content& ct, const TableState& s, int node) {
  const int card = s.board[node].card;
  return card >= 0 && !ct.cards[card].options.empty();
}

// Other seats still in the game, in turn order starting after `mover` (the order reactions are asked).
std::vector<int> others_after(const TableState& s, int mover) {
  const int n = static_cast<int>(s.turn_order.size());
  int at = 0;
  while (at < n && s.turn_order[at] != mover) ++at;
  std::vector<int> out;
  for (int k = 1; k < n; ++k) {
    const int seat = s.turn_order[(at + k) % n];
    if (!s.players[seat].eliminated) out.push_back(seat);
  }
  return out;
}

// Seats (in turn order after the mover) standing on `node` whose die of `kind` waits on their character.
std::vector<int> reactors(const Content& ct, const TableState& s, int mover, int node, ExpertKind kind) {
  std::vector<int> out;
  for (int seat : others_after(s, mover)) {
    if (s.players[seat].node != node || ability_of(ct, s, seat).kind != kind) continue;
    // R9.5: a character falling back from a dead end only moves back: it does not slip along.
    if (kind == ExpertKind::Invisibility && s.players[seat].going_back) continue;
    const int die = placed_die_of(s, seat);
    if (die >= 0 && s.entities[die].node == -1) out.push_back(seat);
  }
  return out;
}

// Ruling: several reactions to one move are asked in turn order starting after the mover (the first
// goes on top of the stack); those set off by leaving come before those set off by entering, and on
// entering the shot (the mover's own answer) before invisibility.
void ask_all(rules::Ctx& c, const std::vector<int>& seats, int mover, int node, ExpertKind kind) {
  for (auto it = seats.rbegin(); it != seats.rend(); ++it) {
    rules::push_decision(c.s, DecisionKind::Reaction, *it, node, mover, static_cast<int>(kind));
    c.emit(EventKind::ReactionOffered, *it, static_cast<int>(kind), mover);
  }
}

// 1 coin, else 1 gem, else nothing; returns 0 coin, 1 gem, -1 nothing.
// Ruling: where the rules let the payer give a coin or a gem, the engine takes a coin first (coins
// are worth less than gems, R6.2), so nobody is asked.
int pay_one(Player& from, Player& to) {
  if (from.coins > 0) {
    --from.coins;
    ++to.coins;
    return 0;
  }
  if (from.gems > 0) {
    --from.gems;
    ++to.gems;
    return 1;
  }
  return -1;
}

void hit(rules::Ctx& c, int seat) {
  rules::lose_life(c, seat);
  if (c.s.players[seat].lives <= 0) rules::push_step(c.s, StepKind::ZeroLives, seat);
}

}  // namespace

void on_leaving(rules::Ctx& c, int mover, int node) {
  GameState& s = c.s;
  // Trap: an armed trap springs on the first card with a test its owner leaves (R5.12 raises it).
  if (const int mine = placed_die_of(s, mover); mine >= 0) {
    Entity& die = s.entities[mine];
    if (ability_of(c.content, s, mover).kind == ExpertKind::Trap && die.node == -1 && has_test(c.content, s, node)) {
      die.node = node;
      s.board[node].raised.push_back(Requirement{die.color, die.value});
      c.emit(EventKind::ExpertUsed, mover, static_cast<int>(ExpertKind::Trap), node);
    }
  }
  // Toll: paid by every character leaving its card but its owner.
  // Ruling: the toll is paid as the character starts to leave, before any elbow hit is rolled.
  for (const Entity& die : std::vector<Entity>(s.entities)) {
    if (die.kind != EntityKind::PlacedDie || die.node != node || die.owner == mover) continue;
    if (ability_of(c.content, s, die.owner).kind != ExpertKind::Toll || s.players[die.owner].eliminated) continue;
    const int paid = pay_one(s.players[mover], s.players[die.owner]);
    c.emit(EventKind::TollPaid, mover, die.owner, paid);
  }
  // Elbow hit: each owner on this card may roll their die at the one leaving.
  // Ruling: only moves forward count as leaving (R5.9); going back (R9.5) and being sent back
  // (R5.10, R9.3) do not.
  ask_all(c, reactors(c.content, s, mover, node, ExpertKind::ElbowHit), mover, node, ExpertKind::ElbowHit);
}

void on_entered(rules::Ctx& c, int mover, int node) {
  GameState& s = c.s;
  const Player& p = s.players[mover];
  // Invisibility, asked below the shot: those on the card just left, when its test was passed.
  // Ruling: not from a peddler (no test), a dead end or a boss (each character beats a boss itself,
  // R8.2); the one slipping along only moves (no shop, no shot, no reward on arrival).
  if (p.path.size() >= 2) {
    const int from = p.path[p.path.size() - 2];
    const int card = s.board[from].card;
    const CardKind kind = card >= 0 ? c.content.cards[card].kind : CardKind::Peddler;
    if (kind == CardKind::Dungeon || kind == CardKind::Bifurcation)
      ask_all(c, reactors(c.content, s, mover, from, ExpertKind::Invisibility), mover, node, ExpertKind::Invisibility);
  }
  // Shoot: the first character to enter the card takes the shot.
  for (int i = 0; i < static_cast<int>(s.entities.size()); ++i) {
    const Entity& die = s.entities[i];
    if (die.kind != EntityKind::PlacedDie || die.node != node) continue;
    if (ability_of(c.content, s, die.owner).kind != ExpertKind::Shoot) continue;
    if (die.owner == mover) {
      // Ruling: the shooter entering her own target picks her arrow up: the die is discarded, no test.
      discard_die(c, i);
      return;
    }
    rules::push_decision(s, DecisionKind::Reaction, mover, node, die.owner, static_cast<int>(ExpertKind::Shoot));
    c.emit(EventKind::ReactionOffered, mover, static_cast<int>(ExpertKind::Shoot), die.owner);
    return;
  }
}

void on_lucky_gem(rules::Ctx& c, int seat) {
  GameState& s = c.s;
  for (Entity& die : s.entities) {
    if (die.kind != EntityKind::PlacedDie || die.owner == seat || s.players[die.owner].eliminated) continue;
    if (ability_of(c.content, s, die.owner).kind != ExpertKind::Blessing) continue;
    // The first time each other character gains a lucky gem while the die lies there.
    if (die.marks & (1 << seat)) continue;
    die.marks |= 1 << seat;
    // Ruling: a coin if they have one, else a gem (they always have the gem they just gained).
    const int paid = pay_one(s.players[seat], s.players[die.owner]);
    c.emit(EventKind::BlessingPaid, seat, die.owner, paid);
  }
}

namespace {

ExpertKind reaction_kind(const TableState& s) { return static_cast<ExpertKind>(s.pending().detail); }

// The shot's die (the shooter's placed die on the card the decision is about), or -1.
int shot_die(const TableState& s, const Decision& d) {
  const int die = placed_die_of(s, d.subject);
  return die >= 0 && s.entities[die].node == d.node ? die : -1;
}

}  // namespace

void list_reactions(const Content&, const GameState& s, std::vector<Action>& out) {
  if (rules::pending_kind(s) != DecisionKind::Reaction) return;
  if (reaction_kind(s) == ExpertKind::Shoot) {
    // R9.4.1: take the test (its dice are chosen in it, R5.2) or the hit.
    if (shot_die(s, s.pending()) >= 0 && rules::deciding_player(s).pool.total() > 0) out.push_back(React{true, Color::Any});
    out.push_back(React{false, Color::Any});
    return;
  }
  out.push_back(React{true, Color::Any});
  out.push_back(React{false, Color::Any});
}

Why check_react(const Content&, const GameState& s, const React& a) {
  if (rules::pending_kind(s) != DecisionKind::Reaction) return {"R9.4.3", "nothing is waiting for a reaction"};
  if (a.color != Color::Any) return {"R9.4.3", "this answer rolls no die of your choice (a test chooses its dice)"};
  if (reaction_kind(s) != ExpertKind::Shoot || !a.accept) return rules::kLegal;
  if (shot_die(s, s.pending()) < 0) return {"R9.4.1", "the shot is no longer there"};
  if (rules::deciding_player(s).pool.total() < 1) return {"R5.2", "no die in the pool to take the test with"};
  return rules::kLegal;
}

void react(rules::Ctx& c, const React& a) {
  GameState& s = c.s;
  const Decision d = s.pending();
  const ExpertKind kind = reaction_kind(s);
  rules::pop_decision(s);
  switch (kind) {
    case ExpertKind::ElbowHit: {
      const int die = placed_die_of(s, d.owner);
      if (!a.accept || die < 0) return;
      // Ruling: the placed die is rolled once, then discarded; on the ability's number or more it
      // hits. A declined die stays for the next character leaving the card.
      const int face = rules::roll_die(s);
      discard_die(c, die);
      const bool hits = face >= ability_of(c.content, s, d.owner).value;
      c.emit(EventKind::ElbowRolled, d.owner, face, hits ? d.subject : -1);
      if (hits) hit(c, d.subject);
      return;
    }
    case ExpertKind::Invisibility: {
      const int die = placed_die_of(s, d.owner);
      if (!a.accept || die < 0) return;
      discard_die(c, die);
      Player& p = s.players[d.owner];
      const int from = p.node;
      const int to = d.node;
      // The same branch as the one followed (R5.9 remembers it for both).
      if (rules::fork_branches(c.content, s, from) > 1) p.branch_taken[from] = to;
      p.node = to;
      p.path.push_back(to);
      c.emit(EventKind::SlippedAlong, d.owner, from, to);
      c.emit(EventKind::Moved, d.owner, from, to);
      return;
    }
    case ExpertKind::Shoot: {
      const int die = shot_die(s, d);
      if (die < 0) return;
      if (a.accept) {
        // R9.4.1: a test like any other (R5): dice chosen from the pool, gems and items after the
        // roll. The offer stays beneath it, so backing out before the roll comes back to it.
        s.stack.push_back(Frame{StepKind::Decision, d, 0});
        rules::clear_test(s.test);
        s.test.active = true;
        rules::push_decision(s, DecisionKind::ChooseDice, d.owner, d.node, d.subject, kShotTest + s.entities[die].value);
        return;
      }
      discard_die(c, die);  // declined: the first to enter takes the shot
      c.emit(EventKind::ShotTaken, d.owner, 0, 1);
      hit(c, d.owner);
      return;
    }
    default: return;
  }
}

void shot_resolved(rules::Ctx& c, int seat, int shooter, int face, bool passed) {
  GameState& s = c.s;
  const Decision offer = s.pending();
  if (offer.kind == DecisionKind::Reaction && offer.owner == seat && reaction_kind(s) == ExpertKind::Shoot) rules::pop_decision(s);
  const int die = shot_die(s, Decision{DecisionKind::Reaction, seat, s.players[seat].node, shooter, -1});
  if (die >= 0) discard_die(c, die);  // the first to enter takes the shot, whatever the outcome
  c.emit(EventKind::ShotTaken, seat, face, passed ? 0 : 1);
  if (!passed) hit(c, seat);
}

}  // namespace hs::modes::expert

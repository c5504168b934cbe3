// R9.4 expert abilities as a variant on the mode hooks: activating the ability on your own turn
// (a die from the pool, placed on your character or a card and counted out of the supply, R10.3),
// the discard at the start of your next turn (R9.4.2), and the hook object that routes the moves
// and the reactions of other seats (R9.4.3) to expert_abilities.cpp.
#include "modes/expert.hpp"

#include <algorithm>

#include "modes/registry.hpp"

namespace hs::modes {

namespace expert {

using rules::Why;

const ExpertAbility& ability_of(const Content& ct, const TableState& s, int seat) {
  return ct.characters[s.players[seat].character].expert;
}

int placed_die_of(const TableState& s, int owner) {
  for (int i = 0; i < static_cast<int>(s.entities.size()); ++i)
    if (s.entities[i].kind == EntityKind::PlacedDie && s.entities[i].owner == owner) return i;
  return -1;
}

void discard_die(rules::Ctx& c, int entity) {
  GameState& s = c.s;
  const Entity die = s.entities[entity];
  if (die.node >= 0 && ability_of(c.content, s, die.owner).kind == ExpertKind::Trap) {
    // R5.12: the trap's requirement leaves the card with its die (one copy: another effect may have
    // raised the same requirement).
    auto& raised = s.board[die.node].raised;
    const auto it = std::find(raised.begin(), raised.end(), Requirement{die.color, die.value});
    if (it != raised.end()) raised.erase(it);
  }
  --s.placed[die.color];
  ++s.supply[die.color];
  s.entities.erase(s.entities.begin() + entity);
  Event e = rules::make_event(EventKind::DieDiscarded);
  e.player = die.owner;
  e.a = die.node;
  e.dice[die.color] = 1;
  c.events.push_back(std::move(e));
}

void discard_dice_of(rules::Ctx& c, int owner) {
  for (int i = placed_die_of(c.s, owner); i >= 0; i = placed_die_of(c.s, owner)) discard_die(c, i);
}

namespace {

bool linked(const Node& n, int other) {
  return std::find(n.next.begin(), n.next.end(), other) != n.next.end() ||
         std::find(n.prev.begin(), n.prev.end(), other) != n.prev.end();
}

// A face for a die whose face does not matter (toll, elbow before its roll): the ability's number,
// or 1 where the content gives none.
int shown_face(const ExpertAbility& ab) { return ab.value >= 1 && ab.value <= 6 ? ab.value : 1; }

}  // namespace

Why check_use(const Content& ct, const GameState& s, const UseExpert& a) {
  if (rules::pending_kind(s) != DecisionKind::TurnAction || rules::decider(s) != s.active_player())
    return {"R9.4", "an expert ability is activated on your own turn, between tests"};
  const int seat = rules::decider(s);
  const Player& p = s.players[seat];
  const ExpertAbility& ab = ability_of(ct, s, seat);
  if (p.expert_used) return {"R9.4", "the expert ability is used once per turn"};
  if (p.pool[ab.color] < 1) return {"R9.4", "the ability needs a die of its colour from your pool"};
  switch (ab.kind) {
    case ExpertKind::Shoot:
      // R9.4.1: the card right ahead of or behind yours.
      if (a.target < 0 || a.target >= static_cast<int>(s.board.size()) || !linked(s.board[p.node], a.target))
        return {"R9.4.1", "a shot goes on the card right ahead of or behind yours"};
      return rules::kLegal;
    case ExpertKind::Thieving: {
      if (a.target < 0 || a.target >= static_cast<int>(s.players.size()) || a.target == seat)
        return {"R9.4.1", "steal from another player"};
      const Player& victim = s.players[a.target];
      if (victim.eliminated || victim.node != p.node) return {"R9.4.1", "you can only steal from a player on your card"};
      // Ruling: thieving takes a coin; a victim without coins has nothing to steal.
      if (victim.coins < 1) return {"R9.4.1", "that player has no coin to steal"};
      return rules::kLegal;
    }
    default:
      if (a.target != -1) return {"R9.4.1", "this ability takes no target"};
      return rules::kLegal;
  }
}

void list_uses(const Content& ct, const GameState& s, std::vector<Action>& out) {
  if (rules::pending_kind(s) != DecisionKind::TurnAction) return;
  const int seat = rules::decider(s);
  const Player& p = s.players[seat];
  if (p.expert_used || p.pool[ability_of(ct, s, seat).color] < 1) return;
  auto add = [&](int target) {
    if (!check_use(ct, s, UseExpert{target}).refused()) out.push_back(UseExpert{target});
  };
  switch (ability_of(ct, s, seat).kind) {
    case ExpertKind::Shoot: {
      std::vector<int> around = s.board[p.node].next;
      around.insert(around.end(), s.board[p.node].prev.begin(), s.board[p.node].prev.end());
      std::sort(around.begin(), around.end());
      around.erase(std::unique(around.begin(), around.end()), around.end());
      for (int node : around) add(node);
      return;
    }
    case ExpertKind::Thieving:
      for (int other = 0; other < static_cast<int>(s.players.size()); ++other) add(other);
      return;
    default: add(-1); return;
  }
}

void use(rules::Ctx& c, const UseExpert& a) {
  GameState& s = c.s;
  const int seat = c.seat();
  Player& p = s.players[seat];
  const ExpertAbility& ab = ability_of(c.content, s, seat);
  p.expert_used = true;
  --p.pool[ab.color];
  int node = -1;
  if (ab.kind == ExpertKind::Thieving) {
    // R9.4.1: the die is spent, not placed; one coin changes hands.
    ++p.spent[ab.color];
    --s.players[a.target].coins;
    ++p.coins;
    c.emit(EventKind::ExpertUsed, seat, static_cast<int>(ab.kind), -1);
    c.emit(EventKind::CoinStolen, seat, a.target);
    return;
  }
  // Shoot: on the chosen card, showing the ability's number (4). Toll: on the card you stand on.
  // Ruling: a toll is placed on the card you are on when you activate it (the card you mean to end
  // your move on). Ruling: a trap is armed on your character and springs on the first card with a
  // test you leave this turn (the rule places it "when you leave", which is not a decision point).
  // Elbow hit, invisibility, blessing: on your character.
  if (ab.kind == ExpertKind::Shoot) node = a.target;
  if (ab.kind == ExpertKind::Toll) node = p.node;
  ++s.placed[ab.color];
  s.entities.push_back(Entity{EntityKind::PlacedDie, node, -1, seat, ab.color, shown_face(ab), 0});
  c.emit(EventKind::ExpertUsed, seat, static_cast<int>(ab.kind), node);
}

}  // namespace expert

namespace {

class ExpertAbilities final : public ModeHooks {
 public:
  std::string_view name() const override { return "expert"; }

  void initial_phase(rules::Ctx& c, int seat) const override {
    // R9.4.2: last turn's die is discarded, used or not, before this turn's dice are taken.
    expert::discard_dice_of(c, seat);
    c.s.players[seat].expert_used = false;
  }
  bool zero_lives(rules::Ctx& c, int seat) const override {
    // Ruling: a character brought to 0 lives loses the die it placed at once (eliminated players
    // never reach their next turn, and one sent back starts over).
    expert::discard_dice_of(c, seat);
    return false;
  }
  void leaving(rules::Ctx& c, int seat, int node) const override { expert::on_leaving(c, seat, node); }
  void entered(rules::Ctx& c, int seat, int node) const override { expert::on_entered(c, seat, node); }
  void lucky_gem(rules::Ctx& c, int seat) const override { expert::on_lucky_gem(c, seat); }
  void shot_test_resolved(rules::Ctx& c, int seat, int shooter, int face, bool passed) const override {
    expert::shot_resolved(c, seat, shooter, face, passed);
  }

  void legal_actions(const Content& ct, const GameState& s, std::vector<Action>& out) const override {
    expert::list_uses(ct, s, out);
    expert::list_reactions(ct, s, out);
  }
  bool owns(const Action& a) const override {
    return std::holds_alternative<UseExpert>(a) || std::holds_alternative<React>(a);
  }
  rules::Why check(const Content& ct, const GameState& s, const Action& a) const override {
    if (const auto* use = std::get_if<UseExpert>(&a)) return expert::check_use(ct, s, *use);
    return expert::check_react(ct, s, std::get<React>(a));
  }
  void perform(rules::Ctx& c, const Action& a) const override {
    if (const auto* use = std::get_if<UseExpert>(&a)) expert::use(c, *use);
    else expert::react(c, std::get<React>(a));
  }
};

const ExpertAbilities kExpertAbilities;

}  // namespace

const ModeHooks& expert_abilities() { return kExpertAbilities; }

}  // namespace hs::modes

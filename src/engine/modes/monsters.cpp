// Monsters and walkers of the solo adventures (R9.6.2-R9.6.4, R9.6.7, R9.7J): the deck, walking the
// board, facing monsters on the character's card, ambush, drain and roar.
#include "modes/monsters.hpp"

#include <algorithm>

#include "highscore/queries.hpp"

namespace hs::modes::solo {

using rules::Ctx;
using rules::Why;

std::vector<int> build_monster_deck(const Content& c, const GameOptions& o, GameState& s, int per_level) {
  std::vector<int> deck;  // top = back()
  if (auto it = o.stacked.find("monsters"); it != o.stacked.end()) {
    for (auto id = it->second.rbegin(); id != it->second.rend(); ++id) deck.push_back(c.monster_index(*id));
    return deck;
  }
  // Level 3 at the bottom, level 1 on top; each level's picks unseen (shuffled).
  for (int level = 3; level >= 1; --level) {
    std::vector<int> of_level;
    for (int m = 0; m < static_cast<int>(c.monsters.size()); ++m)
      if (c.monsters[m].level == level) of_level.push_back(m);
    s.rng.shuffle(of_level);
    of_level.resize(std::min<std::size_t>(of_level.size(), static_cast<std::size_t>(per_level)));
    deck.insert(deck.end(), of_level.begin(), of_level.end());
  }
  return deck;
}

int character_node(const TableState& s) { return s.players.empty() ? -1 : s.players.front().node; }

bool is_monster(const Entity& e) { return e.kind == EntityKind::Monster; }

int monsters_out(const TableState& s) {
  return static_cast<int>(std::count_if(s.entities.begin(), s.entities.end(), is_monster));
}

int level_of(const TableState& s, int node) { return node < 0 ? 0 : s.board[node].level; }

int azoz_slot(const TableState& s) {
  if (s.level_boss_nodes.size() < 3 || s.level_boss_nodes[2].empty()) return -1;
  return s.level_boss_nodes[2].front();
}

int ritual_gem_count(const TableState& s) {
  // Azoz's ritual is the only place tokens lie in a solo adventure (co-op tokens are R9.8's).
  return static_cast<int>(std::count_if(s.entities.begin(), s.entities.end(),
                                        [](const Entity& e) { return e.kind == EntityKind::Token; }));
}

int hunter_index(const TableState& s) {
  for (int e = 0; e < static_cast<int>(s.entities.size()); ++e)
    if (s.entities[e].kind == EntityKind::Hunter) return e;
  return -1;
}


namespace {

// Monsters on the character's card not dealt with this turn (R9.6.4).
std::vector<int> undealt_here(const TableState& s) {
  std::vector<int> out;
  const int node = character_node(s);
  for (int e = 0; e < static_cast<int>(s.entities.size()); ++e)
    if (is_monster(s.entities[e]) && s.entities[e].node == node && s.entities[e].value == 0) out.push_back(e);
  return out;
}

bool pool_can_try(const Player& p, const TestOption& option) {
  for (Color c : kAllDieColors)
    if (p.pool[c] > 0 && !rules::color_forbidden(option, c)) return true;
  return false;
}

const Monster& monster_of(const Content& ct, const TableState& s, int entity) {
  return ct.monsters[s.entities[entity].card];
}

// Facing the monsters on the card comes before anything else there (R9.6.4).
void push_gate_if_needed(Ctx& c, int seat) {
  if (undealt_here(c.s).empty()) return;
  if (c.s.pending().kind == DecisionKind::Monster && c.s.pending().detail == kGate) return;
  rules::push_decision(c.s, DecisionKind::Monster, seat, character_node(c.s), -1, kGate);
}

void pop_gate_if_done(Ctx& c) {
  const Decision top = c.s.pending();
  if (top.kind == DecisionKind::Monster && top.detail == kGate && undealt_here(c.s).empty()) rules::pop_decision(c.s);
}

void lose_a_life(Ctx& c, int seat) {
  rules::lose_life(c, seat);
  if (c.s.players[seat].lives <= 0) rules::push_step(c.s, StepKind::ZeroLives, seat);
}

void start_monster_test(Ctx& c, int entity, MonsterTestKind kind) {
  rules::clear_test(c.s.test);
  c.s.test.active = true;
  rules::push_decision(c.s, DecisionKind::ChooseDice, c.seat(), character_node(c.s), entity, static_cast<int>(kind));
}

}  // namespace

std::vector<int> forward_steps(const TableState& s, int at) {
  if (at < 0) return {s.level_first_node.front()};  // R9.7J: the first move enters the dungeon
  const Node& n = s.board[at];
  if (n.next.size() <= 1) return n.next;
  // Ruling (RULES.md R9.7J): at a fork, the branch the character took; else the player chooses.
  const auto& taken = s.players.front().branch_taken;
  if (auto it = taken.find(at); it != taken.end()) return {it->second};
  return n.next;
}

std::vector<int> next_steps(const TableState& s, int entity, WalkRule rule) {
  const int at = s.entities[entity].node;
  if (rule == WalkRule::Forward) return forward_steps(s, at);
  const int target = character_node(s);
  if (at < 0 || at == target) return {};
  const std::vector<int> dist = board_distances(s, target, true);
  std::vector<int> out;
  auto consider = [&](int n) {
    if (dist[n] == dist[at] - 1 && std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
  };
  for (int n : s.board[at].next) consider(n);
  for (int n : s.board[at].prev) consider(n);
  std::sort(out.begin(), out.end());
  return out;
}

int add_monster(Ctx& c, int card, int node) {
  Entity e;
  e.kind = EntityKind::Monster;
  e.card = card;
  e.node = node;
  c.s.entities.push_back(e);
  return static_cast<int>(c.s.entities.size()) - 1;
}

void refresh_roar(Ctx& c, bool announce) {
  GameState& s = c.s;
  // Ruling: in a solo adventure only roars raise cards (no expert trap dice, R9.4 is not played), so
  // the raised requirements are rebuilt from the roaring monsters each time.
  for (Node& n : s.board) n.raised.clear();
  const int level = level_of(s, character_node(s));
  for (const Entity& e : s.entities) {
    if (!is_monster(e) || level_of(s, e.node) != level) continue;
    const Monster& m = c.content.monsters[e.card];
    if (m.ability.kind != MonsterAbilityKind::Roar) continue;
    int raised = 0;
    for (Node& n : s.board) {
      // Ruling: a face-down card shows no illustration yet, so a roar reaches it once revealed.
      if (n.level != level || n.face_down || n.card < 0 || !c.content.cards[n.card].creature) continue;
      n.raised.insert(n.raised.end(), m.ability.test.require.begin(), m.ability.test.require.end());
      ++raised;
    }
    if (announce) c.emit(EventKind::MonsterRoared, c.seat(), e.card, raised);
  }
}

bool SoloMode::step_to(Ctx& c, int entity, int node, bool silent) const {
  Entity& e = c.s.entities[entity];
  const int from = e.node;
  e.node = node;
  const bool on_character = node == character_node(c.s);
  if (e.kind == EntityKind::Hunter) {
    c.emit(EventKind::HunterMoved, c.seat(), from, node);
    if (on_character) {
      // R9.7J: the Hunter reached the character: the adventure is lost at once.
      c.emit(EventKind::Caught, 0, node);
      rules::finish_game(c, EndReason::Caught);
      return true;
    }
    return false;
  }
  if (silent) return false;
  Event ev = rules::make_event(EventKind::MonsterMoved);
  ev.player = c.seat();
  ev.a = from;
  ev.b = node;
  ev.values = {e.card};
  c.events.push_back(std::move(ev));
  return on_character;  // R9.6.3 / R9.7J: monsters stop on the character's card
}

bool SoloMode::walk(Ctx& c, int entity, int left, WalkRule rule, int stage) const {
  const bool place = placing(stage);
  // Ruling: a monster already on the character's card has reached its prey and does not move on.
  if (!place && is_monster(c.s.entities[entity]) && c.s.entities[entity].node == character_node(c.s)) return true;
  while (left > 0) {
    const std::vector<int> steps = next_steps(c.s, entity, rule);
    if (steps.empty()) return true;
    if (steps.size() > 1) {
      // Equal paths / an unknown fork: the player picks (the decision says who walks and how far).
      rules::push_decision(c.s, DecisionKind::ModePhase, c.seat(), c.s.entities[entity].node, entity, stage * 100 + left);
      return false;
    }
    --left;
    if (step_to(c, entity, steps.front(), place)) return !c.s.finished;
  }
  return true;
}

void SoloMode::action_phase_started(Ctx& c, int seat) const {
  GameState& s = c.s;
  Player& p = s.players[seat];
  const int level = level_of(s, p.node);
  // The gate goes below the ambushes: ambushes strike at the start of the action phase (R9.6.7),
  // then the monsters on the card are faced (R9.6.4).
  push_gate_if_needed(c, seat);
  if (!abilities_act()) return;
  std::vector<int> ambushers;
  for (int e = 0; e < static_cast<int>(s.entities.size()); ++e) {
    const Entity& ent = s.entities[e];
    if (!is_monster(ent) || level_of(s, ent.node) != level) continue;
    const Monster& m = c.content.monsters[ent.card];
    if (m.ability.kind == MonsterAbilityKind::Drain) {
      // R9.6.7 drain: one pool die of the colour goes back to the supply; none left, nothing lost.
      const Color col = m.ability.color;
      const int lost = p.pool[col] > 0 ? 1 : 0;
      p.pool[col] -= lost;
      s.supply[col] += lost;
      c.emit(EventKind::MonsterDrained, seat, static_cast<int>(col), lost);
    } else if (m.ability.kind == MonsterAbilityKind::Ambush) {
      ambushers.push_back(e);
    }
  }
  for (auto it = ambushers.rbegin(); it != ambushers.rend(); ++it)
    rules::push_decision(s, DecisionKind::Monster, seat, p.node, *it, kAmbush);
  for (int e : ambushers) c.emit(EventKind::MonsterAmbush, seat, s.entities[e].card, 0);
}

void SoloMode::entered(Ctx& c, int seat, int) const {
  if (abilities_act()) refresh_roar(c, false);  // a new level, or a card just revealed
  push_gate_if_needed(c, seat);
}

bool SoloMode::zero_lives(Ctx& c, int) const {
  // R9.6.5: no lives left loses the adventure (no elimination option, no Insert Coin).
  rules::finish_game(c, EndReason::OutOfLives);
  return true;
}

void SoloMode::monster_test_resolved(Ctx& c, int seat, int entity, int kind, bool passed) const {
  GameState& s = c.s;
  const int card = s.entities[entity].card;
  switch (static_cast<MonsterTestKind>(kind)) {
    case MonsterTestKind::Fight:
      if (passed) {
        // R9.6.4: a monster fought down is discarded.
        s.entities.erase(s.entities.begin() + entity);
        c.emit(EventKind::MonsterDefeated, seat, card);
        if (abilities_act()) refresh_roar(c, false);
      } else {
        pop_gate_if_done(c);
        lose_a_life(c, seat);  // R9.6.4: as a failed test on a card (R5.6)
        return;
      }
      break;
    case MonsterTestKind::Dodge:
      // R9.6.4: a dodge that passes deals with the monster for this turn; failing costs nothing.
      if (passed) {
        s.entities[entity].value = 1;
        c.emit(EventKind::MonsterDodged, seat, card);
      }
      break;
    case MonsterTestKind::Ambush:
      rules::pop_decision(s);  // the ambush is over, pass or fail
      // Ruling: failing the ambush's test costs the life the ambush threatens, nothing more.
      if (!passed) lose_a_life(c, seat);
      return;
  }
  pop_gate_if_done(c);
}

void SoloMode::turn_ended(Ctx& c, int) const {
  for (Entity& e : c.s.entities)
    if (is_monster(e)) e.value = 0;  // R9.6.4: a dodge lasts for the turn
}

void SoloMode::legal_actions(const Content& ct, const GameState& s, std::vector<Action>& out) const {
  const Decision d = s.pending();
  const Player& p = s.players[d.owner];
  if (d.kind == DecisionKind::ModePhase) {
    for (int node : next_steps(s, d.subject, rule())) out.push_back(ChooseNode{node});
    return;
  }
  if (d.kind != DecisionKind::Monster) return;
  if (d.detail == kAmbush) {
    if (pool_can_try(p, monster_of(ct, s, d.subject).ability.test)) out.push_back(Fight{d.subject});
    out.push_back(React{true});
    return;
  }
  for (int e : undealt_here(s)) {
    if (!pool_can_try(p, monster_of(ct, s, e).test)) continue;
    out.push_back(Fight{e});
    out.push_back(Dodge{e});
  }
  rules::item_and_ability_actions(ct, s, out);
  out.push_back(Rest{});
}

bool SoloMode::owns(const Action& a) const {
  return std::holds_alternative<Fight>(a) || std::holds_alternative<Dodge>(a) || std::holds_alternative<React>(a) ||
         std::holds_alternative<ChooseNode>(a);
}

Why SoloMode::check(const Content& ct, const GameState& s, const Action& a) const {
  const Decision d = s.pending();
  if (const auto* choose = std::get_if<ChooseNode>(&a)) {
    if (d.kind != DecisionKind::ModePhase) return {"R9.6.3", "there is no path to choose now"};
    const auto steps = next_steps(s, d.subject, rule());
    if (std::find(steps.begin(), steps.end(), choose->node) == steps.end())
      return {"R9.6.3", "that card is not one of the equal next steps"};
    return rules::kLegal;
  }
  if (const auto* react = std::get_if<React>(&a)) {
    if (d.kind != DecisionKind::Monster || d.detail != kAmbush) return {"R9.6.7", "no ambush is waiting"};
    if (!react->accept) return {"R9.6.7", "an ambush is met with its test (fight) or by taking the life loss"};
    return rules::kLegal;
  }
  const bool fight = std::holds_alternative<Fight>(a);
  const int entity = fight ? std::get<Fight>(a).monster : std::get<Dodge>(a).monster;
  if (d.kind != DecisionKind::Monster) return {"R9.6.4", "monsters are faced before the card's test, not now"};
  if (d.detail == kAmbush) {
    if (!fight || entity != d.subject) return {"R9.6.7", "the ambush is met with its test or by taking the life loss"};
    if (!pool_can_try(s.players[d.owner], monster_of(ct, s, entity).ability.test))
      return {"R5.2", "no die in the pool may be rolled for this test"};
    return rules::kLegal;
  }
  const auto here = undealt_here(s);
  if (std::find(here.begin(), here.end(), entity) == here.end())
    return {"R9.6.4", "that is not a monster on your card still to be dealt with"};
  if (!pool_can_try(s.players[d.owner], monster_of(ct, s, entity).test))
    return {"R5.2", "no die in the pool may be rolled for this monster's test"};
  return rules::kLegal;
}

void SoloMode::perform(Ctx& c, const Action& a) const {
  GameState& s = c.s;
  const Decision d = s.pending();
  if (const auto* choose = std::get_if<ChooseNode>(&a)) {
    rules::pop_decision(s);
    const int stage = d.detail / 100;
    int left = d.detail % 100 - 1;
    if (step_to(c, d.subject, choose->node, placing(stage))) left = 0;
    if (s.finished) return;
    continue_phase(c, stage, d.subject, left);
    return;
  }
  if (std::holds_alternative<React>(a)) {
    rules::pop_decision(s);
    c.emit(EventKind::MonsterAmbush, c.seat(), s.entities[d.subject].card, 1);
    lose_a_life(c, c.seat());
    return;
  }
  if (const auto* fight = std::get_if<Fight>(&a)) {
    start_monster_test(c, fight->monster, d.detail == kAmbush ? MonsterTestKind::Ambush : MonsterTestKind::Fight);
    return;
  }
  start_monster_test(c, std::get<Dodge>(a).monster, MonsterTestKind::Dodge);
}

}  // namespace hs::modes::solo

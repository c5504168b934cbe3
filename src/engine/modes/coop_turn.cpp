// R9.8 turns: the group chooses who plays next; the player moves over the grid (a test on every card
// without a token, crossing marked cards and the town freely, the peddler on entering); a passed card
// gets a token (a boss a gem) and turns up its neighbours; the target of defeated bosses wins at once.
#include <algorithm>

#include "highscore/coop.hpp"
#include "modes/coop_rules.hpp"

namespace hs::modes::coop {

using rules::Why;
using rules::kLegal;

namespace {

// Puts `seat` at `position` of this round's order (those before it have played) and starts its turn.
void start_turn_of(rules::Ctx& c, int position, int seat) {
  std::vector<int>& order = c.s.turn_order;
  order.erase(std::find(order.begin(), order.end(), seat));
  order.insert(order.begin() + position, seat);
  c.s.turn_index = position;
  rules::push_step(c.s, StepKind::StartTurn, seat);
}

bool neighbours(const GameState& s, int from, int to) {
  const std::vector<int>& next = s.board[static_cast<std::size_t>(from)].next;
  return std::find(next.begin(), next.end(), to) != next.end();
}

// The base decision of the turn now asks where to go from `node`.
void ask_where(rules::Ctx& c, int node) {
  if (!c.s.stack.empty() && c.s.stack.back().step == StepKind::Decision &&
      (c.s.stack.back().decision.kind == DecisionKind::TurnAction ||
       c.s.stack.back().decision.kind == DecisionKind::ChooseNode)) {
    Frame& top = c.s.stack.back();
    top.decision.kind = DecisionKind::ChooseNode;
    top.decision.node = node;
    return;
  }
  rules::push_decision(c.s, DecisionKind::ChooseNode, c.seat(), node);
}

void place(rules::Ctx& c, int seat, int node, EntityKind kind) {
  Entity e;
  e.kind = kind;
  e.node = node;
  e.owner = seat;
  c.s.entities.push_back(e);
  c.emit(EventKind::TokenPlaced, seat, node, kind == EntityKind::BossGem ? 1 : 0);
  // Ruling: a token (or gem) always turns up the face-down neighbours, also on the peddler, which
  // needs no test: a marked card is never a dead end in the dark.
  for (int next : c.s.board[static_cast<std::size_t>(node)].next) rules::reveal(c, next);
}

// R9.8: a defeated level-3 boss gives the top equipment card.
void boss_reward(rules::Ctx& c, int seat) {
  GameState& s = c.s;
  if (s.equipment_deck.empty()) return;  // nothing left to give
  Player& p = c.player();
  const int item = s.equipment_deck.back();
  s.equipment_deck.pop_back();
  ++s.random_draws;  // a card nobody has seen: undo stops here
  // Ruling: R6.4 still holds (one item per symbol): the player keeps the pricier of the two and the
  // other goes back into the equipment deck, which is shuffled.
  const int same = rules::owned_with_symbol(c.content, p, c.content.equipment[static_cast<std::size_t>(item)].symbol);
  int returned = item;
  if (same < 0) {
    p.items.push_back(OwnedItem{item, false});
    returned = -1;
  } else if (c.content.equipment[static_cast<std::size_t>(item)].price >
             c.content.equipment[static_cast<std::size_t>(p.items[static_cast<std::size_t>(same)].item)].price) {
    returned = p.items[static_cast<std::size_t>(same)].item;
    p.items[static_cast<std::size_t>(same)] = OwnedItem{item, false};
  }
  c.emit(EventKind::RewardDrawn, seat, item);
  if (returned >= 0) {
    s.equipment_deck.push_back(returned);
    rules::shuffle_equipment_deck(s);
    c.emit(EventKind::ItemReturned, seat, returned);
  }
}

bool target_reached(const Content& content, const GameOptions& options, const GameState& s) {
  if (coop_bosses_defeated(s) < coop_boss_target(content, options)) return false;
  // With two players one of the bosses must be of level 3.
  return options.players != 2 || coop_level3_boss_defeated(s);
}

}  // namespace

void ask_who_plays(rules::Ctx& c, int position) {
  const std::vector<int>& order = c.s.turn_order;
  // Ruling: when one character is left to play this round there is nothing to choose.
  if (position + 1 == static_cast<int>(order.size())) {
    start_turn_of(c, position, order.back());
    return;
  }
  rules::push_decision(c.s, DecisionKind::ChoosePlayer, leader(c.options), -1, -1, position);
}

void legal_choose_player(const GameState& s, std::vector<Action>& out) {
  const int position = s.pending().detail;
  std::vector<int> waiting(s.turn_order.begin() + position, s.turn_order.end());
  std::sort(waiting.begin(), waiting.end());
  for (int seat : waiting) out.push_back(ChoosePlayer{seat});
}

Why check(const GameState& s, const ChoosePlayer& a) {
  if (s.pending().kind != DecisionKind::ChoosePlayer) return {"R9.8", "nobody is being chosen to play now"};
  if (a.player < 0 || a.player >= static_cast<int>(s.players.size())) return {"R9.8", "there is no such player"};
  const auto from = s.turn_order.begin() + s.pending().detail;
  if (std::find(from, s.turn_order.end(), a.player) == s.turn_order.end())
    return {"R9.8", "that character has already played this round"};
  return kLegal;
}

void perform(rules::Ctx& c, const ChoosePlayer& a) {
  const int position = c.s.pending().detail;
  rules::pop_decision(c.s);
  start_turn_of(c, position, a.player);
}

void start_moving(rules::Ctx& c, int seat) { ask_where(c, c.s.players[static_cast<std::size_t>(seat)].node); }

void legal_moves(const Content& content, const GameState& s, std::vector<Action>& out) {
  const Player& p = s.players[static_cast<std::size_t>(s.pending().owner)];
  for (int next : s.board[static_cast<std::size_t>(p.node)].next)
    if (!check(s, ChooseNode{next}).refused()) out.push_back(ChooseNode{next});
  rules::item_and_ability_actions(content, s, out);
  out.push_back(Rest{});
}

Why check(const GameState& s, const ChooseNode& a) {
  if (s.pending().kind != DecisionKind::ChooseNode) return {"R9.8", "moving to a card is chosen only between tests"};
  if (a.node < 0 || a.node >= static_cast<int>(s.board.size())) return {"R9.8", "there is no such card"};
  if (!neighbours(s, rules::deciding_player(s).node, a.node))
    return {"R9.8", "only an orthogonally adjacent card can be entered"};
  // Ruling: a face-down card cannot be entered; passing a neighbour turns it up first.
  if (s.board[static_cast<std::size_t>(a.node)].face_down) return {"R9.8", "that card is still face down"};
  return kLegal;
}

void perform(rules::Ctx& c, const ChooseNode& a) {
  GameState& s = c.s;
  Player& p = c.player();
  const int from = p.node;
  p.node = a.node;
  p.path.push_back(a.node);
  c.emit(EventKind::Moved, c.seat(), from, a.node);
  // Ruling: the town, like a marked card, is crossed freely (and a character there may drink).
  if (a.node == coop_town(s) || coop_marked(s, a.node)) {
    ask_where(c, a.node);
    return;
  }
  if (rules::card_at(c.content, s, a.node).kind == CardKind::Peddler) {
    // R6 on entering, and the player's token on it: nobody else can use it this round.
    place(c, c.seat(), a.node, EntityKind::Token);
    ask_where(c, a.node);
    rules::open_shop(c);
    return;
  }
  // A card with a test: attempt it (or rest); R5.6 keeps the player here until it is passed.
  Frame& top = s.stack.back();
  top.decision.kind = DecisionKind::TurnAction;
  top.decision.node = a.node;
}

void clear_card(rules::Ctx& c, int seat) {
  GameState& s = c.s;
  const int node = s.players[static_cast<std::size_t>(seat)].node;
  if (rules::card_at(c.content, s, node).kind == CardKind::Boss) {
    const int level = s.board[static_cast<std::size_t>(node)].level;
    c.emit(EventKind::BossDefeated, seat, level);
    place(c, seat, node, EntityKind::BossGem);
    if (level == 3) boss_reward(c, seat);
    if (target_reached(c.content, c.options, s)) {
      // Won at the very moment the target is reached.
      rules::final_phase(c);
      rules::finish_game(c, EndReason::CoopVictory);
      return;
    }
  } else {
    place(c, seat, node, EntityKind::Token);
  }
  ask_where(c, node);
}

}  // namespace hs::modes::coop

// R9.8 end of the round and the poison: everyone back to town, this round's tokens removed (boss gems
// stay), then the party loses lives equal to the round number, split as the group decides; and the
// party's heal potions, which anyone in town may drink at any decision.
#include <algorithm>
#include <functional>

#include "highscore/coop.hpp"
#include "modes/coop_rules.hpp"

namespace hs::modes::coop {

using rules::Why;
using rules::kLegal;

void end_round(rules::Ctx& c) {
  GameState& s = c.s;
  c.emit(EventKind::RoundEnded, -1, s.round);
  const int town = coop_town(s);
  for (int seat = 0; seat < static_cast<int>(s.players.size()); ++seat) {
    Player& p = s.players[static_cast<std::size_t>(seat)];
    p.path = {town};
    if (p.node == town) continue;
    p.node = town;
    c.emit(EventKind::ReturnedToTown, seat);
  }
  std::erase_if(s.entities, [](const Entity& e) { return e.kind == EntityKind::Token; });
  c.emit(EventKind::PartyPoisoned, -1, coop_poison(s));
  // Ruling: the split is always asked, even when every split kills someone: the potions may still be
  // drunk first, and the party sees the loss coming.
  rules::push_decision(s, DecisionKind::SplitPoison, leader(c.options), town, -1, coop_poison(s));
}

void legal_splits(const GameState& s, std::vector<Action>& out) {
  const int seats = static_cast<int>(s.players.size());
  SplitPoison split;
  split.lives.assign(static_cast<std::size_t>(seats), 0);
  // Every way to share the poison with nobody losing more lives than they have.
  std::function<void(int, int)> share = [&](int seat, int left) {
    if (seat == seats - 1) {
      if (left <= s.players[static_cast<std::size_t>(seat)].lives) {
        split.lives[static_cast<std::size_t>(seat)] = left;
        out.push_back(split);
      }
      return;
    }
    const int most = std::min(left, s.players[static_cast<std::size_t>(seat)].lives);
    for (int n = most; n >= 0; --n) {
      split.lives[static_cast<std::size_t>(seat)] = n;
      share(seat + 1, left - n);
    }
  };
  share(0, coop_poison_due(s));
}

Why check(const GameState& s, const SplitPoison& a) {
  if (s.pending().kind != DecisionKind::SplitPoison) return {"R9.8", "the poison is split only at the end of a round"};
  if (a.lives.size() != s.players.size()) return {"R9.8", "give one share for each character"};
  int total = 0;
  for (std::size_t seat = 0; seat < a.lives.size(); ++seat) {
    if (a.lives[seat] < 0) return {"R9.8", "a share cannot be negative"};
    // Ruling: nobody loses more lives than they have; if the poison exceeds the party's lives, every
    // life is lost.
    if (a.lives[seat] > s.players[seat].lives) return {"R9.8", "a character cannot lose more lives than they have"};
    total += a.lives[seat];
  }
  if (total != coop_poison_due(s)) return {"R9.8", "the shares must add up to the round's poison"};
  return kLegal;
}

void perform(rules::Ctx& c, const SplitPoison& a) {
  GameState& s = c.s;
  rules::pop_decision(s);
  bool someone_died = false;
  for (int seat = 0; seat < static_cast<int>(a.lives.size()); ++seat) {
    for (int k = 0; k < a.lives[static_cast<std::size_t>(seat)]; ++k) rules::lose_life(c, seat);
    someone_died = someone_died || s.players[static_cast<std::size_t>(seat)].lives <= 0;
  }
  if (someone_died) {
    rules::finish_game(c, EndReason::CoopPoisoned);  // a character at 0 lives: everyone loses
    return;
  }
  ++s.round;
  ask_who_plays(c, 0);
}

void legal_potions(const Content& content, const GameState& s, std::vector<Action>& out) {
  std::vector<int> items = coop_potions(s);
  items.erase(std::unique(items.begin(), items.end()), items.end());  // kept sorted by card at set-up
  for (int item : items)
    for (int seat = 0; seat < static_cast<int>(s.players.size()); ++seat)
      if (!check(content, s, DrinkPotion{item, seat}).refused()) out.push_back(DrinkPotion{item, seat});
}

Why check(const Content&, const GameState& s, const DrinkPotion& a) {
  // Ruling: the party's potions are not an answer to the pending decision but may be drunk while any
  // decision waits, whoever owns it (R10.2 holds: the same decision and owner wait afterwards). In
  // the app any seat may click them; the engine asks only that the drinker stands in town.
  if (s.finished) return {"R10.2", "the game is over"};
  const std::vector<int> potions = coop_potions(s);
  if (std::find(potions.begin(), potions.end(), a.item) == potions.end()) return {"R9.8", "the party has no such potion"};
  if (a.player < 0 || a.player >= static_cast<int>(s.players.size())) return {"R9.8", "there is no such player"};
  const Player& p = s.players[static_cast<std::size_t>(a.player)];
  if (p.node != coop_town(s)) return {"R9.8", "only a character in town can drink the party's potions"};
  if (p.lives >= p.max_lives) return {"R7.4", "that character's lives are already at the maximum"};
  return kLegal;
}

void perform(rules::Ctx& c, const DrinkPotion& a) {
  GameState& s = c.s;
  const auto it = std::find_if(s.entities.begin(), s.entities.end(),
                               [&](const Entity& e) { return e.kind == EntityKind::Potion && e.card == a.item; });
  s.entities.erase(it);
  // Ruling: a drunk potion is gone; it does not go back into the equipment deck.
  Player& p = s.players[static_cast<std::size_t>(a.player)];
  const Effect& heal = c.content.equipment[static_cast<std::size_t>(a.item)].effect;
  p.lives = std::min(p.max_lives, p.lives + std::max(heal.amount, 1));
  c.emit(EventKind::PotionDrunk, a.player, a.item);
  c.emit(EventKind::LifeGained, a.player, p.lives);
}

}  // namespace hs::modes::coop

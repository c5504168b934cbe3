// Equipment and abilities (R7, R3.3): which effect of the R7.4 vocabulary may be used when and with
// which die or colour, what it does, exhausting and discarding, and the always-on passives.
#include <algorithm>

#include "rules/rules.hpp"

namespace hs::rules {

namespace {

// R7.2: when each effect kind may be used. Healing works at any step of the owner's turn; pre-roll
// effects while choosing dice; die effects between the roll and resolving.
bool usable_in(EffectKind k, DecisionKind d) {
  // R9.6.4: facing monsters, between their tests, is a moment between steps like the turn's choice.
  if (d == DecisionKind::Monster) d = DecisionKind::TurnAction;
  switch (k) {
    case EffectKind::Heal:  // not between turns (R9.8 the group's choices)
      return d != DecisionKind::Finished && d != DecisionKind::ChoosePlayer && d != DecisionKind::SplitPoison;
    case EffectKind::RecoverSpent: return d == DecisionKind::TurnAction || d == DecisionKind::AfterRoll;
    case EffectKind::ConvertPoolDie:
    case EffectKind::DiscardDieHeal:
    case EffectKind::AddPoolDie: return d == DecisionKind::TurnAction || d == DecisionKind::ChooseDice;
    case EffectKind::AddTestDie:
    case EffectKind::ExtraDie: return d == DecisionKind::ChooseDice;
    case EffectKind::Reroll:
    case EffectKind::AddValue:
    case EffectKind::RecoverValue:
    case EffectKind::RecoverAfterSuccess:
    case EffectKind::TransformRolled:
    case EffectKind::BonusAll: return d == DecisionKind::AfterRoll;
    case EffectKind::Discount: return false;
  }
  return false;
}

bool color_matches(Color wanted, Color die) { return wanted == Color::Any || wanted == die; }

// For effects with a from/to pair, one free end is chosen by the action's colour.
Color from_color(const Effect& e, Color chosen) { return e.color == Color::Any ? chosen : e.color; }
Color to_color(const Effect& e, Color chosen) { return e.to == Color::Any ? chosen : e.to; }
Color single_color(const Effect& e, Color chosen) { return e.color == Color::Any ? chosen : e.color; }

bool allowed_in_test(const Content& ct, const GameState& s, Color c) {
  return !color_forbidden(current_test_option(ct, s), c);
}

Why check_kind(const Content& ct, const GameState& s, const Effect& e, int die, Color color) {
  const Player& p = deciding_player(s);
  const TestDie* d = die >= 0 ? &s.test.dice[die] : nullptr;
  switch (e.kind) {
    case EffectKind::Reroll:
    case EffectKind::AddValue:
      if (!color_matches(e.color, d->color)) return {"R7.4", "that die is not of the effect's colour"};
      return kLegal;
    case EffectKind::RecoverValue:
      if (d->natural != e.value) return {"R7.4", "that die does not show the effect's value"};
      if (d->recover || d->recover_if_pass) return {"R7.4", "that die is already being recovered"};
      return kLegal;
    case EffectKind::RecoverAfterSuccess: {
      if (d->recover || d->recover_if_pass) return {"R7.4", "that die is already being recovered"};
      if (test_requirement_count(ct, s) < e.min_requirements)
        return {"R7.4", "this test has too few requirements for the effect"};
      if (!test_dice_pass(ct, s, s.test.dice)) return {"R7.4", "the dice do not pass the test yet"};
      return kLegal;
    }
    case EffectKind::RecoverSpent:
      if (!color_matches(e.color, color)) return {"R7.4", "the effect recovers another colour"};
      if (p.spent[color] < 1) return {"R7.4", "no spent die of that colour"};
      return kLegal;
    case EffectKind::ConvertPoolDie: {
      const Color from = from_color(e, color), to = to_color(e, color);
      if (from == to) return {"R7.4", "a die cannot be converted into its own colour"};
      if (p.pool[from] < 1) return {"R7.4", "no pool die of the colour to convert"};
      if (s.supply[to] < 1) return {"R1.1", "the supply has no die of the new colour"};
      return kLegal;
    }
    case EffectKind::TransformRolled: {
      const Color from = from_color(e, color), to = to_color(e, color);
      if (from == to) return {"R7.4", "dice cannot be turned into their own colour"};
      // Ruling: the life it costs may not be the last one, so this effect never eliminates.
      if (p.lives <= 1) return {"R7.4", "this effect costs a life and you have only one"};
      if (std::none_of(s.test.dice.begin(), s.test.dice.end(), [&](const TestDie& t) { return t.color == from; }))
        return {"R7.4", "no rolled die of that colour"};
      // Ruling: a die may not become a colour the test forbids.
      if (!allowed_in_test(ct, s, to)) return {"R7.4", "this test forbids the new colour"};
      return kLegal;
    }
    case EffectKind::DiscardDieHeal:
      if (p.lives >= p.max_lives) return {"R7.4", "your lives are already at the maximum"};
      if (p.pool[color] < 1) return {"R7.4", "no pool die of that colour"};
      return kLegal;
    case EffectKind::AddTestDie:
      if (e.colors.empty() ? color != e.color : std::find(e.colors.begin(), e.colors.end(), color) == e.colors.end())
        return {"R7.4", "the effect does not offer that colour"};
      if (s.supply[color] < 1) return {"R1.1", "the supply has no die of that colour"};
      if (!allowed_in_test(ct, s, color)) return {"R7.4", "this test forbids that colour"};
      return kLegal;
    case EffectKind::ExtraDie: {
      const Color c = single_color(e, color);
      if (s.supply[c] < 1) return {"R1.1", "the supply has no die of that colour"};
      if (!allowed_in_test(ct, s, c)) return {"R7.4", "this test forbids that colour"};
      return kLegal;
    }
    case EffectKind::AddPoolDie:
      if (s.supply[single_color(e, color)] < 1) return {"R1.1", "the supply has no die of that colour"};
      return kLegal;
    case EffectKind::BonusAll:
      if (std::none_of(s.test.dice.begin(), s.test.dice.end(),
                       [&](const TestDie& t) { return color_matches(e.color, t.color); }))
        return {"R7.4", "no rolled die of that colour"};
      return kLegal;
    case EffectKind::Heal:
      if (p.lives >= p.max_lives) return {"R7.4", "your lives are already at the maximum"};
      return kLegal;
    case EffectKind::Discount: return {"R7.1", "a discount is always on and is never used"};
  }
  return {"R7.4", "unknown effect"};
}

}  // namespace

EffectParam effect_param(const Effect& e) {
  switch (e.kind) {
    case EffectKind::Reroll:
    case EffectKind::AddValue:
    case EffectKind::RecoverValue:
    case EffectKind::RecoverAfterSuccess: return EffectParam::Die;
    case EffectKind::RecoverSpent:
    case EffectKind::DiscardDieHeal:
    case EffectKind::AddTestDie: return EffectParam::Color;
    case EffectKind::ConvertPoolDie:
    case EffectKind::TransformRolled:
      // One free end is chosen by the action; with both ends free the effect is ill-defined.
      if (e.color == Color::Any && e.to == Color::Any) return EffectParam::Unusable;
      return e.color == Color::Any || e.to == Color::Any ? EffectParam::Color : EffectParam::None;
    case EffectKind::AddPoolDie:
    case EffectKind::ExtraDie: return e.color == Color::Any ? EffectParam::Color : EffectParam::None;
    case EffectKind::BonusAll:
    case EffectKind::Heal: return EffectParam::None;
    case EffectKind::Discount: return EffectParam::Unusable;
  }
  return EffectParam::Unusable;
}

Why check_effect(const Content& ct, const GameState& s, const Effect& e, int die, Color color) {
  if (static_cast<int>(color) < 0 || static_cast<int>(color) > static_cast<int>(Color::Any))
    return {"R7.2", "no such colour"};  // bounds before any colour indexes an array (R10.2)
  if (!usable_in(e.kind, pending_kind(s))) return {"R7.2", "this effect cannot be used at this moment"};
  // R7.2: every timing is on the owner's own turn, never while answering in someone else's.
  if (decider(s) != s.active_player()) return {"R7.2", "items and abilities are used on your own turn"};
  switch (effect_param(e)) {
    case EffectParam::Unusable: return {"R7.4", "this effect cannot be used"};
    case EffectParam::None:
      if (die != -1 || color != Color::Any) return {"R7.2", "this effect takes no die and no colour"};
      break;
    case EffectParam::Die:
      if (color != Color::Any) return {"R7.2", "this effect takes a die, not a colour"};
      if (die < 0 || die >= static_cast<int>(s.test.dice.size())) return {"R7.2", "there is no such die in the test"};
      break;
    case EffectParam::Color:
      if (die != -1) return {"R7.2", "this effect takes a colour, not a die"};
      if (color == Color::Any) return {"R7.2", "choose a die colour for this effect"};
      break;
  }
  return check_kind(ct, s, e, die, color);
}

void apply_effect(Ctx& c, const Effect& e, int die, Color color, int equipment) {
  GameState& s = c.s;
  Player& p = c.player();
  switch (e.kind) {
    case EffectKind::Reroll: {
      TestDie& d = s.test.dice[die];
      d.natural = roll_die(s);
      d.value = d.natural + passive_count(c.content, p, EffectKind::BonusAll, d.color);
      c.emit(EventKind::DieRerolled, c.seat(), die, d.natural);
      return;
    }
    case EffectKind::AddValue: s.test.dice[die].value += e.amount; return;
    // Both recoveries keep the die in the test: it still counts for the matching, and goes back to
    // the pool instead of being spent when the test resolves.
    case EffectKind::RecoverValue: s.test.dice[die].recover = true; return;
    case EffectKind::RecoverAfterSuccess: s.test.dice[die].recover_if_pass = true; return;
    case EffectKind::RecoverSpent:
      --p.spent[color];
      ++p.pool[color];
      return;
    case EffectKind::ConvertPoolDie: {
      const Color from = from_color(e, color), to = to_color(e, color);
      --p.pool[from];
      ++s.supply[from];
      --s.supply[to];
      ++p.pool[to];
      return;
    }
    case EffectKind::TransformRolled: {
      // The dice count as the new colour for this test; physically they stay what they are, so they
      // return to the supply as their rolled colour.
      const Color from = from_color(e, color), to = to_color(e, color);
      for (TestDie& d : s.test.dice)
        if (d.color == from) d.color = to;
      lose_life(c, c.seat());
      return;
    }
    case EffectKind::DiscardDieHeal:
      // Ruling: the discarded die is spent (back to the supply in the final phase).
      --p.pool[color];
      ++p.spent[color];
      ++p.lives;
      c.emit(EventKind::LifeGained, c.seat(), p.lives);
      return;
    case EffectKind::AddTestDie:
    case EffectKind::ExtraDie: {
      const Color added = e.kind == EffectKind::AddTestDie ? color : single_color(e, color);
      --s.supply[added];
      ++s.test.added[added];
      s.test.added_by.push_back({added, equipment});
      return;
    }
    case EffectKind::AddPoolDie: {
      const Color added = single_color(e, color);
      --s.supply[added];
      ++p.pool[added];
      return;
    }
    case EffectKind::BonusAll:
      for (TestDie& d : s.test.dice)
        if (color_matches(e.color, d.color)) ++d.value;
      return;
    case EffectKind::Heal:
      p.lives = std::min(p.max_lives, p.lives + e.amount);
      c.emit(EventKind::LifeGained, c.seat(), p.lives);
      return;
    case EffectKind::Discount: return;
  }
}

int passive_count(const Content& content, const Player& p, EffectKind kind, Color color) {
  int n = 0;
  for (const OwnedItem& item : p.items) {
    const EquipmentCard& card = content.equipment[item.item];
    if (card.usage == Usage::Passive && card.effect.kind == kind && color_matches(card.effect.color, color)) ++n;
  }
  return n;
}

int discount_total(const Content& content, const Player& p) {
  int total = 0;
  for (const OwnedItem& item : p.items) {
    const EquipmentCard& card = content.equipment[item.item];
    if (card.usage == Usage::Passive && card.effect.kind == EffectKind::Discount) total += card.effect.amount;
  }
  return total;
}

DiceCounts pool_item_dice(const Content& content, const Player& p) {
  DiceCounts dice;
  for (const OwnedItem& item : p.items) {
    const EquipmentCard& card = content.equipment[item.item];
    if (card.usage == Usage::Pool && card.effect.kind == EffectKind::AddPoolDie && card.effect.color != Color::Any)
      ++dice[card.effect.color];
  }
  return dice;
}

Why check(const Content& ct, const GameState& s, const UseItem& a) {
  if (pending_kind(s) == DecisionKind::Finished) return {"R10.2", "the game is over"};
  const Player& p = deciding_player(s);
  if (a.item < 0 || a.item >= static_cast<int>(p.items.size())) return {"R7.1", "you do not own that item"};
  const EquipmentCard& card = ct.equipment[p.items[a.item].item];
  if (card.usage == Usage::Pool || card.usage == Usage::Passive)
    return {"R7.1", "pool and passive equipment works by itself and is never used"};
  if (card.usage == Usage::Exhaust && p.items[a.item].exhausted)
    return {"R7.1", "this item is exhausted until your next final phase"};
  return check_effect(ct, s, card.effect, a.die, a.color);
}

void perform(Ctx& c, const UseItem& a) {
  Player& p = c.player();
  const int equipment = p.items[a.item].item;
  const EquipmentCard& card = c.content.equipment[equipment];
  c.emit(EventKind::ItemUsed, c.seat(), a.item);
  apply_effect(c, card.effect, a.die, a.color, equipment);
  if (card.usage == Usage::Exhaust) {
    p.items[a.item].exhausted = true;
  } else {
    // R7.1: a discard item is used once, then goes back into the deck, which is shuffled.
    p.items.erase(p.items.begin() + a.item);
    c.s.equipment_deck.push_back(equipment);
    shuffle_equipment_deck(c.s);
    c.emit(EventKind::ItemReturned, c.seat(), equipment);
  }
}

Why check(const Content& ct, const GameState& s, const UseAbility& a) {
  if (pending_kind(s) == DecisionKind::Finished) return {"R10.2", "the game is over"};
  const Player& p = deciding_player(s);
  if (p.ability_exhausted) return {"R3.3", "the ability was already used this turn"};
  return check_effect(ct, s, ct.characters[p.character].ability, a.die, a.color);
}

void perform(Ctx& c, const UseAbility& a) {
  Player& p = c.player();
  p.ability_exhausted = true;  // R3.3: once per turn, readied in the final phase
  c.emit(EventKind::AbilityUsed, c.seat());
  apply_effect(c, c.content.characters[p.character].ability, a.die, a.color, -1);
}

}  // namespace hs::rules

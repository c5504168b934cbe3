// Tests on a card (R5.1–R5.8): choosing an option, choosing and rolling dice, gem rerolls, resolving
// (reward, lucky die, spent dice, life loss) and the optional "+" test.
#include <algorithm>

#include "highscore/queries.hpp"
#include "rules/rules.hpp"

namespace hs::rules {

namespace {

bool pool_has_allowed_die(const Player& p, const TestOption& option) {
  for (Color c : kAllDieColors)
    if (p.pool[c] > 0 && !color_forbidden(option, c)) return true;
  return false;
}

// Face plus the owner's always-on +1 bonuses for that colour (R7.4 bonus_all).
int modified(const Content& ct, const Player& p, Color color, int face) {
  return face + passive_count(ct, p, EffectKind::BonusAll, color);
}

}  // namespace

Why check(const Content& ct, const GameState& s, const ChooseOption& a) {
  if (pending_kind(s) != DecisionKind::TurnAction) return {"R5.1", "an option can only be chosen before a test starts"};
  const Player& p = deciding_player(s);
  const DungeonCard& card = card_at(ct, s, p.node);
  if (a.option < 0 || a.option >= static_cast<int>(card.options.size()))
    return {"R5.1", "this card has no such option"};
  if (!pool_has_allowed_die(p, card.options[a.option]))
    return {"R5.2", "no die in the pool may be rolled for this option"};
  return kLegal;
}

void perform(Ctx& c, const ChooseOption& a) {
  clear_test(c.s.test);
  c.s.test.active = true;
  c.s.test.option = a.option;
  push_decision(c.s, DecisionKind::ChooseDice, c.seat(), c.player().node, -1, a.option);
  c.emit(EventKind::OptionChosen, c.seat(), a.option);
}

Why check(const Content& ct, const GameState& s, const AttemptOptional&) {
  if (pending_kind(s) != DecisionKind::OptionalTest) return {"R5.5", "there is no optional test on offer"};
  const Player& p = deciding_player(s);
  if (!pool_has_allowed_die(p, *card_at(ct, s, p.node).optional))
    return {"R5.2", "no die in the pool may be rolled for the optional test"};
  return kLegal;
}

void perform(Ctx& c, const AttemptOptional&) {
  replace_decision(c.s, DecisionKind::ChooseDice);  // the offer becomes the test's dice choice
  clear_test(c.s.test);
  c.s.test.active = true;
  c.s.test.optional = true;
  c.emit(EventKind::OptionChosen, c.seat(), -1);
}

Why check(const Content&, const GameState& s, const SkipOptional&) {
  if (pending_kind(s) != DecisionKind::OptionalTest) return {"R5.5", "there is no optional test on offer"};
  return kLegal;
}

void perform(Ctx& c, const SkipOptional&) {
  pop_decision(c.s);
  card_cleared(c, c.seat());
}

Why check(const Content&, const GameState& s, const CancelTest&) {
  if (pending_kind(s) != DecisionKind::ChooseDice) return {"R5.2", "only a test not yet rolled can be cancelled"};
  return kLegal;
}

void perform(Ctx& c, const CancelTest&) {
  // Dice added by items go back to the supply; the items stay used (no refund), so cancelling
  // cannot be used to ready an exhausted card.
  c.s.supply += c.s.test.added;
  const bool optional = c.s.test.optional;
  clear_test(c.s.test);
  // An optional test goes back to its offer, a main one to the card.
  if (optional) replace_decision(c.s, DecisionKind::OptionalTest);
  else pop_decision(c.s);
}

Why check(const Content& ct, const GameState& s, const RollDice& a) {
  if (pending_kind(s) != DecisionKind::ChooseDice) return {"R5.2", "dice are rolled only after choosing an option"};
  const Player& p = deciding_player(s);
  for (int n : a.dice.n)
    if (n < 0) return {"R5.2", "a die count cannot be negative"};
  if (a.dice.total() < 1) return {"R5.2", "roll at least one die from the pool"};
  if (!p.pool.covers(a.dice)) return {"R5.2", "the pool does not hold those dice"};
  const TestOption& option = current_test_option(ct, s);
  for (Color col : kAllDieColors)
    if (a.dice[col] > 0 && color_forbidden(option, col)) return {"R7.4", "this test forbids one of those colours"};
  return kLegal;
}

void perform(Ctx& c, const RollDice& a) {
  GameState& s = c.s;
  Player& p = c.player();
  p.pool -= a.dice;
  DiceCounts roll = a.dice;
  roll += s.test.added;
  s.test.added = DiceCounts{};
  s.test.added_by.clear();
  // R7.4 extra_die: each such passive adds one die of its colour whenever that colour is rolled.
  for (Color col : kAllDieColors) {
    if (roll[col] == 0) continue;
    const int extra = std::min(passive_count(c.content, p, EffectKind::ExtraDie, col), s.supply[col]);
    roll[col] += extra;
    s.supply[col] -= extra;
  }
  s.test.rolled = true;
  s.test.dice.clear();
  replace_decision(s, DecisionKind::AfterRoll);
  Event e = make_event(EventKind::DiceRolled);
  e.player = c.seat();
  e.dice = roll;
  for (Color col : kAllDieColors)
    for (int k = 0; k < roll[col]; ++k) {
      const int face = roll_die(s);
      s.test.dice.push_back(TestDie{col, face, modified(c.content, p, col, face), col});
      e.values.push_back(face);
    }
  c.events.push_back(std::move(e));
}

Why check(const Content&, const GameState& s, const RerollWithGem& a) {
  if (pending_kind(s) != DecisionKind::AfterRoll) return {"R5.4", "gems reroll dice only between the roll and resolving"};
  if (a.die < 0 || a.die >= static_cast<int>(s.test.dice.size())) return {"R5.4", "there is no such die in the test"};
  if (deciding_player(s).gems < 1) return {"R5.4", "a reroll costs a gem and you have none"};
  return kLegal;
}

void perform(Ctx& c, const RerollWithGem& a) {
  Player& p = c.player();
  --p.gems;
  ++p.stats.gems_used;
  TestDie& d = c.s.test.dice[a.die];
  // A rerolled die is a fresh roll: earlier +N changes are lost, always-on bonuses apply again.
  d.natural = roll_die(c.s);
  d.value = modified(c.content, p, d.color, d.natural);
  c.emit(EventKind::DieRerolled, c.seat(), a.die, d.natural);
}

Why check(const Content&, const GameState& s, const Resolve&) {
  if (pending_kind(s) != DecisionKind::AfterRoll) return {"R5.4", "there is no roll to resolve"};
  return kLegal;
}

void perform(Ctx& c, const Resolve&) {
  GameState& s = c.s;
  Player& p = c.player();
  const int seat = c.seat();
  const TestOption& option = current_test_option(c.content, s);
  const bool optional = s.test.optional;
  const bool passed = test_dice_pass(c.content, s, s.test.dice);
  const MonsterTest monster = monster_under_test(s);
  const ShotTest shot = shot_under_test(s);
  // Ruling: only fighting a monster down earns its reward; a dodge or an ambush's test earns nothing
  // (a shot's option has no reward).
  const bool rewarded = monster.entity < 0 || monster.kind == MonsterTestKind::Fight;
  if (passed && rewarded) {
    // R5.5 / R5.7: the option's reward.
    p.coins += option.reward.coins;
    p.gems += option.reward.gems;
    p.stats.coins_earned += option.reward.coins;
    ++p.stats.tests_passed;
    c.emit(EventKind::TestPassed, seat, option.reward.coins, option.reward.gems);
  } else if (passed) {
    ++p.stats.tests_passed;
    c.emit(EventKind::TestPassed, seat, 0, 0);
  } else {
    ++p.stats.tests_failed;
    c.emit(EventKind::TestFailed, seat);
  }
  if (lucky_die(c.content.characters[p.character], s.test.dice) >= 0) {  // R3.2: once per test, pass or fail
    ++p.gems;
    c.emit(EventKind::LuckyGem, seat);
    c.hooks.each([&](const ModeHooks& h) { h.lucky_gem(c, seat); });
  }
  int face = 0;  // the best die, for the shot's report
  for (const TestDie& d : s.test.dice) face = std::max(face, d.value);
  // R5.8: every rolled die is spent, unless an effect recovers it into the pool.
  for (const TestDie& d : s.test.dice) {
    if (d.recover || (d.recover_if_pass && passed)) {
      ++p.pool[d.rolled_color];
    } else {
      ++p.spent[d.rolled_color];
      ++p.stats.dice_spent;
    }
  }
  clear_test(s.test);
  pop_decision(s);
  if (monster.entity >= 0) {
    // R9.6.4 / R9.6.7: the mode says what passing or failing a monster's test does.
    c.hooks.each([&](const ModeHooks& h) {
      h.monster_test_resolved(c, seat, monster.entity, static_cast<int>(monster.kind), passed);
    });
    return;
  }
  if (shot.shooter >= 0) {
    // R9.4.1: the expert variant says what passing or failing the shot does.
    c.hooks.each([&](const ModeHooks& h) { h.shot_test_resolved(c, seat, shot.shooter, face, passed); });
    return;
  }
  if (optional) {
    card_cleared(c, seat);  // R5.7: pass or fail, the player moves on
    return;
  }
  if (!passed) {
    // R5.6: lose a life and stay; at 0 lives R5.10 applies.
    lose_life(c, seat);
    if (p.lives <= 0) push_step(s, StepKind::ZeroLives, seat);
    return;
  }
  if (card_at(c.content, s, p.node).optional) {
    // R5.5: the "+" test is offered only after the main test passed.
    push_decision(s, DecisionKind::OptionalTest, seat, p.node);
    return;
  }
  card_cleared(c, seat);
}

}  // namespace hs::rules

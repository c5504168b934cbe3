// The advisor's solo play (R9.6, R9.7J): how urgent the clock is, fight or dodge or rest, ambushes,
// rolls against monsters, and the player's choices in the phase.
#include "bots/advisor_solo.hpp"
#include "bots/shared_odds.hpp"

#include <algorithm>
#include <cmath>

#include "highscore/matching.hpp"
#include "highscore/queries.hpp"
#include "highscore/solo.hpp"

namespace hs::advisor {

namespace {

constexpr double kMonsterGone = 6.0;  // a monster fought down never blocks or ambushes again
constexpr double kClear = 8.0;        // getting on with this turn past the monster


bool solo(const View& v) { return is_solo_mode(v.options.mode); }

// The table the advisor sees, for the public solo questions (highscore/solo.hpp). The ones asked here
// read the table and the options only (no deck count).
Observation seen_of(const View& v) {
  Observation seen;
  seen.seat = v.seat;
  seen.table = &v.state;
  seen.options = &v.options;
  return seen;
}

int ritual_left(const View& v) { return ritual_track(v.content, seen_of(v)).left(); }

// Steps from the Hunter to the character, and how far he walks a turn.
double hunter_turns_away(const View& v) {
  const Observation seen = seen_of(v);
  const int h = hunter_entity(seen);
  if (h < 0) return 10.0;
  const int gap = hunter_cards_behind(seen);
  const double speed = v.content.hunter.movement + v.state.entities[static_cast<std::size_t>(h)].value + 0.5;
  return gap < 0 ? 10.0 : gap / speed;
}

const Monster& monster_of(const View& v, int entity) { return v.content.monsters[v.state.entities[entity].card]; }

// What passing and failing a monster's test are worth.
void stakes(const View& v, MonsterTestKind kind, const Monster& m, double& win, double& lose) {
  const double life = life_cost(v);
  switch (kind) {
    case MonsterTestKind::Fight:
      win = kClear + kMonsterGone + m.test.reward.coins * kCoin + m.test.reward.gems * kGem;
      lose = life;
      return;
    case MonsterTestKind::Dodge:
      win = kClear;
      lose = 0.0;
      return;
    case MonsterTestKind::Ambush:
      win = life;  // the life the ambush would take
      lose = 0.0;
      return;
  }
}

const TestOption& test_of(const Monster& m, MonsterTestKind kind) {
  return kind == MonsterTestKind::Ambush ? m.ability.test : m.test;
}

DiceCounts fresh_pool(const View& v) {
  DiceCounts pool = v.content.characters[v.player().character].pool;
  for (int c = 0; c < kDieColors; ++c) pool.n[c] = std::min(pool.n[c], kSupplyPerColor[c]);
  return pool;
}

// The best chance to pass the character's card with `pool` (0 on a card without a test: nothing
// blocks the way on).
double card_pass_with(const View& v, OddsMemo& odds, const DiceCounts& pool) {
  const int node = v.player().node;
  const int card = node < 0 ? -1 : v.state.board[node].card;
  if (card < 0 || v.state.board[node].face_down) return 0.5;  // hidden (R9.1): no opinion
  const DungeonCard& here = v.content.cards[card];
  if (here.options.empty()) return 1.0;
  return best_over_options(v, odds, here, pool, &RollPlan::pass);
}

std::optional<SoloChoice> gate(const View& v, OddsMemo& odds, const std::vector<Action>& legal) {
  double best = -1e18, best_fresh = 0.0;
  int undealt = 0;
  for (const Action& a : legal) undealt += std::holds_alternative<Dodge>(a);
  std::optional<SoloChoice> choice;
  for (const Action& a : legal) {
    const bool fight = std::holds_alternative<Fight>(a), dodge = std::holds_alternative<Dodge>(a);
    if (!fight && !dodge) continue;
    const int entity = fight ? std::get<Fight>(a).monster : std::get<Dodge>(a).monster;
    const MonsterTestKind kind = fight ? MonsterTestKind::Fight : MonsterTestKind::Dodge;
    const Monster& m = monster_of(v, entity);
    double win = 0.0, lose = 0.0;
    stakes(v, kind, m, win, lose);
    const RollPlan plan = best_roll(v, odds, m.test, win, lose, v.player().pool);
    const RollPlan fresh = best_roll(v, odds, m.test, win, lose, fresh_pool(v));
    if (fresh.found) best_fresh = std::max(best_fresh, fresh.value);
    // A roll that cannot pass only spends dice.
    if (!plan.found || plan.pass < 0.03) continue;
    // Getting past the monster pays only if the card can then be passed this turn: with the dice
    // left, and with no other monster still in the way.
    DiceCounts left = v.player().pool;
    for (int c = 0; c < kDieColors; ++c) left.n[c] -= plan.dice.n[c];
    const double then = undealt > 1 ? 0.3 : card_pass_with(v, odds, left);
    const double value = plan.value;
    if (dodge && then < 0.05) continue;  // a dodge is over at the end of the turn: no use
    if (value <= best) continue;
    best = value;
    choice = SoloChoice{a, std::string(fight ? "fight " : "dodge ") + m.name.en + ": " + dice_words(plan.dice) + " is " +
                               percent(plan.pass) + " to pass"};
  }
  const double rest = best_fresh - solo_tempo(v);
  if (choice && best >= rest) return choice;
  return SoloChoice{Rest{}, "rest: the monster is better faced with a full pool next turn"};
}

std::optional<SoloChoice> ambush(const View& v, OddsMemo& odds, const Decision& d, const std::vector<Action>& legal) {
  const Monster& m = monster_of(v, d.subject);
  if (std::find(legal.begin(), legal.end(), Action{Fight{d.subject}}) != legal.end()) {
    double win = 0.0, lose = 0.0;
    stakes(v, MonsterTestKind::Ambush, m, win, lose);
    const RollPlan plan = best_roll(v, odds, m.ability.test, win, lose, v.player().pool);
    if (plan.found && plan.value > 0.0)
      return SoloChoice{Fight{d.subject}, "face the ambush: " + dice_words(plan.dice) + " is " + percent(plan.pass) +
                                              " to keep the life"};
  }
  return SoloChoice{React{true}, "take the blow: the dice are worth more than the chance to avoid it"};
}

std::optional<SoloChoice> monster_dice(const View& v, OddsMemo& odds, const MonsterTest& mt, const std::vector<Action>& legal) {
  const Monster& m = monster_of(v, mt.entity);
  double win = 0.0, lose = 0.0;
  stakes(v, mt.kind, m, win, lose);
  const RollPlan plan = best_roll(v, odds, test_of(m, mt.kind), win, lose, v.player().pool);
  if (plan.found) return SoloChoice{RollDice{plan.dice}, "roll " + dice_words(plan.dice) + ": " + percent(plan.pass) + " to pass"};
  for (const Action& a : legal)
    if (std::holds_alternative<RollDice>(a)) return SoloChoice{a, "roll: no choice of dice can pass"};
  return std::nullopt;
}

std::optional<SoloChoice> monster_after_roll(const View& v, const MonsterTest& mt) {
  const Monster& m = monster_of(v, mt.entity);
  const TestOption& option = test_of(m, mt.kind);
  std::vector<MatchDie> dice;
  for (const TestDie& d : v.state.test.dice) dice.push_back({d.color, d.value});
  if (match_dice(option.require, dice)) return SoloChoice{Resolve{}, "resolve: the roll passes"};
  const Player& p = v.player();
  if (p.gems > 0) {
    double win = 0.0, lose = 0.0;
    stakes(v, mt.kind, m, win, lose);
    auto advice = shared_reroll_advice(option, dice, roll_modifiers(v), std::min(p.gems, 2));
    if (advice && advice->die >= 0) {
      const double chance = advice->pass_with_gems.back();
      if (chance * (win + lose) > kGem * 1.5)
        return SoloChoice{RerollWithGem{advice->die}, "reroll with a gem: " + percent(chance) + " to pass"};
    }
  }
  return SoloChoice{Resolve{}, "resolve: nothing left can save this roll"};
}

// R9.6.3 / R9.7J: where the player sends a walker. Prefer a card off the character's road: the
// branch the character already left behind, or the harder-looking one it will not take.
std::optional<SoloChoice> phase_path(const View& v, const std::vector<Action>& legal) {
  const Player& p = v.player();
  const TableState& s = v.state;
  int best_node = -1;
  double best = -1e18;
  for (const Action& a : legal) {
    const auto* choose = std::get_if<ChooseNode>(&a);
    if (!choose) continue;
    const bool walked = std::find(p.path.begin(), p.path.end(), choose->node) != p.path.end();
    // A card the character has not reached and that the character would avoid (face down, or its
    // easiest option hard) is where a monster hurts least.
    double score = walked ? 0.0 : 1.0;
    const int card = s.board[choose->node].card;
    if (!walked && card >= 0) {
      double easiest = 0.0;
      for (const TestOption& o : v.content.cards[card].options) easiest = std::max(easiest, 1.0 / (1.0 + o.require.size()));
      score += 1.0 - easiest;
    }
    const bool hunter_mode = v.options.mode == Mode::Hunter;
    if (!hunter_mode && walked) score = 2.0;  // toward the character, behind it: it follows the old road
    if (score > best) best = score, best_node = choose->node;
  }
  if (best_node < 0) return std::nullopt;
  return SoloChoice{ChooseNode{best_node}, "send it down the path the character will not take"};
}

}  // namespace

double solo_tempo(const View& v) {
  if (!solo(v)) return kTempo;
  if (v.options.mode == Mode::Hunter) {
    const double turns = hunter_turns_away(v);
    return kTempo + 24.0 / std::max(0.5, turns);
  }
  const int left = std::max(1, ritual_left(v));
  return kTempo + 12.0 / left;
}

std::optional<SoloChoice> advise_solo(const View& v, OddsMemo& odds, const Decision& d, const std::vector<Action>& legal) {
  if (!solo(v)) return std::nullopt;
  switch (d.kind) {
    case DecisionKind::ModePhase: return phase_path(v, legal);
    case DecisionKind::Monster: return is_ambush(d) ? ambush(v, odds, d, legal) : gate(v, odds, legal);
    case DecisionKind::ChooseDice:
    case DecisionKind::AfterRoll: {
      const MonsterTest mt = monster_under_test(v.state);
      if (mt.entity < 0) return std::nullopt;
      return d.kind == DecisionKind::ChooseDice ? monster_dice(v, odds, mt, legal) : monster_after_roll(v, mt);
    }
    default: return std::nullopt;
  }
}

}  // namespace hs::advisor

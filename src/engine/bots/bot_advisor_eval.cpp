// The advisor's valuations: passive roll modifiers, the cost of a life, memoised exact odds, the best
// dice to roll for an option, and item worth.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "bots/bot_advisor_eval.hpp"
#include "bots/shared_odds.hpp"
#include "highscore/queries.hpp"

namespace hs::advisor {

RollModifiers roll_modifiers(const View& v) {
  if (!v.modifiers) v.modifiers = hs::roll_modifiers(v.content, v.state, v.seat);
  return *v.modifiers;
}

double life_cost(const View& v) {
  const Player& p = v.player();
  // Without elimination (R5.10 option, R9.3 Insert Coin) the last life only costs ground.
  if (p.lives <= 1) return v.options.no_elimination || v.options.insert_coin ? 12.0 : 80.0;
  if (p.lives == 2) return 40.0;
  return 8.0;
}

double OddsMemo::pass(const TestOption& option, const DiceCounts& dice, const RollModifiers& mods, int gems) {
  for (const RecentBlock& r : recent_)
    if (r.option == &option && r.gems == gems && r.mods == mods)
      return r.block ? block_pass_odds(*r.block, option, dice, mods, gems) : memo_pass(option, dice, mods, gems);
  const OddsBlock* block = shared_odds_block(option, mods, gems);
  recent_[next_recent_] = RecentBlock{&option, mods, gems, block};
  next_recent_ = (next_recent_ + 1) % recent_.size();
  return block ? block_pass_odds(*block, option, dice, mods, gems) : memo_pass(option, dice, mods, gems);
}

const OddsBlock* OddsMemo::block(const TestOption& option, const RollModifiers& mods, int gems) {
  for (const RecentBlock& r : recent_)
    if (r.option == &option && r.gems == gems && r.mods == mods) return r.block;
  const OddsBlock* found = shared_odds_block(option, mods, gems);
  recent_[next_recent_] = RecentBlock{&option, mods, gems, found};
  next_recent_ = (next_recent_ + 1) % recent_.size();
  return found;
}

// Queries no shared block holds (modifiers beyond its range): this bot's own memo.
double OddsMemo::memo_pass(const TestOption& option, const DiceCounts& dice, const RollModifiers& mods, int gems) {
  std::uint64_t packed = static_cast<std::uint64_t>(gems);
  for (int c = 0; c < kDieColors; ++c) {
    packed = packed << 5 | static_cast<std::uint64_t>(dice.n[c] & 31);
    packed = packed << 3 | static_cast<std::uint64_t>(mods.bonus[c] & 7);
    packed = packed << 3 | static_cast<std::uint64_t>(mods.extra_dice[c] & 7);
  }
  if (slots_.empty()) slots_.resize(1024);
  const std::uint64_t h = (packed ^ reinterpret_cast<std::uintptr_t>(&option) * 0xc2b2ae3d27d4eb4fULL) * 0x9e3779b97f4a7c15ULL;
  std::size_t mask = slots_.size() - 1;
  std::size_t i = static_cast<std::size_t>(h >> 20) & mask;
  for (; slots_[i].option; i = (i + 1) & mask)
    if (slots_[i].option == &option && slots_[i].packed == packed) return slots_[i].pass;
  // A miss here is usually a hit in the table every advisor shares (a fresh bot starts empty).
  const double p = shared_pass_odds(option, dice, mods, gems);
  slots_[i] = Slot{&option, packed, p};
  if (++used_ * 2 > slots_.size()) grow();
  return p;
}

std::size_t OddsMemo::plan_slot(const PlanKey& key) {
  std::uint64_t sp, sf;
  std::memcpy(&sp, &key.stake_pass, sizeof sp);
  std::memcpy(&sf, &key.stake_fail, sizeof sf);
  std::uint64_t h = reinterpret_cast<std::uintptr_t>(key.option) * 0x9e3779b97f4a7c15ULL;
  h = (h ^ key.dice) * 0xc2b2ae3d27d4eb4fULL;
  h = (h ^ key.mods ^ sp ^ (sf << 1)) * 0x9e3779b97f4a7c15ULL;
  return static_cast<std::size_t>(h >> 40) % kPlanSlots;
}

const RollPlan* OddsMemo::recent_plan(const PlanKey& key) const {
  if (plans_.empty()) return nullptr;
  const PlanSlot& slot = plans_[plan_slot(key)];
  return slot.key == key ? &slot.plan : nullptr;
}

void OddsMemo::keep_plan(const PlanKey& key, const RollPlan& plan) {
  if (plans_.empty()) plans_.resize(kPlanSlots);
  plans_[plan_slot(key)] = PlanSlot{key, plan};
}

void OddsMemo::grow() {
  std::vector<Slot> old(slots_.size() * 2);
  old.swap(slots_);
  const std::size_t mask = slots_.size() - 1;
  for (const Slot& s : old) {
    if (!s.option) continue;
    const std::uint64_t h = (s.packed ^ reinterpret_cast<std::uintptr_t>(s.option) * 0xc2b2ae3d27d4eb4fULL) * 0x9e3779b97f4a7c15ULL;
    std::size_t i = static_cast<std::size_t>(h >> 20) & mask;
    while (slots_[i].option) i = (i + 1) & mask;
    slots_[i] = s;
  }
}

namespace {

bool colour_can_help(Color c, const TestOption& option) {
  if (std::find(option.forbid.begin(), option.forbid.end(), c) != option.forbid.end()) return false;
  return std::any_of(option.require.begin(), option.require.end(),
                     [&](const Requirement& r) { return die_fits(c, r.color); });
}

}  // namespace

RollPlan best_roll(const View& v, OddsMemo& odds, const TestOption& option, double stake_pass, double stake_fail,
                   const DiceCounts& pool, const DiceCounts& extra_added) {
  const Player& p = v.player();
  const RollModifiers mods = roll_modifiers(v);
  DiceCounts added = v.state.test.added;
  added += extra_added;
  // At one life every gem goes into survival.
  const int gems = std::min(p.gems, p.lives <= 1 ? 3 : kGemsPerTest);
  int top[4];
  for (int c = 0; c < kDieColors; ++c) top[c] = colour_can_help(kAllDieColors[c], option) ? pool.n[c] : 0;
  // More than a few spare dice never pays for itself; the cap also bounds the search.
  const int most = static_cast<int>(option.require.size()) + 3;
  OddsMemo::PlanKey key{&option, static_cast<std::uint64_t>(gems), 0, stake_pass, stake_fail};
  for (int c = 0; c < kDieColors; ++c) {
    key.dice = key.dice << 5 | static_cast<std::uint64_t>(top[c] & 31);
    key.dice = key.dice << 5 | static_cast<std::uint64_t>(added.n[c] & 31);
    key.mods = key.mods << 8 | static_cast<std::uint64_t>(mods.bonus[c] & 15) << 4 | static_cast<std::uint64_t>(mods.extra_dice[c] & 15);
  }
  // In co-op (R9.8) a die saved is the next card opened this turn: dice weigh more.
  const double die_scale = v.options.mode == Mode::Coop ? kCoopDieScale : 1.0;
  if (die_scale != 1.0) key.mods |= 1ULL << 63;  // plans weighed with dearer dice are other plans
  if (const RollPlan* mine = odds.recent_plan(key)) return *mine;
  if (auto known = shared_plan(option, key)) {
    odds.keep_plan(key, *known);
    return *known;
  }
  // First every choice by its odds without gems (cheap, memoised), then the few best again with the
  // gem budget: the reroll search costs far more, and only matters among close candidates.
  constexpr int kShortlist = 2;
  struct Candidate {
    DiceCounts dice;
    double value;
  };
  Candidate shortlist[kShortlist];
  int listed = 0;
  auto dice_cost = [die_scale](const DiceCounts& d) {
    double cost = 0.0;
    for (int c = 0; c < kDieColors; ++c) cost += kDie[c] * d.n[c];
    return cost * die_scale;
  };
  // Every choice below is weighed for this option, mods and no gems: one block for them all.
  const OddsBlock* bare_block = odds.block(option, mods, 0);
  auto bare_pass = [&](const DiceCounts& rolled) {
    return bare_block ? block_pass_odds(*bare_block, option, rolled, mods, 0) : odds.pass(option, rolled, mods, 0);
  };
  DiceCounts d;
  // The same choices in the same order as every count up to `top`, less those over `most` dice, which
  // are never weighed: each loop stops once its dice alone pass the cap.
  const int room = most - added.total();
  for (d.n[0] = 0; d.n[0] <= top[0] && d.n[0] <= room; ++d.n[0])
    for (d.n[1] = 0; d.n[1] <= top[1] && d.n[0] + d.n[1] <= room; ++d.n[1])
      for (d.n[2] = 0; d.n[2] <= top[2] && d.n[0] + d.n[1] + d.n[2] <= room; ++d.n[2])
        for (d.n[3] = 0; d.n[3] <= top[3] && d.total() <= room; ++d.n[3]) {
          const int n = d.total();
          if (n == 0) continue;
          DiceCounts rolled = d;
          rolled += added;
          const double pass = bare_pass(rolled);
          const Candidate c{d, pass * stake_pass - (1.0 - pass) * stake_fail - dice_cost(d)};
          int at = listed < kShortlist ? listed++ : kShortlist;
          while (at > 0 && shortlist[at - 1].value < c.value) {
            if (at < kShortlist) shortlist[at] = shortlist[at - 1];
            --at;
          }
          if (at < kShortlist) shortlist[at] = c;
        }
  RollPlan best;
  for (int i = 0; i < listed; ++i) {
    DiceCounts rolled = shortlist[i].dice;
    rolled += added;
    const double bare = bare_pass(rolled);
    // Rerolls cannot rescue a roll no face combination passes, and hardly move a near-certain one.
    const bool gems_matter = gems > 0 && bare > 0.0 && bare < 0.995;
    const double pass = gems_matter ? odds.pass(option, rolled, mods, gems) : bare;
    // Gems the rerolls will likely use.
    const double cost = dice_cost(shortlist[i].dice) + kGem * 1.5 * (pass - bare);
    const double value = pass * stake_pass - (1.0 - pass) * stake_fail - cost;
    if (value > best.value) best = RollPlan{shortlist[i].dice, pass, value, true, pass * stake_pass - (1.0 - pass) * stake_fail};
  }
  store_shared_plan(option, key, best);
  odds.keep_plan(key, best);
  return best;
}

double best_over_options(const View& v, OddsMemo& odds, const DungeonCard& card, const DiceCounts& pool,
                         double RollPlan::*measure) {
  double best = 0.0;
  for (const TestOption& option : card.options) {
    const RollPlan plan = best_roll(v, odds, option, pass_value(v, card, option, false), life_cost(v), pool);
    if (plan.found) best = std::max(best, plan.*measure);
  }
  return best;
}

double pass_value(const View& v, const DungeonCard& card, const TestOption& option, bool optional) {
  double value = option.reward.coins * kCoin + option.reward.gems * kGem;
  if (optional) return value;
  // In co-op (R9.8) every boss is a step toward the win, and a gem for good.
  const bool last_boss = card.kind == CardKind::Boss &&
                         (card.level >= v.state.levels || v.options.mode == Mode::Coop);
  return value + (last_boss ? kLastBoss : kProgress);
}

double item_worth(const EquipmentCard& item) {
  const Effect& e = item.effect;
  const bool once = item.usage == Usage::Discard;
  switch (e.kind) {
    case EffectKind::AddPoolDie: return item.usage == Usage::Pool ? 9.0 : 4.0;
    case EffectKind::ExtraDie: return item.usage == Usage::Passive ? 6.0 : 3.0;
    case EffectKind::BonusAll: return item.usage == Usage::Passive ? (e.color == Color::Any ? 8.0 : 5.0) : 2.0;
    case EffectKind::Reroll: return once ? 1.5 : (e.color == Color::Any ? 4.0 : 3.0);
    case EffectKind::AddValue: return once ? 1.5 : 2.5 + e.amount;
    case EffectKind::AddTestDie: return once ? 1.5 : 4.0;
    case EffectKind::RecoverSpent: return once ? 1.5 : 4.0;
    case EffectKind::RecoverValue: return once ? 1.0 : 2.5;
    case EffectKind::RecoverAfterSuccess: return 3.0;
    case EffectKind::ConvertPoolDie: return once ? 0.5 : 1.5;
    case EffectKind::TransformRolled: return 1.0;
    case EffectKind::DiscardDieHeal: return 2.5;
    case EffectKind::Heal: return 2.0 * e.amount;
    case EffectKind::Discount: return 1.0 + e.amount;
  }
  return 0.0;
}

std::string dice_words(const DiceCounts& dice) {
  std::string out;
  for (Color c : kAllDieColors) {
    if (dice[c] == 0) continue;
    if (!out.empty()) out += " + ";
    out += std::to_string(dice[c]);
    out += ' ';
    out += color_name(c);
  }
  return out.empty() ? "no dice" : out;
}

std::string percent(double p) { return std::to_string(static_cast<int>(std::lround(p * 100.0))) + "%"; }

}  // namespace hs::advisor

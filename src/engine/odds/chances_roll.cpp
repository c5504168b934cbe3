// Items, the ability and the roll made (highscore/chances.hpp): which helpers can still act, the
// chance of a roll with one of them used at its best (every outcome weighed exactly, dice of a colour
// taken as multisets), and after the roll why it fails and what could still save it.
#include <algorithm>
#include <cmath>

#include "highscore/chances.hpp"
#include "highscore/queries.hpp"
#include "odds/probability_model.hpp"

namespace hs {

namespace {

bool passes(const std::vector<Requirement>& require, const std::vector<MatchDie>& dice) {
  return match_dice(require, dice).has_value();
}

bool fits(Color effect, Color die) { return effect == Color::Any || effect == die; }

// The chance that `e` used on die `d` makes the roll pass: 1 or 0 for a fixed change, faces/6 for a
// reroll; -1 when the effect cannot change that die.
double effect_on_die(const std::vector<Requirement>& require, std::vector<MatchDie> dice, const Effect& e, int d,
                     const RollModifiers& mods) {
  if (d < 0 || d >= static_cast<int>(dice.size()) || !fits(e.color, dice[static_cast<std::size_t>(d)].color)) return -1;
  MatchDie& die = dice[static_cast<std::size_t>(d)];
  if (e.kind == EffectKind::AddValue) {
    die.value += e.amount;
    return passes(require, dice) ? 1 : 0;
  }
  if (e.kind == EffectKind::Reroll) {
    int good = 0;
    for (int f = 1; f <= 6; ++f) {
      die.value = f + mods.bonus[static_cast<std::size_t>(die.color)];
      good += passes(require, dice) ? 1 : 0;
    }
    return good / 6.0;
  }
  return -1;
}

// The chance that `e` on die `d`, then up to `gems` gem rerolls at their best (R5.4), make the roll
// pass: each face a reroll may show is followed by the best rerolls from there; -1 when the effect
// cannot change that die.
double effect_then_gems(const std::vector<Requirement>& require, std::vector<MatchDie> dice, const Effect& e, int d,
                        const RollModifiers& mods, const std::vector<Color>& forbid, int gems) {
  if (d < 0 || d >= static_cast<int>(dice.size()) || !fits(e.color, dice[static_cast<std::size_t>(d)].color)) return -1;
  if (e.kind != EffectKind::AddValue && e.kind != EffectKind::Reroll) return -1;
  auto from_here = [&](const std::vector<MatchDie>& now) {
    if (passes(require, now)) return 1.0;
    const auto advice = advise_reroll(now, require, forbid, mods, gems);
    return advice && !advice.value().pass_with_gems.empty() ? advice.value().pass_with_gems.back() : 0.0;
  };
  MatchDie& die = dice[static_cast<std::size_t>(d)];
  if (e.kind == EffectKind::AddValue) {
    die.value += e.amount;
    return from_here(dice);
  }
  double sum = 0;
  for (int f = 1; f <= 6; ++f) {
    die.value = f + mods.bonus[static_cast<std::size_t>(die.color)];
    sum += from_here(dice);
  }
  return sum / 6.0;
}

std::vector<MatchDie> rolled_dice(const TableState& st) {
  std::vector<MatchDie> out;
  out.reserve(st.test.dice.size());
  for (const TestDie& d : st.test.dice) out.push_back({d.color, d.value});
  return out;
}

// Every outcome of the dice of `colours` (count per colour), one multiset of faces per colour, with
// the number of face sequences it stands for.
template <typename Visit>
void each_outcome(const std::vector<std::pair<Color, int>>& colours, const RollModifiers& mods, Visit&& visit) {
  std::vector<std::vector<std::vector<int>>> sets;  // per colour, its multisets (count per face)
  for (const auto& [colour, n] : colours) sets.push_back(odds_detail::multisets(n, 6));
  static constexpr int kOneFaceEach[6] = {1, 1, 1, 1, 1, 1};
  std::vector<std::size_t> at(colours.size(), 0);
  std::vector<MatchDie> dice;
  for (;;) {
    dice.clear();
    std::uint64_t weight = 1;
    for (std::size_t c = 0; c < colours.size(); ++c) {
      const std::vector<int>& counts = sets[c][at[c]];
      weight *= odds_detail::multiset_weight(counts, kOneFaceEach);
      const Color colour = colours[c].first;
      for (int f = 0; f < 6; ++f)
        for (int k = 0; k < counts[static_cast<std::size_t>(f)]; ++k)
          dice.push_back({colour, f + 1 + mods.bonus[static_cast<std::size_t>(colour)]});
    }
    visit(dice, weight);
    std::size_t c = 0;
    for (; c < colours.size(); ++c) {  // next outcome, like an odometer
      if (++at[c] < sets[c].size()) break;
      at[c] = 0;
    }
    if (c == colours.size()) return;
  }
}

}  // namespace

std::vector<RollHelper> roll_helpers(const Content& content, const Observation& seen) {
  std::vector<RollHelper> out;
  const TableState& st = seen.state();
  const int seat = st.active_player();
  if (seat < 0 || seat >= static_cast<int>(st.players.size())) return out;
  const Player& p = st.players[static_cast<std::size_t>(seat)];
  if (p.character < 0) return out;
  if (!p.ability_exhausted) out.push_back({-1, &content.characters[static_cast<std::size_t>(p.character)].ability});
  for (std::size_t i = 0; i < p.items.size(); ++i) {
    const EquipmentCard& e = content.equipment[static_cast<std::size_t>(p.items[i].item)];
    const bool used = std::find(st.test.used_items.begin(), st.test.used_items.end(), static_cast<int>(i)) != st.test.used_items.end();
    if (p.items[i].exhausted || used || e.usage == Usage::Pool || e.usage == Usage::Passive) continue;
    out.push_back({static_cast<int>(i), &e.effect});
  }
  return out;
}

std::optional<double> chance_with_effect(const Content& content, const Observation& seen, const DiceCounts& selection,
                                         const Effect& effect) {
  if (effect.kind != EffectKind::AddValue && effect.kind != EffectKind::Reroll) return std::nullopt;
  const TableState& st = seen.state();
  const TestOption* option = option_under_test(content, st);
  if (!option) return std::nullopt;
  const std::vector<Requirement> require = requirements_under_test(content, st);
  const RollModifiers mods = roll_modifiers(content, st, st.active_player());
  DiceCounts roll = selection;
  roll += st.test.added;
  int rolled = 0;
  std::vector<std::pair<Color, int>> counted;
  for (Color c : kAllDieColors) {
    if (roll[c] > 0) roll[c] += mods.extra_dice[static_cast<std::size_t>(c)];
    rolled += roll[c];
    // Forbidden dice count for nothing (R7.4) but are still rolled: their faces only multiply outcomes.
    if (roll[c] > 0 && std::find(option->forbid.begin(), option->forbid.end(), c) == option->forbid.end())
      counted.push_back({c, roll[c]});
  }
  if (rolled == 0 || rolled > kHelperOddsMaxDice) return std::nullopt;
  std::uint64_t favourable_sixths = 0;  // counted in sixths (a reroll's faces)
  each_outcome(counted, mods, [&](const std::vector<MatchDie>& dice, std::uint64_t weight) {
    if (passes(require, dice)) {
      favourable_sixths += 6 * weight;
      return;
    }
    double best = 0;
    for (int d = 0; d < static_cast<int>(dice.size()); ++d) best = std::max(best, effect_on_die(require, dice, effect, d, mods));
    favourable_sixths += static_cast<std::uint64_t>(std::lround(best * 6)) * weight;
  });
  int dice_counted = 0;
  for (const auto& c : counted) dice_counted += c.second;
  return static_cast<double>(favourable_sixths) / (6.0 * static_cast<double>(odds_detail::power_of_six(dice_counted)));
}

std::optional<HelpedChance> best_helped_chance(const Content& content, const Observation& seen, const DiceCounts& selection) {
  const std::optional<double> now = roll_chance(content, seen, selection);
  if (!now) return std::nullopt;
  HelpedChance out;
  out.now = *now;
  out.with_help = out.now;
  for (const RollHelper& h : roll_helpers(content, seen)) {
    const auto c = chance_with_effect(content, seen, selection, *h.effect);
    if (c && *c > out.with_help + 1e-9) out.with_help = *c, out.best = h;
  }
  return out;
}

std::optional<RollReading> read_roll(const Content& content, const Observation& seen) {
  const TableState& st = seen.state();
  if (!st.test.active || !st.test.rolled) return std::nullopt;
  RollReading out;
  out.require = requirements_under_test(content, st);
  out.dice = rolled_dice(st);
  out.match = best_partial_match(out.require, out.dice);
  out.passes = std::find(out.match.begin(), out.match.end(), -1) == out.match.end();
  for (std::size_t q = 0; q < out.require.size(); ++q) {
    if (out.match[q] >= 0) continue;
    const Requirement& r = out.require[q];
    UnmetRequirement unmet{static_cast<int>(q), {}};
    for (std::size_t i = 0; i < out.dice.size(); ++i) {
      if (!die_fits(out.dice[i].color, r.color)) continue;
      if (out.dice[i].value < r.min) {
        unmet.dice.push_back({static_cast<int>(i), -1});
        continue;
      }
      for (std::size_t j = 0; j < out.match.size(); ++j)
        if (out.match[j] == static_cast<int>(i)) unmet.dice.push_back({static_cast<int>(i), static_cast<int>(j)});
    }
    out.unmet.push_back(std::move(unmet));
  }
  return out;
}

std::optional<RerollAdvice> reroll_advice(const Content& content, const Observation& seen, int gems) {
  const TableState& st = seen.state();
  if (!st.test.active || !st.test.rolled) return std::nullopt;
  const TestOption* option = option_under_test(content, st);
  if (!option) return std::nullopt;
  auto advice = advise_reroll(rolled_dice(st), requirements_under_test(content, st), option->forbid,
                              roll_modifiers(content, st, st.active_player()), gems);
  if (!advice) return std::nullopt;
  return advice.value();
}

std::optional<RollRescue> roll_rescue(const Content& content, const Observation& seen, const std::vector<Action>& legal) {
  const std::optional<RollReading> reading = read_roll(content, seen);
  if (!reading) return std::nullopt;
  RollRescue out;
  if (reading->passes) return out;
  const TableState& st = seen.state();
  const int seat = st.active_player();
  const Player& p = st.players[static_cast<std::size_t>(seat)];
  if (p.gems > 0)
    if (auto advice = reroll_advice(content, seen, std::min(p.gems, kRescueMaxGems))) out.gems = *advice;
  const RollModifiers mods = roll_modifiers(content, st, seat);
  const TestOption* option = option_under_test(content, st);
  const std::vector<Color> forbid = option ? option->forbid : std::vector<Color>{};
  const int gems = std::min(p.gems, kRescueMaxGems);
  for (const RollHelper& h : roll_helpers(content, seen)) {
    const bool usable = std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
      if (const auto* u = std::get_if<UseItem>(&a)) return u->item == h.item;
      return h.item == -1 && std::holds_alternative<UseAbility>(a);
    });
    if (!usable) continue;
    HelperRescue best{h, -1, -1, -1, -1};
    for (int d = 0; d < static_cast<int>(reading->dice.size()); ++d) {
      const double c = effect_on_die(reading->require, reading->dice, *h.effect, d, mods);
      if (c > best.chance) best.chance = c, best.die = d;
      const double g = gems > 0 ? effect_then_gems(reading->require, reading->dice, *h.effect, d, mods, forbid, gems) : c;
      if (g > best.with_gems) best.with_gems = g, best.gems_die = d;
    }
    best.chance = std::max(best.chance, 0.0);
    best.with_gems = std::max(best.with_gems, best.chance);
    if (best.with_gems > 0) out.helpers.push_back(best);
  }
  return out;
}

}  // namespace hs

// The coach: explanations of a roll with live numbers, the chance with items counted (exact, by
// enumerating every outcome), the cost of resolving, and the advisor's hint in the player's words.
#include "app/teach/coach.hpp"

#include <algorithm>
#include <cmath>

#include "app/text/action_text.hpp"
#include "highscore/bots.hpp"
#include "highscore/matching.hpp"
#include "highscore/probability.hpp"
#include "highscore/queries.hpp"
#include "app/text/coop_text.hpp"

namespace hs::app {

namespace {

std::string pct(double p) { return percent_text(p); }

bool fits(Color effect, Color die) { return effect == Color::Any || effect == die; }

bool passes(const std::vector<Requirement>& reqs, const std::vector<MatchDie>& dice) {
  return match_dice(reqs, dice).has_value();
}

std::vector<MatchDie> rolled_dice(const TableState& st) {
  std::vector<MatchDie> out;
  for (const TestDie& d : st.test.dice) out.push_back({d.color, d.value});
  return out;
}

std::string req_word(const Requirement& r, const StringTable& t) {
  if (r.color == Color::Any) return t.format("coach.req_any", {std::to_string(r.min)});
  return t.format("coach.req", {color_word(t, r.color), std::to_string(r.min)});
}

// The test option with every requirement it must meet now (raised ones included, R5.12).
std::optional<TestOption> option_now(const Game& game) {
  const TestOption* o = option_under_test(game.content(), game.observe(-1).state());
  if (!o) return std::nullopt;
  TestOption full = *o;
  full.require = requirements_under_test(game.content(), game.observe(-1).state());
  return full;
}

// The chance a rolled die helped by `e` (used on die `d`) makes the roll pass: 1 or 0 for a fixed
// change, faces/6 for a reroll. -1 when the effect does not change rolled dice.
double effect_on_die(const std::vector<Requirement>& reqs, std::vector<MatchDie> dice, const Effect& e, int d,
                     const RollModifiers& mods) {
  if (d < 0 || d >= static_cast<int>(dice.size()) || !fits(e.color, dice[static_cast<std::size_t>(d)].color)) return -1;
  MatchDie& die = dice[static_cast<std::size_t>(d)];
  if (e.kind == EffectKind::AddValue) {
    die.value += e.amount;
    return passes(reqs, dice) ? 1 : 0;
  }
  if (e.kind == EffectKind::Reroll) {
    int good = 0;
    for (int f = 1; f <= 6; ++f) {
      die.value = f + mods.bonus[static_cast<std::size_t>(die.color)];
      good += passes(reqs, dice) ? 1 : 0;
    }
    return good / 6.0;
  }
  return -1;
}

// Every usable helper of the active player: owned items (index >= 0) and the ability (-1).
struct Helper {
  int item;
  const Effect* effect;
  std::string name;
};
std::vector<Helper> helpers(const Game& game, const std::string& lang) {
  std::vector<Helper> out;
  const TableState& st = game.observe(-1).state();
  const int seat = st.active_player();
  if (seat < 0) return out;
  const Player& p = st.players[static_cast<std::size_t>(seat)];
  const Character& ch = game.content().characters[static_cast<std::size_t>(p.character)];
  if (!p.ability_exhausted) out.push_back({-1, &ch.ability, ch.ability_name.in(lang)});
  for (std::size_t i = 0; i < p.items.size(); ++i) {
    const EquipmentCard& e = game.content().equipment[static_cast<std::size_t>(p.items[i].item)];
    const bool once_used = std::find(st.test.used_items.begin(), st.test.used_items.end(), static_cast<int>(i)) != st.test.used_items.end();
    if (p.items[i].exhausted || once_used || e.usage == Usage::Pool || e.usage == Usage::Passive) continue;
    out.push_back({static_cast<int>(i), &e.effect, e.name.in(lang)});
  }
  return out;
}

}  // namespace

std::optional<std::string> lucky_note(const Game& game, const StringTable& t) {
  const TableState& st = game.observe(-1).state();
  if (!st.test.active || !st.test.rolled || st.active_player() < 0) return std::nullopt;
  const Player& p = st.players[static_cast<std::size_t>(st.active_player())];
  if (p.character < 0) return std::nullopt;
  const Character& ch = game.content().characters[static_cast<std::size_t>(p.character)];
  const int i = lucky_die(ch, st.test.dice);  // the engine's own R3.2 check
  if (i < 0) return std::nullopt;
  const TestDie& d = st.test.dice[static_cast<std::size_t>(i)];
  return t.format("teach.lucky_note", {std::to_string(i + 1), color_word(t, d.rolled_color), std::to_string(d.natural)});
}

std::optional<std::string> optional_unfit_note(const Game& game, const StringTable& t) {
  const Decision d = game.pending();
  if (d.kind != DecisionKind::OptionalTest) return std::nullopt;
  const TableState& st = game.observe(-1).state();
  const Player& p = st.players[static_cast<std::size_t>(d.owner)];
  if (p.node < 0 || p.node >= static_cast<int>(st.board.size())) return std::nullopt;
  const int card = st.board[static_cast<std::size_t>(p.node)].card;
  if (card < 0) return std::nullopt;
  const auto& optional = game.content().cards[static_cast<std::size_t>(card)].optional;
  if (!optional) return std::nullopt;
  // Every die of the pool at its best face: if even that cannot meet the test, no roll can.
  std::vector<MatchDie> best;
  const DiceCounts allowed = dice_allowed(p.pool, *optional);
  for (Color c : kAllDieColors)
    for (int k = 0; k < allowed[c]; ++k) best.push_back({c, 6});
  if (match_dice(optional->require, best)) return std::nullopt;
  return t.get(p.pool.total() == 0 ? "teach.optional_no_dice" : "teach.optional_unfit");
}

std::string percent_text(double p) {
  constexpr double kSure = 1e-12;  // exact odds are sums of sixths: only floating noise is below this
  if (p >= 1 - kSure) return "100";
  if (p <= kSure) return "0";
  const long r = std::lround(p * 100);
  if (r >= 100) return ">99";
  if (r <= 0) return "<1";
  return std::to_string(r);
}

std::string fitting_colours(Color required, const StringTable& t) {
  std::vector<std::string> words;
  for (Color c : kAllDieColors)
    if (die_fits(c, required)) words.push_back(color_word(t, c));
  if (required == Color::Any || words.size() == 4) return t.get("coach.any_colour");
  std::string s;
  for (std::size_t i = 0; i < words.size(); ++i)
    s += (i == 0 ? "" : i + 1 == words.size() ? t.get("coach.or") : ", ") + words[i];
  return s;
}

std::optional<RollExplanation> explain_roll(const Game& game, const StringTable& t) {
  const TableState& st = game.observe(-1).state();
  if (!st.test.active || !st.test.rolled) return std::nullopt;
  const std::vector<Requirement> reqs = requirements_under_test(game.content(), st);
  const std::vector<MatchDie> dice = rolled_dice(st);
  const std::vector<int> match = best_partial_match(reqs, dice);
  RollExplanation out;
  out.passes = std::find(match.begin(), match.end(), -1) == match.end();
  for (std::size_t q = 0; q < reqs.size(); ++q) {
    if (match[q] >= 0) continue;
    const Requirement& r = reqs[q];
    std::string line = r.color == Color::Any ? t.format("coach.needs_any", {req_word(r, t), std::to_string(r.min)})
                                             : t.format("coach.needs", {req_word(r, t), fitting_colours(r.color, t), std::to_string(r.min)});
    std::vector<std::string> detail;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      if (!die_fits(dice[i].color, r.color)) continue;
      const std::string die = std::to_string(i + 1);
      if (dice[i].value < r.min) {
        detail.push_back(t.format("coach.shows", {die, color_word(t, dice[i].color), std::to_string(dice[i].value)}));
        continue;
      }
      for (std::size_t j = 0; j < match.size(); ++j)
        if (match[j] == static_cast<int>(i))
          detail.push_back(t.format("coach.busy", {die, color_word(t, dice[i].color), std::to_string(dice[i].value), req_word(reqs[j], t)}));
    }
    if (detail.empty()) line += t.get("coach.none_fit");
    for (std::size_t k = 0; k < detail.size(); ++k) line += (k == 0 ? "; " : ", ") + detail[k];
    out.unmet.push_back(line + ".");
  }
  if (out.passes) return out;
  // What would still work now: a gem reroll, then each item or the ability on its best die.
  const int seat = st.active_player();
  const Player& p = st.players[static_cast<std::size_t>(seat)];
  const RollModifiers mods = roll_modifiers(game.content(), st, seat);
  const std::optional<TestOption> opt = option_now(game);
  if (p.gems > 0 && opt) {
    auto advice = advise_reroll(dice, reqs, opt->forbid, mods, std::min(p.gems, 3));
    if (advice && advice.value().die >= 0 && advice.value().pass_with_gems.size() > 1) {
      const auto& w = advice.value().pass_with_gems;
      if (w[1] > 0) {
        out.still_works.push_back(t.format("coach.gem_chance", {std::to_string(advice.value().die + 1), pct(w[1])}));
        out.still_works.back() += w.size() > 2 ? t.format("coach.gems_chance", {std::to_string(w.size() - 1), pct(w.back())}) : ".";
      } else if (w.back() > 0) {  // one reroll cannot pass: only the gems together (never "0% to pass")
        out.still_works.push_back(t.format("coach.gems_only_chance", {std::to_string(w.size() - 1), pct(w.back())}));
      }
    }
  }
  const std::vector<Action> legal = game.legal_actions();
  for (const Helper& h : helpers(game, t.language())) {
    const bool usable = std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
      if (const auto* u = std::get_if<UseItem>(&a)) return u->item == h.item;
      return h.item == -1 && std::holds_alternative<UseAbility>(a);
    });
    if (!usable) continue;
    double best = -1;
    int best_die = -1;
    for (int d = 0; d < static_cast<int>(dice.size()); ++d) {
      const double c = effect_on_die(reqs, dice, *h.effect, d, mods);
      if (c > best) best = c, best_die = d;
    }
    if (best <= 0) continue;
    const std::string die = std::to_string(best_die + 1);
    out.still_works.push_back(best >= 1 ? t.format("coach.item_passes", {h.name, die})
                                        : t.format("coach.item_chance", {h.name, die, pct(best)}));
  }
  if (out.still_works.empty()) out.still_works.push_back(t.get(st.test.optional ? "coach.nothing_optional" : "coach.nothing_main"));
  return out;
}

std::optional<double> chance_with_effect(const Game& game, const DiceCounts& selection, const Effect& effect) {
  if (effect.kind != EffectKind::AddValue && effect.kind != EffectKind::Reroll) return std::nullopt;
  const TableState& st = game.observe(-1).state();
  const std::optional<TestOption> opt = option_now(game);
  if (!opt) return std::nullopt;
  const RollModifiers mods = roll_modifiers(game.content(), st, st.active_player());
  DiceCounts roll = selection;
  roll += st.test.added;
  std::vector<Color> colours;
  for (Color c : kAllDieColors) {
    if (roll[c] > 0) roll[c] += mods.extra_dice[static_cast<std::size_t>(c)];
    for (int k = 0; k < roll[c]; ++k) colours.push_back(c);
  }
  const int n = static_cast<int>(colours.size());
  if (n == 0 || n > 8) return std::nullopt;
  std::vector<MatchDie> dice;
  for (Color c : colours)
    if (std::find(opt->forbid.begin(), opt->forbid.end(), c) == opt->forbid.end()) dice.push_back({c, 0});
  // Forbidden dice count for nothing (R7.4) but are still rolled: their faces only multiply outcomes.
  const int counted = static_cast<int>(dice.size());
  std::uint64_t outcomes = 1, favourable_sixths = 0;  // favourable counted in sixths (a reroll's faces)
  for (int i = 0; i < counted; ++i) outcomes *= 6;
  std::vector<int> face(static_cast<std::size_t>(counted), 1);
  for (std::uint64_t k = 0; k < outcomes; ++k) {
    for (int i = 0; i < counted; ++i)
      dice[static_cast<std::size_t>(i)].value = face[static_cast<std::size_t>(i)] + mods.bonus[static_cast<std::size_t>(dice[static_cast<std::size_t>(i)].color)];
    if (passes(opt->require, dice)) {
      favourable_sixths += 6;
    } else {
      double best = 0;
      for (int d = 0; d < counted; ++d) best = std::max(best, effect_on_die(opt->require, dice, effect, d, mods));
      favourable_sixths += static_cast<std::uint64_t>(std::lround(best * 6));
    }
    for (int i = 0; i < counted; ++i) {  // next outcome, like an odometer
      if (++face[static_cast<std::size_t>(i)] <= 6) break;
      face[static_cast<std::size_t>(i)] = 1;
    }
  }
  return static_cast<double>(favourable_sixths) / (6.0 * static_cast<double>(outcomes));
}

std::optional<ChanceLine> coach_chance(const Game& game, const DiceCounts& selection, const std::string& lang) {
  const TableState& st = game.observe(-1).state();
  const std::optional<TestOption> opt = option_now(game);
  if (!opt || st.test.rolled || selection.total() == 0) return std::nullopt;
  DiceCounts dice = selection;
  dice += st.test.added;
  ChanceLine out;
  out.now = pass_probability(dice, *opt, roll_modifiers(game.content(), st, st.active_player()), 0);
  out.with_help = out.now;
  for (const Helper& h : helpers(game, lang)) {
    const auto c = chance_with_effect(game, selection, *h.effect);
    if (c && *c > out.with_help + 1e-9) out.with_help = *c, out.best_help = h.name;
  }
  return out;
}

std::string resolve_label(const Game& game, const StringTable& t) {
  const TableState& st = game.observe(-1).state();
  if (!st.test.active || !st.test.rolled) return t.get("act.resolve");
  const bool ok = passes(requirements_under_test(game.content(), st), rolled_dice(st));
  // R9.6.4: a failed dodge costs nothing, and only a monster fought down pays its reward.
  const MonsterTest monster = monster_under_test(st);
  const bool dodge = monster.entity >= 0 && monster.kind == MonsterTestKind::Dodge;
  if (!ok) {
    if (st.test.optional || dodge) return t.get("coach.resolve_free");
    const Player& p = st.players[static_cast<std::size_t>(st.active_player())];
    return t.get(p.lives <= 1 ? "coach.resolve_last_life" : "coach.resolve_life");
  }
  const TestOption* o = option_under_test(game.content(), st);
  const bool rewarded = monster.entity < 0 || monster.kind == MonsterTestKind::Fight;
  const Reward r = o && rewarded ? o->reward : Reward{};
  std::string gain;
  if (r.coins > 0) gain += t.format(r.coins == 1 ? "coach.coin" : "coach.coins", {std::to_string(r.coins)});
  if (r.gems > 0) {
    if (!gain.empty()) gain += ", ";
    gain += t.format(r.gems == 1 ? "coach.gem" : "coach.gems", {std::to_string(r.gems)});
  }
  if (lucky_note(game, t)) {  // the lucky die's gem comes with the reward (R3.2)
    if (!gain.empty()) gain += ", ";
    gain += t.get("teach.lucky_gain");
  }
  return gain.empty() ? t.get("coach.resolve_pass") : t.format("coach.resolve_gain", {gain});
}

std::optional<Hint> coach_hint(const Game& game, const StringTable& t) {
  if (game.finished() || game.legal_actions().empty()) return std::nullopt;
  auto advisor = make_bot("advisor", 1);
  const Action a = ask_bot(*advisor, game);
  const TableState& st = game.observe(game.pending().owner).state();
  // R9.8: the party's own decisions have their own reasons (coop_text.cpp).
  if (std::string coop = coop_hint_reason(game, a, t); !coop.empty())
    return Hint{a, t.format("coach.hint_line", {action_label(game, a, t), coop})};
  // Between co-op turns nobody is active: the seat asked decides.
  const int seat = st.active_player() >= 0 ? st.active_player() : game.pending().owner;
  if (seat < 0 || seat >= static_cast<int>(st.players.size()))
    return Hint{a, t.format("coach.hint_line", {action_label(game, a, t), t.get("coach.why_other")})};
  const Player& p = st.players[static_cast<std::size_t>(seat)];
  const RollModifiers mods = roll_modifiers(game.content(), st, seat);
  std::string why;
  if (const auto* c = std::get_if<ChooseOption>(&a)) {
    const DungeonCard* card = nullptr;
    const int node = p.node;
    if (node >= 0 && node < static_cast<int>(st.board.size()) && st.board[static_cast<std::size_t>(node)].card >= 0)
      card = &game.content().cards[static_cast<std::size_t>(st.board[static_cast<std::size_t>(node)].card)];
    double best = 0;
    if (card && c->option >= 0 && c->option < static_cast<int>(card->options.size())) {
      TestOption o = card->options[static_cast<std::size_t>(c->option)];
      for (const Requirement& r : st.board[static_cast<std::size_t>(node)].raised) o.require.push_back(r);
      DiceCounts d;
      for (d[Color::Red] = 0; d[Color::Red] <= p.pool[Color::Red]; ++d[Color::Red])
        for (d[Color::Blue] = 0; d[Color::Blue] <= p.pool[Color::Blue]; ++d[Color::Blue])
          for (d[Color::Yellow] = 0; d[Color::Yellow] <= p.pool[Color::Yellow]; ++d[Color::Yellow])
            for (d[Color::Black] = 0; d[Color::Black] <= p.pool[Color::Black]; ++d[Color::Black])
              if (d.total() > 0 && d.total() <= 8) best = std::max(best, pass_probability(d, o, mods, 0));
    }
    why = t.format("coach.why_option", {pct(best)});
  } else if (const auto* r = std::get_if<RollDice>(&a)) {
    DiceCounts d = r->dice;
    d += st.test.added;
    const std::optional<TestOption> opt = option_now(game);
    why = t.format("coach.why_roll", {pct(opt ? pass_probability(d, *opt, mods, 0) : 0)});
  } else if (std::holds_alternative<RerollWithGem>(a)) {
    const std::optional<TestOption> opt = option_now(game);
    auto adv = advise_reroll(rolled_dice(st), requirements_under_test(game.content(), st), opt ? opt->forbid : std::vector<Color>{}, mods, 1);
    why = t.format("coach.why_reroll", {pct(adv && adv.value().pass_with_gems.size() > 1 ? adv.value().pass_with_gems[1] : 0)});
  } else if (std::holds_alternative<Resolve>(a)) {
    why = t.get(passes(requirements_under_test(game.content(), st), rolled_dice(st)) ? "coach.why_resolve_pass" : "coach.why_resolve_fail");
  } else if (std::holds_alternative<Rest>(a)) {
    why = t.get("coach.why_rest");
  } else if (std::holds_alternative<MoveOn>(a)) {
    why = t.get("coach.why_move_on");
  } else if (std::holds_alternative<AttemptOptional>(a)) {
    why = t.get("coach.why_optional");
  } else if (std::holds_alternative<SkipOptional>(a)) {
    why = t.get("coach.why_skip");
  } else if (std::holds_alternative<UseItem>(a) || std::holds_alternative<UseAbility>(a)) {
    why = t.get("coach.why_use");
  } else if (std::holds_alternative<Buy>(a)) {
    why = t.get("coach.why_buy");
  } else if (std::holds_alternative<Heal>(a)) {
    why = t.get("coach.why_heal");
  } else if (std::holds_alternative<LeaveShop>(a)) {
    why = t.get("coach.why_leave");
  } else if (std::holds_alternative<ChooseBranch>(a)) {
    why = t.get("coach.why_branch");
  } else {
    why = t.get("coach.why_other");
  }
  std::string label = std::holds_alternative<Resolve>(a) ? resolve_label(game, t) : action_label(game, a, t);
  return Hint{a, t.format("coach.hint_line", {label, why})};
}

}  // namespace hs::app

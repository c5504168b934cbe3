// The coach: explanations of a roll with live numbers, the chance with items counted, the cost of
// resolving, and the advisor's hint in the player's words; the figures are the engine's (chances.hpp).
#include "app/teach/coach/coach.hpp"

#include <algorithm>
#include <cmath>

#include "app/text/action_text.hpp"
#include "highscore/analysis.hpp"
#include "highscore/bots.hpp"
#include "highscore/chances.hpp"
#include "highscore/queries.hpp"
#include "highscore/resolve_cost.hpp"
#include "app/text/coop_text.hpp"

namespace hs::app {

namespace {

std::string pct(double p) { return percent_text(p); }

std::string req_word(const Requirement& r, const StringTable& t) {
  if (r.color == Color::Any) return t.format("coach.req_any", {std::to_string(r.min)});
  return t.format("coach.req", {color_word(t, r.color), std::to_string(r.min)});
}

// The name of an item or the ability (chances.hpp's RollHelper) of the player whose turn it is.
std::string coach_helper_name(const Game& game, const RollHelper& h, const std::string& lang) {
  const TableState& st = game.observe(-1).state();
  const Player& p = st.players[static_cast<std::size_t>(st.active_player())];
  if (h.item < 0) return game.content().characters[static_cast<std::size_t>(p.character)].ability_name.in(lang);
  return game.content().equipment[static_cast<std::size_t>(p.items[static_cast<std::size_t>(h.item)].item)].name.in(lang);
}

// The dice worth naming for an unmet requirement, so the box keeps room for what still works: the
// fitting die showing most (the closest to meeting it) and the first one busy elsewhere. The die a
// gem reroll is advised for (`rerolled`, -1 for none) is named in their place when it serves this
// requirement, so "Why it fails" blames the die "What would still work" rerolls.
std::vector<DieNote> closest_notes(const std::vector<DieNote>& notes, const std::vector<MatchDie>& dice, int rerolled) {
  std::vector<DieNote> out;
  const DieNote* low = nullptr;
  const DieNote* busy = nullptr;
  for (const DieNote& n : notes) {
    if (n.meets >= 0) {
      if (!busy || n.die == rerolled) busy = &n;
    } else if (!low || (low->die != rerolled && (n.die == rerolled || dice[static_cast<std::size_t>(n.die)].value >
                                                                        dice[static_cast<std::size_t>(low->die)].value))) {
      low = &n;
    }
  }
  if (low) out.push_back(*low);
  if (busy) out.push_back(*busy);
  return out;
}

// Whether the roll made passes the test as it stands (R5.3; chances.hpp's read_roll).
bool coach_roll_passes(const Game& game) {
  const auto reading = read_roll(game.content(), game.observe(-1));
  return reading && reading->passes;
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
  if (can_ever_pass(p.pool, *optional)) return std::nullopt;
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
  const Observation seen = game.observe(-1);
  const std::optional<RollReading> reading = read_roll(game.content(), seen);
  if (!reading) return std::nullopt;
  const std::vector<Requirement>& reqs = reading->require;
  const std::vector<MatchDie>& dice = reading->dice;
  RollExplanation out;
  out.passes = reading->passes;
  // What could still save it, asked first: the die its gem reroll names is the die blamed below.
  const std::optional<RollRescue> rescue = out.passes ? std::nullopt : roll_rescue(game.content(), seen, game.legal_actions());
  // Without a gem to spend, the die of the helper that saves most is the one to name.
  int rerolled = rescue ? rescue->gems.die : -1;
  if (rescue && rerolled < 0) {
    double most = 0;
    for (const HelperRescue& h : rescue->helpers)
      if (h.chance > most) most = h.chance, rerolled = h.die;
  }
  bool rerolled_named = false;
  for (const UnmetRequirement& unmet : reading->unmet) {
    const Requirement& r = reqs[static_cast<std::size_t>(unmet.requirement)];
    std::string line = r.color == Color::Any ? t.format("coach.needs_any", {req_word(r, t), std::to_string(r.min)})
                                             : t.format("coach.needs", {req_word(r, t), fitting_colours(r.color, t), std::to_string(r.min)});
    std::vector<std::string> detail;
    for (const DieNote& note : closest_notes(unmet.dice, dice, rerolled)) {
      rerolled_named = rerolled_named || note.die == rerolled;
      const MatchDie& d = dice[static_cast<std::size_t>(note.die)];
      const std::string die = std::to_string(note.die + 1);
      if (note.meets < 0)
        detail.push_back(t.format("coach.shows", {die, color_word(t, d.color), std::to_string(d.value)}));
      else
        detail.push_back(t.format("coach.busy", {die, color_word(t, d.color), std::to_string(d.value), req_word(reqs[static_cast<std::size_t>(note.meets)], t)}));
    }
    if (detail.empty()) line += t.get("coach.none_fit");
    for (std::size_t k = 0; k < detail.size(); ++k) line += (k == 0 ? "; " : ", ") + detail[k];
    out.unmet.push_back(line + ".");
  }
  // Equal requirements (the Clay Golem's two red 4+) are explained by equal words: said once, with
  // how many of them are unmet (the box repeated the same paragraph).
  std::vector<std::string> once;
  std::vector<int> times;
  for (const std::string& line : out.unmet) {
    const auto same = std::find(once.begin(), once.end(), line);
    if (same != once.end()) ++times[static_cast<std::size_t>(same - once.begin())];
    else once.push_back(line), times.push_back(1);
  }
  for (std::size_t i = 0; i < once.size(); ++i)
    if (times[i] > 1) once[i] = t.format("coach.unmet_times", {std::to_string(times[i]), once[i]});
  out.unmet = std::move(once);
  if (out.passes) return out;
  // What would still work now: gem rerolls, each item or the ability on its best die (alone or
  // followed by the gems), the best chance first so the most useful line is read first.
  std::vector<std::pair<double, std::string>> works;
  if (rescue && rescue->gems.die >= 0 && rescue->gems.pass_with_gems.size() > 1) {
    const auto& w = rescue->gems.pass_with_gems;
    if (w[1] > 0) {
      std::string line = t.format("coach.gem_chance", {std::to_string(rescue->gems.die + 1), pct(w[1])});
      line += w.size() > 2 ? t.format("coach.gems_chance", {std::to_string(w.size() - 1), pct(w.back())}) : ".";
      // A die "Why it fails" does not name: say why that one is rerolled (the best chance).
      if (!rerolled_named) line += t.format("coach.gem_die_why", {std::to_string(rescue->gems.die + 1)});
      works.emplace_back(w.back(), line);
    } else if (w.back() > 0) {  // one reroll cannot pass: only the gems together (never "0% to pass")
      works.emplace_back(w.back(), t.format("coach.gems_only_chance", {std::to_string(w.size() - 1), pct(w.back())}));
    }
  }
  if (rescue)
    for (const HelperRescue& h : rescue->helpers) {
      const std::string name = coach_helper_name(game, h.helper, t.language());
      const bool then_gems = h.with_gems > h.chance + 1e-9;
      if (h.chance <= 0) {  // only with the gems after it
        works.emplace_back(h.with_gems, t.format("coach.item_then_gems", {name, std::to_string(h.gems_die + 1), pct(h.with_gems)}));
        continue;
      }
      const std::string die = std::to_string(h.die + 1);
      works.emplace_back(h.with_gems, h.chance >= 1 ? t.format("coach.item_passes", {name, die})
                                      : then_gems ? t.format("coach.item_chance_gems", {name, die, pct(h.chance), pct(h.with_gems)})
                                                  : t.format("coach.item_chance", {name, die, pct(h.chance)}));
    }
  std::stable_sort(works.begin(), works.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  for (auto& w : works) out.still_works.push_back(std::move(w.second));
  if (out.still_works.empty())
    out.still_works.push_back(t.get(seen.state().test.optional ? "coach.nothing_optional" : "coach.nothing_main"));
  return out;
}

std::optional<ChanceLine> coach_chance(const Game& game, const DiceCounts& selection, const std::string& lang) {
  const std::optional<HelpedChance> c = best_helped_chance(game.content(), game.observe(-1), selection);
  if (!c) return std::nullopt;
  ChanceLine out;
  out.now = c->now;
  out.with_help = c->with_help;
  if (c->best) out.best_help = coach_helper_name(game, *c->best, lang);
  return out;
}

std::string helped_chance_line(const Game& game, const DiceCounts& selection, const StringTable& t) {
  const std::optional<ChanceLine> c = coach_chance(game, selection, t.language());
  if (!c || c->best_help.empty() || c->with_help <= c->now) return "";
  return t.format("table.chance_item", {c->best_help, pct(c->with_help)});
}

std::string resolve_label(const Game& game, const StringTable& t) {
  const TableState& st = game.observe(-1).state();
  if (!st.test.active || !st.test.rolled) return t.get("act.resolve");
  const bool ok = coach_roll_passes(game);
  // Only a monster fought down pays its reward (R9.6.4).
  const MonsterTest monster = monster_under_test(st);
  if (!ok) {
    // What failing costs is the rules' answer (a "+" test or a dodge costs nothing), not a guess here.
    if (lives_lost_on_resolve(game) == 0) return t.get("coach.resolve_free");
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
  // The engine's pick for the plain hint (at a fork it already prefers a path passable now, R5.9).
  const Action a = hint_pick(game.content(), game.observe(game.pending().owner), game.legal_actions());
  const std::string why = action_reason(game, a, t);
  std::string label = std::holds_alternative<Resolve>(a) ? resolve_label(game, t) : action_label(game, a, t);
  return Hint{a, t.format("coach.hint_line", {label, why})};
}

std::string action_reason(const Game& game, const Action& a, const StringTable& t) {
  if (std::string coop = coop_hint_reason(game, a, t); !coop.empty()) return coop;
  const Observation seen = game.observe(game.pending().owner);
  const TableState& st = seen.state();
  // Between co-op turns nobody is active: the seat asked decides.
  const int seat = st.active_player() >= 0 ? st.active_player() : game.pending().owner;
  if (seat < 0 || seat >= static_cast<int>(st.players.size())) return t.get("coach.why_other");
  if (const auto* c = std::get_if<ChooseOption>(&a))
    return t.format("coach.why_option", {pct(option_chance(game.content(), seen, seat, c->option))});
  if (const auto* r = std::get_if<RollDice>(&a))
    return t.format("coach.why_roll", {pct(roll_chance(game.content(), seen, r->dice).value_or(0))});
  if (std::holds_alternative<RerollWithGem>(a)) {
    const auto adv = reroll_advice(game.content(), seen, 1);
    return t.format("coach.why_reroll", {pct(adv && adv->pass_with_gems.size() > 1 ? adv->pass_with_gems[1] : 0)});
  }
  if (std::holds_alternative<Resolve>(a)) return t.get(coach_roll_passes(game) ? "coach.why_resolve_pass" : "coach.why_resolve_fail");
  if (std::holds_alternative<Rest>(a)) return t.get("coach.why_rest");
  if (std::holds_alternative<MoveOn>(a)) return t.get("coach.why_move_on");
  if (std::holds_alternative<AttemptOptional>(a)) return t.get("coach.why_optional");
  if (std::holds_alternative<SkipOptional>(a)) return t.get("coach.why_skip");
  if (std::holds_alternative<UseItem>(a) || std::holds_alternative<UseAbility>(a)) return t.get("coach.why_use");
  if (std::holds_alternative<Buy>(a)) return t.get("coach.why_buy");
  if (std::holds_alternative<Heal>(a)) return t.get("coach.why_heal");
  if (std::holds_alternative<LeaveShop>(a)) return t.get("coach.why_leave");
  if (const auto* b = std::get_if<ChooseBranch>(&a)) {
    // The chance of that path's next card with the dice held, and whether the other way's is out of reach.
    const auto outlooks = branch_outlooks(game.content(), seen, seat, game.legal_actions());
    const bool other_blocked = std::any_of(outlooks.begin(), outlooks.end(), [&](const BranchOutlook& o) {
      return o.branch != b->branch && o.node >= 0 && o.chance_now <= 0;
    });
    for (const BranchOutlook& o : outlooks)
      if (o.branch == b->branch)
        return o.node < 0          ? t.get("coach.why_branch")
               : o.chance_now <= 0 ? t.get("coach.why_branch_rest")
               : other_blocked     ? t.format("coach.why_branch_now", {pct(o.chance_now)})
                                   : t.format("coach.why_branch_chance", {pct(o.chance_now)});
    return t.get("coach.why_branch");
  }
  return t.get("coach.why_other");
}

}  // namespace hs::app

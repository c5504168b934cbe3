// The public read-only queries, answered by the same functions the rules apply.
#include "highscore/queries.hpp"

#include <algorithm>
#include <deque>

#include "rules/rules.hpp"

namespace hs {

std::vector<int> board_distances(const TableState& s, int from, bool both_ways) {
  std::vector<int> dist(s.board.size(), -1);
  std::deque<int> queue{from};
  dist[from] = 0;
  while (!queue.empty()) {
    const int at = queue.front();
    queue.pop_front();
    auto visit = [&](int n) {
      if (dist[n] >= 0) return;
      dist[n] = dist[at] + 1;
      queue.push_back(n);
    };
    for (int n : s.board[at].next) visit(n);
    if (both_ways)
      for (int n : s.board[at].prev) visit(n);
  }
  return dist;
}

namespace {

// The nearest dice decision from the top (a reaction may sit above it, never another test), or null.
const Decision* dice_decision(const TableState& s) {
  for (auto it = s.stack.rbegin(); it != s.stack.rend(); ++it) {
    const Decision& d = it->decision;
    if (it->step == StepKind::Decision && (d.kind == DecisionKind::ChooseDice || d.kind == DecisionKind::AfterRoll))
      return &d;
  }
  return nullptr;
}

}  // namespace

MonsterTest monster_under_test(const TableState& s) {
  const Decision* d = dice_decision(s);
  if (!d || d->subject < 0 || d->detail >= kShotTest) return {};
  return {d->subject, static_cast<MonsterTestKind>(d->detail)};
}

ShotTest shot_under_test(const TableState& s) {
  const Decision* d = dice_decision(s);
  if (!d || d->subject < 0 || d->detail < kShotTest) return {};
  return {d->subject, d->detail - kShotTest};
}

const TestOption& shot_option(int needed) {
  static const std::vector<TestOption> options = [] {
    std::vector<TestOption> out(7);
    for (int v = 0; v < 7; ++v) out[static_cast<std::size_t>(v)].require = {Requirement{Color::Any, std::max(v, 1)}};
    return out;
  }();
  return options[static_cast<std::size_t>(std::clamp(needed, 0, 6))];
}

const TestOption* option_under_test(const Content& content, const TableState& s) {
  if (!s.test.active || s.active_player() < 0) return nullptr;
  const int card = s.board[s.players[s.active_player()].node].card;
  if (card < 0 && monster_under_test(s).entity < 0 && shot_under_test(s).shooter < 0) return nullptr;
  return &rules::current_test_option(content, s);
}

std::vector<Requirement> requirements_under_test(const Content& content, const TableState& s) {
  const TestOption* option = option_under_test(content, s);
  if (!option) return {};
  std::vector<Requirement> all = option->require;
  if (!s.test.optional && monster_under_test(s).entity < 0 && shot_under_test(s).shooter < 0) {
    const Node& node = s.board[s.players[s.active_player()].node];
    all.insert(all.end(), node.raised.begin(), node.raised.end());
  }
  return all;
}

int shop_price(const Content& content, const TableState& s, int offer, bool trade_in) {
  if (offer < 0 || offer >= static_cast<int>(s.shop.offer.size()) || s.active_player() < 0) return 0;
  const int equipment = s.shop.offer[offer];
  if (equipment < 0) return 0;
  return rules::shop_price(content, s.players[s.active_player()], equipment, trade_in);
}

int treasure(const Content& content, const Player& p) { return rules::treasure(content, p); }

WinRanking rank_winners(const Content& content, const TableState& s) { return rules::rank_winners(content, s); }

int lucky_die(const Character& ch, const std::vector<TestDie>& dice) {
  for (std::size_t i = 0; i < dice.size(); ++i)
    if (dice[i].rolled_color == ch.lucky_color &&
        std::find(ch.lucky_values.begin(), ch.lucky_values.end(), dice[i].natural) != ch.lucky_values.end())
      return static_cast<int>(i);
  return -1;
}

DiceCounts dice_allowed(const DiceCounts& pool, const TestOption& option) {
  DiceCounts dice;
  for (Color c : kAllDieColors)
    if (std::find(option.forbid.begin(), option.forbid.end(), c) == option.forbid.end()) dice[c] = pool[c];
  return dice;
}

double monster_test_chance(const Content& content, const TableState& s, int seat, int entity, MonsterTestKind kind) {
  if (entity < 0 || entity >= static_cast<int>(s.entities.size()) || seat < 0 || seat >= static_cast<int>(s.players.size()))
    return 0.0;
  const Entity& e = s.entities[static_cast<std::size_t>(entity)];
  if (e.kind != EntityKind::Monster || e.card < 0 || e.card >= static_cast<int>(content.monsters.size())) return 0.0;
  const Monster& m = content.monsters[static_cast<std::size_t>(e.card)];
  const TestOption& option = kind == MonsterTestKind::Ambush ? m.ability.test : m.test;
  return pass_probability(dice_allowed(s.players[static_cast<std::size_t>(seat)].pool, option), option,
                          roll_modifiers(content, s, seat));
}

RollModifiers roll_modifiers(const Content& content, const TableState& s, int seat) {
  // One pass over the items (as rules::passive_count counts them per colour): bots ask this often.
  RollModifiers mods;
  const Player& p = s.players[seat];
  for (const OwnedItem& item : p.items) {
    const EquipmentCard& card = content.equipment[item.item];
    if (card.usage != Usage::Passive) continue;
    const bool bonus = card.effect.kind == EffectKind::BonusAll;
    if (!bonus && card.effect.kind != EffectKind::ExtraDie) continue;
    for (Color c : kAllDieColors)
      if (card.effect.color == Color::Any || card.effect.color == c)
        ++(bonus ? mods.bonus : mods.extra_dice)[static_cast<std::size_t>(c)];
  }
  for (Color c : kAllDieColors) {
    const auto i = static_cast<std::size_t>(c);
    mods.extra_dice[i] = std::min(mods.extra_dice[i], s.supply[c]);
  }
  return mods;
}

std::string_view end_reason(const TableState& s) {
  if (!s.finished) return "unfinished";
  switch (s.end_reason) {
    case EndReason::LastBoss: return "winner";  // R8.1/R8.2: whoever beat the last boss
    case EndReason::NobodyLeft: return "nobody_left";  // R8.3
    case EndReason::RitualComplete: return "ritual";   // R9.6.5
    case EndReason::OutOfLives: return "lives";        // R9.6.5, R9.7J
    case EndReason::Caught: return "caught";           // R9.7J
    case EndReason::CoopVictory: return "coop_victory";  // R9.8
    case EndReason::CoopFallen: return "coop_fallen";
    case EndReason::CoopPoisoned: return "coop_poisoned";
    case EndReason::None: break;
  }
  return s.winners.empty() ? "nobody_left" : "winner";
}

}  // namespace hs

// The advisor bot: at each decision it weighs the legal actions by expected points (bot_advisor_eval)
// using the exact odds, and keeps a one-line reason for the coach ("roll 2 red + 1 yellow: 83% to
// pass"). It is handed only its seat's observation, so it never sees the RNG, scripted dice, a deck
// order or a face-down card.
#include <algorithm>
#include <cmath>
#include <optional>

#include "bots/bot_advisor.hpp"

#include "bots/advisor_solo.hpp"
#include "bots/advisor_coop.hpp"
#include "bots/advisor_variants.hpp"
#include "bots/bot_advisor_eval.hpp"
#include "bots/shared_odds.hpp"
#include "highscore/matching.hpp"
#include "highscore/queries.hpp"
#include "odds/probability_model.hpp"

namespace hs {

namespace {

using namespace advisor;


const DungeonCard* card_of(const View& v, int node) {
  const int card = v.state.board[static_cast<std::size_t>(node)].card;
  return card < 0 ? nullptr : &v.content.cards[static_cast<std::size_t>(card)];
}

// The option being played: the chosen main option or the "+" test (its card is face up by now).
const TestOption& active_option(const View& v) { return *option_under_test(v.content, v.state); }

// An item or ability use among the legal actions, with the effect it applies.
struct EffectUse {
  Action action;
  const Effect* effect;
  Usage usage;            // the ability counts as exhaust (once per turn)
  const EquipmentCard* item;  // null for the ability
};

std::vector<EffectUse> effect_uses(const View& v, const std::vector<Action>& legal) {
  std::vector<EffectUse> out;
  const Player& p = v.player();
  for (const Action& a : legal) {
    if (const auto* use = std::get_if<UseItem>(&a)) {
      const EquipmentCard& item = v.content.equipment[static_cast<std::size_t>(p.items[static_cast<std::size_t>(use->item)].item)];
      out.push_back({a, &item.effect, item.usage, &item});
    } else if (std::holds_alternative<UseAbility>(a)) {
      out.push_back({a, &v.content.characters[static_cast<std::size_t>(p.character)].ability, Usage::Exhaust, nullptr});
    }
  }
  return out;
}

int use_die(const Action& a) {
  if (const auto* u = std::get_if<UseItem>(&a)) return u->die;
  if (const auto* u = std::get_if<UseAbility>(&a)) return u->die;
  return -1;
}
Color use_color(const Action& a) {
  if (const auto* u = std::get_if<UseItem>(&a)) return u->color;
  if (const auto* u = std::get_if<UseAbility>(&a)) return u->color;
  return Color::Any;
}

// Using up a card: exhaust items and the ability come back next turn; a discard item is gone, with
// its treasure (R8.2).
double use_cost(const EffectUse& u) {
  if (u.usage == Usage::Discard) return item_worth(*u.item) + u.item->price * kCoin;
  return u.item ? 0.8 : 0.5;
}

bool passes(const TestOption& option, const std::vector<MatchDie>& dice) {
  // Each die as the requirements it may serve (none for a forbidden colour), matched on the stack:
  // the same answer as match_dice over the usable dice, asked many times per roll weighed.
  if (option.require.size() <= 32 && dice.size() <= 32) {
    odds_detail::ReqMask masks[32];
    int n = 0;
    for (const MatchDie& d : dice)
      if (const odds_detail::ReqMask m = odds_detail::serve_mask(option.require, option.forbid, d.color, d.value)) masks[n++] = m;
    return odds_detail::covers_all(masks, n, static_cast<int>(option.require.size()));
  }
  std::vector<MatchDie> usable;
  for (const MatchDie& d : dice)
    if (std::find(option.forbid.begin(), option.forbid.end(), d.color) == option.forbid.end()) usable.push_back(d);
  return match_dice(option.require, usable).has_value();
}

std::vector<MatchDie> test_dice(const View& v) {
  std::vector<MatchDie> dice;
  for (const TestDie& d : v.state.test.dice) dice.push_back({d.color, d.value});
  return dice;
}

struct Choice {
  Action action;
  std::string reason;
};

class AdvisorBot : public Bot {
 public:
  // The advisor is fully deterministic; the seed is taken only for make_bot()'s uniform signature.
  AdvisorBot() = default;
  std::string name() const override { return "advisor"; }

  Action choose(const Content& ct, const Observation& seen, const std::vector<Action>& legal) override {
    if (legal.empty()) return Rest{};
    Choice c = decide(view_of(ct, seen), seen.pending, legal);
    last_action_ = c.action;
    last_reason_ = c.reason;
    last_log_size_ = seen.actions_applied;
    return c.action;
  }

  std::string explain(const Content& ct, const Observation& seen, const std::vector<Action>& legal,
                      const Action& action) const override {
    if (last_log_size_ == seen.actions_applied && last_action_ && *last_action_ == action) return last_reason_;
    if (legal.empty()) return "the game is over";
    Choice c = decide(view_of(ct, seen), seen.pending, legal);
    if (c.action == action) return c.reason;
    if (const auto* roll = std::get_if<RollDice>(&action)) {
      // Someone else's choice of dice: still say what it is worth.
      const TableState& s = seen.state();
      View v{ct, *seen.options, s, s.active_player()};
      DiceCounts rolled = roll->dice;
      rolled += s.test.added;
      const double p = odds_.pass(active_option(v), rolled, roll_modifiers(v), 0);
      return "roll " + dice_words(roll->dice) + ": " + percent(p) + " to pass (advisor would: " + c.reason + ")";
    }
    return describe(action) + " (advisor would: " + c.reason + ")";
  }

 private:
  static View view_of(const Content& ct, const Observation& seen) {
    return View{ct, *seen.options, seen.state(), seen.pending.owner, seen.level_deck_sizes};
  }

  Choice decide(const View& v, const Decision& pending, const std::vector<Action>& legal) const {
    std::optional<Choice> c;
    // The solo adventures' own decisions and monster tests (advisor_solo.cpp).
    if (auto solo = advise_solo(v, odds_, pending, legal))
      if (std::find(legal.begin(), legal.end(), solo->action) != legal.end()) return {solo->action, solo->reason};
    if (v.options.mode == Mode::Coop)  // R9.8: the party's choices, potions at any decision
      if (auto advice = coop_advice(v, odds_, pending.kind, legal)) c = Choice{advice->action, advice->reason};
    if (!c) switch (pending.kind) {
      case DecisionKind::TurnAction: c = turn_action(v, legal); break;
      case DecisionKind::ChooseDice: c = choose_dice(v, legal); break;
      case DecisionKind::AfterRoll: c = after_roll(v, legal); break;
      case DecisionKind::OptionalTest: c = optional_test(v, legal); break;
      case DecisionKind::ChooseBranch: c = choose_branch(v, legal); break;
      case DecisionKind::Shop: c = shop(v, legal); break;
      case DecisionKind::Reaction:
        if (auto a = answer_reaction(v, legal)) c = Choice{a->first, a->second};
        break;
      default: break;
    }
    if (c && std::find(legal.begin(), legal.end(), c->action) != legal.end()) return *c;
    // Decisions of modes the advisor does not know yet: the first legal action, said plainly.
    return {legal.front(), describe(legal.front()) + ": no advice for this decision"};
  }

  // --- the turn: free help first, then the best option by expected points, or rest.
  std::optional<Choice> turn_action(const View& v, const std::vector<Action>& legal) const {
    const Player& p = v.player();
    const DungeonCard* here = card_of(v, p.node);
    // Exploration (R9.5) first: a way ahead that ends in a dead end is not taken, even from a peddler.
    if (auto back = going_back(v, legal)) return Choice{back->first, back->second};
    if (here && here->kind == CardKind::Peddler && std::find(legal.begin(), legal.end(), Action{MoveOn{}}) != legal.end())
      return Choice{MoveOn{}, "move on: a peddler needs no test"};
    // A ready expert ability (R9.4) before the card's test, weighing the die it takes from this roll.
    if (auto use = expert_use(v, legal, false, expert_die_cost(v, legal))) return Choice{use->first, use->second};
    for (const EffectUse& u : effect_uses(v, legal)) {
      const EffectKind k = u.effect->kind;
      const bool free_use = u.usage != Usage::Discard;
      if (free_use && (k == EffectKind::RecoverSpent || k == EffectKind::AddPoolDie))
        return Choice{u.action, "use it now: one more " + std::string(color_name(use_color(u.action))) + " die this turn"};
      const bool low = p.lives <= 1 && p.max_lives > 1;
      if (low && k == EffectKind::Heal) return Choice{u.action, "drink the potion: one life left"};
      if (low && k == EffectKind::DiscardDieHeal && (use_color(u.action) == Color::Red || use_color(u.action) == Color::Blue))
        return Choice{u.action, "trade a die for a life: one life left"};
    }
    // Resting is worth what this card offers a fresh pool next turn, less the turn it costs; so a hard
    // card is still tried with a full pool rather than waited on for ever. In co-op (R9.8) the next
    // turn starts in town again: resting keeps nothing.
    const bool next_turn_here = v.options.mode != Mode::Coop;
    const double rest_value =
        here && next_turn_here ? card_value(v, p.node, fresh_pool(v), life_cost(v)) - solo_tempo(v) : 0.0;
    double best_value = rest_value;
    std::optional<Choice> best;
    double best_seen_pass = 0.0;
    for (const Action& a : legal) {
      const auto* choose = std::get_if<ChooseOption>(&a);
      if (!choose || !here) continue;
      const TestOption& option = here->options[static_cast<std::size_t>(choose->option)];
      const RollPlan plan = best_roll(v, odds_, option, pass_value(v, *here, option, false), life_cost(v), p.pool);
      if (!plan.found) continue;
      best_seen_pass = std::max(best_seen_pass, plan.pass);
      // Co-op: worth trying whenever the odds outweigh the life at stake (unused dice are lost).
      const double worth = next_turn_here ? plan.value : plan.stakes;
      if (worth > best_value) {
        best_value = worth;
        best = Choice{a, "option " + std::to_string(choose->option + 1) + ": roll " + dice_words(plan.dice) + ": " +
                             percent(plan.pass) + " to pass"};
      }
    }
    if (best) return best;
    if (!next_turn_here) return Choice{Rest{}, "rest: the best roll is " + percent(best_seen_pass) + " to pass, not worth a life"};
    // Dice left at the end of a turn go back to the supply: a spare one may as well be placed.
    if (auto use = expert_use(v, legal, true)) return Choice{use->first, use->second};
    return Choice{Rest{}, "rest: the best roll is " + percent(best_seen_pass) + " to pass; a full pool next turn does better"};
  }

  // What one die of the expert ability's colour, placed now, costs this card's best roll (R9.4).
  double expert_die_cost(const View& v, const std::vector<Action>& legal) const {
    const Player& p = v.player();
    const DungeonCard* here = card_of(v, p.node);
    const bool can_use = std::any_of(legal.begin(), legal.end(), [](const Action& a) { return std::holds_alternative<UseExpert>(a); });
    const Color color = v.content.characters[static_cast<std::size_t>(p.character)].expert.color;
    if (!here || !can_use || p.pool[color] < 1) return 0.0;
    DiceCounts fewer = p.pool;
    --fewer[color];
    return std::max(0.0, best_over_options(v, odds_, *here, p.pool, &RollPlan::value) -
                             best_over_options(v, odds_, *here, fewer, &RollPlan::value));
  }

  // The dice the player will hold at the start of the next turn (R4.2).
  static DiceCounts fresh_pool(const View& v) {
    const Player& p = v.player();
    DiceCounts pool = v.content.characters[static_cast<std::size_t>(p.character)].pool;
    for (const OwnedItem& owned : p.items) {
      const EquipmentCard& item = v.content.equipment[static_cast<std::size_t>(owned.item)];
      if (item.usage == Usage::Pool && item.effect.kind == EffectKind::AddPoolDie && item.effect.color != Color::Any)
        ++pool[item.effect.color];
    }
    for (int c = 0; c < kDieColors; ++c) pool.n[c] = std::min(pool.n[c], kSupplyPerColor[c]);
    return pool;
  }

  std::optional<Choice> choose_dice(const View& v, const std::vector<Action>& legal) const {
    const Player& p = v.player();
    const DungeonCard& card = *card_of(v, p.node);
    const TestOption& option = active_option(v);
    // A shot (R9.4.1) pays nothing: passing it only keeps the life.
    const bool shot = shot_under_test(v.state).shooter >= 0;
    const double win = shot ? 0.0 : pass_value(v, card, option, v.state.test.optional);
    const double lose = v.state.test.optional ? 0.0 : life_cost(v);
    const RollPlan plan = best_roll(v, odds_, option, win, lose, p.pool);
    // Pre-roll help: a free extra die, or a better colour, when it beats the plain plan.
    for (const EffectUse& u : effect_uses(v, legal)) {
      if (u.usage == Usage::Discard && p.lives > 1) continue;
      const EffectKind k = u.effect->kind;
      const Color c = use_color(u.action);
      RollPlan with;
      if (k == EffectKind::AddTestDie || k == EffectKind::ExtraDie) {
        DiceCounts extra;
        extra[c == Color::Any ? u.effect->color : c] = 1;
        with = best_roll(v, odds_, option, win, lose, p.pool, extra);
      } else if (k == EffectKind::ConvertPoolDie) {
        const Color from = u.effect->color == Color::Any ? c : u.effect->color;
        const Color to = u.effect->to == Color::Any ? c : u.effect->to;
        DiceCounts pool = p.pool;
        --pool[from];
        ++pool[to];
        with = best_roll(v, odds_, option, win, lose, pool);
      } else {
        continue;
      }
      if (with.found && with.value - use_cost(u) > plan.value + 0.5)
        return Choice{u.action, "use it first: " + percent(plan.pass) + " becomes " + percent(with.pass) + " to pass"};
    }
    if (plan.found) return Choice{RollDice{plan.dice}, "roll " + dice_words(plan.dice) + ": " + percent(plan.pass) + " to pass"};
    for (const Action& a : legal)
      if (std::holds_alternative<RollDice>(a)) return Choice{a, "roll: no choice of dice can pass"};
    return std::nullopt;
  }

  std::optional<Choice> after_roll(const View& v, const std::vector<Action>& legal) const {
    const Player& p = v.player();
    const DungeonCard& card = *card_of(v, p.node);
    const TestOption& option = active_option(v);
    const std::vector<MatchDie> dice = test_dice(v);
    const auto uses = effect_uses(v, legal);
    if (passes(option, dice)) {
      // Free recoveries keep a die for the next card.
      for (const EffectUse& u : uses) {
        const EffectKind k = u.effect->kind;
        if (u.usage == Usage::Discard || (k != EffectKind::RecoverValue && k != EffectKind::RecoverAfterSuccess)) continue;
        return Choice{u.action, "the roll passes; recover the " + std::string(color_name(dice[static_cast<std::size_t>(use_die(u.action))].color)) + " die"};
      }
      return Choice{Resolve{}, "resolve: the roll passes"};
    }
    const bool optional = v.state.test.optional;
    const bool shot = shot_under_test(v.state).shooter >= 0;
    const double stake = (shot ? 0.0 : pass_value(v, card, option, optional)) + (optional ? 0.0 : life_cost(v));
    const RollModifiers mods = roll_modifiers(v);
    Choice best{Resolve{}, "resolve: nothing left can save this roll"};
    double best_gain = 0.0;
    if (p.gems > 0) {
      auto advice = shared_reroll_advice(option, dice, mods, std::min(p.gems, 2));
      if (advice && advice->die >= 0) {
        const double chance = advice->pass_with_gems.back();
        const double gain = chance * stake - kGem * 1.5;
        if (gain > best_gain) {
          best_gain = gain;
          const MatchDie& d = dice[static_cast<std::size_t>(advice->die)];
          best = {RerollWithGem{advice->die}, "reroll the " + std::string(color_name(d.color)) + " " + std::to_string(d.value) +
                                                  " with a gem: " + percent(chance) + " to pass with up to " +
                                                  std::to_string(advice->pass_with_gems.size() - 1) + " gems"};
        }
      }
    }
    for (const EffectUse& u : uses) {
      const EffectKind k = u.effect->kind;
      std::vector<MatchDie> after = dice;
      double chance = 0.0;
      const int die = use_die(u.action);
      if (k == EffectKind::Reroll) {
        const MatchDie d = dice[static_cast<std::size_t>(die)];
        for (int face = 1; face <= 6; ++face) {
          after[static_cast<std::size_t>(die)].value = face + mods.bonus[static_cast<int>(d.color)];
          chance += passes(option, after) ? 1.0 / 6.0 : 0.0;
        }
      } else if (k == EffectKind::AddValue) {
        after[static_cast<std::size_t>(die)].value += u.effect->amount;
        chance = passes(option, after) ? 1.0 : 0.0;
      } else if (k == EffectKind::BonusAll) {
        for (MatchDie& d : after)
          if (u.effect->color == Color::Any || d.color == u.effect->color) ++d.value;
        chance = passes(option, after) ? 1.0 : 0.0;
      } else if (k == EffectKind::TransformRolled) {
        const Color from = u.effect->color == Color::Any ? use_color(u.action) : u.effect->color;
        const Color to = u.effect->to == Color::Any ? use_color(u.action) : u.effect->to;
        for (MatchDie& d : after)
          if (d.color == from) d.color = to;
        chance = passes(option, after) ? 1.0 : 0.0;
      } else {
        continue;
      }
      double cost = use_cost(u);
      if (k == EffectKind::TransformRolled) cost += life_cost(v);
      const double gain = chance * stake - cost;
      if (gain > best_gain) {
        best_gain = gain;
        best = {u.action, (u.item ? "use " + u.item->name.en : std::string("use the ability")) + ": " + percent(chance) + " to pass"};
      }
    }
    return best;
  }

  std::optional<Choice> optional_test(const View& v, const std::vector<Action>& legal) const {
    const Player& p = v.player();
    const DungeonCard& card = *card_of(v, p.node);
    if (card.optional && std::find(legal.begin(), legal.end(), Action{AttemptOptional{}}) != legal.end()) {
      const RollPlan plan = best_roll(v, odds_, *card.optional, pass_value(v, card, *card.optional, true), 0.0, p.pool);
      if (plan.found && plan.value > 0.0)
        return Choice{AttemptOptional{}, "try the chest: " + dice_words(plan.dice) + " is " + percent(plan.pass) + " to pass"};
    }
    return Choice{SkipOptional{}, "skip the chest: not worth the dice"};
  }

  // How inviting a card is: the best option's expected points with this pool.
  double card_value(const View& v, int node, const DiceCounts& pool, double fail_cost) const {
    const DungeonCard* card = card_of(v, node);
    if (!card) return 0.0;  // hidden (R9.1): no opinion
    double best = 0.0;
    bool found = false;
    for (const TestOption& option : card->options) {
      const RollPlan plan = best_roll(v, odds_, option, pass_value(v, *card, option, false), fail_cost, pool);
      if (plan.found && (!found || plan.value > best)) {
        best = plan.value;
        found = true;
      }
    }
    return best;  // 0 for a card without a test (peddler) or one no die can attempt
  }

  std::optional<Choice> choose_branch(const View& v, const std::vector<Action>& legal) const {
    const Player& p = v.player();
    const Node& here = v.state.board[static_cast<std::size_t>(p.node)];
    DiceCounts full = v.content.characters[static_cast<std::size_t>(p.character)].pool;
    double best = -1e18;
    int best_branch = 0;
    for (const Action& a : legal) {
      const auto* b = std::get_if<ChooseBranch>(&a);
      if (!b) continue;
      // R9.5: a bifurcation's branch not drawn yet is weighed as an average card.
      const double score = branch_value(v, p.node, b->branch, [&](int node) { return card_value(v, node, full, 5.0); });
      if (score > best) {
        best = score;
        best_branch = b->branch;
      }
    }
    if (best_branch >= static_cast<int>(here.next.size()))
      return Choice{ChooseBranch{best_branch}, "take the unexplored branch: better than what has been drawn so far"};
    return Choice{ChooseBranch{best_branch}, best_branch == 0 ? "take the upper branch: its cards suit this pool better"
                                                              : "take the lower branch: its cards suit this pool better"};
  }

  std::optional<Choice> shop(const View& v, const std::vector<Action>& legal) const {
    const Player& p = v.player();
    const int missing = p.max_lives - p.lives;
    if (missing > 0) {
      const int by_coins = std::min(missing, p.coins / 2);
      if (by_coins > 0) return Choice{Heal{by_coins}, "heal " + std::to_string(by_coins) + " for " + std::to_string(2 * by_coins) + " coins"};
      if (p.lives <= 1) return Choice{Heal{1}, "heal 1: one life left is too risky"};
    }
    double best_gain = 0.3;
    std::optional<Choice> best;
    for (const Action& a : legal) {
      const auto* buy = std::get_if<Buy>(&a);
      if (!buy) continue;
      const EquipmentCard& item = v.content.equipment[static_cast<std::size_t>(v.state.shop.offer[static_cast<std::size_t>(buy->offer)])];
      int discount = 0;
      for (const OwnedItem& owned : p.items) {
        const EquipmentCard& o = v.content.equipment[static_cast<std::size_t>(owned.item)];
        if (o.usage == Usage::Passive && o.effect.kind == EffectKind::Discount) discount += o.effect.amount;
      }
      const int price = std::max(0, item.price - discount - (buy->trade_in >= 0 ? 1 : 0));
      const int coins = std::min(p.coins, price);
      // Treasure counts only to break ties (R8.2); what the item does matters more.
      double gain = item_worth(item) + 0.3 * item.price - coins * kCoin - (price - coins) * kGem;
      if (buy->trade_in >= 0) {
        const EquipmentCard& old = v.content.equipment[static_cast<std::size_t>(p.items[static_cast<std::size_t>(buy->trade_in)].item)];
        gain -= item_worth(old) + 0.3 * old.price;
      }
      if (gain > best_gain) {
        best_gain = gain;
        best = Choice{a, "buy " + item.name.en + " for " + std::to_string(price) + ": worth it"};
      }
    }
    if (best) return best;
    return Choice{LeaveShop{}, "leave the shop: nothing worth its price"};
  }

  mutable OddsMemo odds_;
  std::optional<Action> last_action_;
  std::string last_reason_;
  std::size_t last_log_size_ = 0;
};

}  // namespace

std::unique_ptr<Bot> make_advisor_bot(std::uint64_t /*seed*/) { return std::make_unique<AdvisorBot>(); }

}  // namespace hs

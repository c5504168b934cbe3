// Game's single path for changes (R10.2): the pending decision, the list of legal actions, apply()
// (check first, then change), the per-player observation and undo by replay.
#include <type_traits>

#include "highscore/game.hpp"
#include "highscore/matching.hpp"
#include "highscore/queries.hpp"
#include "rules/rules.hpp"
#include "rules/start_setup.hpp"

namespace hs {

namespace rules {

const DungeonCard& card_at(const Content& content, const TableState& s, int node) {
  return content.cards[s.board[node].card];
}

// The test is always the turn's player's, on the card they stand on.
const TestOption& current_test_option(const Content& content, const TableState& s) {
  // R9.6.4: a fight or dodge rolls against the monster's test, an ambush against its ability's.
  if (const MonsterTest m = monster_under_test(s); m.entity >= 0) {
    const Monster& monster = content.monsters[s.entities[m.entity].card];
    return m.kind == MonsterTestKind::Ambush ? monster.ability.test : monster.test;
  }
  if (const ShotTest shot = shot_under_test(s); shot.shooter >= 0) return shot_option(shot.needed);  // R9.4.1
  const DungeonCard& card = card_at(content, s, s.players[s.active_player()].node);
  return s.test.optional ? *card.optional : card.options[s.test.option];
}

bool card_test(const TableState& s) { return monster_under_test(s).entity < 0 && shot_under_test(s).shooter < 0; }

bool color_forbidden(const TestOption& option, Color c) {
  for (Color f : option.forbid)
    if (f == c) return true;
  return false;
}

bool test_dice_pass(const Content& content, const TableState& s, const std::vector<TestDie>& dice) {
  const TestOption& option = current_test_option(content, s);
  std::vector<MatchDie> match;
  match.reserve(dice.size());
  for (const TestDie& d : dice) match.push_back({d.color, d.value});
  const Node& node = s.board[s.players[s.active_player()].node];
  // R5.12: raised requirements belong to the card's main options, never to a monster's test or a shot.
  if (s.test.optional || node.raised.empty() || !card_test(s)) return match_dice(option.require, match).has_value();
  std::vector<Requirement> all = option.require;  // R5.12: only a raised card pays for the copy
  all.insert(all.end(), node.raised.begin(), node.raised.end());
  return match_dice(all, match).has_value();
}

int test_requirement_count(const Content& content, const TableState& s) {
  const int own = static_cast<int>(current_test_option(content, s).require.size());
  if (s.test.optional || !card_test(s)) return own;
  return own + static_cast<int>(s.board[s.players[s.active_player()].node].raised.size());
}

int roll_die(GameState& s) {
  ++s.random_draws;
  if (!s.scripted_dice.empty()) {
    const int face = s.scripted_dice.front();
    s.scripted_dice.erase(s.scripted_dice.begin());
    return face;
  }
  return s.rng.die();
}

void shuffle_equipment_deck(GameState& s) {
  ++s.random_draws;
  s.rng.shuffle(s.equipment_deck);
  stack_reshuffled_equipment(s);  // a recorded order for this reshuffle (rules/start_setup.cpp)
}

}  // namespace rules

namespace {

using rules::Why;

// Actions of the variants and modes (R9): their hooks check and perform them.
template <typename T>
constexpr bool kVariantAction =
    std::is_same_v<T, UseExpert> || std::is_same_v<T, React> || std::is_same_v<T, Fight> ||
    std::is_same_v<T, Dodge> || std::is_same_v<T, ChooseNode> || std::is_same_v<T, ChoosePlayer> ||
    std::is_same_v<T, SplitPoison> || std::is_same_v<T, DrinkPotion>;

// Standard actions are checked by the rules; variant actions by the hooks that own them.
Why check_any(const Content& ct, const GameState& s, const HookSet& hooks, const Action& action) {
  if (s.finished) return Why{"R10.2", "the game is over"};
  return std::visit(
      [&](const auto& a) -> Why {
        using T = std::decay_t<decltype(a)>;
        if constexpr (kVariantAction<T>) {
          const ModeHooks* owner = hooks.owner_of(action);
          if (!owner) return Why{"R9", "this action belongs to a variant that is not being played"};
          return owner->check(ct, s, action);
        } else {
          // A mode or variant may forbid a standard action in its own situations (exploration: a
          // card that leads nowhere).
          for (int i = 0; i < hooks.count; ++i)
            if (const Why w = hooks.list[i]->refuse(ct, s, action); w.refused()) return w;
          return rules::check(ct, s, a);
        }
      },
      action);
}

void perform_any(rules::Ctx& c, const Action& action) {
  std::visit(
      [&](const auto& a) {
        using T = std::decay_t<decltype(a)>;
        if constexpr (kVariantAction<T>)
          c.hooks.owner_of(action)->perform(c, action);  // check_any found the owner
        else
          rules::perform(c, a);
      },
      action);
}

// Candidate parameters for an effect, by its shape; check_effect() keeps only the legal ones.
template <typename Make>
void effect_candidates(const GameState& s, const Effect& e, std::vector<Action>& out, const Content& ct,
                       Make make) {
  switch (rules::effect_param(e)) {
    case rules::EffectParam::Unusable: return;
    case rules::EffectParam::None:
      if (!rules::check_effect(ct, s, e, -1, Color::Any).refused()) out.push_back(make(-1, Color::Any));
      return;
    case rules::EffectParam::Die:
      for (int d = 0; d < static_cast<int>(s.test.dice.size()); ++d)
        if (!rules::check_effect(ct, s, e, d, Color::Any).refused()) out.push_back(make(d, Color::Any));
      return;
    case rules::EffectParam::Color:
      for (Color col : kAllDieColors)
        if (!rules::check_effect(ct, s, e, -1, col).refused()) out.push_back(make(-1, col));
      return;
  }
}

}  // namespace

void rules::item_and_ability_actions(const Content& ct, const GameState& s, std::vector<Action>& out) {
  const Player& p = rules::deciding_player(s);
  for (int i = 0; i < static_cast<int>(p.items.size()); ++i) {
    const EquipmentCard& card = ct.equipment[p.items[i].item];
    if (card.usage == Usage::Pool || card.usage == Usage::Passive) continue;
    if (card.usage == Usage::Exhaust && p.items[i].exhausted) continue;
    effect_candidates(s, card.effect, out, ct, [i](int die, Color col) { return Action{UseItem{i, die, col}}; });
  }
  if (!p.ability_exhausted)
    effect_candidates(s, ct.characters[p.character].ability, out, ct,
                      [](int die, Color col) { return Action{UseAbility{die, col}}; });
}

std::vector<Action> Game::legal_actions() const {
  std::vector<Action> out;
  out.reserve(16);  // one allocation covers every decision but large dice choices
  standard_actions(out);
  // The mode's own answers (reactions, monsters, co-op choices) and what a mode allows at any
  // decision (R9.8 the party's potions).
  if (!state_.finished) hooks_for(options_).each([&](const ModeHooks& h) { h.legal_actions(*content_, state_, out); });
  return out;
}

void Game::standard_actions(std::vector<Action>& out) const {
  const GameState& s = state_;
  const Content& ct = *content_;
  auto add_if_legal = [&](const auto& a) {
    if (!rules::check(ct, s, a).refused()) out.push_back(a);
  };
  const Decision decision = s.pending();
  using rules::item_and_ability_actions;
  const HookSet hooks = hooks_for(options_);
  // Variants drop what they forbid at a standard decision; their own answers are added by
  // legal_actions() (each hook's legal_actions) after this list.
  auto with_variants = [&](std::vector<Action>& list) {
    std::erase_if(list, [&](const Action& a) {
      for (int i = 0; i < hooks.count; ++i)
        if (hooks.list[i]->refuse(ct, s, a).refused()) return true;
      return false;
    });
  };
  switch (decision.kind) {
    case DecisionKind::Finished: return;
    case DecisionKind::TurnAction: {
      const DungeonCard& card = rules::card_at(ct, s, s.players[decision.owner].node);
      for (int i = 0; i < static_cast<int>(card.options.size()); ++i) add_if_legal(ChooseOption{i});
      add_if_legal(MoveOn{});
      item_and_ability_actions(ct, s, out);
      add_if_legal(Rest{});
      with_variants(out);  // expert abilities (R9.4), going back (R9.5)
      return;
    }
    case DecisionKind::ChooseDice: {
      const Player& p = s.players[decision.owner];
      const TestOption& option = rules::current_test_option(ct, s);
      int top[4];
      for (int c = 0; c < 4; ++c) top[c] = rules::color_forbidden(option, static_cast<Color>(c)) ? 0 : p.pool.n[c];
      out.reserve((top[0] + 1) * (top[1] + 1) * (top[2] + 1) * (top[3] + 1) + 8);
      // R5.2: every non-empty choice of allowed pool dice.
      for (int r = 0; r <= top[0]; ++r)
        for (int b = 0; b <= top[1]; ++b)
          for (int y = 0; y <= top[2]; ++y)
            for (int k = 0; k <= top[3]; ++k)
              if (r + b + y + k > 0) out.push_back(RollDice{DiceCounts{{r, b, y, k}}});
      item_and_ability_actions(ct, s, out);
      out.push_back(CancelTest{});
      return;
    }
    case DecisionKind::AfterRoll:
      for (int d = 0; d < static_cast<int>(s.test.dice.size()); ++d) add_if_legal(RerollWithGem{d});
      item_and_ability_actions(ct, s, out);
      out.push_back(Resolve{});
      return;
    case DecisionKind::OptionalTest:
      add_if_legal(AttemptOptional{});
      out.push_back(SkipOptional{});
      item_and_ability_actions(ct, s, out);
      return;
    case DecisionKind::ChooseBranch: {
      for (int b = 0; b < rules::fork_branches(ct, s, decision.node); ++b) out.push_back(ChooseBranch{b});
      item_and_ability_actions(ct, s, out);
      with_variants(out);
      return;
    }
    case DecisionKind::Shop: {
      const Player& p = s.players[decision.owner];
      for (int i = 0; i < static_cast<int>(s.shop.offer.size()); ++i) {
        if (s.shop.offer[i] < 0) continue;
        // R6.4: the only possible trade-in is the owned item with the same symbol.
        const int trade = rules::owned_with_symbol(ct, p, ct.equipment[s.shop.offer[i]].symbol);
        add_if_legal(Buy{i, trade});
      }
      for (int n = 1; n <= p.max_lives - p.lives; ++n) add_if_legal(Heal{n});
      out.push_back(LeaveShop{});
      item_and_ability_actions(ct, s, out);
      return;
    }
    case DecisionKind::Reaction:
    case DecisionKind::ModePhase:
    case DecisionKind::Monster:
    case DecisionKind::ChoosePlayer:
    case DecisionKind::ChooseNode:
    case DecisionKind::SplitPoison:
      return;  // decisions of a mode or variant: the hooks that pushed them list their answers
  }
}

std::optional<Refusal> Game::check(const Action& action) const {
  const Why why = check_any(*content_, state_, hooks_for(options_), action);
  if (!why.refused()) return std::nullopt;
  return Refusal{why.rule, why.reason};
}

Result<std::vector<Event>> Game::apply(const Action& action) {
  const HookSet hooks = hooks_for(options_);
  // The same verdict check() gives (check_any with the same hooks), without turning it into text
  // unless the action is refused.
  const Why why = check_any(*content_, state_, hooks, action);
  if (why.refused()) return Refusal{why.rule, why.reason};
  const int draws_before = state_.random_draws;
  std::vector<Event> events;
  events.reserve(4);  // most actions report one to four events
  rules::Ctx ctx{*content_, options_, state_, events, hooks, state_.pending().owner};
  perform_any(ctx, action);
  rules::advance(ctx);
  log_.push_back(action);
  if (state_.random_draws != draws_before) undo_barriers_.push_back(static_cast<int>(log_.size()));
  return events;
}

Observation Game::observe(int seat) const {
  // Only the table goes out: face-down cards are not on it (GameState::hidden_cards holds them), and
  // every seat and spectators alike see the same table (no seat holds secret cards).
  Observation o;
  o.seat = seat;
  o.table = &state_;
  o.options = &public_options_;
  o.pending = state_.pending();
  o.equipment_deck_size = static_cast<int>(state_.equipment_deck.size());
  o.monster_deck_size = static_cast<int>(state_.monster_deck.size());
  for (std::size_t l = 0; l < state_.exploration_decks.size() && l < o.level_deck_sizes.size(); ++l)
    o.level_deck_sizes[l] = static_cast<int>(state_.exploration_decks[l].size());
  o.actions_applied = log_.size();
  return o;
}

bool Game::can_undo() const {
  if (log_.empty()) return false;
  return undo_barriers_.empty() || undo_barriers_.back() != static_cast<int>(log_.size());
}

Result<Game> Game::undone() const {
  if (log_.empty()) return Refusal{"", "there is nothing to undo"};
  if (!can_undo()) return Refusal{"", "the last action revealed a random outcome and cannot be undone"};
  // Everything that shapes the start is in the options, so the set-up is made again and the log
  // replayed one action short; no copy of the first state is kept around.
  auto fresh = Game::create(*content_, options_, seed_);
  if (!fresh) return Refusal{"R10.1", "replaying the game for undo failed: " + fresh.refusal().reason};
  Game previous = std::move(fresh.value());
  for (std::size_t i = 0; i + 1 < log_.size(); ++i) {
    auto r = previous.apply(log_[i]);
    if (!r) return Refusal{"R10.1", "replaying the game for undo failed: " + r.refusal().reason};
  }
  return previous;
}

}  // namespace hs

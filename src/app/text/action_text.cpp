// Labels for actions, prompts for decisions, and log lines for events.
#include "app/text/action_text.hpp"

#include "app/teach/coach/coach.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app/text/variant_text.hpp"
#include "app/text/int_text.hpp"
#include "highscore/queries.hpp"
#include "app/text/solo_text.hpp"
#include "app/text/coop_text.hpp"
#include "highscore/decision.hpp"

namespace hs::app {

std::string item_name(const Game& g, int seat, int owned, const std::string& lang) {
  const TableState& st = g.observe(-1).state();
  if (seat < 0 || seat >= static_cast<int>(st.players.size())) return "?";
  const auto& items = st.players[static_cast<std::size_t>(seat)].items;
  if (owned < 0 || owned >= static_cast<int>(items.size())) return "?";
  return g.content().equipment[static_cast<std::size_t>(items[static_cast<std::size_t>(owned)].item)].name.in(lang);
}

std::string ability_name(const Game& g, int seat, const std::string& lang) {
  const TableState& st = g.observe(-1).state();
  if (seat < 0 || seat >= static_cast<int>(st.players.size())) return "?";
  const int ch = st.players[static_cast<std::size_t>(seat)].character;
  if (ch < 0 || ch >= static_cast<int>(g.content().characters.size())) return "?";
  return g.content().characters[static_cast<std::size_t>(ch)].ability_name.in(lang);
}

namespace {

std::string die_word(const Game& g, int die, const StringTable& t) {
  const auto& dice = g.observe(-1).state().test.dice;
  if (die < 0 || die >= static_cast<int>(dice.size())) return "";
  const TestDie& d = dice[static_cast<std::size_t>(die)];
  return t.format("die.named", {int_text(die + 1), color_word(t, d.color), int_text(d.value)});
}
}  // namespace

std::string player_name(const Game& game, int seat, const std::string& lang) {
  const TableState& st = game.observe(-1).state();
  if (seat < 0 || seat >= static_cast<int>(st.players.size())) return "?";
  const int ch = st.players[static_cast<std::size_t>(seat)].character;
  if (ch < 0 || ch >= static_cast<int>(game.content().characters.size())) return "?";
  return game.content().characters[static_cast<std::size_t>(ch)].name.in(lang);
}

std::string color_word(const StringTable& t, Color c) { return t.get("color." + std::string(color_name(c))); }

std::string action_label(const Game& g, const Action& a, const StringTable& t) {
  const std::string& lang = t.language();
  const int seat = g.pending().owner;
  if (std::string coop = coop_action_label(g, a, t); !coop.empty()) return coop;  // coop_text.cpp
  if (const auto* x = std::get_if<ChooseOption>(&a)) return t.format("act.choose_option", {int_text(x->option + 1)});
  if (std::holds_alternative<AttemptOptional>(a)) return t.get("act.attempt_optional");
  if (std::holds_alternative<SkipOptional>(a)) return t.get("act.skip_optional");
  if (std::holds_alternative<CancelTest>(a)) return t.get("act.cancel_test");
  if (const auto* x = std::get_if<RollDice>(&a))  // dice an item added to the test are rolled too
    return t.format("act.roll", {count_text(t, "n.dice", x->dice.total() + g.observe(-1).state().test.added.total())});
  if (const auto* x = std::get_if<RerollWithGem>(&a)) return t.format("act.reroll", {int_text(x->die + 1)});
  if (const auto* x = std::get_if<UseItem>(&a)) {
    std::string s = item_name(g, seat, x->item, lang);
    if (x->die >= 0) s += ": " + die_word(g, x->die, t);
    if (x->color != Color::Any) s += " → " + color_word(t, x->color);
    return s;
  }
  if (const auto* x = std::get_if<UseAbility>(&a)) {
    std::string s = t.get("act.ability");
    if (x->die >= 0) s += ": " + die_word(g, x->die, t);
    if (x->color != Color::Any) s += " → " + color_word(t, x->color);
    return s;
  }
  if (std::holds_alternative<Resolve>(a)) return resolve_label(g, t);  // says what resolving costs (coach.cpp)
  if (std::holds_alternative<Rest>(a)) return t.get("act.rest");
  if (std::holds_alternative<MoveOn>(a)) return t.get("act.move_on");
  if (const auto* x = std::get_if<ChooseBranch>(&a)) {
    const TableState& st = g.observe(-1).state();
    int row = 0;
    if (seat >= 0) {
      const int at = st.players[static_cast<std::size_t>(seat)].node;
      const auto& next = st.board[static_cast<std::size_t>(at)].next;
      if (x->branch >= 0 && x->branch < static_cast<int>(next.size()))
        row = st.board[static_cast<std::size_t>(next[static_cast<std::size_t>(x->branch)])].row;
    }
    if (row < 0) return t.get("act.branch_upper");
    if (row > 0) return t.get("act.branch_lower");
    return t.format("act.branch_n", {int_text(x->branch + 1)});
  }
  if (const auto* x = std::get_if<Buy>(&a)) {
    const int price = shop_price(g.content(), g.observe(-1).state(), x->offer, x->trade_in >= 0);
    // The item's name too: in the action bar (the shop hidden) nothing else says what is bought.
    const auto& offer = g.observe(-1).state().shop.offer;
    const int eq = x->offer >= 0 && x->offer < static_cast<int>(offer.size()) ? offer[static_cast<std::size_t>(x->offer)] : -1;
    const std::string what = eq >= 0 ? g.content().equipment[static_cast<std::size_t>(eq)].name.in(lang) : "";
    if (x->trade_in >= 0) return t.format("shop.buy_named_trade", {int_text(price), what, item_name(g, seat, x->trade_in, lang)});
    return t.format("shop.buy_named", {int_text(price), what});
  }
  if (const auto* x = std::get_if<Heal>(&a)) return t.format("shop.heal", {int_text(x->lives), int_text(2 * x->lives)});
  if (std::holds_alternative<LeaveShop>(a)) return t.get("shop.leave");
  // R9.5: going back names the die it costs (a solo mode's path choice is another ChooseNode).
  if (g.options().exploration && std::holds_alternative<ChooseNode>(a))
    if (auto back = variant_action_label(g, a, t)) return *back;
  if (std::string solo = solo_action_label(g, a, t); !solo.empty()) return solo;  // solo_text.cpp
  if (auto variant = variant_action_label(g, a, t)) return *variant;  // R9.4, R9.5
  return describe(a);  // variant decisions (other modes) keep the engine's short text
}

std::string decision_prompt(const Game& g, const StringTable& t, bool human) {
  const Decision d = g.pending();
  const std::string who = player_name(g, d.owner, t.language());
  if (d.kind == DecisionKind::Finished) return t.get("prompt.finished");
  if (!human) return t.format("prompt.bot", {who});
  if (std::string coop = coop_prompt(g, t); !coop.empty()) return coop;  // coop_text.cpp
  bool option = false, move_on = false, going_back = false;
  for (const Action& a : g.legal_actions()) {
    option = option || std::holds_alternative<ChooseOption>(a);
    move_on = move_on || std::holds_alternative<MoveOn>(a);
    going_back = going_back || (g.options().exploration && std::holds_alternative<ChooseNode>(a));
  }
  switch (d.kind) {
    case DecisionKind::TurnAction:
      // Always what can be done now: a test, moving on (e.g. from the peddler), or only resting.
      if (option) return t.format(move_on ? "prompt.turn_or_move" : "prompt.turn", {who});
      if (going_back) return t.format("prompt.go_back", {who});  // R9.5: a dead end ahead
      return t.format(move_on ? "prompt.move_on" : "prompt.rest_only", {who});
    case DecisionKind::ChooseDice: return t.format("prompt.dice", {who});
    case DecisionKind::AfterRoll: return t.format("prompt.after_roll", {who});
    case DecisionKind::OptionalTest: return t.format("prompt.optional", {who});
    case DecisionKind::ChooseBranch: return t.format("prompt.branch", {who});
    case DecisionKind::Shop: return t.format("prompt.shop", {who});
    case DecisionKind::Monster:
      // R9.6.7: an ambush comes from any monster on the character's level, however far: say which.
      return d.detail == kMonsterAmbush ? t.format("prompt.ambush", {who, walker_name(g, d.subject, t)}) : t.format("prompt.monster", {who});
    // R9.6.3: which walker reaches a fork with two equally short ways, so the choice is the player's.
    case DecisionKind::ModePhase: return t.format("prompt.path", {who, walker_name(g, d.subject, t)});
    case DecisionKind::Reaction: return reaction_prompt(g, t);
    default: return t.format("prompt.other", {who});
  }
}

std::string count_text(const StringTable& t, const std::string& stem, int count) {
  return t.format(count == 1 ? stem + "_one" : stem, {int_text(count)});
}

std::string reward_text(const StringTable& t, int coins, int gems) {
  std::string out;
  if (coins > 0) out.append("+").append(count_text(t, "n.coins", coins));
  if (gems > 0) out.append(out.empty() ? "+" : ", +").append(count_text(t, "n.gems", gems));
  return out;
}

namespace {

// One die of a roll as the table shows it: "red 4", or "red 3 → 4 (Ember Blade)" when raised.
template <class NameOf>
std::string die_face(const StringTable& t, const EventNote& note, std::size_t i, int face, const NameOf& name_of) {
  const std::string colour = color_word(t, note.dice[i]);
  if (i >= note.shown.size() || note.shown[i] == face) return t.format("die.face", {colour, int_text(face)});
  const int item = i < note.bonus_item.size() ? note.bonus_item[i] : -1;
  return t.format(item >= 0 ? "die.face_raised_by" : "die.face_raised", {colour, int_text(face), int_text(note.shown[i]), item >= 0 ? name_of(item) : ""});
}

// " (die 2: 3 → 5)": what an item or ability did to the dice, so the log matches the tray.
std::string changes_text(const StringTable& t, const EventNote& note) {
  std::string out;
  for (const auto& c : note.changed) {
    if (!out.empty()) out.append(", ");
    out.append(t.format("ev.die_changed", {int_text(c.die + 1), color_word(t, c.color), int_text(c.from), int_text(c.to)}));
  }
  std::string line;
  if (!out.empty()) line.append(" ").append(t.format("ev.changes", {out}));
  // R7.4: what goes back to the pool, which the dice's faces do not show.
  for (const auto& r : note.recovering)
    line.append(" ").append(t.format("ev.die_recovering", {int_text(r.die + 1), color_word(t, r.color), int_text(r.to)}));
  for (Color c : note.returned) line.append(" ").append(t.format("ev.spent_returned", {color_word(t, c)}));
  return line;
}

// The log line of an expert (R9.4) or exploration (R9.5) event; the solo phases' (R9.6/R9.7J,
// solo_text.cpp) for the others.
std::string variant_event_line(const Game& g, const Event& e, const StringTable& t) {
  const std::string& lang = t.language();
  const std::string who = player_name(g, e.player, lang);
  switch (e.kind) {
    case EventKind::ExpertUsed: {
      const auto& chars = g.content().characters;
      const int ch = e.player >= 0 ? g.observe(-1).state().players[static_cast<std::size_t>(e.player)].character : -1;
      return t.format("ev.expert", {who, ch >= 0 ? chars[static_cast<std::size_t>(ch)].expert.name.in(lang) : "?"});
    }
    case EventKind::DieDiscarded: return t.format("ev.die_discarded", {who});
    case EventKind::ReactionOffered: return t.format("ev.reaction_offered", {who});
    case EventKind::ElbowRolled:
      return e.b >= 0 ? t.format("ev.elbow_hit", {who, int_text(e.a), player_name(g, e.b, lang)})
                      : t.format("ev.elbow_missed", {who, int_text(e.a)});
    case EventKind::ShotTaken: return e.b ? t.format("ev.shot_hit", {who}) : t.format("ev.shot_dodged", {who, int_text(e.a)});
    case EventKind::SlippedAlong: return t.format("ev.slipped", {who});
    case EventKind::CoinStolen: return t.format("ev.stolen", {who, player_name(g, e.a, lang)});
    case EventKind::TollPaid:
      return t.format(e.b == 0 ? "ev.toll_coin" : e.b == 1 ? "ev.toll_gem" : "ev.toll_none", {who, player_name(g, e.a, lang)});
    case EventKind::BlessingPaid:
      return t.format(e.b == 0 ? "ev.blessing_coin" : "ev.blessing_gem", {who, player_name(g, e.a, lang)});
    case EventKind::CardDrawn: {
      const DungeonCard* c = card_at(g, e.a);
      return t.format("ev.card_drawn", {c ? c->name.in(lang) : "?"});
    }
    case EventKind::DeckShuffled: return t.format("ev.deck_shuffled", {int_text(e.a)});
    case EventKind::DeadEndReward: return t.format("ev.dead_end", {who, int_text(e.a), int_text(e.b)});
    case EventKind::WentBack: return t.format("ev.went_back", {who});
    default: return solo_event_line(g, e, t);  // R9.6/R9.7J phases (solo_text.cpp)
  }
}

}  // namespace

std::string event_line(const Game& g, const Event& e, const EventNote& note, const StringTable& t) {
  const std::string& lang = t.language();
  const std::string who = player_name(g, e.player, lang);
  const auto& eq = g.content().equipment;
  auto equipment_name = [&](int i) { return i >= 0 && i < static_cast<int>(eq.size()) ? eq[static_cast<std::size_t>(i)].name.in(lang) : t.get("ev.an_item"); };
  switch (e.kind) {
    case EventKind::TurnStarted: return t.format("ev.turn", {who});
    case EventKind::DiceTaken:
      return t.format(e.short_supply ? "ev.dice_short" : "ev.dice", {who, count_text(t, "n.dice", e.dice.total())});
    case EventKind::DiceRolled: {
      // "red 4, red 1, yellow 4": each die's colour with its face, when the colours were noted; a
      // face an item raised says so, "red 3 → 4 (Ember Blade)", as the die on the table shows 4.
      std::string faces;
      for (std::size_t i = 0; i < e.values.size(); ++i) {
        if (!faces.empty()) faces += ", ";
        faces += i < note.dice.size() && note.dice.size() == e.values.size() ? die_face(t, note, i, e.values[i], equipment_name)
                                                                            : int_text(e.values[i]);
      }
      return t.format("ev.rolled", {who, faces});
    }
    case EventKind::DieRerolled:
      if (!note.dice.empty()) return t.format("ev.rerolled_now", {who, int_text(e.a + 1), die_face(t, note, 0, e.b, equipment_name)});
      return t.format("ev.rerolled", {who, int_text(e.a + 1), int_text(e.b)});
    case EventKind::ItemUsed: return t.format("ev.item", {who, equipment_name(note.equipment)}) + changes_text(t, note);
    case EventKind::AbilityUsed: return t.format("ev.ability", {who, ability_name(g, e.player, lang)}) + changes_text(t, note);
    case EventKind::TestPassed:
      if (e.a > 0 || e.b > 0) return t.format("ev.passed_reward", {who, reward_text(t, e.a, e.b)});
      return t.format("ev.passed", {who});
    case EventKind::TestFailed: return t.format("ev.failed", {who});
    case EventKind::LuckyGem: return t.format("ev.lucky", {who});
    case EventKind::LifeLost:
      return t.format(e.a == 0 ? "ev.life_lost_last" : "ev.life_lost", {who, count_text(t, "n.lives", e.a), int_text(e.a)});
    case EventKind::LifeGained: return t.format("ev.life_gained", {who, count_text(t, "n.lives", e.a), int_text(e.a)});
    case EventKind::Moved: {
      const DungeonCard* c = card_at(g, e.b);
      const bool hidden = e.b >= 0 && e.b < static_cast<int>(g.observe(-1).state().board.size()) &&
                          g.observe(-1).state().board[static_cast<std::size_t>(e.b)].face_down;
      return t.format("ev.moved", {who, c && !hidden ? c->name.in(lang) : t.get("card.hidden")});
    }
    case EventKind::CardRevealed: {
      const DungeonCard* c = card_at(g, e.a);
      return t.format("ev.revealed", {c ? c->name.in(lang) : "?"});
    }
    case EventKind::ShopOpened: return t.format("ev.shop", {who});
    case EventKind::ItemBought: return t.format("ev.bought", {who, equipment_name(e.a), count_text(t, "n.coins", e.b)});
    case EventKind::ItemReturned: return t.format("ev.returned", {who, equipment_name(e.a)});
    case EventKind::Healed: return t.format("ev.healed", {who, count_text(t, "n.lives", e.a), count_text(t, "n.coins", e.b)});
    case EventKind::Rested: return t.format("ev.rested", {who});
    case EventKind::Eliminated: return t.format("ev.eliminated", {who});
    case EventKind::SentBack: return t.format("ev.sent_back", {who});
    case EventKind::BossDefeated:  // R9.8: co-op's bosses open no next level
      if (g.options().mode == Mode::Coop) return t.format("ev.boss_coop", {who});
      return t.format("ev.boss", {who, int_text(e.a)});
    case EventKind::RoundEnded: return t.format("ev.round", {int_text(e.a)});
    case EventKind::TokenPlaced: return t.format(e.b ? "ev.gem" : "ev.token", {who});
    case EventKind::ReturnedToTown: return t.format("ev.town", {who});
    case EventKind::PartyPoisoned: return t.format("ev.poisoned", {count_text(t, "n.lives", e.a)});
    case EventKind::PotionDrunk: return t.format("ev.potion", {who});
    case EventKind::RewardDrawn: {
      const auto& eq = g.content().equipment;
      const std::string name = e.a >= 0 && e.a < static_cast<int>(eq.size()) ? eq[static_cast<std::size_t>(e.a)].name.in(lang) : "?";
      return t.format("ev.reward", {who, name});
    }
    case EventKind::GameEnded: return t.get("ev.game_ended");
    case EventKind::OptionChosen: return "";
    default: return variant_event_line(g, e, t);  // R9.4/R9.5 variants, then the solo phases
  }
  return "";
}

std::string added_die_label(const Game& game, int seat, int added_by, const StringTable& t) {
  const Content& ct = game.content();
  if (added_by >= 0 && added_by < static_cast<int>(ct.equipment.size())) return ct.equipment[static_cast<std::size_t>(added_by)].name.in(t.language());
  if (added_by == -1) return ability_name(game, seat, t.language());  // DieBox::kAddedByAbility
  return t.get("teach.added_die");  // a save from before the engine kept where the die came from
}

}  // namespace hs::app

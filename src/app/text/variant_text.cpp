// Labels, the reaction question and placed-die explanations for R9.4 and R9.5 (variant_text.hpp).
#include "app/text/variant_text.hpp"

#include <algorithm>
#include <cmath>

#include "app/text/action_text.hpp"
#include "app/text/int_text.hpp"
#include "highscore/chances.hpp"

namespace hs::app {

namespace {

std::string percent(double p) { return int_text(static_cast<int>(std::lround(p * 100.0))) + "%"; }

const ExpertAbility* ability_of(const Game& g, int seat) {
  const auto& players = g.observe(-1).state().players;
  if (seat < 0 || seat >= static_cast<int>(players.size())) return nullptr;
  return &g.content().characters[static_cast<std::size_t>(players[static_cast<std::size_t>(seat)].character)].expert;
}

std::string card_name(const Game& g, int node, const std::string& lang) {
  const auto& board = g.observe(-1).state().board;
  if (node < 0 || node >= static_cast<int>(board.size())) return "?";
  const int card = board[static_cast<std::size_t>(node)].card;
  return card < 0 ? "?" : g.content().cards[static_cast<std::size_t>(card)].name.in(lang);
}

}  // namespace

std::optional<std::string> variant_action_label(const Game& g, const Action& a, const StringTable& t) {
  const std::string& lang = t.language();
  const int seat = g.pending().owner;
  if (const auto* u = std::get_if<UseExpert>(&a)) {
    const ExpertAbility* ab = ability_of(g, seat);
    const std::string name = ab ? ab->name.in(lang) : "?";
    if (ab && ab->kind == ExpertKind::Shoot) return t.format("act.expert_on", {name, card_name(g, u->target, lang)});
    if (ab && ab->kind == ExpertKind::Thieving) return t.format("act.expert_on", {name, player_name(g, u->target, lang)});
    return t.format("act.expert", {name});
  }
  if (const auto* r = std::get_if<React>(&a)) {
    switch (static_cast<ExpertKind>(g.pending().detail)) {
      case ExpertKind::ElbowHit: return t.get(r->accept ? "act.elbow_yes" : "act.elbow_no");
      case ExpertKind::Invisibility: return t.get(r->accept ? "act.slip_yes" : "act.slip_no");
      case ExpertKind::Shoot:
        return t.get(r->accept ? "act.shot_roll" : "act.shot_take");
      default: return t.get(r->accept ? "act.react_yes" : "act.react_no");
    }
  }
  if (const auto* c = std::get_if<ChooseNode>(&a)) return t.format("act.go_back", {color_word(t, c->color)});
  return std::nullopt;
}

std::string reaction_prompt(const Game& g, const StringTable& t) {
  const std::string& lang = t.language();
  const Decision d = g.pending();
  const std::string who = player_name(g, d.owner, lang);
  const std::string other = player_name(g, d.subject, lang);
  const ExpertAbility* mine = ability_of(g, d.owner);
  switch (static_cast<ExpertKind>(d.detail)) {
    case ExpertKind::ElbowHit: {
      const int leaving = d.node;
      return t.format("prompt.elbow", {who, mine ? mine->name.in(lang) : "?", other, card_name(g, leaving, lang),
                                       color_word(t, mine ? mine->color : Color::Red), int_text(mine ? mine->value : 4),
                                       percent(elbow_hit_chance(mine ? mine->value : 4))});
    }
    case ExpertKind::Invisibility:
      return t.format("prompt.slip", {who, mine ? mine->name.in(lang) : "?", other, card_name(g, d.node, lang)});
    case ExpertKind::Shoot: {
      const ExpertAbility* shot = ability_of(g, d.subject);
      const int value = shot ? std::max(1, shot->value) : 4;
      return t.format("prompt.shot", {who, other, card_name(g, d.node, lang), int_text(value)});
    }
    default: return t.format("prompt.other", {who});
  }
}

std::string placed_die_text(const Game& g, const Entity& die, const StringTable& t) {
  const std::string& lang = t.language();
  const ExpertAbility* ab = ability_of(g, die.owner);
  if (!ab) return "";
  const std::string owner = player_name(g, die.owner, lang);
  return t.format("placed.die", {owner, ab->name.in(lang), ab->text.in(lang)});
}

}  // namespace hs::app

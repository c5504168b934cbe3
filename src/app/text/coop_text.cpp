// Words for the co-op table (R9.8): the labels of its actions (who plays next, where to go, the
// party's potions, ending a turn) and the prompts of the group's decisions.
#include <algorithm>

#include "app/text/action_text.hpp"
#include "highscore/coop.hpp"
#include "app/text/coop_text.hpp"

namespace hs::app {

std::string coop_action_label(const Game& g, const Action& a, const StringTable& t) {
  if (g.options().mode != Mode::Coop) return "";
  const TableState& s = g.observe(-1).state();
  const std::string& lang = t.language();
  if (const auto* x = std::get_if<ChoosePlayer>(&a)) return t.format("coop.plays_next", {player_name(g, x->player, lang)});
  if (const auto* x = std::get_if<DrinkPotion>(&a)) {
    const auto& eq = g.content().equipment;
    const int heal = x->item >= 0 && x->item < static_cast<int>(eq.size()) ? std::max(1, eq[static_cast<std::size_t>(x->item)].effect.amount) : 1;
    const std::string what = x->item >= 0 && x->item < static_cast<int>(eq.size()) ? eq[static_cast<std::size_t>(x->item)].name.in(lang) : "";
    return t.format("coop.drink", {player_name(g, x->player, lang), std::to_string(heal), what, t.get(heal == 1 ? "coop.life" : "coop.lives")});
  }
  if (const auto* x = std::get_if<ChooseNode>(&a)) {
    if (x->node == coop_town(s)) return t.format("coop.go_to", {t.get("coop.town")});
    if (x->node < 0 || x->node >= static_cast<int>(s.board.size())) return "";
    const int card = s.board[static_cast<std::size_t>(x->node)].card;
    return t.format("coop.go_to", {card < 0 ? t.get("card.hidden") : g.content().cards[static_cast<std::size_t>(card)].name.in(lang)});
  }
  if (std::holds_alternative<SplitPoison>(a)) return t.get("coop.split_label");
  if (std::holds_alternative<Rest>(a) && g.pending().kind == DecisionKind::ChooseNode) return t.get("coop.end_turn");
  return "";
}

std::string coop_hint_reason(const Game& g, const Action& a, const StringTable& t) {
  if (g.options().mode != Mode::Coop) return "";
  const TableState& s = g.observe(-1).state();
  if (std::holds_alternative<ChoosePlayer>(a)) return t.get("coop.why_choose");
  if (std::holds_alternative<DrinkPotion>(a)) return t.get("coop.why_drink");
  if (const auto* x = std::get_if<SplitPoison>(&a)) return t.get(coop_split_kills(s, *x) ? "coop.why_split_doomed" : "coop.why_split");
  if (std::holds_alternative<Rest>(a) && g.pending().kind == DecisionKind::ChooseNode) return t.get("coop.why_end_turn");
  if (const auto* x = std::get_if<ChooseNode>(&a)) {
    if (x->node == coop_town(s) || coop_marked(s, x->node)) return t.get("coop.why_cross");
    const int card = x->node >= 0 && x->node < static_cast<int>(s.board.size()) ? s.board[static_cast<std::size_t>(x->node)].card : -1;
    const bool boss = card >= 0 && g.content().cards[static_cast<std::size_t>(card)].kind == CardKind::Boss;
    return t.get(boss ? "coop.why_boss" : "coop.why_open");
  }
  return "";
}

std::string coop_prompt(const Game& g, const StringTable& t) {
  if (g.options().mode != Mode::Coop) return "";
  const Decision d = g.pending();
  const std::string who = player_name(g, d.owner, t.language());
  switch (d.kind) {
    case DecisionKind::ChoosePlayer: return t.get("coop.prompt_choose");
    case DecisionKind::ChooseNode: return t.format("coop.prompt_move", {who});
    case DecisionKind::SplitPoison: return t.get("coop.prompt_split");
    default: return "";
  }
}

}  // namespace hs::app

// Words for the solo adventures (R9.6 Azoz, R9.7J the Hunter): the log lines of their phase events,
// each step on its own line so the table can show them one at a time.
#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/text/int_text.hpp"
#include "highscore/queries.hpp"
#include "app/text/solo_text.hpp"
#include "highscore/decision.hpp"

namespace hs::app {

namespace {

std::string monster_name(const Game& g, int card, const std::string& lang) {
  const auto& m = g.content().monsters;
  if (card < 0 || card >= static_cast<int>(m.size())) return "?";
  return m[static_cast<std::size_t>(card)].name.in(lang);
}

std::string node_card_name(const Game& g, int node, const StringTable& t) {
  const TableState& s = g.observe(-1).state();
  if (node < 0 || node >= static_cast<int>(s.board.size())) return t.get("solo.behind_start");
  const int card = s.board[static_cast<std::size_t>(node)].card;
  if (card < 0) return t.get("card.hidden");
  return g.content().cards[static_cast<std::size_t>(card)].name.in(t.language());
}

}  // namespace

std::string walker_name(const Game& g, int entity, const StringTable& t) {
  const auto& es = g.observe(-1).state().entities;
  if (entity < 0 || entity >= static_cast<int>(es.size())) return "?";
  const Entity& e = es[static_cast<std::size_t>(entity)];
  if (e.kind == EntityKind::Hunter) return t.get("solo.the_hunter");
  return monster_name(g, e.card, t.language());
}

std::string solo_action_label(const Game& g, const Action& a, const StringTable& t) {
  const TableState& s = g.observe(-1).state();
  auto monster_at = [&](int entity) { return walker_name(g, entity, t); };
  const bool ambush = is_ambush(s.pending());
  // The exact chance of the test with every pool die that may be rolled for it (the engine's odds;
  // the dice tray then gives the chance of the dice actually chosen), and what each outcome costs.
  auto chance = [&](int entity, bool ambush_test) {
    if (entity < 0 || entity >= static_cast<int>(s.entities.size())) return std::string("?");
    const int seat = s.pending().owner < 0 ? 0 : s.pending().owner;
    const double p = monster_test_chance(g.content(), s, seat, entity, ambush_test ? MonsterTestKind::Ambush : MonsterTestKind::Fight);
    return percent_text(p);  // 100 only when certain (">99" otherwise), as every chance on the table
  };
  if (const auto* x = std::get_if<Fight>(&a))
    return ambush ? t.format("act.ambush_test_odds", {chance(x->monster, true)})
                  : t.format("act.fight_odds", {monster_at(x->monster), chance(x->monster, false)});
  if (const auto* x = std::get_if<Dodge>(&a)) return t.format("act.dodge_odds", {monster_at(x->monster), chance(x->monster, false)});
  if (std::holds_alternative<React>(a) && ambush) return t.get("act.take_blow");
  if (const auto* x = std::get_if<ChooseNode>(&a)) return t.format("act.path", {node_card_name(g, x->node, t)});
  return "";
}

std::string solo_event_line(const Game& g, const Event& e, const StringTable& t) {
  const std::string& lang = t.language();
  const std::string who = player_name(g, e.player, lang);
  switch (e.kind) {
    case EventKind::PhaseStep:  // the first step is Azoz's die (R9.6) or the Hunter's move (R9.7J)
      if (e.a <= 0) return t.get(g.options().mode == Mode::Hunter ? "ev.phase_step_hunter" : "ev.phase_step_azoz");
      return t.get("ev.phase_step." + int_text(e.a > 3 ? 0 : e.a));
    case EventKind::PhaseDie: return t.format("ev.phase_die", {int_text(e.a)});
    case EventKind::MonsterAppeared: {
      // Where to look: the level first (the board may show another), the card's name quoted (names
      // such as "Bottomless Chasm (Probably)" carry their own brackets).
      const TableState& s = g.observe(-1).state();
      const bool on_board = e.a >= 0 && e.a < static_cast<int>(s.board.size());
      if (!on_board) return t.format("ev.monster_appeared", {monster_name(g, e.b, lang), node_card_name(g, e.a, t)});
      const Node& n = s.board[static_cast<std::size_t>(e.a)];
      if (n.card < 0 || n.face_down)
        return t.format("ev.monster_appeared_hidden", {monster_name(g, e.b, lang), int_text(n.level)});
      return t.format("ev.monster_appeared_at", {monster_name(g, e.b, lang), node_card_name(g, e.a, t), int_text(n.level)});
    }
    case EventKind::RitualGem: return t.format("ev.ritual_gem", {int_text(e.a), int_text(e.b)});
    case EventKind::MonsterMoved:
      return t.format("ev.monster_moved", {monster_name(g, e.values.empty() ? -1 : e.values.front(), lang), node_card_name(g, e.b, t)});
    case EventKind::HunterMoved: return t.format("ev.hunter_moved", {node_card_name(g, e.b, t)});
    case EventKind::HunterFaster: return t.format("ev.hunter_faster", {int_text(e.a)});
    case EventKind::MonsterDefeated: return t.format("ev.monster_defeated", {who, monster_name(g, e.a, lang)});
    case EventKind::MonsterDodged: return t.format("ev.monster_dodged", {who, monster_name(g, e.a, lang)});
    case EventKind::MonsterDrained:
      return e.b > 0 ? t.format("ev.drained", {who, color_word(t, static_cast<Color>(e.a))})
                     : t.format("ev.drained_none", {who, color_word(t, static_cast<Color>(e.a))});
    case EventKind::MonsterAmbush:
      return t.format(e.b ? "ev.ambush_taken" : "ev.ambush", {monster_name(g, e.a, lang), who});
    case EventKind::MonsterRoared: return t.format("ev.roared", {monster_name(g, e.a, lang), int_text(e.b)});
    case EventKind::Caught: return t.format("ev.caught", {who, node_card_name(g, e.a, t)});
    case EventKind::RitualComplete: return t.get("ev.ritual_complete");
    default: return "";
  }
}

std::string solo_monsters_line(const Observation& seen, const StringTable& t) {
  const auto& entities = seen.state().entities;
  const auto on_board = std::count_if(entities.begin(), entities.end(),
                                      [](const Entity& e) { return e.kind == EntityKind::Monster && e.node >= 0; });
  return t.format("solo.deck", {std::to_string(seen.monster_deck_size), std::to_string(on_board)});
}

}  // namespace hs::app

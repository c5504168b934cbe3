// What the hotseat hand-over says and when it comes (handover.hpp).
#include "app/session/handover.hpp"

#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/session/game_log.hpp"
#include "app/text/variant_text.hpp"

namespace hs::app {

bool group_decision(DecisionKind kind) { return kind == DecisionKind::ChoosePlayer || kind == DecisionKind::SplitPoison; }

bool party_action(const Action& a) {
  return std::holds_alternative<ChoosePlayer>(a) || std::holds_alternative<SplitPoison>(a) || std::holds_alternative<DrinkPotion>(a);
}

int last_own_play(const Game& g, const std::vector<ActionRecord>& history, int seat) {
  const auto& actions = g.log();  // one per record
  for (std::size_t i = history.size(); i-- > 0;)
    if (history[i].actor == seat && !(i < actions.size() && party_action(actions[i]))) return static_cast<int>(i);
  return -1;
}

int handover_to(const Session& s, int screen_owner) {
  if (!s.human_to_act() || s.human_seats() < 2) return -1;
  // A group decision (R9.8) gets no hand-over: the friends around the table talk it over and any
  // of them may click the answer (the app lets every human seat answer it). A "Rhiarind's turn"
  // screen before it would name one seat for the party's choice, and one more click for nothing.
  if (group_decision(s.game().pending().kind)) return -1;
  const int seat = s.deciding_seat();
  return seat == screen_owner ? -1 : seat;
}

HandoverText handover_text(const Game& g, const std::vector<ActionRecord>& history, int seat, const StringTable& t) {
  const std::string& lang = t.language();
  const std::string who = player_name(g, seat, lang);
  const Decision d = g.pending();
  const TableState& st = g.observe(-1).state();
  HandoverText out;
  out.button = t.get("recap.click");
  // R9.4.3: a reaction is a question in someone else's turn, not a turn of its own: say so, and ask it.
  if (d.kind == DecisionKind::Reaction && d.owner == seat && st.active_player() != seat) {
    out.title = t.format("recap.question_title", {who, player_name(g, st.active_player(), lang)});
    out.lines.push_back(reaction_prompt(g, t));
    out.button = t.get("recap.answer");
    return out;
  }
  const int own = last_own_play(g, history, seat);
  const ActionRecord* last = own >= 0 ? &history[static_cast<std::size_t>(own)] : nullptr;
  // Back to a turn another seat's question interrupted (R9.4.3): the same turn goes on.
  const bool same_turn = last && st.active_player() == seat && last->active == seat && last->round == st.round;
  out.title = t.format(same_turn ? "recap.back_title" : "recap.title", {who});
  out.heading = last ? t.format("recap.since", {who}) : t.get("recap.since_start");
  out.lines = recap_for(g, history, seat, t);
  if (out.lines.empty()) out.lines.push_back(t.get(g.log().empty() ? "recap.first" : "recap.quiet"));
  return out;
}

}  // namespace hs::app

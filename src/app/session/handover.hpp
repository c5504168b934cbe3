// The hotseat hand-over: whether the table is handed to another human seat now, and what the
// hand-over screen says (a turn, a return to a turn, or a question in another seat's turn). No SDL,
// so it is tested without a window; table_overlays.cpp draws it.
#pragma once
#include <string>
#include <vector>

#include "app/session/session.hpp"
#include "app/text/strings.hpp"

namespace hs::app {

// R9.8: who plays next and the poison split belong to the party, not to the seat that answers them.
bool group_decision(DecisionKind kind);
// An action any seat takes for the party (R9.8): not a seat "playing" (the recap ignores it).
bool party_action(const Action& a);

// Index in `history` of the seat's last own play (its party actions left out), -1 for none.
int last_own_play(const Game& game, const std::vector<ActionRecord>& history, int seat);

// The human seat the table must be handed to now, or -1 (one human seat, a bot deciding, the seat
// that already holds the table, or a group decision).
int handover_to(const Session& session, int screen_owner);

struct HandoverText {
  std::string title;               // "Orlo's turn", "Rhiarind: a question for you, in Orlo's turn"
  std::string heading;             // above the lines: "Since Orlo last played", or empty
  std::vector<std::string> lines;  // the recap, or the question
  std::string button;              // "Click to start", "Click to answer"
};
HandoverText handover_text(const Game& game, const std::vector<ActionRecord>& history, int seat, const StringTable& t);

}  // namespace hs::app

// The named points where a mode (Azoz, the Hunter, co-op) or a variant that changes the standard
// flow (fourth level, expert abilities, exploration) plugs into the turn. The standard game is the
// empty mode: every hook does nothing. Hook objects hold no state; the state holds everything.
#pragma once
#include <string_view>
#include <vector>

#include "highscore/actions.hpp"
#include "highscore/content.hpp"
#include "highscore/options.hpp"
#include "highscore/state.hpp"
#include "rules/why.hpp"

namespace hs::rules {
struct Ctx;
}

namespace hs {

class ModeHooks {
 public:
  virtual ~ModeHooks() = default;
  virtual std::string_view name() const = 0;

  // --- set-up: how many levels are dealt, then anything the mode adds to the standard set-up.
  virtual int levels(int standard) const { return standard; }
  virtual void after_set_up(const Content&, const GameOptions&, GameState&) const {}
  // A mode with its own board (the co-op grid, R9.8) builds it here and returns true; the classic
  // layout (R2.1, R2.2) and the hidden presets (R9.1) are then skipped. Players start on
  // level_first_node[0].
  virtual bool build_board(const Content&, const GameOptions&, GameState&) const { return false; }
  // Who plays first: true when the mode asked or chose (R9.8 the group chooses); else the first seat
  // of the turn order starts.
  virtual bool first_turn(rules::Ctx&) const { return false; }

  // --- the turn. A hook that must ask someone pushes a decision and returns; the flow resumes when
  // it is answered.
  virtual bool has_mode_phase() const { return false; }
  virtual void mode_phase(rules::Ctx&, int /*seat*/) const {}            // before the initial phase (R4.1)
  virtual void initial_phase(rules::Ctx&, int /*seat*/) const {}         // before the dice are taken (R4.2)
  virtual void action_phase_started(rules::Ctx&, int /*seat*/) const {}  // after the initial phase
  virtual void leaving(rules::Ctx&, int /*seat*/, int /*node*/) const {}  // about to leave a card
  virtual void entered(rules::Ctx&, int /*seat*/, int /*node*/) const {}  // has just entered a card
  virtual void lucky_gem(rules::Ctx&, int /*seat*/) const {}             // a lucky-die gem was gained (R3.2)
  // A player reached 0 lives; true when the mode dealt with it (else R5.10 applies).
  virtual bool zero_lives(rules::Ctx&, int /*seat*/) const { return false; }
  // A test against a monster (R9.6.4 fight or dodge, R9.6.7 ambush) was resolved: dice spent, the
  // lucky die paid; the mode applies the outcome. Its dice decision has left the stack.
  virtual void monster_test_resolved(rules::Ctx&, int /*seat*/, int /*entity*/, int /*kind*/, bool /*passed*/) const {}
  // The test against a shot (R9.4.1) was resolved the same way; the expert variant applies it.
  // `face` is the highest die value of the roll.
  virtual void shot_test_resolved(rules::Ctx&, int /*seat*/, int /*shooter*/, int /*face*/, bool /*passed*/) const {}
  // The player passed the card's test (and its optional test, if any) and would move on (R5.5/R5.7);
  // true when the mode moves them itself (R9.8: token, turn up the neighbours, choose where to go).
  virtual bool card_cleared(rules::Ctx&, int /*seat*/) const { return false; }
  virtual void turn_ended(rules::Ctx&, int /*seat*/) const {}
  // The turn is over: true when the mode passes it on itself (R9.8: the group chooses who is next and
  // ends the round), else the next seat in order plays (R4.6).
  virtual bool pass_turn(rules::Ctx&) const { return false; }
  virtual void round_ended(rules::Ctx&) const {}
  // The winners of a finished game; true when the mode decided them (else R8.2 applies).
  virtual bool winners(const Content&, const GameState&, std::vector<int>& /*out*/) const { return false; }

  // --- changes to standard decisions: a standard action the mode forbids in this state (checked
  // before the standard rules, and kept out of the legal actions), and a fork's branch that is not
  // on the board yet, grown on demand (exploration): the new node, or -1.
  virtual rules::Why refuse(const Content&, const GameState&, const Action&) const { return {}; }
  virtual int grow_branch(rules::Ctx&, int /*fork*/) const { return -1; }

  // --- the mode's own decisions and actions (reactions, monsters, co-op choices).
  virtual void legal_actions(const Content&, const GameState&, std::vector<Action>&) const {}
  virtual bool owns(const Action&) const { return false; }
  virtual rules::Why check(const Content&, const GameState&, const Action&) const {
    return {"R9", "this action belongs to a variant that is not being played"};
  }
  virtual void perform(rules::Ctx&, const Action&) const {}
};

// The hooks of one game: its mode first, then the variants that change the flow. A small array, so
// building it for every apply() costs nothing.
struct HookSet {
  static constexpr int kMax = 6;
  const ModeHooks* list[kMax] = {};
  int count = 0;

  template <typename F>
  void each(F&& f) const {
    for (int i = 0; i < count; ++i) f(*list[i]);
  }
  // The hook set that owns an action of a variant, or null.
  const ModeHooks* owner_of(const Action& a) const {
    for (int i = 0; i < count; ++i)
      if (list[i]->owns(a)) return list[i];
    return nullptr;
  }
};

HookSet hooks_for(const GameOptions& options);

}  // namespace hs

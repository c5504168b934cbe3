// R9.8 The cooperative mode as mode hooks: its own board (the map's grid), the group choosing who
// plays, moves over the grid instead of the layout's "next card", the end of the round with the
// poison, and the party's potions offered at every decision. The rules themselves live in
// coop_setup.cpp, coop_turn.cpp and coop_poison.cpp.
#include "core/overloaded.hpp"
#include "modes/coop_rules.hpp"
#include "modes/registry.hpp"

namespace hs::modes {

namespace {

class CoopMode final : public ModeHooks {
 public:
  std::string_view name() const override { return "coop"; }

  bool build_board(const Content& c, const GameOptions& o, GameState& s) const override {
    coop::build_grid(c, o, s);
    return true;
  }
  void after_set_up(const Content& c, const GameOptions&, GameState& s) const override {
    coop::set_aside_potions(c, s);
  }
  bool first_turn(rules::Ctx& c) const override {
    coop::ask_who_plays(c, 0);
    return true;
  }
  // Every turn starts in town: the player first chooses where to go.
  void action_phase_started(rules::Ctx& c, int seat) const override { coop::start_moving(c, seat); }
  bool card_cleared(rules::Ctx& c, int seat) const override {
    coop::clear_card(c, seat);
    return true;
  }
  bool zero_lives(rules::Ctx& c, int) const override {
    // R9.8: a character at 0 lives and the whole party loses, at once.
    rules::final_phase(c);
    rules::finish_game(c, EndReason::CoopFallen);
    return true;
  }
  bool pass_turn(rules::Ctx& c) const override {
    const int next = c.s.turn_index + 1;
    if (next < static_cast<int>(c.s.turn_order.size())) coop::ask_who_plays(c, next);
    else coop::end_round(c);
    return true;
  }
  bool winners(const Content&, const GameState& s, std::vector<int>& out) const override {
    out.clear();  // the party wins or loses together
    if (s.end_reason == EndReason::CoopVictory)
      for (int seat = 0; seat < static_cast<int>(s.players.size()); ++seat) out.push_back(seat);
    return true;
  }

  void legal_actions(const Content& c, const GameState& s, std::vector<Action>& out) const override {
    switch (s.pending().kind) {
      case DecisionKind::ChoosePlayer: coop::legal_choose_player(s, out); break;
      case DecisionKind::ChooseNode: coop::legal_moves(c, s, out); break;
      case DecisionKind::SplitPoison: coop::legal_splits(s, out); break;
      default: break;
    }
    coop::legal_potions(c, s, out);  // at any decision
  }
  bool owns(const Action& a) const override {
    return std::holds_alternative<ChoosePlayer>(a) || std::holds_alternative<ChooseNode>(a) ||
           std::holds_alternative<SplitPoison>(a) || std::holds_alternative<DrinkPotion>(a);
  }
  rules::Why check(const Content& c, const GameState& s, const Action& action) const override {
    return std::visit(Overloaded{[&](const ChoosePlayer& a) { return coop::check(s, a); },
                                 [&](const ChooseNode& a) { return coop::check(s, a); },
                                 [&](const SplitPoison& a) { return coop::check(s, a); },
                                 [&](const DrinkPotion& a) { return coop::check(c, s, a); },
                                 [](const auto&) { return rules::Why{"R9", "not an action of the cooperative mode"}; }},
                      action);
  }
  void perform(rules::Ctx& c, const Action& action) const override {
    std::visit(Overloaded{[&](const ChoosePlayer& a) { coop::perform(c, a); },
                          [&](const ChooseNode& a) { coop::perform(c, a); },
                          [&](const SplitPoison& a) { coop::perform(c, a); },
                          [&](const DrinkPotion& a) { coop::perform(c, a); }, [](const auto&) {}},
               action);
  }
};

// A namespace-scope object: no guard to test on every call of the accessor.
const CoopMode kCoopMode;

}  // namespace

const ModeHooks& coop_mode() { return kCoopMode; }

}  // namespace hs::modes

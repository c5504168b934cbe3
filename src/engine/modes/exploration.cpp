// R9.5 exploration mode as a variant on the mode hooks: the set-up replaces the classic board with
// one start card, leaving the last card of a branch draws the next one, a fork's new branch is drawn
// when first chosen, a boss opens the next level, a dead end pays on entry and sends the character
// back (exploration_board.cpp, exploration_back.cpp).
#include "modes/exploration.hpp"

#include "modes/registry.hpp"

namespace hs::modes {

namespace {

class Exploration final : public ModeHooks {
 public:
  std::string_view name() const override { return "exploration"; }

  void after_set_up(const Content& ct, const GameOptions& o, GameState& s) const override {
    exploration::set_up_dungeon(ct, o, s);
  }

  void leaving(rules::Ctx& c, int, int node) const override {
    const Node& here = c.s.board[node];
    const CardKind kind = c.content.cards[here.card].kind;
    if (kind == CardKind::Boss) {
      exploration::open_next_level(c, node);
      return;
    }
    // Passing the last card of a branch draws the next card after it (a bifurcation grows its
    // branches when they are chosen, movement.cpp asks grow_branch).
    if (kind != CardKind::Bifurcation && kind != CardKind::DeadEnd && here.next.empty())
      exploration::grow_after(c, node);
  }

  int grow_branch(rules::Ctx& c, int fork) const override { return exploration::grow_after(c, fork); }

  void entered(rules::Ctx& c, int seat, int node) const override {
    const DungeonCard& card = c.content.cards[c.s.board[node].card];
    Player& p = c.s.players[seat];
    // A move forward ends any way back (R9.5); a dead end starts one.
    p.going_back = card.kind == CardKind::DeadEnd;
    if (card.kind != CardKind::DeadEnd) return;
    // A dead end pays its reward at once; going back is then the only way on.
    p.coins += card.entry_reward.coins;
    p.gems += card.entry_reward.gems;
    p.stats.coins_earned += card.entry_reward.coins;
    c.emit(EventKind::DeadEndReward, seat, card.entry_reward.coins, card.entry_reward.gems);
  }

  rules::Why refuse(const Content& ct, const GameState& s, const Action& a) const override {
    return exploration::refuse(ct, s, a);
  }
  void legal_actions(const Content& ct, const GameState& s, std::vector<Action>& out) const override {
    exploration::list_going_back(ct, s, out);
  }
  bool owns(const Action& a) const override { return std::holds_alternative<ChooseNode>(a); }
  rules::Why check(const Content& ct, const GameState& s, const Action& a) const override {
    return exploration::check_going_back(ct, s, std::get<ChooseNode>(a));
  }
  void perform(rules::Ctx& c, const Action& a) const override { exploration::go_back(c, std::get<ChooseNode>(a)); }
};

const Exploration kExploration;

}  // namespace

const ModeHooks& exploration_mode() { return kExploration; }

}  // namespace hs::modes

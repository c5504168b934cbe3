// Game::hash: every field of the state, in a fixed order, folded into 64 bits one value at a time
// (xor, multiply by an odd constant, xor-shift), all in fixed-width unsigned arithmetic, so equal states
// hash equally on every platform (R10.1) and a replay can be checked against a save (R10.4) in about
// a microsecond instead of a JSON dump. A field added to state.hpp must be fed here too; the test
// "every field changes the hash" fails until it is.
#include <type_traits>

#include "highscore/game.hpp"
#include "highscore/worlds.hpp"
#include "save/save_internal.hpp"

namespace hs {

namespace {

class Folder {
 public:
  void add(std::int64_t v) {
    h_ ^= static_cast<std::uint64_t>(v);
    h_ *= 0x9e3779b97f4a7c15ULL;  // odd: the multiply is a bijection, and it spreads low bits upward
    h_ ^= h_ >> 29;               // ... and this brings high bits back down
  }
  void add(bool b) { add(static_cast<std::int64_t>(b ? 1 : 0)); }
  void add(int v) { add(static_cast<std::int64_t>(v)); }
  void add(std::uint64_t v) { add(static_cast<std::int64_t>(v)); }
  template <typename E, typename = std::enable_if_t<std::is_enum_v<E>>>
  void add(E e) {
    add(static_cast<std::int64_t>(e));
  }
  void add(const DiceCounts& d) {
    for (int n : d.n) add(n);
  }
  // Sizes go in first, so [1,2][3] and [1][2,3] differ.
  void add(const std::vector<int>& v) {
    add(static_cast<int>(v.size()));
    for (int x : v) add(x);
  }
  void add(const std::map<int, int>& m) {
    add(static_cast<int>(m.size()));
    for (const auto& [k, v] : m) {
      add(k);
      add(v);
    }
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xcbf29ce484222325ULL;  // any fixed start
};

// Format 3 hashed the same fields less those format 4 added (expert_used, marks, exploration decks):
// kept so that a format-3 save is checked against its own hash (save.cpp).
void add_player(Folder& f, const Player& p, bool format3) {
  f.add(p.character), f.add(p.lives), f.add(p.max_lives), f.add(p.coins), f.add(p.gems), f.add(p.node);
  f.add(p.path), f.add(p.branch_taken), f.add(p.pool), f.add(p.spent);
  f.add(static_cast<int>(p.items.size()));
  for (const OwnedItem& it : p.items) f.add(it.item), f.add(it.exhausted);
  f.add(p.ability_exhausted);
  if (!format3) f.add(p.expert_used);
  f.add(p.eliminated), f.add(p.defeated_last_boss);
  const PlayerStats& s = p.stats;
  f.add(s.tests_passed), f.add(s.tests_failed), f.add(s.dice_spent), f.add(s.gems_used), f.add(s.items_bought);
  f.add(s.lives_lost), f.add(s.coins_earned);
  // R9.5 the way back: folded in only when set, so the hashes of saves without it stay the same.
  if (p.going_back || !p.branch_closed.empty()) f.add(p.going_back), f.add(p.branch_closed);
}

void add_node(Folder& f, const Node& n) {
  f.add(n.card), f.add(n.level), f.add(n.step), f.add(n.col), f.add(n.row), f.add(n.next), f.add(n.prev);
  f.add(n.face_down);
  f.add(static_cast<int>(n.raised.size()));
  for (const Requirement& q : n.raised) f.add(q.color), f.add(q.min);
}

void add_table(Folder& f, const TableState& s, bool format3) {
  f.add(static_cast<int>(s.players.size()));
  for (const Player& p : s.players) add_player(f, p, format3);
  f.add(static_cast<int>(s.board.size()));
  for (const Node& n : s.board) add_node(f, n);
  f.add(s.levels), f.add(s.level_first_node), f.add(s.level_peddler_node);
  f.add(static_cast<int>(s.level_boss_nodes.size()));
  for (const auto& bosses : s.level_boss_nodes) f.add(bosses);
  f.add(static_cast<int>(s.entities.size()));
  for (const Entity& e : s.entities) {
    f.add(e.kind), f.add(e.node), f.add(e.card), f.add(e.owner), f.add(e.color), f.add(e.value);
    if (!format3) f.add(e.marks);
  }
  f.add(s.supply), f.add(s.placed), f.add(s.turn_order), f.add(s.turn_index), f.add(s.round), f.add(s.phase);
  const ActiveTest& t = s.test;
  f.add(t.active), f.add(t.optional), f.add(t.option), f.add(t.rolled), f.add(t.added);
  f.add(static_cast<int>(t.dice.size()));
  for (const TestDie& d : t.dice)
    f.add(d.color), f.add(d.natural), f.add(d.value), f.add(d.rolled_color), f.add(d.recover), f.add(d.recover_if_pass);
  f.add(t.used_items);
  for (const AddedDie& a : t.added_by) f.add(a.color), f.add(a.equipment);  // nothing when none (older hashes stay)
  f.add(s.shop.open), f.add(s.shop.offer);
  f.add(static_cast<int>(s.stack.size()));
  for (const Frame& fr : s.stack) {
    const Decision& d = fr.decision;
    f.add(fr.step), f.add(d.kind), f.add(d.owner), f.add(d.node), f.add(d.subject), f.add(d.detail), f.add(fr.stage);
  }
  f.add(s.end_triggered), f.add(s.finished), f.add(s.end_reason), f.add(s.winners);
}

std::uint64_t hash_fields(const GameState& s, bool format3) {
  Folder f;
  add_table(f, s, format3);
  for (int i = 0; i < 4; ++i) f.add(s.rng.state()[i]);
  f.add(s.equipment_deck), f.add(s.monster_deck), f.add(s.hidden_cards);
  if (!format3) {
    f.add(static_cast<int>(s.exploration_decks.size()));
    for (const auto& deck : s.exploration_decks) f.add(deck);
  }
  f.add(s.scripted_dice), f.add(s.random_draws);
  f.add(static_cast<int>(s.stacked_equipment.size()));
  for (const auto& top : s.stacked_equipment) f.add(top);
  return f.value();
}

}  // namespace

std::uint64_t hash_state(const GameState& s) { return hash_fields(s, false); }

std::uint64_t hash_state_format3(const GameState& s) { return hash_fields(s, true); }

std::uint64_t Game::hash() const { return hash_state(state_); }

std::uint64_t hash_table(const TableState& s) {
  Folder f;
  add_table(f, s, false);
  return f.value();
}

}  // namespace hs

// What the two solo adventures share (R9.6 Azoz, R9.7J the Hunter): the monster deck, monsters and
// the Hunter walking the two-way board (asking the player where paths tie), facing monsters on the
// character's card by fight or dodge (R9.6.4), and the monsters' abilities (R9.6.7).
#pragma once
#include <vector>

#include "highscore/solo.hpp"
#include "modes/registry.hpp"
#include "rules/rules.hpp"

namespace hs::modes::solo {

// Details of a DecisionKind::Monster decision (public: highscore/decision.hpp).
inline constexpr int kGate = kMonsterGate;      // face the monsters on the card: Fight or Dodge one of them (R9.6.4)
inline constexpr int kAmbush = kMonsterAmbush;  // an ambush (subject = the monster): Fight = try its test,
                                                // React{accept} = take the life loss (R9.6.7)

// How a walker chooses its next card: toward the character by the shortest path (Azoz's monsters),
// or forward along the dungeon (the Hunter and his monsters).
enum class WalkRule { Toward, Forward };

// R9.6.2 / R9.7J: `per_level` unseen monsters of each of levels 1-3, level 1 on top (back()); the
// stacked "monsters" list, when given, is the whole deck, top first.
std::vector<int> build_monster_deck(const Content& c, const GameOptions& o, GameState& s, int per_level);

int character_node(const TableState& s);
int monsters_out(const TableState& s);
bool is_monster(const Entity& e);
// Level of a node; 0 for "behind the first card" (-1).
int level_of(const TableState& s, int node);
// Cards a walker may step to next (several = the player chooses, R9.6.3 / the fork ruling of R9.7J).
std::vector<int> next_steps(const TableState& s, int entity, WalkRule rule);
// The same for a walker going forward from `at` (-1 = behind the first card).
std::vector<int> forward_steps(const TableState& s, int at);

// R9.6: Azoz's node (the level-3 boss slot) and the gems on his ritual; -1 / 0 outside his adventure.
int azoz_slot(const TableState& s);
int ritual_gem_count(const TableState& s);
// R9.7J: the Hunter's entity index, -1 outside his adventure.
int hunter_index(const TableState& s);
// R9.7J: with this many monsters out, the hunt moves each one card instead of drawing a new one.
inline constexpr int kHunterMaxOut = 3;

// The solo adventures' common hooks; each adventure adds its set-up and its phase.
class SoloMode : public ModeHooks {
 public:
  bool has_mode_phase() const override { return true; }
  void action_phase_started(rules::Ctx& c, int seat) const override;
  void entered(rules::Ctx& c, int seat, int node) const override;
  bool zero_lives(rules::Ctx& c, int seat) const override;
  void monster_test_resolved(rules::Ctx& c, int seat, int entity, int kind, bool passed) const override;
  void turn_ended(rules::Ctx& c, int seat) const override;
  void legal_actions(const Content& ct, const GameState& s, std::vector<Action>& out) const override;
  bool owns(const Action& a) const override;
  rules::Why check(const Content& ct, const GameState& s, const Action& a) const override;
  void perform(rules::Ctx& c, const Action& a) const override;

 protected:
  // Resumes the phase at `stage` with `entity`, which has `left` steps still to walk (-1 = its whole
  // movement); called after the player chose where a walker goes.
  virtual void continue_phase(rules::Ctx& c, int stage, int entity, int left) const = 0;
  // Whether a walk at `stage` places a monster (no stop on the character's card, no move events).
  virtual bool placing(int /*stage*/) const { return false; }
  // Walks `entity` up to `left` steps; false when it stopped to ask the player (or the game ended).
  bool walk(rules::Ctx& c, int entity, int left, WalkRule rule, int stage) const;
  // One step onto `node`; returns true when the walker must stop there.
  bool step_to(rules::Ctx& c, int entity, int node, bool silent) const;
  virtual WalkRule rule() const = 0;
  // Whether the monsters' abilities (R9.6.7) act in this adventure: they belong to the Azoz phase;
  // the Hunter phase replaces it and has no ability step (the ruling in hunter.cpp).
  virtual bool abilities_act() const { return true; }
};

// R9.6.7 roar: the cards with a creature of the character's level carry the roaring monsters'
// requirements; recomputed whenever monsters, the character or a reveal change what applies.
void refresh_roar(rules::Ctx& c, bool announce);
// Adds a monster to the board; returns its entity index.
int add_monster(rules::Ctx& c, int card, int node);

}  // namespace hs::modes::solo

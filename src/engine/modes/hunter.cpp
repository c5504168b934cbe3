// R9.7J Solo: The Hunter. Four levels, no Azoz; the Hunter waits behind the first card. From the
// second turn, the Hunter phase: the hunt (a monster 3 cards ahead of him, or every monster 1 card on
// when 3 are out, or +1 Hunter movement once the deck is empty), then everyone moves forward, then
// whoever is on a lower level than the character runs 1 more card. No monster ability acts (ruling).
// Lost at 0 lives or when the Hunter reaches the character; won by defeating the level-4 boss.
#include "modes/monsters.hpp"

namespace hs::modes {

namespace {

using rules::Ctx;
using namespace solo;

// Stages of the phase, in order.
constexpr int kPlace = 0;  // (a) the drawn monster is placed 3 cards ahead of the Hunter
constexpr int kNudge = 1;  // (a) 3 monsters out: each moves 1 card
constexpr int kMove = 2;   // (b) the Hunter and every monster move their movement
constexpr int kRun = 3;    // (c) those on a lower level than the character move 1 more
constexpr int kDone = 4;
constexpr int kHuntDistance = 3;
constexpr int kMaxOut = kHunterMaxOut;

int hunter_entity(const TableState& s) { return hunter_index(s); }
bool walker(const Entity& e) { return is_walker(e); }

class HunterMode final : public SoloMode {
 public:
  std::string_view name() const override { return "hunter"; }

  void after_set_up(const Content& c, const GameOptions& o, GameState& s) const override {
    s.monster_deck = build_monster_deck(c, o, s, 3);  // R9.7J: 3 per level, 9 cards
    Entity hunter;
    hunter.kind = EntityKind::Hunter;
    hunter.node = -1;  // behind the first card
    s.entities.push_back(hunter);
    if (o.hunter_easier)
      for (Player& p : s.players) p.coins += 2, p.gems += 2;  // R9.7J easier option
  }

  void mode_phase(Ctx& c, int seat) const override {
    GameState& s = c.s;
    if (s.round < 2) return;  // R9.7J: no Hunter phase on the first turn
    c.emit(EventKind::PhaseStep, seat, 0);
    if (monsters_out(s) >= kMaxOut) {
      continue_phase(c, kNudge, 0, -1);
      return;
    }
    if (s.monster_deck.empty()) {
      // Ruling: "the Hunter gets +1 movement" once the deck is empty: the die on his card marks
      // that state (+1), it does not count up again on later hunts.
      Entity& hunter = s.entities[hunter_entity(s)];
      if (hunter.value == 0) {
        hunter.value = 1;
        c.emit(EventKind::HunterFaster, seat, hunter.value);
      }
      continue_phase(c, kMove, 0, -1);
      return;
    }
    const int card = s.monster_deck.back();
    s.monster_deck.pop_back();
    // Ruling: placing is not moving: the monster is counted 3 cards along the Hunter's way (the
    // character's branches, the player choosing at forks the character has not reached) and may
    // land on the character's card; at the last boss it stops there.
    const int e = add_monster(c, card, s.entities[hunter_entity(s)].node);
    continue_phase(c, kPlace, e, kHuntDistance);
  }

 protected:
  WalkRule rule() const override { return WalkRule::Forward; }
  bool placing(int stage) const override { return stage == kPlace; }

  void continue_phase(Ctx& c, int stage, int entity, int left) const override {
    GameState& s = c.s;
    if (stage == kPlace) {
      if (!walk(c, entity, left, WalkRule::Forward, kPlace)) return;
      c.emit(EventKind::MonsterAppeared, c.seat(), s.entities[entity].node, s.entities[entity].card);
      stage = kMove;
      entity = 0;
      left = -1;
    }
    for (; stage < kDone; ++stage, entity = 0, left = -1) {
      if (stage == kMove) c.emit(EventKind::PhaseStep, c.seat(), 1);
      if (stage == kRun) c.emit(EventKind::PhaseStep, c.seat(), 2);
      for (int e = entity; e < static_cast<int>(s.entities.size()); ++e) {
        const Entity& ent = s.entities[e];
        if (!walker(ent) || (stage == kNudge && ent.kind != EntityKind::Monster)) continue;
        int steps = 1;
        if (stage == kMove)
          steps = ent.kind == EntityKind::Hunter ? c.content.hunter.movement + ent.value
                                                 : c.content.monsters[ent.card].movement;
        // (c) the run: only those on a lower level than the character.
        if (stage == kRun && level_of(s, ent.node) >= level_of(s, character_node(s))) continue;
        if (e == entity && left >= 0) steps = left;
        if (!walk(c, e, steps, WalkRule::Forward, stage)) return;
      }
    }
    // RULING (R9.7J, no ability step): the rulebook's Hunter mode plays like Azoz except that the
    // Hunter phase REPLACES the Azoz phase, and it lists only the hunt, the move and the run. The
    // monsters' abilities (ambush, drain, roar) are part of the Azoz phase (R9.6.3 (c), R9.6.7), so in
    // the Hunter mode no ability acts: RULES.md R9.7J (d) does not apply. Monsters on the character's
    // card are still dealt with by fight or dodge as R9.6.4 (SoloMode::action_phase_started).
  }

  bool abilities_act() const override { return false; }
};

const HunterMode kHunterMode;

}  // namespace

const ModeHooks& hunter_mode() { return kHunterMode; }

}  // namespace hs::modes

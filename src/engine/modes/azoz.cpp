// R9.6 Solo: Azoz the Mad. Azoz replaces the level-3 boss; each turn opens with the Azoz phase: his
// die (a monster on the first card of level 3, or a gem on his ritual), the monsters walk toward the
// character by the shortest path, then their abilities act. The ritual full at the end of a turn, or
// no lives left, loses; defeating Azoz wins.
#include <algorithm>

#include "modes/monsters.hpp"

namespace hs::modes {

namespace {

using rules::Ctx;
using namespace solo;

constexpr int kMove = 1;  // the phase's stage where a walk may stop to ask

int azoz_node(const TableState& s) { return azoz_slot(s); }
int ritual_gems(const TableState& s) { return ritual_gem_count(s); }

class AzozMode final : public SoloMode {
 public:
  std::string_view name() const override { return "azoz"; }

  void after_set_up(const Content& c, const GameOptions& o, GameState& s) const override {
    // R9.6.1: Azoz takes the level-3 boss slot. Ruling: he is always dealt face up, whatever the
    // hidden-card preset (R9.1), so the ritual track and its icons can be read from the start.
    const int node = azoz_node(s);
    if (s.board[node].face_down) {
      s.hidden_cards.erase(node);
      s.board[node].face_down = false;
    }
    s.board[node].card = static_cast<int>(std::find_if(c.cards.begin(), c.cards.end(),
                                                       [](const DungeonCard& d) { return d.azoz; }) - c.cards.begin());
    s.monster_deck = build_monster_deck(c, o, s, 2);  // R9.6.2
  }

  void mode_phase(Ctx& c, int seat) const override {
    GameState& s = c.s;
    // (a) Azoz's die: 1-3 a monster on the first card of level 3, 4-6 a ritual gem; with the monster
    // deck empty, a gem without rolling (R9.6.3).
    c.emit(EventKind::PhaseStep, seat, 0);
    bool gem = s.monster_deck.empty();
    if (!gem) {
      const int face = rules::roll_die(s);
      c.emit(EventKind::PhaseDie, seat, face);
      gem = face >= kAzozGemFace;
    }
    if (gem) {
      const int icons = c.content.cards[s.board[azoz_node(s)].card].ritual_icons;
      Entity token;
      token.kind = EntityKind::Token;
      token.node = azoz_node(s);
      token.value = ritual_gems(s);  // the icon it covers
      s.entities.push_back(token);
      c.emit(EventKind::RitualGem, seat, ritual_gems(s), icons);
    } else {
      const int card = s.monster_deck.back();
      s.monster_deck.pop_back();
      const int node = s.level_first_node[2];
      add_monster(c, card, node);
      c.emit(EventKind::MonsterAppeared, seat, node, card);
    }
    // (b) every monster walks toward the character.
    c.emit(EventKind::PhaseStep, seat, 1);
    continue_phase(c, kMove, 0, -1);
  }

  void turn_ended(Ctx& c, int seat) const override {
    SoloMode::turn_ended(c, seat);
    // R9.6.5: every ritual icon covered at the end of a turn loses, unless Azoz fell this turn (the
    // win ends the game with this turn, R8.1).
    const GameState& s = c.s;
    const int icons = c.content.cards[s.board[azoz_node(s)].card].ritual_icons;
    if (ritual_gems(s) < icons || s.players[seat].defeated_last_boss) return;
    c.emit(EventKind::RitualComplete, seat);
    rules::finish_game(c, EndReason::RitualComplete);
  }

 protected:
  WalkRule rule() const override { return WalkRule::Toward; }

  void continue_phase(Ctx& c, int, int entity, int left) const override {
    for (int e = entity; e < static_cast<int>(c.s.entities.size()); ++e) {
      const Entity& ent = c.s.entities[e];
      if (!is_monster(ent)) continue;
      const int steps = e == entity && left >= 0 ? left : c.content.monsters[ent.card].movement;
      if (!walk(c, e, steps, WalkRule::Toward, kMove)) return;
    }
    // (c) the abilities of the monsters on the character's level: roar now; drain and ambush at the
    // initial and action phases (SoloMode::action_phase_started).
    c.emit(EventKind::PhaseStep, c.seat(), 3);
    refresh_roar(c, true);
  }
};

const AzozMode kAzozMode;

}  // namespace

const ModeHooks& azoz_mode() { return kAzozMode; }

}  // namespace hs::modes

// The public solo questions (highscore/solo.hpp), answered from an observation with the same helpers
// the Azoz and Hunter phases apply (monsters.hpp).
#include <algorithm>

#include "highscore/queries.hpp"
#include "highscore/solo.hpp"
#include "modes/monsters.hpp"

namespace hs {

using namespace modes::solo;

bool is_solo_mode(Mode mode) { return mode == Mode::Azoz || mode == Mode::Hunter; }

int azoz_node(const Observation& seen) {
  if (!seen.options || seen.options->mode != Mode::Azoz) return -1;
  return azoz_slot(seen.state());
}

const DungeonCard* azoz_card(const Content& content, const Observation& seen) {
  const int node = azoz_node(seen);
  if (node < 0 || node >= static_cast<int>(seen.state().board.size())) return nullptr;
  const int card = seen.state().board[node].card;
  if (card < 0 || card >= static_cast<int>(content.cards.size()) || !content.cards[card].azoz) return nullptr;
  return &content.cards[card];
}

RitualTrack ritual_track(const Content& content, const Observation& seen) {
  RitualTrack track;
  const DungeonCard* card = azoz_card(content, seen);
  if (!card) return track;
  track.icons = card->ritual_icons;
  track.gems = ritual_gem_count(seen.state());
  return track;
}

AzozDie azoz_die(const Observation& seen) {
  AzozDie die;
  if (seen.monster_deck_size <= 0) {  // R9.6.3: no monster left, a gem without rolling
    die.rolled = false;
    die.monster = 0.0;
    die.gem = 1.0;
    return die;
  }
  die.monster = (kAzozGemFace - 1) / 6.0;
  die.gem = (7 - kAzozGemFace) / 6.0;
  return die;
}

bool is_walker(const Entity& e) { return e.kind == EntityKind::Monster || e.kind == EntityKind::Hunter; }

std::vector<int> walkers_on(const Observation& seen, int node) {
  std::vector<int> out;
  const auto& entities = seen.state().entities;
  for (int e = 0; e < static_cast<int>(entities.size()); ++e)
    if (entities[e].node == node && is_walker(entities[e])) out.push_back(e);
  return out;
}

int path_walker(const Observation& seen) {
  const TableState& s = seen.state();
  const Decision d = seen.pending;
  if (d.kind != DecisionKind::ModePhase || d.subject < 0 || d.subject >= static_cast<int>(s.entities.size())) return -1;
  return is_walker(s.entities[static_cast<std::size_t>(d.subject)]) ? d.subject : -1;
}

MonsterFaced monster_faced(const Content& content, const Observation& seen) {
  const TableState& s = seen.state();
  const Decision d = seen.pending;
  MonsterFaced f;
  if (const MonsterTest mt = monster_under_test(s); mt.entity >= 0) {
    f.entity = mt.entity;
    f.ambush = mt.kind == MonsterTestKind::Ambush;
    f.testing = true;
  } else if (is_ambush(d)) {
    f.entity = d.subject;
    f.ambush = true;
  } else if (d.kind == DecisionKind::Monster && d.owner >= 0 && d.owner < static_cast<int>(s.players.size())) {
    // The gate (R9.6.4): the monsters on the card not yet dealt with this turn.
    const int node = s.players[d.owner].node;
    for (int e = 0; e < static_cast<int>(s.entities.size()); ++e) {
      const Entity& en = s.entities[e];
      if (!is_monster(en) || en.node != node || en.value != 0) continue;
      if (f.entity < 0) f.entity = e;
      else ++f.others;
    }
  }
  if (f.entity >= static_cast<int>(s.entities.size()) || (f.entity >= 0 && (s.entities[f.entity].card < 0 ||
      s.entities[f.entity].card >= static_cast<int>(content.monsters.size()))))
    f = MonsterFaced{};
  return f;
}

int hunter_entity(const Observation& seen) { return hunter_index(seen.state()); }

int hunter_cards_behind(const Observation& seen) {
  const TableState& s = seen.state();
  const int h = hunter_index(s);
  if (h < 0 || s.players.empty() || s.level_first_node.empty()) return -1;
  const int from = s.entities[h].node;
  const int to = character_node(s);
  if (to < 0) return -1;
  // Behind the first card (-1) he is one step short of it.
  const int start = from < 0 ? s.level_first_node.front() : from;
  const int steps = board_distances(s, start, false)[to];
  return steps < 0 ? -1 : steps + (from < 0 ? 1 : 0);
}

HunterForecast hunter_forecast(const Content& content, const Observation& seen) {
  const TableState& s = seen.state();
  HunterForecast f;
  f.entity = hunter_index(s);
  if (f.entity < 0 || s.players.empty() || s.level_first_node.empty()) return HunterForecast{};
  const Entity& hunter = s.entities[f.entity];
  f.node = hunter.node;
  f.cards_behind = hunter_cards_behind(seen);
  f.first_turn = s.round < 2;
  // hunter.cpp: the phase that finds the deck empty (and fewer than three monsters out) quickens him
  // by 1 before he moves; the mark stays on his card after that.
  const bool quickens = seen.monster_deck_size <= 0 && monsters_out(s) < kHunterMaxOut;
  f.movement = content.hunter.movement + std::max(hunter.value, quickens ? 1 : 0);
  const int prey = character_node(s);
  int at = hunter.node;
  bool known = true;
  // Steps as SoloMode::walk takes them: a dead end stops him, a fork the character has not passed
  // waits for the player, the character's card ends the walk (and the adventure).
  auto walk = [&](int left) {
    for (; left > 0 && known && !f.catches; --left) {
      const std::vector<int> next = forward_steps(s, at);
      if (next.empty()) return;
      if (next.size() > 1) {
        known = false;
        return;
      }
      at = next.front();
      f.catches = at == prey;
    }
  };
  walk(f.movement);
  f.runs = known && !f.catches && level_of(s, at) < level_of(s, prey);
  if (f.runs) walk(1);
  f.steps = f.movement + (f.runs ? 1 : 0);
  f.lands = known ? at : -1;
  return f;
}

}  // namespace hs

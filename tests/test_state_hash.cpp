// The state hash (R10.1, R10.4): the same state gives the same number, and changing any one field of
// the state, hidden ones included, changes it. A field added to state.hpp without being hashed makes
// the list below incomplete: add its line here when adding the field.
#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "highscore/bots.hpp"
#include "highscore/game.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

// A game in its middle, with hidden cards and four levels so that every part of the state is in use.
GameState mid_game_state() {
  GameOptions o = base_options(3);
  o.fourth_level = true;
  o.hidden = HiddenPreset::Level4;
  o.scripted_dice = {6, 5, 4};
  Game g = new_game(o, 3);
  auto bot = make_bot("random", 9);
  while (!g.finished() && g.log().size() < 60) REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  return g.state();
}

using Change = std::pair<std::string, std::function<void(GameState&)>>;

std::vector<Change> one_field_changes() {
  return {
      {"player character", [](GameState& s) { s.players[0].character += 1; }},
      {"player lives", [](GameState& s) { s.players[0].lives += 1; }},
      {"player max lives", [](GameState& s) { s.players[0].max_lives += 1; }},
      {"player coins", [](GameState& s) { s.players[1].coins += 1; }},
      {"player gems", [](GameState& s) { s.players[1].gems += 1; }},
      {"player node", [](GameState& s) { s.players[2].node += 1; }},
      {"player path", [](GameState& s) { s.players[2].path.push_back(1); }},
      {"player branch", [](GameState& s) { s.players[0].branch_taken[3] = 99; }},
      {"player pool", [](GameState& s) { s.players[0].pool[Color::Blue] += 1; }},
      {"player spent", [](GameState& s) { s.players[0].spent[Color::Black] += 1; }},
      {"player items", [](GameState& s) { s.players[0].items.push_back(OwnedItem{2, false}); }},
      {"item exhausted", [](GameState& s) { s.players[0].items.push_back(OwnedItem{2, true}); }},
      {"ability exhausted", [](GameState& s) { s.players[0].ability_exhausted = !s.players[0].ability_exhausted; }},
      {"expert used", [](GameState& s) { s.players[0].expert_used = !s.players[0].expert_used; }},
      {"eliminated", [](GameState& s) { s.players[0].eliminated = !s.players[0].eliminated; }},
      {"defeated last boss", [](GameState& s) { s.players[0].defeated_last_boss = !s.players[0].defeated_last_boss; }},
      {"stats", [](GameState& s) { s.players[0].stats.coins_earned += 1; }},
      {"node card", [](GameState& s) { s.board[1].card += 1; }},
      {"node level", [](GameState& s) { s.board[1].level += 1; }},
      {"node step", [](GameState& s) { s.board[1].step += 1; }},
      {"node col", [](GameState& s) { s.board[1].col += 1; }},
      {"node row", [](GameState& s) { s.board[1].row += 1; }},
      {"node next", [](GameState& s) { s.board[1].next.push_back(5); }},
      {"node prev", [](GameState& s) { s.board[1].prev.push_back(5); }},
      {"node face down", [](GameState& s) { s.board[1].face_down = !s.board[1].face_down; }},
      {"node raised", [](GameState& s) { s.board[1].raised.push_back({Color::Red, 3}); }},
      {"levels", [](GameState& s) { s.levels += 1; }},
      {"level first node", [](GameState& s) { s.level_first_node[1] += 1; }},
      {"level peddler node", [](GameState& s) { s.level_peddler_node[1] += 1; }},
      {"level boss nodes", [](GameState& s) { s.level_boss_nodes[1].push_back(3); }},
      {"entities", [](GameState& s) { s.entities.push_back(Entity{}); }},
      {"entity marks", [](GameState& s) { s.entities.push_back(Entity{EntityKind::PlacedDie, -1, -1, 0, Color::Red, 1, 4}); }},
      {"supply", [](GameState& s) { s.supply[Color::Red] += 1; }},
      {"placed", [](GameState& s) { s.placed[Color::Red] += 1; }},
      {"turn order", [](GameState& s) { std::swap(s.turn_order[0], s.turn_order[1]); }},
      {"turn index", [](GameState& s) { s.turn_index += 1; }},
      {"round", [](GameState& s) { s.round += 1; }},
      {"phase", [](GameState& s) { s.phase = s.phase == Phase::Final ? Phase::Initial : Phase::Final; }},
      {"test active", [](GameState& s) { s.test.active = !s.test.active; }},
      {"test optional", [](GameState& s) { s.test.optional = !s.test.optional; }},
      {"test option", [](GameState& s) { s.test.option += 1; }},
      {"test rolled", [](GameState& s) { s.test.rolled = !s.test.rolled; }},
      {"test added", [](GameState& s) { s.test.added[Color::Yellow] += 1; }},
      {"test dice", [](GameState& s) { s.test.dice.push_back(TestDie{}); }},
      {"test used items", [](GameState& s) { s.test.used_items.push_back(0); }},
      {"shop open", [](GameState& s) { s.shop.open = !s.shop.open; }},
      {"shop offer", [](GameState& s) { s.shop.offer.push_back(1); }},
      {"stack", [](GameState& s) { s.stack.push_back(Frame{}); }},
      {"stack stage", [](GameState& s) { s.stack.back().stage += 1; }},
      {"decision detail", [](GameState& s) { s.stack.back().decision.detail += 1; }},
      {"end triggered", [](GameState& s) { s.end_triggered = !s.end_triggered; }},
      {"finished", [](GameState& s) { s.finished = !s.finished; }},
      {"end reason", [](GameState& s) { s.end_reason = EndReason::NobodyLeft; }},
      {"winners", [](GameState& s) { s.winners.push_back(0); }},
      {"rng", [](GameState& s) { s.rng.next_u64(); }},
      {"equipment deck", [](GameState& s) { std::swap(s.equipment_deck.front(), s.equipment_deck.back()); }},
      {"monster deck", [](GameState& s) { s.monster_deck.push_back(0); }},
      {"hidden cards", [](GameState& s) { s.hidden_cards.begin()->second += 1; }},
      {"exploration decks", [](GameState& s) { s.exploration_decks.push_back({1}); }},
      {"scripted dice", [](GameState& s) { s.scripted_dice.push_back(2); }},
      {"random draws", [](GameState& s) { s.random_draws += 1; }},
      {"stacked equipment", [](GameState& s) { s.stacked_equipment.push_back({1, 2}); }},
  };
}

}  // namespace

TEST_CASE("the state hash is stable and changes with every field", "[R10.1][R10.4]") {
  const GameState base = mid_game_state();
  REQUIRE_FALSE(base.hidden_cards.empty());
  REQUIRE_FALSE(base.stack.empty());
  const std::uint64_t h = hash_state(base);
  CHECK(hash_state(GameState(base)) == h);
  std::set<std::uint64_t> seen{h};
  for (const auto& [field, change] : one_field_changes()) {
    INFO(field);
    GameState changed = base;
    change(changed);
    REQUIRE_FALSE(changed == base);
    const std::uint64_t after = hash_state(changed);
    CHECK(after != h);
    CHECK(seen.insert(after).second);  // and no two changes collide
  }
}

TEST_CASE("the state hash is the same number on every platform", "[R10.1]") {
  // Fixed-width unsigned arithmetic only, so this pinned value holds wherever the engine is built. It
  // changes only when the state's fields, the set-up or the hash's order change: a save format change.
  Game g = new_game(base_options(2), 1);
  CHECK(g.hash() == hash_state(g.state()));
  CHECK(g.hash() == 0x87900a66c3560099ULL);
}

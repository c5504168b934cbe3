// The shipped content's classic layout (data/layouts.json) as R2.2 rules it: per level the start card,
// two more dungeon cards, the peddler fourth, a fork of two cards on each branch, then the boss.
// The rules tests use their own fixture content, so this is the only check on the shipped file.
#include <catch2/catch.hpp>

#include <algorithm>

#include "highscore/game.hpp"

using namespace hs;

namespace {

const Content& shipped_content() {
  static const ContentLoad load = load_content(default_data_dir());
  REQUIRE(load.content.has_value());
  return *load.content;
}

}  // namespace

TEST_CASE("the shipped classic layout: 7 dungeon cards a level, the peddler fourth, a fork of 2 and 2",
          "[R2.2][R2.1]") {
  const Content& content = shipped_content();
  auto layout = std::find_if(content.layouts.begin(), content.layouts.end(),
                             [](const Layout& l) { return l.id == "classic"; });
  REQUIRE(layout != content.layouts.end());
  const auto& slots = layout->slots;
  REQUIRE(slots.size() == 9);
  CHECK(std::count_if(slots.begin(), slots.end(), [](const LayoutSlot& s) { return s.kind == SlotKind::Dungeon; }) == 7);
  // start -> card -> card -> PEDDLER: the peddler is the fourth slot, counting the start card.
  for (int i = 0; i < 3; ++i) {
    CHECK(slots[i].kind == SlotKind::Dungeon);
    CHECK(slots[i].next == std::vector<int>{i + 1});
  }
  CHECK(slots[3].kind == SlotKind::Peddler);
  REQUIRE(slots[3].next.size() == 2);
  // Each branch of the fork holds two dungeon cards and then meets the boss.
  for (int branch : slots[3].next) {
    CHECK(slots[branch].kind == SlotKind::Dungeon);
    REQUIRE(slots[branch].next.size() == 1);
    const int second = slots[branch].next[0];
    CHECK(slots[second].kind == SlotKind::Dungeon);
    REQUIRE(slots[second].next.size() == 1);
    CHECK(slots[slots[second].next[0]].kind == SlotKind::Boss);
  }

  // A game dealt from the shipped content: every level has 7 dungeon cards, the peddler fourth.
  GameOptions options;
  options.players = 2;
  auto game = Game::create(content, options, 42);
  REQUIRE(game.ok());
  const GameState& s = game->state();
  REQUIRE(s.level_first_node.size() == 3);
  for (std::size_t level = 0; level < 3; ++level) {
    int dungeon = 0;
    for (const Node& n : s.board)
      if (n.level == static_cast<int>(level) + 1 && n.card >= 0 &&
          content.cards[static_cast<std::size_t>(n.card)].kind == CardKind::Dungeon)
        ++dungeon;
    CHECK(dungeon == 7);
    int at = s.level_first_node[level];
    for (int step = 0; step < 3; ++step) {
      CHECK(content.cards[static_cast<std::size_t>(s.board[static_cast<std::size_t>(at)].card)].kind == CardKind::Dungeon);
      at = s.board[static_cast<std::size_t>(at)].next.front();
    }
    CHECK(at == s.level_peddler_node[level]);
    CHECK(content.cards[static_cast<std::size_t>(s.board[static_cast<std::size_t>(at)].card)].kind == CardKind::Peddler);
  }
}

// Worlds dealt from one seat's observation (issue 21): the dealt game looks the same to that seat,
// plays on from the same decision, is reproducible for a seed, and spreads every hidden card over
// all the cards the seat cannot rule out (chi-square checks). The property harness (test_property.cpp)
// checks the first two over thousands of positions in every mode line.
#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <memory>

#include "highscore/bots.hpp"
#include "highscore/invariants.hpp"
#include "highscore/worlds.hpp"
#include "solo_support.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

// A game of `options` advanced `steps` actions by random bots (fewer if it ends).
Game advanced(const Content& content, GameOptions options, std::uint64_t seed, int steps) {
  auto created = Game::create(content, options, seed);
  REQUIRE(created.ok());
  Game game = std::move(created.value());
  auto bot = make_bot("random", seed);
  for (int i = 0; i < steps && !game.finished(); ++i) REQUIRE(game.apply(ask_bot(*bot, game)).ok());
  return game;
}

// Pearson's statistic for counts against equal expectations, and a bound it stays under with
// overwhelming probability when the spread is uniform (mean df, sd sqrt(2 df): six sd above).
void check_uniform(const std::map<int, int>& counts, const std::vector<int>& expected_cards, int samples) {
  REQUIRE(!expected_cards.empty());
  for (const auto& [card, n] : counts) {
    INFO("card " << card << " drawn " << n << " times");
    CHECK(std::find(expected_cards.begin(), expected_cards.end(), card) != expected_cards.end());
  }
  const double expect = static_cast<double>(samples) / static_cast<double>(expected_cards.size());
  double chi2 = 0;
  for (int card : expected_cards) {
    const auto it = counts.find(card);
    const double n = it == counts.end() ? 0.0 : it->second;
    INFO("card " << card << " never drawn");
    CHECK(n > 0);
    chi2 += (n - expect) * (n - expect) / expect;
  }
  const double df = static_cast<double>(expected_cards.size() - 1);
  INFO("chi-square " << chi2 << " with " << df << " degrees of freedom");
  CHECK(chi2 < df + 6.0 * std::sqrt(2.0 * df) + 1.0);
}

std::vector<int> face_up(const TableState& s) {
  std::vector<int> out;
  for (const Node& n : s.board)
    if (n.card >= 0) out.push_back(n.card);
  return out;
}

}  // namespace

TEST_CASE("a world dealt from an observation looks the same to that seat and plays on from the same decision",
          "[worlds][R9.1]") {
  GameOptions options;
  options.players = 3;
  options.hidden = HiddenPreset::BossesAndAfterPeddlers;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Game game = advanced(test_content(), options, seed, static_cast<int>(seed * 7));
    const int seat = game.finished() ? 0 : game.pending().owner;
    Rng rng(seed);
    const Game world = sample_world(test_content(), game.observe(seat), rng);
    CHECK(hash_observation(world.observe(seat)) == hash_observation(game.observe(seat)));
    CHECK(world.legal_actions() == game.legal_actions());
    CHECK(check_invariants(world.state()).empty());
    // The same seed deals the same world; another seed another one.
    Rng again(seed), other(seed + 1000);
    CHECK(sample_world(test_content(), game.observe(seat), again).hash() == world.hash());
    CHECK(sample_world(test_content(), game.observe(seat), other).hash() != world.hash());
  }
}

TEST_CASE("face-down cards are spread over every card the seat cannot rule out", "[worlds][R9.1]") {
  GameOptions options;
  options.players = 2;
  options.hidden = HiddenPreset::BossesAndAfterPeddlers;
  const Game game = advanced(test_content(), options, 5, 0);
  const TableState& table = game.state();
  int node = -1;  // a face-down dungeon card of level 3
  for (int n = 0; n < static_cast<int>(table.board.size()); ++n)
    if (table.board[n].face_down && table.board[n].level == 3 &&
        std::find(table.level_boss_nodes[2].begin(), table.level_boss_nodes[2].end(), n) == table.level_boss_nodes[2].end())
      node = n;
  REQUIRE(node >= 0);
  std::vector<int> possible = test_content().cards_of(CardKind::Dungeon, 3);
  for (int up : face_up(table)) possible.erase(std::remove(possible.begin(), possible.end(), up), possible.end());
  std::map<int, int> at_node, boss;
  constexpr int kSamples = 3000;
  Rng rng(77);
  for (int i = 0; i < kSamples; ++i) {
    const Game world = sample_world(test_content(), game.observe(0), rng);
    ++at_node[world.state().hidden_cards.at(node)];
    ++boss[world.state().hidden_cards.at(table.level_boss_nodes[0].front())];
  }
  check_uniform(at_node, possible, kSamples);
  std::vector<int> bosses;  // the level-1 boss: any of the level's bosses (never Azoz)
  for (int b : test_content().cards_of(CardKind::Boss, 1))
    if (!test_content().cards[static_cast<std::size_t>(b)].azoz) bosses.push_back(b);
  check_uniform(boss, bosses, kSamples);
}

TEST_CASE("the equipment deck is dealt from the copies not in sight", "[worlds][R6.3]") {
  GameOptions options;
  options.players = 2;
  const Game game = advanced(test_content(), options, 9, 0);
  std::map<int, int> top;
  constexpr int kSamples = 4000;
  Rng rng(3);
  for (int i = 0; i < kSamples; ++i) {
    const Game world = sample_world(test_content(), game.observe(1), rng);
    REQUIRE(world.state().equipment_deck.size() == game.state().equipment_deck.size());
    // Same cards as the real deck (nothing is in sight at the start), in another order.
    std::vector<int> a = world.state().equipment_deck, b = game.state().equipment_deck;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    REQUIRE(a == b);
    ++top[world.state().equipment_deck.back()];
  }
  // Each design on top as often as its copies say: weigh the counts by copies.
  std::map<int, int> copies;
  for (int card : game.state().equipment_deck) ++copies[card];
  double chi2 = 0;
  for (const auto& [card, n] : copies) {
    const double expect = kSamples * static_cast<double>(n) / static_cast<double>(game.state().equipment_deck.size());
    chi2 += (top[card] - expect) * (top[card] - expect) / expect;
    CHECK(top[card] > 0);
  }
  const double df = static_cast<double>(copies.size() - 1);
  CHECK(chi2 < df + 6.0 * std::sqrt(2.0 * df) + 1.0);
}

TEST_CASE("the monster deck and the exploration decks are dealt from what could still be in them",
          "[worlds][R9.5][R9.6.2]") {
  SECTION("Azoz: the top monster is any level-1 monster not on the board") {
    GameOptions options;
    options.mode = Mode::Azoz;
    options.players = 1;
    const Game game = advanced(solo_content(), options, 4, 0);
    REQUIRE(game.observe(0).monster_deck_size > 0);
    std::vector<int> possible;
    for (int m = 0; m < static_cast<int>(solo_content().monsters.size()); ++m)
      if (solo_content().monsters[static_cast<std::size_t>(m)].level == 1) possible.push_back(m);
    for (const Entity& e : game.state().entities)
      if (e.kind == EntityKind::Monster) possible.erase(std::remove(possible.begin(), possible.end(), e.card), possible.end());
    std::map<int, int> top;
    Rng rng(11);
    for (int i = 0; i < 3000; ++i) ++top[sample_world(solo_content(), game.observe(0), rng).state().monster_deck.back()];
    check_uniform(top, possible, 3000);
  }
  SECTION("exploration: the next card of level 1 is any card of its deck not on the board") {
    GameOptions options;
    options.players = 2;
    options.exploration = true;
    const Game game = advanced(test_content(), options, 6, 0);
    const int size = game.observe(0).level_deck_sizes[0];
    REQUIRE(size > 0);
    std::vector<int> possible = test_content().cards_of(CardKind::Dungeon, 1);
    for (int f : test_content().cards_of(CardKind::Bifurcation, 1)) possible.push_back(f);
    for (int up : face_up(game.state())) possible.erase(std::remove(possible.begin(), possible.end(), up), possible.end());
    std::map<int, int> top;
    Rng rng(12);
    for (int i = 0; i < 3000; ++i) {
      const Game world = sample_world(test_content(), game.observe(0), rng);
      REQUIRE(static_cast<int>(world.state().exploration_decks[0].size()) == size);
      ++top[world.state().exploration_decks[0].back()];
    }
    check_uniform(top, possible, 3000);
  }
}

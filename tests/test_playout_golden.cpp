// One playout loop for the expert and the review: their outputs for fixed seeds, fingerprinted and
// compared with figures recorded before the two loops became one (tools that share a loop must not
// drift from what each gave alone). A change that means to alter what the bots or the review decide
// records new figures here, and says why in its commit.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "highscore/analysis.hpp"
#include "highscore/bots.hpp"
#include "highscore/save.hpp"
#include "solo_support.hpp"
#include "support_content.hpp"

namespace hs::playout_golden_tests {

namespace {

// FNV-1a, 64 bits: the same figure on every platform and standard library (std::hash is not).
struct Fingerprint {
  std::uint64_t value = 14695981039346656037ULL;
  void add(const std::string& s) {
    for (unsigned char ch : s) {
      value ^= ch;
      value *= 1099511628211ULL;
    }
    value ^= 0xffu;  // a separator, so "ab","c" and "a","bc" differ
    value *= 1099511628211ULL;
  }
};

// Seat 0 is the expert; the others advisors. Every action and the expert's explanations go in.
std::uint64_t expert_game_fingerprint(const GameOptions& options, std::uint64_t seed, const SearchBudget& budget) {
  auto created = Game::create(hs::testing::solo_content(), options, seed);
  REQUIRE(created.ok());
  Game game = std::move(created.value());
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < options.players; ++seat)
    bots.push_back(seat == 0 ? make_expert_bot(seed, budget) : make_bot("advisor", seed + static_cast<std::uint64_t>(seat)));
  Fingerprint f;
  while (!game.finished() && game.state().round <= 40) {
    const int owner = game.pending().owner;
    const Action a = ask_bot(*bots[static_cast<std::size_t>(owner)], game);
    f.add(describe(a));
    if (owner == 0) f.add(explain_bot(*bots[0], game, a));
    REQUIRE(game.apply(a).ok());
  }
  return f.value;
}

// The review of a game the advisors played, as its JSON (every chance and every loss in it).
std::uint64_t analysis_fingerprint(Game g, std::size_t actions, std::uint64_t seed) {
  auto bot = make_bot("advisor", 9);
  while (!g.finished() && g.log().size() < actions) REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  auto loaded = load_game(g.content(), save_game(g));
  REQUIRE(loaded);
  AnalysisBudget budget;
  budget.worlds = 3;
  budget.seed = seed;
  auto a = analyze_game(loaded.value(), {}, budget);
  REQUIRE(a);
  Fingerprint f;
  f.add(analysis_to_json(*a).dump());
  return f.value;
}

}  // namespace

TEST_CASE("the expert decides as it did before its playouts moved to the shared loop", "[bots][expert][determinism]") {
  GameOptions standard;
  standard.players = 3;
  CHECK(expert_game_fingerprint(standard, 3, SearchBudget{24, 0.0}) == 0x13988aa5838c73deULL);
  GameOptions coop;
  coop.mode = Mode::Coop;
  coop.players = 2;
  CHECK(expert_game_fingerprint(coop, 5, SearchBudget{18, 0.0}) == 0x2a64c1b837d442b5ULL);
  GameOptions azoz;
  azoz.mode = Mode::Azoz;
  azoz.players = 1;
  CHECK(expert_game_fingerprint(azoz, 6, SearchBudget{12, 0.0}) == 0x2875786f1d218916ULL);
}

TEST_CASE("the review scores games as it did before its playouts moved to the shared loop", "[analysis][determinism]") {
  CHECK(analysis_fingerprint(hs::testing::new_game(hs::testing::base_options(2), 77), 60, 1) == 0x18ddb2f2ce8f45ccULL);
  GameOptions coop = hs::testing::base_options(2);
  coop.mode = Mode::Coop;
  CHECK(analysis_fingerprint(hs::testing::new_game(coop, 4), 40, 2) == 0xed2e9c4ac4eb99e9ULL);  // bots drink only for their own hero (R9.8)
  CHECK(analysis_fingerprint(hs::testing::new_solo(hs::testing::hunter_options({"m1_plain", "m1_plain"}), 4), 40, 3) == 0x68079b9f65596f33ULL);
}

}  // namespace hs::playout_golden_tests

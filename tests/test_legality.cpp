// R10.2 and R10.3 on whole random games: one pending decision with its owner, every listed action
// applies, unlisted random actions are refused without any change, and dice are conserved after
// every action.
#include <catch2/catch.hpp>

#include "highscore/invariants.hpp"
#include "fuzz/any_action.hpp"
#include "highscore/rng.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

// A random player that rests and cancels rarely, so games move forward.
Action pick(const std::vector<Action>& legal, Rng& rng) {
  std::vector<Action> keen;
  for (const Action& a : legal)
    if (!std::holds_alternative<Rest>(a) && !std::holds_alternative<CancelTest>(a)) keen.push_back(a);
  if (keen.empty() || rng.below(20) == 0) return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
  return keen[rng.below(static_cast<std::uint32_t>(keen.size()))];
}

Action random_action(Rng& rng) {
  auto small = [&] { return static_cast<int>(rng.below(9)) - 2; };
  auto color = [&] { return static_cast<Color>(rng.below(5)); };
  const std::size_t kind = rng.below(21);
  return fuzz::action_of_kind(kind, small, color, [] { return true; });
}

struct RunStats {
  int games = 0, finished = 0, actions = 0;
};

void run_random_game(std::uint64_t seed, int players, bool no_elimination, bool probe, RunStats& stats) {
  GameOptions o;
  o.players = players;
  o.no_elimination = no_elimination;
  o.hidden = static_cast<HiddenPreset>(seed % 3);  // none, bosses, bosses and after the peddlers (R9.1)
  o.variable_turn_order = seed % 2 == 1;           // R9.2, and sometimes its end-at-once option
  o.end_at_once = seed % 4 == 1;
  o.insert_coin = seed % 5 == 2;                   // R9.3 in place of elimination
  // Rich players buy more, so more equipment effects get exercised.
  for (int seat = 0; seat < players; ++seat) {
    seat_start(o, seat).coins = 6;
    seat_start(o, seat).gems = 3;
  }
  Game game = new_game(o, seed);
  Rng rng(seed * 7919 + 13);
  for (int step = 0; step < 12000 && !game.finished(); ++step) {
    const Decision d = game.pending();
    REQUIRE(d.kind != DecisionKind::Finished);
    REQUIRE(d.owner == game.state().active_player());
    const std::vector<Action> legal = game.legal_actions();
    REQUIRE_FALSE(legal.empty());
    if (probe && step % 5 == 0) {
      // Every listed action applies on a copy (R10.2).
      for (const Action& a : legal) {
        Game copy = game;
        INFO("seed " << seed << " step " << step << " action " << describe(a));
        REQUIRE(copy.apply(a).ok());
        REQUIRE(check_invariants(copy.state()) == "");
      }
      // Random actions: listed ones apply, the others are refused and change nothing.
      for (int k = 0; k < 30; ++k) {
        const Action a = random_action(rng);
        Game copy = game;
        auto r = copy.apply(a);
        INFO("seed " << seed << " step " << step << " random action " << describe(a));
        REQUIRE(r.ok() == listed(legal, a));
        if (!r.ok()) {
          REQUIRE(copy.state() == game.state());
          REQUIRE_FALSE(r.refusal().reason.empty());
        }
      }
    }
    const Action chosen = pick(legal, rng);
    INFO("seed " << seed << " step " << step << " action " << describe(chosen));
    REQUIRE(game.apply(chosen).ok());
    const std::string broken = check_invariants(game.state());
    REQUIRE(broken == "");
    ++stats.actions;
  }
  ++stats.games;
  if (game.finished()) {
    ++stats.finished;
    CHECK(game.pending().kind == DecisionKind::Finished);
    CHECK(game.pending().owner == -1);
    CHECK(game.legal_actions().empty());
  }
}

}  // namespace

TEST_CASE("random games: listed actions apply, others are refused unchanged, dice conserved",
          "[R10.2][R10.3][R9.1][R9.2][R9.3]") {
  RunStats stats;
  for (std::uint64_t seed = 1; seed <= 12; ++seed)
    run_random_game(seed, 1 + static_cast<int>(seed % 4), seed % 3 == 0, true, stats);
  CHECK(stats.finished == stats.games);
}

TEST_CASE("many random games keep every invariant after every action", "[R10.3]") {
  RunStats stats;
  for (std::uint64_t seed = 100; seed < 300; ++seed)
    run_random_game(seed, 2 + static_cast<int>(seed % 3), seed % 2 == 0, false, stats);
  INFO("games " << stats.games << " finished " << stats.finished << " actions " << stats.actions);
  CHECK(stats.finished == stats.games);
}

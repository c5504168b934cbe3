// Value fuzzing for the property run (R10.2): every action type with extreme and out-of-range
// parameters (huge, negative, colours outside the enum) at random points of random-bot games, every
// listed action applied to a copy and accepted, and nothing at all accepted once a game is over.
// Kept apart from test_property.cpp so the general harness can change without touching this.
#include <catch2/catch.hpp>

#include <climits>
#include <cstdio>
#include <memory>

#include "highscore/bots.hpp"
#include "highscore/invariants.hpp"
#include "fuzz/any_action.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

constexpr int kValueGames = 150;
constexpr int kValueRoundCap = 60;

const int kValues[] = {INT_MIN, INT_MIN + 1, -1000000, -2, -1, 0, 1, 2, 3, 5, 6, 17, 18, 19, 99, 1 << 20,
                       INT_MAX / 2 + 1, INT_MAX - 1, INT_MAX};

int pick_value(Rng& r) { return kValues[r.below(static_cast<std::uint32_t>(std::size(kValues)))]; }

// Colours including values no die or requirement can have.
Color pick_color(Rng& r) {
  const int c[] = {0, 1, 2, 3, 4, 5, -1, 255, INT_MAX};
  return static_cast<Color>(c[r.below(static_cast<std::uint32_t>(std::size(c)))]);
}

// One action of the given variant index with random extreme parameters.
Action extreme_action(std::size_t kind, Rng& r) {
  return fuzz::action_of_kind(kind, [&] { return pick_value(r); }, [&] { return pick_color(r); }, [&] { return r.below(2) == 0; });
}


struct Totals {
  long tried = 0, refused = 0, accepted = 0, listed_checked = 0, finished_refused = 0;
  int finished_games = 0;
};

// Applies `a` to `game`: a listed action must be accepted, anything else refused with a reason and
// without a change. Returns "" or what went wrong.
std::string check_one(Game& game, const std::vector<Action>& legal, const Action& a, Totals& t) {
  ++t.tried;
  const bool is_listed = listed(legal, a);
  const GameState before = game.state();
  const std::size_t log_before = game.log().size();
  auto r = game.apply(a);
  if (is_listed) {
    if (!r) return "listed action '" + describe(a) + "' refused: " + r.refusal().reason;
    ++t.accepted;
    return check_invariants(game.state());
  }
  if (r) return "R10.2: unlisted action '" + describe(a) + "' was accepted";
  if (r.refusal().reason.empty()) return "refusal of '" + describe(a) + "' gives no reason";
  if (!(game.state() == before) || game.log().size() != log_before)
    return "R10.2: refused action '" + describe(a) + "' changed the state";
  ++t.refused;
  return "";
}

std::string play_fuzzed_game(std::uint64_t seed, Totals& t) {
  Rng chance(seed * 0x9e3779b97f4a7c15ULL + 11);
  GameOptions options = base_options(2 + static_cast<int>(chance.below(3)));
  Game game = new_game(options, seed);
  auto bot = make_bot("random", seed);
  constexpr std::size_t kKinds = std::variant_size_v<Action>;
  while (!game.finished() && game.state().round <= kValueRoundCap) {
    const std::string where = "seed " + std::to_string(seed) + " action " + std::to_string(game.log().size()) + ": ";
    const std::vector<Action> legal = game.legal_actions();
    // Every action type with extreme values, on the live game (refusals leave it unchanged).
    if (chance.below(3) == 0)
      for (std::size_t k = 0; k < kKinds; ++k) {
        const Action a = extreme_action(k, chance);
        if (listed(legal, a)) continue;  // a rare in-range hit is played by the listed-action check
        if (auto e = check_one(game, legal, a, t); !e.empty()) return where + e;
      }
    // Every listed action, each on its own copy of the game, is accepted.
    if (chance.below(8) == 0)
      for (const Action& a : legal) {
        Game copy = game;
        ++t.listed_checked;
        if (auto e = check_one(copy, legal, a, t); !e.empty()) return where + e;
      }
    auto applied = game.apply(ask_bot(*bot, game));
    if (!applied) return where + "bot action refused: " + applied.refusal().reason;
  }
  if (game.finished()) {
    ++t.finished_games;
    // Nothing is legal in a finished game, whatever its values.
    for (int i = 0; i < 200; ++i) {
      const Action a = extreme_action(chance.below(static_cast<std::uint32_t>(kKinds)), chance);
      if (auto e = check_one(game, {}, a, t); !e.empty()) return "finished game, seed " + std::to_string(seed) + ": " + e;
      ++t.finished_refused;
    }
  }
  return "";
}

}  // namespace

TEST_CASE("extreme values on every action type are refused unchanged, listed actions are accepted",
          "[property][R10.2]") {
  Totals t;
  for (std::uint64_t seed = 1; seed <= kValueGames; ++seed) {
    const std::string problem = play_fuzzed_game(seed, t);
    if (!problem.empty()) FAIL(problem);
  }
  std::fprintf(stderr,
               "property values: %d games (%d finished), %ld fuzzed actions (%ld refused, %ld accepted), "
               "%ld listed actions checked, %ld actions on finished games refused\n",
               kValueGames, t.finished_games, t.tried, t.refused, t.accepted, t.listed_checked, t.finished_refused);
  CHECK(t.finished_games * 10 >= kValueGames * 7);
  CHECK(t.refused > kValueGames * 20);
  CHECK(t.listed_checked > kValueGames);
  CHECK(t.finished_refused == t.finished_games * 200L);
}

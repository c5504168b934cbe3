// The advisor bot: legal, deterministic, explains itself, and beats the random bot decisively while
// finishing the dungeon (the 1,000-game figure is measured with `highscore-cli simulate`).
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "highscore/bots.hpp"
#include "highscore/game.hpp"

using namespace hs;

namespace {

const Content& real_content() {
  static const ContentLoad load = load_content(default_data_dir());
  REQUIRE(load.content.has_value());
  return *load.content;
}

struct Played {
  std::vector<int> winners;
  int rounds = 0;
  bool finished = false;
  std::uint64_t hash = 0;
  std::size_t actions = 0;
};

// Plays one game to its end (or a round cap), each seat driven by the named bot; every chosen action
// must be accepted by the engine.
Played play(const std::vector<std::string>& kinds, std::uint64_t seed, GameOptions options = {}) {
  options.players = static_cast<int>(kinds.size());
  auto game = Game::create(real_content(), options, seed);
  REQUIRE(game.ok());
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    bots.push_back(make_bot(kinds[i], seed * 31 + i));
    REQUIRE(bots.back() != nullptr);
  }
  while (!game->finished() && game->state().round <= 120) {
    const int owner = game->pending().owner;
    const Action action = ask_bot(*bots[static_cast<std::size_t>(owner)], *game);
    auto applied = game->apply(action);
    if (!applied) FAIL("bot chose an illegal action: " << describe(action) << ": " << applied.refusal().reason);
  }
  return {game->state().winners, game->state().round, game->finished(), game->hash(), game->log().size()};
}

}  // namespace

TEST_CASE("the advisor is offered by make_bot", "[bot]") {
  const auto kinds = bot_kinds();
  CHECK(std::find(kinds.begin(), kinds.end(), "advisor") != kinds.end());
  auto bot = make_bot("advisor", 1);
  REQUIRE(bot);
  CHECK(bot->name() == "advisor");
}

TEST_CASE("advisor beats the random bot decisively in 2-player games, from either seat", "[bot][R8.2]") {
  int advisor_wins = 0, games = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const bool advisor_first = seed % 2 == 1;
    const Played g = play(advisor_first ? std::vector<std::string>{"advisor", "random"}
                                        : std::vector<std::string>{"random", "advisor"},
                          seed);
    CHECK(g.finished);
    const int advisor_seat = advisor_first ? 0 : 1;
    advisor_wins += std::find(g.winners.begin(), g.winners.end(), advisor_seat) != g.winners.end();
    ++games;
  }
  // Measured about 97% over 1,000 games; 40 games leave room for chance but not for a weak bot.
  INFO("advisor won " << advisor_wins << " of " << games);
  CHECK(advisor_wins >= 34);
}

TEST_CASE("advisor games reach the last boss, random games rarely do", "[bot][R8.1]") {
  int advisor_won = 0, random_won = 0;
  std::vector<int> advisor_rounds;
  for (std::uint64_t seed = 100; seed < 120; ++seed) {
    const Played a = play({"advisor", "advisor"}, seed);
    if (!a.winners.empty()) {
      ++advisor_won;
      advisor_rounds.push_back(a.rounds);
    }
    const Played r = play({"random", "random"}, seed);
    random_won += !r.winners.empty();
  }
  CHECK(advisor_won >= 18);
  CHECK(random_won <= 4);
  std::sort(advisor_rounds.begin(), advisor_rounds.end());
  REQUIRE_FALSE(advisor_rounds.empty());
  // The classic three levels are 27 cards: a won game that needs far more rounds means dawdling.
  CHECK(advisor_rounds[advisor_rounds.size() / 2] <= 14);
}

TEST_CASE("the same seed gives the same advisor game", "[bot][R10.1]") {
  const Played a = play({"advisor", "advisor", "advisor"}, 7);
  const Played b = play({"advisor", "advisor", "advisor"}, 7);
  CHECK(a.hash == b.hash);
  CHECK(a.actions == b.actions);
  CHECK(a.winners == b.winners);
}

TEST_CASE("the advisor plays any seat of a 4-player game and without elimination", "[bot][R5.10]") {
  GameOptions no_elimination;
  no_elimination.no_elimination = true;
  for (std::uint64_t seed = 3; seed < 6; ++seed) {
    const Played g = play({"random", "advisor", "random", "advisor"}, seed);
    CHECK(g.finished);
    const Played h = play({"advisor", "advisor"}, seed, no_elimination);
    CHECK(h.finished);
    CHECK_FALSE(h.winners.empty());
  }
}

TEST_CASE("the advisor explains a roll with its chance to pass", "[bot]") {
  GameOptions options;
  options.players = 2;
  auto game = Game::create(real_content(), options, 11);
  REQUIRE(game.ok());
  auto advisor = make_bot("advisor", 1);
  bool explained_roll = false;
  for (int step = 0; step < 400 && !game->finished() && !explained_roll; ++step) {
    const Action action = ask_bot(*advisor, *game);
    const std::string why = explain_bot(*advisor, *game, action);
    CHECK_FALSE(why.empty());
    if (std::holds_alternative<RollDice>(action)) {
      explained_roll = true;
      CHECK(why.rfind("roll ", 0) == 0);
      CHECK(why.find("% to pass") != std::string::npos);
    }
    REQUIRE(game->apply(action).ok());
  }
  CHECK(explained_roll);
}

TEST_CASE("advisor games finish in fewer rounds than random ones when nobody is eliminated", "[bot][R5.10][R8.1]") {
  // With elimination, random games end early because everyone dies; without it both must walk to the
  // last boss, which shows the pace (measured medians: advisor 10 rounds, random 25).
  GameOptions no_elimination;
  no_elimination.no_elimination = true;
  std::vector<int> advisor_rounds, random_rounds;
  for (std::uint64_t seed = 200; seed < 211; ++seed) {
    const Played a = play({"advisor", "advisor"}, seed, no_elimination);
    const Played r = play({"random", "random"}, seed, no_elimination);
    REQUIRE(a.finished);
    advisor_rounds.push_back(a.rounds);
    random_rounds.push_back(r.finished ? r.rounds : 1000);
  }
  std::sort(advisor_rounds.begin(), advisor_rounds.end());
  std::sort(random_rounds.begin(), random_rounds.end());
  INFO("median rounds: advisor " << advisor_rounds[5] << ", random " << random_rounds[5]);
  CHECK(advisor_rounds[5] < random_rounds[5]);
  CHECK(advisor_rounds[5] * 3 / 2 <= random_rounds[5]);
}

TEST_CASE("bots given only an observation play whole games, hidden cards and four levels included",
          "[bot][R9.1][R9.7][R10.2]") {
  GameOptions options;
  options.players = 3;
  options.fourth_level = true;
  options.hidden = HiddenPreset::Level4;
  for (const std::string kind : {"advisor", "random"}) {
    INFO(kind);
    auto game = Game::create(real_content(), options, 11);
    REQUIRE(game.ok());
    std::vector<std::unique_ptr<Bot>> bots;
    for (int seat = 0; seat < 3; ++seat) bots.push_back(make_bot(kind, 5 + static_cast<std::uint64_t>(seat)));
    int decisions = 0;
    while (!game->finished() && game->state().round <= 120) {
      const Observation seen = game->observe(game->pending().owner);
      // What the bot is handed: the table (no hidden card on it), the public options, the legal actions.
      for (const auto& [node, card] : game->state().hidden_cards) REQUIRE(seen.state().board[static_cast<std::size_t>(node)].card == -1);
      REQUIRE(seen.options->stacked.empty());
      const std::vector<Action> legal = game->legal_actions();
      const Action action = bots[static_cast<std::size_t>(seen.pending.owner)]->choose(real_content(), seen, legal);
      REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
      REQUIRE(game->apply(action).ok());
      ++decisions;
    }
    CHECK(game->finished());
    CHECK(decisions > 100);
    if (kind == "advisor") {
      // The advisor reaches the end of the fourth level.
      CHECK(game->state().end_reason == EndReason::LastBoss);
      CHECK_FALSE(game->state().winners.empty());
    }
  }
}

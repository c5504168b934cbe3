// Bot levels and the expert (issue 21): Easy, Normal and Hard name real bot kinds in both languages;
// the expert is deterministic for a seed at a fixed budget, answers within a time cap, explains a
// searched choice with its estimates, plays co-op and solo games to the end, and stops searching when
// its stop flag is set, before the call or from another thread.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "highscore/bots.hpp"
#include "solo_support.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

// The actions an expert (seat 0) and advisors (other seats) take over a whole game, with the
// expert's explanations of its own searched choices.
struct Record {
  std::vector<Action> actions;
  std::vector<std::string> reasons;
  bool finished = false;
};

Record play_with_expert(const GameOptions& options, std::uint64_t seed, const SearchBudget& budget) {
  auto created = Game::create(solo_content(), options, seed);
  REQUIRE(created.ok());
  Game game = std::move(created.value());
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < options.players; ++seat)
    bots.push_back(seat == 0 ? make_expert_bot(seed, budget) : make_bot("advisor", seed + static_cast<std::uint64_t>(seat)));
  Record r;
  while (!game.finished() && game.state().round <= 40) {
    const int owner = game.pending().owner;
    const Action a = ask_bot(*bots[static_cast<std::size_t>(owner)], game);
    if (owner == 0) r.reasons.push_back(explain_bot(*bots[0], game, a));
    r.actions.push_back(a);
    REQUIRE(game.apply(a).ok());
  }
  r.finished = game.finished();
  return r;
}

}  // namespace

TEST_CASE("bot levels: Easy, Normal and Hard play as easy, advisor and expert, described in both languages",
          "[bots][levels]") {
  const auto& levels = bot_levels();
  REQUIRE(levels.size() == 3);
  CHECK(std::string(levels[0].level) == "easy");
  CHECK(std::string(levels[1].level) == "normal");
  CHECK(std::string(levels[2].level) == "hard");
  CHECK(bot_kind_for("normal") == "advisor");
  CHECK(bot_kind_for("hard") == "expert");
  CHECK(bot_kind_for("advisor") == "advisor");
  CHECK(bot_kind_for("nightmare").empty());
  for (const BotLevel& l : levels) {
    INFO(l.level);
    auto bot = make_bot(l.kind, 1);
    REQUIRE(bot != nullptr);
    CHECK(bot->name() == l.kind);
    for (const std::string* text : {&l.name.en, &l.name.es, &l.description.en, &l.description.es}) CHECK(!text->empty());
    CHECK(l.description.en != l.description.es);
  }
}

TEST_CASE("the expert is deterministic for a seed and explains its searched choices with estimates", "[bots][expert]") {
  GameOptions options;
  options.players = 3;
  const SearchBudget budget{24, 0.0};
  const Record a = play_with_expert(options, 3, budget);
  const Record b = play_with_expert(options, 3, budget);
  CHECK(a.actions == b.actions);
  CHECK(a.finished);
  // "rest: 41% to win, option 1: 33% (8 worlds)" at the decisions it searched.
  const auto searched = std::count_if(a.reasons.begin(), a.reasons.end(),
                                      [](const std::string& r) { return r.find("% to win") != std::string::npos; });
  CHECK(searched > 3);
  for (const std::string& r : a.reasons) CHECK(!r.empty());
}

TEST_CASE("the expert answers within a time cap and plays co-op and solo games to the end", "[bots][expert][R9.6][R9.8]") {
  // A huge iteration budget with a tiny time cap: the cap ends the search after the first world.
  GameOptions coop;
  coop.mode = Mode::Coop;
  coop.players = 2;
  CHECK(play_with_expert(coop, 5, SearchBudget{1000000, 0.001}).finished);
  GameOptions azoz;
  azoz.mode = Mode::Azoz;
  azoz.players = 1;
  CHECK(play_with_expert(azoz, 6, SearchBudget{12, 0.0}).finished);
  GameOptions hunter;
  hunter.mode = Mode::Hunter;
  hunter.players = 1;
  CHECK(play_with_expert(hunter, 7, SearchBudget{12, 0.0}).finished);
}

TEST_CASE("the easy bot plays legal actions and now and then not the advisor's", "[bots][levels]") {
  GameOptions options;
  options.players = 2;
  auto created = Game::create(test_content(), options, 9);
  REQUIRE(created.ok());
  Game game = std::move(created.value());
  auto easy = make_bot("easy", 4);
  auto advisor = make_bot("advisor", 4);
  int choices = 0, differ = 0;
  while (!game.finished() && game.state().round <= 40) {
    const std::vector<Action> legal = game.legal_actions();
    const Action a = ask_bot(*easy, game);
    REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
    if (legal.size() > 1) {
      ++choices;
      differ += a == ask_bot(*advisor, game) ? 0 : 1;
    }
    REQUIRE(game.apply(a).ok());
  }
  CHECK(differ > 0);
  CHECK(differ * 2 < choices);  // mostly sensible
}

namespace {

// A standard 3-player game played by advisors up to the first decision the expert searches (a real
// choice that is not dice or a reroll): where a stop flag has a search to cut short.
Game game_at_searched_decision() {
  GameOptions options;
  options.players = 3;
  auto created = Game::create(test_content(), options, 11);
  REQUIRE(created.ok());
  Game game = std::move(created.value());
  auto advisor = make_bot("advisor", 11);
  for (int step = 0; step < 2000 && !game.finished(); ++step) {
    const DecisionKind kind = game.pending().kind;
    if (game.legal_actions().size() >= 2 && kind != DecisionKind::ChooseDice && kind != DecisionKind::AfterRoll) break;
    REQUIRE(game.apply(ask_bot(*advisor, game)).ok());
  }
  REQUIRE_FALSE(game.finished());
  return game;
}

// The worlds a searched choice's reason counts ("... (12 worlds)"); -1 when it names none (the
// search stopped before its first world and the advisor's reason stands).
int worlds_in(const std::string& reason) {
  const auto at = reason.rfind(" worlds");
  if (at == std::string::npos) return -1;
  auto start = reason.rfind('(', at);
  REQUIRE(start != std::string::npos);
  return std::stoi(reason.substr(start + 1, at - start - 1));
}

}  // namespace

TEST_CASE("a stop flag set before the call: the expert answers at once with the advisor's legal choice",
          "[bots][expert]") {
  const Game game = game_at_searched_decision();
  const std::vector<Action> legal = game.legal_actions();
  auto stop = std::make_shared<std::atomic<bool>>(true);
  // Unstopped, this budget deals 2,000 worlds or more (seconds of search); stopped, not one.
  auto expert = make_expert_bot(5, SearchBudget{12000, 0.0, stop});
  const Action a = ask_bot(*expert, game);
  CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
  auto advisor = make_bot("advisor", 5);
  CHECK(a == ask_bot(*advisor, game));
  CHECK(worlds_in(explain_bot(*expert, game, a)) == -1);
}

TEST_CASE("a stop flag set from another thread cuts the expert's search short with a legal action",
          "[bots][expert]") {
  const Game game = game_at_searched_decision();
  const std::vector<Action> legal = game.legal_actions();
  auto stop = std::make_shared<std::atomic<bool>>(false);
  // At least 2,000 worlds (12,000 iterations over at most 6 candidates), seconds of search, unless the
  // flag ends it 50 ms in.
  auto expert = make_expert_bot(5, SearchBudget{12000, 0.0, stop});
  std::thread stopper([stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    stop->store(true);
  });
  const Action a = ask_bot(*expert, game);
  stopper.join();
  CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
  // Cut short: the reason counts the worlds played before the flag (or none, on a very slow start).
  const int worlds = worlds_in(explain_bot(*expert, game, a));
  CHECK(worlds < 2000);
}

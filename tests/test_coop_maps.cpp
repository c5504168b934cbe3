// The co-op maps of data/ (R9.8) stay playable as tuned: a party of two advisor heroes wins each map
// within CONTENT.md's target (35-60%), seeded so the figures never change from run to run.
#include <catch2/catch.hpp>

#include "highscore/bots.hpp"
#include "highscore/content.hpp"
#include "highscore/game.hpp"

using namespace hs;

namespace {

const Content& data_content() {
  static const ContentLoad load = load_content(default_data_dir());
  if (!load.content) FAIL("data/ does not load: " << (load.errors.empty() ? "" : load.errors.front().to_string()));
  return *load.content;
}

// Share of `games` won by a party of advisor bots on `map` (game g plays seed g + 1).
double win_rate(const std::string& map, int players, int games) {
  int won = 0;
  for (int k = 0; k < games; ++k) {
    GameOptions o;
    o.players = players;
    o.mode = Mode::Coop;
    o.coop_map = map;
    auto created = Game::create(data_content(), o, static_cast<std::uint64_t>(k + 1));
    REQUIRE(created.ok());
    Game g = created.value();
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < players; ++s) bots.push_back(make_bot("advisor", static_cast<std::uint64_t>(k * 10 + s)));
    for (int step = 0; step < 5000 && !g.finished(); ++step)
      if (!g.apply(ask_bot(*bots[static_cast<std::size_t>(g.pending().owner)], g)).ok()) FAIL("the advisor's action was refused");
    REQUIRE(g.finished());
    won += g.observe(-1).state().end_reason == EndReason::CoopVictory ? 1 : 0;
  }
  return static_cast<double>(won) / games;
}

}  // namespace

TEST_CASE("co-op maps: two advisor heroes win each map of data/ 35-60% of the time", "[R9.8][content][balance]") {
  for (const CoopMap& map : data_content().coop_maps) {
    const double rate = win_rate(map.id, 2, 200);
    INFO(map.id << ": " << rate);
    CHECK(rate >= 0.35);
    CHECK(rate <= 0.60);
  }
}

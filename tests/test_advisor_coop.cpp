// The advisor as a co-op team player (R9.8): who goes next, the poison split, the party's potions,
// and whole games on the test grid with a reason for every choice.
#include <catch2/catch.hpp>

#include "highscore/bots.hpp"
#include "highscore/coop.hpp"
#include "highscore/invariants.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

GameOptions coop_options(int players = 2) {
  GameOptions o = base_options(players);
  o.mode = Mode::Coop;
  return o;
}

// Lives from the start (GameOptions::start), for situations that take long to reach.
GameOptions with_lives(GameOptions o, const std::vector<int>& lives) {
  for (std::size_t seat = 0; seat < lives.size(); ++seat) seat_start(o, static_cast<int>(seat)).lives = lives[seat];
  return o;
}

}  // namespace

TEST_CASE("advisor co-op: the healthiest plays next, potions go where nothing is wasted", "[R9.8][bots]") {
  auto bot = make_bot("advisor", 1);
  Game g = new_game(with_lives(coop_options(3), {3, 4, 3}));  // brute (seat 1) has 4 of 4
  Action a = ask_bot(*bot, g);
  CHECK(a == Action{ChoosePlayer{1}});
  CHECK_FALSE(explain_bot(*bot, g, a).empty());
  Game h = new_game(with_lives(coop_options(3), {1, 4, 2}));
  a = ask_bot(*bot, h);
  CHECK(a == Action{DrinkPotion{equipment_id("potion"), 0}});  // one life left comes first
  CHECK(explain_bot(*bot, h, a).find("potion") != std::string::npos);
}

TEST_CASE("co-op bots drink the party's potions only for their own hero", "[R9.8][bots]") {
  // A potion drunk for another hero is that player's choice: a bot seat never makes it for them,
  // whatever bot it is (the newcomer's hero drank during a bot's turn without a click).
  for (const std::string kind : {"advisor", "random", "easy"}) {
    int drinks = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      GameOptions o = with_lives(coop_options(3), {3, 4, 1});  // seat 2 at one life, in town
      o.stacked.clear();
      Game g = new_game(o, seed);
      std::vector<std::unique_ptr<Bot>> bots;
      for (int seat = 0; seat < o.players; ++seat) bots.push_back(make_bot(kind, seed + static_cast<std::uint64_t>(seat)));
      for (int step = 0; step < 400 && !g.finished(); ++step) {
        const int owner = g.pending().owner;
        const Action a = ask_bot(*bots[static_cast<std::size_t>(owner)], g);
        if (const auto* d = std::get_if<DrinkPotion>(&a)) {
          INFO(kind << " seed " << seed << " step " << step);
          CHECK(d->player == owner);
          ++drinks;
        }
        play(g, a);
      }
    }
    if (kind == "advisor") CHECK(drinks > 0);  // they still drink for themselves
  }
  // The leader (seat 0) at full lives no longer drinks for the seat at one life: it picks who plays.
  auto bot = make_bot("advisor", 1);
  Game h = new_game(with_lives(coop_options(3), {3, 4, 1}));
  REQUIRE(h.pending().owner == 0);
  CHECK(ask_bot(*bot, h) == Action{ChoosePlayer{1}});
  CHECK(seat_choices(h.legal_actions(), 0).size() < h.legal_actions().size());
}

TEST_CASE("advisor co-op: the poison split spares the weakest", "[R9.8][bots]") {
  auto bot = make_bot("advisor", 1);
  Game g = new_game(with_lives(coop_options(2), {2, 4}));
  play(g, ChoosePlayer{0});
  play(g, Rest{});
  play(g, Rest{});
  REQUIRE(g.pending().kind == DecisionKind::SplitPoison);
  // Seat 0 misses a life: a potion first (it wastes nothing), then the split.
  CHECK(ask_bot(*bot, g) == Action{DrinkPotion{equipment_id("potion"), 0}});
  play(g, DrinkPotion{equipment_id("potion"), 0});
  CHECK(ask_bot(*bot, g) == Action{SplitPoison{{0, 1}}});
}

TEST_CASE("advisor co-op: whole games with listed actions and a reason each", "[R9.8][bots][R10.2]") {
  int finished = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    GameOptions o = coop_options(2 + static_cast<int>(seed % 3));
    o.stacked.clear();
    Game g = new_game(o, seed);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int seat = 0; seat < o.players; ++seat) bots.push_back(make_bot(seat == 0 ? "advisor" : "random", seed + seat));
    int actions = 0;
    while (!g.finished() && actions < 5000) {
      const std::vector<Action> legal = g.legal_actions();
      Bot& bot = *bots[static_cast<std::size_t>(g.pending().owner)];
      const Action action = ask_bot(bot, g);
      REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
      CHECK_FALSE(explain_bot(bot, g, action).empty());
      play(g, action);
      ++actions;
    }
    finished += g.finished() ? 1 : 0;
  }
  CHECK(finished == 6);
}

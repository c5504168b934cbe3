#include "endgame_support.hpp"

#include <catch2/catch.hpp>

namespace hs::testing {

Game at_last_boss(int players, const std::function<void(GameOptions&)>& more) {
  GameOptions o = base_options(players);
  o.scripted_dice.assign(40, 5);
  for (int seat = 0; seat < players; ++seat) seat_start(o, seat).node = 26;
  if (more) more(o);
  Game g = new_game(o);
  for (const Player& p : g.state().players)
    REQUIRE(p.path == std::vector<int>{0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14, 17, 18, 19, 20, 21, 22, 23, 26});
  return g;
}

std::vector<Event> defeat_boss(Game& g) {
  play(g, ChooseOption{0});
  play(g, RollDice{dice(2, 0, 0, 0)});
  return play(g, Resolve{});
}

void tie_broken_by_gems(GameOptions& o) {
  seat_start(o, 0).coins = 4;
  seat_start(o, 0).gems = 2;  // 4+3 coins, 2 gems: 9
  seat_start(o, 1).coins = 1;
  seat_start(o, 1).gems = 3;  // 1+3 coins, 3 gems, a 2-coin item: 9
  give_item(o, 1, "discount");
}

void tie_on_treasure_and_gems(GameOptions& o) {
  seat_start(o, 0).coins = 4;
  seat_start(o, 0).gems = 2;
  seat_start(o, 1).coins = 2;
  seat_start(o, 1).gems = 2;
  give_item(o, 1, "discount");
}

}  // namespace hs::testing

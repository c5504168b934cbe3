// Shared by the app tests: the full card set, loaded once (the app plays with it), and a plain game
// dealt from it.
#pragma once
#include <catch2/catch.hpp>

#include "highscore/content.hpp"
#include "highscore/game.hpp"

namespace hs::app::test {

inline const Content& full_content() {
  static const ContentLoad load = load_content(default_data_dir());
  if (!load.content) FAIL("data/ does not load: " << (load.errors.empty() ? "" : load.errors.front().to_string()));
  return *load.content;
}

// A standard game of `players` random characters on the full card set.
inline Game new_game(int players, std::uint64_t seed) {
  GameOptions o;
  o.players = players;
  auto g = Game::create(full_content(), o, seed);
  REQUIRE(g.ok());
  return g.value();
}

}  // namespace hs::app::test

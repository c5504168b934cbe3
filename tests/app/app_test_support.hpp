// Shared by the app tests: the full card set, loaded once (the app plays with it), a plain game
// dealt from it, the interface text in one language, and lookups in a table layout's regions.
#pragma once
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>

#include "app/text/strings.hpp"
#include "app/table/layout/table_layout.hpp"
#include "highscore/content.hpp"
#include "highscore/game.hpp"

namespace hs::app::test {

// A fresh directory per test (named by the test and the process), removed at the end.
struct TempDir {
  std::filesystem::path dir;
  explicit TempDir(const std::string& name)
      : dir(std::filesystem::temp_directory_path() / (name + "_" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  std::string file(const std::string& name) const { return (dir / name).string(); }
};

inline const Content& full_content() {
  static const ContentLoad load = load_content(default_data_dir());
  if (!load.content) FAIL("data/ does not load: " << (load.errors.empty() ? "" : load.errors.front().to_string()));
  return *load.content;
}

// A game of these options on the full card set (the test fails when they are refused).
inline Game new_game(const GameOptions& o, std::uint64_t seed) {
  auto g = Game::create(full_content(), o, seed);
  REQUIRE(g.ok());
  return std::move(g.value());
}

// A standard game of `players` random characters on the full card set.
inline Game new_game(int players, std::uint64_t seed) {
  GameOptions o;
  o.players = players;
  return new_game(o, seed);
}

// The shipped interface text in `lang` ("en" or "es"), loaded once per language.
inline const StringTable& strings_in(const std::string& lang) {
  const auto load = [](const std::string& l) {
    StringTable t;
    REQUIRE(!StringTable::load(default_data_dir() + "/i18n", t));
    t.set_language(l);
    return t;
  };
  static const StringTable en = load("en"), es = load("es");
  return lang == "es" ? es : en;
}

// Whether the layout offers a click that applies `a`.
inline bool has_region_with(const TableLayout& L, const Action& a) {
  return std::any_of(L.regions.begin(), L.regions.end(),
                     [&](const HitRegion& h) { return h.kind == HitKind::Action && h.action == a; });
}

// The first region of kind `k` carrying `value`, or null.
inline const HitRegion* find_kind(const TableLayout& L, HitKind k, int value) {
  for (const HitRegion& h : L.regions)
    if (h.kind == k && h.value == value) return &h;
  return nullptr;
}

// Viggel alone on the Corridor of Pointy Regrets (blue 3+ and blue 2+), holding `items`, option 1
// chosen: the dice are being chosen. `seed` deals the game (tests that need a given roll try several).
inline Game dice_being_chosen(const std::vector<std::string>& items = {}, std::uint64_t seed = 3) {
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.first_player = 0;
  o.stacked["dungeon:1"] = {"spike_corridor"};
  SeatStart hero;
  hero.items = items;
  o.start.seats = {hero};
  auto g = Game::create(full_content(), o, seed);
  REQUIRE(g.ok());
  Game game = g.value();
  REQUIRE(game.apply(ChooseOption{0}).ok());
  REQUIRE(game.pending().kind == DecisionKind::ChooseDice);
  return game;
}

}  // namespace hs::app::test

// The hints each seat asked the coach for, per game (hint_book.cpp). At a hotseat table every player
// has a count of their own, and a game resumed with Continue (a new session of the same game) keeps
// the hints it had. No SDL.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "highscore/game.hpp"

namespace hs::app {

// The same text for a game and that game resumed (set-up and seed), another for any other game.
std::string hint_game_key(const Game& game);

// Where the hints of the game last played are kept between runs of the app.
std::string hints_path();

class HintBook {
 public:
  // Follows the game `key` names: the same game keeps its hints, another starts with none, or with
  // the ones kept in `file` when they belong to it (the game resumed after the app was closed).
  void follow(const std::string& key, const std::string& file = "");
  // Adds a hint of `seat`, and keeps the book in `file` ("" for none; a failed write only loses it).
  void add(int seat, std::string hint, const std::string& file = "");
  // The seat's hints this game, oldest first.
  const std::vector<std::string>& of(int seat) const;

 private:
  std::string game_;
  std::map<int, std::vector<std::string>> by_seat_;
};

}  // namespace hs::app

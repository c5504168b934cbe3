// Hints by seat and by game (hint_book.hpp).
#include "app/teach/hint_book.hpp"

#include <utility>

namespace hs::app {

std::string hint_game_key(const Game& game) {
  const GameOptions& o = game.options();
  std::string key = std::to_string(game.seed()) + "/" + std::string(mode_name(o.mode)) + "/" + std::to_string(o.players);
  for (const std::string& ch : o.characters) key += "/" + ch;
  return key;
}

void HintBook::follow(const std::string& key) {
  if (key == game_) return;
  game_ = key;
  by_seat_.clear();
}

void HintBook::add(int seat, std::string hint) { by_seat_[seat].push_back(std::move(hint)); }

const std::vector<std::string>& HintBook::of(int seat) const {
  static const std::vector<std::string> kNone;
  const auto it = by_seat_.find(seat);
  return it == by_seat_.end() ? kNone : it->second;
}

}  // namespace hs::app

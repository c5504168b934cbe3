// R9.3 Insert Coin: instead of elimination, Game Over cards are revealed until "New Game"; each one
// moves the character back a card along its path and may cost a coin.
#include <algorithm>

#include "rules/rules.hpp"

namespace hs::rules {

namespace {

// Stacked ids first (tests, tutorial), then the rest in a fresh random order: the five cards are
// shuffled again for every use.
std::vector<int> game_over_order(Ctx& c) {
  std::vector<int> top, rest;
  if (auto it = c.options.stacked.find("game_over"); it != c.options.stacked.end())
    for (const std::string& id : it->second)
      for (std::size_t i = 0; i < c.content.game_over.size(); ++i)
        if (c.content.game_over[i].id == id) top.push_back(static_cast<int>(i));
  for (std::size_t i = 0; i < c.content.game_over.size(); ++i)
    if (std::find(top.begin(), top.end(), static_cast<int>(i)) == top.end()) rest.push_back(static_cast<int>(i));
  ++c.s.random_draws;
  c.s.rng.shuffle(rest);
  top.insert(top.end(), rest.begin(), rest.end());
  return top;
}

}  // namespace

void insert_coin(Ctx& c) {
  Player& p = c.player();
  for (int card : game_over_order(c)) {
    const GameOverCard& over = c.content.game_over[card];
    // One card back per revealed card, "New Game" included; the path may lead back a level.
    // Ruling: at the very first card there is nowhere further back to go.
    // R9.3: in exploration mode the character stops at its level's first card.
    const bool level_start = c.options.exploration && p.node == c.s.level_first_node[c.s.board[p.node].level - 1];
    if (p.path.size() > 1 && !level_start) p.path.pop_back();
    p.node = p.path.back();
    c.emit(EventKind::SentBack, c.seat(), p.node);
    if (over.lose_coin && p.coins > 0) --p.coins;
    if (over.new_game) break;
  }
  // Ruling (as R5.10): landing on a peddler this way does not open the shop.
  p.lives = p.max_lives;
  c.emit(EventKind::LifeGained, c.seat(), p.lives);
  end_turn_now(c);
}

}  // namespace hs::rules

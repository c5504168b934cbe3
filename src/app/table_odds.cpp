// Success chance for the table through hs::pass_probability (probability.hpp).
#include "app/table_odds.hpp"

#include <algorithm>

#include "app/table_layout.hpp"
#include "highscore/probability.hpp"
#include "highscore/queries.hpp"

namespace hs::app {

std::vector<int> roll_match(const Game& game) {
  const GameState& st = game.state();
  if (!st.test.active || !st.test.rolled) return {};
  std::vector<MatchDie> dice;
  for (const TestDie& td : st.test.dice) dice.push_back({td.color, td.value});
  return best_partial_match(requirements_under_test(game.content(), st), dice);
}

std::optional<ChanceShown> chance_for(const Game& game, const DiceCounts& selection) {
  const GameState& st = game.state();
  const TestOption* opt = option_under_test(game.content(), st);
  if (!opt || st.test.rolled || selection.total() == 0) return std::nullopt;
  const Player& pl = st.players[static_cast<std::size_t>(st.active_player())];
  const RollModifiers mods = roll_modifiers(game.content(), st, st.active_player());
  DiceCounts dice = selection;
  dice += st.test.added;
  ChanceShown s;
  s.gems = std::min(pl.gems, 6);
  s.now = pass_probability(dice, *opt, mods, 0);
  s.with_gems = s.gems > 0 ? pass_probability(dice, *opt, mods, s.gems) : s.now;
  return s;
}

}  // namespace hs::app

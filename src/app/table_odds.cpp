// Success chance for the table through hs::pass_probability (probability.hpp).
#include "app/table_odds.hpp"

#include <algorithm>

#include "app/table_layout.hpp"
#include "highscore/probability.hpp"

namespace hs::app {

const TestOption* option_under_test(const Game& game) {
  const GameState& st = game.state();
  if (!st.test.active) return nullptr;
  const int p = st.active_player();
  if (p < 0) return nullptr;
  const DungeonCard* card = card_at(game, st.players[static_cast<std::size_t>(p)].node);
  if (!card) return nullptr;
  if (st.test.optional) return card->optional ? &*card->optional : nullptr;
  if (st.test.option < 0 || st.test.option >= static_cast<int>(card->options.size())) return nullptr;
  return &card->options[static_cast<std::size_t>(st.test.option)];
}

std::optional<ChanceShown> chance_for(const Game& game, const DiceCounts& selection) {
  const GameState& st = game.state();
  const TestOption* opt = option_under_test(game);
  if (!opt || st.test.rolled || selection.total() == 0) return std::nullopt;
  const Player& pl = st.players[static_cast<std::size_t>(st.active_player())];
  RollModifiers mods;
  for (const OwnedItem& o : pl.items) {
    const EquipmentCard& e = game.content().equipment[static_cast<std::size_t>(o.item)];
    if (e.usage != Usage::Passive || e.effect.color == Color::Any) continue;
    const auto c = static_cast<std::size_t>(e.effect.color);
    if (e.effect.kind == EffectKind::BonusAll) mods.bonus[c] += 1;
    if (e.effect.kind == EffectKind::ExtraDie) mods.extra_dice[c] = std::min(1, st.supply.n[c]);
  }
  DiceCounts dice = selection;
  dice += st.test.added;
  ChanceShown s;
  s.gems = std::min(pl.gems, 6);
  s.now = pass_probability(dice, *opt, mods, 0);
  s.with_gems = s.gems > 0 ? pass_probability(dice, *opt, mods, s.gems) : s.now;
  return s;
}

}  // namespace hs::app

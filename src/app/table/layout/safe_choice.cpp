// The safe choice after a failing roll (see safe_choice.hpp).
#include "app/table/layout/safe_choice.hpp"

#include <algorithm>

#include "highscore/chances.hpp"
#include "highscore/resolve_cost.hpp"

namespace hs::app {

std::optional<PartId> safe_choice_part(const Game& game, const TableLayout& L, int owner) {
  if (game.pending().kind != DecisionKind::AfterRoll || lives_lost_on_resolve(game) == 0) return std::nullopt;
  const Observation seen = game.observe(game.pending().owner);
  const auto rescue = roll_rescue(game.content(), seen, game.legal_actions());
  if (!rescue) return std::nullopt;
  std::optional<PartId> best;
  double best_chance = 0;
  const auto offer = [&](PartId id, double chance) {
    if (chance <= best_chance || !region_of(L, id)) return;
    best = id;
    best_chance = chance;
  };
  // The gem reroll the advice names (on its die's tray slot), weighed with every gem held: its button
  // is the first step of that plan.
  if (rescue->gems.die >= 0 && !rescue->gems.pass_with_gems.empty())
    for (std::size_t i = 0; i < L.tray_dice.size(); ++i)
      if (L.tray_dice[i].die == rescue->gems.die) offer({Part::GemButton, static_cast<int>(i)}, rescue->gems.pass_with_gems.back());
  for (const HelperRescue& h : rescue->helpers) {
    const PartId id = h.helper.item < 0 ? PartId{Part::PanelAbility, owner} : PartId{Part::PanelItem, owner, h.helper.item};
    offer(id, std::max(h.chance, h.with_gems));
  }
  return best;
}

}  // namespace hs::app

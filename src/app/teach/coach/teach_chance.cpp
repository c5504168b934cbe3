// The gem line under the chance to pass: how many gem rerolls the figure counts, and that the
// player may spend more (R5.4: no limit) when they hold more than it counts.
#include <cmath>

#include "app/shell/app.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/teach/coach/teach_chance.hpp"

namespace hs::app {

std::string chance_gems_line(const App& app) {
  if (!app.table.chance || app.table.chance->gems <= 0 || !app.session) return "";
  const std::string pct = percent_text(app.table.chance->with_gems);
  const std::string counted = std::to_string(app.table.chance->gems);
  if (app.table.chance->estimated)  // past the exact limits: said to be an estimate
    return app.tr("table.chance_gems_estimate",
                  {counted, pct, std::to_string(std::max(1, static_cast<int>(std::ceil(app.table.chance->estimate_error * 100))))});
  const TableState& st = app.session->game().observe(-1).state();
  const int held = st.active_player() >= 0 ? st.players[static_cast<std::size_t>(st.active_player())].gems : 0;
  if (held > app.table.chance->gems) return app.tr("teach.chance_gems_capped", {counted, pct, std::to_string(held)});
  return app.tr(app.table.chance->gems == 1 ? "table.chance_gem" : "table.chance_gems", {counted, pct});
}

std::string chance_items_line(App& app) {
  if (!app.session || !app.session->human_to_act()) return "";
  const Game& g = app.session->game();
  if (g.pending().kind != DecisionKind::ChooseDice) return "";
  const DiceCounts& sel = app.table.ui.selection;
  CoachState& coach = app.teach.coach;
  const std::string key = std::to_string(app.table.layout_generation) + "/" + app.settings.language + "/" + std::to_string(sel.n[0]) +
                          std::to_string(sel.n[1]) + std::to_string(sel.n[2]) + std::to_string(sel.n[3]);
  if (key != coach.helped_key) {
    coach.helped_key = key;
    coach.helped_line = sel.total() > 0 ? helped_chance_line(g, sel, app.strings) : "";
  }
  return coach.helped_line;
}

}  // namespace hs::app

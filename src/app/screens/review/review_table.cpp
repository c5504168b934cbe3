// The review's table, drawn by draw_table from the review's own position: the session, the table's
// choices and the timed overlays of the App are swapped with the review's for the frame.
#include "app/screens/review/review_table.hpp"

#include <algorithm>
#include <utility>

#include "app/shell/app.hpp"
#include "app/table/input/table_input.hpp"

namespace hs::app {

namespace {

// The App's table fields a frame of the review borrows (given back by the destructor).
struct BorrowedTable {
  App& app;
  ReviewState& st;
  RollAnimation roll{};
  std::vector<Moment> moments;
  std::vector<std::string> phase_steps;
  int handover_seat = -1;
  BorrowedTable(App& a, ReviewState& s) : app(a), st(s) { exchange(); }
  ~BorrowedTable() { exchange(); }  // the same swaps again give everything back
  void exchange() {
    std::swap(app.session, st.position);
    std::swap(app.table.ui, st.ui);
    std::swap(app.table.roll_anim, roll);
    std::swap(app.table.moments, moments);
    std::swap(app.table.phase_steps, phase_steps);
    std::swap(app.table.handover_seat, handover_seat);
  }
  BorrowedTable(const BorrowedTable&) = delete;
  BorrowedTable& operator=(const BorrowedTable&) = delete;
};

}  // namespace

void draw_review_table(App& app, ReviewState& st, float height) {
  if (!st.position) return;
  BorrowedTable borrowed(app, st);
  const Game& g = app.session->game();
  const std::string key = std::to_string(st.position_actions) + "/" + std::to_string(app.vp.width) + "x" + std::to_string(height) + "/" +
                          app.settings.language;
  if (key != st.layout_key) {
    app.table.log.clear();  // the log derives from the review's position
    app.table.logged_actions = 0;
    settle_ui(g, app.table.ui);
    sync_log(app);
    TableLayout L = layout_table(g, app.table.ui, app.vp.width, height, false, false);
    // Read-only: the top bar's menu, save, undo and skip buttons belong to a game in play.
    std::erase_if(L.regions, [](const HitRegion& h) { return h.part.part >= Part::TopMenu && h.part.part <= Part::TopSkipBots; });
    app.table.layout = std::move(L);
    app.table.chance = app.table.odds.chance(g, app.table.ui.selection, 50.0);
    app.table.layout_actions = app.session->history().size();
    ++app.table.layout_generation;
    st.layout_key = key;
  }
  app.table.layout_dirty = false;
  draw_table(app, st.cache);
  app.table.layout_dirty = true;  // whoever draws the table next lays it out for itself
}

void release_review_table(App& app) {
  app.table.layout_dirty = true;
  app.table.log.clear();
  app.table.logged_actions = 0;
}

}  // namespace hs::app

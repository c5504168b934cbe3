// The review screen's hooks: what it opens, its keys and buttons, and its frame.
#include "app/screens/review/review_screen.hpp"

#include <optional>

#include "app/screens/review/review_draw.hpp"
#include "app/screens/review/review_table.hpp"
#include "app/platform/settings.hpp"
#include "app/shell/app.hpp"

namespace hs::app {

namespace {

// What the next review screen opens, set just before it is pushed (screens are made by id alone).
std::optional<ReviewState> g_next_review;

void push_review(App& app, ReviewState st, int worlds) {
  if (worlds > 0) st.budget.worlds = worlds;
  g_next_review = std::move(st);
  app.screens.push(Screen::Review);
}

}  // namespace

void open_review_of_save(App& app, const std::string& path, int worlds) {
  ReviewState st;
  if (!app.content) {
    st.problem = app.content_error;
  } else {
    auto s = Session::open(*app.content, path);
    if (!s) {
      st.problem = s.refusal().reason;
    } else {
      st.save_path = path;
      st.game = s.value()->game();
      st.seats = s.value()->seats();
    }
  }
  push_review(app, std::move(st), worlds);
}

void open_review_of_session(App& app, int worlds) {
  ReviewState st;
  if (app.session) {
    st.game = app.session->game();
    st.seats = app.session->seats();
    // The game in play is written to the autosave: its analysis is kept beside it.
    if (app.session->autosaving()) st.save_path = autosave_path();
  } else {
    st.problem = app.tr("review.no_game");
  }
  push_review(app, std::move(st), worlds);
}

void ReviewScreen::enter(App&) {
  if (g_next_review) {
    st_ = std::move(*g_next_review);
    g_next_review.reset();
  }
  if (st_.problem.empty() && !st_.game) st_.problem = "no game";
  if (st_.problem.empty()) review_begin(st_);
}

void ReviewScreen::leave(App& app) {
  if (left_) return;
  left_ = true;
  st_.worker.reset();  // stops the analysis: it ends after the step in hand
  release_review_table(app);
  app.screens.pop();
}

void ReviewScreen::step_to(std::size_t step) {
  st_.note.clear();
  review_go(st_, step);
}

void ReviewScreen::next_mistake(App& app) {
  if (!st_.analysis) return;
  if (auto s = hs::app::next_mistake(*st_.analysis, st_.steps, st_.step)) {
    step_to(*s);
  } else {
    st_.note = app.tr("review.no_more");
  }
}

bool ReviewScreen::handle(App& app, const InputEvent& e) {
  if (e.key()) {
    const SDL_Keycode k = e.sdl.key.keysym.sym;
    if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE) {
      leave(app);
      return true;
    }
    if (!st_.analysis) return false;
    if (k == SDLK_LEFT && st_.step > 0) step_to(st_.step - 1);
    else if (k == SDLK_RIGHT) step_to(st_.step + 1);
    else if (k == SDLK_HOME) step_to(0);
    else if (k == SDLK_END) step_to(st_.steps.empty() ? 0 : st_.steps.size() - 1);
    else if (k == SDLK_m) next_mistake(app);
    else if (k == SDLK_g) st_.graph_shown = !st_.graph_shown;
    else return false;
    return true;
  }
  return AppScreen::handle(app, e);  // clicks to the frame's buttons
}

FrameNeed ReviewScreen::update(App& app) {
  if (review_poll(st_) && st_.worker && !st_.worker->keep_problem().empty())
    app.notify(app.tr("review.kept_failed", {st_.worker->keep_problem()}));
  if (app.table.odds.take_update()) st_.layout_key.clear();  // a chance worked out meanwhile
  return {};  // the worker wakes the loop with each step it finishes
}

void ReviewScreen::draw(App& app) {
  if (!st_.problem.empty()) {
    table_background(app.canvas, app.vp.width, app.vp.height);
    if (draw_review_problem(app, st_)) leave(app);
    return;
  }
  const float table_h = app.vp.height - review_strip_height();
  draw_review_table(app, st_, st_.analysis ? table_h : app.vp.height);
  if (!st_.analysis) {
    if (draw_review_progress(app, st_)) leave(app);
    return;
  }
  if (st_.graph_shown) draw_review_graph(app, st_, {24, 56, app.vp.width - 48, table_h - 72});
  const ReviewClicks clicks = draw_review_strip(app, st_);
  if (clicks.back) return leave(app);
  if (clicks.seat >= 0 && clicks.seat != st_.seat) review_pick_seat(st_, clicks.seat);
  if (clicks.previous && st_.step > 0) step_to(st_.step - 1);
  if (clicks.next) step_to(st_.step + 1);
  if (clicks.next_mistake) next_mistake(app);
  if (clicks.graph) st_.graph_shown = !st_.graph_shown;
  if (clicks.step) step_to(*clicks.step);
}

}  // namespace hs::app

// The tutor: the action held while it is checked, the question over the table, the answer applied.
#include "app/table/tutor/tutor.hpp"

#include <cmath>

#include "app/render/theme.hpp"
#include "app/render/widgets.hpp"
#include "app/shell/app.hpp"
#include "app/table/input/table_input.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"
#include "app/text/action_text.hpp"

namespace hs::app {

namespace {

constexpr std::uint32_t kSpinnerAfterMs = 120;  // a few frames: a quick check shows nothing at all

// "First games": the first three games finished, as the coach counts them (teach.cpp).
bool tutor_first_games(const App& app) { return app.teach.prefs.games_finished < 3; }

// The held action no longer belongs to the game on the table (another game, or it moved on).
bool tutor_stale(const App& app) {
  const TutorState& t = app.tutor;
  return !app.session || app.session->serial() != t.session || app.session->game().log().size() != t.at_actions;
}

void tutor_release(App& app) {
  app.tutor.held.reset();
  app.tutor.check.reset();
  app.tutor.key.clear();
}

void tutor_apply_held(App& app) {
  const Action a = *app.tutor.held;
  tutor_release(app);
  app.tutor.confirmed = a;
  apply_and_record(app, a);
  app.tutor.confirmed.reset();
}

}  // namespace

bool tutor_on(const App& app) {
  const std::string& t = app.settings.tutor;
  return !in_tutorial(app) && (t == "on" || (t == "first_games" && tutor_first_games(app)));
}

bool tutor_holds(App& app, const Action& a) {
  TutorState& t = app.tutor;
  if (t.confirmed && *t.confirmed == a) return false;  // asked and answered: yes
  if (t.held) return true;  // one question at a time: nothing else is applied meanwhile
  if (!app.session || !tutor_on(app) || !app.session->human_to_act()) return false;
  const Game& g = app.session->game();
  if (g.legal_actions().size() < 2) return false;  // no choice to judge
  t.held = a;
  t.session = app.session->serial();
  t.at_actions = g.log().size();
  t.key = "tutor/" + std::to_string(t.session) + "/" + std::to_string(t.at_actions) + "/" + describe(a);
  t.asked_at = SDL_GetTicks();
  t.check.reset();
  app.advice.ask(g, t.key, a);
  return true;
}

std::string tutor_question(const App& app, const Game& game, const ActionCheck& check) {
  auto pct = [](double p) { return std::to_string(static_cast<int>(std::lround(p * 100))) + "%"; };
  const std::string best = action_label(game, check.best, app.strings);
  std::string text = app.tr("tutor.lost", {pct(check.chance_lost), pct(check.action_chance), pct(check.best_chance), best});
  if (check.best_test_chance >= 0) text += " " + app.tr("tutor.best_test", {best, pct(check.best_test_chance)});
  // Resting throws away the dice held (the commonest blunder): say how many.
  const Decision d = game.pending();
  const TableState& st = game.observe(d.owner).state();
  if (app.tutor.held && std::holds_alternative<Rest>(*app.tutor.held) && d.owner >= 0 &&
      static_cast<std::size_t>(d.owner) < st.players.size()) {
    const int dice = st.players[static_cast<std::size_t>(d.owner)].pool.total();
    if (dice > 0) text += " " + app.tr("tutor.rest_unused", {std::to_string(dice)});
  }
  return text + " " + app.tr("tutor.anyway");
}

FrameNeed TutorAskLayer::update(App& app) {
  TutorState& t = app.tutor;
  if (!t.held) return {};
  if (tutor_stale(app)) {
    tutor_release(app);
    return {};
  }
  if (!t.check) {
    // The one worker also answers hints: a hint asked meanwhile replaced this check, so it is asked again.
    if (!app.advice.working_on(t.key) && !app.advice.answer(t.key)) app.advice.ask(app.session->game(), t.key, *t.held);
    if (auto answer = app.advice.answer(t.key); answer && answer->check) {
      if (!answer->check->blunder) {
        tutor_apply_held(app);  // fine: played at once
        return {};
      }
      t.check = answer->check;
      app.table.layout_dirty = true;
    }
  }
  // The spinner turns while the check goes on; the question itself is still.
  return FrameNeed{!t.check && SDL_GetTicks() - t.asked_at >= kSpinnerAfterMs, false};
}

bool TutorAskLayer::handle(App& app, const InputEvent& e) {
  TutorState& t = app.tutor;
  if (!t.held) return false;
  if (t.check) {
    const bool yes = (e.left_click() && yes_.contains(e.at)) || (e.key() && (e.sdl.key.keysym.sym == SDLK_y));
    const bool no = (e.left_click() && no_.contains(e.at)) ||
                    (e.key() && (e.sdl.key.keysym.sym == SDLK_n || e.sdl.key.keysym.sym == SDLK_ESCAPE));
    if (yes) tutor_apply_held(app);
    else if (no) tutor_release(app), app.table.layout_dirty = true;  // nothing was applied: the player chooses again
  } else if (e.key() && e.sdl.key.keysym.sym == SDLK_ESCAPE) {
    tutor_release(app);  // the player takes the move back before the check is done
  }
  // Everything else waits for the answer: no second move while one is held.
  return e.left_click() || e.right_click() || e.key();
}

void TutorAskLayer::draw(App& app) {
  const TutorState& t = app.tutor;
  yes_ = no_ = Rect{};
  if (!t.held || !app.session) return;
  const bool waiting = !t.check;
  if (waiting && SDL_GetTicks() - t.asked_at < kSpinnerAfterMs) return;
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  const Rect box{W / 2 - 300, H / 2 - (waiting ? 50 : 110), 600, waiting ? 100.f : 220.f};
  if (!waiting) c.fill({0, 0, W, H}, theme::kShade);
  c.rounded(box, 12, Rgba{30, 23, 18, 255});
  c.rounded_outline(box, 12, 2, waiting ? theme::kGold : theme::kBad);
  c.text(app.tr("tutor.title"), Font::Title, theme::kLarge, theme::kGold, {box.x + 20, box.y + 22}, Align::Left);
  if (waiting) {
    // A ring of dots, the bright one going round.
    const Point centre{box.x + 44, box.y + 62};
    const int lit = static_cast<int>(SDL_GetTicks() / 90 % 8);
    for (int i = 0; i < 8; ++i) {
      const float angle = static_cast<float>(i) * 0.785398f;
      c.circle({centre.x + 14 * std::cos(angle), centre.y + 14 * std::sin(angle)}, i == lit ? 4.f : 2.5f,
               i == lit ? theme::kGoldBright : theme::kTextDim);
    }
    c.text(app.tr("tutor.checking"), Font::Body, theme::kBody, theme::kText, {box.x + 76, centre.y}, Align::Left);
    return;
  }
  const Game& g = app.session->game();
  c.text(app.tr("tutor.move", {action_label(g, *t.held, app.strings)}), Font::Bold, theme::kBody, theme::kText,
         {box.x + 20, box.y + 52}, Align::Left);
  c.text_box(tutor_question(app, g, *t.check), Font::Body, theme::kBody, theme::kText, {box.x + 20, box.y + 68, box.w - 40, 90},
             Align::Left, 1.25f);
  no_ = {box.x + 20, box.bottom() - 54, 270, 40};
  yes_ = {box.right() - 290, box.bottom() - 54, 270, 40};
  draw_button(c, no_, app.tr("tutor.no"), true, app.pointer.hover(no_), ButtonStyle::Primary);
  draw_button(c, yes_, app.tr("tutor.yes"), true, app.pointer.hover(yes_));
}

}  // namespace hs::app

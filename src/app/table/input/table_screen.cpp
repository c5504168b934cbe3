// The table screen's hooks: clicks, the wheel and keys to table_input.cpp, its pacing each frame,
// its drawing (table_layers.cpp).
#include "app/table/input/table_screen.hpp"

#include "app/screens/pause/pause_layer.hpp"
#include "app/shell/app.hpp"
#include "app/table/draw/table_layers.hpp"
#include "app/table/input/table_focus.hpp"
#include "app/table/input/table_input.hpp"
#include "app/table/tutor/tutor.hpp"
#include "app/teach/teach_layers.hpp"

namespace hs::app {

TableScreen::TableScreen() {
  // Drawn in this order; the last sees events first: the pause menu, when open, takes them all.
  layers_.push_back(std::make_unique<TutorialLayer>());
  layers_.push_back(std::make_unique<LearningLayer>());
  layers_.push_back(std::make_unique<TutorAskLayer>());  // the tutor's question, over everything
  auto pause = std::make_unique<PauseLayer>();
  pause_ = pause.get();
  layers_.push_back(std::move(pause));
}

bool TableScreen::handle(App& app, const InputEvent& e) {
  if (e.left_click()) {
    table_click(app, e.at);
    return true;
  }
  if (e.sdl.type == SDL_MOUSEWHEEL) {
    const int flip = e.sdl.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -1 : 1;
    table_wheel(app, e.sdl.wheel.x * flip, e.sdl.wheel.y * flip);
    return true;
  }
  if (e.intent) return table_intent(app, *e.intent);  // keys and pad buttons, by what they mean
  return false;
}

FrameNeed TableScreen::update(App& app) {
  if (pause_->open()) return {};  // the game waits under the pause menu (its layer asks for frames)
  table_update(app);
  const std::uint32_t now = SDL_GetTicks();
  // Hotseat: under the hand-over the motion waits for the seat that looks next (the coins still fly,
  // the stand-up still walks when the table shows again), and the loop rests while it waits.
  const bool handing_over = app.table.handover_seat >= 0;
  if (handing_over) app.table.motion.hold(now);
  else app.table.motion.release(now);
  FrameNeed need;
  need.quick = app.table.roll_anim.active(now);
  // Besides the dice: cards flying, moments and phase steps timed, a bot's turn paced (or the
  // finished game's pause before the end screen); alone, the branch choice's pulse is gentle.
  const bool bot_paced = app.session && !app.session->human_to_act();
  const bool at_fork = app.session && !handing_over && app.session->game().pending().kind == DecisionKind::ChooseBranch;
  if (at_fork && app.table.fork_actions != app.session->history().size()) {
    app.table.fork_actions = app.session->history().size();
    app.table.fork_shown_at = now;
  }
  // Frames a little past the pulse's end, so the last one drawn shows the steady glow.
  const bool fork_pulse = at_fork && !app.settings.reduced_motion &&
                          now - app.table.fork_shown_at < TableScreenState::kForkPulseMs + 150;  // (wraps safely)
  const bool moving = need.quick || app.table.card_flights.active(now) || app.table.motion.animating(now) ||
                      !app.table.moments.empty() || !app.table.phase_steps.empty() || bot_paced;
  need.animating = moving || fork_pulse;
  need.gentle = !moving && fork_pulse;
  return need;
}

void TableScreen::draw(App& app) {
  draw_table(app, cache_);
  draw_table_focus(app);  // over the composed frame: it moves without redrawing the table
}

}  // namespace hs::app

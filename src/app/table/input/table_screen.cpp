// The table screen's hooks: clicks, the wheel and keys to table_input.cpp, its pacing each frame,
// its drawing (table_layers.cpp).
#include "app/table/input/table_screen.hpp"

#include "app/screens/pause/pause_layer.hpp"
#include "app/shell/app.hpp"
#include "app/table/draw/table_layers.hpp"
#include "app/table/input/table_input.hpp"
#include "app/teach/teach_layers.hpp"

namespace hs::app {

TableScreen::TableScreen() {
  // Drawn in this order; the last sees events first: the pause menu, when open, takes them all.
  layers_.push_back(std::make_unique<TutorialLayer>());
  layers_.push_back(std::make_unique<LearningLayer>());
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
  if (e.key()) {
    const bool ctrl = (e.sdl.key.keysym.mod & KMOD_CTRL) != 0;
    if (e.sdl.key.keysym.sym == SDLK_m && !ctrl) return false;  // the app's mute key
    table_key(app, e.sdl.key.keysym.sym, ctrl);
    return true;
  }
  return false;
}

FrameNeed TableScreen::update(App& app) {
  if (pause_->open()) return {};  // the game waits under the pause menu (its layer asks for frames)
  table_update(app);
  const std::uint32_t now = SDL_GetTicks();
  FrameNeed need;
  need.quick = app.roll_anim.active(now);
  // Besides the dice: cards flying, moments and phase steps timed, a bot's turn paced (or the
  // finished game's pause before the end screen), the branch choice pulsing.
  const bool waiting = app.session && (!app.session->human_to_act() || app.session->game().pending().kind == DecisionKind::ChooseBranch);
  need.animating = need.quick || app.card_flights.active(now) || app.motion.animating(now) || !app.moments.empty() || !app.phase_steps.empty() || waiting;
  return need;
}

void TableScreen::draw(App& app) { draw_table(app, cache_); }

}  // namespace hs::app

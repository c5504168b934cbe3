// The setup screen's "?" beside the modes: the chosen mode's introduction over the screen, its
// numbers for the seats and map chosen (see screens/intro/mode_intro_card.hpp).
#include "app/render/theme.hpp"
#include "app/screens/intro/mode_intro_card.hpp"
#include "app/screens/rules/rules_screen.hpp"
#include "app/screens/setup/setup_screen.hpp"
#include "app/shell/app.hpp"

namespace hs::app {

bool SetupScreen::handle(App& app, const InputEvent& e) {
  if (!intro_open_) return AppScreen::handle(app, e);
  if (e.left_click()) intro_click_ = e.at;  // for the introduction's buttons, drawn over the screen
  if (e.key() && (e.sdl.key.keysym.sym == SDLK_ESCAPE || e.sdl.key.keysym.sym == SDLK_RETURN)) intro_open_ = false;
  return e.left_click() || e.key();
}

void SetupScreen::draw(App& app) {
  draw_setup(app);
  if (!app.content) return;
  const Rect row = mode_row_rect(app);
  // Beside the row's title: what the chosen mode is about, with the seats and map chosen.
  if (!intro_open_ && button(app.canvas, app.pointer, {row.x + 82, row.y + 10, 30, 30}, "?", true, ButtonStyle::Quiet)) intro_open_ = true;
  if (!intro_open_) return;
  GameOptions o = app.setup.variants;
  o.players = app.setup.players;
  app.pointer.click = intro_click_;  // the screen under it never sees this click
  intro_click_.reset();
  const IntroChoice choice = draw_mode_intro(app, mode_intro(*app.content, o, app.strings), app.tr("intro.close"), false);
  if (choice == IntroChoice::Rules) open_rules(app, mode_intro(*app.content, o, app.strings).rule);
  if (choice == IntroChoice::Close) intro_open_ = false;
}

}  // namespace hs::app

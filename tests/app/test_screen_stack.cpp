// The screen stack: one screen type per id, the rules opened over a screen and closed back to it,
// a new place replacing the whole stack, and the table's learning layers on it.
#include <catch2/catch.hpp>

#include "app/shell/app.hpp"
#include "app/shell/screen_stack.hpp"
#include "app/screens/pause/pause_layer.hpp"

using namespace hs::app;

TEST_CASE("every screen id makes a screen of that id", "[app][screens]") {
  for (int i = 0; i < kScreenCount; ++i) {
    const Screen id = static_cast<Screen>(i);
    const auto screen = make_screen(id);
    REQUIRE(screen);
    CHECK(screen->id() == id);
  }
  const auto table = make_screen(Screen::Table);
  REQUIRE(table->layers().size() == 3);  // the tutorial, the learning overlay, the pause menu (sees events first)
  CHECK(dynamic_cast<PauseLayer*>(table->layers().back().get()));
  CHECK(make_screen(Screen::Table)->covers_window());
  CHECK(!make_screen(Screen::Menu)->covers_window());
}

TEST_CASE("the rules open over a screen and close back to it, and a new place replaces the stack", "[app][screens]") {
  App app;
  CHECK(app.screens.top_id() == Screen::Menu);  // the menu before anything is chosen
  app.screens.replace(Screen::Setup);
  app.screens.push(Screen::Rules);
  CHECK(app.screens.shows(Screen::Rules));
  app.screens.pop();
  CHECK(app.screens.top_id() == Screen::Setup);
  app.screens.push(Screen::Rules);
  app.screens.replace(Screen::Settings);
  app.screens.pop();  // nothing under a replaced screen: back to the menu
  CHECK(app.screens.top_id() == Screen::Menu);
  app.screens.collect();
}

namespace {
SDL_Event key_down(SDL_Keycode k) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.keysym.sym = k;
  return e;
}
}  // namespace

TEST_CASE("Esc on a screen opened over another returns to it; on a place of its own, to the menu", "[app][screens]") {
  App app;
  app.screens.replace(Screen::Table);
  app.screens.push(Screen::Load);  // the pause menu's Load
  const SDL_Event esc = key_down(SDLK_ESCAPE);
  CHECK(app.screens.handle(InputEvent{esc, {}}));
  CHECK(app.screens.top_id() == Screen::Table);
  app.screens.replace(Screen::Settings);
  CHECK(app.screens.handle(InputEvent{esc, {}}));
  CHECK(app.screens.top_id() == Screen::Menu);
  app.screens.collect();
}

TEST_CASE("the pause menu takes every key while open and Esc resumes", "[app][screens]") {
  App app;
  app.screens.replace(Screen::Table);
  PauseLayer* pause = pause_layer(app);
  REQUIRE(pause);
  CHECK_FALSE(pause->open());
  const SDL_Event roll = key_down(SDLK_r), esc = key_down(SDLK_ESCAPE);
  CHECK_FALSE(pause->handle(app, InputEvent{roll, {}}));  // closed: the table's keys pass
  CHECK_FALSE(open_pause(app));  // no game on the table: nothing to pause
  pause->show(app, PauseLayer::View::Menu);
  CHECK(pause->open());
  CHECK(pause->update(app).animating);
  CHECK(app.screens.handle(InputEvent{roll, {}}));  // taken: R does not roll under the menu
  CHECK(pause->open());
  CHECK(app.screens.handle(InputEvent{esc, {}}));
  CHECK_FALSE(pause->open());  // resumed
  CHECK(app.screens.top_id() == Screen::Table);
  app.screens.collect();
}

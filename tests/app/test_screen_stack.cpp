// The screen stack: one screen type per id, the rules opened over a screen and closed back to it,
// a new place replacing the whole stack, and the table's learning layers on it.
#include <catch2/catch.hpp>

#include "app/shell/app.hpp"
#include "app/shell/screen_stack.hpp"

using namespace hs::app;

TEST_CASE("every screen id makes a screen of that id", "[app][screens]") {
  for (int i = 0; i < kScreenCount; ++i) {
    const Screen id = static_cast<Screen>(i);
    const auto screen = make_screen(id);
    REQUIRE(screen);
    CHECK(screen->id() == id);
  }
  CHECK(make_screen(Screen::Table)->layers().size() == 3);  // the tutorial, the learning overlay, the tutor
  CHECK(make_screen(Screen::Table)->covers_window());
  CHECK(make_screen(Screen::Review)->covers_window());  // the review draws the table under its strip
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

// The screen stack: one screen type per id, the rules opened over a screen and closed back to it,
// a new place replacing the whole stack, and the table's learning layers on it.
#include <catch2/catch.hpp>

#include "app/shell/app.hpp"
#include "app/shell/screen_stack.hpp"
#include "app/session/session.hpp"
#include "app/teach/inspect.hpp"
#include "app/teach/teach.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"

using namespace hs::app;

TEST_CASE("every screen id makes a screen of that id", "[app][screens]") {
  for (int i = 0; i < kScreenCount; ++i) {
    const Screen id = static_cast<Screen>(i);
    const auto screen = make_screen(id);
    REQUIRE(screen);
    CHECK(screen->id() == id);
  }
  CHECK(make_screen(Screen::Table)->layers().size() == 2);  // the tutorial, then the learning overlay
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

TEST_CASE("Esc with an inspection open closes it and leaves the table as it is", "[app][screens]") {
  App app;
  hs::GameOptions o;
  o.players = 2;
  auto s = Session::start(test::full_content(), o, 4, {Seat{"human"}, Seat{"human"}});
  REQUIRE(s.ok());
  app.session = std::move(s.value());
  app.screens.replace(Screen::Table);
  app.teach.shown_inspection = Inspection{{10, 10, 40, 40}, "Shadow Cloak", {"An item."}, "R7.2", "item:0:0"};
  app.teach.pinned = true;
  SDL_Event esc{};
  esc.type = SDL_KEYDOWN;
  esc.key.keysym.sym = SDLK_ESCAPE;
  CHECK(app.screens.handle(InputEvent{esc, {0, 0}}));
  CHECK_FALSE(app.teach.shown_inspection.has_value());
  CHECK_FALSE(app.teach.pinned);
  CHECK(app.screens.top_id() == Screen::Table);  // the popup closed, nothing else happened
  app.screens.collect();
}

TEST_CASE("a click on an item that cannot be used says the table's reason, not its missing colour", "[app][R7.2][R7.4]") {
  App app;
  hs::GameOptions o;
  o.players = 2;
  o.first_player = 0;
  o.start.seats.resize(1);
  o.start.seats[0].items = {"shadow_cloak"};  // any colour of spent die back to the pool (R7.4 recover_spent)
  auto s = Session::start(test::full_content(), o, 4, {Seat{"human"}, Seat{"human"}});
  REQUIRE(s.ok());
  app.session = std::move(s.value());
  app.strings = test::strings_in("en");
  app.table_layout = layout_table(app.session->game(), app.table_ui, 1280, 720, app.session->human_to_act());
  const Rect* chip = find_part(app.table_layout, {Part::PanelItem, 0, 0});
  REQUIRE(chip);
  CHECK_FALSE(region_of(app.table_layout, {Part::PanelItem, 0, 0}));  // not usable: nothing spent yet
  explain_unhandled_click(app, chip->center());
  INFO(app.message);
  CHECK(app.message.find("R7.4") != std::string::npos);
  CHECK(app.message.find("colour for this effect") == std::string::npos);
}

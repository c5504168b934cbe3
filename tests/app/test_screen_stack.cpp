// The screen stack: one screen type per id, the rules opened over a screen and closed back to it,
// a new place replacing the whole stack, and the table's learning layers on it.
#include <catch2/catch.hpp>
#include <SDL_ttf.h>

#include "app/session/session.hpp"
#include "app/shell/app.hpp"
#include "app/shell/screen_stack.hpp"
#include "app/input/intent.hpp"
#include "app/screens/pause/pause_layer.hpp"
#include "app/screens/settings/settings_screen.hpp"
#include "app/session/session.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app/table/motion/motion_requests.hpp"
#include "app/teach/inspect/inspect.hpp"
#include "app/teach/teach.hpp"
#include "app_test_support.hpp"

using namespace hs::app;

TEST_CASE("every screen id makes a screen of that id", "[app][screens]") {
  for (int i = 0; i < kScreenCount; ++i) {
    const Screen id = static_cast<Screen>(i);
    const auto screen = make_screen(id);
    REQUIRE(screen);
    CHECK(screen->id() == id);
  }
  const auto table = make_screen(Screen::Table);
  REQUIRE(table->layers().size() == 4);  // the tutorial, the learning overlay, the tutor, the pause menu (sees events first)
  CHECK(dynamic_cast<PauseLayer*>(table->layers().back().get()));
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

TEST_CASE("a gentle pulse alone is drawn at 20 frames a second, anything else that moves at the full pace", "[app][screens]") {
  const FrameNeed rest{}, pulse{true, false, true}, moving{true, false, false}, dice{true, true, false};
  CHECK(frame_pause_ms(pulse) >= 50);  // a fork's choices pulsing: at most 20 frames a second
  CHECK(frame_pause_ms(moving) < frame_pause_ms(pulse));
  CHECK(frame_pause_ms(dice) < frame_pause_ms(moving));
  // A screen and its layers: gentle only while everything that moves is gentle.
  CHECK(combined(pulse, rest).gentle);
  CHECK(combined(rest, pulse).gentle);
  CHECK(combined(pulse, pulse).gentle);
  CHECK_FALSE(combined(pulse, moving).gentle);
  CHECK_FALSE(combined(moving, pulse).gentle);
  CHECK_FALSE(combined(pulse, dice).gentle);
  CHECK(combined(pulse, dice).quick);
  CHECK_FALSE(combined(rest, rest).animating);  // the loop rests
  CHECK_FALSE(combined(rest, rest).gentle);
}

TEST_CASE("the table at a fork, nothing else moving, asks for gentle frames only", "[app][screens][R2.2]") {
  hs::GameOptions o;
  o.players = 1;
  auto started = Session::start(test::full_content(), o, 3, {Seat{"advisor"}});
  REQUIRE(started.ok());
  App app;
  app.session = std::move(started.value());
  for (int i = 0; i < 4000 && app.session->game().pending().kind != hs::DecisionKind::ChooseBranch; ++i)
    REQUIRE(app.session->bot_step());
  REQUIRE(app.session->game().pending().kind == hs::DecisionKind::ChooseBranch);
  app.session->set_seats({Seat{}}, 3);  // a person chooses the path
  app.screens.replace(Screen::Table);
  const FrameNeed need = app.screens.update();
  CHECK(need.animating);  // the choices pulse
  CHECK(need.gentle);     // ... at 20 frames a second, not 80
  CHECK_FALSE(need.quick);
  // A few seconds on, the choices glow steadily and the loop rests while the person thinks.
  app.table.fork_shown_at = SDL_GetTicks() - (TableScreenState::kForkPulseMs + 1000);
  CHECK_FALSE(app.screens.update().animating);
  // With reduced motion they never pulse.
  app.table.fork_shown_at = SDL_GetTicks();
  app.settings.reduced_motion = true;
  CHECK_FALSE(app.screens.update().animating);
  app.screens.clear();
}

TEST_CASE("while the hand-over waits the table rests, its motion held for the next player", "[app][screens][R10.1]") {
  hs::GameOptions o;
  o.players = 2;
  auto started = Session::start(test::full_content(), o, 4, {Seat{}, Seat{}});
  REQUIRE(started.ok());
  App app;
  app.session = std::move(started.value());
  app.screens.replace(Screen::Table);
  app.table.screen_owner = app.session->game().pending().owner;  // the first player already holds the table
  (void)app.screens.update();
  REQUIRE(app.table.handover_seat < 0);
  // The first player's turn ends (a rest): the other seat is to act and the table is handed over.
  REQUIRE(app.session->apply(hs::Rest{}).ok());
  // Coins still flying from that turn.
  MotionStage stage;
  stage.panels = {Rect{10, 500, 300, 200}, Rect{320, 500, 300, 200}};
  stage.max_lives = {5, 5};
  stage.card_view = {900, 80, 200, 280};
  hs::Event won;
  won.kind = hs::EventKind::TestPassed;
  won.player = 0;
  won.a = 3;
  app.table.motion.feed(motion_requests({won}, {}), MotionPace{});
  app.table.motion.launch(stage, SDL_GetTicks());
  REQUIRE(app.table.motion.animating(SDL_GetTicks()));
  const FrameNeed need = app.screens.update();
  REQUIRE(app.table.handover_seat >= 0);
  CHECK_FALSE(need.animating);  // the loop waits for the next player's click
  CHECK(app.table.motion.held);
  app.table.screen_owner = app.table.handover_seat;  // the next player takes the table (as a click does)
  app.table.handover_seat = -1;
  (void)app.screens.update();
  CHECK_FALSE(app.table.motion.held);
  CHECK(app.table.motion.animating(SDL_GetTicks()));  // the coins fly on, for them to see
  app.screens.clear();
}

namespace {
SDL_Event key_down(SDL_Keycode k) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.keysym.sym = k;
  return e;
}
// A two-person game on the table (a session of two human seats).
void table_of_two_people(App& app) {
  hs::GameOptions o;
  o.players = 2;
  auto s = Session::start(test::full_content(), o, 4, {Seat{"human"}, Seat{"human"}});
  REQUIRE(s.ok());
  app.session = std::move(s.value());
  app.screens.replace(Screen::Table);
}
// A key press as the shell hands it to the screens: with the intent it stands for.
InputEvent key_event(const SDL_Event& e) { return InputEvent{e, {}, intent_from_key(default_key_bindings(), e.key)}; }
}  // namespace

TEST_CASE("Esc on a screen opened over another returns to it, and on a place of its own to the menu", "[app][screens]") {
  App app;
  app.screens.replace(Screen::Table);
  app.screens.push(Screen::Load);  // the pause menu's Load
  const SDL_Event esc = key_down(SDLK_ESCAPE);
  CHECK(app.screens.handle(key_event(esc)));
  CHECK(app.screens.top_id() == Screen::Table);
  app.screens.replace(Screen::Settings);
  CHECK(app.screens.handle(key_event(esc)));
  CHECK(app.screens.top_id() == Screen::Menu);
  app.screens.collect();
}

TEST_CASE("a name typed in the pause menu's save box keeps its spaces (Space never presses a button)", "[app][screens]") {
  App app;
  table_of_two_people(app);
  PauseLayer* pause = pause_layer(app);
  REQUIRE(pause);
  pause->show(app, PauseLayer::View::Naming);
  app.pointer.last_focusables = {Rect{0, 0, 100, 40}};  // a button has the focus (Cancel, say)
  app.pointer.focus = 0;
  const SDL_Event space = key_down(SDLK_SPACE);
  CHECK(app.screens.handle(key_event(space)));
  CHECK(pause->view() == PauseLayer::View::Naming);  // still naming: the button was not pressed
  CHECK_FALSE(app.pointer.activate);  // and nothing waits to press it on the next frame
  app.screens.collect();
}

TEST_CASE("the pause menu takes every key while open and Esc resumes", "[app][screens]") {
  App app;
  app.screens.replace(Screen::Table);
  PauseLayer* pause = pause_layer(app);
  REQUIRE(pause);
  CHECK_FALSE(pause->open());
  const SDL_Event roll = key_down(SDLK_r), esc = key_down(SDLK_ESCAPE);
  CHECK_FALSE(pause->handle(app, key_event(roll)));  // closed: the table's keys pass
  CHECK_FALSE(open_pause(app));  // no game on the table: nothing to pause
  pause->show(app, PauseLayer::View::Menu);
  CHECK(pause->open());
  CHECK(pause->update(app).animating);
  CHECK(app.screens.handle(key_event(roll)));  // taken: R does not roll under the menu
  CHECK(pause->open());
  CHECK(app.screens.handle(key_event(esc)));
  CHECK_FALSE(pause->open());  // resumed
  CHECK(app.screens.top_id() == Screen::Table);
  app.screens.collect();
}

TEST_CASE("Esc with an inspection open closes it and leaves the table as it is", "[app][screens]") {
  App app;
  table_of_two_people(app);
  app.teach.inspect.shown = Inspection{{10, 10, 40, 40}, "Shadow Cloak", {"An item."}, "R7.2", "item:0:0"};
  app.teach.inspect.pinned = true;
  const SDL_Event esc = key_down(SDLK_ESCAPE);
  CHECK(app.screens.handle(key_event(esc)));
  CHECK_FALSE(app.teach.inspect.shown.has_value());
  CHECK_FALSE(app.teach.inspect.pinned);
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
  app.table.layout = layout_table(app.session->game(), app.table.ui, 1280, 720, app.session->human_to_act());
  const Rect* chip = find_part(app.table.layout, {Part::PanelItem, 0, 0});
  REQUIRE(chip);
  CHECK_FALSE(region_of(app.table.layout, {Part::PanelItem, 0, 0}));  // not usable: nothing spent yet
  explain_unhandled_click(app, chip->center());
  INFO(app.message);
  CHECK(app.message.find("R7.4") != std::string::npos);
  CHECK(app.message.find("colour for this effect") == std::string::npos);
}

TEST_CASE("keys pressed just after Esc reach the pause menu, whose one highlight is the focused button", "[app][screens][focus]") {
  REQUIRE((TTF_WasInit() || TTF_Init() == 0));
  SDL_Surface* surf = SDL_CreateRGBSurfaceWithFormat(0, 1280, 720, 32, SDL_PIXELFORMAT_ARGB8888);
  REQUIRE(surf);
  SDL_Renderer* ren = SDL_CreateSoftwareRenderer(surf);
  REQUIRE(ren);
  {
    App app;
    REQUIRE(app.canvas.init(ren, HS_ASSETS_DIR).empty());
    app.vp = Viewport::fit(1280, 720);
    app.canvas.set_viewport(app.vp);
    app.strings = test::strings_in("en");
    app.content = test::full_content();
    table_of_two_people(app);
    app.pointer.ring = false;  // the mouse was used last: Esc is the first key
    app.pointer.last_focusables = {Rect{0, 0, 10, 10}};  // the table's last frame: not the menu's buttons
    app.pointer.focus = 0;
    const auto press = [&](SDL_Keycode k) { CHECK(app.screens.handle(key_event(key_down(k)))); };
    PauseLayer* pause = pause_layer(app);
    REQUIRE(pause);
    // Esc, Down and Enter in one batch of events, before the menu is drawn once: none is lost.
    press(SDLK_ESCAPE);
    REQUIRE(pause->view() == PauseLayer::View::Menu);
    CHECK(app.pointer.ring);  // opened by a key: its focus shows, and the next key moves it
    CHECK(app.pointer.focus == 0);  // Resume, the default
    CHECK(app.pointer.last_focusables.size() == 6);
    press(SDLK_DOWN);
    CHECK(app.pointer.focus == 1);  // Save
    pause->draw(app);
    CHECK(pause->highlighted_row() == 1);  // the focused button is the highlighted one, and the only one
    app.pointer.end_frame();
    // Down twice more to Settings and Enter: Settings opens over the table.
    press(SDLK_DOWN);
    press(SDLK_DOWN);
    press(SDLK_RETURN);
    pause->draw(app);
    app.pointer.end_frame();
    REQUIRE(app.screens.top_id() == Screen::Settings);
    // Settings' Back button returns to the pause menu (not to the table under it), on Settings.
    app.pointer.click = Point{app.vp.width / 2, app.vp.height - 38};
    app.screens.draw();
    app.pointer.end_frame();
    REQUIRE(app.screens.top_id() == Screen::Table);
    CHECK(pause->view() == PauseLayer::View::Menu);
    pause->draw(app);
    CHECK(app.pointer.focus == 3);
    CHECK(pause->highlighted_row() == 3);
    app.pointer.end_frame();
    // Esc on Settings opened from the menu returns there too.
    press(SDLK_RETURN);
    pause->draw(app);
    app.pointer.end_frame();
    REQUIRE(app.screens.top_id() == Screen::Settings);
    press(SDLK_ESCAPE);
    CHECK(app.screens.top_id() == Screen::Table);
    CHECK(pause->view() == PauseLayer::View::Menu);
    app.screens.collect();
    app.canvas.release();
  }
  SDL_DestroyRenderer(ren);
  SDL_FreeSurface(surf);
}

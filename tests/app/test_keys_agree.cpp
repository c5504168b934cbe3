// Keys and hints agree with what the table shows (issue 24): the key drawn on a button is the key that
// presses it (the tutorial included), and Enter never accepts with one press a failing roll that gems
// or an item could still save; a hint outlines what it recommends.
#include "app/table/input/enter_on_roll.hpp"
#include "app/table/input/shortcuts.hpp"
#include "app/shell/app.hpp"
#include "app/teach/hint_pointer.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"
#include "highscore/chances.hpp"

using namespace hs;
using namespace hs::app;

TEST_CASE("a key shown on a button presses that button", "[app][R5.4]") {
  TableLayout L;
  add_action(L, {Part::ActionButton}, {10, 10, 100, 40}, RollDice{});
  add_action(L, {Part::ActionButton}, {120, 10, 100, 40}, Resolve{});
  add_action(L, {Part::ActionButton}, {230, 10, 100, 40}, ChooseBranch{1});
  const KeyBindings keys = default_key_bindings();
  for (const HitRegion& h : L.regions) {
    const std::string shown = shortcut_for(h, Device::Keyboard, keys);
    REQUIRE_FALSE(shown.empty());
    INFO(shown);
  }
  REQUIRE(region_for_key(L, SDLK_r, keys));
  CHECK(region_for_key(L, SDLK_r, keys)->action == Action{RollDice{}});
  CHECK(region_for_key(L, SDLK_RETURN, keys)->action == Action{Resolve{}});
  CHECK(region_for_key(L, SDLK_KP_ENTER, keys)->action == Action{Resolve{}});
  CHECK(region_for_key(L, SDLK_2, keys)->action == Action{ChooseBranch{1}});
  CHECK_FALSE(region_for_key(L, SDLK_x, keys));
  CHECK_FALSE(region_for_key(L, SDLK_1, keys));  // no first branch on this layout
  CHECK(shortcut_name(SDLK_e) == "E");
  CHECK(shortcut_name(SDLK_F5).empty());
  // A rebound key is shown and pressed as bound; the old one no longer presses Roll.
  KeyBindings rebound = keys;
  REQUIRE(rebind(rebound, Command::Roll, SDLK_t).ok);
  CHECK(shortcut_for(L.regions[0], Device::Keyboard, rebound) == "T");
  REQUIRE(region_for_key(L, SDLK_t, rebound));
  CHECK(region_for_key(L, SDLK_t, rebound)->action == Action{RollDice{}});
  CHECK_FALSE(region_for_key(L, SDLK_r, rebound));
  CHECK(shortcut_for(L.regions[0], Device::Gamepad, keys) == "Y");
}

TEST_CASE("Enter asks before accepting a failing roll that could still be saved", "[app][R5.4][R5.6]") {
  int asked = 0, accepted_failing = 0, passing = 0;
  for (std::uint64_t seed = 1; seed <= 12 && (asked == 0 || passing == 0); ++seed) {
    Game g = test::new_game(2, seed);
    auto bot = make_bot("random", seed);
    for (int step = 0; step < 600 && !g.finished(); ++step) {
      if (g.pending().kind == DecisionKind::AfterRoll) {
        const Observation seen = g.observe(g.pending().owner);
        const auto reading = read_roll(g.content(), seen);
        REQUIRE(reading);
        const EnterOnRoll e = enter_on_roll(g);
        if (reading->passes) {
          CHECK(e == EnterOnRoll::Accept);  // nothing to lose: Enter accepts at once
          ++passing;
        } else if (e == EnterOnRoll::Ask) {
          ++asked;
          // Something could change the roll: a gem reroll or an item is on offer.
          bool offered = false;
          for (const Action& a : g.legal_actions())
            offered = offered || std::holds_alternative<RerollWithGem>(a) || std::holds_alternative<UseItem>(a) ||
                      std::holds_alternative<UseAbility>(a);
          CHECK(offered);
        } else {
          ++accepted_failing;
        }
      } else {
        CHECK(enter_on_roll(g) == EnterOnRoll::Accept);
      }
      const Action a = bot->choose(g.content(), g.observe(g.pending().owner), g.legal_actions());
      REQUIRE(g.apply(a).ok());
    }
  }
  CHECK(asked > 0);
  CHECK(passing > 0);
}

TEST_CASE("a hint points at what it recommends: the option, or the dice still to put in the tray", "[app]") {
  TableLayout L;
  add_action(L, {Part::ActionButton}, {10, 10, 100, 40}, ChooseOption{0});
  add_action(L, {Part::ActionButton}, {120, 10, 100, 40}, ChooseOption{1});
  for (int i = 0; i < 3; ++i) add_region(L, {Part::PoolDie, i}, {10.f + 30.f * static_cast<float>(i), 60, 24, 24}, HitKind::PoolDie, static_cast<int>(Color::Red));
  add_region(L, {Part::PoolDie, 3}, {100, 60, 24, 24}, HitKind::PoolDie, static_cast<int>(Color::Blue));
  const auto option = hinted_regions(L, ChooseOption{1}, DiceCounts{});
  REQUIRE(option.size() == 1);
  CHECK(option[0]->action == Action{ChooseOption{1}});
  DiceCounts two_red_one_blue;
  two_red_one_blue[Color::Red] = 2;
  two_red_one_blue[Color::Blue] = 1;
  CHECK(hinted_regions(L, RollDice{two_red_one_blue}, DiceCounts{}).size() == 3);  // two of the three reds, the blue
  DiceCounts one_red;
  one_red[Color::Red] = 1;
  const auto left = hinted_regions(L, RollDice{two_red_one_blue}, one_red);  // one red already in the tray
  CHECK(left.size() == 2);
  CHECK(hinted_regions(L, Rest{}, DiceCounts{}).empty());
}

TEST_CASE("a warning about a decision leaves the banner once that decision is answered", "[app][R5.6]") {
  App app;
  GameOptions o;
  o.players = 1;
  auto started = Session::start(test::full_content(), o, 7, {Seat{}});
  REQUIRE(started);
  app.session = std::move(started.value());
  const std::uint32_t now = 1000;
  app.message_until = 0;
  app.notify_decision("this roll would cost a life");
  app.message_until = now + 6000;  // the warning's time, on this test's clock
  CHECK(app.notice_shown(now));
  const std::vector<Action> legal = app.session->game().legal_actions();
  REQUIRE_FALSE(legal.empty());
  REQUIRE(app.session->apply(legal.front()));  // the player answered (accepted the roll, or anything)
  CHECK_FALSE(app.notice_shown(now));  // the banner gives its place back to the prompt
  // A plain notice (a refusal, a save written) still stays its time.
  app.notify("saved");
  app.message_until = now + 3000;
  REQUIRE(app.session->apply(app.session->game().legal_actions().front()));
  CHECK(app.notice_shown(now));
  CHECK_FALSE(app.notice_shown(now + 3000));
}

// Issue 22 item 5, motion that tells what happened: the engine's events become motion requests
// (coins and gems to the purse, a pulsing life, a walking stand-up, a boss's and a level's beat);
// each moves over time from its start to its end; a bot's motion fits its pace; reduced motion
// moves nothing (only a still glow on the hearts); screenshots freeze it part way.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>

#include "app/platform/settings.hpp"
#include "app/table/motion/table_motion.hpp"
#include "app/table/motion/purses_key.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

Event ev(EventKind k, int player, int a = 0, int b = 0) {
  Event e;
  e.kind = k;
  e.player = player;
  e.a = a;
  e.b = b;
  return e;
}

// Two seats; a path of four cards 0 > 1 > 2 > 3 and a fork 1 > 4; seat 0 on card 2, seat 1 on card 1.
MotionStage two_seat_stage() {
  MotionStage s;
  s.panels = {Rect{10, 500, 300, 200}, Rect{320, 500, 300, 200}};
  s.max_lives = {5, 4};
  s.node_of = {2, 1};
  s.out = {false, false};
  for (int n = 0; n < 5; ++n) s.cards.push_back({n, Rect{40.f + 120.f * static_cast<float>(n), 100, 100, 140}});
  s.links = {{1}, {2, 4}, {3}, {}, {}};
  s.board = {20, 80, 800, 300};
  s.card_view = {900, 80, 200, 280};
  s.tray = {900, 400, 300, 90};
  return s;
}

}  // namespace

TEST_CASE("a passed test's coins and gems fly from the card to the purse, a handful at most", "[app][motion]") {
  const MotionRequests r = motion_requests({ev(EventKind::TestPassed, 1, 9, 2)}, {});
  REQUIRE(r.tokens.size() == 2);
  CHECK(r.tokens[0] == TokenRequest{Token::Coin, kMaxTokensPerEvent, {Place::Card, 1}, {Place::Purse, 1}, false, 9});
  CHECK(r.tokens[1] == TokenRequest{Token::Gem, 2, {Place::Card, 1}, {Place::Purse, 1}, false, 2});
  // A test with no reward flies nothing; the lucky die's gem leaves the tray; buying pays the peddler.
  CHECK(motion_requests({ev(EventKind::TestPassed, 0, 0, 0)}, {}).empty());
  CHECK(motion_requests({ev(EventKind::LuckyGem, 0)}, {}).tokens ==
        std::vector<TokenRequest>{{Token::Gem, 1, {Place::Tray, 0}, {Place::Purse, 0}, false, 1}});
  CHECK(motion_requests({ev(EventKind::ItemBought, 0, 3, 4)}, {}).tokens ==
        std::vector<TokenRequest>{{Token::Coin, 4, {Place::Purse, 0}, {Place::Shop, 0}, true, 4}});
  // R9.4: a theft and a toll go from purse to purse; a toll with nothing to pay moves nothing.
  CHECK(motion_requests({ev(EventKind::CoinStolen, 2, 0)}, {}).tokens ==
        std::vector<TokenRequest>{{Token::Coin, 1, {Place::Purse, 0}, {Place::Purse, 2}, false, 1}});
  CHECK(motion_requests({ev(EventKind::TollPaid, 1, 0, 1)}, {}).tokens ==
        std::vector<TokenRequest>{{Token::Gem, 1, {Place::Purse, 1}, {Place::Purse, 0}, false, 1}});
  CHECK(motion_requests({ev(EventKind::TollPaid, 1, 0, -1)}, {}).empty());
}

TEST_CASE("lives pulse, moves make one walk per seat, a boss and a new level have their beat", "[app][motion]") {
  const MotionRequests r = motion_requests(
      {ev(EventKind::LifeLost, 0, 2), ev(EventKind::Moved, 1, 1, 2), ev(EventKind::Moved, 1, 2, 3), ev(EventKind::LifeGained, 1, 4),
       ev(EventKind::BossDefeated, 1, 1)},
      {Moment{MomentKind::NewLevel, 1, "Level 2", ""}, Moment{MomentKind::LastRound, -1, "", ""}});
  CHECK(r.pulses == std::vector<PulseRequest>{{0, false}, {1, true}});
  CHECK(r.walks == std::vector<WalkRequest>{{1, {1, 2, 3}}});
  // A test passed, then the move on: its reward leaves the card the seat has left.
  const MotionRequests moved = motion_requests({ev(EventKind::TestPassed, 1, 2, 0), ev(EventKind::Moved, 1, 4, 5)}, {});
  REQUIRE(moved.tokens.size() == 1);
  CHECK(moved.tokens[0].from == Place{Place::Card, 1, 4});
  // A boss beaten, then on to the next level: the boss's card shakes, not the new one.
  const MotionRequests on = motion_requests({ev(EventKind::BossDefeated, 0, 1), ev(EventKind::Moved, 0, 6, 7)}, {});
  CHECK(on.beats == std::vector<BeatRequest>{{BeatRequest::Boss, 0, 6, 1}});
  CHECK(r.beats == std::vector<BeatRequest>{{BeatRequest::Boss, 1, -1, 1}, {BeatRequest::Level, 1}});
}

TEST_CASE("a token leaves, arcs and lands in the purse, and a spent one fades", "[app][motion]") {
  const TokenFlight f{Token::Coin, {900, 200}, {100, 560}, 1000, kTokenFlyMs, false};
  TokenPose p = token_pose(f, 999);
  CHECK_FALSE(p.visible);  // not left yet (staggered)
  CHECK_FALSE(p.landed);
  p = token_pose(f, 1000);
  CHECK(p.visible);
  CHECK(p.at.x == Approx(900));
  CHECK(p.at.y == Approx(200));
  p = token_pose(f, 1000 + kTokenFlyMs / 2);
  CHECK(p.at.x < 900);
  CHECK(p.at.x > 100);
  // Above the straight line between the two: it arcs.
  const float straight_y = 200 + (560 - 200) * (900 - p.at.x) / 800;
  CHECK(p.at.y < straight_y);
  CHECK(p.alpha == 1);
  p = token_pose(f, 1000 + kTokenFlyMs);
  CHECK(p.landed);
  CHECK_FALSE(p.visible);
  CHECK(p.at.x == Approx(100));
  TokenFlight spent = f;
  spent.spent = true;
  CHECK(token_pose(spent, 1000 + kTokenFlyMs * 9 / 10).alpha < 0.5f);
}

TEST_CASE("hearts beat red for a lost life, a still glow with reduced motion", "[app][motion]") {
  const LifePulse lp{0, false, 500, kPulseMs, false};
  CHECK(pulse_pose(lp, 500).scale == Approx(1));
  const PulsePose mid = pulse_pose(lp, 500 + kPulseMs / 4);  // the first beat's top
  CHECK(mid.scale > 1.2f);
  CHECK(mid.glow > 0.5f);
  CHECK_FALSE(mid.over);
  CHECK(pulse_pose(lp, 500 + kPulseMs).over);
  const LifePulse still{0, false, 500, kPulseMs, true};
  for (std::uint32_t t = 500; t < 500 + kPulseMs; t += 50) {
    CHECK(pulse_pose(still, t).scale == 1);
    CHECK(pulse_pose(still, t).glow > 0);
  }
}

TEST_CASE("a stand-up walks card by card along the board's path, hopping, then stands on its card", "[app][motion]") {
  CHECK(board_path({{1}, {2, 4}, {3}, {}, {}}, 0, 3) == std::vector<int>{0, 1, 2, 3});
  CHECK(board_path({{1}, {2, 4}, {3}, {}, {}}, 3, 1) == std::vector<int>{3, 2, 1});  // a step back
  CHECK(board_path({{1}, {}, {}}, 0, 2) == std::vector<int>{0, 2});                  // no path: straight
  const StandupWalk w{0, {Rect{0, 100, 20, 30}, Rect{100, 100, 20, 30}, Rect{200, 100, 20, 30}}, 1000, 300};
  CHECK(walk_pose(w, 1000).rect.x == Approx(0));
  CHECK_FALSE(walk_pose(w, 1000).arrived);
  const WalkPose mid = walk_pose(w, 1300);  // halfway along two steps: on the middle card
  CHECK(mid.rect.x == Approx(100));
  const WalkPose hop = walk_pose(w, 1150);
  CHECK(hop.rect.x > 0);
  CHECK(hop.rect.x < 100);
  CHECK(hop.rect.y < 100);  // lifted between two cards
  const WalkPose end = walk_pose(w, 1600);
  CHECK(end.arrived);
  CHECK(end.rect.x == Approx(200));
}

TEST_CASE("a boss card shakes and flashes, a new level's light sweeps the board", "[app][motion]") {
  const MomentBeat boss{BeatRequest::Boss, Rect{0, 0, 100, 140}, 0, kBeatMs};
  CHECK(beat_pose(boss, kBeatMs / 10).flash > 0.5f);
  CHECK(beat_pose(boss, kBeatMs / 20).shake != 0);
  CHECK(beat_pose(boss, kBeatMs).over);
  const MomentBeat level{BeatRequest::Level, Rect{0, 0, 800, 300}, 0, kBeatMs};
  CHECK(beat_pose(level, kBeatMs / 4).sweep < beat_pose(level, kBeatMs * 3 / 4).sweep);
}

TEST_CASE("the layout places the motion: purse, card view, walk between the cards' stand-up slots", "[app][motion]") {
  const MotionStage s = two_seat_stage();
  TableMotion m;
  m.feed(motion_requests({ev(EventKind::TestPassed, 1, 3, 1), ev(EventKind::LifeLost, 0, 3), ev(EventKind::Moved, 1, 0, 1)}, {}),
         MotionPace{});
  CHECK(m.animating(0));  // waiting for the layout
  m.launch(s, 1000);
  CHECK(m.waiting.empty());
  REQUIRE(m.tokens.size() == 4);
  // From the card seat 1 has just left, staggered, to its coin then gem icon.
  CHECK(m.tokens[0].start == 1000);
  CHECK(m.tokens[3].start == 1000 + 3 * kTokenStaggerMs);
  CHECK(m.tokens[0].to.x == Approx(purse_point(s.panels[1], 4, Token::Coin).x));
  CHECK(m.tokens[3].to.x == Approx(purse_point(s.panels[1], 4, Token::Gem).x));
  CHECK(std::abs(m.tokens[0].from.x - s.cards[0].rect.center().x) < 10);
  REQUIRE(m.pulses.size() == 1);
  CHECK(m.pulses[0].seat == 0);
  TableMotion stays;  // no move: the reward leaves the card it stands on, shown large in the card view
  stays.feed(motion_requests({ev(EventKind::TestPassed, 1, 1, 0)}, {}), MotionPace{});
  stays.launch(s, 1000);
  REQUIRE(stays.tokens.size() == 1);
  CHECK(std::abs(stays.tokens[0].from.x - s.card_view.center().x) < 10);
  // Seat 1 walked from card 0 to card 1: its stand-up is away from its card until it arrives.
  REQUIRE(m.walks.size() == 1);
  CHECK(m.walks[0].slots.size() == 2);
  CHECK(m.walks[0].slots.front().x < s.cards[1].rect.x);
  CHECK(s.cards[1].rect.contains(m.walks[0].slots.back().center()));
  CHECK(m.walking(1, 1100));
  CHECK_FALSE(m.walking(0, 1100));
  CHECK(m.walkers_key(1100) == "1,");
  CHECK_FALSE(m.walking(1, 1000 + kWalkStepMs));
  const std::uint32_t last = 1000 + 3 * kTokenStaggerMs + kTokenFlyMs;
  CHECK(m.animating(last - 1));
  CHECK_FALSE(m.animating(last));
  m.forget_over(last);
  CHECK(m.tokens.empty());
  CHECK(m.walks.empty());
}

TEST_CASE("the beaten boss's card shakes where it lies, or its level's tab when the board shows the next", "[app][motion]") {
  const MotionStage s = two_seat_stage();
  TableMotion m;
  m.feed(motion_requests({ev(EventKind::BossDefeated, 0, 1), ev(EventKind::Moved, 0, 3, 9)}, {}), MotionPace{});
  m.launch(s, 0);
  REQUIRE(m.beats.size() == 1);
  CHECK(m.beats[0].area.x == Approx(s.cards[3].rect.x));
  TableMotion gone;
  gone.feed(motion_requests({ev(EventKind::BossDefeated, 0, 1), ev(EventKind::Moved, 0, 8, 9)}, {}), MotionPace{});
  gone.launch(s, 0);
  CHECK(gone.beats.empty());  // no tab for its level either: only the banner says it
  MotionStage tabs = s;
  tabs.level_tabs = {Rect{20, 60, 120, 24}, Rect{150, 60, 120, 24}};
  TableMotion next;
  next.feed(motion_requests({ev(EventKind::BossDefeated, 0, 1), ev(EventKind::Moved, 0, 8, 9)}, {}), MotionPace{});
  next.launch(tabs, 0);
  REQUIRE(next.beats.size() == 1);
  CHECK(next.beats[0].area.x == Approx(20));
}

TEST_CASE("a purse counts a flying coin when it lands and a paid one when it leaves", "[app][motion]") {
  const MotionStage s = two_seat_stage();
  TableMotion m;
  // Nine coins won (six tokens: three stand for two) and a gem paid to the other seat.
  m.feed(motion_requests({ev(EventKind::TestPassed, 0, 9, 0), ev(EventKind::TollPaid, 0, 1, 1)}, {}), MotionPace{});
  m.launch(s, 0);
  REQUIRE(m.tokens.size() == 7);
  CHECK(m.tokens[0].value == 2);
  CHECK(m.tokens[5].value == 1);
  // The state already holds them: 12 coins, 3 gems for seat 0, 1 gem for seat 1.
  CHECK(m.purse_shown(0, Token::Coin, 12, 0) == 3);
  CHECK(m.purse_shown(0, Token::Coin, 12, kTokenFlyMs) == 5);  // the first token landed: two coins
  CHECK(m.purse_shown(0, Token::Coin, 12, 5 * kTokenStaggerMs + kTokenFlyMs) == 12);
  const std::uint32_t gem_leaves = 6 * kTokenStaggerMs;
  CHECK(m.purse_shown(0, Token::Gem, 3, gem_leaves - 1) == 4);  // still in the purse
  CHECK(m.purse_shown(0, Token::Gem, 3, gem_leaves) == 3);
  CHECK(m.purse_shown(1, Token::Gem, 1, gem_leaves) == 0);  // on its way to seat 1
  CHECK(m.purse_shown(1, Token::Gem, 1, gem_leaves + kTokenFlyMs) == 1);
  // A layer cached with the purses is drawn again whenever a figure changes (the panel behind the
  // peddler kept 5 coins while the shop's heading said 0), and not while nothing does.
  for (const auto& [a, b] : {std::pair<std::uint32_t, std::uint32_t>{0, kTokenFlyMs}, {gem_leaves - 1, gem_leaves},
                             {gem_leaves, gem_leaves + kTokenFlyMs}})
    CHECK(purses_key(m, a) != purses_key(m, b));
  CHECK(purses_key(m, gem_leaves + kTokenFlyMs) == purses_key(m, gem_leaves + kTokenFlyMs + 5000));
}

TEST_CASE("with the shop open, the shopper's coins go from its heading to the peddler", "[app][motion]") {
  MotionStage s = two_seat_stage();
  s.shop = {100, 60, 1000, 500};
  s.shop_seat = 0;
  TableMotion m;
  m.feed(motion_requests({ev(EventKind::ItemBought, 0, 2, 3), ev(EventKind::CoinStolen, 1, 0)}, {}), MotionPace{});
  m.launch(s, 0);
  REQUIRE(m.tokens.size() == 4);
  CHECK(std::abs(m.tokens[0].from.x - shop_purse_point(s.shop, Token::Coin).x) < 10);  // a handful: each a little aside
  CHECK(m.tokens[0].to.x == Approx(s.shop.center().x));
  CHECK(m.tokens[0].spent);
  // The thief's coin lands in its own panel (its purse is not in the shop).
  CHECK(m.tokens[3].to.x == Approx(purse_point(s.panels[1], 4, Token::Coin).x));
}

TEST_CASE("motion the layout cannot place is dropped: a walk off the board or to another level appears", "[app][motion]") {
  MotionStage s = two_seat_stage();
  TableMotion m;
  m.feed(motion_requests({ev(EventKind::Moved, 0, 7, 2)}, {}), MotionPace{});  // from a card not shown
  m.launch(s, 0);
  CHECK(m.walks.empty());
  s.standups_on_cards = false;  // co-op draws its heroes its own way
  m.feed(motion_requests({ev(EventKind::Moved, 0, 1, 2)}, {}), MotionPace{});
  m.launch(s, 0);
  CHECK(m.walks.empty());
  CHECK_FALSE(m.animating(0));
}

TEST_CASE("a bot's motion ends within its pace, and the instant bot's and reduced motion's never fly or walk", "[app][motion]") {
  const MotionStage s = two_seat_stage();
  const MotionRequests r =
      motion_requests({ev(EventKind::TestPassed, 1, 6, 2), ev(EventKind::LifeLost, 1, 3), ev(EventKind::Moved, 1, 0, 1)}, {});
  for (BotSpeed speed : {BotSpeed::Slow, BotSpeed::Normal, BotSpeed::Fast}) {
    const int budget = bot_delay_ms(speed) * 9 / 10;
    TableMotion m;
    m.feed(r, MotionPace{false, budget});
    m.launch(s, 5000);
    CHECK(m.tokens.size() == 8);
    CHECK(m.walks.size() == 1);
    CHECK(m.animating(5000));
    CHECK_FALSE(m.animating(5000 + static_cast<std::uint32_t>(budget)));
  }
  TableMotion instant;
  instant.feed(r, MotionPace{false, 0});
  instant.launch(s, 0);
  CHECK_FALSE(instant.animating(0));
  // Reduced motion: nothing flies or walks; the lost life glows still, without a beat.
  TableMotion reduced;
  reduced.feed(r, MotionPace{true, -1});
  reduced.feed(motion_requests({ev(EventKind::BossDefeated, 1, 1)}, {Moment{MomentKind::NewLevel, 1, "", ""}}), MotionPace{true, -1});
  CHECK(reduced.waiting.tokens.empty());
  CHECK(reduced.waiting.walks.empty());
  CHECK(reduced.waiting.beats.empty());
  reduced.launch(s, 0);
  CHECK(reduced.tokens.empty());
  CHECK(reduced.walks.empty());
  CHECK_FALSE(reduced.walking(1, 10));
  REQUIRE(reduced.pulses.size() == 1);
  CHECK(reduced.pulses[0].steady);
  CHECK(pulse_pose(reduced.pulses[0], kPulseMs / 4).scale == 1);
}

TEST_CASE("a screenshot freezes the motion part way, whatever the clock says", "[app][motion]") {
  TableMotion m;
  m.feed(motion_requests({ev(EventKind::TestPassed, 0, 2, 0)}, {}), MotionPace{});
  m.frozen_ms = static_cast<int>(kTokenFlyMs / 2);
  m.launch(two_seat_stage(), 1500);
  CHECK(m.animating(1000000));
  const TokenPose p = token_pose(m.tokens[0], m.clock(1000000));
  CHECK(p.visible);
  CHECK(p.at.x < m.tokens[0].from.x);
  CHECK(p.at.x > m.tokens[0].to.x);
}

TEST_CASE("the reduced motion setting is kept in the settings file", "[app][motion]") {
  const test::TempDir dir("hs_motion_settings");
  const std::string path = dir.file("settings.json");
  CHECK_FALSE(Settings{}.reduced_motion);
  Settings s;
  s.reduced_motion = true;
  REQUIRE_FALSE(save_settings(s, path));
  CHECK(load_settings(path).reduced_motion);
  std::ofstream(path) << R"({"reduced_motion": "yes"})";
  std::string warning;
  CHECK_FALSE(load_settings(path, &warning).reduced_motion);
  CHECK(warning.find("reduced_motion") != std::string::npos);
}

TEST_CASE("under the hand-over the motion holds still, and goes on from there for the seat that looks next", "[app][motion][R10.1]") {
  const MotionStage s = two_seat_stage();
  TableMotion m;
  m.feed(motion_requests({ev(EventKind::TestPassed, 1, 3, 1), ev(EventKind::Moved, 1, 0, 1)}, {}), MotionPace{});
  m.launch(s, 1000);
  const std::uint32_t last = 1000 + 3 * kTokenStaggerMs + kTokenFlyMs;
  // The hand-over shows 100 ms in: nothing is animating (the loop rests), however long it waits.
  const TokenPose at_cover = token_pose(m.tokens[0], 1100);
  REQUIRE(at_cover.visible);
  m.hold(1100);
  m.hold(1500);  // again each frame: the first moment counts
  CHECK_FALSE(m.animating(1200));
  CHECK_FALSE(m.animating(last + 60000));
  CHECK(m.walking(1, last + 60000));  // the stand-up has not arrived under the cover
  // The next player takes the table a minute later: the motion has its remaining time still to run.
  const std::uint32_t back = 61100;
  m.release(back);
  m.release(back + 5);  // idempotent
  CHECK(m.animating(back));
  CHECK(m.walking(1, back + 1));
  CHECK(m.animating(back + (last - 1100) - 1));
  CHECK_FALSE(m.animating(back + (last - 1100)));
  // Where a token is drawn after the hand-over is where it was when the cover came down.
  const TokenPose after = token_pose(m.tokens[0], back);
  CHECK(after.visible);
  CHECK(after.at.x == Approx(at_cover.at.x));
  CHECK(after.at.y == Approx(at_cover.at.y));
}

TEST_CASE("motion fed just before the hand-over starts when the hand-over lifts", "[app][motion][R10.1]") {
  const MotionStage s = two_seat_stage();
  TableMotion m;
  m.hold(2000);
  m.feed(motion_requests({ev(EventKind::TestPassed, 1, 3, 1)}, {}), MotionPace{});
  CHECK(m.animating(2010));  // one frame to place it on the layout
  m.launch(s, 2010);
  CHECK_FALSE(m.animating(2020));
  m.release(9000);
  REQUIRE_FALSE(m.tokens.empty());
  CHECK(m.tokens[0].start == 9000);  // its whole flight is seen by the next player
  CHECK(m.animating(9000 + kTokenFlyMs / 2));
}

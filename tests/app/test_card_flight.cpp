// R9.5: a drawn card flies from its level's deck to its slot (eased), then flips to its face;
// several draws fly one after another; a slot that is not on screen gets no flight.
#include <catch2/catch.hpp>

#include "app/table/draw/board_flight.hpp"

using namespace hs::app;

namespace {

const Rect kDeck{700, 58, 26, 36}, kSlot{300, 200, 70, 98};

}  // namespace

TEST_CASE("a drawn card's back flies from the deck to its slot, then flips to its face", "[app][R9.5]") {
  const CardFlight f{4, 1000, kDeck, kSlot};
  CardPose p = card_pose(f, 1000);
  CHECK(p.rect.x == Approx(kDeck.x));
  CHECK(p.rect.w == Approx(kDeck.w));
  CHECK_FALSE(p.face_up);
  CHECK_FALSE(p.landed);
  // Halfway through the flight: between the deck and the slot, growing, still its back.
  p = card_pose(f, 1000 + kCardFlyMs / 2);
  CHECK(p.rect.x < kDeck.x);
  CHECK(p.rect.x > kSlot.x);
  CHECK(p.rect.w > kDeck.w);
  CHECK(p.rect.w < kSlot.w);
  CHECK_FALSE(p.face_up);
  // Eased: slow at the start, so the first tenth of the time covers less than a tenth of the way.
  const CardPose early = card_pose(f, 1000 + kCardFlyMs / 10);
  CHECK((kDeck.x - early.rect.x) < (kDeck.x - kSlot.x) / 10);
  // In the slot: the flip squeezes it edge-on, then its face grows back.
  p = card_pose(f, 1000 + kCardFlyMs + kCardFlipMs / 4);
  CHECK(p.rect.x == Approx(kSlot.x));
  CHECK(p.scale_x < 1);
  CHECK(p.scale_x > 0);
  CHECK_FALSE(p.face_up);
  p = card_pose(f, 1000 + kCardFlyMs + kCardFlipMs * 3 / 4);
  CHECK(p.face_up);
  CHECK_FALSE(p.landed);
  p = card_pose(f, 1000 + kCardFlyMs + kCardFlipMs);
  CHECK(p.landed);
  CHECK(p.scale_x == 1);
}

TEST_CASE("several drawn cards fly one after another, and a slot not on screen gets no flight", "[app][R9.5]") {
  CardFlights fl;
  CHECK_FALSE(fl.active(0));
  fl.add(7);
  fl.add(8);
  fl.add(9);
  CHECK(fl.active(0));  // waiting for the layout: bots wait too
  CHECK(fl.hides(8, 0));
  fl.launch(kDeck, {{7, kSlot}, {9, Rect{400, 200, 70, 98}}}, 500);  // node 8's slot is scrolled away
  REQUIRE(fl.flying.size() == 2);
  CHECK(fl.waiting.empty());
  CHECK(fl.flying[0].node == 7);
  CHECK(fl.flying[0].start == 500);
  CHECK(fl.flying[1].node == 9);
  CHECK(fl.flying[1].start == 500 + kCardFlyMs + kCardFlipMs);
  CHECK_FALSE(fl.hides(8, 500));
  CHECK(fl.hides(9, 500 + kCardFlyMs + kCardFlipMs));  // still in the air
  CHECK(fl.hidden(600) == std::vector<int>{7, 9});
  // The first has landed, the second flies; then both are down and nothing holds the bots.
  const std::uint32_t first_down = 500 + kCardFlyMs + kCardFlipMs;
  CHECK_FALSE(fl.hides(7, first_down));
  CHECK(fl.active(first_down));
  CHECK_FALSE(fl.active(first_down + kCardFlyMs + kCardFlipMs));
  CHECK(fl.hidden(first_down + kCardFlyMs + kCardFlipMs).empty());
  // A draw during a flight queues behind it.
  fl.add(10);
  fl.launch(kDeck, {{10, kSlot}}, 600);
  CHECK(fl.flying.back().start == first_down + kCardFlyMs + kCardFlipMs);
}

TEST_CASE("a screenshot freezes every flight at one moment", "[app][R9.5]") {
  CardFlights fl;
  fl.add(3);
  fl.launch(kDeck, {{3, kSlot}}, 100);
  fl.frozen_ms = static_cast<int>(kCardFlyMs / 2);
  CHECK(fl.active(1000000));
  CHECK(fl.hides(3, 1000000));
  const CardPose p = card_pose(fl.flying[0], fl.clock(1000000, fl.flying[0]));
  CHECK(p.rect.x < kDeck.x);
  CHECK(p.rect.x > kSlot.x);
}

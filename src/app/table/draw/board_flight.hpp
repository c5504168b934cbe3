// R9.5 exploration: a drawn card flies from its level's deck to its slot on the board, then flips
// to show its face. The queue and the card's pose over time are plain code (unit-tested); drawing
// the card in flight is in board_flight.cpp.
#pragma once
#include <cstdint>
#include <vector>

#include "app/render/geometry.hpp"

namespace hs::app {

inline constexpr std::uint32_t kCardFlyMs = 450, kCardFlipMs = 200;

struct CardFlight {
  int node = -1;
  std::uint32_t start = 0;  // when it leaves the deck
  Rect from, to;            // the deck, the slot
};

// Where a flying card is at `t` ms after it left: the back travels (eased) and shrinks from the
// deck to the slot, then flips in place (scale-x through zero, the face shown on the way back up).
struct CardPose {
  Rect rect;            // before the scale-x
  float scale_x = 1;    // 1: flat; 0: edge-on in the flip
  bool face_up = false;
  bool landed = false;  // the flight and the flip are over: the card lies in its slot
};
CardPose card_pose(const CardFlight& f, std::uint32_t now);

// Drawn cards waiting to fly and those flying, one after another.
struct CardFlights {
  std::vector<int> waiting;        // nodes drawn since the last layout: their slots are not known yet
  std::vector<CardFlight> flying;  // in order, each starting when the previous lands
  int frozen_ms = -1;              // screenshots: every flight shown this long after its start

  // A node drawn by the engine (EventKind::CardDrawn).
  void add(int node) { waiting.push_back(node); }
  // With the fresh layout: each waiting node whose slot is on screen flies from `deck` to it (after
  // the ones already flying); the others are dropped (the slot is not shown).
  void launch(const Rect& deck, const std::vector<std::pair<int, Rect>>& shown_slots, std::uint32_t now);
  // Something still to fly or flying at `now` (bots wait for it, like for the dice).
  bool active(std::uint32_t now) const;
  // Whether `node` is in the air (or waiting): its slot is still drawn empty.
  bool hides(int node, std::uint32_t now) const;
  // The nodes still hidden at `now`, for the cached layer's key.
  std::vector<int> hidden(std::uint32_t now) const;
  void clear() {
    waiting.clear();
    flying.clear();
  }
  // The time a flight is drawn at (the frozen moment for screenshots).
  std::uint32_t clock(std::uint32_t now, const CardFlight& f) const {
    return frozen_ms >= 0 ? f.start + static_cast<std::uint32_t>(frozen_ms) : now;
  }
};

// Lets go of the flights' cached card art (before the renderer that made it goes).
void release_card_flight_art();

}  // namespace hs::app

// The things that move at the table and where each is at a moment: a token flying to or from a purse,
// a pulsing row of hearts, a walking stand-up, a boss card's shake and a new level's sweep. Plain
// arithmetic over time (unit-tested); table_motion.hpp starts them, motion_draw.cpp draws them.
#pragma once
#include <cstdint>
#include <vector>

#include "app/render/geometry.hpp"
#include "app/table/motion/motion_requests.hpp"

namespace hs::app {

// Full lengths, for a person's action; a bot's are shortened to fit its pace (table_motion.hpp).
inline constexpr std::uint32_t kTokenFlyMs = 520, kTokenStaggerMs = 70, kPulseMs = 650, kWalkStepMs = 300,
                               kWalkMaxMs = 900, kBeatMs = 800;

struct TokenFlight {
  Token token = Token::Coin;
  Point from, to;
  std::uint32_t start = 0, ms = kTokenFlyMs;
  bool spent = false;
  int value = 1;                      // the coins or gems it stands for
  int from_purse = -1, to_purse = -1;  // the seats whose purses it leaves and reaches (-1: not a purse)
};

struct TokenPose {
  Point at;
  float scale = 1;        // of the purse icon's size: pops up as it leaves, shrinks into the purse
  float alpha = 1;        // a spent token fades as it reaches the shop
  bool visible = false;   // false before its start (staggered) and after it landed
  bool landed = false;
};
TokenPose token_pose(const TokenFlight& f, std::uint32_t now);

struct LifePulse {
  int seat = -1;
  bool heal = false;
  std::uint32_t start = 0, ms = kPulseMs;
  bool steady = false;  // reduced motion: a still glow for the same time, no beat
};

struct PulsePose {
  float scale = 1;  // of the hearts row
  float glow = 0;   // 0..1 the red (or green) glow's strength
  bool over = true;
};
PulsePose pulse_pose(const LifePulse& p, std::uint32_t now);

// A stand-up walking through the slots it stands in on each card of its way, one step per path.
struct StandupWalk {
  int seat = -1;
  std::vector<Rect> slots;  // the stand-up's rectangle on each card of the way, first to last
  std::uint32_t start = 0, ms = kWalkStepMs;
};

struct WalkPose {
  Rect rect;
  bool arrived = true;
};
WalkPose walk_pose(const StandupWalk& w, std::uint32_t now);

struct MomentBeat {
  BeatRequest::Kind kind = BeatRequest::Boss;
  Rect area;  // the boss's card; the board the level's light sweeps over
  std::uint32_t start = 0, ms = kBeatMs;
};

struct BeatPose {
  float shake = 0;  // the boss card's sideways offset
  float flash = 0;  // 0..1 the card's flash, fading
  float sweep = 0;  // 0..1 how far the level's band of light has crossed the board
  bool over = true;
};
BeatPose beat_pose(const MomentBeat& b, std::uint32_t now);

// The nodes a stand-up passes from `from` to `to` along the board's paths (either way along a link,
// as a step back walks), both included; {from, to} when no path joins them. `links[n]`: n's next nodes.
std::vector<int> board_path(const std::vector<std::vector<int>>& links, int from, int to);

}  // namespace hs::app

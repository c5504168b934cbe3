// What should move at the table after an action, read from the engine's events (and the moments the
// action made): coins and gems that fly, a life that pulses, a stand-up that walks, a boss's and a new
// level's beat. Where each lies on screen is only known with the next layout (table_motion.hpp).
// No SDL here: the same events always ask for the same motion.
#pragma once
#include <vector>

#include "app/session/moments.hpp"
#include "highscore/events.hpp"

namespace hs::app {

enum class Token { Coin, Gem };

// At most this many tokens fly for one gain or payment: a big reward reads as a handful, not a swarm.
inline constexpr int kMaxTokensPerEvent = 6;

// Where a token leaves from or lands.
struct Place {
  enum Kind { Purse, Card, Shop, Tray };
  Kind kind = Purse;
  int seat = -1;  // whose purse, whose card
  int node = -1;  // the card: the one the seat left in the same action (a test passed, then a move), or
                  // -1 for the one it stands on
  bool operator==(const Place&) const = default;
};

struct TokenRequest {
  Token token = Token::Coin;
  int count = 0;        // 1..kMaxTokensPerEvent
  Place from, to;
  bool spent = false;   // leaving a purse: fades as it lands
  int amount = 0;       // the coins or gems they stand for (more than `count` for a big reward)
  bool operator==(const TokenRequest&) const = default;
};

struct PulseRequest {
  int seat = -1;
  bool heal = false;    // green; a lost life pulses red
  bool operator==(const PulseRequest&) const = default;
};

// One seat's moves in one action, in order: nodes[0] is where it stood, the last where it stands.
struct WalkRequest {
  int seat = -1;
  std::vector<int> nodes;
  bool operator==(const WalkRequest&) const = default;
};

struct BeatRequest {
  enum Kind { Boss, Level };
  Kind kind = Boss;
  int seat = -1;        // the boss's victor (the boss's card shakes); the first on the new level
  int node = -1;        // the boss's card when the victor moved on in the same action; -1: where it stands
  int level = 0;        // the boss's level (its tab shakes when the board shows another level)
  bool operator==(const BeatRequest&) const = default;
};

struct MotionRequests {
  std::vector<TokenRequest> tokens;
  std::vector<PulseRequest> pulses;
  std::vector<WalkRequest> walks;
  std::vector<BeatRequest> beats;
  bool empty() const { return tokens.empty() && pulses.empty() && walks.empty() && beats.empty(); }
  void append(const MotionRequests& more);
};

// The motion of one applied action: `events` as the engine reported them, `moments` as moments_for
// found them in those events.
MotionRequests motion_requests(const std::vector<Event>& events, const std::vector<Moment>& moments);

}  // namespace hs::app

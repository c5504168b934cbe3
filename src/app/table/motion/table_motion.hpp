// The table's motion: requests fed from each applied action (motion_requests.hpp) wait for the next
// layout, which says where the card, the purses, the hearts and the stand-ups are; then they start
// (motion_poses.hpp) and run until done. A bot's motion is shortened to fit its pace, so a bot never
// waits for it; "Reduced motion" keeps only a still glow on the hearts. No SDL here: drawing is in
// motion_draw.cpp.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "app/table/layout/table_layout.hpp"
#include "app/table/motion/motion_poses.hpp"
#include "highscore/state.hpp"

namespace hs::app {

// What the layout shows that motion leaves from and lands on (motion_stage makes it from the table;
// tests make their own).
struct MotionStage {
  std::vector<Rect> panels;             // per seat
  std::vector<int> max_lives;           // per seat: the purse lies after the row of hearts
  std::vector<int> node_of;             // per seat: the card its stand-up is on
  std::vector<bool> out;                // per seat: eliminated (no stand-up)
  std::vector<NodeBox> cards;           // the cards shown on the board
  std::vector<Rect> level_tabs;         // index = level - 1
  std::vector<std::vector<int>> links;  // per node: its next nodes
  Rect board, card_view, tray, shop;    // shop: empty when closed
  int shop_seat = -1;                   // whose purse and hearts the open shop shows (over its panel)
  bool standups_on_cards = true;        // false in co-op: its grid draws the heroes its own way
};
MotionStage motion_stage(const TableLayout& L, const TableState& st);

// The middle of the purse's coin or gem icon in a seat's panel (where draw_panels draws them).
Point purse_point(const Rect& panel, int max_lives, Token t);
// The middle of the row of hearts (14-unit hearts, 2 apart, as draw_panels draws them).
Point hearts_point(const Rect& panel, int max_lives);
// The same in the open shop's heading (draw_shop): the shopper's purse and hearts, larger.
Point shop_purse_point(const Rect& shop, Token t);
Point shop_hearts_point(const Rect& shop, int max_lives);

struct MotionPace {
  bool reduced = false;  // the "Reduced motion" setting
  int budget_ms = -1;    // -1: a person's action, full length; else a bot's: everything done within it
};

struct TableMotion {
  MotionRequests waiting;  // fed since the last layout
  MotionPace pace;         // of what waits
  std::vector<TokenFlight> tokens;
  std::vector<LifePulse> pulses;
  std::vector<StandupWalk> walks;
  std::vector<MomentBeat> beats;
  int frozen_ms = -1;            // screenshots: everything shown this long after its launch
  std::uint32_t launched_at = 0;
  bool held = false;             // the hand-over hides the table: time stands still for the motion
  std::uint32_t held_since = 0;

  // An action's requests. Reduced motion keeps the pulses only (as a still glow); a bot with no
  // time at all (the instant speed) gets none.
  void feed(const MotionRequests& r, MotionPace p);
  // With the fresh layout: what waits starts at `now` where the stage shows it (the rest is dropped).
  void launch(const MotionStage& s, std::uint32_t now);
  // Something moves at `now` (or waits for the layout): the table must be redrawn.
  bool animating(std::uint32_t now) const;
  // What `seat`'s purse shows of `t` while tokens fly, given what it holds (`held`): a coin counts
  // once it has landed, and stays counted until it leaves.
  int purse_shown(int seat, Token t, int held, std::uint32_t now) const;
  // Whether `seat`'s stand-up is on its way: it is not drawn on its card meanwhile.
  bool walking(int seat, std::uint32_t now) const;
  // The seats walking at `now`, for the cached layer's key.
  std::string walkers_key(std::uint32_t now) const;
  // Lets go of what is over.
  void forget_over(std::uint32_t now);
  // The hand-over covers the table (hotseat): what moves stops where it is and is not animating, so
  // the loop rests; release() takes it on from there, for the seat that now looks. Both idempotent.
  void hold(std::uint32_t now);
  void release(std::uint32_t now);
  void clear();
  // The time motion is drawn at (the frozen moment for screenshots).
  std::uint32_t clock(std::uint32_t now) const {
    return frozen_ms >= 0 ? launched_at + static_cast<std::uint32_t>(frozen_ms) : held ? std::min(now, held_since) : now;
  }
};

}  // namespace hs::app

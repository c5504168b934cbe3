// Where each moving thing is at a moment (motion_poses.hpp).
#include "app/table/motion/motion_poses.hpp"

#include <algorithm>
#include <cmath>
#include <deque>

namespace hs::app {

namespace {

constexpr float kPi = 3.14159265f;

float ease_out(float t) { return 1 - (1 - t) * (1 - t); }
float ease_both(float t) { return t < 0.5f ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t); }

// How far through `ms` the time `now` is, 0..1 (0 before the start).
float share_done(std::uint32_t start, std::uint32_t ms, std::uint32_t now) {
  if (ms == 0) return 1.f;
  if (now <= start) return 0.f;
  return std::min(1.f, static_cast<float>(now - start) / static_cast<float>(ms));
}

}  // namespace

TokenPose token_pose(const TokenFlight& f, std::uint32_t now) {
  TokenPose p;
  if (now < f.start) return p;
  const float k = share_done(f.start, f.ms, now);
  if (k >= 1) {
    p.at = f.to;
    p.landed = true;
    return p;
  }
  p.visible = true;
  // An arc above the straight line, eased so it leaves briskly and settles into the purse.
  const float e = ease_out(k);
  const float dx = f.to.x - f.from.x, dy = f.to.y - f.from.y;
  const float lift = std::min(120.f, 0.25f * std::sqrt(dx * dx + dy * dy));
  p.at = {f.from.x + dx * e, f.from.y + dy * e - std::sin(e * kPi) * lift};
  // Pops up as it leaves (0.7 to 1.3 of the icon), eases back to its size, shrinks into the purse.
  p.scale = k < 0.15f ? 0.7f + 0.6f * k / 0.15f : k < 0.85f ? 1.3f - 0.3f * (k - 0.15f) / 0.7f : 1.f - 0.3f * (k - 0.85f) / 0.15f;
  if (f.spent && k > 0.6f) p.alpha = std::max(0.f, 1 - (k - 0.6f) / 0.4f);
  return p;
}

PulsePose pulse_pose(const LifePulse& p, std::uint32_t now) {
  PulsePose out;
  if (now < p.start) return out;
  const float k = share_done(p.start, p.ms, now);
  if (k >= 1) return out;
  out.over = false;
  if (p.steady) {
    out.glow = 0.7f;
    return out;
  }
  // Two beats, the first the stronger, like a heart's.
  const float beat = std::fabs(std::sin(k * 2 * kPi)) * (k < 0.5f ? 1.f : 0.6f);
  out.scale = 1 + 0.3f * beat;
  out.glow = std::max(beat, 1 - k) * 0.9f;
  return out;
}

WalkPose walk_pose(const StandupWalk& w, std::uint32_t now) {
  WalkPose p;
  if (w.slots.empty()) return p;
  const std::size_t steps = w.slots.size() - 1;
  const float k = share_done(w.start, w.ms * static_cast<std::uint32_t>(std::max<std::size_t>(steps, 1)), now);
  if (k >= 1 || steps == 0) {
    p.rect = w.slots.back();
    return p;
  }
  p.arrived = false;
  // The whole way eased (it sets off and stops gently); each step a small hop.
  const float along = ease_both(k) * static_cast<float>(steps);
  const std::size_t i = std::min(steps - 1, static_cast<std::size_t>(along));
  const float t = along - static_cast<float>(i);
  const Rect& a = w.slots[i];
  const Rect& b = w.slots[i + 1];
  p.rect = lerp(a, b, t);
  p.rect.y -= std::sin(t * kPi) * p.rect.h * 0.18f;
  return p;
}

BeatPose beat_pose(const MomentBeat& b, std::uint32_t now) {
  BeatPose p;
  if (now < b.start) return p;
  const float k = share_done(b.start, b.ms, now);
  if (k >= 1) return p;
  p.over = false;
  if (b.kind == BeatRequest::Boss) {
    // A few quick shakes dying away, and a flash that fades.
    p.shake = std::sin(k * 9 * kPi) * 7 * (1 - k);
    p.flash = (1 - k) * (1 - k);
  } else {
    p.sweep = ease_both(k);
    p.flash = std::sin(k * kPi);
  }
  return p;
}

std::vector<int> board_path(const std::vector<std::vector<int>>& links, int from, int to) {
  const int n = static_cast<int>(links.size());
  if (from == to || from < 0 || to < 0 || from >= n || to >= n) return {from, to};
  // Breadth first over the links both ways: the shortest way is the path drawn between the cards.
  std::vector<std::vector<int>> both(links.size());
  for (int a = 0; a < n; ++a)
    for (int b : links[static_cast<std::size_t>(a)])
      if (b >= 0 && b < n) {
        both[static_cast<std::size_t>(a)].push_back(b);
        both[static_cast<std::size_t>(b)].push_back(a);
      }
  std::vector<int> came(links.size(), -2);
  came[static_cast<std::size_t>(from)] = -1;
  std::deque<int> todo{from};
  while (!todo.empty() && came[static_cast<std::size_t>(to)] == -2) {
    const int at = todo.front();
    todo.pop_front();
    for (int nx : both[static_cast<std::size_t>(at)])
      if (came[static_cast<std::size_t>(nx)] == -2) {
        came[static_cast<std::size_t>(nx)] = at;
        todo.push_back(nx);
      }
  }
  if (came[static_cast<std::size_t>(to)] == -2) return {from, to};
  std::vector<int> way;
  for (int at = to; at != -1; at = came[static_cast<std::size_t>(at)]) way.push_back(at);
  std::reverse(way.begin(), way.end());
  return way;
}

}  // namespace hs::app

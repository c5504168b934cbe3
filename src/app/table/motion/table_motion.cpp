// Starting the table's motion where the layout shows things (table_motion.hpp).
#include "app/table/motion/table_motion.hpp"

#include <algorithm>

#include "app/render/card_geometry.hpp"

namespace hs::app {

MotionStage motion_stage(const TableLayout& L, const TableState& st) {
  MotionStage s;
  s.panels = L.panels;
  for (const Player& p : st.players) {
    s.max_lives.push_back(p.max_lives);
    s.node_of.push_back(p.node);
    s.out.push_back(p.eliminated);
  }
  s.cards = L.nodes;
  s.level_tabs = L.level_tabs;
  for (const Node& n : st.board) s.links.push_back(n.next);
  s.board = L.board_cards.w > 0 ? L.board_cards : L.board;
  s.card_view = L.card_view;
  s.tray = L.tray;
  if (L.shop_open) {
    s.shop = L.shop_panel;
    s.shop_seat = st.active_player();
  }
  s.standups_on_cards = !L.coop;
  return s;
}

Point purse_point(const Rect& panel, int max_lives, Token t) {
  const float after_hearts = panel.x + 18 + 16 * static_cast<float>(max_lives);
  return {after_hearts + 9 + (t == Token::Gem ? 52.f : 0.f), panel.y + 54};
}

Point hearts_point(const Rect& panel, int max_lives) {
  return {panel.x + 8 + (16 * static_cast<float>(max_lives) - 2) / 2, panel.y + 54};
}

Point shop_purse_point(const Rect& shop, Token t) { return {shop.right() - 188 + (t == Token::Gem ? 70.f : 0.f), shop.y + 30}; }

Point shop_hearts_point(const Rect& shop, int max_lives) {
  return {shop.right() - 330 + (22 * static_cast<float>(max_lives) - 2) / 2, shop.y + 30};
}

namespace {

bool has_panel(const std::vector<Rect>& v, int seat) { return seat >= 0 && seat < static_cast<int>(v.size()); }

const Rect* card_rect(const MotionStage& s, int node) {
  for (const NodeBox& nb : s.cards)
    if (nb.node == node) return &nb.rect;
  return nullptr;
}

bool on_screen(const Rect& r) { return r.w > 0 && r.h > 0; }

// Where a place is on screen, if it is shown.
bool place_point(const MotionStage& s, const Place& p, Point& at) {
  switch (p.kind) {
    case Place::Purse:
      return false;  // needs the token: see token_point
    case Place::Card:
      // The peddler's emblem while the shop covers the table; a card the seat has left on its board
      // slot; the card it stands on in the large card view when there is one, else on its board slot.
      if (on_screen(s.shop)) return at = Point{s.shop.x + 42, s.shop.y + 32}, true;
      if (p.node >= 0)
        if (const Rect* r = card_rect(s, p.node)) return at = r->center(), true;
      if (on_screen(s.card_view)) return at = s.card_view.center(), true;
      if (p.seat >= 0 && p.seat < static_cast<int>(s.node_of.size()))
        if (const Rect* r = card_rect(s, s.node_of[static_cast<std::size_t>(p.seat)])) return at = r->center(), true;
      return false;
    case Place::Shop:
      if (on_screen(s.shop)) return at = s.shop.center(), true;
      return place_point(s, {Place::Card, p.seat}, at);
    case Place::Tray:
      if (on_screen(s.tray)) return at = s.tray.center(), true;
      return false;
  }
  return false;
}

bool token_point(const MotionStage& s, const Place& p, Token t, Point& at) {
  if (p.kind != Place::Purse) return place_point(s, p, at);
  if (on_screen(s.shop) && p.seat == s.shop_seat) return at = shop_purse_point(s.shop, t), true;
  if (!has_panel(s.panels, p.seat) || p.seat >= static_cast<int>(s.max_lives.size())) return false;
  at = purse_point(s.panels[static_cast<std::size_t>(p.seat)], s.max_lives[static_cast<std::size_t>(p.seat)], t);
  return true;
}

// The stand-up's rectangle on `node` as the board draws it among the others standing there
// (board_view.cpp); `plus_one`: the walker is counted there too although it has left.
bool standup_rect(const MotionStage& s, int seat, int node, bool plus_one, Rect& out) {
  const Rect* card = card_rect(s, node);
  if (!card) return false;
  int index = 0, count = 0;
  for (std::size_t p = 0; p < s.node_of.size(); ++p) {
    const bool here = (!s.out[p] && s.node_of[p] == node) || (plus_one && static_cast<int>(p) == seat);
    if (!here) continue;
    if (static_cast<int>(p) < seat) ++index;
    ++count;
  }
  out = standup_slot(*card, index, std::max(count, 1));
  return true;
}

void launch_walk(TableMotion& m, const MotionStage& s, const WalkRequest& w, std::uint32_t now) {
  if (!s.standups_on_cards || w.nodes.size() < 2 || w.seat < 0 || w.seat >= static_cast<int>(s.node_of.size())) return;
  if (s.out[static_cast<std::size_t>(w.seat)] || s.node_of[static_cast<std::size_t>(w.seat)] != w.nodes.back()) return;
  std::vector<int> way{w.nodes.front()};
  for (std::size_t i = 1; i < w.nodes.size(); ++i) {
    const std::vector<int> leg = board_path(s.links, w.nodes[i - 1], w.nodes[i]);
    way.insert(way.end(), leg.begin() + 1, leg.end());
  }
  StandupWalk walk{w.seat, {}, now, kWalkStepMs};
  for (std::size_t i = 0; i < way.size(); ++i) {
    Rect r;
    const bool first = i == 0, last = i + 1 == way.size();
    if (first || last ? !standup_rect(s, w.seat, way[i], first, r) : !card_rect(s, way[i])) return;  // off the board: it appears
    if (!first && !last) r = standup_slot(*card_rect(s, way[i]), 0, 1);
    walk.slots.push_back(r);
  }
  walk.ms = std::min(kWalkStepMs, kWalkMaxMs / static_cast<std::uint32_t>(walk.slots.size() - 1));
  m.walks.erase(std::remove_if(m.walks.begin(), m.walks.end(), [&](const StandupWalk& o) { return o.seat == w.seat; }), m.walks.end());
  m.walks.push_back(walk);
}

// A bot's motion fits its pace: every duration (and the tokens' stagger) shrinks by the same factor
// so the last thing lands within `budget` ms of `now`.
template <typename T>
void fit_to_pace(std::vector<T>& items, std::size_t first, std::uint32_t now, double k) {
  for (std::size_t i = first; i < items.size(); ++i) {
    items[i].start = now + static_cast<std::uint32_t>(static_cast<double>(items[i].start - now) * k);
    items[i].ms = static_cast<std::uint32_t>(static_cast<double>(items[i].ms) * k);
  }
}

}  // namespace

void TableMotion::feed(const MotionRequests& r, MotionPace p) {
  const bool first = waiting.empty();
  MotionRequests kept;
  if (p.budget_ms != 0) kept.pulses = r.pulses;  // the instant bot: nothing moves
  if (!p.reduced && p.budget_ms != 0) {
    kept.tokens = r.tokens;
    kept.walks = r.walks;
  }
  if (!p.reduced) kept.beats = r.beats;  // the moment holds the bots anyway: its beat is never cut
  if (kept.empty()) return;
  waiting.append(kept);
  if (first) {
    pace = p;
  } else {  // two actions before one layout: the shorter pace for both
    pace.reduced = pace.reduced || p.reduced;
    if (p.budget_ms >= 0) pace.budget_ms = pace.budget_ms < 0 ? p.budget_ms : std::min(pace.budget_ms, p.budget_ms);
  }
}

void TableMotion::launch(const MotionStage& s, std::uint32_t now) {
  if (waiting.empty()) return;
  if (held) now = std::min(now, held_since);  // launched under the hand-over: it starts when it lifts
  launched_at = now;
  const std::size_t t0 = tokens.size(), p0 = pulses.size(), w0 = walks.size();
  std::uint32_t at = now;
  for (const TokenRequest& r : waiting.tokens) {
    Point from, to;
    if (!token_point(s, r.from, r.token, from) || !token_point(s, r.to, r.token, to)) continue;
    const int amount = std::max(r.amount, r.count);
    for (int i = 0; i < r.count; ++i, at += kTokenStaggerMs) {
      // A handful, not a line: each token leaves a little beside the one before.
      const float spread = static_cast<float>(i % 3 - 1) * 7.f;
      const int value = amount / r.count + (i < amount % r.count ? 1 : 0);
      tokens.push_back({r.token, {from.x + spread, from.y - spread / 2}, to, at, kTokenFlyMs, r.spent, value,
                        r.from.kind == Place::Purse ? r.from.seat : -1, r.to.kind == Place::Purse ? r.to.seat : -1});
    }
  }
  for (const PulseRequest& r : waiting.pulses) {
    if (!has_panel(s.panels, r.seat)) continue;
    pulses.erase(std::remove_if(pulses.begin(), pulses.end(), [&](const LifePulse& o) { return o.seat == r.seat; }), pulses.end());
    pulses.push_back({r.seat, r.heal, now, kPulseMs, pace.reduced});
  }
  for (const WalkRequest& r : waiting.walks) launch_walk(*this, s, r, now);
  for (const BeatRequest& r : waiting.beats) {
    MomentBeat b{r.kind, s.board, now, kBeatMs};
    if (r.kind == BeatRequest::Boss) {
      const bool seated = r.seat >= 0 && r.seat < static_cast<int>(s.node_of.size());
      const int node = r.node >= 0 ? r.node : seated ? s.node_of[static_cast<std::size_t>(r.seat)] : -1;
      const Rect* card = card_rect(s, node);
      // The board shows another level now (the victor went on to the next): the boss's tab shakes.
      const bool tab = r.level >= 1 && r.level <= static_cast<int>(s.level_tabs.size());
      if (!card && !tab) continue;
      b.area = card ? *card : s.level_tabs[static_cast<std::size_t>(r.level - 1)];
    }
    if (on_screen(b.area)) beats.push_back(b);
  }
  if (pace.budget_ms > 0) {
    std::uint32_t end = now;
    for (std::size_t i = t0; i < tokens.size(); ++i) end = std::max(end, tokens[i].start + tokens[i].ms);
    for (std::size_t i = p0; i < pulses.size(); ++i) end = std::max(end, pulses[i].start + pulses[i].ms);
    for (std::size_t i = w0; i < walks.size(); ++i)
      end = std::max(end, walks[i].start + walks[i].ms * static_cast<std::uint32_t>(walks[i].slots.size() - 1));
    if (end - now > static_cast<std::uint32_t>(pace.budget_ms)) {
      const double k = static_cast<double>(pace.budget_ms) / static_cast<double>(end - now);
      fit_to_pace(tokens, t0, now, k);
      fit_to_pace(pulses, p0, now, k);
      fit_to_pace(walks, w0, now, k);
    }
  }
  waiting = MotionRequests{};
  pace = MotionPace{};
}

bool TableMotion::animating(std::uint32_t now) const {
  if (!waiting.empty()) return true;  // one frame to launch it, even under the hand-over
  if (held) return false;
  const std::uint32_t t = clock(now);
  return std::any_of(tokens.begin(), tokens.end(), [&](const TokenFlight& f) { return !token_pose(f, t).landed; }) ||
         std::any_of(pulses.begin(), pulses.end(), [&](const LifePulse& p) { return !pulse_pose(p, t).over; }) ||
         std::any_of(walks.begin(), walks.end(), [&](const StandupWalk& w) { return !walk_pose(w, t).arrived; }) ||
         std::any_of(beats.begin(), beats.end(), [&](const MomentBeat& b) { return !beat_pose(b, t).over; });
}

int TableMotion::purse_shown(int seat, Token t, int held, std::uint32_t now) const {
  const std::uint32_t at = clock(now);
  int shown = held;
  for (const TokenFlight& f : tokens) {
    if (f.token != t) continue;
    if (f.to_purse == seat && !token_pose(f, at).landed) shown -= f.value;  // not there yet
    if (f.from_purse == seat && at < f.start) shown += f.value;             // not gone yet
  }
  return std::max(0, shown);
}

bool TableMotion::walking(int seat, std::uint32_t now) const {
  const std::uint32_t t = clock(now);
  return std::any_of(walks.begin(), walks.end(), [&](const StandupWalk& w) { return w.seat == seat && !walk_pose(w, t).arrived; });
}

std::string TableMotion::walkers_key(std::uint32_t now) const {
  std::string k;
  for (const StandupWalk& w : walks)
    if (!walk_pose(w, clock(now)).arrived) k += std::to_string(w.seat) + ',';
  return k;
}

void TableMotion::forget_over(std::uint32_t now) {
  const std::uint32_t t = clock(now);
  tokens.erase(std::remove_if(tokens.begin(), tokens.end(), [&](const TokenFlight& f) { return token_pose(f, t).landed; }), tokens.end());
  pulses.erase(std::remove_if(pulses.begin(), pulses.end(), [&](const LifePulse& p) { return pulse_pose(p, t).over; }), pulses.end());
  walks.erase(std::remove_if(walks.begin(), walks.end(), [&](const StandupWalk& w) { return walk_pose(w, t).arrived; }), walks.end());
  beats.erase(std::remove_if(beats.begin(), beats.end(), [&](const MomentBeat& b) { return beat_pose(b, t).over; }), beats.end());
}

void TableMotion::hold(std::uint32_t now) {
  if (held) return;
  held = true;
  held_since = now;
}

void TableMotion::release(std::uint32_t now) {
  if (!held) return;
  held = false;
  if (now <= held_since) return;
  // Everything starts later by the time the hand-over showed: it goes on from where it stopped.
  const std::uint32_t later = now - held_since;
  for (TokenFlight& f : tokens) f.start += later;
  for (LifePulse& p : pulses) p.start += later;
  for (StandupWalk& w : walks) w.start += later;
  for (MomentBeat& b : beats) b.start += later;
  launched_at += later;
}

void TableMotion::clear() {
  held = false;
  waiting = MotionRequests{};
  pace = MotionPace{};
  tokens.clear();
  pulses.clear();
  walks.clear();
  beats.clear();
}

}  // namespace hs::app

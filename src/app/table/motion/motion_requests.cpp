// Reading an action's events for what should move (motion_requests.hpp).
#include "app/table/motion/motion_requests.hpp"

#include <algorithm>

namespace hs::app {

namespace {

void add_tokens(MotionRequests& out, Token t, int amount, Place from, Place to, bool spent) {
  if (amount <= 0) return;
  out.tokens.push_back({t, std::min(amount, kMaxTokensPerEvent), from, to, spent, amount});
}

// A reward: coins and gems leave the card the seat stands on for its purse.
void add_reward(MotionRequests& out, const Event& e) {
  add_tokens(out, Token::Coin, e.a, {Place::Card, e.player}, {Place::Purse, e.player}, false);
  add_tokens(out, Token::Gem, e.b, {Place::Card, e.player}, {Place::Purse, e.player}, false);
}

// One seat pays another one coin or one gem (R9.4 tolls, blessings, a theft).
void add_payment(MotionRequests& out, int payer, int payee, Token t) {
  add_tokens(out, t, 1, {Place::Purse, payer}, {Place::Purse, payee}, false);
}

void add_step(MotionRequests& out, int seat, int from, int to) {
  // A reward won before the move leaves the card the seat has just left.
  for (TokenRequest& t : out.tokens)
    if (t.from.kind == Place::Card && t.from.seat == seat && t.from.node < 0) t.from.node = from;
  for (BeatRequest& b : out.beats)  // and so does a boss beaten before the move
    if (b.kind == BeatRequest::Boss && b.seat == seat && b.node < 0) b.node = from;
  for (WalkRequest& w : out.walks)
    if (w.seat == seat && !w.nodes.empty() && w.nodes.back() == from) {
      w.nodes.push_back(to);
      return;
    }
  out.walks.push_back({seat, {from, to}});
}

}  // namespace

void MotionRequests::append(const MotionRequests& more) {
  tokens.insert(tokens.end(), more.tokens.begin(), more.tokens.end());
  pulses.insert(pulses.end(), more.pulses.begin(), more.pulses.end());
  walks.insert(walks.end(), more.walks.begin(), more.walks.end());
  beats.insert(beats.end(), more.beats.begin(), more.beats.end());
}

MotionRequests motion_requests(const std::vector<Event>& events, const std::vector<Moment>& moments) {
  MotionRequests out;
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::TestPassed:     // R5.5 a test's reward
      case EventKind::DeadEndReward:  // R9.5 a dead end's
        add_reward(out, e);
        break;
      case EventKind::LuckyGem:  // R3.2: the lucky die in the tray pays a gem
        add_tokens(out, Token::Gem, 1, {Place::Tray, e.player}, {Place::Purse, e.player}, false);
        break;
      case EventKind::ItemBought:  // coins go to the peddler
        add_tokens(out, Token::Coin, e.b, {Place::Purse, e.player}, {Place::Shop, e.player}, true);
        break;
      case EventKind::Healed:  // a heal bought
        add_tokens(out, Token::Coin, e.b, {Place::Purse, e.player}, {Place::Shop, e.player}, true);
        break;
      case EventKind::CoinStolen: add_payment(out, e.a, e.player, Token::Coin); break;
      case EventKind::TollPaid:
      case EventKind::BlessingPaid:
        if (e.b >= 0) add_payment(out, e.player, e.a, e.b == 1 ? Token::Gem : Token::Coin);
        break;
      case EventKind::LifeLost: out.pulses.push_back({e.player, false}); break;
      case EventKind::LifeGained: out.pulses.push_back({e.player, true}); break;
      case EventKind::Moved: add_step(out, e.player, e.a, e.b); break;
      case EventKind::BossDefeated: out.beats.push_back({BeatRequest::Boss, e.player, -1, e.a}); break;
      default: break;
    }
  }
  for (const Moment& m : moments)
    if (m.kind == MomentKind::NewLevel) out.beats.push_back({BeatRequest::Level, m.player});
  return out;
}

}  // namespace hs::app

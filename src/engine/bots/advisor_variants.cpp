// The advisor in the expert (R9.4) and exploration (R9.5) variants: reactions by expected value,
// abilities placed where rivals will meet them, going back from dead ends, and branches weighed by
// what has been drawn on them (or an average card where nothing has).
#include "bots/advisor_variants.hpp"

#include <algorithm>
#include <cmath>

#include "highscore/chances.hpp"

namespace hs::advisor {

namespace {

// A trap is armed from a pool of at least this many dice: a smaller one is this card's roll.
constexpr int kMinPoolForTrap = 5;


int progress(const TableState& s, int seat) {
  const Node& n = s.board[static_cast<std::size_t>(s.players[static_cast<std::size_t>(seat)].node)];
  return n.level * 1000 + n.step;
}

// Rivals still playing: behind the advisor's character, and on its very card.
struct Rivals {
  int behind = 0, here = 0, near = 0, richest = -1;  // near: behind by one or two cards
};
Rivals rivals(const View& v) {
  Rivals r;
  const TableState& s = v.state;
  const int mine = progress(s, v.seat);
  for (int seat = 0; seat < static_cast<int>(s.players.size()); ++seat) {
    const Player& p = s.players[static_cast<std::size_t>(seat)];
    if (seat == v.seat || p.eliminated) continue;
    if (p.node == v.player().node) ++r.here;
    else if (progress(s, seat) < mine) {
      ++r.behind;
      r.near += mine - progress(s, seat) <= 2;
    }
  }
  return r;
}

const ExpertAbility& my_ability(const View& v) {
  return v.content.characters[static_cast<std::size_t>(v.player().character)].expert;
}

std::string seat_name(const View& v, int seat) {
  if (seat < 0 || seat >= static_cast<int>(v.state.players.size())) return "them";
  return v.content.characters[static_cast<std::size_t>(v.state.players[static_cast<std::size_t>(seat)].character)].name.en;
}

// The answer among `legal` that rolls or spends the least useful colour (kDie), most plentiful first.
template <typename ColorOf>
std::optional<Action> cheapest(const View& v, const std::vector<Action>& legal, ColorOf color_of) {
  std::optional<Action> best;
  double best_cost = 1e9;
  for (const Action& a : legal) {
    const std::optional<Color> c = color_of(a);
    if (!c || *c == Color::Any) continue;
    const double cost = kDie[static_cast<int>(*c)] - 0.01 * v.player().pool[*c];
    if (cost < best_cost) {
      best_cost = cost;
      best = a;
    }
  }
  return best;
}

}  // namespace

std::optional<Advice> answer_reaction(const View& v, const std::vector<Action>& legal) {
  const Decision d = v.state.pending();
  const React yes{true, Color::Any}, no{false, Color::Any};
  switch (static_cast<ExpertKind>(d.detail)) {
    case ExpertKind::ElbowHit: {
      // The die goes back at the next turn anyway: rolling it at a rival costs nothing.
      const double p = elbow_hit_chance(my_ability(v).value);
      return Advice{yes, "roll the elbow at " + seat_name(v, d.subject) + ": " + percent(p) + " to cost them a life"};
    }
    case ExpertKind::Invisibility: {
      const int card = v.state.board[static_cast<std::size_t>(d.node)].card;
      if (card >= 0 && v.content.cards[static_cast<std::size_t>(card)].kind == CardKind::DeadEnd)
        return Advice{no, "stay: " + seat_name(v, d.subject) + " walked into a dead end"};
      return Advice{yes, "slip along with " + seat_name(v, d.subject) + ": a card forward without a test"};
    }
    case ExpertKind::Shoot: {
      // A test (R9.4.1) whose dice are chosen next: one die is worth far less than a life
      // (life_cost), so it is taken whenever the cheapest die in the pool is worth the chance.
      int needed = 4;
      for (const Entity& e : v.state.entities)
        if (e.kind == EntityKind::PlacedDie && e.owner == d.subject && e.node == d.node) needed = e.value;
      const double p = std::clamp((7.0 - needed) / 6.0, 0.0, 1.0);
      double cheapest_die = 1e9;
      for (Color c : kAllDieColors)
        if (v.player().pool[c] > 0) cheapest_die = std::min(cheapest_die, kDie[static_cast<int>(c)]);
      if (std::find(legal.begin(), legal.end(), Action{yes}) != legal.end() && p * life_cost(v) > cheapest_die)
        return Advice{yes, "take the arrow's test: " + percent(p) + " a die to dodge it"};
      return Advice{no, "take the arrow: no die is worth the test"};
    }
    default: return std::nullopt;
  }
}

std::optional<Advice> expert_use(const View& v, const std::vector<Action>& legal, bool ending_turn, double die_cost) {
  std::vector<UseExpert> uses;
  for (const Action& a : legal)
    if (const auto* u = std::get_if<UseExpert>(&a)) uses.push_back(*u);
  if (uses.empty()) return std::nullopt;
  const ExpertAbility& ab = my_ability(v);
  const Rivals r = rivals(v);
  const Player& me = v.player();
  switch (ab.kind) {
    case ExpertKind::Thieving: {
      // A coin for a die: worth it whenever the die is spare, or the victim is rich.
      int best = -1;
      for (const UseExpert& u : uses)
        if (best < 0 || v.state.players[static_cast<std::size_t>(u.target)].coins >
                            v.state.players[static_cast<std::size_t>(best)].coins)
          best = u.target;
      if (!ending_turn) return std::nullopt;  // a die kept for the card's test is worth more
      return Advice{UseExpert{best}, "a spare die steals a coin from " + seat_name(v, best)};
    }
    case ExpertKind::Trap: {
      // Armed before this card's roll, it springs here when the character moves on. Each rival who
      // must pass this card before the die comes back spends a die on it (one two cards behind
      // counts half); the character gives up the die and what it would add to this roll. Measured
      // over 10,000 three-player games: Orlo 0.85 of fair never arming it, 0.71 arming it whenever
      // the pool had 6 dice, 0.97 with this weighing.
      if (ending_turn || me.pool.total() < kMinPoolForTrap) return std::nullopt;
      const double die = kDie[static_cast<int>(ab.color)];
      const double meets = r.here + 0.5 * r.near;
      if (meets * die <= die_cost + die) return std::nullopt;
      return Advice{uses.front(), "set the trap: " + std::to_string(r.here + r.near) + " rival(s) close enough to meet this card"};
    }
    default: break;
  }
  if (!ending_turn) return std::nullopt;  // the other abilities lie where the character rests
  switch (ab.kind) {
    case ExpertKind::ElbowHit:
      if (r.behind + r.here == 0) return std::nullopt;
      return Advice{uses.front(), "a spare die on the elbow: rivals will have to leave this card"};
    case ExpertKind::Invisibility:
      if (r.here == 0) return std::nullopt;
      return Advice{uses.front(), "a spare die on invisibility: slip along when a rival here moves on"};
    case ExpertKind::Toll:
      if (r.behind + r.here == 0) return std::nullopt;
      return Advice{uses.front(), "a spare die on a toll: rivals pay to leave this card"};
    case ExpertKind::Blessing:
      if (r.behind + r.here == 0 && v.state.players.size() < 2) return std::nullopt;
      return Advice{uses.front(), "a spare die on the blessing: rivals' lucky gems pay a share"};
    case ExpertKind::Shoot: {
      // Behind: the first rival to come this way takes the shot (ahead, the advisor would enter first).
      if (r.behind == 0) return std::nullopt;
      const auto& prev = v.state.board[static_cast<std::size_t>(me.node)].prev;
      for (const UseExpert& u : uses)
        if (std::find(prev.begin(), prev.end(), u.target) != prev.end())
          return Advice{u, "a spare die as an arrow on the card behind: a rival must enter it"};
      return std::nullopt;
    }
    default: return std::nullopt;
  }
}

std::optional<Advice> going_back(const View& v, const std::vector<Action>& legal) {
  const auto back = cheapest(v, legal, [](const Action& a) -> std::optional<Color> {
    const auto* n = std::get_if<ChooseNode>(&a);
    return n ? std::optional<Color>(n->color) : std::nullopt;
  });
  if (!back) return std::nullopt;
  return Advice{*back, "go back a card (a " + std::string(color_name(std::get<ChooseNode>(*back).color)) +
                           " die): the way ahead ends in a dead end"};
}

double branch_value(const View& v, int node, int branch, const std::function<double(int)>& card_value) {
  const TableState& s = v.state;
  const Node& fork = s.board[static_cast<std::size_t>(node)];
  // A branch nobody has taken: an average card, with the hope of a boss behind it.
  constexpr double kUnknown = 6.0;
  if (branch >= static_cast<int>(fork.next.size())) return kUnknown;
  int at = fork.next[static_cast<std::size_t>(branch)];
  double score = 0.0;
  for (int step = 0; step < 64; ++step) {  // a whole level at most
    const Node& n = s.board[static_cast<std::size_t>(at)];
    const CardKind kind = n.card >= 0 ? v.content.cards[static_cast<std::size_t>(n.card)].kind : CardKind::Dungeon;
    if (kind == CardKind::DeadEnd) return score - 30.0;  // all the way back again
    if (kind == CardKind::Boss) return score + 20.0;
    if (step < 2) score += card_value(at);
    if (kind == CardKind::Bifurcation) {
      // What lies beyond: its best branch (one still to draw while the deck lasts); every way dead
      // makes this branch dead too.
      const bool grows = n.level >= 1 && n.level <= 4 && v.deck_sizes[static_cast<std::size_t>(n.level - 1)] > 0;
      double best = n.next.size() < 2 && grows ? kUnknown : -30.0;
      for (int b = 0; b < static_cast<int>(n.next.size()); ++b)
        best = std::max(best, branch_value(v, at, b, card_value));
      return score + std::min(best, 20.0);
    }
    if (n.next.empty()) {
      // A branch end grows while its level's deck lasts; after that it is as bad as a dead end.
      const bool grows = n.level >= 1 && n.level <= 4 && v.deck_sizes[static_cast<std::size_t>(n.level - 1)] > 0;
      return grows ? score + kUnknown / 2 : score - 30.0;
    }
    if (n.next.size() != 1 || s.board[static_cast<std::size_t>(n.next.front())].level != n.level) return score;
    at = n.next.front();
  }
  return score;
}

}  // namespace hs::advisor

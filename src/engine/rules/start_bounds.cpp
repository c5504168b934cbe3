// Start options that would make every game endless, refused by validate_options wherever options come
// from (the setup screen, saves, scripts, the CLI's --set): exploration decks cut so short that a level
// may never get its boss (R9.5), and raised requirements no roll could ever meet (R5.12, R1.1).
#include <algorithm>
#include <map>
#include <string>

#include "content/content_parse_common.hpp"
#include "highscore/matching.hpp"
#include "rules/start_setup.hpp"

namespace hs::rules {

namespace {

bool is_bifurcation(const Content& c, int card) { return card >= 0 && c.cards[static_cast<std::size_t>(card)].kind == CardKind::Bifurcation; }

// The cards of level `level`'s exploration deck (exploration_board.cpp deals the same ones).
std::vector<int> deck_cards(const Content& c, int level) {
  std::vector<int> cards = c.cards_of(CardKind::Dungeon, level);
  for (int f : c.cards_of(CardKind::Bifurcation, level)) cards.push_back(f);
  if (level == 3)
    for (int p : c.cards_of(CardKind::Peddler, level)) cards.push_back(p);
  return cards;
}

// The stacked top of the deck, as exploration_board.cpp reads it: "explore:L", else "dungeon:L";
// ids not in the deck are skipped.
std::vector<int> stacked_top(const Content& c, const GameOptions& o, int level, const std::vector<int>& deck) {
  const std::string lv = std::to_string(level);
  auto it = o.stacked.find("explore:" + lv);
  if (it == o.stacked.end()) it = o.stacked.find("dungeon:" + lv);
  std::vector<int> top;
  if (it == o.stacked.end()) return top;
  for (const std::string& id : it->second)
    for (int card : deck)
      if (c.cards[static_cast<std::size_t>(card)].id == id && std::find(top.begin(), top.end(), card) == top.end()) {
        top.push_back(card);
        break;
      }
  return top;
}

// R9.5: bosses join a level's deck only with its bifurcations, so a deck cut to `size` cards must keep
// one, whatever the shuffle: either the stacked order puts one among the cards kept, or the deck keeps
// more cards than it has others. Level 1 first gives its start card, which is never a bifurcation.
std::optional<Refusal> check_deck_size(const Content& c, const GameOptions& o, int level, int size) {
  const std::vector<int> deck = deck_cards(c, level);
  const int forks = static_cast<int>(std::count_if(deck.begin(), deck.end(), [&](int card) { return is_bifurcation(c, card); }));
  if (forks == 0) return std::nullopt;  // check_exploration refuses such content
  std::vector<int> top = stacked_top(c, o, level, deck);
  int others = static_cast<int>(deck.size()) - forks;
  if (level == 1) {
    --others;  // the start card is drawn before the deck is cut
    // A stacked start keeps the stacked order; a bifurcation on top sends the deck to a shuffle.
    if (!top.empty() && !is_bifurcation(c, top.front())) top.erase(top.begin());
    else top.clear();
  }
  const int kept = std::min<int>(size, static_cast<int>(top.size()));
  if (std::any_of(top.begin(), top.begin() + kept, [&](int card) { return is_bifurcation(c, card); })) return std::nullopt;
  if (size > others) return std::nullopt;
  const std::string lv = std::to_string(level);
  return Refusal{"R9.5", "start: exploration_deck_sizes level " + lv + " is " + std::to_string(size) +
                             ": the deck may then hold no bifurcation, and without one the level never gets its boss "
                             "(every game would go on for ever); keep at least " + std::to_string(others + 1) +
                             " cards (or -1 for the whole deck), or stack a bifurcation among the cards kept"};
}

// R5.12: the requirements raised on one card join every main option; if no roll of the 18 dice (R1.1)
// could meet them, or they ask more than a test ever may, that card could never be passed.
std::optional<Refusal> check_raised_node(int node, const std::vector<Requirement>& raised) {
  const std::string where = "start raised on node " + std::to_string(node);
  const std::size_t most = content_detail::kMaxRequirements;
  if (raised.size() > most)
    return Refusal{"R5.12", where + ": " + std::to_string(raised.size()) + " requirements; a test asks at most " +
                                std::to_string(most) + ", or the card could never be passed"};
  std::vector<MatchDie> every_die;
  for (Color col : kAllDieColors)
    for (int i = 0; i < kSupplyPerColor[static_cast<std::size_t>(col)]; ++i) every_die.push_back(MatchDie{col, 6});
  if (!match_dice(raised, every_die))
    return Refusal{"R5.12", where + ": no roll of the 18 dice (R1.1) could meet these requirements, so the card could "
                                    "never be passed"};
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> check_endless_start(const Content& c, const GameOptions& o) {
  const auto& sizes = o.start.exploration_deck_sizes;
  if (o.exploration)
    for (std::size_t i = 0; i < sizes.size() && i < 3; ++i)
      if (sizes[i] >= 0)
        if (auto r = check_deck_size(c, o, static_cast<int>(i) + 1, sizes[i])) return r;
  std::map<int, std::vector<Requirement>> raised;
  for (const RaisedStart& r : o.start.raised) raised[r.node].insert(raised[r.node].end(), r.require.begin(), r.require.end());
  for (const auto& [node, reqs] : raised)
    if (auto r = check_raised_node(node, reqs)) return r;
  return std::nullopt;
}

}  // namespace hs::rules

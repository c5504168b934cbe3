// R9.5 the dungeon built while played: each level's deck (its dungeon cards and bifurcations, the
// level-3 peddler shuffled in), the start card, a card drawn after the last card of a branch, the
// boss and dead end a bifurcation adds to its deck, and the peddler that opens the next level.
// Nodes are appended and linked both ways; rows and columns are laid out again as branches multiply.
#include <algorithm>

#include "modes/exploration.hpp"

namespace hs::modes::exploration {

namespace {

int card_by_id(const Content& ct, const std::string& id) {
  for (std::size_t i = 0; i < ct.cards.size(); ++i)
    if (ct.cards[i].id == id) return static_cast<int>(i);
  return -1;
}

const std::vector<std::string>* stacked(const GameOptions& o, const std::string& key) {
  const auto it = o.stacked.find(key);
  return it == o.stacked.end() ? nullptr : &it->second;
}

// The level's deck, top = back(): stacked ids first ("explore:L", else "dungeon:L"), the rest shuffled.
std::vector<int> level_deck(const Content& ct, const GameOptions& o, int level, GameState& s) {
  std::vector<int> cards = ct.cards_of(CardKind::Dungeon, level);
  for (int f : ct.cards_of(CardKind::Bifurcation, level)) cards.push_back(f);
  if (level == 3)
    for (int p : ct.cards_of(CardKind::Peddler, level)) cards.push_back(p);
  std::vector<int> top;
  const std::string lv = std::to_string(level);
  const auto* ids = stacked(o, "explore:" + lv);
  if (!ids) ids = stacked(o, "dungeon:" + lv);
  if (ids)
    for (const std::string& id : *ids) {
      const int card = card_by_id(ct, id);
      const auto it = std::find(cards.begin(), cards.end(), card);
      if (it == cards.end()) continue;  // validate_options names the bad ids
      cards.erase(it);
      top.push_back(card);
    }
  s.rng.shuffle(cards);
  top.insert(top.end(), cards.begin(), cards.end());
  std::reverse(top.begin(), top.end());
  return top;
}

bool on_table(const GameState& s, int card) {
  if (std::any_of(s.board.begin(), s.board.end(), [&](const Node& n) { return n.card == card; })) return true;
  for (const auto& deck : s.exploration_decks)
    if (std::find(deck.begin(), deck.end(), card) != deck.end()) return true;
  return false;
}

// A card of `kind` and `level` still set aside: the stacked one first (tests), else a random one.
// Ruling: the boss and dead end a bifurcation adds are picked at random from those set aside.
int set_aside(rules::Ctx& c, CardKind kind, int level) {
  std::vector<int> left;
  for (int card : c.content.cards_of(kind, level))
    if (!c.content.cards[card].azoz && !on_table(c.s, card)) left.push_back(card);
  if (left.empty()) return -1;
  if (kind == CardKind::Boss)
    if (const auto* ids = stacked(c.options, "boss:" + std::to_string(level)))
      for (const std::string& id : *ids) {
        const int card = card_by_id(c.content, id);
        if (std::find(left.begin(), left.end(), card) != left.end()) return card;
      }
  ++c.s.random_draws;
  return left[c.s.rng.below(static_cast<std::uint32_t>(left.size()))];
}

// Tests: the order "explore:L:N" gives the top of level L's deck after its N-th shuffle (N = the
// bifurcations of that level on the board, this one included); listed cards not in the deck are skipped.
void stack_after_shuffle(const rules::Ctx& c, int level, std::vector<int>& deck) {
  const int shuffles = static_cast<int>(std::count_if(c.s.board.begin(), c.s.board.end(), [&](const Node& n) {
    return n.level == level && c.content.cards[n.card].kind == CardKind::Bifurcation;
  }));
  const auto* ids = stacked(c.options, "explore:" + std::to_string(level) + ":" + std::to_string(shuffles));
  if (!ids) return;
  std::vector<int> top;
  for (const std::string& id : *ids) {
    const auto it = std::find(deck.begin(), deck.end(), card_by_id(c.content, id));
    if (it == deck.end()) continue;
    top.push_back(*it);
    deck.erase(it);
  }
  deck.insert(deck.end(), top.rbegin(), top.rend());  // top = back()
}

int append_node(GameState& s, int parent, int card, int level) {
  Node n;
  n.card = card;
  n.level = level;
  n.step = parent >= 0 && s.board[parent].level == level ? s.board[parent].step + 1 : 0;
  s.board.push_back(std::move(n));
  const int node = static_cast<int>(s.board.size()) - 1;
  if (parent >= 0) rules::link_nodes(s, parent, node);
  return node;
}

bool can_grow(const Content& ct, const GameState& s, int node) {
  const Node& n = s.board[node];
  return ct.cards[n.card].kind == CardKind::Bifurcation && n.next.size() < 2 && !deck_empty(s, n.level);
}

// Leaves take the next free rows in depth-first order, a card sits on its first child's row, and a
// bifurcation that can still grow keeps a row free for its unexplored branch.
int place(const Content& ct, GameState& s, int node, int& next_row) {
  const int level = s.board[node].level;
  int row = -1;
  for (int child : std::vector<int>(s.board[node].next)) {
    if (s.board[child].level != level) continue;  // a boss leads to the next level
    const int r = place(ct, s, child, next_row);
    if (row < 0) row = r;
  }
  if (row < 0) row = next_row++;
  if (can_grow(ct, s, node)) ++next_row;
  Node& n = s.board[node];
  n.row = row;
  n.col = n.step;
  return row;
}

}  // namespace

bool deck_empty(const GameState& s, int level) {
  return level < 1 || level > static_cast<int>(s.exploration_decks.size()) || s.exploration_decks[level - 1].empty();
}

void lay_out_level(const Content& ct, GameState& s, int level) {
  const int root = s.level_first_node[level - 1];
  if (root < 0) return;
  int next_row = 0;
  place(ct, s, root, next_row);
}

void set_up_dungeon(const Content& ct, const GameOptions& o, GameState& s) {
  // The classic board dealt by the standard set-up is put away: this dungeon starts from one card.
  s.board.clear();
  s.hidden_cards.clear();
  s.level_first_node.assign(static_cast<std::size_t>(s.levels), -1);
  s.level_peddler_node.assign(static_cast<std::size_t>(s.levels), -1);
  s.level_boss_nodes.assign(static_cast<std::size_t>(s.levels), {});
  s.exploration_decks.clear();
  for (int level = 1; level <= s.levels; ++level) s.exploration_decks.push_back(level_deck(ct, o, level, s));
  // The start: level-1 cards are revealed until one is not a bifurcation; a bifurcation goes back
  // and the deck is shuffled (validate_options makes sure a dungeon card exists).
  std::vector<int>& deck = s.exploration_decks[0];
  while (ct.cards[deck.back()].kind == CardKind::Bifurcation) s.rng.shuffle(deck);
  const int start = deck.back();
  deck.pop_back();
  // Tests and scenarios may play with only the top cards of a level's deck (GameOptions::start).
  const std::vector<int>& sizes = o.start.exploration_deck_sizes;
  for (std::size_t i = 0; i < sizes.size() && i < s.exploration_decks.size(); ++i) {
    std::vector<int>& d = s.exploration_decks[i];
    if (sizes[i] >= 0 && static_cast<std::size_t>(sizes[i]) < d.size()) d.erase(d.begin(), d.end() - sizes[i]);
  }
  append_node(s, -1, start, 1);
  s.level_first_node[0] = 0;
  for (Player& p : s.players) {
    p.node = 0;
    p.path = {0};
    p.branch_taken.clear();
  }
  lay_out_level(ct, s, 1);
}

int grow_after(rules::Ctx& c, int parent) {
  GameState& s = c.s;
  const int level = s.board[parent].level;
  if (deck_empty(s, level)) return -1;  // R9.5: a level whose deck ran out stops growing
  std::vector<int>& deck = s.exploration_decks[level - 1];
  const int card = deck.back();
  deck.pop_back();
  ++s.random_draws;  // a drawn card is news: nothing before it can be undone
  const int node = append_node(s, parent, card, level);
  c.emit(EventKind::CardDrawn, c.seat(), node, card);
  const CardKind kind = c.content.cards[card].kind;
  if (kind == CardKind::Boss) s.level_boss_nodes[level - 1].push_back(node);
  if (kind == CardKind::Bifurcation) {
    // A bifurcation adds a boss and a dead end of its level to the deck, which is shuffled.
    // Ruling: when none of a kind is left set aside, only the other one is added.
    for (CardKind added : {CardKind::Boss, CardKind::DeadEnd})
      if (const int extra = set_aside(c, added, level); extra >= 0) deck.push_back(extra);
    ++s.random_draws;
    s.rng.shuffle(deck);
    stack_after_shuffle(c, level, deck);
    c.emit(EventKind::DeckShuffled, c.seat(), level);
  }
  lay_out_level(c.content, s, level);
  return node;
}

void open_next_level(rules::Ctx& c, int boss) {
  GameState& s = c.s;
  const int level = s.board[boss].level;
  if (level >= s.levels || !s.board[boss].next.empty()) return;
  int first = s.level_first_node[level];
  if (first < 0) {
    // The peddler of the level just left becomes the next level's first card, once; later bosses
    // of the same level lead to the same card.
    const std::vector<int> peddlers = c.content.cards_of(CardKind::Peddler, level);
    first = append_node(s, -1, peddlers.front(), level + 1);
    s.level_first_node[level] = first;
    s.level_peddler_node[level] = first;
    c.emit(EventKind::CardDrawn, c.seat(), first, peddlers.front());
  }
  rules::link_nodes(s, boss, first);
  lay_out_level(c.content, s, level + 1);
}

}  // namespace hs::modes::exploration

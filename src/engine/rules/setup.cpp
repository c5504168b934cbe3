// Set-up of the standard game (R2): the board graph from the layout, the players, the equipment deck,
// the turn order and the supply; then the first turn starts.
#include <algorithm>
#include <deque>

#include "highscore/game.hpp"
#include "rules/rules.hpp"
#include "rules/start_setup.hpp"

namespace hs {

namespace rules {

namespace {

constexpr int kStandardLevels = 3;

int card_index_by_id(const Content& c, const std::string& id) {
  for (std::size_t i = 0; i < c.cards.size(); ++i)
    if (c.cards[i].id == id) return static_cast<int>(i);
  return -1;
}

std::vector<int> cards_of_kind(const Content& c, CardKind kind, int level) {
  std::vector<int> out;
  for (std::size_t i = 0; i < c.cards.size(); ++i)
    if (c.cards[i].kind == kind && c.cards[i].level == level) out.push_back(static_cast<int>(i));
  return out;
}

const std::vector<std::string>* stacked(const GameOptions& o, const std::string& key) {
  auto it = o.stacked.find(key);
  return it == o.stacked.end() ? nullptr : &it->second;
}

// Stacked ids first (in the order given), then the rest shuffled.
std::vector<int> stacked_then_shuffled(const Content& c, const GameOptions& o, const std::string& key,
                                       std::vector<int> pool, GameState& s) {
  std::vector<int> front;
  if (const auto* ids = stacked(o, key))
    for (const auto& id : *ids) {
      const int idx = card_index_by_id(c, id);
      pool.erase(std::remove(pool.begin(), pool.end(), idx), pool.end());
      front.push_back(idx);
    }
  s.rng.shuffle(pool);
  front.insert(front.end(), pool.begin(), pool.end());
  return front;
}

// Steps from the level's first slot by breadth-first search (R9.2 progress uses them).
std::vector<int> slot_steps(const Layout& layout) {
  std::vector<int> steps(layout.slots.size(), -1);
  std::deque<int> queue{0};
  steps[0] = 0;
  while (!queue.empty()) {
    const int at = queue.front();
    queue.pop_front();
    for (int next : layout.slots[at].next)
      if (steps[next] < 0) {
        steps[next] = steps[at] + 1;
        queue.push_back(next);
      }
  }
  return steps;
}

void build_board(const Content& c, const GameOptions& o, GameState& s) {
  const Layout& layout = *std::find_if(c.layouts.begin(), c.layouts.end(),
                                       [&](const Layout& l) { return l.id == o.layout; });
  const std::vector<int> steps = slot_steps(layout);
  const int slots = static_cast<int>(layout.slots.size());
  for (int level = 1; level <= kStandardLevels; ++level) {
    const int base = static_cast<int>(s.board.size());
    const std::string lv = std::to_string(level);
    // R2.1: the level's dungeon cards are shuffled and dealt into the layout in slot order.
    const std::vector<int> deal =
        stacked_then_shuffled(c, o, "dungeon:" + lv, cards_of_kind(c, CardKind::Dungeon, level), s);
    const std::vector<int> bosses = cards_of_kind(c, CardKind::Boss, level);
    int boss_card;
    if (const auto* ids = stacked(o, "boss:" + lv); ids && !ids->empty())
      boss_card = card_index_by_id(c, ids->front());
    else
      boss_card = bosses[s.rng.below(static_cast<std::uint32_t>(bosses.size()))];
    const std::vector<int> peddlers = cards_of_kind(c, CardKind::Peddler, level);
    std::size_t dealt = 0;
    s.level_peddler_node.push_back(-1);
    for (int i = 0; i < slots; ++i) {
      const LayoutSlot& slot = layout.slots[i];
      Node node;
      node.level = level;
      node.step = std::max(steps[i], 0);
      node.col = slot.col;
      node.row = slot.row;
      for (int next : slot.next) node.next.push_back(base + next);
      switch (slot.kind) {
        case SlotKind::Dungeon: node.card = deal[dealt++]; break;
        case SlotKind::Peddler:
          node.card = peddlers.front();
          s.level_peddler_node.back() = base + i;
          break;
        case SlotKind::Boss:
          node.card = boss_card;
          // A boss leads to the first card of the next level; the last level's boss leads nowhere.
          if (level < kStandardLevels) node.next.push_back(base + slots);
          s.level_boss_node.push_back(base + i);
          break;
      }
      s.board.push_back(std::move(node));
    }
    s.level_first_node.push_back(base);
  }
}

// R9.1: the chosen preset's cards are dealt face down; entering one reveals it (movement.cpp).
void hide_cards(const GameOptions& o, GameState& s) {
  if (o.hidden == HiddenPreset::None) return;
  for (int boss : s.level_boss_node) s.board[boss].face_down = true;
  if (o.hidden != HiddenPreset::BossesAndAfterPeddlers) return;
  // Every card after the peddler of levels 2 and 3: what the peddler leads to inside its level.
  for (int level = 2; level <= kStandardLevels; ++level) {
    const int peddler = s.level_peddler_node[level - 1];
    if (peddler < 0) continue;
    std::vector<int> stack(s.board[peddler].next.begin(), s.board[peddler].next.end());
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      if (s.board[at].level != level || s.board[at].face_down) continue;
      s.board[at].face_down = true;
      stack.insert(stack.end(), s.board[at].next.begin(), s.board[at].next.end());
    }
    s.board[s.level_boss_node[level - 1]].face_down = true;
  }
}

void seat_players(const Content& c, const GameOptions& o, GameState& s) {
  std::vector<int> chosen(o.players, -1);
  std::vector<int> free_characters;
  for (int i = 0; i < o.players && i < static_cast<int>(o.characters.size()); ++i)
    for (std::size_t k = 0; k < c.characters.size(); ++k)
      if (!o.characters[i].empty() && c.characters[k].id == o.characters[i]) chosen[i] = static_cast<int>(k);
  for (std::size_t k = 0; k < c.characters.size(); ++k)
    if (std::find(chosen.begin(), chosen.end(), static_cast<int>(k)) == chosen.end())
      free_characters.push_back(static_cast<int>(k));
  // R2.3: seats without a chosen character get distinct random ones.
  if (std::find(chosen.begin(), chosen.end(), -1) != chosen.end()) s.rng.shuffle(free_characters);
  std::size_t next_free = 0;
  const int start = s.level_first_node[0];
  for (int seat = 0; seat < o.players; ++seat) {
    Player p;
    p.character = chosen[seat] >= 0 ? chosen[seat] : free_characters[next_free++];
    p.max_lives = p.lives = c.characters[p.character].lives;
    p.coins = 1;
    p.gems = 1;
    p.node = start;
    p.path = {start};
    s.players.push_back(std::move(p));
  }
}

void build_equipment_deck(const Content& c, const GameOptions& o, GameState& s) {
  std::vector<int> deck;
  for (std::size_t i = 0; i < c.equipment.size(); ++i)
    for (int k = 0; k < c.equipment[i].copies; ++k) deck.push_back(static_cast<int>(i));
  std::vector<int> top;
  if (const auto* ids = stacked(o, "equipment"))
    for (const auto& id : *ids)
      for (std::size_t i = 0; i < c.equipment.size(); ++i)
        if (c.equipment[i].id == id) {
          deck.erase(std::find(deck.begin(), deck.end(), static_cast<int>(i)));
          top.push_back(static_cast<int>(i));
          break;
        }
  s.rng.shuffle(deck);
  // The top of the deck is back(): the first stacked id must end up last.
  deck.insert(deck.end(), top.rbegin(), top.rend());
  s.equipment_deck = std::move(deck);
}

}  // namespace

void set_up(const Content& c, const GameOptions& o, GameState& s) {
  build_board(c, o, s);
  hide_cards(o, s);
  seat_players(c, o, s);
  build_equipment_deck(c, o, s);
  // R2.4 / R4.6: first player random unless set; then clockwise by seat.
  const int first = o.first_player >= 0 ? o.first_player : static_cast<int>(s.rng.below(o.players));
  for (int k = 0; k < o.players; ++k) s.turn_order.push_back((first + k) % o.players);
  s.turn_index = 0;
  s.round = 1;
  s.supply.n = kSupplyPerColor;
  s.scripted_dice = o.scripted_dice;
  apply_start_setup(c, o, s);  // tests, scenarios, tutorial: rules/start_setup.cpp
}

}  // namespace rules

Game::Game(const Content& content, GameOptions options, std::uint64_t seed)
    : content_(&content), options_(std::move(options)), seed_(seed) {}

Result<Game> Game::create(const Content& content, GameOptions options, std::uint64_t seed) {
  if (auto refusal = validate_options(content, options)) return *refusal;
  Game game(content, std::move(options), seed);
  game.state_.rng.reseed(seed);
  rules::set_up(content, game.options_, game.state_);
  std::vector<Event> events;  // set-up events are not reported: the game has not been shown yet
  rules::Ctx ctx{content, game.options_, game.state_, events};
  rules::start_turn(ctx);
  return game;
}

}  // namespace hs

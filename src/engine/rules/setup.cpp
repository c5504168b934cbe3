// Set-up of the standard game (R2): the board graph from the layout (linked both ways), the players,
// the equipment deck, the turn order and the supply; then the mode's own set-up, and the first turn.
#include <algorithm>
#include <deque>

#include "highscore/game.hpp"
#include "rules/rules.hpp"
#include "rules/start_setup.hpp"

namespace hs {

namespace rules {

namespace {

// The cards of each level by kind, gathered in one pass over the content (set-up runs for every
// simulated game). Azoz is left out: the solo adventure's boss (R9.6) is never dealt in the
// standard game (R1.3).
struct LevelCards {
  std::vector<int> dungeon, bosses, peddlers;
};

std::vector<LevelCards> cards_by_level(const Content& c, int levels) {
  std::vector<LevelCards> out(static_cast<std::size_t>(levels));
  for (std::size_t i = 0; i < c.cards.size(); ++i) {
    const DungeonCard& card = c.cards[i];
    if (card.level < 1 || card.level > levels) continue;
    LevelCards& at = out[static_cast<std::size_t>(card.level - 1)];
    const int index = static_cast<int>(i);
    if (card.kind == CardKind::Dungeon) at.dungeon.push_back(index);
    if (card.kind == CardKind::Boss && !card.azoz) at.bosses.push_back(index);
    if (card.kind == CardKind::Peddler) at.peddlers.push_back(index);
  }
  return out;
}

const std::vector<std::string>* stacked(const GameOptions& o, const std::string& key) {
  auto it = o.stacked.find(key);
  return it == o.stacked.end() ? nullptr : &it->second;
}

}  // namespace

// Stacked ids first (in the order given), then the rest shuffled.
std::vector<int> stacked_then_shuffled(const Content& c, const GameOptions& o, const std::string& key,
                                       std::vector<int> pool, GameState& s) {
  std::vector<int> front;
  if (const auto* ids = stacked(o, key))
    for (const auto& id : *ids) {
      const int idx = c.card_index(id);
      pool.erase(std::remove(pool.begin(), pool.end(), idx), pool.end());
      front.push_back(idx);
    }
  s.rng.shuffle(pool);
  front.insert(front.end(), pool.begin(), pool.end());
  return front;
}

namespace {

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

void build_board(const Content& c, const GameOptions& o, int levels, GameState& s) {
  const Layout& layout = *std::find_if(c.layouts.begin(), c.layouts.end(),
                                       [&](const Layout& l) { return l.id == o.layout; });
  const std::vector<int> steps = slot_steps(layout);
  const int slots = static_cast<int>(layout.slots.size());
  s.levels = levels;
  const std::vector<LevelCards> by_level = cards_by_level(c, levels);
  for (int level = 1; level <= levels; ++level) {
    const LevelCards& cards = by_level[static_cast<std::size_t>(level - 1)];
    const int base = static_cast<int>(s.board.size());
    const std::string lv = std::to_string(level);
    // R2.1: the level's dungeon cards are shuffled and dealt into the layout in slot order.
    const std::vector<int> deal =
        stacked_then_shuffled(c, o, "dungeon:" + lv, cards.dungeon, s);
    const std::vector<int>& bosses = cards.bosses;
    int boss_card;
    if (const auto* ids = stacked(o, "boss:" + lv); ids && !ids->empty())
      boss_card = c.card_index(ids->front());
    else
      boss_card = bosses[s.rng.below(static_cast<std::uint32_t>(bosses.size()))];
    const std::vector<int>& peddlers = cards.peddlers;
    std::size_t dealt = 0;
    s.level_peddler_node.push_back(-1);
    s.level_boss_nodes.emplace_back();
    for (int i = 0; i < slots; ++i) {
      const LayoutSlot& slot = layout.slots[i];
      Node node;
      node.level = level;
      node.step = std::max(steps[i], 0);
      node.col = slot.col;
      node.row = slot.row;
      switch (slot.kind) {
        case SlotKind::Dungeon: node.card = deal[dealt++]; break;
        case SlotKind::Peddler:
          node.card = peddlers.front();
          s.level_peddler_node.back() = base + i;
          break;
        case SlotKind::Boss:
          node.card = boss_card;
          s.level_boss_nodes.back().push_back(base + i);
          break;
      }
      s.board.push_back(std::move(node));
    }
    for (int i = 0; i < slots; ++i)
      for (int next : layout.slots[i].next) link_nodes(s, base + i, base + next);
    // A boss leads to the first card of the next level; the last level's boss leads nowhere.
    if (level > 1)
      for (int boss : s.level_boss_nodes[level - 2]) link_nodes(s, boss, base);
    s.level_first_node.push_back(base);
  }
}

// R9.1: the chosen preset's cards are dealt face down; entering one reveals it (movement.cpp).
// Level 4's own preset is dealt by the fourth level's hooks (modes/fourth_level.cpp).
void hide_cards(const GameOptions& o, GameState& s) {
  if (o.hidden == HiddenPreset::None) return;
  for (const auto& bosses : s.level_boss_nodes)
    for (int boss : bosses) turn_face_down(s, boss);
  if (o.hidden == HiddenPreset::Bosses) return;
  // Every card after the peddler of levels 2 and 3: what the peddler leads to inside its level.
  for (int level = 2; level <= 3; ++level) {
    const int peddler = s.level_peddler_node[level - 1];
    if (peddler < 0) continue;
    std::vector<int> stack(s.board[peddler].next.begin(), s.board[peddler].next.end());
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      if (s.board[at].level != level || s.board[at].face_down) continue;
      turn_face_down(s, at);
      stack.insert(stack.end(), s.board[at].next.begin(), s.board[at].next.end());
    }
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

void link_nodes(GameState& s, int from, int to) {
  s.board[from].next.push_back(to);
  s.board[to].prev.push_back(from);
}

void turn_face_down(GameState& s, int node) {
  Node& n = s.board[node];
  if (n.face_down) return;
  n.face_down = true;
  s.hidden_cards[node] = n.card;
  n.card = -1;
}

void set_up(const Content& c, const GameOptions& o, const HookSet& hooks, GameState& s) {
  int levels = 3;  // R2.1: levels 1-3; a variant may add one (R9.7)
  hooks.each([&](const ModeHooks& h) { levels = h.levels(levels); });
  bool own_board = false;  // a mode's own board (R9.8 grid) replaces the classic layout
  hooks.each([&](const ModeHooks& h) { own_board = own_board || h.build_board(c, o, s); });
  if (!own_board) {
    build_board(c, o, levels, s);
    hide_cards(o, s);
  }
  seat_players(c, o, s);
  build_equipment_deck(c, o, s);
  // R2.4 / R4.6: first player random unless set; then clockwise by seat.
  const int first = o.first_player >= 0 ? o.first_player : static_cast<int>(s.rng.below(o.players));
  for (int k = 0; k < o.players; ++k) s.turn_order.push_back((first + k) % o.players);
  s.turn_index = 0;
  s.round = 1;
  s.supply.n = kSupplyPerColor;
  s.scripted_dice = o.scripted_dice;
  hooks.each([&](const ModeHooks& h) { h.after_set_up(c, o, s); });
  apply_start_setup(c, o, s);  // tests, scenarios, tutorial: rules/start_setup.cpp
}

}  // namespace rules

Game::Game(const Content& content, GameOptions options, std::uint64_t seed)
    : content_(&content), options_(std::move(options)), public_options_(options_), seed_(seed) {
  // What no seat may know stays out of observations.
  public_options_.stacked.clear();
  public_options_.scripted_dice.clear();
}

Result<Game> Game::create(const Content& content, GameOptions options, std::uint64_t seed) {
  if (auto refusal = validate_options(content, options)) return *refusal;
  Game game(content, std::move(options), seed);
  game.state_.rng.reseed(seed);
  const HookSet hooks = hooks_for(game.options_);
  rules::set_up(content, game.options_, hooks, game.state_);
  std::vector<Event> events;  // kept for the log (opening_events), not returned: nothing was applied
  rules::Ctx ctx{content, game.options_, game.state_, events, hooks, game.state_.active_player()};
  bool mode_starts = false;  // R9.8: the group chooses who plays first
  hooks.each([&](const ModeHooks& h) { mode_starts = mode_starts || h.first_turn(ctx); });
  if (!mode_starts) rules::push_step(game.state_, StepKind::StartTurn, game.state_.active_player());
  rules::advance(ctx);
  game.opening_events_ = std::move(events);
  return game;
}

Game Game::from_state(const Content& content, GameOptions options, GameState state, std::size_t actions_applied) {
  Game game(content, std::move(options), 0);
  game.state_ = std::move(state);
  game.actions_before_ = actions_applied;
  return game;
}

}  // namespace hs

// sample_world: the table is copied as seen; each hidden collection is refilled from the cards that
// could be in it — every copy the content has of the right kind and level, less the ones in sight —
// shuffled with the caller's RNG. A collection whose candidates run short (a test's cut-down deck, a
// card counted twice) is topped up from the wider pool, so the world is always complete.
#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "highscore/save.hpp"
#include "highscore/worlds.hpp"

namespace hs {

namespace {

// Takes `count` cards from `pool` (shuffled in place), topping up from `fallback` if it runs out.
std::vector<int> deal(std::vector<int>& pool, std::size_t count, const std::vector<int>& fallback, Rng& rng) {
  rng.shuffle(pool);
  std::vector<int> out;
  while (out.size() < count && !pool.empty()) {
    out.push_back(pool.back());
    pool.pop_back();
  }
  while (out.size() < count && !fallback.empty()) out.push_back(fallback[rng.below(static_cast<std::uint32_t>(fallback.size()))]);
  while (out.size() < count) out.push_back(0);  // content without such cards: any card keeps sizes right
  return out;
}

// Removes one copy of each card in `seen` from `pool`.
void rule_out(std::vector<int>& pool, const std::vector<int>& seen) {
  for (int card : seen)
    if (auto it = std::find(pool.begin(), pool.end(), card); it != pool.end()) pool.erase(it);
}

std::vector<int> face_up_cards(const TableState& s) {
  std::vector<int> out;
  for (const Node& n : s.board)
    if (n.card >= 0) out.push_back(n.card);
  return out;
}

bool in_list(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// R9.1 face-down cards. A node's kind is public (the level's boss and peddler nodes are on the
// table); on the classic board every boss node of a level holds the one boss of that level (R2.1).
void deal_face_down(const Content& ct, const GameOptions& o, const TableState& table, GameState& w, Rng& rng) {
  const std::vector<int> up = face_up_cards(table);
  std::map<std::pair<int, CardKind>, std::vector<int>> by_kind;  // face-down nodes per (level, kind)
  for (int n = 0; n < static_cast<int>(table.board.size()); ++n) {
    const Node& node = table.board[static_cast<std::size_t>(n)];
    if (!node.face_down) continue;
    const auto level = static_cast<std::size_t>(node.level - 1);
    CardKind kind = CardKind::Dungeon;
    if (level < table.level_boss_nodes.size() && in_list(table.level_boss_nodes[level], n)) kind = CardKind::Boss;
    if (level < table.level_peddler_node.size() && table.level_peddler_node[level] == n) kind = CardKind::Peddler;
    by_kind[{node.level, kind}].push_back(n);
  }
  const bool shared_boss = o.mode != Mode::Coop && !o.exploration;
  for (auto& [where, nodes] : by_kind) {
    const auto [level, kind] = where;
    std::vector<int> all;
    for (int card : ct.cards_of(kind, level))
      if (!ct.cards[static_cast<std::size_t>(card)].azoz) all.push_back(card);
    if (kind == CardKind::Boss && shared_boss) {
      int boss = -1;  // a boss node of this level already face up shows the level's boss
      for (int b : table.level_boss_nodes[static_cast<std::size_t>(level - 1)])
        if (table.board[static_cast<std::size_t>(b)].card >= 0) boss = table.board[static_cast<std::size_t>(b)].card;
      if (boss < 0) {
        std::vector<int> pool = all;
        boss = deal(pool, 1, all, rng).front();
      }
      for (int n : nodes) w.hidden_cards[n] = boss;
      continue;
    }
    std::vector<int> pool = all;
    rule_out(pool, up);
    const std::vector<int> cards = deal(pool, nodes.size(), all, rng);
    for (std::size_t i = 0; i < nodes.size(); ++i) w.hidden_cards[nodes[i]] = cards[i];
  }
}

// The equipment deck: every copy, less the items owned, offered in the shop or lying on the board
// (R9.8 potions, which never go back into the deck).
void deal_equipment(const Content& ct, const GameOptions& o, const Observation& seen, GameState& w, Rng& rng) {
  std::vector<int> all;
  for (std::size_t i = 0; i < ct.equipment.size(); ++i) {
    if (o.mode == Mode::Coop && ct.equipment[i].effect.kind == EffectKind::Heal) continue;
    for (int k = 0; k < ct.equipment[i].copies; ++k) all.push_back(static_cast<int>(i));
  }
  std::vector<int> pool = all, in_sight;
  for (const Player& p : seen.state().players)
    for (const OwnedItem& item : p.items) in_sight.push_back(item.item);
  for (int card : seen.state().shop.offer)
    if (card >= 0) in_sight.push_back(card);
  for (const Entity& e : seen.state().entities)
    if (e.kind == EntityKind::Potion && e.card >= 0) in_sight.push_back(e.card);
  rule_out(pool, in_sight);
  w.equipment_deck = deal(pool, static_cast<std::size_t>(std::max(0, seen.equipment_deck_size)), all, rng);
}

// R9.6.2 / R9.7J: the monster deck holds `per_level` monsters of each level, level 1 on top; the
// cards left are the bottom ones, so their levels follow from the count.
void deal_monsters(const Content& ct, const GameOptions& o, const Observation& seen, GameState& w, Rng& rng) {
  const int left = std::max(0, seen.monster_deck_size);
  if (left == 0) return;
  const int per_level = o.mode == Mode::Hunter ? 3 : 2;
  std::vector<int> out_now;
  for (const Entity& e : seen.state().entities)
    if (e.kind == EntityKind::Monster && e.card >= 0) out_now.push_back(e.card);
  std::vector<int> any;
  for (int m = 0; m < static_cast<int>(ct.monsters.size()); ++m) any.push_back(m);
  w.monster_deck.clear();  // top = back(): fill from the bottom (level 3) up
  for (int level = 3; level >= 1 && static_cast<int>(w.monster_deck.size()) < left; --level) {
    const int want = std::min(per_level, left - static_cast<int>(w.monster_deck.size()));
    std::vector<int> all;
    for (int m = 0; m < static_cast<int>(ct.monsters.size()); ++m)
      if (ct.monsters[static_cast<std::size_t>(m)].level == level) all.push_back(m);
    std::vector<int> pool = all;
    rule_out(pool, out_now);
    for (int m : deal(pool, static_cast<std::size_t>(want), all.empty() ? any : all, rng)) w.monster_deck.push_back(m);
  }
  while (static_cast<int>(w.monster_deck.size()) < left) w.monster_deck.push_back(any.empty() ? 0 : any.front());
}

// R9.5: each level's deck, from the cards of that level that could still be in it (its dungeon cards
// and bifurcations, the level-3 peddler, and the bosses and dead ends bifurcations add), less the
// ones on the board.
void deal_exploration(const Content& ct, const Observation& seen, GameState& w, Rng& rng) {
  const TableState& s = seen.state();
  const std::vector<int> up = face_up_cards(s);
  w.exploration_decks.assign(static_cast<std::size_t>(s.levels), {});
  for (int level = 1; level <= s.levels && level <= 4; ++level) {
    const int size = seen.level_deck_sizes[static_cast<std::size_t>(level - 1)];
    std::vector<int> all = ct.cards_of(CardKind::Dungeon, level);
    for (int f : ct.cards_of(CardKind::Bifurcation, level)) all.push_back(f);
    if (level == 3)
      for (int p : ct.cards_of(CardKind::Peddler, level)) all.push_back(p);
    std::vector<int> pool = all;
    int bifurcations = 0;
    for (const Node& n : s.board)
      if (n.level == level && n.card >= 0 && ct.cards[static_cast<std::size_t>(n.card)].kind == CardKind::Bifurcation)
        ++bifurcations;
    if (bifurcations > 0)  // each bifurcation drawn put a boss and a dead end in (set aside, unique)
      for (CardKind added : {CardKind::Boss, CardKind::DeadEnd}) {
        std::vector<int> aside;
        for (int card : ct.cards_of(added, level))
          if (!ct.cards[static_cast<std::size_t>(card)].azoz) aside.push_back(card);
        rule_out(aside, up);
        rng.shuffle(aside);
        const int in_deck = static_cast<int>(std::count_if(s.board.begin(), s.board.end(), [&](const Node& n) {
          return n.level == level && n.card >= 0 && ct.cards[static_cast<std::size_t>(n.card)].kind == added;
        }));
        for (int k = 0; k < bifurcations - in_deck && k < static_cast<int>(aside.size()); ++k) pool.push_back(aside[static_cast<std::size_t>(k)]);
      }
    rule_out(pool, up);
    w.exploration_decks[static_cast<std::size_t>(level - 1)] = deal(pool, static_cast<std::size_t>(std::max(0, size)), all, rng);
  }
}

}  // namespace

Game sample_world(const Content& content, const Observation& seen, Rng& rng) {
  const GameOptions& options = *seen.options;
  GameState world;
  static_cast<TableState&>(world) = seen.state();
  std::uint64_t seed[4];
  for (auto& word : seed) word = rng.next_u64();
  world.rng.set_state(seed);
  if (seed[0] == 0 && seed[1] == 0 && seed[2] == 0 && seed[3] == 0) world.rng.reseed(1);  // xoshiro's one bad state
  deal_face_down(content, options, seen.state(), world, rng);
  deal_equipment(content, options, seen, world, rng);
  deal_monsters(content, options, seen, world, rng);
  if (options.exploration) deal_exploration(content, seen, world, rng);
  return Game::from_state(content, options, std::move(world), seen.actions_applied);
}

namespace {

// The options' share of the hash, through their JSON (every field, in a fixed order). The text is
// dear to make and the same for a whole game, so each thread keeps the last one.
std::uint64_t options_hash(const GameOptions& options) {
  thread_local GameOptions last;
  thread_local std::uint64_t last_hash = 0;
  thread_local bool known = false;
  if (known && last == options) return last_hash;
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (char c : options_to_json(options).dump()) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
  last = options;
  last_hash = h;
  known = true;
  return h;
}

}  // namespace

std::uint64_t hash_observation(const Observation& seen) {
  std::uint64_t h = hash_table(seen.state());
  auto fold = [&h](std::uint64_t v) {
    h ^= v;
    h *= 0x9e3779b97f4a7c15ULL;
    h ^= h >> 29;
  };
  fold(static_cast<std::uint64_t>(seen.seat + 1));
  fold(options_hash(*seen.options));
  fold(static_cast<std::uint64_t>(seen.pending.kind));
  fold(static_cast<std::uint64_t>(seen.pending.owner + 1));
  fold(static_cast<std::uint64_t>(seen.pending.node + 1));
  fold(static_cast<std::uint64_t>(seen.pending.subject + 1));
  fold(static_cast<std::uint64_t>(seen.pending.detail + 1));
  fold(static_cast<std::uint64_t>(seen.equipment_deck_size));
  fold(static_cast<std::uint64_t>(seen.monster_deck_size));
  for (int size : seen.level_deck_sizes) fold(static_cast<std::uint64_t>(size));
  fold(seen.actions_applied);
  return h;
}

}  // namespace hs

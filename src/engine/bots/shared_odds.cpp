// The shared tables: open-addressing hash tables split in shards, each behind a reader-writer lock.
// A miss computes outside any lock and stores; two threads missing the same key store equal values.
#include "bots/shared_odds.hpp"

#include <array>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <vector>

#include "odds/probability_model.hpp"
#include "odds/probability_rerolls.hpp"

namespace hs::advisor {

namespace {

// The option's requirements (one byte each: colour, minimum; the count first) and forbidden colours.
struct OptionKey {
  std::uint64_t require[2] = {0, 0};
  std::uint64_t forbid = 0;
  bool operator==(const OptionKey&) const = default;
};

bool option_key(const TestOption& option, OptionKey& key) {
  if (option.require.size() > 15) return false;
  unsigned char bytes[16] = {static_cast<unsigned char>(option.require.size())};
  for (std::size_t i = 0; i < option.require.size(); ++i) {
    const Requirement& r = option.require[i];
    if (r.min < 0 || r.min > 15) return false;
    bytes[i + 1] = static_cast<unsigned char>(static_cast<int>(r.color) << 4 | r.min);
  }
  std::memcpy(key.require, bytes, sizeof bytes);
  for (Color c : option.forbid) key.forbid |= 1u << static_cast<int>(c);
  return true;
}

std::uint64_t mix(std::uint64_t h, std::uint64_t part) {
  h = (h ^ part) * 0xff51afd7ed558ccdULL;
  return h ^ (h >> 32);
}

struct OddsKey {
  OptionKey option;
  std::uint64_t dice = 0;  // dice, bonus and extra dice per colour, and the gem budget
  bool operator==(const OddsKey&) const = default;
  std::uint64_t hash() const { return mix(mix(mix(mix(1, option.require[0]), option.require[1]), option.forbid), dice); }
};

struct PlanTableKey {
  OptionKey option;
  std::uint64_t dice = 0, mods = 0;
  double stake_pass = 0, stake_fail = 0;
  bool operator==(const PlanTableKey&) const = default;
  std::uint64_t hash() const {
    std::uint64_t sp, sf;
    std::memcpy(&sp, &stake_pass, sizeof sp);
    std::memcpy(&sf, &stake_fail, sizeof sf);
    return mix(mix(mix(mix(mix(mix(2, option.require[0]), option.require[1]), option.forbid), dice), mods ^ sp), sf);
  }
};

// One table: kShards shards, each a power-of-two array probed linearly, grown at half load.
template <typename Key, typename Value>
class SharedTable {
 public:
  bool find(const Key& key, Value& out) const {
    const std::uint64_t h = key.hash();
    const Shard& s = shards_[h % kShards];
    std::shared_lock read(s.lock);
    if (s.slots.empty()) return false;
    const std::size_t mask = s.slots.size() - 1;
    for (std::size_t i = (h >> 8) & mask;; i = (i + 1) & mask) {
      const Slot& slot = s.slots[i];
      if (!slot.used) return false;
      if (slot.key == key) {
        out = slot.value;
        return true;
      }
    }
  }

  void insert(const Key& key, const Value& value) {
    const std::uint64_t h = key.hash();
    Shard& s = shards_[h % kShards];
    std::unique_lock write(s.lock);
    if ((s.used + 1) * 2 > s.slots.size()) grow(s);
    place(s, h, key, value);
  }

  std::size_t size() const {
    std::size_t n = 0;
    for (const Shard& s : shards_) {
      std::shared_lock read(s.lock);
      n += s.used;
    }
    return n;
  }

 private:
  static constexpr std::size_t kShards = 16;
  struct Slot {
    Key key{};
    Value value{};
    bool used = false;
  };
  struct Shard {
    mutable std::shared_mutex lock;
    std::vector<Slot> slots;
    std::size_t used = 0;
  };

  static void place(Shard& s, std::uint64_t h, const Key& key, const Value& value) {
    const std::size_t mask = s.slots.size() - 1;
    std::size_t i = (h >> 8) & mask;
    for (; s.slots[i].used; i = (i + 1) & mask)
      if (s.slots[i].key == key) return;  // another thread stored it first: the same value
    s.slots[i] = Slot{key, value, true};
    ++s.used;
  }

  static void grow(Shard& s) {
    std::vector<Slot> old(s.slots.empty() ? 256 : s.slots.size() * 2);
    old.swap(s.slots);
    s.used = 0;
    for (const Slot& slot : old)
      if (slot.used) place(s, slot.key.hash(), slot.key, slot.value);
  }

  std::array<Shard, kShards> shards_;
};

SharedTable<OddsKey, double>& odds_table() {
  static SharedTable<OddsKey, double> table;  // built on first use; C++ makes that thread-safe
  return table;
}

SharedTable<PlanTableKey, RollPlan>& plan_table() {
  static SharedTable<PlanTableKey, RollPlan> table;
  return table;
}

bool odds_key(const TestOption& option, const DiceCounts& dice, const RollModifiers& mods, int gems, OddsKey& key) {
  if (gems < 0 || gems > 255 || !option_key(option, key.option)) return false;
  key.dice = static_cast<std::uint64_t>(gems);
  for (int c = 0; c < kDieColors; ++c) {
    if (dice.n[c] < 0 || dice.n[c] > 63 || mods.bonus[c] < 0 || mods.bonus[c] > 15 || mods.extra_dice[c] < 0 ||
        mods.extra_dice[c] > 15)
      return false;
    key.dice = key.dice << 6 | static_cast<std::uint64_t>(dice.n[c]);
    key.dice = key.dice << 4 | static_cast<std::uint64_t>(mods.bonus[c]);
    key.dice = key.dice << 4 | static_cast<std::uint64_t>(mods.extra_dice[c]);
  }
  return true;
}

// A query reduced to its level chains (odds_detail::Model) and gem budget: many options, modifiers and
// dice counts share one (dice that serve nothing, requirements alike in shape), and the odds are a
// function of the model alone, so counting is done once per model. Bytes: requirements, gems, then
// per colour its dice, its level count and (mask, faces) per level.
struct ModelKey {
  std::uint64_t word[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  bool operator==(const ModelKey&) const = default;
  std::uint64_t hash() const {
    std::uint64_t h = 4;
    for (std::uint64_t w : word) h = mix(h, w);
    return h;
  }
};

constexpr int kKeyLevels = 6;  // six faces make at most six levels; observed dice never reach here

bool model_key(const odds_detail::Model& model, int gems, ModelKey& key) {
  if (model.requirements > 8 || gems > 255) return false;
  unsigned char bytes[sizeof key.word] = {static_cast<unsigned char>(model.requirements), static_cast<unsigned char>(gems)};
  std::size_t at = 2;
  for (const odds_detail::ColourLevels& cl : model.colour) {
    if (cl.dice > 255 || cl.mask.size() > kKeyLevels) return false;
    bytes[at] = static_cast<unsigned char>(cl.dice);
    bytes[at + 1] = static_cast<unsigned char>(cl.mask.size());
    for (int l = 0; l < cl.mask.size(); ++l) {
      bytes[at + 2 + 2 * static_cast<std::size_t>(l)] = static_cast<unsigned char>(cl.mask[l]);
      bytes[at + 3 + 2 * static_cast<std::size_t>(l)] = static_cast<unsigned char>(cl.faces[l]);
    }
    at += 2 + 2 * kKeyLevels;
  }
  std::memcpy(key.word, bytes, sizeof bytes);
  return true;
}

SharedTable<ModelKey, double>& model_table() {
  static SharedTable<ModelKey, double> table;
  return table;
}

double compute(const TestOption& option, const DiceCounts& dice, const RollModifiers& mods, int gems) {
  odds_detail::Model model;
  // compute_odds(odds_query(...)) would refuse it: no chance.
  if (!odds_detail::query_model(option.require, option.forbid, dice, mods, gems, model)) return 0.0;
  ModelKey key;
  const bool keyed = model_key(model, gems, key);
  double p = 0.0;
  if (keyed && model_table().find(key, p)) return p;
  auto odds = odds_detail::odds_of_model(model, gems);
  p = odds ? odds->probability : 0.0;
  if (keyed) model_table().insert(key, p);
  return p;
}

bool plan_key(const TestOption& option, const OddsMemo::PlanKey& key, PlanTableKey& out) {
  if (!option_key(option, out.option)) return false;
  out.dice = key.dice;
  out.mods = key.mods;
  out.stake_pass = key.stake_pass;
  out.stake_fail = key.stake_fail;
  return true;
}

// Dice of each colour a roll can hold: the supply (R10.3), plus one for the empty count.
constexpr int kSide[4] = {kSupplyPerColor[0] + 1, kSupplyPerColor[1] + 1, kSupplyPerColor[2] + 1, kSupplyPerColor[3] + 1};
constexpr int kCells = kSide[0] * kSide[1] * kSide[2] * kSide[3];
constexpr std::uint64_t kUnknown = ~0ULL;  // no double's bits: odds are never NaN with every bit set

struct BlockKey {
  OptionKey option;
  std::uint64_t mods = 0;  // bonus and extra dice per colour, and the gem budget
  bool operator==(const BlockKey&) const = default;
  std::uint64_t hash() const { return mix(mix(mix(mix(3, option.require[0]), option.require[1]), option.forbid), mods); }
};

}  // namespace

// Cells hold a double's bits; kUnknown until computed. Relaxed atomics: a cell is written with the
// one value it can ever hold, so readers need no ordering, only whole values.
class OddsBlock {
 public:
  OddsBlock() {
    for (auto& c : cells) c.store(kUnknown, std::memory_order_relaxed);
  }
  std::array<std::atomic<std::uint64_t>, kCells> cells;
};

namespace {

SharedTable<BlockKey, OddsBlock*>& block_table() {
  static SharedTable<BlockKey, OddsBlock*> table;  // blocks are never freed: their pointers stay valid
  return table;
}

}  // namespace

const OddsBlock* shared_odds_block(const TestOption& option, const RollModifiers& mods, int gems) {
  BlockKey key;
  if (gems < 0 || gems > 255 || !option_key(option, key.option)) return nullptr;
  key.mods = static_cast<std::uint64_t>(gems);
  for (int c = 0; c < kDieColors; ++c) {
    if (mods.bonus[c] < 0 || mods.bonus[c] > 15 || mods.extra_dice[c] < 0 || mods.extra_dice[c] > 15) return nullptr;
    key.mods = key.mods << 8 | static_cast<std::uint64_t>(mods.bonus[c]) << 4 | static_cast<std::uint64_t>(mods.extra_dice[c]);
  }
  OddsBlock* block = nullptr;
  if (block_table().find(key, block)) return block;
  static std::mutex making;  // one maker at a time, so two threads never make two blocks of one key
  // The blocks live as long as the process, like every entry of these tables; owning them here frees
  // them with the tables at exit, so a leak checker sees them released.
  static std::vector<std::unique_ptr<OddsBlock>> made;
  std::lock_guard lock(making);
  if (block_table().find(key, block)) return block;
  block = made.emplace_back(std::make_unique<OddsBlock>()).get();
  block_table().insert(key, block);
  return block;
}

double block_pass_odds(const OddsBlock& block, const TestOption& option, const DiceCounts& dice,
                       const RollModifiers& mods, int gems) {
  int cell = 0;
  for (int c = 0; c < kDieColors; ++c) {
    if (dice.n[c] < 0 || dice.n[c] >= kSide[c]) return shared_pass_odds(option, dice, mods, gems);
    cell = cell * kSide[c] + dice.n[c];
  }
  auto& slot = const_cast<OddsBlock&>(block).cells[static_cast<std::size_t>(cell)];
  std::uint64_t bits = slot.load(std::memory_order_relaxed);
  double p;
  if (bits != kUnknown) {
    std::memcpy(&p, &bits, sizeof p);
    return p;
  }
  p = compute(option, dice, mods, gems);
  std::memcpy(&bits, &p, sizeof bits);
  slot.store(bits, std::memory_order_relaxed);
  return p;
}

double shared_pass_odds(const TestOption& option, const DiceCounts& dice, const RollModifiers& mods, int gems) {
  OddsKey key;
  if (!odds_key(option, dice, mods, gems, key)) return compute(option, dice, mods, gems);
  double p = 0.0;
  if (odds_table().find(key, p)) return p;
  p = compute(option, dice, mods, gems);
  odds_table().insert(key, p);
  return p;
}

std::optional<RollPlan> shared_plan(const TestOption& option, const OddsMemo::PlanKey& key) {
  PlanTableKey k;
  RollPlan plan;
  if (plan_key(option, key, k) && plan_table().find(k, plan)) return plan;
  return std::nullopt;
}

void store_shared_plan(const TestOption& option, const OddsMemo::PlanKey& key, const RollPlan& plan) {
  PlanTableKey k;
  if (plan_key(option, key, k)) plan_table().insert(k, plan);
}

namespace {

// The test, modifiers, gem budget and the dice as they lie (colour and value each, in order: the
// advice names a die by its index).
struct AdviceKey {
  OptionKey option;
  std::uint64_t mods = 0;
  std::uint64_t dice[2] = {0, 0};
  bool operator==(const AdviceKey&) const = default;
  std::uint64_t hash() const {
    return mix(mix(mix(mix(mix(5, option.require[0]), option.require[1]), option.forbid ^ mods), dice[0]), dice[1]);
  }
};

constexpr int kAdviceMaxGems = 7;

// RerollAdvice without its heap: what the table holds.
struct StoredAdvice {
  int die = -1;
  int count = 0;
  double pass[kAdviceMaxGems + 1] = {};
};

bool advice_key(const TestOption& option, const std::vector<MatchDie>& rolled, const RollModifiers& mods, int gems,
                AdviceKey& key) {
  if (gems < 0 || gems > kAdviceMaxGems || rolled.size() > 15 || !option_key(option, key.option)) return false;
  key.mods = static_cast<std::uint64_t>(gems);
  for (int c = 0; c < kDieColors; ++c) {
    if (mods.bonus[c] < 0 || mods.bonus[c] > 15 || mods.extra_dice[c] < 0 || mods.extra_dice[c] > 15) return false;
    key.mods = key.mods << 8 | static_cast<std::uint64_t>(mods.bonus[c]) << 4 | static_cast<std::uint64_t>(mods.extra_dice[c]);
  }
  unsigned char bytes[16] = {static_cast<unsigned char>(rolled.size())};
  for (std::size_t i = 0; i < rolled.size(); ++i) {
    const int c = static_cast<int>(rolled[i].color);
    if (c < 0 || c >= kDieColors || rolled[i].value < 0 || rolled[i].value > 63) return false;
    bytes[i + 1] = static_cast<unsigned char>(c << 6 | rolled[i].value);
  }
  std::memcpy(key.dice, bytes, sizeof bytes);
  return true;
}

SharedTable<AdviceKey, StoredAdvice>& advice_table() {
  static SharedTable<AdviceKey, StoredAdvice> table;
  return table;
}

// The solved reroll tables of the models met so far: a roll not seen before is mostly one of dice
// seen before (same test, same dice, other faces), and reading its state from the table of its model
// costs nothing next to building and solving the state space again. Tables are kept while they fit
// in kTableBytes altogether; beyond that (never in a normal game) a table is made, read and dropped.
constexpr std::size_t kTableBytes = std::size_t{64} << 20;

SharedTable<ModelKey, const odds_detail::RerollTable*>& reroll_tables() {
  static SharedTable<ModelKey, const odds_detail::RerollTable*> table;
  return table;
}

Result<RerollAdvice> advice_by_model(const TestOption& option, const std::vector<MatchDie>& rolled,
                                     const RollModifiers& mods, int gems) {
  if (odds_detail::reroll_query_problem(rolled, option.require, gems))
    return advise_reroll(rolled, option.require, option.forbid, mods, gems);  // its refusal
  const odds_detail::Model model = odds_detail::reroll_model(rolled, option.require, option.forbid, mods);
  ModelKey key;
  const odds_detail::RerollTable* known = nullptr;
  if (!model_key(model, gems, key)) return advise_reroll(rolled, option.require, option.forbid, mods, gems);
  if (reroll_tables().find(key, known)) return odds_detail::read_reroll_table(*known, model, rolled, option.require, option.forbid);
  auto made = odds_detail::reroll_table(model, gems);
  if (!made) return made.refusal();
  const RerollAdvice advice = odds_detail::read_reroll_table(made.value(), model, rolled, option.require, option.forbid);
  // Owned here, like the odds blocks, so they are freed at exit; one keeper at a time.
  static std::mutex keeping;
  static std::vector<std::unique_ptr<odds_detail::RerollTable>> kept;
  static std::size_t kept_bytes = 0;
  std::lock_guard lock(keeping);
  if (kept_bytes + made->bytes() <= kTableBytes && !reroll_tables().find(key, known)) {
    kept_bytes += made->bytes();
    kept.push_back(std::make_unique<odds_detail::RerollTable>(std::move(made.value())));
    reroll_tables().insert(key, kept.back().get());
  }
  return advice;
}

}  // namespace

Result<RerollAdvice> shared_reroll_advice(const TestOption& option, const std::vector<MatchDie>& rolled,
                                          const RollModifiers& mods, int gems) {
  AdviceKey key;
  if (!advice_key(option, rolled, mods, gems, key)) return advise_reroll(rolled, option.require, option.forbid, mods, gems);
  StoredAdvice stored;
  if (!advice_table().find(key, stored)) {
    auto advice = advice_by_model(option, rolled, mods, gems);
    if (!advice || advice->pass_with_gems.size() > kAdviceMaxGems + 1) return advice;
    stored.die = advice->die;
    stored.count = static_cast<int>(advice->pass_with_gems.size());
    for (int j = 0; j < stored.count; ++j) stored.pass[j] = advice->pass_with_gems[static_cast<std::size_t>(j)];
    advice_table().insert(key, stored);
    return advice;
  }
  RerollAdvice advice;
  advice.die = stored.die;
  advice.pass_with_gems.assign(stored.pass, stored.pass + stored.count);
  return advice;
}

std::size_t shared_odds_entries() {
  return odds_table().size() + plan_table().size() + block_table().size() + model_table().size() + advice_table().size() +
         reroll_tables().size();
}

}  // namespace hs::advisor

// Exact pass counting without rerolls for any number of requirements: dynamic programming colour by
// colour over how many dice serve each requirement set, capped at the set's size (surplus dice of a
// set can never all be matched), then a bipartite matching on each surviving state.
#include <algorithm>

#include "odds/probability_model.hpp"

namespace hs {

using namespace odds_detail;

namespace {

// Counts per dice type, 4 bits each (caps never exceed 15), 32 types at most.
struct Key {
  std::uint64_t word[2]{0, 0};
  bool operator==(const Key&) const = default;
  int get(int t) const { return static_cast<int>(word[t >> 4] >> ((t & 15) * 4) & 15U); }
  void set(int t, int v) {
    const int shift = (t & 15) * 4;
    word[t >> 4] = (word[t >> 4] & ~(std::uint64_t{15} << shift)) | (static_cast<std::uint64_t>(v) << shift);
  }
};

Key add_capped(const Key& a, const Key& b, const SmallVec<int, 4 * kMaxLevels>& cap) {
  Key out = a;
  for (int t = 0; t < static_cast<int>(cap.size()); ++t) {
    const int bt = b.get(t);
    if (bt) out.set(t, std::min(cap[t], a.get(t) + bt));
  }
  return out;
}

// A small open-addressing table from Key to a weight; weight 0 marks an empty slot (every real
// weight is a positive count of face sequences).
class KeyTable {
 public:
  explicit KeyTable(std::size_t expected) {
    std::size_t cap = 16;
    while (cap < expected * 2) cap <<= 1;
    keys_.resize(cap);
    weights_.assign(cap, 0);
  }
  void add(const Key& k, std::uint64_t w) {
    const std::size_t mask = keys_.size() - 1;
    std::size_t h = static_cast<std::size_t>((k.word[0] * 0x9e3779b97f4a7c15ULL) ^ (k.word[1] * 0xc2b2ae3d27d4eb4fULL));
    h = (h ^ (h >> 29)) & mask;
    while (weights_[h] != 0 && !(keys_[h] == k)) h = (h + 1) & mask;
    keys_[h] = k;
    weights_[h] += w;
  }
  template <typename F>
  void for_each(F&& f) const {
    for (std::size_t i = 0; i < keys_.size(); ++i)
      if (weights_[i] != 0) f(keys_[i], weights_[i]);
  }

 private:
  std::vector<Key> keys_;
  std::vector<std::uint64_t> weights_;
};

struct Contribution {
  Key key;
  std::uint64_t weight;
};

// Every way the dice of one colour can land, merged by what they add to the capped type counts.
std::vector<Contribution> colour_contributions(const ColourLevels& cl, const SmallVec<int, 4 * kMaxLevels>& cap) {
  std::vector<Contribution> out;
  for (const auto& counts : multisets(cl.dice, static_cast<int>(cl.mask.size()))) {
    Key key;
    for (std::size_t l = 0; l < counts.size(); ++l)
      if (counts[l] && cl.type[l] >= 0)
        key.set(cl.type[l], std::min(cap[cl.type[l]], key.get(cl.type[l]) + counts[l]));
    const std::uint64_t w = multiset_weight(counts, cl.faces.begin());
    auto it = std::find_if(out.begin(), out.end(), [&](const Contribution& c) { return c.key == key; });
    if (it == out.end())
      out.push_back({key, w});
    else
      it->weight += w;
  }
  return out;
}

bool key_passes(const Key& key, const Model& model) {
  ReqMask units[32];
  int n = 0;
  for (int t = 0; t < static_cast<int>(model.type_mask.size()); ++t)
    for (int k = key.get(t); k > 0 && n < 32; --k) units[n++] = model.type_mask[t];
  return covers_all(units, n, model.requirements);
}

}  // namespace

namespace odds_detail {

std::uint64_t count_passing_by_types(const Model& model) {
  std::vector<Contribution> states{{Key{}, 1}};
  for (const ColourLevels& cl : model.colour) {
    if (cl.dice == 0) continue;
    const auto contributions = colour_contributions(cl, model.type_cap);
    KeyTable next(states.size() * contributions.size());
    for (const auto& s : states)
      for (const auto& c : contributions) next.add(add_capped(s.key, c.key, model.type_cap), s.weight * c.weight);
    states.clear();
    next.for_each([&](const Key& k, std::uint64_t w) { states.push_back({k, w}); });
  }
  std::uint64_t favourable = 0;
  for (const auto& s : states)
    if (key_passes(s.key, model)) favourable += s.weight;
  return favourable;
}

}  // namespace odds_detail
}  // namespace hs

// Exact pass counting without rerolls, the fast path (up to 12 requirements). The state after some dice
// is the family of requirement subsets those dice can cover at once, a bitset over the 2^r subsets;
// many different rolls share a family, so the dynamic programming over dice stays small. A die that
// can serve the set T adds A ∪ {t} for every covered A and every t in T outside A: a few shifts.
#include <algorithm>
#include <bit>

#include "odds/probability_model.hpp"

namespace hs {

using namespace odds_detail;

namespace {

// Bit i of the family is set when requirement subset i can be covered: W words hold
// log2(64 W) requirements. Sized at compile time so small queries move small keys.
template <int W>
struct Family {
  std::uint64_t word[W]{};
  bool operator==(const Family&) const = default;
  bool has(unsigned subset) const { return word[subset >> 6] >> (subset & 63) & 1U; }
};

// Within one 64-bit word, the subset indices whose bit t (t < 6) is clear.
constexpr std::uint64_t kWithout[6] = {0x5555555555555555ULL, 0x3333333333333333ULL, 0x0f0f0f0f0f0f0f0fULL,
                                       0x00ff00ff00ff00ffULL, 0x0000ffff0000ffffULL, 0x00000000ffffffffULL};

template <int W>
Family<W> add_die(const Family<W>& f, ReqMask serves, int words) {
  Family<W> out = f;
  for (ReqMask rest = serves; rest; rest &= rest - 1) {
    const int t = std::countr_zero(rest);
    if (t < 6) {
      for (int w = 0; w < words; ++w) out.word[w] |= (f.word[w] & kWithout[t]) << (1U << t);
    } else {
      const int step = 1 << (t - 6);
      for (int w = 0; w < words; ++w)
        if (!(w & step)) out.word[w + step] |= f.word[w];
    }
  }
  return out;
}

// Whether some covered subset has at least k requirements, against a mask of those subsets.
template <int W>
bool intersects(const Family<W>& f, const Family<W>& mask, int words) {
  for (int w = 0; w < words; ++w)
    if (f.word[w] & mask.word[w]) return true;
  return false;
}

// Open addressing from Family to a positive weight; weight 0 marks an empty slot.
template <int W>
class FamilyTable {
 public:
  void reset(std::size_t expected) {
    std::size_t cap = 16;
    while (cap < expected * 2) cap <<= 1;
    keys_.assign(cap, Family<W>{});
    weights_.assign(cap, 0);
  }
  void add(const Family<W>& k, std::uint64_t w) {
    const std::size_t mask = keys_.size() - 1;
    std::uint64_t h = 0;
    for (int i = 0; i < W; ++i) h = (h ^ k.word[i]) * 0x9e3779b97f4a7c15ULL;
    std::size_t i = static_cast<std::size_t>(h ^ (h >> 31)) & mask;
    while (weights_[i] != 0 && !(keys_[i] == k)) i = (i + 1) & mask;
    keys_[i] = k;
    weights_[i] += w;
  }
  template <typename F>
  void drain_into(F&& f) const {
    for (std::size_t i = 0; i < keys_.size(); ++i)
      if (weights_[i] != 0) f(keys_[i], weights_[i]);
  }

 private:
  std::vector<Family<W>> keys_;
  std::vector<std::uint64_t> weights_;
};

template <int W>
struct Weighted {
  Family<W> family;
  std::uint64_t weight;
};

template <int W>
std::uint64_t count_with(const Model& model) {
  const int r = model.requirements;
  const unsigned everything = (1U << r) - 1;
  const int words = std::max(1, (1 << r) / 64);
  std::vector<Weighted<W>> states{{Family<W>{}, 1}};
  states[0].family.word[0] = 1;  // the empty set is always covered
  if (r == 0) return power_of_six(model.dice);

  // big_enough[k]: subsets of at least k requirements. A family none of whose sets reaches
  // r - (dice left) can no longer pass (the family is closed under subsets, one die adds one).
  std::vector<Family<W>> big_enough(r + 1);
  for (unsigned subset = 0; subset <= everything; ++subset)
    for (int k = 0; k <= std::popcount(subset); ++k) big_enough[k].word[subset >> 6] |= std::uint64_t{1} << (subset & 63);

  std::uint64_t favourable = 0;
  int dice_left = model.dice;
  FamilyTable<W> next;
  for (const ColourLevels& cl : model.colour) {
    for (int die = 0; die < cl.dice; ++die) {
      --dice_left;
      next.reset(states.size() * static_cast<std::size_t>(cl.mask.size()));
      for (const Weighted<W>& s : states)
        for (int l = 0; l < cl.mask.size(); ++l)
          next.add(cl.mask[l] ? add_die(s.family, cl.mask[l], words) : s.family,
                   s.weight * static_cast<std::uint64_t>(cl.faces[l]));
      states.clear();
      const std::uint64_t rest = power_of_six(dice_left);
      next.drain_into([&](const Family<W>& f, std::uint64_t w) {
        if (f.has(everything)) {
          favourable += w * rest;  // passes whatever the remaining dice show
        } else if (dice_left >= r || intersects(f, big_enough[r - dice_left], words)) {
          states.push_back({f, w});  // can still pass
        }
      });
      if (states.empty()) return favourable;
    }
  }
  return favourable;
}

}  // namespace

namespace odds_detail {

std::uint64_t count_passing_by_subsets(const Model& model) {
  if (model.requirements <= 6) return count_with<1>(model);
  if (model.requirements <= 8) return count_with<4>(model);
  if (model.requirements <= 10) return count_with<16>(model);
  return count_with<64>(model);
}

}  // namespace odds_detail
}  // namespace hs

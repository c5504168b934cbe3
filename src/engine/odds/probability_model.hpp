// Private to the odds code: a query reduced to what matters for matching. Each die colour becomes a
// chain of "levels" (the set of requirements a die can serve, growing with its face), with how many
// faces land in each level. Shared by the no-gem counter and the reroll search.
#pragma once
#include <cstdint>
#include <vector>

#include "highscore/color.hpp"
#include "highscore/matching.hpp"
#include "highscore/probability.hpp"

namespace hs::odds_detail {

using ReqMask = std::uint32_t;  // bit i = requirement i

// A vector with its room inline: a query builds a few dozen of these, and the heap calls they would
// otherwise make were most of a typical query's time.
template <typename T, int N>
class SmallVec {
 public:
  void push_back(const T& v) { items_[size_++] = v; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](int i) { return items_[i]; }
  const T& operator[](int i) const { return items_[i]; }
  const T& back() const { return items_[size_ - 1]; }
  const T* begin() const { return items_; }
  const T* end() const { return items_ + size_; }
  T* begin() { return items_; }
  T* end() { return items_ + size_; }

 private:
  T items_[N]{};
  int size_ = 0;
};

inline constexpr int kMaxLevels = 17;  // a chain over at most 15 requirements, plus the empty set

struct ColourLevels {
  int dice = 0;                  // dice of this colour in the roll (extra dice included)
  int bonus = 0;                 // added to every face of this colour
  SmallVec<ReqMask, kMaxLevels> mask;  // per level, nested: mask[l] is a subset of mask[l + 1]
  SmallVec<int, kMaxLevels> faces;     // per level, how many of the six faces land there (may be 0)
  SmallVec<int, kMaxLevels> type;      // per level, index into Model::type_mask; -1 for an empty mask
};

struct Model {
  int requirements = 0;
  int dice = 0;                          // all dice rolled
  std::array<ColourLevels, 4> colour;
  SmallVec<ReqMask, 4 * kMaxLevels> type_mask;  // distinct non-empty masks
  SmallVec<int, 4 * kMaxLevels> type_cap;       // popcount: more dice of one type than that never help
};

// Builds the level chains. `observed` adds levels for masks seen on dice already rolled (values
// raised by items can serve sets no fresh face can), so the same model describes them.
Model build_model(const std::vector<Requirement>& require, const std::vector<Color>& forbid,
                  const std::array<int, 4>& dice_per_colour, const std::array<int, 4>& bonus,
                  const std::vector<MatchDie>& observed = {});

// The model of a query as compute_odds builds it, without copying the option's lists; false for a
// query compute_odds refuses.
bool query_model(const std::vector<Requirement>& require, const std::vector<Color>& forbid, const DiceCounts& dice,
                 const RollModifiers& mods, int gems, Model& model);

// compute_odds's answer for a checked query, from its model alone: equal models give equal odds, so
// callers may memoise by the model.
Result<Odds> odds_of_model(const Model& model, int gems);

// Mask of requirements a die of colour `c` showing `value` may serve (empty for forbidden colours).
ReqMask serve_mask(const std::vector<Requirement>& require, const std::vector<Color>& forbid, Color c,
                   int value);

// True when dice with these masks (one entry per die) can cover all `requirements` (R5.3).
bool covers_all(const ReqMask* die_masks, int dice, int requirements);

// 6^n for n <= 24, exact.
std::uint64_t power_of_six(int n);

// Favourable face sequences out of 6^model.dice, without rerolls. The first handles at most
// kSubsetMaxRequirements requirements and is the fast path; the second handles any number.
inline constexpr int kSubsetMaxRequirements = 12;
std::uint64_t count_passing_by_subsets(const Model& model);
std::uint64_t count_passing_by_types(const Model& model);

// n choose k for n <= 64, exact.
std::uint64_t choose(int n, int k);

// Every multiset of `n` dice over `levels` levels, as counts per level, in a fixed order.
std::vector<std::vector<int>> multisets(int n, int levels);

// Number of face sequences giving this multiset: multinomial × product of faces^count.
std::uint64_t multiset_weight(const std::vector<int>& counts, const int* faces);

}  // namespace hs::odds_detail

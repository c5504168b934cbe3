// Reduction of an odds query to level chains per colour, and the small exact combinatorics (binomials,
// multisets, multinomial weights, matching on requirement masks) that both odds methods share.
#include <algorithm>
#include <bit>

#include "odds/probability_model.hpp"

namespace hs::odds_detail {

ReqMask serve_mask(const std::vector<Requirement>& require, const std::vector<Color>& forbid, Color c,
                   int value) {
  if (std::find(forbid.begin(), forbid.end(), c) != forbid.end()) return 0;
  ReqMask m = 0;
  for (std::size_t i = 0; i < require.size(); ++i)
    if (die_fits(c, require[i].color) && value >= require[i].min) m |= ReqMask{1} << i;
  return m;
}

namespace {
// Bits set in a small mask (std::popcount is a library call on a baseline x86-64 build).
int set_bits(ReqMask m) {
  int n = 0;
  for (; m; m &= m - 1) ++n;
  return n;
}
}  // namespace

Model build_model(const std::vector<Requirement>& require, const std::vector<Color>& forbid,
                  const std::array<int, 4>& dice_per_colour, const std::array<int, 4>& bonus,
                  const std::vector<MatchDie>& observed) {
  Model model;
  model.requirements = static_cast<int>(require.size());
  for (int ci = 0; ci < kDieColors; ++ci) {
    const Color c = kAllDieColors[ci];
    ColourLevels& cl = model.colour[ci];
    cl.dice = dice_per_colour[ci];
    cl.bonus = bonus[ci];
    model.dice += cl.dice;
    if (cl.dice == 0) continue;
    // Masks grow with the value, so sorting by size puts them in chain order.
    SmallVec<std::pair<ReqMask, int>, kMaxLevels> levels;  // mask, faces
    auto add = [&](ReqMask m, int faces) {
      for (auto& l : levels)
        if (l.first == m) {
          l.second += faces;
          return;
        }
      levels.push_back({m, faces});
    };
    // serve_mask for each face, with the colour's checks made once rather than per face.
    const bool forbidden = std::find(forbid.begin(), forbid.end(), c) != forbid.end();
    int fit[32];
    int fits = 0;
    for (std::size_t i = 0; i < require.size() && i < 32 && !forbidden; ++i)
      if (die_fits(c, require[i].color)) fit[fits++] = static_cast<int>(i);
    for (int face = 1; face <= 6; ++face) {
      ReqMask m = 0;
      for (int k = 0; k < fits; ++k)
        if (face + cl.bonus >= require[static_cast<std::size_t>(fit[k])].min) m |= ReqMask{1} << fit[k];
      add(m, 1);
    }
    for (const MatchDie& d : observed)
      if (d.color == c) add(serve_mask(require, forbid, c, d.value), 0);
    // Chain masks differ in size, so any sort gives this order; a few levels: insertion, sizes counted once.
    int size[kMaxLevels];
    for (int i = 0; i < levels.size(); ++i) {
      size[i] = set_bits(levels[i].first);
      for (int j = i; j > 0 && size[j - 1] > size[j]; --j) {
        std::swap(size[j - 1], size[j]);
        std::swap(levels[j - 1], levels[j]);
      }
    }
    for (const auto& [m, faces] : levels) {
      cl.mask.push_back(m);
      cl.faces.push_back(faces);
      int type = -1;
      if (m != 0) {
        auto it = std::find(model.type_mask.begin(), model.type_mask.end(), m);
        type = static_cast<int>(it - model.type_mask.begin());
        if (it == model.type_mask.end()) {
          model.type_mask.push_back(m);
          model.type_cap.push_back(set_bits(m));
        }
      }
      cl.type.push_back(type);
    }
  }
  return model;
}

namespace {
bool augment(int req, const ReqMask* die_masks, int dice, int* owner, std::uint32_t& visited) {
  for (int d = 0; d < dice; ++d) {
    if ((visited >> d & 1U) || !(die_masks[d] >> req & 1U)) continue;
    visited |= 1U << d;
    if (owner[d] < 0 || augment(owner[d], die_masks, dice, owner, visited)) {
      owner[d] = req;
      return true;
    }
  }
  return false;
}
}  // namespace

bool covers_all(const ReqMask* die_masks, int dice, int requirements) {
  if (requirements > dice) return false;
  int owner[32];
  std::fill(owner, owner + dice, -1);
  for (int r = 0; r < requirements; ++r) {
    std::uint32_t visited = 0;
    if (!augment(r, die_masks, dice, owner, visited)) return false;
  }
  return true;
}

std::uint64_t power_of_six(int n) {
  std::uint64_t r = 1;
  for (int i = 0; i < n; ++i) r *= 6;
  return r;
}

std::uint64_t choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  k = std::min(k, n - k);
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

namespace {
void fill_multisets(int left, int level, std::vector<int>& cur, std::vector<std::vector<int>>& out) {
  if (level + 1 == static_cast<int>(cur.size())) {
    cur[level] = left;
    out.push_back(cur);
    return;
  }
  for (int k = left; k >= 0; --k) {
    cur[level] = k;
    fill_multisets(left - k, level + 1, cur, out);
  }
}
}  // namespace

std::vector<std::vector<int>> multisets(int n, int levels) {
  std::vector<std::vector<int>> out;
  if (levels <= 0) return out;
  out.reserve(choose(n + levels - 1, levels - 1));
  std::vector<int> cur(levels, 0);
  fill_multisets(n, 0, cur, out);
  return out;
}

std::uint64_t multiset_weight(const std::vector<int>& counts, const int* faces) {
  std::uint64_t w = 1;
  int placed = 0;
  for (std::size_t l = 0; l < counts.size(); ++l) {
    placed += counts[l];
    w *= choose(placed, counts[l]);
    for (int i = 0; i < counts[l]; ++i) w *= static_cast<std::uint64_t>(faces[l]);
  }
  return w;
}

}  // namespace hs::odds_detail

// The best gem-reroll policy (R5.4) by dynamic programming over every multiset of dice levels: a state
// that passes is worth 1; a failing one is worth the best average over the rerolls it can make with
// one gem less. Values after j rerolls are multiples of 6^-j, so they are kept as exact integers
// (numerators over 6^j) whenever 6^(dice + gems) fits in 64 bits, in doubles otherwise.
#include <algorithm>
#include <bit>
#include <string>

#include "odds/probability_rerolls.hpp"

namespace hs {

using namespace odds_detail;

namespace {

constexpr std::size_t kMaxStates = 2'000'000;  // about 32 MB of values at the largest

// The dice of one colour: every way they can lie over its levels, and what a reroll does to each.
struct ColourSpace {
  int colour = 0;
  std::size_t stride = 1;
  std::size_t set_count = 0;                  // multisets of its dice over its levels
  std::vector<int> lowest;                    // lowest occupied level of each set
  int levels = 0;
  std::vector<int> after_reroll;              // [set * levels + level]: set once its lowest die lands there
  std::vector<std::uint64_t> weight;          // face sequences giving each set
  std::vector<ReqMask> units;                 // masks of the dice that can serve something, per set
  std::vector<int> units_from;                // set i's units are units[units_from[i] .. units_from[i + 1])
  std::vector<int> faces;
  bool rerollable = false;                    // a reroll can change the level
};

// n choose k for n, k < 48, from a table made once (choose() counts it out in a loop each time). The
// largest asked is 24 dice plus 16 levels (kOddsMaxDice, kMaxLevels).
struct ChooseTable {
  static_assert(kOddsMaxDice + kMaxLevels < 48);
  std::uint64_t c[48][48] = {};
  ChooseTable() {
    for (int n = 0; n < 48; ++n)
      for (int k = 0; k < 48; ++k) c[n][k] = choose(n, k);
  }
};
const ChooseTable& choose_table() {
  static const ChooseTable table;
  return table;
}

// Position of a multiset in the order multisets() lists them (first level's count descending, then
// the next level's, ...): the multisets ranked before it, counted level by level. Those that differ
// first at level l, with a larger count there, number C(left - counts[l] - 1 + rest, rest) (the sum
// over each larger count of the multisets of the dice left over the rest levels, by the hockey stick).
int multiset_rank(const int* counts, int levels, int total) {
  const ChooseTable& t = choose_table();
  int left = total;
  std::uint64_t rank = 0;
  for (int l = 0; l + 1 < levels; ++l) {
    if (counts[l] < left) rank += t.c[left - counts[l] - 1 + levels - l - 1][levels - l - 1];
    left -= counts[l];
  }
  return static_cast<int>(rank);
}

// Calls visit(counts) for every multiset of `n` dice over `levels` levels, in multisets()'s order.
template <typename Visit>
void each_multiset(int left, int level, int levels, int* counts, Visit& visit) {
  if (level + 1 == levels) {
    counts[level] = left;
    visit(static_cast<const int*>(counts));
    return;
  }
  for (int k = left; k >= 0; --k) {
    counts[level] = k;
    each_multiset(left - k, level + 1, levels, counts, visit);
  }
}

ColourSpace make_space(const Model& model, int ci) {
  const ColourLevels& cl = model.colour[ci];
  ColourSpace cs;
  cs.colour = ci;
  cs.levels = cl.mask.size();
  cs.faces.assign(cl.faces.begin(), cl.faces.end());
  cs.set_count = choose(cl.dice + cs.levels - 1, cs.levels - 1);
  int levels_with_faces = 0;
  for (int f : cl.faces) levels_with_faces += f > 0;
  cs.rerollable = levels_with_faces > 1;
  cs.after_reroll.assign(cs.set_count * static_cast<std::size_t>(cs.levels), -1);
  // Sized up front: these grow once per set, and the heap calls of growing were a visible cost.
  cs.weight.reserve(cs.set_count);
  cs.lowest.reserve(cs.set_count);
  cs.units_from.reserve(cs.set_count + 1);
  cs.units.reserve(cs.set_count * static_cast<std::size_t>(cl.dice));
  int useful_at[kMaxLevels];
  for (int l = 0; l < cs.levels; ++l) useful_at[l] = std::popcount(cl.mask[l]);
  int counts[kMaxLevels];
  int moved[kMaxLevels];
  std::size_t i = 0;
  auto visit = [&](const int* set) {
    // multiset_weight: the multinomial times each level's faces to the power of its dice.
    std::uint64_t w = 1;
    int placed = 0;
    for (int l = 0; l < cs.levels; ++l) {
      placed += set[l];
      w *= choose_table().c[placed][set[l]];
      for (int k = 0; k < set[l]; ++k) w *= static_cast<std::uint64_t>(cl.faces[l]);
    }
    cs.weight.push_back(w);
    cs.units_from.push_back(static_cast<int>(cs.units.size()));
    int low = -1;
    for (int l = 0; l < cs.levels; ++l) {
      if (set[l] && low < 0) low = l;
      const int useful = std::min(set[l], useful_at[l]);
      for (int k = 0; k < useful; ++k) cs.units.push_back(cl.mask[l]);
    }
    cs.lowest.push_back(low);
    if (low >= 0)
      for (int l = 0; l < cs.levels; ++l) {
        std::copy(set, set + cs.levels, moved);
        --moved[low];
        ++moved[l];
        cs.after_reroll[i * static_cast<std::size_t>(cs.levels) + static_cast<std::size_t>(l)] =
            multiset_rank(moved, cs.levels, cl.dice);
      }
    ++i;
  };
  if (cs.levels > 0) each_multiset(cl.dice, 0, cs.levels, counts, visit);
  cs.units_from.push_back(static_cast<int>(cs.units.size()));
  return cs;
}

// All colours in play, with the pass table of every combined state.
struct StateSpace {
  std::vector<ColourSpace> colours;
  std::size_t size = 1;
  std::vector<char> passes;

  // Visits every state in index order with the set index of each colour.
  template <typename F>
  void for_each(F&& f) const {
    std::vector<int> digit(colours.size(), 0);
    for (std::size_t s = 0; s < size; ++s) {
      f(s, digit);
      for (std::size_t c = 0; c < colours.size(); ++c) {
        if (++digit[c] < static_cast<int>(colours[c].set_count)) break;
        digit[c] = 0;
      }
    }
  }
};

std::optional<StateSpace> make_state_space(const Model& model) {
  StateSpace space;
  space.colours.reserve(kDieColors);
  for (int ci = 0; ci < kDieColors; ++ci) {
    if (model.colour[ci].dice == 0) continue;
    // Bound the product before building anything large.
    const std::size_t sets =
        choose(model.colour[ci].dice + static_cast<int>(model.colour[ci].mask.size()) - 1,
               static_cast<int>(model.colour[ci].mask.size()) - 1);
    if (sets == 0 || space.size * sets > kMaxStates) return std::nullopt;
    space.colours.push_back(make_space(model, ci));
    space.colours.back().stride = space.size;
    space.size *= sets;
  }
  space.passes.assign(space.size, 0);
  space.for_each([&](std::size_t s, const std::vector<int>& digit) {
    ReqMask units[32];
    int n = 0;
    for (std::size_t c = 0; c < space.colours.size(); ++c) {
      const ColourSpace& cs = space.colours[c];
      for (int u = cs.units_from[digit[c]]; u < cs.units_from[digit[c] + 1]; ++u)
        if (n < 32) units[n++] = cs.units[static_cast<std::size_t>(u)];
    }
    // Too few useful dice, or a requirement no die can serve: no matching to look for.
    ReqMask reach = 0;
    for (int u = 0; u < n; ++u) reach |= units[u];
    const ReqMask all = model.requirements >= 32 ? ~ReqMask{0} : (ReqMask{1} << model.requirements) - 1;
    space.passes[s] = n >= model.requirements && (reach & all) == all && covers_all(units, n, model.requirements);
  });
  return space;
}

// Layer values after `gems` rerolls at most; `on_layer(j, values)` sees every layer j = 0..gems, and
// `best_colour` (if any) receives per state the colour of the best first reroll with `gems` left (-1
// where the state passes or no reroll helps).
template <typename Num, typename OnLayer>
std::vector<Num> solve(const StateSpace& space, int gems, OnLayer&& on_layer, std::vector<signed char>* best_colour) {
  std::vector<Num> prev(space.size), cur(space.size);
  for (std::size_t s = 0; s < space.size; ++s) prev[s] = space.passes[s] ? Num(1) : Num(0);
  on_layer(0, prev);
  if (best_colour) best_colour->assign(space.size, -1);
  Num scale = 1;
  for (int j = 1; j <= gems; ++j) {
    scale *= 6;
    space.for_each([&](std::size_t s, const std::vector<int>& digit) {
      if (space.passes[s]) {
        cur[s] = scale;
        return;
      }
      Num best = 0;
      int best_c = -1;
      for (std::size_t c = 0; c < space.colours.size(); ++c) {
        const ColourSpace& cs = space.colours[c];
        if (!cs.rerollable) continue;
        const int* after = &cs.after_reroll[static_cast<std::size_t>(digit[c]) * static_cast<std::size_t>(cs.levels)];
        const std::size_t base = s - static_cast<std::size_t>(digit[c]) * cs.stride;
        Num sum = 0;
        for (int l = 0; l < cs.levels; ++l)
          if (cs.faces[static_cast<std::size_t>(l)])
            sum += Num(cs.faces[static_cast<std::size_t>(l)]) * prev[base + static_cast<std::size_t>(after[l]) * cs.stride];
        if (sum > best) {
          best = sum;
          best_c = cs.colour;
        }
      }
      cur[s] = best;
      if (j == gems && best_colour) (*best_colour)[s] = static_cast<signed char>(best_c);
    });
    std::swap(prev, cur);
    on_layer(j, prev);
  }
  return prev;
}

template <typename Num>
Num weighted_total(const StateSpace& space, const std::vector<Num>& value) {
  Num total = 0;
  space.for_each([&](std::size_t s, const std::vector<int>& digit) {
    if (value[s] == Num(0)) return;
    Num w = 1;
    for (std::size_t c = 0; c < space.colours.size(); ++c) w *= Num(space.colours[c].weight[digit[c]]);
    total += w * value[s];
  });
  return total;
}

std::string too_large() {
  return "too many dice and levels for the exact reroll search (over " + std::to_string(kMaxStates) +
         " states)";
}

}  // namespace

namespace odds_detail {

Result<Odds> best_reroll_odds(const Model& model, int gems) {
  auto space = make_state_space(model);
  if (!space) return Refusal{"", too_large()};
  Odds odds;
  if (model.dice + gems <= kOddsMaxDice) {
    const auto value = solve<std::uint64_t>(*space, gems, [](int, const auto&) {}, nullptr);
    odds.favourable = weighted_total(*space, value);
    odds.outcomes = 1;
    for (int i = 0; i < model.dice + gems; ++i) odds.outcomes *= 6;
    odds.probability = static_cast<double>(odds.favourable) / static_cast<double>(odds.outcomes);
  } else {
    const auto value = solve<double>(*space, gems, [](int, const auto&) {}, nullptr);
    double p = weighted_total(*space, value);
    for (int i = 0; i < model.dice + gems; ++i) p /= 6.0;
    odds.probability = p;
    odds.exact = false;
    odds.favourable = 0;
    odds.outcomes = 0;
  }
  return odds;
}

std::optional<std::string> reroll_query_problem(const std::vector<MatchDie>& rolled, const std::vector<Requirement>& require,
                                                int gems) {
  if (gems < 0 || gems > kOddsMaxGems) return "gems must be 0.." + std::to_string(kOddsMaxGems);
  if (static_cast<int>(rolled.size()) > kOddsMaxDice) return "at most " + std::to_string(kOddsMaxDice) + " dice";
  if (static_cast<int>(require.size()) > kOddsMaxRequirements)
    return "at most " + std::to_string(kOddsMaxRequirements) + " requirements";
  for (const MatchDie& d : rolled)
    if (d.color == Color::Any) return std::string("a rolled die must have a die colour");
  return std::nullopt;
}

Model reroll_model(const std::vector<MatchDie>& rolled, const std::vector<Requirement>& require,
                   const std::vector<Color>& forbid, const RollModifiers& mods) {
  std::array<int, 4> per_colour{};
  for (const MatchDie& d : rolled) ++per_colour[static_cast<int>(d.color)];
  return build_model(require, forbid, per_colour, mods.bonus, rolled);
}

Result<RerollTable> reroll_table(const Model& model, int gems) {
  auto space = make_state_space(model);
  if (!space) return Refusal{"", too_large()};
  RerollTable table;
  table.gems = gems;
  table.pass.resize(space->size * static_cast<std::size_t>(gems + 1));
  const std::size_t width = static_cast<std::size_t>(gems + 1);
  // Layer j holds numerators over 6^j (exact) or the chances times 6^j: divided here as before.
  double scale = 1.0;
  auto keep = [&](int j, const auto& layer) {
    for (std::size_t s = 0; s < layer.size(); ++s)
      table.pass[s * width + static_cast<std::size_t>(j)] = static_cast<double>(layer[s]) / scale;
    scale *= 6.0;
  };
  if (model.dice + gems <= kOddsMaxDice)
    solve<std::uint64_t>(*space, gems, keep, &table.best_colour);
  else
    solve<double>(*space, gems, keep, &table.best_colour);
  return table;
}

RerollAdvice read_reroll_table(const RerollTable& table, const Model& model, const std::vector<MatchDie>& rolled,
                               const std::vector<Requirement>& require, const std::vector<Color>& forbid) {
  // Locate the roll as it lies: per colour in play (make_state_space's order), the counts per level.
  std::size_t watch = 0, stride = 1;
  for (int ci = 0; ci < kDieColors; ++ci) {
    const ColourLevels& cl = model.colour[ci];
    if (cl.dice == 0) continue;
    int counts[kMaxLevels] = {};
    for (const MatchDie& d : rolled)
      if (static_cast<int>(d.color) == ci) {
        const ReqMask m = serve_mask(require, forbid, d.color, d.value);
        ++counts[std::find(cl.mask.begin(), cl.mask.end(), m) - cl.mask.begin()];
      }
    watch += static_cast<std::size_t>(multiset_rank(counts, cl.mask.size(), cl.dice)) * stride;
    stride *= choose(cl.dice + cl.mask.size() - 1, cl.mask.size() - 1);
  }
  RerollAdvice advice;
  const std::size_t width = static_cast<std::size_t>(table.gems + 1);
  advice.pass_with_gems.assign(table.pass.begin() + static_cast<std::ptrdiff_t>(watch * width),
                               table.pass.begin() + static_cast<std::ptrdiff_t>((watch + 1) * width));
  const int best_colour = table.best_colour[watch];
  const bool passes_now = advice.pass_with_gems.front() >= 1.0;
  const bool helps = advice.pass_with_gems.back() > advice.pass_with_gems.front();
  if (!passes_now && helps && best_colour >= 0) {
    // The die to reroll: one of the lowest level of that colour, the lowest value among them.
    const Color c = kAllDieColors[best_colour];
    const ColourLevels& cl = model.colour[best_colour];
    int best_level = 1 << 20;
    for (std::size_t i = 0; i < rolled.size(); ++i) {
      if (rolled[i].color != c) continue;
      const ReqMask m = serve_mask(require, forbid, c, rolled[i].value);
      const int level = static_cast<int>(std::find(cl.mask.begin(), cl.mask.end(), m) - cl.mask.begin());
      if (level < best_level || (level == best_level && rolled[i].value < rolled[advice.die].value)) {
        best_level = level;
        advice.die = static_cast<int>(i);
      }
    }
  }
  return advice;
}

}  // namespace odds_detail

Result<RerollAdvice> advise_reroll(const std::vector<MatchDie>& rolled, const std::vector<Requirement>& require,
                                   const std::vector<Color>& forbid, const RollModifiers& mods, int gems) {
  if (auto problem = reroll_query_problem(rolled, require, gems)) return Refusal{"", *problem};
  const Model model = reroll_model(rolled, require, forbid, mods);
  auto table = reroll_table(model, gems);
  if (!table) return table.refusal();
  return read_reroll_table(table.value(), model, rolled, require, forbid);
}

}  // namespace hs

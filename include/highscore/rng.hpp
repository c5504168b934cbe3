// The engine's only source of randomness (R10.1): a small portable generator whose state is part of
// the saved game, with its own unbiased bounded draw. Never std::rand or std distributions.
#pragma once
#include <cstdint>
#include <vector>

namespace hs {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }
  void reseed(std::uint64_t seed);
  std::uint64_t next_u64();               // xoshiro256** step
  std::uint32_t below(std::uint32_t n);   // uniform in [0, n), n >= 1, rejection sampling
  int die() { return static_cast<int>(below(6)) + 1; }
  template <typename T>
  void shuffle(std::vector<T>& v) {       // Fisher–Yates with our own bounded draw
    for (std::size_t i = v.size(); i > 1; --i) {
      std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(v[i - 1], v[j]);
    }
  }
  const std::uint64_t* state() const { return s_; }
  void set_state(const std::uint64_t s[4]) {
    for (int i = 0; i < 4; ++i) s_[i] = s[i];
  }
  bool operator==(const Rng& o) const {
    for (int i = 0; i < 4; ++i)
      if (s_[i] != o.s_[i]) return false;
    return true;
  }

 private:
  std::uint64_t s_[4]{};
};

}  // namespace hs

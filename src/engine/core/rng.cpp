// xoshiro256** seeded through splitmix64: fast, portable, and fully specified, so the same seed gives
// the same game on every platform (R10.1).
#include "highscore/rng.hpp"

namespace hs {

namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

void Rng::reseed(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix64(seed);
}

std::uint64_t Rng::next_u64() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::uint32_t Rng::below(std::uint32_t n) {
  // Rejection sampling on the top 32 bits: unbiased and identical everywhere.
  if (n <= 1) return 0;
  const std::uint32_t limit = static_cast<std::uint32_t>((0x100000000ULL / n) * n - 1);
  for (;;) {
    const auto r = static_cast<std::uint32_t>(next_u64() >> 32);
    if (r <= limit) return r % n;
  }
}

}  // namespace hs

// Why: a legality verdict as two static strings (rule and reason), so checking never allocates; it
// becomes a Refusal only when apply() actually refuses.
#pragma once

namespace hs::rules {

struct Why {
  const char* rule = nullptr;
  const char* reason = nullptr;
  bool refused() const { return rule != nullptr; }
};
inline constexpr Why kLegal{};

}  // namespace hs::rules

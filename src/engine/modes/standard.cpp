// The standard game (R2–R8) as a mode: the empty one. Every hook keeps the default.
#include "modes/registry.hpp"

namespace hs::modes {

namespace {

class StandardMode final : public ModeHooks {
 public:
  std::string_view name() const override { return "standard"; }
};

}  // namespace

const ModeHooks& standard_mode() {
  static const StandardMode mode;
  return mode;
}

}  // namespace hs::modes

// The standard game (R2–R8) as a mode: the empty one. Every hook keeps the default.
#include "modes/registry.hpp"

namespace hs::modes {

namespace {

class StandardMode final : public ModeHooks {
 public:
  std::string_view name() const override { return "standard"; }
};

// A namespace-scope object: no guard to test on every call of the accessor.
const StandardMode kStandardMode;

}  // namespace

const ModeHooks& standard_mode() { return kStandardMode; }

}  // namespace hs::modes

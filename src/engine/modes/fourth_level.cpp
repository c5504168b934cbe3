// R9.7 The fourth level: level 4 is dealt in the classic layout after level 3, its boss is the last
// one (R8.1); with the level-4 hidden preset (R9.1) all of it but its peddler is dealt face down.
#include "modes/registry.hpp"
#include "rules/rules.hpp"

namespace hs::modes {

namespace {

class FourthLevel final : public ModeHooks {
 public:
  std::string_view name() const override { return "fourth_level"; }
  int levels(int standard) const override { return standard + 1; }

  void after_set_up(const Content&, const GameOptions& o, GameState& s) const override {
    if (o.hidden != HiddenPreset::Level4) return;
    // Ruling: the level-4 preset is the second preset (bosses and every card after the peddlers of
    // levels 2-3) plus the whole of level 4 but its peddler, as the rulebook suggests for veterans.
    const int peddler = s.level_peddler_node[3];
    for (int node = 0; node < static_cast<int>(s.board.size()); ++node)
      if (s.board[node].level == 4 && node != peddler) rules::turn_face_down(s, node);
  }
};

// A namespace-scope object: no guard to test on every call of the accessor.
const FourthLevel kFourthLevel;

}  // namespace

const ModeHooks& fourth_level() { return kFourthLevel; }

}  // namespace hs::modes

// One engine action of a given kind with parameters from a source of odd values: shared by the apply
// fuzz target (values from the input bytes), the property harness and the legality test (values from
// a seeded RNG), so all of them reach every action kind the same way. Arguments are read left to right (braced initialisers),
// so a fuzz input or a seed always makes the same action.
#pragma once
#include <cstddef>

#include "highscore/actions.hpp"

namespace hs::fuzz {

// `value()` gives an int, `colour()` a Color (out-of-range ones welcome), `flag()` a bool.
template <typename Value, typename Colour, typename Flag>
Action action_of_kind(std::size_t kind, Value&& value, Colour&& colour, Flag&& flag) {
  auto v = [&] { return value(); };
  switch (kind) {
    case 0: return ChooseOption{v()};
    case 1: return AttemptOptional{};
    case 2: return SkipOptional{};
    case 3: return CancelTest{};
    case 4: return RollDice{DiceCounts{{v(), v(), v(), v()}}};
    case 5: return RerollWithGem{v()};
    case 6: return UseItem{v(), v(), colour()};
    case 7: return UseAbility{v(), colour()};
    case 8: return Resolve{};
    case 9: return Rest{};
    case 10: return MoveOn{};
    case 11: return ChooseBranch{v()};
    case 12: return Buy{v(), v()};
    case 13: return Heal{v()};
    case 14: return LeaveShop{};
    case 15: return UseExpert{v()};
    case 16: return React{flag()};
    case 17: return Fight{v()};
    case 18: return Dodge{v()};
    case 19: return ChooseNode{v()};
    default: return ChoosePlayer{v()};
  }
}

}  // namespace hs::fuzz

// Fuzz target: Game::apply with actions built from the input (R10.2, R10.3). Bytes choose the seed
// and variants, then either a listed action (so games advance) or an action of any type with any
// values. A refused action must change nothing; after every accepted one the invariants must hold;
// at the end the game must save and reload to the same hash (R10.4).
#include <climits>
#include <cstring>

#include <nlohmann/json.hpp>

#include "any_action.hpp"
#include "fuzz_support.hpp"
#include "highscore/game.hpp"
#include "highscore/invariants.hpp"
#include "highscore/save.hpp"

namespace {

struct Bytes {
  const std::uint8_t* p;
  std::size_t n;
  std::uint8_t u8() { return n ? (--n, *p++) : 0; }
  int value() {  // interesting values more often than raw ones
    static const int kPick[] = {0, 1, 2, 3, 4, 5, 6, 7, 18, 19, -1, -2, 99, INT_MAX, INT_MIN, INT_MAX - 1};
    const std::uint8_t b = u8();
    if (b < 200) return kPick[b % std::size(kPick)];
    std::int32_t v = 0;
    for (int i = 0; i < 4; ++i) v = static_cast<std::int32_t>(static_cast<std::uint32_t>(v) << 8 | u8());
    return v;
  }
};

hs::Action any_action(Bytes& in) {
  using namespace hs;
  auto v = [&] { return in.value(); };
  auto colour = [&] { return static_cast<Color>(in.u8() % 7 == 6 ? v() : in.u8() % 5); };
  return fuzz::action_of_kind(in.u8() % std::variant_size_v<Action>, v, colour, [&] { return in.u8() % 2 == 1; });
}

constexpr int kMostActions = 256;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const hs::Content& content = hs::fuzz::frozen_content();
  Bytes in{data, size};
  std::uint64_t seed = 0;
  for (int i = 0; i < 8; ++i) seed = seed << 8 | in.u8();
  hs::GameOptions o;
  o.players = 1 + in.u8() % 4;
  const std::uint8_t flags = in.u8();
  o.no_elimination = flags & 1;
  o.variable_turn_order = flags & 2;
  o.insert_coin = (flags & 4) && !o.no_elimination;
  o.expert = flags & 8;
  o.hidden = static_cast<hs::HiddenPreset>((flags >> 4) % 3);
  auto created = hs::Game::create(content, o, seed);
  if (!created) created = hs::Game::create(content, hs::GameOptions{}, seed);
  if (!created) hs::fuzz::broken("the default options are refused");
  hs::Game game = std::move(created.value());
  // Short streams: a run tries many games rather than a few long ones (each input was ~1,500 actions
  // and the reload at the end replays them all again); the save target covers long games.
  for (int step = 0; step < kMostActions && in.n > 0; ++step) {
    hs::Action a;
    if (in.u8() < 176) {
      const auto legal = game.legal_actions();
      if (legal.empty()) break;
      a = legal[in.u8() % legal.size()];
    } else {
      a = any_action(in);
    }
    // The field-wise hash covers every field of the state (a test checks that each one changes it):
    // comparing it costs a microsecond, where copying and comparing the whole state cost most of a run.
    const std::uint64_t before = game.hash();
    auto r = game.apply(a);
    if (!r) {
      if (game.hash() != before) hs::fuzz::broken("refused '" + hs::describe(a) + "' changed the state");
      continue;
    }
    if (auto e = hs::check_invariants(game.state()); !e.empty())
      hs::fuzz::broken("after '" + hs::describe(a) + "': " + e);
  }
  auto again = hs::load_game(content, hs::save_game(game));
  if (!again || again->hash() != game.hash()) hs::fuzz::broken("the game does not reload to the same hash");
  return 0;
}

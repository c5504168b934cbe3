// Game::check, the dry run (R10.2): for many random positions of every mode, the verdict check()
// gives an action is the one apply() then gives (accepted, or refused with the same rule and reason),
// and asking changes nothing.
#include <catch2/catch.hpp>

#include <memory>

#include "fuzz/any_action.hpp"
#include "highscore/bots.hpp"
#include "highscore/rng.hpp"
#include "solo_support.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

Action random_action(Rng& rng) {
  auto small = [&] { return static_cast<int>(rng.below(9)) - 2; };
  auto color = [&] { return static_cast<Color>(rng.below(5)); };
  return fuzz::action_of_kind(rng.below(21), small, color, [&] { return rng.below(2) == 0; });
}

struct Tally {
  long accepted = 0, refused = 0;
};

// check() and apply() on a copy agree about `a`; the game asked is unchanged.
void agree(const Game& game, const Action& a, Tally& tally) {
  const std::uint64_t before = game.hash();
  const std::optional<Refusal> verdict = game.check(a);
  REQUIRE(game.hash() == before);
  Game copy = game;
  auto applied = copy.apply(a);
  INFO(describe(a) << " at " << decision_name(game.pending().kind));
  REQUIRE(applied.ok() == !verdict.has_value());
  if (verdict) {
    CHECK(verdict->rule == applied.refusal().rule);
    CHECK(verdict->reason == applied.refusal().reason);
    CHECK_FALSE(verdict->reason.empty());
    ++tally.refused;
  } else {
    ++tally.accepted;
  }
}

void play_and_probe(const Content& content, GameOptions options, std::uint64_t seed, Tally& tally) {
  auto created = Game::create(content, options, seed);
  REQUIRE(created.ok());
  Game game = std::move(created.value());
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < options.players; ++i) bots.push_back(make_bot("random", seed * 31 + static_cast<std::uint64_t>(i)));
  Rng rng(seed * 7919 + 5);
  for (int step = 0; step < 400 && !game.finished(); ++step) {
    INFO("seed " << seed << " step " << step);
    if (step % 3 == 0) {
      for (const Action& a : game.legal_actions()) agree(game, a, tally);
      for (int k = 0; k < 12; ++k) agree(game, random_action(rng), tally);
    }
    REQUIRE(game.apply(ask_bot(*bots[static_cast<std::size_t>(game.pending().owner)], game)).ok());
  }
  // A finished game refuses everything, and says so the same way.
  if (game.finished())
    for (int k = 0; k < 5; ++k) agree(game, random_action(rng), tally);
}

}  // namespace

TEST_CASE("check agrees with apply in random positions of every mode", "[R10.2][R9.4][R9.5][R9.6][R9.7J][R9.8]") {
  const Content& content = solo_content();
  Tally tally;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    GameOptions standard;
    standard.players = 1 + static_cast<int>(seed % 4);
    standard.hidden = static_cast<HiddenPreset>(seed % 3);
    standard.insert_coin = seed % 3 == 1;
    play_and_probe(content, standard, seed, tally);

    GameOptions variants = standard;
    variants.players = 2 + static_cast<int>(seed % 3);
    variants.expert = true;                 // reactions of other seats (R9.4.3)
    variants.exploration = seed % 2 == 0;   // a board that grows (R9.5), every card face up
    if (variants.exploration) variants.hidden = HiddenPreset::None;
    INFO(validate_options(content, variants).value_or(Refusal{}).reason);
    REQUIRE_FALSE(validate_options(content, variants));
    play_and_probe(content, variants, seed, tally);

    play_and_probe(content, azoz_options({}, {}), seed, tally);
    GameOptions hunter = hunter_options({});
    hunter.stacked.erase("monsters");
    play_and_probe(content, hunter, seed, tally);
    GameOptions azoz = azoz_options({}, {});
    azoz.stacked.erase("monsters");
    play_and_probe(content, azoz, seed + 100, tally);

    GameOptions coop;
    coop.mode = Mode::Coop;
    coop.players = 2 + static_cast<int>(seed % 3);
    INFO(validate_options(content, coop).value_or(Refusal{}).reason);
    REQUIRE_FALSE(validate_options(content, coop));
    play_and_probe(content, coop, seed, tally);
  }
  INFO("accepted " << tally.accepted << " refused " << tally.refused);
  CHECK(tally.accepted > 1000);
  CHECK(tally.refused > 1000);
}

TEST_CASE("check names the rule and the reason apply would give", "[R10.2][R5.2]") {
  Game g = new_game(base_options(2));
  const auto refusal = g.check(RollDice{DiceCounts{{1, 0, 0, 0}}});
  REQUIRE(refusal);
  CHECK_FALSE(refusal->rule.empty());
  CHECK_FALSE(g.check(g.legal_actions().front()));
  const std::size_t log = g.log().size();
  (void)g.check(Rest{});
  CHECK(g.log().size() == log);
}

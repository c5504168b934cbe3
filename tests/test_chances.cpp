// The one odds API (highscore/chances.hpp): the chance of the test being prepared with items' dice,
// raised requirements (R5.12), passive modifiers and gems (R5.4); the estimate past the exact limits;
// the best chance of a card's option with the dice held; what an item or the ability would add
// (R7.4); and after a roll, why it fails and what could still save it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "highscore/chances.hpp"
#include "highscore/queries.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

using enum Color;


// Seat 0 (tester: a reroll of any die as ability) on `node` with the full pool and `gems`.
GameOptions on_node(int node, int gems, std::vector<std::string> items = {}) {
  GameOptions o = base_options(1);
  place_active(o, node, kFull);
  seat_start(o, 0).gems = gems;
  for (const std::string& item : items) give_item(o, 0, item);
  return o;
}

const TestOption& option_at(const Game& g, int node, int option) {
  return test_content().cards[static_cast<std::size_t>(g.state().board[static_cast<std::size_t>(node)].card)]
      .options[static_cast<std::size_t>(option)];
}

// The chance with one use of `e` at its best, by every face sequence one after another: the way the
// table's coach used to count it, kept here as the reference.
double sequence_reference(const std::vector<Requirement>& require, const std::vector<Color>& forbid,
                          const RollModifiers& mods, DiceCounts roll, const Effect& e) {
  std::vector<Color> colours;
  for (Color c : kAllDieColors) {
    if (roll[c] > 0) roll[c] += mods.extra_dice[static_cast<std::size_t>(c)];
    if (std::find(forbid.begin(), forbid.end(), c) == forbid.end())
      for (int k = 0; k < roll[c]; ++k) colours.push_back(c);
  }
  const auto passes = [&](const std::vector<MatchDie>& d) { return match_dice(require, d).has_value(); };
  const int n = static_cast<int>(colours.size());
  std::uint64_t outcomes = 1, sixths = 0;
  for (int i = 0; i < n; ++i) outcomes *= 6;
  std::vector<int> face(static_cast<std::size_t>(n), 1);
  std::vector<MatchDie> dice(static_cast<std::size_t>(n));
  for (std::uint64_t k = 0; k < outcomes; ++k) {
    for (int i = 0; i < n; ++i)
      dice[static_cast<std::size_t>(i)] = {colours[static_cast<std::size_t>(i)],
                                           face[static_cast<std::size_t>(i)] + mods.bonus[static_cast<std::size_t>(colours[static_cast<std::size_t>(i)])]};
    if (passes(dice)) {
      sixths += 6;
    } else {
      int best = 0;
      for (int d = 0; d < n; ++d) {
        if (e.color != Any && e.color != dice[static_cast<std::size_t>(d)].color) continue;
        std::vector<MatchDie> changed = dice;
        if (e.kind == EffectKind::AddValue) {
          changed[static_cast<std::size_t>(d)].value += e.amount;
          best = std::max(best, passes(changed) ? 6 : 0);
        } else {
          int good = 0;
          for (int f = 1; f <= 6; ++f) {
            changed[static_cast<std::size_t>(d)].value = f + mods.bonus[static_cast<std::size_t>(changed[static_cast<std::size_t>(d)].color)];
            good += passes(changed) ? 1 : 0;
          }
          best = std::max(best, good);
        }
      }
      sixths += static_cast<std::uint64_t>(best);
    }
    for (int i = 0; i < n; ++i) {
      if (++face[static_cast<std::size_t>(i)] <= 6) break;
      face[static_cast<std::size_t>(i)] = 1;
    }
  }
  return static_cast<double>(sixths) / (6.0 * static_cast<double>(outcomes));
}

}  // namespace

TEST_CASE("chances: the test being prepared counts raised requirements, modifiers and gems", "[R5.3][R5.4][R5.12][R7.4]") {
  GameOptions o = on_node(2, 2, {"bonus_yellow"});  // d1_c: red 3 and blue 5
  o.start.raised.push_back(RaisedStart{2, {Requirement{Yellow, 4}}});
  Game g = new_game(o);
  play(g, ChooseOption{0});
  const Observation seen = g.observe(0);
  const DiceCounts pick{{1, 1, 1, 0}};
  TestOption full = option_at(g, 2, 0);
  full.require.push_back(Requirement{Yellow, 4});
  const RollModifiers mods = roll_modifiers(test_content(), seen.state(), 0);
  CHECK(mods.bonus[static_cast<std::size_t>(Yellow)] == 1);

  const auto q = test_odds_query(test_content(), seen, pick);
  REQUIRE(q);
  CHECK(q->require == full.require);
  CHECK(q->gems == 2);
  const auto c = test_chance(test_content(), seen, pick);
  REQUIRE(c);
  CHECK(c->now == pass_probability(pick, full, mods, 0));
  CHECK(c->with_gems == pass_probability(pick, full, mods, 2));
  CHECK(c->with_gems > c->now);
  CHECK_FALSE(c->estimated);
  CHECK(roll_chance(test_content(), seen, pick) == c->now);
  // Without the raised requirement the chance is higher: it was counted.
  CHECK(c->now < pass_probability(pick, option_at(g, 2, 0), mods, 0));
  // Nothing to say with no die chosen, or outside a test.
  CHECK_FALSE(test_chance(test_content(), seen, DiceCounts{}));
  Game idle = new_game(o);
  CHECK_FALSE(test_chance(test_content(), idle.observe(0), pick));
}

TEST_CASE("chances: gems counted at most six, and equal queries share a key", "[R5.4]") {
  Game g = new_game(on_node(2, 9));
  play(g, ChooseOption{0});
  const auto q = test_odds_query(test_content(), g.observe(0), DiceCounts{{1, 1, 0, 0}});
  REQUIRE(q);
  CHECK(q->gems == kChanceMaxGems);
  OddsQuery other = *q;
  CHECK(odds_key(other) == odds_key(*q));
  other.gems = 1;
  CHECK(odds_key(other) != odds_key(*q));
}

TEST_CASE("chances: past the exact limits, a seeded estimate that is never shown as 0%", "[R5.3][R5.4]") {
  OddsQuery q;
  q.dice = DiceCounts{{13, 13, 0, 0}};  // 26 dice: beyond what the exact method counts
  q.require = {Requirement{Red, 6}, Requirement{Blue, 6}};
  q.gems = 2;
  REQUIRE_FALSE(compute_odds(q));
  const TestChance a = answer_test_odds(q);
  const TestChance b = answer_test_odds(q);
  CHECK(a.estimated);
  CHECK(a.with_gems == b.with_gems);  // seeded: the same query, the same figure
  CHECK(a.estimate_error > 0);
  // Each colour's 13 dice miss a 6 with (5/6)^13: the true chance is about 0.95.
  const double exact_no_gems = std::pow(1 - std::pow(5.0 / 6.0, 13), 2);
  CHECK(a.now == Approx(exact_no_gems).margin(0.02));
  CHECK(a.with_gems >= a.now);
  CHECK(odds_work(q) > kOddsQuickWork);
}

TEST_CASE("chances: the work a query costs tells a quick one from a long one", "[R5.4]") {
  OddsQuery small;
  small.dice = DiceCounts{{2, 1, 0, 0}};
  small.require = {Requirement{Red, 4}};
  small.gems = 2;
  CHECK(odds_work(small) <= kOddsQuickWork);
  OddsQuery big;
  big.dice = DiceCounts{{6, 6, 4, 2}};
  big.require = {Requirement{Any, 2}, Requirement{Any, 3}, Requirement{Any, 4}, Requirement{Any, 5}, Requirement{Any, 6}};
  big.gems = 6;
  CHECK(odds_work(big) > kOddsQuickWork);
}

TEST_CASE("chances: an option's best chance is every die it allows, the best of all dice choices", "[R5.2][R5.3][R5.12]") {
  for (int node : {0, 2, 5, 8}) {
    GameOptions o = on_node(node, 0);
    if (node == 5) o.start.raised.push_back(RaisedStart{5, {Requirement{Blue, 3}}});
    Game g = new_game(o);
    const Observation seen = g.observe(0);
    const Node& n = seen.state().board[static_cast<std::size_t>(node)];
    const auto& card = test_content().cards[static_cast<std::size_t>(n.card)];
    for (int i = 0; i < static_cast<int>(card.options.size()); ++i) {
      TestOption opt = card.options[static_cast<std::size_t>(i)];
      opt.require.insert(opt.require.end(), n.raised.begin(), n.raised.end());
      double best = 0;  // every choice of pool dice, one by one
      DiceCounts d;
      for (d[Red] = 0; d[Red] <= kFull[Red]; ++d[Red])
        for (d[Blue] = 0; d[Blue] <= kFull[Blue]; ++d[Blue])
          for (d[Yellow] = 0; d[Yellow] <= kFull[Yellow]; ++d[Yellow])
            for (d[Black] = 0; d[Black] <= kFull[Black]; ++d[Black])
              if (d.total() > 0) best = std::max(best, pass_probability(d, opt, {}, 0));
      INFO("node " << node << " option " << i);
      CHECK(option_chance(test_content(), seen, 0, i) == best);
    }
    CHECK(option_chance(test_content(), seen, 0, 9) == 0.0);
  }
}

TEST_CASE("chances: whether any roll of a pool could meet a test", "[R5.3][R5.7]") {
  const TestOption red_five{{Requirement{Red, 5}}, {}, {}, {}};
  CHECK(can_ever_pass(DiceCounts{{1, 0, 0, 0}}, red_five));
  CHECK_FALSE(can_ever_pass(DiceCounts{{0, 2, 0, 0}}, red_five));  // no red die to show it
  CHECK(can_ever_pass(DiceCounts{{0, 0, 0, 1}}, red_five));        // a black die fits any colour
  TestOption no_black = red_five;
  no_black.forbid = {Black};
  CHECK_FALSE(can_ever_pass(DiceCounts{{0, 0, 0, 1}}, no_black));
  const TestOption two{{Requirement{Any, 2}, Requirement{Any, 2}}, {}, {}, {}};
  CHECK_FALSE(can_ever_pass(DiceCounts{{1, 0, 0, 0}}, two));
  CHECK(can_ever_pass(DiceCounts{{1, 1, 0, 0}}, two));
}

TEST_CASE("chances: an item's or the ability's help, counted over every outcome", "[R7.4][R3.3][R5.3]") {
  Game g = new_game(on_node(2, 0, {"add_two_red", "reroll_any", "sword_big", "bonus_yellow", "pool_red"}));
  play(g, ChooseOption{0});
  const Observation seen = g.observe(0);
  const std::vector<RollHelper> helpers = roll_helpers(test_content(), seen);
  // The ability first; pool and passive items never act on a roll.
  REQUIRE(helpers.size() == 4);
  CHECK(helpers[0].item == -1);
  for (const RollHelper& h : helpers)
    if (h.item >= 0) {
      const Usage u = test_content().equipment[static_cast<std::size_t>(seen.state().players[0].items[static_cast<std::size_t>(h.item)].item)].usage;
      CHECK(u != Usage::Pool);
      CHECK(u != Usage::Passive);
    }
  const RollModifiers mods = roll_modifiers(test_content(), seen.state(), 0);
  const TestOption& opt = option_at(g, 2, 0);
  for (const DiceCounts pick : {DiceCounts{{1, 1, 0, 0}}, DiceCounts{{2, 2, 0, 0}}, DiceCounts{{2, 2, 2, 1}}, DiceCounts{{0, 2, 1, 0}}})
    for (const RollHelper& h : helpers) {
      const auto c = chance_with_effect(test_content(), seen, pick, *h.effect);
      REQUIRE(c);
      INFO("dice " << pick.total() << " helper " << h.item);
      CHECK(*c == sequence_reference(opt.require, opt.forbid, mods, pick, *h.effect));
    }
  // Effects that do not change a rolled die, and more dice than the limit, say nothing.
  CHECK_FALSE(chance_with_effect(test_content(), seen, DiceCounts{{1, 0, 0, 0}}, test_content().equipment[static_cast<std::size_t>(equipment_id("potion"))].effect));

  const auto helped = best_helped_chance(test_content(), seen, DiceCounts{{1, 1, 0, 0}});
  REQUIRE(helped);
  CHECK(helped->now == roll_chance(test_content(), seen, DiceCounts{{1, 1, 0, 0}}));
  REQUIRE(helped->best);
  CHECK(helped->with_help > helped->now);
  for (const RollHelper& h : helpers)
    CHECK(*chance_with_effect(test_content(), seen, DiceCounts{{1, 1, 0, 0}}, *h.effect) <= helped->with_help);
}

TEST_CASE("chances: no help figure past the dice limit", "[R7.4]") {
  GameOptions o = on_node(2, 0, {"reroll_any"});
  seat_start(o, 0).pool = DiceCounts{{3, 3, 2, 1}};
  Game g = new_game(o);
  play(g, ChooseOption{0});
  const Effect& reroll = test_content().equipment[static_cast<std::size_t>(equipment_id("reroll_any"))].effect;
  CHECK(chance_with_effect(test_content(), g.observe(0), DiceCounts{{3, 3, 2, 0}}, reroll));
  CHECK_FALSE(chance_with_effect(test_content(), g.observe(0), DiceCounts{{3, 3, 2, 1}}, reroll));
}

TEST_CASE("chances: a roll read against its requirements, with what could still save it", "[R5.3][R5.4][R7.4]") {
  SECTION("a die too low, and what would still work") {
    GameOptions o = on_node(2, 2, {"add_two_red"});  // d1_c: red 3 and blue 5
    o.scripted_dice = {2, 6};
    Game g = new_game(o);
    play(g, ChooseOption{0});
    play(g, RollDice{DiceCounts{{1, 1, 0, 0}}});
    const Observation seen = g.observe(0);
    const auto reading = read_roll(test_content(), seen);
    REQUIRE(reading);
    CHECK_FALSE(reading->passes);
    CHECK(reading->match == std::vector<int>{-1, 1});
    REQUIRE(reading->unmet.size() == 1);
    CHECK(reading->unmet[0].requirement == 0);
    CHECK(reading->unmet[0].dice == std::vector<DieNote>{{0, -1}});

    const auto rescue = roll_rescue(test_content(), seen, g.legal_actions());
    REQUIRE(rescue);
    const auto advice = advise_reroll(reading->dice, reading->require, {}, {}, 2);
    REQUIRE(advice);
    CHECK(rescue->gems.die == advice->die);
    CHECK(rescue->gems.pass_with_gems == advice->pass_with_gems);
    CHECK(reroll_advice(test_content(), seen, 1)->pass_with_gems[1] == Approx(4.0 / 6.0));
    // The ability (a reroll of any die) on the red die: 4 faces in 6; the +2 red item passes.
    REQUIRE(rescue->helpers.size() == 2);
    CHECK(rescue->helpers[0].helper.item == -1);
    CHECK(rescue->helpers[0].die == 0);
    CHECK(rescue->helpers[0].chance == Approx(4.0 / 6.0));
    CHECK(rescue->helpers[1].helper.item == 0);
    CHECK(rescue->helpers[1].die == 0);
    CHECK(rescue->helpers[1].chance == 1.0);
    // A helper no listed action uses is left out.
    const auto without = roll_rescue(test_content(), seen, {Action{Resolve{}}});
    REQUIRE(without);
    CHECK(without->helpers.empty());
  }
  SECTION("a die busy with another requirement") {
    GameOptions o = on_node(8, 0);  // b1_x: red 3 and any 3
    o.scripted_dice = {4, 1};
    Game g = new_game(o);
    play(g, ChooseOption{0});
    play(g, RollDice{DiceCounts{{1, 1, 0, 0}}});
    const auto reading = read_roll(test_content(), g.observe(0));
    REQUIRE(reading);
    CHECK_FALSE(reading->passes);
    CHECK(reading->match == std::vector<int>{0, -1});
    REQUIRE(reading->unmet.size() == 1);
    CHECK(reading->unmet[0].requirement == 1);
    CHECK(reading->unmet[0].dice == std::vector<DieNote>{{0, 0}, {1, -1}});
  }
  SECTION("a passing roll needs no rescue; before a roll there is nothing to read") {
    GameOptions o = on_node(2, 1);
    o.scripted_dice = {5, 6};
    Game g = new_game(o);
    play(g, ChooseOption{0});
    CHECK_FALSE(read_roll(test_content(), g.observe(0)));
    CHECK_FALSE(roll_rescue(test_content(), g.observe(0), g.legal_actions()));
    play(g, RollDice{DiceCounts{{1, 1, 0, 0}}});
    CHECK(read_roll(test_content(), g.observe(0))->passes);
    const auto rescue = roll_rescue(test_content(), g.observe(0), g.legal_actions());
    REQUIRE(rescue);
    CHECK(rescue->helpers.empty());
    CHECK(rescue->gems.die == -1);
  }
}

TEST_CASE("chances: an item that cannot save a roll alone is still offered with the gems after it", "[R5.4][R7.4]") {
  // d1_c: red 3 and blue 5; red 1 and blue 1 rolled. The +2 red item alone leaves the blue unmet,
  // one gem alone cannot fix two dice; the item and then the gem on the blue die: 2 faces in 6.
  GameOptions o = on_node(2, 1, {"add_two_red"});
  o.scripted_dice = {1, 1};
  Game g = new_game(o);
  play(g, ChooseOption{0});
  play(g, RollDice{DiceCounts{{1, 1, 0, 0}}});
  const Observation seen = g.observe(0);
  const auto rescue = roll_rescue(test_content(), seen, g.legal_actions());
  REQUIRE(rescue);
  CHECK((rescue->gems.pass_with_gems.empty() || rescue->gems.pass_with_gems.back() == 0));  // the gem alone: nothing
  REQUIRE(rescue->helpers.size() == 2);
  // The ability (reroll any die) then the gem: one of the two dice each, 4/6 * 2/6.
  CHECK(rescue->helpers[0].helper.item == -1);
  CHECK(rescue->helpers[0].chance == 0);
  CHECK(rescue->helpers[0].with_gems == Approx(8.0 / 36.0));
  CHECK(rescue->helpers[1].helper.item == 0);
  CHECK(rescue->helpers[1].chance == 0);
  CHECK(rescue->helpers[1].gems_die == 0);
  CHECK(rescue->helpers[1].with_gems == Approx(2.0 / 6.0));
  // Without a gem neither can save it: not offered.
  GameOptions none = on_node(2, 0, {"add_two_red"});
  none.scripted_dice = {1, 1};
  Game g0 = new_game(none);
  play(g0, ChooseOption{0});
  play(g0, RollDice{DiceCounts{{1, 1, 0, 0}}});
  const auto nothing = roll_rescue(test_content(), g0.observe(0), g0.legal_actions());
  REQUIRE(nothing);
  CHECK(nothing->helpers.empty());
}

TEST_CASE("chances: at a fork, each branch's next card with the dice still held", "[R5.9]") {
  // On the peddler (node 3) holding one black die: the upper card d1_d (black 2+, or any 3+) can be
  // passed, the lower d1_f needs two dice.
  GameOptions o = base_options(1);
  place_active(o, 3, DiceCounts{{0, 0, 0, 1}});
  Game g = new_game(o);
  play(g, MoveOn{});
  REQUIRE(g.pending().kind == DecisionKind::ChooseBranch);
  const auto outlooks = branch_outlooks(test_content(), g.observe(0), 0, g.legal_actions());
  REQUIRE(outlooks.size() == 2);
  CHECK(outlooks[0].branch == 0);
  CHECK(outlooks[0].node == 4);
  CHECK(outlooks[0].chance_now == Approx(5.0 / 6.0));
  CHECK(outlooks[1].node == 6);
  CHECK(outlooks[1].chance_now == 0);
  CHECK(card_chance_now(test_content(), g.observe(0), 0, 4) == Approx(5.0 / 6.0));
}

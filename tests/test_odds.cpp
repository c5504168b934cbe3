// Exact pass odds (R5.3) and best gem rerolls (R5.4), checked against brute force over every face
// sequence, against Monte Carlo on large rolls, and against values worked out by hand.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "highscore/matching.hpp"
#include "highscore/probability.hpp"
#include "highscore/rng.hpp"
#include "support_content.hpp"

using namespace hs;
using hs::testing::dice;

namespace {

OddsQuery query(DiceCounts dice, std::vector<Requirement> reqs, std::vector<Color> forbid = {}, int gems = 0) {
  OddsQuery q;
  q.dice = dice;
  q.require = std::move(reqs);
  q.forbid = std::move(forbid);
  q.gems = gems;
  return q;
}

double odds_of(const OddsQuery& q) {
  auto r = compute_odds(q);
  REQUIRE(r.ok());
  return r->probability;
}

// The colours of every die rolled, extra dice included, in a fixed order.
std::vector<Color> rolled_colours(const OddsQuery& q) {
  std::vector<Color> out;
  for (int c = 0; c < kDieColors; ++c) {
    const int n = q.dice.n[c] + (q.dice.n[c] > 0 ? q.mods.extra_dice[c] : 0);
    for (int i = 0; i < n; ++i) out.push_back(kAllDieColors[c]);
  }
  return out;
}

bool forbidden(const OddsQuery& q, Color c) { return std::find(q.forbid.begin(), q.forbid.end(), c) != q.forbid.end(); }

// R5.3 straight from the matcher, forbidden colours left out of the roll.
bool roll_passes(const OddsQuery& q, const std::vector<Color>& colours, const std::vector<int>& faces) {
  std::vector<MatchDie> usable;
  for (std::size_t i = 0; i < colours.size(); ++i)
    if (!forbidden(q, colours[i]))
      usable.push_back({colours[i], faces[i] + q.mods.bonus[static_cast<int>(colours[i])]});
  return match_dice(q.require, usable).has_value();
}

// Counts passing face sequences among all 6^n.
std::uint64_t brute_force_favourable(const OddsQuery& q) {
  const auto colours = rolled_colours(q);
  std::vector<int> faces(colours.size(), 1);
  std::uint64_t favourable = 0;
  for (;;) {
    favourable += roll_passes(q, colours, faces);
    std::size_t i = 0;
    while (i < faces.size() && faces[i] == 6) faces[i++] = 1;
    if (i == faces.size()) break;
    ++faces[i];
  }
  return favourable;
}

// Best chance with `gems` rerolls from a given roll, trying every die to reroll at every step.
double brute_force_best(const OddsQuery& q, const std::vector<Color>& colours, std::vector<int>& faces, int gems) {
  if (roll_passes(q, colours, faces)) return 1.0;
  if (gems == 0) return 0.0;
  double best = 0.0;
  for (std::size_t i = 0; i < faces.size(); ++i) {
    const int kept = faces[i];
    double sum = 0.0;
    for (int f = 1; f <= 6; ++f) {
      faces[i] = f;
      sum += brute_force_best(q, colours, faces, gems - 1);
    }
    faces[i] = kept;
    best = std::max(best, sum / 6.0);
  }
  return best;
}

double brute_force_with_gems(const OddsQuery& q) {
  const auto colours = rolled_colours(q);
  std::vector<int> faces(colours.size(), 1);
  double total = 0.0;
  std::uint64_t outcomes = 0;
  for (;;) {
    total += brute_force_best(q, colours, faces, q.gems);
    ++outcomes;
    std::size_t i = 0;
    while (i < faces.size() && faces[i] == 6) faces[i++] = 1;
    if (i == faces.size()) break;
    ++faces[i];
  }
  return total / static_cast<double>(outcomes);
}

Color random_requirement_colour(Rng& rng) { return static_cast<Color>(rng.below(5)); }

// A random query; `max_dice` counts the dice chosen, extra dice come on top.
OddsQuery random_query(Rng& rng, int max_dice, int max_reqs, bool with_mods) {
  OddsQuery q;
  const int n = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_dice)));
  for (int i = 0; i < n; ++i) ++q.dice.n[rng.below(4)];
  const int r = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_reqs)));
  for (int i = 0; i < r; ++i) q.require.push_back({random_requirement_colour(rng), 1 + static_cast<int>(rng.below(6))});
  if (rng.below(4) == 0) q.forbid.push_back(kAllDieColors[rng.below(4)]);
  if (with_mods) {
    if (rng.below(3) == 0) q.mods.bonus[rng.below(4)] = 1;
    if (rng.below(3) == 0) q.mods.extra_dice[rng.below(4)] = 1;
  }
  return q;
}

}  // namespace

TEST_CASE("odds worked out by hand", "[odds][R5.3]") {
  CHECK(odds_of(query(dice(1, 0, 0, 0), {{Color::Red, 4}})) == Approx(0.5).margin(1e-15));
  CHECK(odds_of(query(dice(0, 0, 1, 0), {{Color::Black, 1}})) == 0.0);  // yellow never fits black
  CHECK(odds_of(query(dice(0, 0, 0, 1), {{Color::Red, 6}})) == Approx(1.0 / 6).margin(1e-15));
  CHECK(odds_of(query(dice(1, 0, 0, 0), {{Color::Blue, 1}})) == 0.0);
  CHECK(odds_of(query(dice(0, 1, 0, 0), {{Color::Any, 1}})) == 1.0);
  // Two dice for two requirements of 4+: both must show 4+.
  CHECK(odds_of(query(dice(2, 0, 0, 0), {{Color::Red, 4}, {Color::Red, 4}})) == Approx(0.25).margin(1e-15));
  // One die can never serve two requirements.
  CHECK(odds_of(query(dice(1, 0, 0, 0), {{Color::Red, 1}, {Color::Red, 1}})) == 0.0);
  // At least one of two dice showing 6: 1 - (5/6)^2.
  CHECK(odds_of(query(dice(0, 2, 0, 0), {{Color::Blue, 6}})) == Approx(11.0 / 36).margin(1e-15));
  // red,red,yellow vs red:4, blue:3: the yellow must take blue (4/6) and a red must show 4+ (3/4).
  CHECK(odds_of(query(dice(2, 0, 1, 0), {{Color::Red, 4}, {Color::Blue, 3}})) == Approx(0.5).margin(1e-15));
}

TEST_CASE("the exact odds are a ratio of integer counts over 6^n", "[odds][R5.3]") {
  auto r = compute_odds(query(dice(2, 0, 1, 0), {{Color::Red, 4}, {Color::Blue, 3}}));
  REQUIRE(r.ok());
  CHECK(r->exact);
  CHECK(r->outcomes == 216);
  CHECK(r->favourable == 108);
}

TEST_CASE("forbidden colours count for nothing", "[odds][R5.3]") {
  CHECK(odds_of(query(dice(0, 0, 0, 1), {{Color::Red, 1}}, {Color::Black})) == 0.0);
  // The black die is out; the red must do it alone.
  CHECK(odds_of(query(dice(1, 0, 0, 1), {{Color::Red, 4}}, {Color::Black})) == Approx(0.5).margin(1e-15));
}

TEST_CASE("passive modifiers: +1 per colour and extra dice", "[odds][R5.3][R7.4]") {
  OddsQuery q = query(dice(1, 0, 0, 0), {{Color::Red, 4}});
  q.mods.bonus[static_cast<int>(Color::Red)] = 1;  // faces 3..6 now reach 4
  CHECK(odds_of(q) == Approx(4.0 / 6).margin(1e-15));
  q.mods.bonus = {0, 0, 0, 0};
  q.mods.extra_dice[static_cast<int>(Color::Red)] = 1;  // two red dice: 1 - (1/2)^2
  CHECK(odds_of(q) == Approx(0.75).margin(1e-15));
  // The extra die only comes when that colour is rolled.
  OddsQuery blue = query(dice(0, 1, 0, 0), {{Color::Any, 4}});
  blue.mods.extra_dice[static_cast<int>(Color::Red)] = 1;
  CHECK(odds_of(blue) == Approx(0.5).margin(1e-15));
  // A bonus can lift a die past a requirement no face reaches.
  OddsQuery seven = query(dice(1, 0, 0, 0), {{Color::Red, 7}});
  CHECK(odds_of(seven) == 0.0);
  seven.mods.bonus[0] = 2;
  CHECK(odds_of(seven) == Approx(2.0 / 6).margin(1e-15));
}

TEST_CASE("odds equal brute-force enumeration of every face sequence", "[odds][R5.3]") {
  Rng rng(20261121);
  for (int iteration = 0; iteration < 400; ++iteration) {
    const OddsQuery q = random_query(rng, 5, 4, true);
    auto r = compute_odds(q);
    REQUIRE(r.ok());
    const std::uint64_t favourable = brute_force_favourable(q);
    std::uint64_t outcomes = 1;
    for (std::size_t i = 0; i < rolled_colours(q).size(); ++i) outcomes *= 6;
    INFO("iteration " << iteration);
    CHECK(r->probability == Approx(static_cast<double>(favourable) / static_cast<double>(outcomes)).margin(1e-12));
    if (r->favourable != 0) {
      CHECK(r->favourable == favourable);
      CHECK(r->outcomes == outcomes);
    }
  }
}

TEST_CASE("odds on large rolls agree with Monte Carlo", "[odds][R5.3]") {
  Rng rng(77);
  for (int iteration = 0; iteration < 6; ++iteration) {
    OddsQuery q = random_query(rng, 10, 6, true);
    while (q.dice.total() < 7) ++q.dice.n[rng.below(4)];
    const double exact = odds_of(q);
    const auto colours = rolled_colours(q);
    const int samples = 40000;
    int passed = 0;
    std::vector<int> faces(colours.size());
    for (int s = 0; s < samples; ++s) {
      for (auto& f : faces) f = rng.die();
      passed += roll_passes(q, colours, faces);
    }
    const double estimate = static_cast<double>(passed) / samples;
    const double sigma = std::sqrt(std::max(exact * (1 - exact), 1e-4) / samples);
    INFO("iteration " << iteration << " exact " << exact << " estimate " << estimate);
    CHECK(std::abs(exact - estimate) < 5 * sigma);
  }
}

TEST_CASE("gems never lower the odds and match a brute-force best reroll", "[odds][R5.3][R5.4]") {
  Rng rng(4242);
  for (int iteration = 0; iteration < 60; ++iteration) {
    OddsQuery q = random_query(rng, 3, 3, iteration % 2 == 0);
    if (rolled_colours(q).size() > 3) q.mods.extra_dice = {0, 0, 0, 0};
    double previous = -1.0;
    for (int gems = 0; gems <= 2; ++gems) {
      q.gems = gems;
      const double p = odds_of(q);
      INFO("iteration " << iteration << " gems " << gems);
      CHECK(p >= previous - 1e-15);
      CHECK(p == Approx(brute_force_with_gems(q)).margin(1e-12));
      previous = p;
    }
  }
}

TEST_CASE("a gem reroll on a hopeful roll, worked by hand", "[odds][R5.4]") {
  // One red die vs red:4 with one gem: pass now (1/2) or reroll the failure (1/2 × 1/2).
  auto r = compute_odds(query(dice(1, 0, 0, 0), {{Color::Red, 4}}, {}, 1));
  REQUIRE(r.ok());
  CHECK(r->probability == Approx(0.75).margin(1e-15));
  CHECK(r->exact);
  CHECK(r->favourable == 27);
  CHECK(r->outcomes == 36);
  // Gems cannot help a die that can never fit.
  CHECK(odds_of(query(dice(0, 0, 1, 0), {{Color::Black, 1}}, {}, 3)) == 0.0);
}

TEST_CASE("reroll advice picks the die that can still make it", "[odds][R5.4]") {
  const std::vector<Requirement> reqs{{Color::Red, 4}, {Color::Blue, 5}};
  // The red 6 already serves red:4; the blue 2 must be rerolled.
  const std::vector<MatchDie> rolled{{Color::Red, 6}, {Color::Blue, 2}};
  auto advice = advise_reroll(rolled, reqs, {}, {}, 2);
  REQUIRE(advice.ok());
  CHECK(advice->die == 1);
  REQUIRE(advice->pass_with_gems.size() == 3);
  CHECK(advice->pass_with_gems[0] == 0.0);
  CHECK(advice->pass_with_gems[1] == Approx(2.0 / 6).margin(1e-15));
  CHECK(advice->pass_with_gems[2] == Approx(1 - (4.0 / 6) * (4.0 / 6)).margin(1e-15));
  // A roll that passes needs no reroll.
  auto done = advise_reroll({{Color::Red, 4}, {Color::Blue, 5}}, reqs, {}, {}, 2);
  REQUIRE(done.ok());
  CHECK(done->die == -1);
  CHECK(done->pass_with_gems[0] == 1.0);
  // Nothing can fit black: no reroll is advised.
  auto hopeless = advise_reroll({{Color::Red, 1}}, {{Color::Black, 1}}, {}, {}, 2);
  REQUIRE(hopeless.ok());
  CHECK(hopeless->die == -1);
}

TEST_CASE("reroll advice agrees with brute force on every tiny roll", "[odds][R5.4]") {
  Rng rng(99);
  for (int iteration = 0; iteration < 40; ++iteration) {
    OddsQuery q = random_query(rng, 3, 3, false);
    q.gems = 1 + static_cast<int>(rng.below(2));
    const auto colours = rolled_colours(q);
    std::vector<int> faces(colours.size());
    for (auto& f : faces) f = rng.die();
    std::vector<MatchDie> rolled;
    for (std::size_t i = 0; i < colours.size(); ++i) rolled.push_back({colours[i], faces[i]});
    auto advice = advise_reroll(rolled, q.require, q.forbid, {}, q.gems);
    REQUIRE(advice.ok());
    const double best = brute_force_best(q, colours, faces, q.gems);
    INFO("iteration " << iteration);
    CHECK(advice->pass_with_gems.back() == Approx(best).margin(1e-12));
    if (advice->die >= 0) {
      // Rerolling the advised die first, then playing on optimally, reaches the best chance.
      double sum = 0;
      const int kept = faces[advice->die];
      for (int f = 1; f <= 6; ++f) {
        faces[advice->die] = f;
        sum += brute_force_best(q, colours, faces, q.gems - 1);
      }
      faces[advice->die] = kept;
      CHECK(sum / 6 == Approx(best).margin(1e-12));
    }
  }
}

TEST_CASE("queries outside the exact method's limits are refused with a reason", "[odds]") {
  CHECK_FALSE(compute_odds(query(dice(-1, 0, 0, 0), {{Color::Red, 1}})).ok());
  CHECK_FALSE(compute_odds(query(dice(1, 0, 0, 0), {{Color::Red, 1}}, {}, -1)).ok());
  auto too_many = compute_odds(query(dice(10, 10, 5, 0), {{Color::Red, 1}}));
  REQUIRE_FALSE(too_many.ok());
  CHECK(too_many.refusal().reason.find("24") != std::string::npos);
  std::vector<Requirement> many(16, Requirement{Color::Any, 1});
  CHECK_FALSE(compute_odds(query(dice(5, 5, 5, 3), many)).ok());
  CHECK_FALSE(advise_reroll({{Color::Any, 3}}, {{Color::Red, 1}}, {}, {}, 1).ok());
}

TEST_CASE("a whole 18-die pool is answered exactly", "[odds][R5.3]") {
  auto r = compute_odds(query(dice(5, 5, 5, 3), {{Color::Red, 6}, {Color::Blue, 6}, {Color::Black, 6}, {Color::Any, 6}}));
  REQUIRE(r.ok());
  CHECK(r->exact);
  CHECK(r->probability > 0.0);
  CHECK(r->probability < 1.0);
}

TEST_CASE("many requirements: brute force at 7, Monte Carlo up to 14", "[odds][R5.3]") {
  Rng rng(31337);
  for (int iteration = 0; iteration < 3; ++iteration) {
    OddsQuery q;
    for (int i = 0; i < 7; ++i) ++q.dice.n[rng.below(4)];
    for (int i = 0; i < 7; ++i) q.require.push_back({random_requirement_colour(rng), 1 + static_cast<int>(rng.below(3))});
    auto r = compute_odds(q);
    REQUIRE(r.ok());
    CHECK(r->favourable == brute_force_favourable(q));
  }
  // Above 12 requirements the other exact counter takes over; "any" and red keep these passable.
  for (int reqs : {9, 11, 13, 14}) {
    OddsQuery q;
    for (int i = 0; i < 15; ++i) ++q.dice.n[rng.below(4)];
    for (int i = 0; i < reqs; ++i)
      q.require.push_back({rng.below(3) ? Color::Any : Color::Red, 1 + static_cast<int>(rng.below(3))});
    const double exact = odds_of(q);
    const auto colours = rolled_colours(q);
    std::vector<int> faces(colours.size());
    const int samples = 20000;
    int passed = 0;
    for (int s = 0; s < samples; ++s) {
      for (auto& f : faces) f = rng.die();
      passed += roll_passes(q, colours, faces);
    }
    const double estimate = static_cast<double>(passed) / samples;
    const double sigma = std::sqrt(std::max(exact * (1 - exact), 1e-4) / samples);
    INFO(reqs << " requirements: exact " << exact << " estimate " << estimate);
    CHECK(exact > 0.0);
    CHECK(std::abs(exact - estimate) < 5 * sigma);
  }
}

TEST_CASE("highscore-cli odds prints the chance and refuses bad arguments", "[odds][cli]") {
  const std::string cli = HS_CLI_PATH;
  std::string out;
  if (FILE* p = popen((cli + " odds --roll red,red,yellow --need red:4,blue:3 2>&1").c_str(), "r")) {
    char buf[256];
    while (fgets(buf, sizeof buf, p)) out += buf;
    CHECK(pclose(p) == 0);
  }
  CHECK(out.find("0.500000") != std::string::npos);
  auto exit_code = [&](const std::string& args) {
    const int status = std::system((cli + " odds " + args + " >/dev/null 2>&1").c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  };
  CHECK(exit_code("--roll red --need red:4 --gems 1") == 0);
  CHECK(exit_code("--roll purple --need red:4") == 2);
  CHECK(exit_code("--roll red --need red") == 2);
  CHECK(exit_code("--roll red --need red:4 --gems -1") == 2);
  CHECK(exit_code("--roll red") == 2);
  CHECK(exit_code("--roll red --need red:4 --frobnicate 1") == 2);
}

TEST_CASE("highscore-cli bench --quick --json reports every figure", "[odds][bot][cli]") {
  const std::string cli = HS_CLI_PATH;
  std::string out;
  if (FILE* p = popen((cli + " bench --quick --json 2>/dev/null").c_str(), "r")) {
    char buf[512];
    while (fgets(buf, sizeof buf, p)) out += buf;
    CHECK(pclose(p) == 0);
  }
  for (const char* key : {"\"cores\"", "\"random\"", "\"advisor\"", "\"engine_actions_per_s\"", "\"games_per_s\"",
                          "\"odds_typical\"", "\"odds_worst_10_dice\"", "\"odds_with_2_gems\"", "\"median_us\"",
                          "\"levels\"", "\"hard\"", "\"decision_p99_ms\""})
    CHECK(out.find(key) != std::string::npos);
  const int status = std::system((cli + " bench --frobnicate >/dev/null 2>&1").c_str());
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 2));
}

// `highscore-cli odds`: the exact chance that a roll passes a test option (R5.3), optionally with
// passive modifiers and gem rerolls under the best policy (R5.4). Bad arguments exit 2 with a reason.
#include <cstdio>
#include <optional>
#include <sstream>
#include <string>

#include "commands.hpp"
#include "highscore/probability.hpp"

namespace hs::cli {

namespace {

constexpr const char* kUsage =
    "usage: highscore-cli odds --roll COLOURS --need REQS [--forbid COLOURS] [--gems K]\n"
    "                          [--bonus COLOURS] [--extra COLOURS]\n"
    "  --roll   dice rolled, e.g. red,red,yellow (red, blue, yellow, black)\n"
    "  --need   requirements COLOUR:MIN, e.g. red:4,blue:3 (COLOUR may be any)\n"
    "  --forbid colours that cannot be used in this test\n"
    "  --gems   gems available for rerolls, used with the best policy (default 0)\n"
    "  --bonus  colours with a passive +1 on every die (repeat a colour for +2)\n"
    "  --extra  colours that roll one extra die whenever rolled (repeat for more)\n";

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::stringstream in(s);
  std::string part;
  while (std::getline(in, part, sep)) parts.push_back(part);
  if (!s.empty() && s.back() == sep) parts.push_back("");
  return parts;
}

// A die colour (never "any"), or a message saying what is wrong.
std::optional<Color> die_colour(const std::string& word, const std::string& option, std::string& error) {
  auto c = parse_color(word);
  if (!c || *c == Color::Any) {
    error = option + ": '" + word + "' is not a die colour (red, blue, yellow, black)";
    return std::nullopt;
  }
  return c;
}

std::optional<int> parse_int(const std::string& s) {
  if (s.empty() || s.size() > 3) return std::nullopt;
  int v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + (ch - '0');
  }
  return v;
}

int odds_fail(const std::string& message) {
  std::fprintf(stderr, "highscore-cli odds: %s\n%s", message.c_str(), kUsage);
  return 2;
}

}  // namespace

int cmd_odds(const Args& args) {
  OddsQuery query;
  bool have_roll = false, have_need = false;
  std::string error;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& flag = args[i];
    if (flag == "--help" || flag == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (i + 1 >= args.size()) return odds_fail(flag + " needs a value");
    const std::string& value = args[++i];
    if (flag == "--roll") {
      have_roll = true;
      for (const auto& word : split(value, ',')) {
        auto c = die_colour(word, "--roll", error);
        if (!c) return odds_fail(error);
        ++query.dice[*c];
      }
    } else if (flag == "--need") {
      have_need = true;
      for (const auto& word : split(value, ',')) {
        const auto parts = split(word, ':');
        if (parts.size() != 2) return odds_fail("--need: '" + word + "' is not COLOUR:MIN (e.g. red:4)");
        auto c = parse_color(parts[0]);
        if (!c) return odds_fail("--need: '" + parts[0] + "' is not a colour (red, blue, yellow, black, any)");
        auto min = parse_int(parts[1]);
        if (!min || *min < 1 || *min > 12) return odds_fail("--need: '" + parts[1] + "' is not a minimum from 1 to 12");
        query.require.push_back({*c, *min});
      }
    } else if (flag == "--forbid") {
      for (const auto& word : split(value, ',')) {
        auto c = die_colour(word, "--forbid", error);
        if (!c) return odds_fail(error);
        query.forbid.push_back(*c);
      }
    } else if (flag == "--gems") {
      auto k = parse_int(value);
      if (!k || *k > kOddsMaxGems) return odds_fail("--gems: '" + value + "' is not a count from 0 to " + std::to_string(kOddsMaxGems));
      query.gems = *k;
    } else if (flag == "--bonus" || flag == "--extra") {
      for (const auto& word : split(value, ',')) {
        auto c = die_colour(word, flag, error);
        if (!c) return odds_fail(error);
        ++(flag == "--bonus" ? query.mods.bonus : query.mods.extra_dice)[static_cast<int>(*c)];
      }
    } else {
      return odds_fail("unknown option '" + flag + "'");
    }
  }
  if (!have_roll || query.dice.total() == 0) return odds_fail("--roll with at least one die is required");
  if (!have_need || query.require.empty()) return odds_fail("--need with at least one requirement is required");

  auto odds = compute_odds(query);
  if (!odds) return odds_fail(odds.refusal().reason);
  if (odds->exact)
    std::printf("probability: %.9f  (%llu / %llu)\n", odds->probability,
                static_cast<unsigned long long>(odds->favourable), static_cast<unsigned long long>(odds->outcomes));
  else
    std::printf("probability: %.9f  (double precision: too many dice and gems for 64-bit counts)\n",
                odds->probability);
  return 0;
}

}  // namespace hs::cli

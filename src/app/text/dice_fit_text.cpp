// Words for the fit rule (see dice_fit_text.hpp), each list asked of the rule colour by colour.
#include "app/text/dice_fit_text.hpp"

#include <vector>

#include "app/text/action_text.hpp"

namespace hs::app {

namespace {

// "a", "a or b", "a, b or c" with the language's "or" (`last` is the key of the joining word).
std::string listed(const std::vector<std::string>& words, const StringTable& t, const char* last) {
  std::string s;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) s += i + 1 == words.size() ? t.get(last) : ", ";
    s += words[i];
  }
  return s;
}

}  // namespace

std::string met_by_colours(Color required, const StringTable& t, FitRule fits) {
  if (required == Color::Any) return t.get("fit.any_die");
  std::vector<std::string> words;
  if (fits(required, required)) words.push_back(color_word(t, required));
  for (Color c : kAllDieColors)
    if (c != required && fits(c, required)) words.push_back(t.format("fit.wild", {color_word(t, c)}));
  return words.empty() ? t.get("fit.no_die") : listed(words, t, "coach.or");
}

std::string met_by_line(const Requirement& r, const StringTable& t, FitRule fits) {
  return t.format("fit.met_by", {met_by_colours(r.color, t, fits), std::to_string(r.min)});
}

std::string die_fit_words(Color die, const StringTable& t, FitRule fits) {
  std::vector<std::string> others;
  bool every = true;
  for (Color c : kAllDieColors) {
    if (c == die) continue;
    if (fits(die, c)) others.push_back(color_word(t, c));
    else every = false;
  }
  const std::string own = color_word(t, die);
  if (others.empty()) return t.format("fit.die_own", {own});
  if (every) return t.format("fit.die_every", {own});
  return t.format("fit.die_also", {own, listed(others, t, "fit.and")});
}

}  // namespace hs::app

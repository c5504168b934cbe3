// Lesson placeholders filled from the content (see lesson_words.hpp): the lesson and the card can
// never disagree about what a test needs or pays.
#include "app/teach/tutorial/lesson_words.hpp"

#include <vector>

#include "app/text/action_text.hpp"
#include "app/text/dice_fit_text.hpp"

namespace hs::app {

namespace {

std::vector<std::string> split_fields(const std::string& s) {
  std::vector<std::string> out(1);
  for (char ch : s) {
    if (ch == ':') out.emplace_back();
    else out.back() += ch;
  }
  return out;
}

// "a", "a and b", "a, b and c" in the language of `words`.
std::string join_words(const StringTable& words, const std::vector<std::string>& parts) {
  if (parts.empty()) return "";
  std::string head = parts.front();
  for (std::size_t i = 1; i + 1 < parts.size(); ++i) head += ", " + parts[i];
  return parts.size() == 1 ? head : words.format("lesson.and", {head, parts.back()});
}

// The test `fields` name: a card's option (or + test), or a monster's test; nullptr when unknown.
const TestOption* named_test(const Content& content, const std::vector<std::string>& fields, std::string& error) {
  if (fields.size() < 2) return nullptr;
  const std::string& id = fields[1];
  if (const int m = content.monster_index(id); m >= 0) return &content.monsters[static_cast<std::size_t>(m)].test;
  const int c = content.card_index(id);
  if (c < 0) {
    error = "no card or monster called \"" + id + "\"";
    return nullptr;
  }
  const DungeonCard& card = content.cards[static_cast<std::size_t>(c)];
  const std::string opt = fields.size() > 2 ? fields[2] : "0";
  if (opt == "+") {
    if (!card.optional) error = "\"" + id + "\" has no + test";
    return card.optional ? &*card.optional : nullptr;
  }
  const std::size_t n = opt.size() == 1 && opt[0] >= '0' && opt[0] <= '9' ? static_cast<std::size_t>(opt[0] - '0') : 99;
  if (n >= card.options.size()) {
    error = "\"" + id + "\" has no option " + opt;
    return nullptr;
  }
  return &card.options[n];
}

std::string reward_words(const StringTable& words, const Reward& r) {
  std::vector<std::string> parts;
  if (r.coins > 0) parts.push_back(words.format(r.coins == 1 ? "lesson.coin" : "lesson.coins", {std::to_string(r.coins)}));
  if (r.gems > 0) parts.push_back(words.format(r.gems == 1 ? "lesson.gem" : "lesson.gems", {std::to_string(r.gems)}));
  return parts.empty() ? words.get("inspect.no_reward") : join_words(words, parts);
}

std::string needs_words(const StringTable& words, const TestOption& o) {
  // Equal requirements side by side read "yellow 4+ twice".
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < o.require.size();) {
    std::size_t same = 1;
    while (i + same < o.require.size() && o.require[i + same] == o.require[i]) ++same;
    const std::string one = requirement_words(words, o.require[i]);
    if (same == 2) parts.push_back(words.format("lesson.twice", {one}));
    else
      for (std::size_t k = 0; k < same; ++k) parts.push_back(one);
    i += same;
  }
  return join_words(words, parts);
}

std::string fill_one(const std::vector<std::string>& f, const Content& content, const StringTable& words, std::string& error) {
  if (f[0] == "name" && f.size() == 2) {
    if (const int m = content.monster_index(f[1]); m >= 0) return content.monsters[static_cast<std::size_t>(m)].name.in(words.language());
    if (const int c = content.card_index(f[1]); c >= 0) return content.cards[static_cast<std::size_t>(c)].name.in(words.language());
    error = "no card or monster called \"" + f[1] + "\"";
    return "";
  }
  if (f[0] == "diefit" && f.size() == 2) {  // what a die of that colour meets, asked of the rule (R5.3)
    const auto c = parse_color(f[1]);
    if (c && *c != Color::Any) return die_fit_words(*c, words);
    error = "\"" + f[1] + "\" is not a die colour";
    return "";
  }
  const bool of_test = f[0] == "need" || f[0] == "req" || f[0] == "metby" || f[0] == "reward";
  const TestOption* o = of_test ? named_test(content, f, error) : nullptr;
  if (!o) {
    if (error.empty()) error = "unknown placeholder \"" + f[0] + "\" (need, req, metby, reward, name, diefit)";
    return "";
  }
  if (f[0] == "need") return needs_words(words, *o);
  if (f[0] == "reward") return reward_words(words, o->reward);
  const std::size_t k = f.size() == 4 && f[3].size() == 1 && f[3][0] >= '0' && f[3][0] <= '9' ? static_cast<std::size_t>(f[3][0] - '0') : 99;
  if (k >= o->require.size()) {
    error = "{" + f[0] + ":...} needs the number of one of the test's requirements";
    return "";
  }
  if (f[0] == "metby") return met_by_line(o->require[k], words);
  return requirement_words(words, o->require[k]);
}

}  // namespace

std::string requirement_words(const StringTable& words, const Requirement& q) {
  return words.format("lesson.requirement", {color_word(words, q.color), std::to_string(q.min)});
}

std::string fill_lesson_text(const std::string& text, const Content& content, const StringTable& words, std::string& error) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t open = text.find('{', i);
    if (open == std::string::npos) {
      out += text.substr(i);
      break;
    }
    out += text.substr(i, open - i);
    const std::size_t close = text.find('}', open);
    if (close == std::string::npos) {
      error = "a \"{\" without its \"}\"";
      return text;
    }
    std::string problem;
    const std::string filled = fill_one(split_fields(text.substr(open + 1, close - open - 1)), content, words, problem);
    if (!problem.empty()) {
      error = text.substr(open, close - open + 1) + ": " + problem;
      return text;
    }
    out += filled;
    i = close + 1;
  }
  return out;
}

}  // namespace hs::app

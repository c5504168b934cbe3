// A refusal from the engine in the player's words: the string table's translation of its rule's
// reason where there is one, "not yet" for variants the engine does not play yet; always a sentence
// without rule IDs (the Rules screen is where rules are looked up by number).
#include "app/text/refusal_text.hpp"

#include <cctype>
#include <optional>
#include <vector>

#include "app/shell/app.hpp"

namespace hs::app {

namespace {

// "R9", "R9.7J", "R10.2": an R, digits, then dot-separated digit groups, maybe one capital letter.
std::size_t rule_id_length(const std::string& s, std::size_t at) {
  if (at >= s.size() || s[at] != 'R') return 0;
  std::size_t i = at + 1;
  auto digits = [&] {
    const std::size_t from = i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    return i > from;
  };
  if (!digits()) return 0;
  while (i + 1 < s.size() && s[i] == '.' && std::isdigit(static_cast<unsigned char>(s[i + 1]))) {
    ++i;
    digits();
  }
  if (i < s.size() && std::isupper(static_cast<unsigned char>(s[i]))) ++i;
  return i - at;
}

// The length of "(R9.1)", "(R9.1, R9.7)" or "(R9.1; R9.7)" at `at`, else 0.
std::size_t bracketed_rules_length(const std::string& s, std::size_t at) {
  if (s[at] != '(') return 0;
  std::size_t i = at + 1;
  for (;;) {
    const std::size_t n = rule_id_length(s, i);
    if (n == 0) return 0;
    i += n;
    if (i < s.size() && s[i] == ')') return i + 1 - at;
    if (i + 1 < s.size() && (s[i] == ',' || s[i] == ';') && s[i + 1] == ' ') i += 2;
    else return 0;
  }
}

// Lower-case letters whose capitals the Spanish texts need (UTF-8, two bytes each).
const char* const kAccented[][2] = {{"á", "Á"}, {"é", "É"}, {"í", "Í"}, {"ó", "Ó"}, {"ú", "Ú"}, {"ñ", "Ñ"}, {"ü", "Ü"}};

// Whether `text` reads as `pattern` with its "{0}", "{1}"... filled; the filled parts in `args`.
bool reads_as(const std::string& pattern, const std::string& text, std::vector<std::string>& args) {
  args.clear();
  std::size_t p = 0, t = 0;
  while (p < pattern.size()) {
    if (pattern[p] == '{' && p + 2 < pattern.size() && pattern[p + 2] == '}' && std::isdigit(static_cast<unsigned char>(pattern[p + 1]))) {
      const std::size_t next = pattern.find('{', p + 3);
      const std::string literal = pattern.substr(p + 3, next == std::string::npos ? std::string::npos : next - p - 3);
      const std::size_t at = literal.empty() ? text.size() : text.find(literal, t);
      if (at == std::string::npos) return false;
      const auto slot = static_cast<std::size_t>(pattern[p + 1] - '0');
      if (args.size() <= slot) args.resize(slot + 1);
      args[slot] = text.substr(t, at - t);
      t = at;
      p += 3;
      continue;
    }
    if (t >= text.size() || text[t] != pattern[p]) return false;
    ++p, ++t;
  }
  return t == text.size();
}

// The engine states its set-up refusals in English; the string table gives each, as the player reads
// it in English ("refusal.setup.*", numbers and names as {0}...), its words in the player's language.
std::optional<std::string> translated_setup_reason(const StringTable& t, const std::string& english) {
  static const std::string kPrefix = "refusal.setup.";
  std::vector<std::string> args;
  for (const std::string& key : t.keys("en"))
    if (key.compare(0, kPrefix.size(), kPrefix) == 0 && reads_as(t.get_in("en", key), english, args)) return t.format(key, args);
  return std::nullopt;
}

}  // namespace

std::string player_sentence(std::string s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    if (const std::size_t n = bracketed_rules_length(s, i)) {
      while (!out.empty() && out.back() == ' ') out.pop_back();  // the space before the bracket
      i += n;
      continue;
    }
    out += s[i++];
  }
  const std::size_t first = out.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  out.erase(0, first);
  if (std::islower(static_cast<unsigned char>(out[0]))) {
    out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  } else {
    for (const auto& pair : kAccented)
      if (out.compare(0, 2, pair[0]) == 0) out.replace(0, 2, pair[1]);
  }
  return out;
}

std::string refusal_reason(const StringTable& t, const Refusal& r) {
  // Variants the engine does not play yet say so in the player's language; other reasons are the
  // engine's own words, translated where the string table knows the rule's reason.
  const std::string suffix = " is not available yet";
  const std::string& reason = r.reason;
  if (reason.size() > suffix.size() && reason.compare(reason.size() - suffix.size(), suffix.size(), suffix) == 0)
    return player_sentence(t.get("setup.not_yet"));
  if (!r.rule.empty() && t.has("en", "refusal." + r.rule)) return player_sentence(t.get("refusal." + r.rule));
  const std::string english = player_sentence(reason);
  if (auto words = translated_setup_reason(t, english)) return player_sentence(*words);
  return english;
}

std::string refusal_reason(const App& app, const Refusal& r) { return refusal_reason(app.strings, r); }

std::string refusal_text(const App& app, const Refusal& r) { return refusal_reason(app, r); }

}  // namespace hs::app

// A refusal from the engine in the player's words: the string table's sentence for its code where
// the engine gives one, else the engine's English; always a sentence without rule IDs (the Rules
// screen is where rules are looked up by number).
#include "app/text/refusal_text.hpp"

#include <cctype>

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
  // A coded refusal reads as its string ("refusal." + the code's name, arguments as {0}, {1}...); one
  // the engine has not coded yet keeps its own English words, without the rule IDs.
  if (r.code != RefusalCode::None) return player_sentence(t.format(refusal_key(r.code), r.args));
  return player_sentence(r.reason);
}

std::string refusal_key(RefusalCode code) { return "refusal." + std::string(refusal_code_name(code)); }

std::string refusal_reason(const App& app, const Refusal& r) { return refusal_reason(app.strings, r); }

std::string refusal_text(const App& app, const Refusal& r) { return refusal_reason(app, r); }

}  // namespace hs::app

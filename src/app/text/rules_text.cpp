// Parsing the rules for players: "# R5 Title" starts a section, "## R5.3 Title" a rule, an HTML
// comment line "<!-- key: value -->" sets the kind or picture of what came just before, blank lines
// separate paragraphs. The format is described in data/rules/README.md.
#include "app/text/rules_text.hpp"
#include "highscore/text_file.hpp"

#include <fstream>
#include <regex>
#include <sstream>

namespace hs::app {

namespace {

bool is_rule_id(const std::string& s) { return std::regex_match(s, std::regex(R"(R[0-9]+(\.[0-9]+)*J?)")); }

std::string trim(const std::string& s) {
  const auto a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  const auto b = s.find_last_not_of(" \t\r");
  return s.substr(a, b - a + 1);
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  for (const auto& x : v)
    if (x == s) return true;
  return false;
}

}  // namespace

const std::vector<std::string>& rule_pictures() {
  static const std::vector<std::string> p{"dice_substitution", "card_anatomy", "classic_layout", "turn_phases"};
  return p;
}

const std::vector<std::string>& rule_kinds() {
  static const std::vector<std::string> k{"standard", "variant", "mode", "app"};
  return k;
}

std::string fold_case(const std::string& s) {
  std::string out = s;
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::vector<std::string> rule_links(const std::string& paragraph) {
  std::vector<std::string> out;
  static const std::regex link(R"(\[(R[0-9]+(?:\.[0-9]+)*J?)\])");
  for (auto it = std::sregex_iterator(paragraph.begin(), paragraph.end(), link); it != std::sregex_iterator(); ++it)
    out.push_back((*it)[1].str());
  return out;
}

int RulesText::find(const std::string& id) const {
  for (std::size_t i = 0; i < entries.size(); ++i)
    if (entries[i].id == id) return static_cast<int>(i);
  return -1;
}

int RulesText::section_of(int entry) const {
  for (int i = entry; i >= 0; --i)
    if (entries[static_cast<std::size_t>(i)].section) return i;
  return entry;
}

std::vector<int> RulesText::rules_of(int section) const {
  std::vector<int> out;
  if (section < 0 || section >= static_cast<int>(entries.size()) || !entries[static_cast<std::size_t>(section)].section) return out;
  for (int i = section + 1; i < static_cast<int>(entries.size()) && !entries[static_cast<std::size_t>(i)].section; ++i) out.push_back(i);
  return out;
}

std::vector<int> RulesText::search(const std::string& query) const {
  std::vector<std::string> words;
  std::istringstream in(fold_case(query));
  for (std::string w; in >> w;) words.push_back(w);
  std::vector<int> out;
  if (words.empty()) return out;
  auto has_all = [&](const std::string& hay) {
    for (const auto& w : words)
      if (hay.find(w) == std::string::npos) return false;
    return true;
  };
  // Ranked: the rules whose ID and title hold every word first ("win" finds "Who wins" before a
  // rule that only mentions winning), then those whose content names do, then the text; reading
  // order within each.
  std::vector<int> by_title, by_name, by_text;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const RuleEntry& e = entries[i];
    const std::string title = fold_case(e.id + " " + e.title);
    std::string names;
    for (const auto& name : e.names) names += ' ' + fold_case(name);
    std::string hay = title + names;
    for (const auto& p : e.paragraphs) {
      hay += ' ';
      hay += fold_case(p);
    }
    if (!has_all(hay)) continue;
    const int at = static_cast<int>(i);
    if (has_all(title)) by_title.push_back(at);
    else if (has_all(title + names)) by_name.push_back(at);
    else by_text.push_back(at);
  }
  out = std::move(by_title);
  out.insert(out.end(), by_name.begin(), by_name.end());
  out.insert(out.end(), by_text.begin(), by_text.end());
  return out;
}

void add_content_names(RulesText& text, const Content& content) {
  const int ability = text.find("R3.3"), expert = text.find("R9.4.1");
  for (const Character& ch : content.characters) {
    if (ability >= 0) text.entries[static_cast<std::size_t>(ability)].names.push_back(ch.ability_name.in(text.language));
    if (expert >= 0) text.entries[static_cast<std::size_t>(expert)].names.push_back(ch.expert.name.in(text.language));
  }
}

RulesLoad parse_rules(const std::string& source, const std::string& file, const std::string& language) {
  RulesLoad out;
  out.text.language = language;
  auto error = [&](int line, const std::string& what) { out.errors.push_back(file + ":" + std::to_string(line) + ": " + what); };
  std::istringstream in(source);
  std::string raw, paragraph, section_kind = "standard";
  int n = 0;
  auto flush = [&] {
    if (!paragraph.empty() && !out.text.entries.empty()) out.text.entries.back().paragraphs.push_back(paragraph);
    paragraph.clear();
  };
  while (std::getline(in, raw)) {
    ++n;
    const std::string line = trim(raw);
    if (line.rfind("<!--", 0) == 0) {
      flush();
      const auto end = line.find("-->");
      const std::string body = trim(line.substr(4, end == std::string::npos ? std::string::npos : end - 4));
      const auto colon = body.find(':');
      if (out.text.entries.empty() || colon == std::string::npos) continue;  // the file's own header
      const std::string key = trim(body.substr(0, colon)), value = trim(body.substr(colon + 1));
      RuleEntry& e = out.text.entries.back();
      if (key == "kind") {
        if (!contains(rule_kinds(), value)) error(n, "unknown kind '" + value + "' (standard, variant, mode or app)");
        e.kind = value;
        if (e.section) section_kind = value;
      } else if (key == "picture") {
        if (!contains(rule_pictures(), value)) error(n, "unknown picture '" + value + "'");
        e.picture = value;
      } else {
        error(n, "unknown setting '" + key + "' (kind or picture)");
      }
      continue;
    }
    if (line.rfind("#", 0) == 0) {
      flush();
      const bool section = line.rfind("## ", 0) != 0;
      const std::string rest = trim(line.substr(section ? 1 : 2));
      const auto sp = rest.find(' ');
      RuleEntry e;
      e.id = rest.substr(0, sp);
      e.title = sp == std::string::npos ? "" : trim(rest.substr(sp + 1));
      e.section = section;
      e.line = n;
      if (!is_rule_id(e.id)) error(n, "a heading must start with a rule ID such as R5.3, not '" + e.id + "'");
      if (e.title.empty()) error(n, e.id + " has no title");
      if (out.text.find(e.id) >= 0) error(n, e.id + " appears twice");
      if (section) section_kind = "standard";
      e.kind = section_kind;
      out.text.entries.push_back(std::move(e));
      continue;
    }
    if (line.empty()) {
      flush();
      continue;
    }
    if (out.text.entries.empty()) {
      error(n, "text before the first heading");
      continue;
    }
    if (line.rfind("- ", 0) == 0) flush();  // each list item is its own paragraph
    paragraph += (paragraph.empty() ? "" : " ") + line;
  }
  flush();
  for (const RuleEntry& e : out.text.entries) {
    if (!e.section && e.paragraphs.empty()) error(e.line, e.id + " has no text");
    for (const auto& p : e.paragraphs)
      for (const auto& id : rule_links(p))
        if (out.text.find(id) < 0) error(e.line, e.id + " links to " + id + ", which is not in the text");
  }
  return out;
}

RulesLoad load_rules(const std::string& data_dir, const std::string& language) {
  const std::string path = data_dir + "/rules/" + language + ".md";
  auto text = read_text_file(path);  // capped by size, NUL bytes refused
  if (!text) {
    RulesLoad out;
    out.text.language = language;
    out.errors.push_back(text.refusal().reason);
    return out;
  }
  return parse_rules(text.value(), path, language);
}

}  // namespace hs::app

// The rules for players (data/rules/<lang>.md): parsed into sections and rules by ID, with their
// kind (standard game, variant, mode, app), pictures and cross-links. No SDL: the rules screen
// draws it, the tests validate it.
#pragma once
#include <string>
#include <vector>

#include "highscore/content.hpp"

namespace hs::app {

struct RuleEntry {
  std::string id;        // "R5", "R5.3", "R9.7J"
  std::string title;
  std::string kind;      // standard | variant | mode | app (a rule inherits its section's)
  std::string picture;   // "" or one of rule_pictures()
  std::vector<std::string> paragraphs;  // a paragraph starting with "- " is a list item
  std::vector<std::string> names;  // found by search, never shown: the content's names it governs
  bool section = false;  // "# R5 ..." rather than "## R5.3 ..."
  int line = 0;          // where it starts in the file, for messages
};

struct RulesText {
  std::string language;
  std::vector<RuleEntry> entries;  // in reading order: a section, then its rules
  // Index into entries, or -1.
  int find(const std::string& id) const;
  // The section an entry belongs to (its own index for a section).
  int section_of(int entry) const;
  // The rules under a section, in reading order (its whole text is theirs); empty for a rule.
  std::vector<int> rules_of(int section) const;
  // Entries whose ID, title, text or names contain every word of `query` (case-insensitive, accents
  // kept): those matched by their ID and title first, then by the content's names, then by text.
  std::vector<int> search(const std::string& query) const;
};

struct RulesLoad {
  RulesText text;
  std::vector<std::string> errors;  // "file:line: what is wrong"
};

RulesLoad parse_rules(const std::string& source, const std::string& file, const std::string& language);
// Reads <data_dir>/rules/<language>.md.
RulesLoad load_rules(const std::string& data_dir, const std::string& language);

// The characters' ability names (R3.3) and expert-ability names (R9.4.1), in the text's language,
// as names those rules are found by: searching "Sharp Elbows" leads to the rule that governs it.
void add_content_names(RulesText& text, const Content& content);

// The rule IDs written as links ("[R5.3]") in a paragraph, in order.
std::vector<std::string> rule_links(const std::string& paragraph);
// The pictures the app knows how to draw.
const std::vector<std::string>& rule_pictures();
// The kinds an entry may have.
const std::vector<std::string>& rule_kinds();
// Lower-case ASCII letters (UTF-8 left alone) for search.
std::string fold_case(const std::string& s);

}  // namespace hs::app

// The rules for players (data/rules/en.md, es.md): every rule ID covered in both languages, the two
// languages in step, every cross-link resolving, and every rule the engine or the tests cite explained.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "app/text/rules_text.hpp"
#include "app_test_support.hpp"

namespace fs = std::filesystem;
using namespace hs::app;

namespace {

std::vector<std::string> spec_rule_ids() {
  std::ifstream in(std::string(HS_TEST_DIR) + "/fixtures/rule_ids.txt");
  std::vector<std::string> ids;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') ids.push_back(line);
  return ids;
}

const RulesText& rules(const std::string& lang) {
  static std::map<std::string, RulesLoad> loaded;
  auto it = loaded.find(lang);
  if (it == loaded.end()) it = loaded.emplace(lang, load_rules(hs::default_data_dir(), lang)).first;
  for (const auto& e : it->second.errors) FAIL(e);
  return it->second.text;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Rule IDs quoted in the sources under `dir` (refusals such as {"R5.2", ...} and test tags [R5.3]).
std::set<std::string> cited_ids(const fs::path& dir, const std::regex& pattern) {
  std::set<std::string> out;
  for (const auto& f : fs::recursive_directory_iterator(dir)) {
    if (!f.is_regular_file() || (f.path().extension() != ".cpp" && f.path().extension() != ".hpp")) continue;
    if (f.path().filename() == "test_rules_text.cpp") continue;  // its own samples link to missing rules on purpose
    const std::string s = slurp(f.path());
    for (auto it = std::sregex_iterator(s.begin(), s.end(), pattern); it != std::sregex_iterator(); ++it)
      out.insert((*it)[1].str());
  }
  return out;
}

}  // namespace

TEST_CASE("rules text: every rule ID of the specification is explained, in order, in both languages", "[rules]") {
  const auto ids = spec_rule_ids();
  REQUIRE(ids.size() > 70);
  for (const std::string lang : {"en", "es"}) {
    const RulesText& t = rules(lang);
    std::vector<std::string> got;
    for (const auto& e : t.entries) got.push_back(e.id);
    CHECK(got == ids);
    for (const auto& e : t.entries) {
      INFO(lang << " " << e.id);
      CHECK(!e.title.empty());
      if (!e.section) CHECK(!e.paragraphs.empty());
    }
  }
}

TEST_CASE("rules text: English and Spanish say the same things in the same shape", "[rules]") {
  const RulesText &en = rules("en"), &es = rules("es");
  REQUIRE(en.entries.size() == es.entries.size());
  for (std::size_t i = 0; i < en.entries.size(); ++i) {
    const RuleEntry &a = en.entries[i], &b = es.entries[i];
    INFO(a.id);
    CHECK(a.id == b.id);
    CHECK(a.kind == b.kind);
    CHECK(a.picture == b.picture);
    CHECK(a.paragraphs.size() == b.paragraphs.size());
    std::vector<std::string> la, lb;
    for (const auto& p : a.paragraphs)
      for (const auto& l : hs::app::rule_links(p)) la.push_back(l);
    for (const auto& p : b.paragraphs)
      for (const auto& l : hs::app::rule_links(p)) lb.push_back(l);
    CHECK(la == lb);
    CHECK(a.title != b.title);  // translated, not copied
  }
}

TEST_CASE("rules text: variants and modes are marked as such, the standard game is not", "[rules][R9]") {
  const RulesText& t = rules("en");
  for (const auto& e : t.entries) {
    INFO(e.id);
    if (e.id.rfind("R9", 0) == 0) {
      CHECK((e.kind == "variant" || e.kind == "mode"));
    } else if (e.id.rfind("R10", 0) == 0) {
      CHECK(e.kind == "app");
    } else {
      CHECK(e.kind == "standard");
    }
  }
  CHECK(t.entries[static_cast<std::size_t>(t.find("R9.6"))].kind == "mode");
  CHECK(t.entries[static_cast<std::size_t>(t.find("R9.7J"))].kind == "mode");
  CHECK(t.entries[static_cast<std::size_t>(t.find("R9.8"))].kind == "mode");
  CHECK(t.entries[static_cast<std::size_t>(t.find("R9.1"))].kind == "variant");
  // Every picture the app draws is used somewhere.
  for (const auto& pic : rule_pictures()) {
    bool used = false;
    for (const auto& e : t.entries) used = used || e.picture == pic;
    CHECK(used);
  }
}

TEST_CASE("rules text: every rule the engine refuses with and every tested rule is explained", "[rules]") {
  const fs::path src = fs::path(HS_TEST_DIR) / ".." / "src";
  const auto refused = cited_ids(src, std::regex(R"re(\{"(R[0-9]+(?:\.[0-9]+)*J?)",)re"));
  const auto tagged = cited_ids(fs::path(HS_TEST_DIR), std::regex(R"(\[(R[0-9]+(?:\.[0-9]+)*J?)\])"));
  REQUIRE(refused.size() > 10);
  REQUIRE(tagged.size() > 20);
  for (const std::string lang : {"en", "es"})
    for (const auto& set : {refused, tagged})
      for (const auto& id : set) {
        INFO(lang << " " << id);
        CHECK(rules(lang).find(id) >= 0);
      }
}

TEST_CASE("rules text: mistakes are reported with file and line", "[rules]") {
  const std::string bad =
      "# R1 Box\n<!-- kind: weird -->\n## R1.1 Dice\nSee [R7.7].\n## Dice again\ntext\n## R1.1 Twice\n\n## R1.2 Empty\n";
  const RulesLoad r = parse_rules(bad, "x.md", "en");
  auto has = [&](const std::string& s) {
    for (const auto& e : r.errors)
      if (e.find(s) != std::string::npos) return true;
    return false;
  };
  CHECK(has("x.md:2: unknown kind 'weird'"));
  CHECK(has("x.md:3: R1.1 links to R7.7"));
  CHECK(has("x.md:5: a heading must start with a rule ID"));
  CHECK(has("x.md:7: R1.1 appears twice"));
  CHECK(has("x.md:9: R1.2 has no text"));
  CHECK(!load_rules("/nonexistent", "en").errors.empty());
}

TEST_CASE("rules text: search as you type finds the rule by words in either language", "[rules]") {
  const RulesText& en = rules("en");
  auto ids = [&](const RulesText& t, const std::string& q) {
    std::vector<std::string> out;
    for (int i : t.search(q)) out.push_back(t.entries[static_cast<std::size_t>(i)].id);
    return out;
  };
  const auto yellow = ids(en, "YELLOW die also fits");
  REQUIRE(!yellow.empty());
  CHECK(yellow.front() == "R5.3");
  CHECK(ids(en, "R6.4").front() == "R6.4");
  CHECK(ids(en, "zzqx").empty());
  CHECK(ids(rules("es"), "buhonero cura").size() >= 1);
  // A title match comes first: "win" selects "Who wins" (R8.2), not the first rule that mentions it.
  const auto win = ids(en, "win");
  REQUIRE(!win.empty());
  CHECK(win.front() == "R8.2");
  const RulesText& es = rules("es");
  const int who_wins = es.find("R8.2");
  REQUIRE(who_wins >= 0);
  const std::string es_title = es.entries[static_cast<std::size_t>(who_wins)].title;
  INFO("es title: " << es_title);
  CHECK(ids(es, fold_case(es_title)).front() == "R8.2");
}

TEST_CASE("rules text: a section holds the whole text of its rules, each once, and search still finds the rule", "[rules]") {
  for (const char* lang : {"en", "es"}) {
    INFO(lang);
    const RulesText& t = rules(lang);
    std::vector<int> read;  // every entry as the screen reads them: each section, then its rules
    for (int i = 0; i < static_cast<int>(t.entries.size()); ++i) {
      if (!t.entries[static_cast<std::size_t>(i)].section) {
        CHECK(t.rules_of(i).empty());  // a rule shows itself alone
        continue;
      }
      read.push_back(i);
      for (int r : t.rules_of(i)) {
        CHECK(t.section_of(r) == i);
        read.push_back(r);
      }
    }
    std::vector<int> all(t.entries.size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
    CHECK(read == all);
    // R5 reads whole down to R5.3; a search still lands on R5.3 itself.
    const auto in_r5 = t.rules_of(t.find("R5"));
    CHECK(std::find(in_r5.begin(), in_r5.end(), t.find("R5.3")) != in_r5.end());
  }
  CHECK(rules("en").search("YELLOW die also fits").front() == rules("en").find("R5.3"));
}

TEST_CASE("rules text: an ability's name from the content finds the rule that governs it", "[rules][R3.3][R9.4.1]") {
  const hs::Content& content = hs::app::test::full_content();
  for (const std::string lang : {"en", "es"}) {
    RulesText t = rules(lang);
    const auto found = [&](const std::string& q) {
      std::vector<std::string> out;
      for (int i : t.search(q)) out.push_back(t.entries[static_cast<std::size_t>(i)].id);
      return out;
    };
    const hs::Character& ch = content.characters.front();
    CHECK(found(ch.expert.name.in(lang)).empty());  // the rules' own words never name it
    add_content_names(t, content);
    for (const hs::Character& c : content.characters) {
      const auto expert = found(c.expert.name.in(lang));
      CHECK(std::find(expert.begin(), expert.end(), "R9.4.1") != expert.end());
      const auto ability = found(c.ability_name.in(lang));
      CHECK(std::find(ability.begin(), ability.end(), "R3.3") != ability.end());
    }
    // Any case, as typed: "sharp elbows" finds "Sharp Elbows".
    const auto lower = found(fold_case(ch.expert.name.in(lang)));
    CHECK(std::find(lower.begin(), lower.end(), "R9.4.1") != lower.end());
  }
}

TEST_CASE("README points only inside the repository, and to the rules text", "[rules]") {
  const fs::path root = fs::path(HS_TEST_DIR) / "..";
  const std::string readme = slurp(root / "README.md");
  CHECK(readme.find("data/rules/en.md") != std::string::npos);
  static const std::regex link(R"(\]\(([^)#]+)\))");
  for (auto it = std::sregex_iterator(readme.begin(), readme.end(), link); it != std::sregex_iterator(); ++it) {
    const std::string target = (*it)[1].str();
    INFO(target);
    CHECK(target.find("://") == std::string::npos);
    CHECK(target.rfind("..", 0) != 0);
    CHECK(fs::exists(root / target));
  }
}

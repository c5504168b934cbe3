// Which dice meet which requirement is taught in words made from the fit rule (R5.3): the
// inspection's "met by", the lesson's sentences and the rules screen's dice table say exactly what
// die_fits does, and would follow it if the rule changed.
#include <regex>

#include "app/teach/tutorial/lesson_words.hpp"
#include "app/text/action_text.hpp"
#include "app/text/dice_fit_text.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

// Whether `colour` is named in `text` as a whole word.
bool names_colour(const std::string& text, const std::string& colour) {
  return std::regex_search(text, std::regex("(^|[^a-záéíóúñ])" + colour + "([^a-záéíóúñ]|$)"));
}

// Another rule, to see the words follow it: yellow no longer stands in, red stands in for blue.
constexpr bool other_rule(Color die, Color required) {
  if (required == Color::Any || die == required || die == Color::Black) return true;
  return die == Color::Red && required == Color::Blue;
}

}  // namespace

TEST_CASE("a requirement's 'met by' names exactly the colours the rule lets meet it, stand-ins marked", "[app][R5.3]") {
  for (const char* lang : {"en", "es"}) {
    INFO(lang);
    const StringTable& t = test::strings_in(lang);
    for (FitRule rule : {FitRule{&die_fits}, FitRule{&other_rule}}) {
      for (Color req : kAllDieColors) {
        const std::string line = met_by_line(Requirement{req, 4}, t, rule);
        INFO(line);
        CHECK(line.find('4') != std::string::npos);  // the number asked for
        for (Color die : kAllDieColors) {
          const std::string word = color_word(t, die);
          CHECK(names_colour(line, word) == rule(die, req));
          // A stand-in is marked as one; the requirement's own colour is not.
          const std::string wild = t.format("fit.wild", {word});
          CHECK((line.find(wild) != std::string::npos) == (die != req && rule(die, req)));
        }
      }
    }
    CHECK(met_by_line(Requirement{Color::Any, 2}, t) == t.format("fit.met_by", {t.get("fit.any_die"), "2"}));
  }
  // The rule's own words, in English as a player reads them.
  CHECK(met_by_line(Requirement{Color::Blue, 3}, test::strings_in("en")) == "Met by: blue, yellow (wild) or black (wild), showing 3 or more.");
  CHECK(met_by_line(Requirement{Color::Blue, 3}, test::strings_in("en"), &other_rule) == "Met by: blue, red (wild) or black (wild), showing 3 or more.");
}

TEST_CASE("what a die meets is said from the rule: own colour only, stands in for some, or for every colour", "[app][R5.3]") {
  const StringTable& en = test::strings_in("en");
  CHECK(die_fit_words(Color::Red, en) == "a red die meets red only");
  CHECK(die_fit_words(Color::Yellow, en) == "a yellow die meets yellow, and stands in for red and blue");
  CHECK(die_fit_words(Color::Black, en) == "a black die stands in for every colour");
  // Another rule, other words: nothing here is written down apart from the rule.
  CHECK(die_fit_words(Color::Yellow, en, &other_rule) == "a yellow die meets yellow only");
  CHECK(die_fit_words(Color::Red, en, &other_rule) == "a red die meets red, and stands in for blue");
  const StringTable& es = test::strings_in("es");
  for (Color die : kAllDieColors) {
    bool every = true;
    for (Color req : kAllDieColors) every = every && die_fits(die, req);
    if (every) {  // a die for every colour is said so, without a list
      CHECK(die_fit_words(die, es) == es.format("fit.die_every", {color_word(es, die)}));
      continue;
    }
    for (Color req : kAllDieColors) {
      if (die == req) continue;
      INFO(color_name(die) << " for " << color_name(req));
      CHECK(names_colour(die_fit_words(die, es), color_word(es, req)) == die_fits(die, req));
    }
  }
}

TEST_CASE("the first lesson teaches the chips from the rule and the card: its sentences are the rule's words", "[app][R5.3][tutorial]") {
  const Content& content = test::full_content();
  for (const char* lang : {"en", "es"}) {
    INFO(lang);
    const StringTable& t = test::strings_in(lang);
    const DungeonCard& corridor = content.cards[static_cast<std::size_t>(content.card_index("spike_corridor"))];
    std::string error;
    CHECK(fill_lesson_text("{metby:spike_corridor:0:0}", content, t, error) == met_by_line(corridor.options[0].require[0], t));
    CHECK(fill_lesson_text("{diefit:yellow}", content, t, error) == die_fit_words(Color::Yellow, t));
    CHECK(error.empty());
    CHECK(fill_lesson_text("{diefit:purple}", content, t, error) == "{diefit:purple}");
    CHECK(error.find("purple") != std::string::npos);
  }
}

// A hero's own ability introduces itself (issue 24): the first time a person can use it, in the
// ability's own words from the card set; once per hero, remembered in learning.json.
#include <algorithm>
#include <fstream>

#include "app/teach/ability_intro.hpp"
#include "app/teach/teach.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

bool ability_legal(const Game& g) {
  const auto actions = g.legal_actions();
  return std::any_of(actions.begin(), actions.end(), [](const Action& a) { return std::holds_alternative<UseAbility>(a); });
}

// Viggel (Nimble Fingers: reroll a rolled yellow die) on the Corridor of Pointy Regrets, one yellow
// die rolled: his ability can be used now.
Game viggel_rolled_yellow(const Content& content) {
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.first_player = 0;
  o.stacked["dungeon:1"] = {"spike_corridor"};
  auto made = Game::create(content, o, 3);
  REQUIRE(made.ok());
  Game g = made.value();
  REQUIRE(g.apply(ChooseOption{0}).ok());
  REQUIRE_FALSE(ability_legal(g));  // nothing rolled yet: nothing to reroll
  DiceCounts yellow;
  yellow[Color::Yellow] = 1;
  REQUIRE(g.apply(RollDice{yellow}).ok());
  REQUIRE(ability_legal(g));
  return g;
}

}  // namespace

TEST_CASE("a hero's ability is introduced the first time its person can use it, in the card set's words", "[app][R3.3]") {
  const Content& content = test::full_content();
  const Character& viggel = content.characters[static_cast<std::size_t>(content.character_index("viggel"))];
  Game g = viggel_rolled_yellow(content);
  for (const char* lang : {"en", "es"}) {
    INFO(lang);
    const auto in = ability_intro_due(g, true, {}, test::strings_in(lang));
    REQUIRE(in);
    CHECK(in->key == "viggel");
    CHECK(in->seat == 0);
    CHECK_FALSE(in->expert);
    CHECK(in->what == viggel.ability_text.in(lang));
    CHECK(in->title.find(viggel.ability_name.in(lang)) != std::string::npos);
    CHECK(in->title.find(viggel.name.in(lang)) != std::string::npos);
    CHECK(in->how.find(viggel.ability_name.in(lang)) != std::string::npos);
    CHECK(in->how.find('{') == std::string::npos);
  }
  CHECK_FALSE(ability_intro_due(g, false, {}, test::strings_in("en")));  // a bot's turn: nobody to tell
  // Not before it can be used: before the roll Viggel's ability has nothing to reroll.
  Game before = test::dice_being_chosen();
  CHECK_FALSE(ability_intro_due(before, true, {}, test::strings_in("en")));
}

TEST_CASE("the ability's words come from the card set: another text there is the text shown", "[app][R3.3]") {
  Content changed = test::full_content();
  Character& viggel = changed.characters[static_cast<std::size_t>(changed.character_index("viggel"))];
  viggel.ability_text.en = "Whistle once and a yellow die jumps again.";
  viggel.ability_name.en = "Quick Whistle";
  Game g = viggel_rolled_yellow(changed);
  const auto in = ability_intro_due(g, true, {}, test::strings_in("en"));
  REQUIRE(in);
  CHECK(in->what == "Whistle once and a yellow die jumps again.");
  CHECK(in->title.find("Quick Whistle") != std::string::npos);
}

TEST_CASE("a hero's ability is introduced once: a hero already introduced is not again, and the note goes once it is used", "[app][R3.3]") {
  const Content& content = test::full_content();
  Game g = viggel_rolled_yellow(content);
  std::set<std::string> seen;
  const auto first = ability_intro_due(g, true, seen, test::strings_in("en"));
  REQUIRE(first);
  seen.insert(first->key);
  CHECK_FALSE(ability_intro_due(g, true, seen, test::strings_in("en")));
  CHECK(ability_still_usable(g, *first));
  REQUIRE(g.apply(UseAbility{0}).ok());
  CHECK_FALSE(ability_still_usable(g, *first));  // used: the note has said its piece
  // Kept in learning.json with the modes' introductions, read back as written.
  test::TempDir dir("hs_abilities_seen");
  const std::string path = dir.file("learning.json");
  LearningPrefs p;
  p.abilities_seen = {"viggel", "nessa/expert"};
  p.intros_seen = {"standard"};
  REQUIRE_FALSE(save_learning(p, path));
  std::string warning;
  CHECK(load_learning(path, &warning) == p);
  CHECK(warning.empty());
  {
    std::ofstream(path) << R"({"tutorial": {"abilities_seen": [3], "intros_seen": ["azoz"]}})";
  }
  const LearningPrefs damaged = load_learning(path, &warning);
  CHECK(warning.find("abilities_seen") != std::string::npos);
  CHECK(damaged.abilities_seen.empty());
  CHECK(damaged.intros_seen == std::set<std::string>{"azoz"});
}

TEST_CASE("ability intro: the note holds the focus on Got it until the player moves the table's focus", "[app][focus][R3.3]") {
  AbilityIntroState A;
  CHECK_FALSE(A.holds_focus(-1));  // no note: the table's home has it
  A.shown = AbilityIntro{"viggel", 0, false, "Nimble Fingers", "", ""};
  CHECK(A.holds_focus(-1));        // shown, focus not moved: Enter presses Got it, not a pool die
  CHECK_FALSE(A.holds_focus(2));   // moved onto the table (Tab to the dice or the colour buttons)
}

// Lessons take their numbers from the card set (issue: the bats' lesson said blue 3+ while the
// card said blue 2+): no lesson file writes a requirement by hand, and every placeholder is filled
// with what the content really has, in both languages.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "app/teach/tutorial/lesson_words.hpp"
#include "app/teach/tutorial/tutorial.hpp"
#include "app_test_support.hpp"

namespace hs::app {
namespace {

std::string lesson_file_text(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

const TutorialStep* step_saying(const std::vector<TutorialScript>& scripts, const std::string& script_id, const std::string& words) {
  for (const TutorialScript& s : scripts)
    if (s.id == script_id)
      for (const TutorialLesson& l : s.lessons)
        for (const TutorialStep& st : l.steps)
          if (st.text.en.find(words) != std::string::npos) return &st;
  return nullptr;
}

}  // namespace

TEST_CASE("no lesson writes a requirement by hand: the numbers come from the cards", "[tutorial][R5.1]") {
  const std::regex by_hand(R"((red|blue|yellow|black|any|rojo|azul|amarillo|negro|cualquiera) [1-6]\+)");
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(default_data_dir() + "/tutorial")) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    const std::string text = lesson_file_text(entry.path());
    std::smatch m;
    const bool found = std::regex_search(text, m, by_hand);
    INFO(entry.path().filename().string() << ": written by hand: " << (found ? m.str() : ""));
    CHECK_FALSE(found);
  }
  CHECK(files >= 7);
}

TEST_CASE("lesson placeholders state exactly the card's requirements and rewards", "[tutorial][R5.1][R9.6.4]") {
  const Content& content = test::full_content();
  const TutorialsLoad load = load_tutorials(default_data_dir(), content, test::strings_in("en"));
  REQUIRE(load.errors.empty());
  // The bats: whatever the card set says, the two solo lessons say the same, in both languages.
  const Monster& bats = content.monsters[static_cast<std::size_t>(content.monster_index("lost_bats"))];
  REQUIRE(bats.test.require.size() == 1);
  StringTable en = test::strings_in("en"), es = test::strings_in("es");
  en.set_language("en");
  es.set_language("es");
  const std::string need_en = requirement_words(en, bats.test.require[0]), need_es = requirement_words(es, bats.test.require[0]);
  CHECK(need_en == "blue " + std::to_string(bats.test.require[0].min) + "+");
  for (const char* id : {"solo_azoz", "solo_hunter"}) {
    const TutorialStep* st = step_saying(load.scripts, id, need_en);
    INFO(id);
    REQUIRE(st);
    CHECK(st->text.es.find(need_es) != std::string::npos);
  }
  // No placeholder is left unfilled anywhere.
  for (const TutorialScript& s : load.scripts)
    for (const TutorialLesson& l : s.lessons)
      for (const TutorialStep& st : l.steps) {
        CHECK(st.text.en.find('{') == std::string::npos);
        CHECK(st.text.es.find('{') == std::string::npos);
      }
}

TEST_CASE("lesson placeholders: forms and mistakes named", "[tutorial]") {
  const Content& content = test::full_content();
  StringTable en = test::strings_in("en"), es = test::strings_in("es");
  en.set_language("en");
  es.set_language("es");
  std::string error;
  // The Minotaur's Maze, third option: yellow 5+, yellow 4+, any 4+ for 3 coins and 1 gem.
  const DungeonCard& maze = content.cards[static_cast<std::size_t>(content.card_index("minotaurs_maze"))];
  REQUIRE(maze.options.size() == 3);
  std::string expected;
  for (std::size_t i = 0; i < maze.options[2].require.size(); ++i)
    expected += (i == 0 ? "" : i + 1 == maze.options[2].require.size() ? " and " : ", ") + requirement_words(en, maze.options[2].require[i]);
  CHECK(fill_lesson_text("Needs {need:minotaurs_maze:2}.", content, en, error) == "Needs " + expected + ".");
  CHECK(error.empty());
  CHECK(fill_lesson_text("{reward:minotaurs_maze:2}", content, en, error) ==
        std::to_string(maze.options[2].reward.coins) + " coins and " + std::to_string(maze.options[2].reward.gems) + " gem");
  CHECK(fill_lesson_text("{name:lost_bats}", content, es, error) == "Murciélagos perdidos");
  CHECK(fill_lesson_text("{need:forgotten_storeroom:0}", content, en, error) == "any 2+ twice");
  CHECK(fill_lesson_text("{need:forgotten_storeroom:0}", content, es, error) == "cualquiera 2+ dos veces");
  CHECK(error.empty());
  fill_lesson_text("{need:no_such_card:0}", content, en, error);
  CHECK(error.find("no_such_card") != std::string::npos);
  error.clear();
  fill_lesson_text("{need:minotaurs_maze:7}", content, en, error);
  CHECK(error.find("no option 7") != std::string::npos);
  error.clear();
  fill_lesson_text("{colour:lost_bats}", content, en, error);
  CHECK(error.find("unknown placeholder") != std::string::npos);
}

}  // namespace hs::app

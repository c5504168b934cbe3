// The tutorial: a guided first game through the real engine (data/tutorial/first_game.json). A
// script of lessons, each a list of steps ("choose option 1", "put a blue die in the tray", "roll",
// "read this"); the table's own hit regions decide whether a click is the step asked for. No SDL:
// every lesson is played headless in the tests from its script to its end.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/session/session.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app/text/strings.hpp"
#include "highscore/content.hpp"

namespace hs::app {

struct TutorialStep {
  std::string kind;   // read option pick roll reroll ability item resolve rest optional skip_optional
                      // move_on branch buy heal leave fight dodge node player poison expert react
  int value = 0;      // option, branch, offer, item, lives, monster, node, expert target (-1: any offered);
                      // react: 1 accepts, 0 declines
  int die = -1;       // reroll / ability / item: the test die
  int trade_in = -1;  // buy: the owned item handed back
  std::vector<int> lives;  // poison: the lives each seat loses (R9.8)
  Color color = Color::Red;  // pick
  Color react_color = Color::Any;  // react: the pool die a shot is answered with ("color")
  Text text;          // what to click and why
  std::string rule;   // the rule it teaches ("" for none)
};

struct TutorialLesson {
  std::string id;
  Text title;
  Text recap;  // what the lesson taught, shown at its end (optional: empty in both languages)
  Text teaches;  // one line for the lesson list: what it teaches (every shipped lesson has one)
  std::vector<TutorialStep> steps;
  std::string end_decision;  // decision_name() expected when the lesson is over
  int end_level = 0;         // level the hero stands on at the end (0 = not checked)
};

struct TutorialScript {
  std::string id;  // the file's name without ".json": progress is remembered as "id/lesson id"
  std::string mode = "standard";     // standard, azoz, hunter, coop
  bool fourth_level = false;         // R9.7
  bool expert = false;               // R9.4
  bool exploration = false;          // R9.5
  std::string coop_map;              // R9.8
  std::vector<std::string> others;   // characters of further seats (co-op partners), played by the player too
  std::optional<int> node, lives;    // where the hero starts and with how many lives (default: as set-up)
  std::string character;
  std::map<std::string, std::vector<std::string>> stacked;
  std::vector<int> dice;
  std::vector<std::string> items;  // equipment the hero starts with
  int coins = 1, gems = 1;
  std::vector<TutorialLesson> lessons;
};

struct TutorialLoad {
  std::optional<TutorialScript> script;
  std::vector<std::string> errors;
};
// Texts may name a card's test by placeholder ({need:...}, lesson_words.hpp): `words` fills them in
// each language from the content, so a lesson never states a number the card does not have.
TutorialLoad parse_tutorial(const std::string& json_text, const std::string& file, const Content& content,
                            const StringTable& words);
TutorialLoad load_tutorial_file(const std::string& path, const Content& content, const StringTable& words);

// Every lesson file listed in data/tutorial/lessons.json, in the order the menu shows them.
struct TutorialsLoad {
  std::vector<TutorialScript> scripts;
  std::vector<std::string> errors;
};
TutorialsLoad load_tutorials(const std::string& data_dir, const Content& content, const StringTable& words);

// One lesson of one script, as the Tutorial menu lists them; `key` names its remembered progress.
struct LessonRef {
  int script = 0, lesson = 0;
  std::string key;
};
std::vector<LessonRef> lesson_list(const std::vector<TutorialScript>& scripts);

// A fresh tutorial game: the script's mode and seats (all the player's), stacked decks, scripted
// dice, the hero's starting kit and place.
Result<std::unique_ptr<Session>> tutorial_session(const Content& content, const TutorialScript& script);

// The region the step asks the player to click, in this layout (an item or ability chip that opens
// its uses counts as the way there); null for a "read" step or when it is not on screen.
const HitRegion* step_target(const TutorialStep& step, const TableLayout& layout, const TableUi& ui);
// Whether clicking `region` is what the step asks (or the way to it: an item's uses, a poison share
// moved towards the step's split).
bool step_accepts(const TutorialStep& step, const HitRegion& region, const TableUi& ui);
// Marks in `layout` the element the step points at (layout.guided), so the lesson's highlight is
// where the keyboard focus starts and Enter presses it; nothing for a "read" step.
void guide_layout(const TutorialStep* step, TableLayout& layout, const TableUi& ui);
// True when the step's click is a finishing one (not an intermediate chip that opens uses).
bool step_completes(const TutorialStep& step, const HitRegion& region, const TableUi& ui);

// Plays one step as the player would, clicking its target in a 1280x720 layout; "" when done, else
// what went wrong (a lesson that no longer fits the rules or the layout).
std::string play_step(const TutorialStep& step, Session& session, TableUi& ui);

// Where lesson `lesson` starts: a new game with every earlier lesson played.
Result<std::unique_ptr<Session>> tutorial_at(const Content& content, const TutorialScript& script, int lesson, int step,
                                             TableUi& ui);

// The tutorial being played (app.teach.tutorial): its scripts, where it is, the "not that one" flash.
struct TutorialState {
  bool active = false;
  const void* session = nullptr;  // the session the tutorial plays in
  std::vector<TutorialScript> scripts;  // data/tutorial/lessons.json, in menu order
  std::string error;
  int script = 0, lesson = 0, step = 0;
  std::string flash;  // "not that one" message
  std::uint32_t flash_until = 0;
  const TutorialScript* current_script() const {
    return script >= 0 && script < static_cast<int>(scripts.size()) ? &scripts[static_cast<std::size_t>(script)] : nullptr;
  }
};

}  // namespace hs::app

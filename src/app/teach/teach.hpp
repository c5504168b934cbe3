// What the app needs to teach the game: the rules screen's state, the inspect panel, the coach and
// the tutorial run, each a state of its own, plus the rules texts and the player's learning
// preferences (learning.json in the config dir). The
// screens live in rules_screen.cpp, teach_overlay.cpp (on the table) and tutorial_run.cpp.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <SDL.h>

#include "app/render/geometry.hpp"
#include "app/teach/ability_intro.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/teach/coach/hint_book.hpp"
#include "app/teach/inspect/inspect.hpp"
#include "app/text/rules_text.hpp"
#include "app/screens/rules/rules_view.hpp"
#include "app/teach/tutorial/tutorial.hpp"

namespace hs::app {

struct App;

// Persisted in $XDG_CONFIG_HOME/highscore/learning.json.
struct LessonProgress {
  int step = 0;       // where the lesson resumes
  bool done = false;  // played to its end at least once
  bool operator==(const LessonProgress&) const = default;
};
struct LearningPrefs {
  std::string coach = "auto";  // auto (on until a game has been finished), on, off
  int games_finished = 0;
  std::map<std::string, LessonProgress> lessons;  // by LessonRef::key
  std::string last_lesson;                        // the key of the lesson played last
  std::set<std::string> intros_seen;              // modes ("azoz", ...) whose introduction was shown
  std::set<std::string> abilities_seen;           // heroes ("viggel", "viggel/expert") whose ability was introduced
  // The older file's single position in the first game ({"lesson", "step", "done"}), read once and
  // turned into `lessons` when the scripts are known (load_teach).
  int legacy_lesson = -1, legacy_step = 0;
  bool legacy_done = false;
  bool operator==(const LearningPrefs&) const = default;
};
// A missing file gives the defaults. Values of the wrong type are skipped and the others kept; the
// file is then moved aside as "<path>.damaged" and `warning` says which value was wrong.
LearningPrefs load_learning(const std::string& path, std::string* warning = nullptr);
std::optional<std::string> save_learning(const LearningPrefs& p, const std::string& path);
std::string learning_path();

// Where the learning layer drew its buttons and panels this frame, for its clicks (owned by the
// layer over the table, teach_layers.hpp).
struct OverlayRects {
  Rect rules_button, coach_toggle, hint_button, hints_button;
  Rect inspect_panel, inspect_rule_button;
  Rect tut_panel, tut_next, tut_back, tut_restart, tut_leave;
};

// Each feature's state is its own (rules_view.hpp, inspect.hpp, coach.hpp, tutorial.hpp); Teach holds
// them with what they share: the rules texts, which every feature links to, and the preferences.
struct Teach {
  // --- the rules text, both languages, loaded at start
  RulesText rules_en, rules_es;
  std::string rules_error;
  const RulesText& rules(const std::string& lang) const { return lang == "es" ? rules_es : rules_en; }
  LearningPrefs prefs;  // the coach's setting and the lessons' progress
  float log_top = 0;  // where the coach or tutorial box over the log column ends (the log stops there)

  RulesView rules_view;  // the rules screen
  InspectState inspect;  // on the table
  CoachState coach;      // on the table
  TutorialState tutorial;
  AbilityIntroState ability;  // a hero's ability introduced the first time it can be used
};

// Start-up: rules texts and preferences.
void load_teach(App& app);
bool coach_on(const App& app);

// A click on the table that hit no region: say why it is not allowed now (or inspect it).
void explain_unhandled_click(App& app, Point p);
// The rule the table's current decision is about, for the Rules button.
std::string rule_for_now(const App& app);


// --scene rules|rules-search|tutorial[:FILE]|tutorial-menu|coach|inspect|inspect-purse|ability-intro: sets up the
// screen; "" or an error message.
std::string teach_scene(App& app, const std::string& scene, int steps);

}  // namespace hs::app

// What the app needs to teach the game: the rules screen's state, the inspect panel, the coach and
// the tutorial run, plus the player's learning preferences (learning.json in the config dir). The
// screens live in rules_screen.cpp, teach_overlay.cpp (on the table) and tutorial_run.cpp.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>

#include "app/geometry.hpp"
#include "app/coach.hpp"
#include "app/inspect.hpp"
#include "app/rules_text.hpp"
#include "app/search_box.hpp"
#include "app/tutorial.hpp"

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
  // The older file's single position in the first game ({"lesson", "step", "done"}), read once and
  // turned into `lessons` when the scripts are known (load_teach).
  int legacy_lesson = -1, legacy_step = 0;
  bool legacy_done = false;
  bool operator==(const LearningPrefs&) const = default;
};
LearningPrefs load_learning(const std::string& path);
std::optional<std::string> save_learning(const LearningPrefs& p, const std::string& path);
std::string learning_path();

struct Teach {
  // --- the rules text, both languages, loaded at start
  RulesText rules_en, rules_es;
  std::string rules_error;
  const RulesText& rules(const std::string& lang) const { return lang == "es" ? rules_es : rules_en; }

  // --- rules screen
  int shown = -1;              // entry shown on the right (-1: the first)
  std::vector<int> history;    // entries shown before, for Back
  SearchBox search;            // the search box (its text filters the list)
  float list_scroll = 0, text_scroll = 0;
  int back_screen = 0;         // the Screen to return to (as int)

  // --- inspect (table)
  std::string hover_key;
  std::uint32_t hover_since = 0;
  std::optional<Inspection> shown_inspection;  // on screen now (hovered or pinned)
  bool pinned = false;
  Point pinned_at;                 // a pinned inspection is read again there when the game changes
  std::uint64_t pinned_generation = 0;
  Rect inspect_panel, inspect_rule_button;
  int inspect_node = -1;  // --scene inspect: pin this board card's inspection once laid out
  bool inspect_purse = false;  // --scene inspect-purse: pin the first panel's lives/coins/gems

  // --- coach (table)
  LearningPrefs prefs;
  const void* counted_session = nullptr;  // the finished game already counted in games_finished
  const void* hints_session = nullptr;    // hints below belong to this session
  std::vector<std::string> hints;         // seen this game, newest last
  std::string hint_for;                   // the decision the current hint answers (log size + kind)
  bool show_hints = false;
  std::string cache_key;                  // coach texts are recomputed only when the game changes
  std::vector<std::string> coach_lines, why_lines, still_lines;
  Rect rules_button, coach_toggle, hint_button, hints_button;
  float log_top = 0;  // where the coach or tutorial box over the log column ends (the log stops there)

  // --- tutorial
  bool tutorial_active = false;
  const void* tutorial_session = nullptr;  // the session the tutorial plays in
  std::vector<TutorialScript> scripts;  // data/tutorial/lessons.json, in menu order
  std::string tutorial_error;
  int script = 0, lesson = 0, step = 0;
  std::string tutorial_flash;  // "not that one" message
  std::uint32_t flash_until = 0;
  Rect tut_panel, tut_next, tut_back, tut_restart, tut_leave;
  const TutorialScript* current_script() const {
    return script >= 0 && script < static_cast<int>(scripts.size()) ? &scripts[static_cast<std::size_t>(script)] : nullptr;
  }
};

// Start-up: rules texts and preferences.
void load_teach(App& app);
bool coach_on(const App& app);

// Rules screen.
void open_rules(App& app, const std::string& rule_id);
// When no test can be tried on the card (a peddler, no dice left): the text under `prefix`
// ("coach.", "table.tray_") saying to move on or to rest; empty when a test can be chosen.
std::string no_test_text(const Game& g, const StringTable& t, const std::string& prefix);
// The Hint button's answer: the advisor's pick with its reason, the party's co-op choices included.
std::optional<Hint> hint_now(const Game& g, const StringTable& t);
void draw_rules(App& app);
// Events the learning features take before the screens: F1, right-clicks, typing and the wheel on
// the rules screen, clicks on the table's overlay and the tutorial's refusals. True when taken.
bool teach_event(App& app, const SDL_Event& e);
// On the table, after it is drawn: rules button, coach panel, inspect panel, tutorial panel.
void draw_teach_overlay(App& app);
// The line under the chance to pass about gem rerolls ("" when none count); teach_chance.cpp.
std::string chance_gems_line(const App& app);
// A click on the table that hit no region: say why it is not allowed now (or inspect it).
void explain_unhandled_click(App& app, Point p);

// True while the session on the table is the tutorial's.
bool in_tutorial(const App& app);
// Tutorial. start_tutorial(app, script, lesson, step): that lesson of that script at that step.
void start_tutorial(App& app, int script, int lesson, int step);
// The lesson to offer next: the last one played if unfinished, else the first unfinished one (or
// the first lesson when all are done); its resume step in `step`.
LessonRef next_lesson(const std::vector<TutorialScript>& scripts, const LearningPrefs& prefs, int& step);
LessonRef next_lesson(const App& app, int& step);
// The Tutorial menu: every lesson with its progress.
void draw_tutorial_menu(App& app);
void leave_tutorial(App& app);
// Table clicks during the tutorial; true when the tutorial took the click (accepted or refused).
bool tutorial_click(App& app, Point p);
void draw_tutorial_panel(App& app, const Rect& area);

// --scene rules|rules-search|tutorial[:FILE]|tutorial-menu|coach|inspect|inspect-purse: sets up the screen; "" or an error message.
std::string teach_scene(App& app, const std::string& scene, int steps);

}  // namespace hs::app

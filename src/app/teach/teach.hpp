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

#include "app/render/geometry.hpp"
#include "app/teach/coach.hpp"
#include "app/teach/hint_book.hpp"
#include "app/teach/inspect.hpp"
#include "app/text/rules_text.hpp"
#include "app/screens/rules/search_box.hpp"
#include "app/teach/tutorial.hpp"

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

  // --- inspect (table)
  std::string hover_key;
  std::uint32_t hover_since = 0;
  Point hover_at;                  // the pointer when the hover was last looked at
  bool hover_needs_move = false;   // the thing came under a still pointer (the table changed): not hovered yet
  std::optional<Inspection> shown_inspection;  // on screen now (hovered or pinned)
  bool pinned = false;
  Point pinned_at;                 // a pinned inspection is read again there when the game changes
  std::uint64_t pinned_generation = 0;
  int inspect_node = -1;  // --scene inspect: pin this board card's inspection once laid out
  bool inspect_purse = false;  // --scene inspect-purse: pin the first panel's lives/coins/gems

  // --- coach (table)
  LearningPrefs prefs;
  const void* counted_session = nullptr;  // the finished game already counted in games_finished
  const void* hints_session = nullptr;    // the session the hints were last followed for
  HintBook hints;                         // asked this game, per seat (kept across Continue)
  std::string hint_for;                   // the decision the current hint answers (log size + kind)
  bool show_hints = false;
  std::string cache_key;                  // coach texts are recomputed only when the game changes
  std::vector<std::string> coach_lines, why_lines, still_lines;
  float log_top = 0;  // where the coach or tutorial box over the log column ends (the log stops there)

  // --- tutorial
  bool tutorial_active = false;
  const void* tutorial_session = nullptr;  // the session the tutorial plays in
  std::vector<TutorialScript> scripts;  // data/tutorial/lessons.json, in menu order
  std::string tutorial_error;
  int script = 0, lesson = 0, step = 0;
  std::string tutorial_flash;  // "not that one" message
  std::uint32_t flash_until = 0;
  const TutorialScript* current_script() const {
    return script >= 0 && script < static_cast<int>(scripts.size()) ? &scripts[static_cast<std::size_t>(script)] : nullptr;
  }
};

// Start-up: rules texts and preferences.
void load_teach(App& app);
bool coach_on(const App& app);

// A click on the table that hit no region: say why it is not allowed now (or inspect it).
void explain_unhandled_click(App& app, Point p);
// The rule the table's current decision is about, for the Rules button.
std::string rule_for_now(const App& app);


// --scene rules|rules-search|tutorial[:FILE]|tutorial-menu|coach|inspect|inspect-purse: sets up the screen; "" or an error message.
std::string teach_scene(App& app, const std::string& scene, int steps);

}  // namespace hs::app

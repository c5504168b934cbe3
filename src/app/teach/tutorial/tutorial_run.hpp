// The tutorial on the table (tutorial_run.cpp): its panel, its clicks and keys, starting and leaving.
#pragma once
#include <vector>

#include <SDL.h>

#include "app/render/geometry.hpp"
#include "app/teach/teach.hpp"
#include "app/teach/tutorial/tutorial.hpp"

namespace hs::app {

struct App;

// True while the session on the table is the tutorial's.
bool in_tutorial(const App& app);
// After the table's layout was rebuilt: in a lesson, its step's element takes the focus's home.
void guide_tutorial_focus(App& app);
// Number key n (0-based) in a lesson: what it presses at the table, judged by the lesson like a click.
bool tutorial_number(App& app, int n);
// Tutorial. start_tutorial(app, script, lesson, step): that lesson of that script at that step.
void start_tutorial(App& app, int script, int lesson, int step);
// The lesson to offer next: the last one played if unfinished, else the first unfinished one (or
// the first lesson when all are done); its resume step in `step`.
LessonRef next_lesson(const std::vector<TutorialScript>& scripts, const LearningPrefs& prefs, int& step);
LessonRef next_lesson(const App& app, int& step);
void leave_tutorial(App& app);
// Table clicks during the tutorial; true when the tutorial took the click (accepted or refused).
bool tutorial_click(App& app, Point p);
void draw_tutorial_panel(App& app, OverlayRects& rects, const Rect& area);
// Keys while the tutorial runs; a click on its panel (true when taken).
void tutorial_key(App& app, SDL_Keycode key);
bool tutorial_panel_click(App& app, const OverlayRects& rects, Point p);

}  // namespace hs::app

// The Tutorial menu: every lesson (the first game's, then the follow-up lessons of each mode) with
// its progress, the one to play next on top, and Back to the main menu.
#include <algorithm>

#include "app/shell/app.hpp"
#include "app/render/theme.hpp"
#include "app/screens/lessons/lessons_screen.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {

void draw_tutorial_menu(App& app) {
  Canvas& c = app.canvas;
  Pointer& p = app.pointer;
  const float W = app.vp.width, H = app.vp.height;
  const std::string& lang = app.settings.language;
  table_background(c, W, H);
  c.text(app.tr("menu.tutorial"), Font::Title, std::min(theme::kTitle, 56.f), theme::kGold, {W / 2, 62}, Align::Center);  // above the first button
  Teach& T = app.teach;
  const auto list = lesson_list(T.tutorial.scripts);
  if (list.empty()) {
    c.text(app.tr("tut.broken", {T.tutorial.error}), Font::Body, theme::kBody, theme::kBad, {W / 2, H / 2}, Align::Center);
  } else {
    int resume_step = 0;
    const LessonRef next = next_lesson(app, resume_step);
    const auto title_of = [&](const LessonRef& r) {
      return T.tutorial.scripts[static_cast<std::size_t>(r.script)].lessons[static_cast<std::size_t>(r.lesson)].title.in(lang);
    };
    const auto steps_of = [&](const LessonRef& r) {
      return static_cast<int>(T.tutorial.scripts[static_cast<std::size_t>(r.script)].lessons[static_cast<std::size_t>(r.lesson)].steps.size());
    };
    bool all_done = true;
    for (const LessonRef& r : list) all_done = all_done && T.prefs.lessons.count(r.key) && T.prefs.lessons.at(r.key).done;
    // What is next, said in words, and one click away.
    const float bw = std::min(760.f, W - 80), x0 = (W - bw) / 2;
    float y = 104;
    const std::string headline = all_done ? app.tr("teach.all_lessons_done")
                                 : resume_step > 0
                                     ? app.tr("teach.resume_lesson", {title_of(next), std::to_string(resume_step + 1), std::to_string(steps_of(next))})
                                     : app.tr("teach.start_lesson", {title_of(next)});
    if (button(c, p, {x0, y, bw, 48}, headline, true, ButtonStyle::Primary)) {
      start_tutorial(app, next.script, next.lesson, resume_step);
      return;
    }
    y += 66;
    // Each lesson with its length: its steps, and about how long they take (a step reads and plays in
    // some fifteen seconds).
    constexpr int kSecondsPerStep = 15;
    // Each row also says in one line what the lesson teaches, under its title.
    // Rows share the height above Back (a longer list gets lower rows, never runs under it).
    const float kRow = std::min(58.f, (H - 100 - y - 10) / static_cast<float>(std::max<std::size_t>(list.size(), 1)));
    panel(c, {x0 - 20, y - 14, bw + 40, static_cast<float>(list.size()) * kRow + 24});
    for (const LessonRef& r : list) {
      const auto it = T.prefs.lessons.find(r.key);
      const LessonProgress pr = it == T.prefs.lessons.end() ? LessonProgress{} : it->second;
      const std::string status = pr.done       ? app.tr("teach.lesson_status_done")
                                 : pr.step > 0 ? app.tr("tut.step", {std::to_string(pr.step + 1), std::to_string(steps_of(r))})
                                               : app.tr("teach.lesson_status_new");
      const Rect row{x0, y, bw - 190, kRow - 21};
      // A finished lesson starts over; an unfinished one resumes where it was left.
      if (button(c, p, row, title_of(r), true, r.key == next.key && !all_done ? ButtonStyle::Normal : ButtonStyle::Quiet)) {
        start_tutorial(app, r.script, r.lesson, pr.done ? 0 : pr.step);
        return;
      }
      // Beside the row, its status over its length: larger text grows as far as the row's height holds both.
      const float fit = std::min(1.f, (kRow - 6) / ((theme::kBody + theme::kSmall) * 1.1f));
      const float status_size = theme::kBody * fit, length_size = theme::kSmall * fit, spread = status_size / 15;
      const Font status_font = pr.done ? Font::Bold : Font::Body;
      c.text(status, status_font, c.fit_size(status, status_font, status_size, 190 - 24), pr.done ? theme::kGood : theme::kTextDim,
             {row.right() + 20, row.center().y - 9 * spread}, Align::Left);
      const int minutes = std::max(1, (steps_of(r) * kSecondsPerStep + 30) / 60);
      const std::string length = app.tr("teach.lesson_length", {std::to_string(steps_of(r)), std::to_string(minutes)});
      c.text(length, Font::Body, c.fit_size(length, Font::Body, length_size, 190 - 24), theme::kTextDim, {row.right() + 20, row.center().y + 10 * spread},
             Align::Left);
      const auto& lesson = T.tutorial.scripts[static_cast<std::size_t>(r.script)].lessons[static_cast<std::size_t>(r.lesson)];
      const std::string& teaches = lesson.teaches.in(lang);
      const float teaches_size = std::min(theme::kSmall, 17.f);  // the gap under the row is 21 units
      c.text(teaches, Font::Body, c.fit_size(teaches, Font::Body, teaches_size, row.w - 16), theme::kText, {row.x + 8, row.bottom() + 9},
             Align::Left);
      y += kRow;
    }
  }
  if (button(c, p, {W / 2 - 120, H - 80, 240, 50}, app.tr("common.back"), true, ButtonStyle::Quiet)) app.screens.replace(Screen::Menu);
}

}  // namespace hs::app

// The screen stack: which screen is shown, and the one way events, updates and drawing reach it.
#include "app/shell/screen_stack.hpp"

#include "app/screens/end/end_screen.hpp"
#include "app/screens/lessons/lessons_screen.hpp"
#include "app/screens/load/load_screen.hpp"
#include "app/screens/menu/menu_screen.hpp"
#include "app/screens/review/review_screen.hpp"
#include "app/screens/rules/rules_screen.hpp"
#include "app/screens/settings/settings_screen.hpp"
#include "app/screens/setup/setup_screen.hpp"
#include "app/shell/app.hpp"
#include "app/table/input/table_screen.hpp"

namespace hs::app {

const char* screen_name(Screen s) {
  switch (s) {  // no default: a new screen without a name is a compile warning (an error in CI)
    case Screen::Menu: return "menu";
    case Screen::Setup: return "setup";
    case Screen::Settings: return "settings";
    case Screen::Load: return "load";
    case Screen::Table: return "table";
    case Screen::End: return "end";
    case Screen::Rules: return "rules";
    case Screen::Tutorial: return "tutorial-menu";
    case Screen::Review: return "review";
  }
  return "unknown";
}

bool AppScreen::widget_intent(App& app, const Intent& i) {
  Pointer& p = app.pointer;
  const int n = static_cast<int>(p.last_focusables.size());
  const bool valid = p.focus >= 0 && p.focus < n;
  if (i.kind == Intent::Kind::Focus) {
    // The first key after the mouse shows where the focus is before it moves.
    if (!p.ring && valid) p.ring = true;
    else p.focus = step_focus(p.last_focusables, valid ? p.focus : -1, i.step), p.ring = true;
    return true;
  }
  if (i.kind == Intent::Kind::Activate && i.option < 0) {
    if (!p.ring || !valid) {  // nothing shown focused yet: show the first element, press nothing
      p.ring = true;
      if (!valid) p.focus = n > 0 ? 0 : -1;
      return true;
    }
    p.activate = true;  // the focused widget takes it while the next frame draws it
    return true;
  }
  return false;
}

bool AppScreen::handle(App& app, const InputEvent& e) {
  if (e.left_click()) {
    app.pointer.click = e.at;
    return true;
  }
  if (!e.intent) return false;
  if (widget_intent(app, *e.intent)) return true;
  if (e.intent->kind == Intent::Kind::Back) {
    app.screens.pop();  // back to the screen it was opened over; the main menu when there is none
    return true;
  }
  if (e.intent->kind == Intent::Kind::Menu) {
    app.screens.replace(Screen::Menu);
    return true;
  }
  return false;
}

std::unique_ptr<AppScreen> make_screen(Screen id) {
  switch (id) {  // no default: a new screen id without its type is a compile warning (an error in CI)
    case Screen::Menu: return std::make_unique<MenuScreen>();
    case Screen::Setup: return std::make_unique<SetupScreen>();
    case Screen::Settings: return std::make_unique<SettingsScreen>();
    case Screen::Load: return std::make_unique<LoadScreen>();
    case Screen::Table: return std::make_unique<TableScreen>();
    case Screen::End: return std::make_unique<EndScreen>();
    case Screen::Rules: return std::make_unique<RulesScreen>();
    case Screen::Tutorial: return std::make_unique<LessonsScreen>();
    case Screen::Review: return std::make_unique<ReviewScreen>();
  }
  return std::make_unique<MenuScreen>();
}

void ScreenStack::retire_all() {
  for (auto& s : stack_) retired_.push_back(std::move(s));
  stack_.clear();
}

void ScreenStack::replace(Screen id) {
  retire_all();
  app_.pointer.focus = -1;  // a new screen: its first element is focused first
  stack_.push_back(make_screen(id));
  stack_.back()->enter(app_);
}

void ScreenStack::push(Screen id) {
  app_.pointer.focus = -1;
  stack_.push_back(make_screen(id));
  stack_.back()->enter(app_);
}

void ScreenStack::pop() {
  if (stack_.size() <= 1) return replace(Screen::Menu);
  app_.pointer.focus = -1;
  retired_.push_back(std::move(stack_.back()));
  stack_.pop_back();
}

AppScreen& ScreenStack::top() {
  if (stack_.empty()) replace(Screen::Menu);
  return *stack_.back();
}

bool ScreenStack::handle(const InputEvent& e) {
  AppScreen& s = top();
  auto& layers = s.layers();
  for (auto it = layers.rbegin(); it != layers.rend(); ++it)
    if ((*it)->handle(app_, e)) return true;
  return s.handle(app_, e);
}

FrameNeed ScreenStack::update() {
  AppScreen& s = top();
  FrameNeed need = s.update(app_);
  for (auto& layer : s.layers()) need = combined(need, layer->update(app_));
  return need;
}

void ScreenStack::draw() {
  AppScreen& s = top();
  s.draw(app_);
  if (&top() != &s) return;  // it left while drawing (the table without a game): its layers are not shown
  for (auto& layer : s.layers()) layer->draw(app_);
}

}  // namespace hs::app

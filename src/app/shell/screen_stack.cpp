// The screen stack: which screen is shown, and the one way events, updates and drawing reach it.
#include "app/shell/screen_stack.hpp"

#include "app/screens/end/end_screen.hpp"
#include "app/screens/lessons/lessons_screen.hpp"
#include "app/screens/load/load_screen.hpp"
#include "app/screens/menu/menu_screen.hpp"
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
  }
  return "unknown";
}

bool AppScreen::handle(App& app, const InputEvent& e) {
  if (e.left_click()) {
    app.pointer.click = e.at;
    return true;
  }
  if (e.key() && e.sdl.key.keysym.sym == SDLK_ESCAPE) {
    app.screens.pop();  // back to the screen it was opened over; the main menu when there is none
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
  }
  return std::make_unique<MenuScreen>();
}

void ScreenStack::retire_all() {
  for (auto& s : stack_) retired_.push_back(std::move(s));
  stack_.clear();
}

void ScreenStack::replace(Screen id) {
  retire_all();
  stack_.push_back(make_screen(id));
  stack_.back()->enter(app_);
}

void ScreenStack::push(Screen id) {
  stack_.push_back(make_screen(id));
  stack_.back()->enter(app_);
}

void ScreenStack::pop() {
  if (stack_.size() <= 1) return replace(Screen::Menu);
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
  for (auto& layer : s.layers()) {
    const FrameNeed l = layer->update(app_);
    need.animating = need.animating || l.animating;
    need.quick = need.quick || l.quick;
  }
  return need;
}

void ScreenStack::draw() {
  AppScreen& s = top();
  s.draw(app_);
  if (&top() != &s) return;  // it left while drawing (the table without a game): its layers are not shown
  for (auto& layer : s.layers()) layer->draw(app_);
}

}  // namespace hs::app

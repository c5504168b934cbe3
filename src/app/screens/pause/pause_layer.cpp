// The pause menu over the table (see pause_layer.hpp).
#include "app/screens/pause/pause_layer.hpp"

#include <algorithm>
#include <ctime>
#include <filesystem>

#include "app/platform/save_files.hpp"
#include "app/render/text_field.hpp"
#include "app/render/theme.hpp"
#include "app/screens/intro/mode_intro_card.hpp"
#include "app/screens/rules/rules_screen.hpp"
#include "app/shell/app.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {

namespace {

// The mode and the date, made unique among the saves already there ("… (2)").
std::string fresh_save_name(App& app) {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  const std::string mode = app.tr("mode." + std::string(mode_name(app.session->game().options().mode)));
  return unused_save_name(saves_dir(), default_save_name(mode, tm));
}

std::string name_problem_text(App& app, const SaveNameProblem& p) {
  if (p.key == "save.name_char") return p.character.empty() ? app.tr("save.name_control") : app.tr(p.key, {p.character});
  if (p.key == "save.name_long") return app.tr(p.key, {std::to_string(kMaxSaveNameBytes)});
  return app.tr(p.key);
}

// The dialog's panel, centred, with its title; returns its inside.
Rect dialog(App& app, float w, float h, const std::string& title) {
  Canvas& c = app.canvas;
  const Rect r{(app.vp.width - w) / 2, (app.vp.height - h) / 2, w, h};
  panel(c, r, true);
  c.text(title, Font::Title, theme::kHeading, theme::kGold, {r.center().x, r.y + 36}, Align::Center);
  return r;
}

// The menu's rows, top to bottom, and whether each can be pressed now.
constexpr float kPauseRowW = 320, kPauseRowH = 44, kPauseRowGap = 10;
constexpr int kPauseRows = 6;
enum PauseRow { kPauseResume, kPauseSave, kPauseLoad, kPauseSettings, kPauseRules, kPauseMainMenu };
Rect pause_menu_box(const App& app) {
  const float w = kPauseRowW + 120, h = kPauseRows * (kPauseRowH + kPauseRowGap) + 170;
  return {(app.vp.width - w) / 2, (app.vp.height - h) / 2, w, h};
}
Rect pause_menu_row(const App& app, int i) {
  const Rect box = pause_menu_box(app);
  return {box.center().x - kPauseRowW / 2, box.y + 70 + static_cast<float>(i) * (kPauseRowH + kPauseRowGap), kPauseRowW, kPauseRowH};
}
bool pause_row_enabled(App& app, int i) {
  if (i == kPauseSave) return !in_tutorial(app);
  if (i == kPauseLoad) return app.content.has_value();
  return true;
}

}  // namespace

PauseLayer* pause_layer(App& app) {
  if (!app.screens.shows(Screen::Table)) return nullptr;
  for (auto& layer : app.screens.top().layers())
    if (auto* p = dynamic_cast<PauseLayer*>(layer.get())) return p;
  return nullptr;
}

bool open_pause(App& app, PauseLayer::View v) {
  PauseLayer* p = pause_layer(app);
  if (!p || !app.session) return false;
  p->show(app, v);
  return true;
}

void PauseLayer::show(App& app, View v) {
  if (view_ == View::Closed && v != View::Intro) want_picture_ = true;  // the table as the player left it, before the menu covers it
  if (view_ == View::Closed && v == View::Menu) {  // Resume has the focus, and the next key moves from there
    menu_focus_ = 0;
    app.pointer.focus = -1;
    view_ = v;
    own_focus(app);
  }
  if (v == View::Intro && app.session && app.content) {
    GameOptions o = app.session->game().options();
    intro_ = mode_intro(*app.content, o, app.strings);
  }
  if (v == View::Naming) {
    if (in_tutorial(app)) return;  // a lesson is never saved: it remembers its step instead
    named_from_menu_ = view_ == View::Menu;
    name_ = SearchBox{fresh_save_name(app), true};  // selected: typing replaces the proposal
    problem_.clear();
    SDL_StartTextInput();
  }
  view_ = v;
  app.table.layout_dirty = true;
}

// The first game of each mode opens with its introduction; once shown it is remembered with the
// tutorial's progress. Lessons have their own words, and games the test hooks set up are left alone.
void PauseLayer::check_first_time(App& app) {
  if (intro_checked_ || !app.session || !app.content) return;
  intro_checked_ = true;
  const AppArgs& a = app.args;
  if (in_tutorial(app) || a.new_game || !a.load.empty() || a.resume || !a.scene.empty() || a.monkey > 0) return;
  if (app.session->game().finished()) return;
  const std::string mode(mode_name(app.session->game().options().mode));
  if (!app.teach.prefs.intros_seen.insert(mode).second) return;
  if (auto err = save_learning(app.teach.prefs, learning_path())) app.notify(*err);
  intro_first_ = true;
  show(app, View::Intro);
}

FrameNeed PauseLayer::update(App& app) {
  check_first_time(app);
  if (!open()) return {};
  // The pointer resting on a card under the menu does not open its inspection (a pinned one stays).
  if (!app.teach.inspect.pinned) {
    app.teach.inspect.shown.reset();
    app.teach.inspect.hover_since = SDL_GetTicks();
  }
  return {true, false};  // the caret blinks
}

void PauseLayer::own_focus(App& app) {
  Pointer& p = app.pointer;
  p.last_focusables.clear();
  for (int i = 0; i < kPauseRows; ++i)
    if (pause_row_enabled(app, i)) p.last_focusables.push_back(pause_menu_row(app, i));
  const int n = static_cast<int>(p.last_focusables.size());
  if (p.focus < 0 || p.focus >= n) p.focus = std::clamp(menu_focus_, 0, n - 1);  // back from a screen it opened
  menu_focus_ = p.focus;
}

void PauseLayer::back(App& app) {
  if (view_ == View::Replace) view_ = View::Naming;
  else if (view_ == View::Naming && named_from_menu_) view_ = View::Menu;
  else view_ = View::Closed;
  app.table.layout_dirty = true;
}

bool PauseLayer::handle(App& app, const InputEvent& e) {
  if (!open()) return false;
  if (e.left_click()) {
    app.pointer.click = e.at;  // the buttons drawn this frame take it
    return true;
  }
  if (view_ == View::Naming && search_box_event(name_, e.sdl)) {
    problem_.clear();
    return true;
  }
  // A name being typed: Space and letters go to the field (its text arrives as SDL_TEXTINPUT), never to
  // the focused button.
  if (view_ == View::Naming && e.key() && types_text(e.sdl.key)) return true;
  if (!e.key() && !e.intent) return e.sdl.type == SDL_MOUSEWHEEL || e.sdl.type == SDL_TEXTINPUT;
  if (e.key()) {
    const SDL_Keycode k = e.sdl.key.keysym.sym;
    const bool enter = k == SDLK_RETURN || k == SDLK_KP_ENTER;
    if (enter && view_ == View::Intro) return back(app), true;
    if (enter && view_ == View::Naming) return save_named(app, false), true;
  }
  // Keys and the pad as on every menu: Esc / B / Start resume (or leave the naming), Tab, arrows and
  // the D-pad move the focus over this menu's buttons, Enter / A press the focused one.
  if (e.intent) {
    const Intent::Kind kind = e.intent->kind;
    if (kind == Intent::Kind::Run && e.intent->command == Command::Mute && view_ != View::Naming) return false;  // the app's, as bound
    if (view_ == View::Menu) own_focus(app);  // the menu's buttons, even before it is first drawn
    if (kind == Intent::Kind::Back || kind == Intent::Kind::Menu) back(app);
    else if (view_ == View::Intro && kind == Intent::Kind::Activate && app.pointer.focus < 0) back(app);  // A: Play
    else (void)AppScreen::widget_intent(app, *e.intent);
  }
  return true;  // the table under the menu waits: no key reaches it
}

void PauseLayer::save_named(App& app, bool replace) {
  if (!app.session) return;
  const std::string name = trim_save_name(name_.text);
  if (auto p = save_name_problem(name)) {
    problem_ = name_problem_text(app, *p);
    return;
  }
  if (auto err = ensure_dir(saves_dir())) {
    problem_ = *err;
    return;
  }
  const std::string path = named_save_path(saves_dir(), name);
  std::error_code ec;
  if (!replace && std::filesystem::exists(std::filesystem::symlink_status(path, ec))) {
    view_ = View::Replace;  // asked first: a save is never replaced unseen
    return;
  }
  auto r = app.session->save(path);
  if (!r) {
    problem_ = app.tr("table.save_failed", {r.refusal().reason});
    view_ = View::Naming;
    return;
  }
  // The picture is a reminder, not the save: without it Load shows a plain tile. A replaced save's
  // old picture is not kept beside the new game.
  if (write_thumbnail(picture_.get(), thumbnail_path(path))) std::filesystem::remove(thumbnail_path(path), ec);
  app.confirm(app.tr("table.saved", {name}));
  view_ = named_from_menu_ ? View::Menu : View::Closed;
}

void PauseLayer::draw(App& app) {
  if (!open()) return;
  Canvas& c = app.canvas;
  if (want_picture_) {  // the table and its overlays are drawn, the menu not yet
    want_picture_ = false;
    if (!SDL_GetRenderTarget(c.renderer())) picture_ = capture_thumbnail(c.renderer());
    // Continue's entry on Load shows where the game was left (a lesson is never autosaved).
    if (picture_ && app.session && app.session->autosaving() && !in_tutorial(app))
      (void)write_thumbnail(picture_.get(), thumbnail_path(autosave_path()));
  }
  if (view_ != View::Intro) c.fill({0, 0, app.vp.width, app.vp.height}, Rgba{0, 0, 0, 150});
  switch (view_) {
    case View::Menu: return draw_menu(app);
    case View::Naming: return draw_naming(app);
    case View::Replace: return draw_replace(app);
    case View::Intro: {
      const IntroChoice choice = draw_mode_intro(app, intro_, app.tr(intro_first_ ? "intro.play" : "intro.close"), intro_first_);
      if (choice == IntroChoice::Rules) open_rules(app, intro_.rule);  // over the table; closing them returns here
      if (choice == IntroChoice::Close) view_ = View::Closed;
      return;
    }
    case View::Closed: return;
  }
}

void PauseLayer::draw_menu(App& app) {
  Canvas& c = app.canvas;
  Pointer& p = app.pointer;
  const bool lesson = in_tutorial(app);
  const Rect box = dialog(app, pause_menu_box(app).w, pause_menu_box(app).h, app.tr("pause.title"));
  own_focus(app);
  p.focusables.clear();  // the table's widgets under the shade take no focus while the menu is over them
  // One highlight: the focused button is the one drawn as the default (Resume while the focus is not shown).
  const int focused = p.ring ? p.focus : 0;
  static constexpr const char* kLabels[kPauseRows] = {"pause.resume", "pause.save", "pause.load", "pause.settings", "pause.rules", "pause.main_menu"};
  int pressed = -1;
  for (int i = 0; i < kPauseRows; ++i) {
    const bool enabled = pause_row_enabled(app, i);
    const bool highlighted = enabled && static_cast<int>(p.focusables.size()) == focused;
    if (highlighted) highlighted_row_ = i;
    const ButtonStyle style = highlighted ? ButtonStyle::Primary : i == kPauseMainMenu ? ButtonStyle::Quiet : ButtonStyle::Normal;
    if (button(c, p, pause_menu_row(app, i), app.tr(kLabels[i]), enabled, style)) pressed = i;
  }
  // Settings, Load and Rules come back to the button that opened them (clicked or pressed by a key).
  if (pressed >= 0) {
    menu_focus_ = 0;
    for (int i = 0; i < pressed; ++i) menu_focus_ += pause_row_enabled(app, i) ? 1 : 0;
    p.focus = menu_focus_;
  }
  switch (pressed) {
    case kPauseResume: view_ = View::Closed; break;
    case kPauseSave: show(app, View::Naming); break;
    case kPauseLoad: return app.screens.push(Screen::Load);  // Back returns here
    case kPauseSettings: return app.screens.push(Screen::Settings);  // Back and Esc return here
    case kPauseRules: return open_rules(app, rule_for_now(app));
    case kPauseMainMenu: return app.screens.replace(Screen::Menu);
    default: break;
  }
  const float y = pause_menu_row(app, kPauseRows).y;
  const std::string note = app.tr(lesson ? "pause.lesson_kept" : "pause.autosaved");
  c.text_box(note, Font::Body, theme::kSmall, theme::kTextDim, {box.x + 24, y + 2, box.w - 48, 44}, Align::Center, 1.25f);
  c.text(app.tr("pause.esc"), Font::Body, theme::kSmall, theme::kTextDim, {box.center().x, box.bottom() - 18}, Align::Center);
}

void PauseLayer::draw_naming(App& app) {
  Canvas& c = app.canvas;
  const Rect box = dialog(app, 620, 290, app.tr("save.title"));
  c.text(app.tr("save.name"), Font::Bold, theme::kBody, theme::kText, {box.x + 30, box.y + 86}, Align::Left);
  draw_text_field(c, {box.x + 30, box.y + 100, box.w - 60, 44}, name_, app.tr("save.placeholder"));
  const Rect said{box.x + 30, box.y + 152, box.w - 60, 40};
  if (!problem_.empty()) c.text_box(problem_, Font::Bold, theme::kSmall, theme::kBad, said, Align::Left, 1.2f);
  else c.text_box(app.tr("save.allowed"), Font::Body, theme::kSmall, theme::kTextDim, said, Align::Left, 1.2f);
  const float bw = 180, y = box.bottom() - 70;
  if (button(c, app.pointer, {box.center().x + 10, y, bw, 46}, app.tr("save.confirm"), true, ButtonStyle::Primary)) save_named(app, false);
  if (button(c, app.pointer, {box.center().x - 10 - bw, y, bw, 46}, app.tr("common.cancel"))) back(app);
}

void PauseLayer::draw_replace(App& app) {
  Canvas& c = app.canvas;
  const Rect box = dialog(app, 620, 230, app.tr("save.title"));
  c.text_box(app.tr("save.exists", {trim_save_name(name_.text)}), Font::Body, theme::kBody, theme::kText,
             {box.x + 30, box.y + 70, box.w - 60, 60}, Align::Center, 1.3f);
  const float bw = 180, y = box.bottom() - 70;
  // Keeping the older save is the default: Esc and the primary button.
  if (button(c, app.pointer, {box.center().x + 10, y, bw, 46}, app.tr("save.replace"))) save_named(app, true);
  if (button(c, app.pointer, {box.center().x - 10 - bw, y, bw, 46}, app.tr("common.cancel"), true, ButtonStyle::Primary)) back(app);
}

}  // namespace hs::app

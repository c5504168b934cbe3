// One pattern for every screen: a screen is a type with enter / handle / update / draw, kept on the
// shell's screen stack. The top screen is shown and receives input; the layers it carries (the
// table's tutorial and learning overlays) are drawn over it and see each event before it, taking it
// or passing it on. Screens change through the stack only: replace() for a new place in the app,
// push() for a screen that returns where it was opened (the rules), pop() to return.
#pragma once
#include <memory>
#include <optional>
#include <vector>

#include <SDL.h>

#include "app/input/intent.hpp"
#include "app/render/geometry.hpp"

namespace hs::app {

struct App;

// The screens by id; each id's name is the one --trace writes and --scene takes.
enum class Screen { Menu, Setup, Settings, Load, Table, End, Rules, Tutorial, Review };
// How many screens there are: one past the last id, for tables indexed by screen.
inline constexpr int kScreenCount = static_cast<int>(Screen::Review) + 1;

// "menu", "setup", ..., "rules", "tutorial-menu": never empty, one name per screen.
const char* screen_name(Screen s);

// An event as screens receive it: SDL's event, with the pointer's place already converted once (by
// the shell) into the window's logical coordinates; `at` is meaningful for mouse events only.
// `intent`: what a key press or a pad button means (input/intent.hpp), read once by the shell;
// screens act on it rather than on raw keys so rebinding and the pad reach them alike.
struct InputEvent {
  const SDL_Event& sdl;
  Point at;
  std::optional<Intent> intent;
  bool left_click() const { return sdl.type == SDL_MOUSEBUTTONDOWN && sdl.button.button == SDL_BUTTON_LEFT; }
  bool right_click() const { return sdl.type == SDL_MOUSEBUTTONDOWN && sdl.button.button == SDL_BUTTON_RIGHT; }
  bool key() const { return sdl.type == SDL_KEYDOWN; }
};

// What a screen's update says about the frames to come. While something moves or a timer runs
// (dice, card flights, a bot's turn being paced) it wants the next frame soon; otherwise the loop
// may wait for input. `quick`: the dice tumble, frames as fast as they come. `gentle`: only a slow
// pulse moves (a fork's choices), which 20 frames a second show as well as 80.
struct FrameNeed {
  bool animating = false;
  bool quick = false;
  bool gentle = false;
};

// Two parts' needs together (a screen and its layers): gentle only when all that moves is gentle.
inline FrameNeed combined(const FrameNeed& a, const FrameNeed& b) {
  FrameNeed out;
  out.animating = a.animating || b.animating;
  out.quick = a.quick || b.quick;
  out.gentle = out.animating && !out.quick && (!a.animating || a.gentle) && (!b.animating || b.gentle);
  return out;
}

// How long the loop sleeps after a frame while something moves.
constexpr int kQuickFrameMs = 4, kFrameMs = 12, kGentleFrameMs = 50;  // gentle: 20 frames a second at most
inline int frame_pause_ms(const FrameNeed& need) { return need.quick ? kQuickFrameMs : need.gentle ? kGentleFrameMs : kFrameMs; }

// The hooks shared by screens and the layers over them.
class ScreenPart {
 public:
  virtual ~ScreenPart() = default;
  virtual void enter(App&) {}
  // True when the event is taken; false passes it on (to the screen under a layer, then the shell).
  virtual bool handle(App&, const InputEvent&) { return false; }
  virtual FrameNeed update(App&) { return {}; }
  virtual void draw(App&) = 0;
};

class AppScreen : public ScreenPart {
 public:
  virtual Screen id() const = 0;
  // Drawn over every pixel (the window need not be cleared first).
  virtual bool covers_window() const { return false; }
  // Drawn over the screen, in order; the last sees events first.
  std::vector<std::unique_ptr<ScreenPart>>& layers() { return layers_; }

  // The menu-like screens: a left click is offered to the frame's buttons (immediate-mode widgets),
  // focus steps move over them, Activate presses the focused one, Back goes back to the screen this
  // one was opened over (pushed), else to the main menu; Menu goes to the main menu.
  bool handle(App& app, const InputEvent& e) override;
  // Focus steps and Activate over the frame's widgets (Pointer's focus); true when taken.
  static bool widget_intent(App& app, const Intent& i);

 protected:
  std::vector<std::unique_ptr<ScreenPart>> layers_;
};

// A new screen of this id (screens.cpp knows every screen).
std::unique_ptr<AppScreen> make_screen(Screen id);

class ScreenStack {
 public:
  explicit ScreenStack(App& app) : app_(app) {}
  // The stack becomes this one screen (a new place in the app).
  void replace(Screen id);
  // A screen opened over the current one, which it returns to with pop().
  void push(Screen id);
  void pop();
  // The screen shown: the menu before anything is chosen.
  AppScreen& top();
  Screen top_id() const { return stack_.empty() ? Screen::Menu : stack_.back()->id(); }
  bool shows(Screen id) const { return top_id() == id; }

  // The event to the top screen's layers, last first, then to the screen; true when one took it.
  bool handle(const InputEvent& e);
  FrameNeed update();
  void draw();
  // Screens left during the last frame are destroyed here, at the start of the next one (a screen
  // may leave while its own handle or draw is running).
  void collect() { retired_.clear(); }
  void clear() {
    retired_.clear();
    stack_.clear();
  }

 private:
  void retire_all();
  App& app_;
  std::vector<std::unique_ptr<AppScreen>> stack_;
  std::vector<std::unique_ptr<AppScreen>> retired_;
};

}  // namespace hs::app

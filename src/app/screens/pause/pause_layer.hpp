// The pause menu: Esc (or the Menu button) at the table opens it over the game, which waits under
// it (no bot moves). Resume, Save (named), Load, Settings, Rules, Main menu; Esc again resumes.
// One button is highlighted: the focused one (Resume when the menu opens), which Enter presses.
// Settings, Load and Rules opened from it come back to it. Saving asks for a name (a default from the mode and the date), refuses names a folder cannot hold
// and asks before replacing a save of the same name; a thumbnail of the table is written beside it.
// The layer also holds the game while a mode introduces itself, the first time it is played.
#pragma once
#include <string>

#include "app/render/thumbnail.hpp"
#include "app/screens/rules/search_box.hpp"
#include "app/shell/screen_stack.hpp"
#include "app/text/mode_intro.hpp"

namespace hs::app {

class PauseLayer : public ScreenPart {
 public:
  enum class View { Closed, Menu, Naming, Replace, Intro };
  View view() const { return view_; }
  // The menu's row drawn as the default (the one Enter presses) on its last frame: 0 Resume ... 5 Main menu.
  int highlighted_row() const { return highlighted_row_; }
  bool open() const { return view_ != View::Closed; }
  // The menu, or straight to naming a save (the table's Save button; closing it then resumes).
  void show(App& app, View v);

  bool handle(App& app, const InputEvent& e) override;
  FrameNeed update(App& app) override;
  void draw(App& app) override;

 private:
  void draw_menu(App& app);
  // The menu's buttons that take the focus (keys pressed before the menu is first drawn, or on the
  // way back from Settings, Load or Rules, move over them), and the focus on one of them.
  void own_focus(App& app);
  void draw_naming(App& app);
  void draw_replace(App& app);
  void check_first_time(App& app);
  void save_named(App& app, bool replace);
  void back(App& app);  // Esc or Cancel: one view back

  View view_ = View::Closed;
  bool named_from_menu_ = false;  // naming was opened from the menu (Cancel returns there)
  int menu_focus_ = 0;
  int highlighted_row_ = 0;  // the menu's focused button, kept while Settings, Load or Rules are over it
  SearchBox name_;
  std::string problem_;    // why the typed name was refused
  bool want_picture_ = false;
  OwnedSurface picture_;   // the table as it was when the menu opened, for the save's thumbnail
  bool intro_checked_ = false;  // the mode's first-time introduction was considered for this game
  bool intro_first_ = false;    // shown because the mode is new to the player (not asked for)
  ModeIntro intro_;
};

// The pause layer of the screen shown (the table's), or null.
PauseLayer* pause_layer(App& app);
// Opens it over the table; false when no table is shown.
bool open_pause(App& app, PauseLayer::View v = PauseLayer::View::Menu);

}  // namespace hs::app

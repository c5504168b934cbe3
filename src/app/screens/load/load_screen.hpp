// The load screen (load_screen.cpp): the saves to open, newest first, each with a picture of its
// table, who plays, the mode, the seats, the round and when it was last played; a named save can be
// renamed and deleted (asked first). Opened from the main menu or over the table (the pause menu):
// Back and Esc return where it was opened.
#pragma once
#include <string>
#include <vector>

#include "app/platform/sdl_owned.hpp"
#include "app/screens/load/save_summary.hpp"
#include "app/screens/rules/search_box.hpp"
#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

bool open_save(App& app, const std::string& path);
// The saves to offer, newest first: the autosave and saves/*.json.
std::vector<std::string> list_save_files();

// The screen owns the list it shows, read again each time it opens and after a rename or delete.
class LoadScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Load; }
  void enter(App& app) override { reload(app); }
  bool handle(App& app, const InputEvent& e) override;
  FrameNeed update(App&) override { return {renaming_ >= 0, false}; }  // the caret blinks
  void draw(App& app) override;

 private:
  struct Entry {
    std::string path;
    bool autosave = false;
    SaveSummary summary;
    bool picture_tried = false;
    OwnedTexture picture;  // null: a plain tile
  };
  void reload(App& app);
  void draw_row(App& app, std::size_t i, const Rect& row);
  void draw_delete_question(App& app);
  void finish_rename(App& app);
  std::vector<Entry> entries_;
  float scroll_ = 0;
  int renaming_ = -1;  // the entry whose name is being edited
  SearchBox new_name_;
  std::string rename_problem_;
  int deleting_ = -1;  // the entry the delete question is about
  bool reload_ = false;  // a rename or delete happened: the list is read again before the next frame
  bool opened_ = false;  // a save was opened this frame: the rows below are not drawn
};

}  // namespace hs::app

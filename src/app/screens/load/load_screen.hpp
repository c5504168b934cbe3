// The load screen (load_screen.cpp): the saves to open, newest first.
#pragma once
#include <string>
#include <vector>

#include "app/shell/screen_stack.hpp"

namespace hs::app {

struct App;

void draw_load(App& app, const std::vector<std::string>& files);
bool open_save(App& app, const std::string& path);
// The saves to offer, newest first: the autosave and saves/*.json.
std::vector<std::string> list_save_files();

// The screen owns the list it shows, read again each time it opens.
class LoadScreen : public AppScreen {
 public:
  Screen id() const override { return Screen::Load; }
  void enter(App&) override { files_ = list_save_files(); }
  void draw(App& app) override { draw_load(app, files_); }

 private:
  std::vector<std::string> files_;
};

}  // namespace hs::app

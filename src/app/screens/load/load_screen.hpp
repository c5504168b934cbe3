// The load screen (load_screen.cpp): the saves to open, newest first.
#pragma once
#include <string>

namespace hs::app {

struct App;

void draw_load(App& app);
bool open_save(App& app, const std::string& path);
void refresh_load_files(App& app);

}  // namespace hs::app

// One frame of whatever screen is showing, and the window's size and scale behind it.
#pragma once
#include <optional>
#include <string>

#include "app/render/geometry.hpp"

namespace hs::app {

struct App;

// Reads the renderer's output size and fits the logical design space to it (HiDPI included).
void update_viewport(App& app);
// A window position (SDL's coordinates) in the app's logical units.
Point to_logical(const App& app, int x, int y);
// Draws the current screen, the table's learning overlay and any notice, into the renderer.
void draw_screen(App& app);
// The renderer's pixels to a PNG file; nullopt, or "PATH: cannot write (why)".
std::optional<std::string> save_png(App& app, const std::string& path);

}  // namespace hs::app

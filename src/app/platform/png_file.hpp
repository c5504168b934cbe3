// Writing a picture as a PNG file with the game's one safe writer: the PNG is made in memory, then
// written whole or not at all, so a full disk, a device or a pipe gives a message, never a silent
// half file (IMG_SavePNG alone reports success on /dev/full).
#pragma once
#include <optional>
#include <string>

#include <SDL.h>

namespace hs::app {

// nullopt, or "PATH: cannot write (why)".
std::optional<std::string> write_png_file(SDL_Surface* surface, const std::string& path);

}  // namespace hs::app

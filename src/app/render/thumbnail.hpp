// Small pictures of the table for the Load list: taken from what the renderer has drawn so far this
// frame, scaled down, written beside a save as PNG, and read back as a texture. A thumbnail that is
// missing, not a regular file, too large or not a picture gives no texture: the list draws a plain tile.
#pragma once
#include <memory>
#include <optional>
#include <string>

#include <SDL.h>

#include "app/platform/sdl_owned.hpp"

namespace hs::app {

struct SurfaceFree {
  void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
using OwnedSurface = std::unique_ptr<SDL_Surface, SurfaceFree>;

// A thumbnail's width in pixels (its height follows the window's shape).
inline constexpr int kThumbnailWidth = 256;
// A thumbnail file larger than this is not read.
inline constexpr std::uintmax_t kMaxThumbnailBytes = std::uintmax_t{1} << 20;

// The renderer's current target, scaled to kThumbnailWidth wide; null when it cannot be read.
OwnedSurface capture_thumbnail(SDL_Renderer* renderer);
// nullopt, or "PATH: cannot write (why)".
std::optional<std::string> write_thumbnail(SDL_Surface* thumbnail, const std::string& path);
// The picture at `path` as a texture, or null (missing, not a regular file, too large, not a PNG).
OwnedTexture load_thumbnail(SDL_Renderer* renderer, const std::string& path);

}  // namespace hs::app
